import { data } from 'react-router';
import type { Form, ResolvedPageBlock } from '@atelier/contract';
import type { ApiClient, ApiError } from '@atelier/contract/api-client';
import { FORM_ID_FIELD, valuesOf, type FormActionData } from './form-answer.ts';

/**
 * The API client's error, by its name: server.ts builds the client from the sources while this module is
 * bundled into the build, so the two ApiError classes are not the same object and `instanceof` fails.
 */
const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number';

/** The forms of a page's form blocks by id; a form that cannot be read is left out (its block shows nothing). */
export async function loadPageForms(api: ApiClient, blocks: ResolvedPageBlock[]) {
  const ids = [...new Set(blocks.flatMap((block) => (block.type === 'form' ? [block.formId] : [])))];
  if (ids.length === 0) return undefined;
  const forms: Record<number, Form> = {};
  await Promise.all(
    ids.map(async (id) => {
      try {
        forms[id] = await api.form({ params: { id } });
      } catch (error) {
        console.error(`The form ${id} of a page could not be loaded`, error);
      }
    }),
  );
  return forms;
}

/** Whether a post answers one of the page's forms (else it is the contact form's). */
export const formIdOf = (form: FormData, blocks: ResolvedPageBlock[]): number | null => {
  const id = Number(form.get(FORM_ID_FIELD));
  return blocks.some((block) => block.type === 'form' && block.formId === id) ? id : null;
};

/**
 * A form's answer posted without JavaScript (the page's action): sent on to POST /forms/{id}/submit with its
 * files, the server's refusal kept per field for the page to show. With JavaScript the page calls the API itself.
 */
export async function sendFormAnswer(api: ApiClient, formId: number, form: FormData) {
  const values = valuesOf(form);
  form.delete(FORM_ID_FIELD);
  try {
    const { message } = await api.submitForm({ params: { id: formId }, body: form });
    return data<FormActionData>({ formAnswer: { formId, ok: true, message } });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const status = error.status;
    const failure = status === 429 ? 'rateLimited' : error.errors ? null : 'unavailable';
    if (failure === 'unavailable') console.error(`form ${formId} not sent: ${status} ${error.message}`);
    return data<FormActionData>(
      { formAnswer: { formId, ok: false, errors: error.errors ?? {}, values, failure } },
      { status: status >= 400 && status < 500 ? status : 503 },
    );
  }
}
