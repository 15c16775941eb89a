/**
 * What a form's answer gives back to the page (the per-form state of SPEC §4): the thank-you text, or each
 * field's error by key with the values to show again (a post without JavaScript re-renders the page).
 */
export type FormAnswerResult =
  | { formId: number; ok: true; message: string }
  | {
      formId: number;
      ok: false;
      /** The server's words per field key (SPEC §8). */
      errors: Record<string, string>;
      values: Record<string, string[]>;
      /** Nothing said per field: too many answers, or the server could not be reached. */
      failure: 'rateLimited' | 'unavailable' | null;
    };

/** The action data of a form post: apart from the contact form's, which reads the same route's data. */
export interface FormActionData {
  formAnswer: FormAnswerResult;
}

/** The hidden field that says which form a post answers. */
export const FORM_ID_FIELD = '_form';

export const isFormActionData = (value: unknown): value is FormActionData =>
  typeof value === 'object' && value !== null && 'formAnswer' in value;

/** The text values of a posted form by key (files left out), to show again. */
export function valuesOf(form: FormData): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && key !== FORM_ID_FIELD) (values[key] ??= []).push(value);
  }
  return values;
}
