import type { z } from 'zod';
import { orderBackRequestSchema } from '@atelier/contract';
import type { Checked, FieldProblem } from '../../refusal.ts';

export type OrderBackInput = z.output<typeof orderBackRequestSchema>;

/** A schema problem as a field problem: the field is the issue's path ('lines.0.quantity'). */
function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const field = issue.path.map(String).join('.') || 'body';
  switch (issue.code) {
    case 'invalid_type':
      if (field === 'lines') return { field, code: 'ORDER_BACK_LINES_INVALID' };
      return issue.message.includes('received undefined')
        ? { field, code: 'FIELD_REQUIRED' }
        : { field, code: 'FIELD_INVALID_TYPE', params: { expected: issue.expected } };
    case 'too_small':
      if (field.endsWith('.quantity')) return { field, code: 'ORDER_BACK_QUANTITY_NOT_POSITIVE' };
      if (field === 'lines') return { field, code: 'ORDER_BACK_LINES_INVALID' };
      return { field, code: 'FIELD_TOO_SMALL', params: { minimum: String(issue.minimum) } };
    case 'too_big':
      return { field, code: 'FIELD_TOO_BIG', params: { maximum: String(issue.maximum) } };
    case 'invalid_value':
      return { field, code: 'FIELD_INVALID_VALUE', params: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { field, code: 'FIELD_UNKNOWN' };
    default:
      return { field, code: 'FIELD_INVALID' };
  }
}

/** A multipart value ('' when a form sends an empty input) or a JSON one; '' and null mean absent. */
const given = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The fields of `POST /order/{id}/back-products`, from a multipart form (every value a string, `lines` as JSON
 * text) or a JSON body; other fields are ignored.
 */
export function readOrderBackFields(fields: Record<string, unknown>): Checked<OrderBackInput> {
  let lines = given(fields.lines);
  if (typeof lines === 'string') {
    try {
      lines = JSON.parse(lines);
    } catch {
      return { ok: false, status: 400, problems: [{ field: 'lines', code: 'ORDER_BACK_LINES_INVALID' }] };
    }
  }
  const parsed = orderBackRequestSchema.safeParse({
    lines,
    kind: given(fields.kind),
    reason: given(fields.reason),
    comment: given(fields.comment),
  });
  if (!parsed.success) return { ok: false, status: 400, problems: parsed.error.issues.map(problemOf) };
  return {
    ok: true,
    value: { ...parsed.data, reason: parsed.data.reason || null, comment: parsed.data.comment || null },
  };
}
