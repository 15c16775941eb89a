import type { z } from 'zod';
import { orderBackRequestSchema } from '@atelier/contract';
import { accepted, problemOf, refused, type Checked, type FieldProblem } from '../../refusal.ts';

export type OrderBackInput = z.output<typeof orderBackRequestSchema>;

/**
 * A schema problem as a field problem (the field is the issue's path, 'lines.0.quantity'). The return form keeps
 * the words it has always answered for its lines and quantities, the allowed values of `kind`, and a too-long
 * reason or comment (too big); any other issue is worded as every form words it (refusal.ts).
 */
function orderBackProblemOf(issue: z.core.$ZodIssue): FieldProblem {
  const field = issue.path.map(String).join('.') || 'body';
  if (field === 'lines' && (issue.code === 'invalid_type' || issue.code === 'too_small')) {
    return { field, code: 'ORDER_BACK_LINES_INVALID' };
  }
  if (issue.code === 'too_small' && field.endsWith('.quantity')) {
    return { field, code: 'ORDER_BACK_QUANTITY_NOT_POSITIVE' };
  }
  if (issue.code === 'too_big') return { field, code: 'FIELD_TOO_BIG', params: { maximum: String(issue.maximum) } };
  if (issue.code === 'invalid_value') {
    return { field, code: 'FIELD_INVALID_VALUE', params: { values: issue.values.map(String).join(', ') } };
  }
  return problemOf(issue);
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
      return refused([{ field: 'lines', code: 'ORDER_BACK_LINES_INVALID' }]);
    }
  }
  const parsed = orderBackRequestSchema.safeParse({
    lines,
    kind: given(fields.kind),
    reason: given(fields.reason),
    comment: given(fields.comment),
  });
  if (!parsed.success) return refused(parsed.error.issues.map(orderBackProblemOf));
  return accepted({ ...parsed.data, reason: parsed.data.reason || null, comment: parsed.data.comment || null });
}
