import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decreaseQuantity,
  discountedPrice,
  discountPercent,
  increaseQuantity,
  normalizeQuantity,
  QUANTITY_CHOICES,
  QUANTITY_SCAN_LIMIT,
  quantityChoices,
  type PriceDiscount,
} from './pricing.ts';
import { formatPrice } from './number-text.ts';

/** Prices in cents, up to 100 000 €. */
const price = fc.integer({ min: 0, max: 10_000_000 });
/** A whole percent, past 100 too (a discount the admin mistyped). */
const percent = fc.integer({ min: 1, max: 150 });
const discount: fc.Arbitrary<PriceDiscount> = fc.oneof(
  fc.record({ type: fc.constant('PERCENT' as const), amount: percent }),
  fc.record({ type: fc.constant('EURO' as const), amount: fc.integer({ min: 1, max: 20_000_000 }) }),
);
/** Sell-by multiples as stored (1 to 1000), with 0 and negatives for a missing or broken one. */
const multiple = fc.integer({ min: -3, max: 1000 });
const stepOf = (multiple: number) => Math.max(1, multiple);
/** What a quantity field may hand over as a number: whole, with decimals, or not a number at all. */
const typedNumber = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000_000 }),
  fc.double({ min: -1_000, max: 1_000_000, noNaN: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

describe('discountedPrice (properties)', () => {
  it('is a whole number of cents between 0 and the price', () => {
    fc.assert(
      fc.property(price, discount, (price, discount) => {
        const after = discountedPrice(price, discount);
        expect(Number.isInteger(after)).toBe(true);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('leaves the price as it is without a discount or with an amount of 0 or less', () => {
    fc.assert(
      fc.property(price, fc.constantFrom('PERCENT' as const, 'EURO' as const), fc.integer({ max: 0 }), (p, type, a) => {
        expect(discountedPrice(p, null)).toBe(p);
        expect(discountedPrice(p, { type, amount: a })).toBe(p);
      }),
    );
  });

  it('rounds a percentage to the nearest cent, a half cent up (SPEC §9)', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 100 }), (price, amount) => {
        // In hundredths of a cent, where the exact price × (100 − amount) / 100 is a whole number.
        const exact = price * (100 - amount);
        const error = discountedPrice(price, { type: 'PERCENT', amount }) * 100 - exact;
        expect(error).toBeGreaterThan(-50);
        expect(error).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('takes a euro amount off exactly, down to 0', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 20_000_000 }), (price, amount) => {
        expect(discountedPrice(price, { type: 'EURO', amount })).toBe(Math.max(0, price - amount));
      }),
    );
  });

  it('never charges more for a bigger discount, nor less for a dearer price', () => {
    fc.assert(
      fc.property(
        price,
        price,
        fc.constantFrom('PERCENT' as const, 'EURO' as const),
        percent,
        percent,
        (p1, p2, type, a1, a2) => {
          const [low, high] = p1 <= p2 ? [p1, p2] : [p2, p1];
          const [small, big] = a1 <= a2 ? [a1, a2] : [a2, a1];
          expect(discountedPrice(low, { type, amount: small })).toBeLessThanOrEqual(
            discountedPrice(high, { type, amount: small }),
          );
          expect(discountedPrice(high, { type, amount: big })).toBeLessThanOrEqual(
            discountedPrice(high, { type, amount: small }),
          );
        },
      ),
    );
  });
});

describe('discountPercent (properties)', () => {
  it('shows back the percentage a price was discounted by, from 1,01 € on', () => {
    // Rounding the discounted price moves it by half a cent at most: under 0.5 % of a price above 100 cents.
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (price, amount) => {
        expect(discountPercent(price, discountedPrice(price, { type: 'PERCENT', amount }))).toBe(amount);
      }),
    );
  });

  it('is between 0 and 100, and 0 when nothing was taken off', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 10_000_000 }), price, (price, discounted) => {
        const shown = discountPercent(price, discounted);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThanOrEqual(100);
        if (discounted >= price) expect(shown).toBe(0);
      }),
    );
  });
});

describe('quantity choices and typed quantities (SPEC §5, properties)', () => {
  it('offers increasing multiples of the sell-by multiple, from the multiple, up to 1000, at most 20', () => {
    fc.assert(
      fc.property(multiple, (multiple) => {
        const step = stepOf(multiple);
        const choices = quantityChoices(multiple);
        expect(choices).toHaveLength(Math.min(QUANTITY_CHOICES, Math.floor(QUANTITY_SCAN_LIMIT / step)));
        choices.forEach((choice, index) => expect(choice).toBe(step * (index + 1)));
        // Each choice is already a valid quantity.
        for (const choice of choices) expect(normalizeQuantity(choice, multiple)).toBe(choice);
      }),
    );
  });

  it('makes any typed quantity the smallest multiple at least the quantity, never below the multiple', () => {
    fc.assert(
      fc.property(typedNumber, multiple, (typed, multiple) => {
        const step = stepOf(multiple);
        const quantity = normalizeQuantity(typed, multiple);
        expect(quantity % step).toBe(0);
        expect(quantity).toBeGreaterThanOrEqual(step);
        if (Number.isFinite(typed)) {
          expect(quantity).toBeGreaterThanOrEqual(Math.floor(typed));
          expect(quantity - step).toBeLessThan(Math.max(step, Math.floor(typed)));
        }
      }),
    );
  });

  it('reads a typed text as its number, spaces around it ignored, and anything else as the multiple', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 1_000_000 }),
        multiple,
        fc.stringMatching(/^\s{0,2}$/),
        (n, m, pad) => {
          expect(normalizeQuantity(`${pad}${n}${pad}`, m)).toBe(normalizeQuantity(n, m));
        },
      ),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[^\d+-]*$/), multiple, (text, multiple) => {
        expect(normalizeQuantity(text, multiple)).toBe(stepOf(multiple));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000_000 }), multiple, (typed, multiple) => {
        const once = normalizeQuantity(typed, multiple);
        expect(normalizeQuantity(once, multiple)).toBe(once);
      }),
    );
  });

  it('steps up and down by the multiple, never below it, one undoing the other', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000_000 }), multiple, (typed, multiple) => {
        const step = stepOf(multiple);
        const quantity = normalizeQuantity(typed, multiple);
        const up = increaseQuantity(typed, multiple);
        const down = decreaseQuantity(typed, multiple);
        expect(up).toBe(quantity + step);
        expect(down).toBe(Math.max(step, quantity - step));
        expect(normalizeQuantity(down, multiple)).toBe(down);
        expect(decreaseQuantity(up, multiple)).toBe(quantity);
      }),
    );
  });
});

describe('formatPrice (properties)', () => {
  it('shows every cent: its digits are the amount in cents, with two decimals', () => {
    fc.assert(
      fc.property(price, fc.constantFrom('fr_FR' as const, 'en' as const), (cents, locale) => {
        const label = formatPrice(cents, locale);
        expect(label).toMatch(/\d[.,]\d{2}(?!\d)/);
        expect(Number(label.replace(/\D/g, ''))).toBe(cents);
      }),
    );
  });
});
