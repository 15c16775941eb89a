import type { Locale } from '@atelier/contract';
import { discountCodeProblem, formatPrice, type DiscountCodeProblem } from '@atelier/domain';
import type { MessageKey, MessageParams } from '../../i18n/api-messages.ts';
import type { RequestContext } from '../../context.ts';
import * as repository from './cart.repository.ts';

/** Discount codes (issue 6): whether a code applies to a cart's products total, and why not. */

/** Why a code does not apply, as a message key and its parameters (in the language of the request). */
export interface Refusal {
  code: MessageKey;
  params: MessageParams;
}

/** SPEC §9 dates: DD/MM/YYYY, in the shop's time zone. */
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A code that exists but does not apply now, worded for the customer. */
export function discountRefusal(locale: Locale, code: string, problem: DiscountCodeProblem): Refusal {
  switch (problem.reason) {
    case 'INACTIVE':
      return { code: 'DISCOUNT_INACTIVE', params: { code } };
    case 'NOT_STARTED':
      return { code: 'DISCOUNT_NOT_STARTED', params: { code, date: dateFormat.format(problem.startsAt) } };
    case 'EXPIRED':
      return { code: 'DISCOUNT_EXPIRED', params: { code, date: dateFormat.format(problem.endsAt) } };
    case 'USED_UP':
      return { code: 'DISCOUNT_USED_UP', params: { code } };
    case 'MINIMUM':
      return { code: 'DISCOUNT_MINIMUM', params: { code, minimum: formatPrice(problem.minimumTotal, locale) } };
  }
}

/** A code checked against a products total: the code's row when it applies, else why not. */
export async function checkDiscountCode(
  ctx: RequestContext,
  typed: string,
  totalProduct: number,
): Promise<{ ok: true; row: repository.DiscountCodeRow } | { ok: false; refusal: Refusal }> {
  const row = await repository.findDiscountCode(ctx, typed);
  if (!row) return { ok: false, refusal: { code: 'DISCOUNT_UNKNOWN', params: { code: typed.trim() } } };
  const problem = discountCodeProblem(row, totalProduct);
  return problem ? { ok: false, refusal: discountRefusal(ctx.locale, row.code, problem) } : { ok: true, row };
}
