import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Locale, Refusal, RefusalStatus } from '@atelier/contract';
import { isMessageKey, translate, type MessageKey, type MessageParams } from './i18n/api-messages.ts';

/** One wrong field of a request, as an i18n key; the answer words it in the request's language. */
export interface FieldProblem {
  field: string;
  code: MessageKey;
  params?: MessageParams;
}

/**
 * An expected outcome a customer can cause (STYLE.md habit 4): the value, or the fields to correct and the
 * status of the refusal. The one result type of the services; the route answers it (endpoint-route.ts).
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; status: RefusalStatus; problems: FieldProblem[] };

export const accepted = <T>(value: T): Checked<T> => ({ ok: true, value });

export const refused = (problems: FieldProblem[], status: RefusalStatus = 400): Checked<never> => ({
  ok: false,
  status,
  problems,
});

/**
 * SPEC §8: the refusal of a form, in the request's language: each key's problems joined by ' / ' under
 * `errors`, and the message 'key : error' pairs joined by ' / '.
 */
export function refusalOf(locale: Locale, problems: readonly FieldProblem[]): Refusal {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const text = translate(locale, problem.code, problem.params);
    errors[problem.field] = errors[problem.field] ? `${errors[problem.field]} / ${text}` : text;
  }
  const message = Object.entries(errors)
    .map(([key, error]) => `${key} : ${error}`)
    .join(' / ');
  return { success: false, data: null, message, errors };
}

/** One zod issue as a problem of its field, with a message a customer understands. */
export function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const field = issue.path.map(String).join('.') || 'body';
  const problem = (code: MessageKey, params?: MessageParams): FieldProblem =>
    params ? { field, code, params } : { field, code };
  const custom = (issue as { params?: { i18n?: unknown; values?: MessageParams } }).params;
  switch (issue.code) {
    case 'custom':
      return isMessageKey(custom?.i18n) ? problem(custom.i18n, custom.values) : problem('FIELD_INVALID');
    case 'invalid_type':
      return issue.message.includes('received undefined')
        ? problem('FIELD_REQUIRED')
        : problem('FIELD_INVALID_TYPE', { expected: issue.expected });
    case 'too_small':
      return issue.origin === 'string'
        ? problem(issue.minimum === 1 ? 'FIELD_REQUIRED' : 'STRING_TOO_SHORT', { minimum: Number(issue.minimum) })
        : problem('FIELD_TOO_SMALL', { minimum: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? problem('STRING_TOO_LONG', { maximum: Number(issue.maximum) })
        : problem('FIELD_TOO_BIG', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return problem('EMAIL_INVALID');
      if (field === 'birthdate') return problem('BIRTHDATE_INVALID');
      return problem('FIELD_INVALID_FORMAT');
    default:
      return problem('FIELD_INVALID');
  }
}

/** A value parsed by its schema, or each field's problem. */
export function checkedWith<S extends z.ZodType>(schema: S, value: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(value);
  return parsed.success ? accepted(parsed.data) : refused(parsed.error.issues.map(problemOf));
}

/**
 * The body of a route registered with `attachValidation` (a form that answers every field's problem at once,
 * after its own checks such as the session): the value the route's schema parsed, else each field's problem
 * (the schema is run again on the raw body to get zod's own issues).
 */
export function checkedBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (!request.validationError) return accepted(request.body as z.output<S>);
  return checkedWith(schema, request.body ?? {});
}
