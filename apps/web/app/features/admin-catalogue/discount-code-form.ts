import {
  DISCOUNT_DETAIL_TYPES,
  DISCOUNT_TYPES,
  type AdminDiscountCode,
  type AdminDiscountCodeInput,
} from '@atelier/contract';
import { dateTimeFormat, SHOP_TIME_ZONE, shopDay as shopDayOfInstant } from '@atelier/domain';
import { centsOf } from './form-reading.ts';

/**
 * The discount code form of the back-office (issue 16 item 6): its fields read back into the contract's input.
 * Dates are the shop's calendar days (Europe/Paris): a code is valid from the start of its first day to the end
 * of its last.
 */

/** The shop's UTC offset at an instant, '+01:00' or '+02:00'. */
function parisOffset(at: Date): string {
  const name = dateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** '2025-07-14' and '23:59:59' → '2025-07-14T23:59:59+02:00' (that time of that day in the shop); null when no day. */
export function shopInstant(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const guess = new Date(`${day}T${time}Z`);
  if (Number.isNaN(guess.getTime())) return null;
  return `${day}T${time}${parisOffset(guess)}`;
}

/** An instant → the shop's calendar day 'YYYY-MM-DD', for a date input ('' when none). */
export function shopDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shopDayOfInstant(date);
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The form's fields as the contract's input; a value that is not one is sent as -1 for the API to name it. */
export function discountCodeInputOf(form: FormData): AdminDiscountCodeInput {
  const type = DISCOUNT_TYPES.find((known) => known === text(form, 'type')) ?? 'EURO';
  const detailType = DISCOUNT_DETAIL_TYPES.find((known) => known === text(form, 'detailType')) ?? 'PRODUCT';
  const percent = Number(text(form, 'amount').replace(',', '.'));
  const amount = type === 'EURO' ? (centsOf(form.get('amount')) ?? -1) : Number.isInteger(percent) ? percent : -1;
  const maxUses = text(form, 'maxUses');
  return {
    code: text(form, 'code'),
    type,
    amount,
    detailType,
    minimumTotal: text(form, 'minimumTotal') === '' ? 0 : (centsOf(form.get('minimumTotal')) ?? -1),
    startsAt: shopInstant(text(form, 'startsOn'), '00:00:00'),
    endsAt: shopInstant(text(form, 'endsOn'), '23:59:59'),
    maxUses: maxUses === '' ? null : /^\d+$/.test(maxUses) ? Number(maxUses) : -1,
    isActive: form.get('isActive') === 'on',
  };
}

/** What the form's amount input shows: euros '12.50' or a percentage '10'. */
export function amountText(code: Pick<AdminDiscountCode, 'type' | 'amount'>): string {
  return code.type === 'EURO' ? (code.amount / 100).toFixed(2) : String(code.amount);
}

/** The API's field names → the form's inputs. */
export function discountCodeErrors(errors: Record<string, string>): Record<string, string> {
  const inputOf: Record<string, string> = { startsAt: 'startsOn', endsAt: 'endsOn' };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [inputOf[field] ?? field, message]));
}
