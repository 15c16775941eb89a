import { data, redirect } from 'react-router';
import {
  endpoints,
  PIECE_CONDITIONS,
  PIECE_KINDS,
  type Country,
  type MadeToMeasureOptions,
  type User,
} from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import type { Locale } from '@atelier/contract/locales';
import { callAccount, PRIVATE_HEADERS } from '../account/account-calls.server.ts';
import { checkRequest, type RequestProblems } from './request-check.ts';
import { fieldOfPath, requestValuesOf, todayInParis, type RequestField, type RequestValues } from './request-form.ts';
import { jobPath } from './made-to-measure-urls.ts';

/** What the request page needs: the form's offers, the lists of its choices, the visitor if logged. */
export interface RequestPageData {
  options: MadeToMeasureOptions;
  /** The contract's lists, read here: importing them in the page would bring the schemas into its JavaScript. */
  pieceKinds: readonly string[];
  conditions: readonly string[];
  countries: Country[];
  customer: Pick<User, 'firstname' | 'lastname' | 'email'> | null;
  today: string;
}

export async function loadRequestPage(api: ApiClient): Promise<RequestPageData> {
  const [options, countries, user] = await Promise.all([
    api.madeToMeasureOptions(),
    api.countries(),
    callAccount(api, endpoints.user),
  ]);
  return {
    options,
    pieceKinds: PIECE_KINDS,
    conditions: PIECE_CONDITIONS,
    countries,
    customer: user.ok ? { firstname: user.data.firstname, lastname: user.data.lastname, email: user.data.email } : null,
    today: todayInParis(),
  };
}

export type RequestActionData =
  | { ok: true; reference: string; email: string }
  | {
      ok: false;
      values: RequestValues;
      /** Our own checks, by field (the page words them). */
      problems: RequestProblems;
      /** The API's words by field, already in the page's language. */
      refusals: Partial<Record<RequestField, string>>;
      /** The API's refusal when it is not one field's (too many requests, a photo too large). */
      message: string | null;
    };

const isApiError = (error: unknown): error is Error & { status: number; errors?: Record<string, string> } =>
  error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';

/**
 * The form's post (with or without JavaScript): checked by the contract's schema, then sent on to
 * POST /quote-request as the API takes it (the field `request` in JSON, the photos as `images`). A logged
 * customer goes to their job's page; a guest is asked to confirm their e-mail.
 */
export async function sendRequest(api: ApiClient, form: FormData, locale: Locale) {
  const values = requestValuesOf(form);
  const files = form.getAll('images').filter((file): file is File => typeof file !== 'string' && file.size > 0);
  const user = await callAccount(api, endpoints.user);
  const options = await api.madeToMeasureOptions();
  const { problems, input } = checkRequest(values, files, options.maxPhotos, todayInParis(), !user.ok);
  const refused = (status: number, extra: Partial<Extract<RequestActionData, { ok: false }>>) =>
    data<RequestActionData>(
      { ok: false, values, problems: {}, refusals: {}, message: null, ...extra },
      { status, headers: PRIVATE_HEADERS },
    );
  if (Object.keys(problems).length > 0) return refused(400, { problems });

  const body = new FormData();
  body.set('request', JSON.stringify(input));
  for (const file of files) body.append('images', file, file.name);
  try {
    const requested = await api.requestMadeToMeasure({ body });
    if (!requested.emailToConfirm) throw redirect(jobPath(requested.id, locale), { headers: PRIVATE_HEADERS });
    return data<RequestActionData>(
      { ok: true, reference: requested.reference, email: input.email ?? '' },
      { headers: PRIVATE_HEADERS },
    );
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const refusals: Partial<Record<RequestField, string>> = {};
    for (const [path, message] of Object.entries(error.errors ?? {})) {
      const field = fieldOfPath(path);
      if (field && !refusals[field]) refusals[field] = message;
    }
    return refused(error.status, { refusals, message: Object.keys(refusals).length > 0 ? null : error.message });
  }
}
