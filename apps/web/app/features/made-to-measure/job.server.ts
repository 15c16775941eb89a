import { data, redirect, redirectDocument } from 'react-router';
import type { AllowedPickupDates, MadeToMeasureJob } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import type { Locale } from '@atelier/contract/locales';
import { PRIVATE_HEADERS, requireUser } from '../account/account-calls.server.ts';
import { isPickupAddress, pickupPlaceLabel } from '../checkout/pickup-addresses.ts';
import { addMonths, currentMonth } from '../checkout/pickup-month.ts';
import { jobPath } from './made-to-measure-urls.ts';

const notFound = () => data(null, { status: 404, headers: PRIVATE_HEADERS });

const isApiError = (error: unknown): error is Error & { status: number; errors?: Record<string, string> } =>
  error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';

/** The job's id of the address, and the signed link's token a guest follows it with (kept in every link). */
export function jobAddress(request: Request, id: string | undefined) {
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) throw notFound();
  const access = new URL(request.url).searchParams.get('access')?.trim() || null;
  return { id: Number(id), access };
}

/** What the page says of the payment a customer comes back from (`&payment=`), read from the job's payments. */
export type PaymentReturn = 'PAID' | 'DECLINED' | 'PENDING' | null;

function paymentReturnOf(request: Request, job: MadeToMeasureJob): PaymentReturn {
  const id = new URL(request.url).searchParams.get('payment');
  if (id === null) return null;
  // The provider sends the customer back with the payment's id; the API asked it again for a pending one.
  const last = job.payments.find((payment) => String(payment.id) === id) ?? job.payments.at(-1);
  if (!last) return null;
  return last.status === 'PAID' ? 'PAID' : last.status === 'PENDING' ? 'PENDING' : 'DECLINED';
}

/** A Click & Collect address and its bookable days of this month and the next. */
export interface PickupOffer {
  idAddress: number;
  label: string;
  days: AllowedPickupDates['days'];
}

/**
 * The slots a customer may book when the job waits for its pick-up, read on the server: the page offers them as a
 * plain list without JavaScript (with it, the calendar the checkout uses reads the same API, month by month).
 */
async function pickupOffers(api: ApiClient, job: MadeToMeasureJob): Promise<PickupOffer[]> {
  if (!job.actions.includes('ARRANGE_HANDOVER') || job.handover.type !== 'PICKUP') return [];
  const { items } = await api.companyAddresses({ query: { nbItem: 100 } });
  const places = items.filter(isPickupAddress);
  const months = [currentMonth(), addMonths(currentMonth(), 1)];
  return Promise.all(
    places.map(async (place) => {
      const answers = await Promise.all(
        months.map(({ month, year }) => api.allowedPickupDates({ params: { id: place.id, month, year } })),
      );
      return {
        idAddress: place.id,
        label: pickupPlaceLabel(place),
        days: answers.flatMap((answer) => answer.days),
      };
    }),
  );
}

/**
 * One job for its page: a guest's with the signed link's token, else the logged customer's (a visitor without a
 * session and without a token goes to the login page and comes back). Any refusal is the 404 page: a job that is
 * not the visitor's does not exist for them.
 */
export async function loadJob(api: ApiClient, request: Request, idParam: string | undefined) {
  const { id, access } = jobAddress(request, idParam);
  if (!access) await requireUser(api, request);
  try {
    const job = await api.madeToMeasureJob({ params: { id }, query: access ? { access } : {} });
    return { job, access, payment: paymentReturnOf(request, job), pickupOffers: await pickupOffers(api, job) };
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw notFound();
    throw error;
  }
}

export const JOB_INTENTS = ['reply', 'accept', 'decline', 'pay', 'notifications', 'pickup'] as const;
export type JobIntent = (typeof JOB_INTENTS)[number];

export interface JobActionData {
  intent: JobIntent;
  /** The API's refusal, in the page's language. */
  message: string;
  /** Its words per field, when it names them. */
  errors: Record<string, string>;
}

const text = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

/**
 * The page's forms (each works without JavaScript): the intent names the call. A success goes back to the
 * page (reloading it sends nothing again); the payment goes to the provider's page.
 */
export async function jobAction(api: ApiClient, request: Request, idParam: string | undefined, locale: Locale) {
  const { id, access } = jobAddress(request, idParam);
  const form = await request.formData();
  const intent = text(form, 'intent') as JobIntent;
  if (!(JOB_INTENTS as readonly string[]).includes(intent)) throw data('Unknown intent', { status: 400 });
  const where = { params: { id }, query: access ? { access } : {} };
  const back = redirect(jobPath(id, locale, access), { headers: PRIVATE_HEADERS });
  try {
    switch (intent) {
      case 'reply':
        await api.replyMadeToMeasure({ ...where, body: { body: text(form, 'body') } });
        return back;
      case 'accept':
        await api.acceptQuote({
          ...where,
          body: { name: text(form, 'name'), acceptTerms: (form.get('acceptTerms') === 'on') as true },
        });
        return back;
      case 'decline':
        await api.declineQuote({ ...where, body: { reason: text(form, 'reason') } });
        return back;
      case 'notifications':
        await api.madeToMeasureNotifications({ ...where, body: { stageMails: form.get('stageMails') === 'on' } });
        return back;
      case 'pickup': {
        // The calendar's three fields, or the list's one (`idAddress|date|idSchedule`) without JavaScript.
        const [idAddress = '', date = '', idSchedule = ''] = form.has('slot')
          ? text(form, 'slot').split('|')
          : [text(form, 'idAddress'), text(form, 'date'), text(form, 'idSchedule')];
        await api.bookMadeToMeasurePickup({
          ...where,
          body: { idAddress: Number(idAddress), date, idSchedule: Number(idSchedule) },
        });
        return back;
      }
      case 'pay': {
        const started = await api.payMadeToMeasure(where);
        // The payment's page is another document (the sandbox's, or the provider's on its own site).
        return redirectDocument(started.redirectUrl, { headers: PRIVATE_HEADERS });
      }
    }
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    if (error.status === 404) throw notFound();
    return data<JobActionData>(
      { intent, message: error.message, errors: error.errors ?? {} },
      { status: error.status, headers: PRIVATE_HEADERS },
    );
  }
}
