import type { z } from 'zod';

/** The problems the browser finds before sending a form, named like the API's (its messages are the page's). */
export type ClientProblem = 'required' | 'tooShort' | 'tooLong' | 'email' | 'date' | 'terms' | 'invalid';
export type ProblemMessage = (problem: ClientProblem, params?: Record<string, number>) => string;

function problemOf(issue: z.core.$ZodIssue): [ClientProblem, Record<string, number>?] {
  const custom = (issue as { params?: { i18n?: unknown } }).params?.i18n;
  switch (issue.code) {
    case 'custom':
      return [custom === 'TERMS_REQUIRED' ? 'terms' : 'invalid'];
    case 'invalid_type':
      return ['required'];
    case 'too_small':
      return issue.minimum === 1 ? ['required'] : ['tooShort', { minimum: Number(issue.minimum) }];
    case 'too_big':
      return ['tooLong', { maximum: Number(issue.maximum) }];
    case 'invalid_format':
      return issue.format === 'email' ? ['email'] : issue.format === 'date' ? ['date'] : ['invalid'];
    default:
      return ['invalid'];
  }
}

/**
 * The first problem of each field of `payload` against the contract's schema (the API checks the same
 * schema, plus what only it knows: phone numbers, common passwords, ages, taken addresses).
 */
export function clientProblems(schema: z.ZodType, payload: unknown, message: ProblemMessage): Record<string, string> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field] !== undefined) continue;
    const value = (payload as Record<string, unknown>)[field];
    // An empty field is missing, whatever shape its value should have had.
    errors[field] =
      typeof value === 'string' && value.trim() === '' ? message('required') : message(...problemOf(issue));
  }
  return errors;
}
