import { data } from 'react-router';
import type { ApiClient, ApiError } from '@atelier/contract/api-client';
import { contactMessageSchema } from '@atelier/contract/contact';
import { contactValuesFromForm, invalidFields, type ContactActionData } from './contact-form.ts';

/**
 * The API client's error, by its name: server.ts builds the client from the sources while this module is
 * bundled into the build, so the two ApiError classes are not the same object and `instanceof` fails.
 */
const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number';

/**
 * The contact form's action: the same schema as in the browser, then POST /message (SPEC §7), which
 * stores the message and mails it to the company. Works for a plain form post (no JavaScript) too.
 */
export async function sendContactForm(api: ApiClient, form: FormData) {
  const values = contactValuesFromForm(form);
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) {
    return data<ContactActionData>(
      { ok: false, values, errors: invalidFields(parsed.error.issues), failure: null },
      { status: 400 },
    );
  }
  try {
    await api.sendMessage({ body: parsed.data });
    return data<ContactActionData>({ ok: true });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const rateLimited = error.status === 429;
    if (!rateLimited) console.error(`contact message not sent: ${error.status} ${error.message}`);
    return data<ContactActionData>(
      { ok: false, values, errors: {}, failure: rateLimited ? 'rateLimited' : 'unavailable' },
      { status: rateLimited ? 429 : 503 },
    );
  }
}
