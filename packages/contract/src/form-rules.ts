/**
 * The rules of a dynamic form that both sides apply, without the schemas (the page's form imports only these).
 */

/** The multipart field of the trap: hidden from people, filled by robots (an answer with it is dropped). */
export const FORM_HONEYPOT_FIELD = 'website';

/** Whether a field is shown for these answers (SPEC §5 conditional fields); the same rule on both sides. */
export function isFieldShown(
  field: { showIf?: { field: string; values: string[] } | null | undefined },
  answers: Record<string, readonly string[] | undefined>,
): boolean {
  if (!field.showIf) return true;
  const given = answers[field.showIf.field] ?? [];
  return field.showIf.values.some((value) => given.includes(value));
}
