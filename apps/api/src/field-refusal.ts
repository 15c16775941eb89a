import type { FastifyReply } from 'fastify';
import type { Envelope, Locale } from '@atelier/contract';
import { ok } from './envelope.ts';
import { translate } from './i18n/api-messages.ts';
import type { FieldProblem } from './refusal.ts';

/** A form's outcome: its value, or the fields to correct with the answer's status. */
export type FieldChecked<T> = { ok: true; value: T } | { ok: false; status: number; problems: FieldProblem[] };

export interface FieldErrorsEnvelope {
  success: false;
  data: null;
  message: string;
  errors: Record<string, string>;
}

/**
 * SPEC §8 form refusals (the add to cart, a return): 'key : error' pairs joined by ' / ' (several problems of
 * one key joined the same way), and each key's text under `errors`; or the value's envelope.
 */
export function fieldAnswer<T>(
  reply: FastifyReply,
  locale: Locale,
  checked: FieldChecked<T>,
): Envelope<T> | FieldErrorsEnvelope {
  if (checked.ok) return ok(checked.value);
  const errors: Record<string, string> = {};
  for (const problem of checked.problems) {
    const text = translate(locale, problem.code, problem.params);
    errors[problem.field] = errors[problem.field] ? `${errors[problem.field]} / ${text}` : text;
  }
  reply.code(checked.status);
  const message = Object.entries(errors)
    .map(([key, error]) => `${key} : ${error}`)
    .join(' / ');
  return { success: false, data: null, message, errors };
}
