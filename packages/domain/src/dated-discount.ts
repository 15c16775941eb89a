/**
 * Dated discounts (issue 16 item 6): a product's or a declination's discount may run between two calendar days
 * of the shop, in Europe/Paris: from the start of `startsOn` to the end of `endsOn`, both included; either
 * left out is open. Outside those days the price is the undiscounted one. Days are 'YYYY-MM-DD'.
 */

import { onFirstUse } from './intl-formats.ts';

export const SHOP_TIME_ZONE = 'Europe/Paris';

export interface DatedDiscount {
  startsOn?: string | null;
  endsOn?: string | null;
}

const days = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

const HOUR_MS = 3_600_000;
/** The last hour asked for (hours since 1970, UTC) and its day: every price of every request asks for today. */
let lastHour = { hour: NaN, day: '' };

/**
 * The shop's calendar day of an instant, 'YYYY-MM-DD' (Paris: 23:30 UTC on a summer day is the next day). Paris is a
 * whole number of hours ahead of UTC and changes its clocks at a whole UTC hour, so a day begins at a whole UTC hour:
 * the day of the last hour asked for is kept (formatting it was 1 % of the server's time under the shop's load).
 */
export function shopDay(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  if (hour === lastHour.hour) return lastHour.day;
  const parts: Record<string, string> = {};
  for (const part of days().formatToParts(instant)) parts[part.type] = part.value;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (!Number.isNaN(hour)) lastHour = { hour, day };
  return day;
}

/** Whether a discount applies on the shop's day `today` ('YYYY-MM-DD'): no dates, or today between them. */
export function discountInForce(discount: DatedDiscount, today: string): boolean {
  if (discount.startsOn && discount.startsOn > today) return false;
  if (discount.endsOn && discount.endsOn < today) return false;
  return true;
}

/**
 * The discount a declination sells with on `today`: its own when it has one in force, else its product's when in
 * force, else none. (A declination's discount outside its days does not hide the product's.)
 */
export function discountOn<D extends DatedDiscount>(
  declinationDiscount: D | null | undefined,
  productDiscount: D | null | undefined,
  today: string,
): D | null {
  if (declinationDiscount && discountInForce(declinationDiscount, today)) return declinationDiscount;
  if (productDiscount && discountInForce(productDiscount, today)) return productDiscount;
  return null;
}

/** The next shop day after `day` ('YYYY-MM-DD'). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The instant the shop's next day begins after `instant` (midnight in Paris, summer time or not): where a dated
 * discount starts or ends, so where kept prices must be dropped.
 */
export function nextShopMidnight(instant: Date): Date {
  const tomorrow = nextDay(shopDay(instant));
  const [year, month, date] = tomorrow.split('-').map(Number) as [number, number, number];
  // Paris is UTC+1 or UTC+2: midnight there is 22:00 or 23:00 UTC the day before. Try both, keep the one that is.
  for (const hoursAhead of [2, 1]) {
    const candidate = new Date(Date.UTC(year, month - 1, date, -hoursAhead));
    if (shopDay(candidate) === tomorrow && shopDay(new Date(candidate.getTime() - 1)) !== tomorrow) return candidate;
  }
  return new Date(Date.UTC(year, month - 1, date, -1));
}
