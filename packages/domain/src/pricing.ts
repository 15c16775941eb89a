import { formatDecimal } from './number-text.ts';

/**
 * Price and quantity rules of the shop (SPEC §5, §9). Money is in integer cents; a percent is a whole
 * number (15 = 15 %).
 */

export type DiscountType = 'EURO' | 'PERCENT';

export interface PriceDiscount {
  type: DiscountType;
  amount: number;
}

/**
 * The price after a discount: SPEC §9 percentage formula `price × (100 − amount) / 100`, rounded to the
 * cent; a euro discount takes its amount off. Never below zero.
 */
export function discountedPrice(price: number, discount: PriceDiscount | null | undefined): number {
  if (!discount || discount.amount <= 0) return price;
  const after =
    discount.type === 'PERCENT' ? Math.round((price * (100 - discount.amount)) / 100) : price - discount.amount;
  return Math.max(0, after);
}

/** SPEC §9: quantity choices scanned up to 1000, at most 20 of them. */
export const QUANTITY_SCAN_LIMIT = 1000;
export const QUANTITY_CHOICES = 20;

/** SPEC §5: the quantities a customer can pick: multiples of the sell-by multiple up to 1000, at most 20. */
export function quantityChoices(multiple: number): number[] {
  const step = Math.max(1, Math.floor(multiple));
  const choices: number[] = [];
  for (let quantity = step; quantity <= QUANTITY_SCAN_LIMIT && choices.length < QUANTITY_CHOICES; quantity += step) {
    choices.push(quantity);
  }
  return choices;
}

/**
 * SPEC §5: a typed quantity made valid: a non-numeric entry falls back to the multiple, a quantity is
 * rounded up to a multiple, and never goes below the multiple.
 */
export function normalizeQuantity(input: unknown, multiple: number): number {
  const step = Math.max(1, Math.floor(multiple));
  const value = typeof input === 'number' ? input : Number.parseInt(String(input ?? '').trim(), 10);
  if (!Number.isFinite(value) || value < step) return step;
  return Math.ceil(Math.floor(value) / step) * step;
}

/** One step down, never below the multiple (SPEC §5). */
export const decreaseQuantity = (quantity: number, multiple: number) =>
  Math.max(normalizeQuantity(multiple, multiple), normalizeQuantity(quantity, multiple) - Math.max(1, multiple));

/** One step up. */
export const increaseQuantity = (quantity: number, multiple: number) =>
  normalizeQuantity(quantity, multiple) + Math.max(1, Math.floor(multiple));

/** SPEC §9 capacity label: centilitres under 1 L ('37,5 cl'), litres from 1 L ('1,5 L'). */
export function capacityLabel(
  capacity: number,
  unit: 'LITER' | 'CENTILITRE',
  locale: 'fr_FR' | 'en' = 'fr_FR',
): string {
  const litres = unit === 'LITER' ? capacity : capacity / 100;
  const format = (value: number) => formatDecimal(value, locale, { maximumFractionDigits: 2 });
  return litres < 1 ? `${format(Math.round(litres * 10000) / 100)} cl` : `${format(litres)} L`;
}

/** The percentage shown on a discounted price, rounded: 20 for 25,00 € → 20,00 €. */
export function discountPercent(price: number, discounted: number): number {
  if (price <= 0 || discounted >= price) return 0;
  return Math.round(((price - discounted) / price) * 100);
}
