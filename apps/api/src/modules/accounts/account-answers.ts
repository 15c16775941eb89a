import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Envelope, Locale } from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { isMessageKey, translate, type MessageKey, type MessageParams } from '../../i18n/api-messages.ts';
import type { FieldProblem } from '../customization/customization.service.ts';
import type { fieldErrorsEnvelopeSchema } from '../customization/customization.routes.ts';

export type { FieldProblem };

/** An expected outcome of an account form: the value, or the fields to correct (STYLE.md habit 4). */
export type AccountChecked<T> = { ok: true; value: T } | { ok: false; status: 400 | 409; problems: FieldProblem[] };

export const refused = (problems: FieldProblem[], status: 400 | 409 = 400): AccountChecked<never> => ({
  ok: false,
  status,
  problems,
});

/** One zod issue as a problem of its field, with a message a customer understands. */
function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const field = issue.path.map(String).join('.') || 'body';
  const problem = (code: MessageKey, params?: MessageParams): FieldProblem =>
    params ? { field, code, params } : { field, code };
  const custom = (issue as { params?: { i18n?: unknown } }).params;
  switch (issue.code) {
    case 'custom':
      return problem(isMessageKey(custom?.i18n) ? custom.i18n : 'FIELD_INVALID');
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

/**
 * The body of a route declared with `attachValidation`: the parsed value when the schema accepted it,
 * else every field's problem (the schema is run again on the raw body to get zod's own issues).
 */
export function checkedBody<S extends z.ZodType>(request: FastifyRequest, schema: S): AccountChecked<z.output<S>> {
  if (!request.validationError) return { ok: true, value: request.body as z.output<S> };
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  return refused(parsed.error.issues.map(problemOf));
}

type FieldErrorsEnvelope = z.infer<typeof fieldErrorsEnvelopeSchema>;

/** The envelope of a checked value: the data, or the status and each problem in the request's language. */
export function answer<T>(
  reply: FastifyReply,
  locale: Locale,
  checked: AccountChecked<T>,
): Envelope<T> | FieldErrorsEnvelope {
  if (checked.ok) return ok(checked.value);
  const errors: Record<string, string> = {};
  for (const problem of checked.problems) {
    const text = translate(locale, problem.code, problem.params);
    errors[problem.field] = errors[problem.field] ? `${errors[problem.field]} / ${text}` : text;
  }
  const message = Object.entries(errors)
    .map(([field, problem]) => translate(locale, 'INVALID_FIELD', { field, problem }))
    .join(' / ');
  reply.code(checked.status);
  return { success: false, data: null, message, errors };
}
