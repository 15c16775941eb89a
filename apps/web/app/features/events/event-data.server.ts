import { data } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import {
  EVENT_MAX_SEATS_PER_REGISTRATION,
  eventRegisterSchema,
  type EventRegistration,
  type SiteEvent,
} from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';
import { canonicalRedirect } from '../product/product-urls.ts';
import { eventPath } from './event-urls.ts';

const notFound = () => data(null, { status: 404 });

/** The HTTP status of a failed API call (not `instanceof`: the server and the built app each have the class). */
function apiError(error: unknown): { status: number; message: string; errors?: Record<string, string> } | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const { status, errors } = error as Error & { status?: unknown; errors?: Record<string, string> };
  return typeof status === 'number' ? { status, message: error.message, ...(errors ? { errors } : {}) } : null;
}

/** The upcoming events for a page's event list blocks; none without such a block, nor when the call fails. */
export async function upcomingEvents(api: ApiClient, blocks: { type: string; nbItem?: number }[]) {
  const wanted = Math.max(0, ...blocks.map((block) => (block.type === 'eventList' ? (block.nbItem ?? 0) : 0)));
  if (wanted === 0) return undefined;
  try {
    return (await api.events({ query: { nbItem: Math.min(wanted, 24) } })).items;
  } catch (error) {
    console.error('The upcoming events of an event list block could not be loaded', error);
    return [];
  }
}

/**
 * An event's page: a wrong id or one the API does not know gives the 404 page; a wrong slug is sent to the
 * event's address (301), the query kept. A past event still has its page.
 */
export async function loadEvent(api: ApiClient, request: Request, id: string | undefined, locale: Locale) {
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) throw notFound();
  let event: SiteEvent;
  try {
    event = await api.event({ params: { id: Number(id) } });
  } catch (error) {
    const status = apiError(error)?.status;
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
  const moved = canonicalRedirect(request, eventPath(event, locale));
  if (moved) throw moved;
  return event;
}

/**
 * The most seats the form offers: the free ones, within the API's limit per registration. Read here, on the
 * server: the contract's values would bring its schemas into the page's JavaScript.
 */
export const seatsOffered = (event: SiteEvent) =>
  Math.max(1, Math.min(EVENT_MAX_SEATS_PER_REGISTRATION, event.freeSeats));

export type RegistrationField = 'name' | 'email' | 'phone' | 'seats';

export type RegisterActionData =
  | { ok: true; seats: number; email: string }
  | {
      ok: false;
      values: Record<RegistrationField, string>;
      errors: Partial<Record<RegistrationField, string>>;
      /** The API's words when the refusal is not one field's (a full or past event, too many requests). */
      message: string | null;
    };

const FIELDS: RegistrationField[] = ['name', 'email', 'phone', 'seats'];
const isField = (key: string): key is RegistrationField => (FIELDS as string[]).includes(key);

/**
 * The registration form's action (a plain form post works without JavaScript): POST
 * /element/event/{id}/register, which checks the fields, takes the seats and mails the confirmation. The API's
 * refusal, in the page's language, is shown by its field or above the form.
 */
export async function registerToEvent(api: ApiClient, id: number, form: FormData) {
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as Record<
    RegistrationField,
    string
  >;
  const parsed = eventRegisterSchema.safeParse(values);
  const body = parsed.success
    ? parsed.data
    : { name: values.name, email: values.email, phone: values.phone, seats: Number(values.seats) };
  try {
    const registered = await api.registerToEvent({ params: { id }, body });
    return data<RegisterActionData>({ ok: true, seats: registered.seats, email: values.email });
  } catch (error) {
    const refusal = apiError(error);
    if (!refusal || refusal.status >= 500) throw error;
    if (refusal.status === 404) throw notFound();
    const errors = Object.fromEntries(Object.entries(refusal.errors ?? {}).filter(([key]) => isField(key)));
    const message = Object.keys(errors).length > 0 ? null : refusal.message;
    return data<RegisterActionData>({ ok: false, values, errors, message }, { status: refusal.status });
  }
}

export type CancelPageData = { registration: EventRegistration | null; token: string; problem: string | null };

/** The registration of a mailed cancellation link, or why the link does not serve. Nothing changes here. */
export async function loadRegistration(api: ApiClient, request: Request): Promise<CancelPageData> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return { registration: await api.eventRegistration({ body: { token } }), token, problem: null };
  } catch (error) {
    const refusal = apiError(error);
    if (!refusal || refusal.status >= 500) throw error;
    return { registration: null, token, problem: refusal.message };
  }
}

/** The cancellation page's button: frees the seats (a second press changes nothing). */
export async function cancelRegistration(api: ApiClient, form: FormData): Promise<CancelPageData> {
  const token = String(form.get('token') ?? '');
  try {
    return { registration: await api.cancelEventRegistration({ body: { token } }), token, problem: null };
  } catch (error) {
    const refusal = apiError(error);
    if (!refusal || refusal.status >= 500) throw error;
    return { registration: null, token, problem: refusal.message };
  }
}
