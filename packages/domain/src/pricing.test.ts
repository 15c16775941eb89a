import { describe, expect, it } from 'vitest';
import {
  capacityLabel,
  decreaseQuantity,
  discountedPrice,
  discountPercent,
  increaseQuantity,
  normalizeQuantity,
  quantityChoices,
} from './pricing.ts';
import { formatPrice } from './number-text.ts';

describe('discountedPrice', () => {
  it('applies SPEC §9 percentage formula, rounded to the cent', () => {
    expect(discountedPrice(2500, { type: 'PERCENT', amount: 20 })).toBe(2000);
    expect(discountedPrice(999, { type: 'PERCENT', amount: 15 })).toBe(849);
  });
  it('takes a euro discount off, never below zero, and leaves a price without discount as it is', () => {
    expect(discountedPrice(2500, { type: 'EURO', amount: 500 })).toBe(2000);
    expect(discountedPrice(300, { type: 'EURO', amount: 500 })).toBe(0);
    expect(discountedPrice(2500, null)).toBe(2500);
  });
});

describe('quantities (SPEC §5)', () => {
  it('offers multiples of the sell-by multiple, at most 20, up to 1000', () => {
    expect(quantityChoices(1)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(quantityChoices(6).slice(0, 3)).toEqual([6, 12, 18]);
    expect(quantityChoices(6)).toHaveLength(20);
    expect(quantityChoices(100)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });
  it('falls back to the multiple for a non-numeric entry and rounds up to a multiple', () => {
    expect(normalizeQuantity('abc', 6)).toBe(6);
    expect(normalizeQuantity('', 1)).toBe(1);
    expect(normalizeQuantity('7', 6)).toBe(12);
    expect(normalizeQuantity(0, 6)).toBe(6);
    expect(normalizeQuantity(-3, 1)).toBe(1);
  });
  it('never decreases below the multiple', () => {
    expect(decreaseQuantity(6, 6)).toBe(6);
    expect(decreaseQuantity(12, 6)).toBe(6);
    expect(increaseQuantity(6, 6)).toBe(12);
  });
});

describe('labels', () => {
  it('writes capacities in cl under 1 L, in L from 1 L', () => {
    expect(capacityLabel(37.5, 'CENTILITRE')).toBe('37,5 cl');
    expect(capacityLabel(0.75, 'LITER')).toBe('75 cl');
    expect(capacityLabel(1.5, 'LITER', 'en')).toBe('1.5 L');
    expect(capacityLabel(150, 'CENTILITRE')).toBe('1,5 L');
  });
  it('writes prices with two decimals and a discount percentage', () => {
    expect(formatPrice(1250).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatPrice(1250, 'en')).toBe('€12.50');
    expect(discountPercent(2500, 2000)).toBe(20);
  });
});
