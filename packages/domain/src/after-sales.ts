/**
 * After the purchase (issue 7 items 3 and 4): the periods of returns, damage reports and the EU withdrawal from
 * the contract, what is left of each order line to send back, and who may withdraw. Pure: every function takes
 * `now` and the rows it needs; the API enforces these rules and the storefront shows the same answers.
 *
 * Days are counted on the Paris calendar (the company's): `parisWallClock` (number-text.ts).
 */

import { parisWallClock } from './number-text.ts';

export const AFTER_SALES_TIME_ZONE = 'Europe/Paris';

/** Code de la consommation art. L221-18: 14 days from delivery to withdraw from a distance contract. */
export const WITHDRAWAL_DAYS = 14;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The Paris calendar day ('YYYY-MM-DD') of an instant. */
export function parisDay(instant: Date): string {
  const clock = parisWallClock(instant);
  return `${pad(clock.getUTCFullYear(), 4)}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Milliseconds Paris is ahead of UTC at an instant (1 h in winter, 2 h in summer). */
function parisOffset(instant: number): number {
  return parisWallClock(new Date(instant)).getTime() - instant;
}

/** The instant a Paris calendar day starts (midnight never falls in a French clock change, at 2 or 3 a.m.). */
export function startOfParisDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  return new Date(wall - parisOffset(wall - parisOffset(wall)));
}

/** The last millisecond of a Paris calendar day: the next day's start minus 1 ms (23 or 25 hours on change days). */
export function endOfParisDay(day: string): Date {
  return new Date(startOfParisDay(addCalendarDays(day, 1)).getTime() - 1);
}

/** A period counted in days from delivery: it ends with the Paris day `days` after the day of delivery. */
export function periodAfterDelivery(deliveredAt: Date, days: number): { day: string; end: Date } {
  const day = addCalendarDays(parisDay(deliveredAt), days);
  return { day, end: endOfParisDay(day) };
}

/** The end of the withdrawal period: delivered on 1 June, the customer may withdraw until 15 June 23:59:59 (Paris). */
export const withdrawalDeadline = (deliveredAt: Date) => periodAfterDelivery(deliveredAt, WITHDRAWAL_DAYS);

/** Damage is reported within hours of delivery, counted from the instant of delivery (SPEC §9: 48 hours). */
export const damageDeadline = (deliveredAt: Date, hours: number) => new Date(deliveredAt.getTime() + hours * 3_600_000);

// ---------------------------------------------------------------------------------------------------------
// Quantities
// ---------------------------------------------------------------------------------------------------------

export type AfterSalesKind = 'RETURN' | 'DAMAGE' | 'WITHDRAWAL';
export type AfterSalesStatus = 'ASKED' | 'LABEL_SENT' | 'PRODUCT_RECEIVED' | 'REFUNDED' | 'REFUSED';

export interface SoldLine {
  id: number;
  quantity: number;
  /** Made to the customer's specifications or personalised (the line has customization answers). */
  customized: boolean;
  /** A product the workshop makes to measure (issue 19: `products.is_made_to_measure`). */
  madeToMeasure?: boolean;
}

export interface PastBack {
  kind: AfterSalesKind;
  status: AfterSalesStatus;
  lines: { orderLineId: number; quantity: number }[];
}

/** Units still free to send back per order line: bought minus what returns and withdrawals not refused hold. */
export function remainingQuantities(lines: SoldLine[], backs: PastBack[]): Map<number, number> {
  const remaining = new Map(lines.map((line) => [line.id, line.quantity]));
  for (const back of backs) {
    if (back.status === 'REFUSED') continue;
    for (const line of back.lines) {
      const left = remaining.get(line.orderLineId);
      if (left !== undefined) remaining.set(line.orderLineId, Math.max(0, left - line.quantity));
    }
  }
  return remaining;
}

export type RequestedLineProblem =
  | { index: number; rule: 'UNKNOWN_LINE' }
  | { index: number; rule: 'DUPLICATE_LINE' }
  | { index: number; rule: 'NOT_POSITIVE' }
  /** More than bought minus what is already in returns or withdrawals. */
  | { index: number; rule: 'ABOVE_REMAINING'; remaining: number };

/** The problems of the lines a customer asks to return, each with its index in the request. */
export function requestedLineProblems(
  requested: { idOrderLine: number; quantity: number }[],
  remaining: Map<number, number>,
): RequestedLineProblem[] {
  const problems: RequestedLineProblem[] = [];
  const seen = new Set<number>();
  requested.forEach((line, index) => {
    const left = remaining.get(line.idOrderLine);
    if (left === undefined) problems.push({ index, rule: 'UNKNOWN_LINE' });
    else if (seen.has(line.idOrderLine)) problems.push({ index, rule: 'DUPLICATE_LINE' });
    else if (!Number.isInteger(line.quantity) || line.quantity <= 0) problems.push({ index, rule: 'NOT_POSITIVE' });
    else if (line.quantity > left) problems.push({ index, rule: 'ABOVE_REMAINING', remaining: left });
    seen.add(line.idOrderLine);
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Returns
// ---------------------------------------------------------------------------------------------------------

export interface AfterSalesOrder {
  status: string;
  deliveredAt: Date | null;
  lines: SoldLine[];
  backs: PastBack[];
}

export type ReturnRefusalCode = 'INACTIVE' | 'NOT_DELIVERED' | 'PERIOD_OVER' | 'NOTHING_RETURNABLE';

export interface ReturnRules {
  isActive: boolean;
  returnWindowDays: number;
  damageWindowHours: number;
}

export interface ReturnCheck {
  eligible: boolean;
  reason: ReturnRefusalCode | null;
  deadline: Date | null;
  damageDeadline: Date | null;
  canReportDamage: boolean;
  remaining: Map<number, number>;
}

/**
 * Issue 7 item 3: returns are asked on a delivered order only, until the end of the Paris day `returnWindowDays`
 * after delivery, for units not already sent back; damage is reported within `damageWindowHours` of delivery.
 */
export function returnEligibility(order: AfterSalesOrder, rules: ReturnRules, now: Date): ReturnCheck {
  const remaining = remainingQuantities(order.lines, order.backs);
  const delivered = order.status === 'DELIVERED' && order.deliveredAt !== null;
  const deadline = delivered ? periodAfterDelivery(order.deliveredAt!, rules.returnWindowDays).end : null;
  const damageEnd = delivered ? damageDeadline(order.deliveredAt!, rules.damageWindowHours) : null;
  const anything = [...remaining.values()].some((left) => left > 0);
  const reason: ReturnRefusalCode | null = !rules.isActive
    ? 'INACTIVE'
    : !delivered
      ? 'NOT_DELIVERED'
      : now > deadline!
        ? 'PERIOD_OVER'
        : !anything
          ? 'NOTHING_RETURNABLE'
          : null;
  return {
    eligible: reason === null,
    reason,
    deadline,
    damageDeadline: damageEnd,
    canReportDamage: rules.isActive && delivered && anything && now <= damageEnd!,
    remaining,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The EU withdrawal from the contract
// ---------------------------------------------------------------------------------------------------------

export type WithdrawalRefusalCode =
  'PERIOD_OVER' | 'NOTHING_WITHDRAWABLE' | 'ALREADY_WITHDRAWN' | 'NOT_PAID' | 'CANCELLED';
export type WithdrawalExclusionCode = 'MADE_TO_MEASURE' | 'CUSTOMIZED' | 'ALREADY_RETURNED';

export interface WithdrawalLine {
  id: number;
  quantity: number;
  /** The units a withdrawal takes now: all that remain of a line neither made to measure nor customized. */
  remaining: number;
  withdrawable: boolean;
  excludedReason: WithdrawalExclusionCode | null;
}

export interface WithdrawalCheck {
  eligible: boolean;
  reason: WithdrawalRefusalCode | null;
  /** Null while the order is not delivered: the period starts with delivery (withdrawing before is allowed). */
  deadline: { day: string; end: Date } | null;
  lines: WithdrawalLine[];
}

/**
 * Issue 7 item 4. A paid order may be withdrawn from until the end of the 14th Paris day after delivery (and
 * before delivery), once, for every line not made to the customer's specifications (Code de la consommation
 * art. L221-28 3°: neither a product made to measure nor a customized line) with units not already in a return. Cancelled or refunded orders have nothing to withdraw.
 */
export function withdrawalEligibility(order: AfterSalesOrder, now: Date): WithdrawalCheck {
  const remaining = remainingQuantities(order.lines, order.backs);
  const lines: WithdrawalLine[] = order.lines.map((line) => {
    const left = remaining.get(line.id) ?? 0;
    const excludedReason: WithdrawalExclusionCode | null = line.madeToMeasure
      ? 'MADE_TO_MEASURE'
      : line.customized
        ? 'CUSTOMIZED'
        : left === 0
          ? 'ALREADY_RETURNED'
          : null;
    return {
      id: line.id,
      quantity: line.quantity,
      remaining: excludedReason === null ? left : 0,
      withdrawable: excludedReason === null,
      excludedReason,
    };
  });
  const deadline = order.deliveredAt ? withdrawalDeadline(order.deliveredAt) : null;
  const withdrawn = order.backs.some((back) => back.kind === 'WITHDRAWAL' && back.status !== 'REFUSED');
  const reason: WithdrawalRefusalCode | null =
    order.status === 'CANCELLED' || order.status === 'REFUNDED'
      ? 'CANCELLED'
      : order.status === 'AWAITING_PAYMENT'
        ? 'NOT_PAID'
        : withdrawn
          ? 'ALREADY_WITHDRAWN'
          : deadline && now > deadline.end
            ? 'PERIOD_OVER'
            : !lines.some((line) => line.withdrawable)
              ? 'NOTHING_WITHDRAWABLE'
              : null;
  return { eligible: reason === null, reason, deadline, lines };
}
