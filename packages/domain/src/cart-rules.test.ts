import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  discountCodeProblem,
  keptAnswers,
  linePrice,
  MAX_CART_LINE_QUANTITY,
  productDiscountTotal,
  quantityDiscountTier,
  quantityProblems,
  sameAnswers,
  type DiscountCodeRule,
  type QuantityCheck,
} from './cart-rules.ts';

const check = (fields: Partial<QuantityCheck>): QuantityCheck => ({
  quantity: 1,
  alreadyInCart: 0,
  sellByMultipleOf: 1,
  kind: 'OTHER',
  stock: null,
  ...fields,
});

describe('quantityProblems (SPEC §5 add to cart)', () => {
  it.each([0, -6, 1.5, Number.NaN])('refuses %s as not greater than 0, and says nothing else', (quantity) => {
    expect(quantityProblems(check({ quantity, sellByMultipleOf: 6, stock: 0 }))).toEqual([{ rule: 'NOT_POSITIVE' }]);
  });

  it('accepts a multiple of the sell-by multiple and refuses the others, with bottles for a wine only', () => {
    expect(quantityProblems(check({ quantity: 12, sellByMultipleOf: 6, kind: 'WINE' }))).toEqual([]);
    expect(quantityProblems(check({ quantity: 7, sellByMultipleOf: 6, kind: 'WINE' }))).toEqual([
      { rule: 'NOT_MULTIPLE', multiple: 6, bottles: true },
    ]);
    expect(quantityProblems(check({ quantity: 3, sellByMultipleOf: 2, kind: 'BOX' }))).toEqual([
      { rule: 'NOT_MULTIPLE', multiple: 2, bottles: false },
    ]);
    expect(quantityProblems(check({ quantity: 3, sellByMultipleOf: 0 }))).toEqual([]);
  });

  it('counts what the cart already holds of the declination against a tracked stock', () => {
    expect(quantityProblems(check({ quantity: 2, alreadyInCart: 3, stock: 5 }))).toEqual([]);
    expect(quantityProblems(check({ quantity: 3, alreadyInCart: 3, stock: 5 }))).toEqual([
      { rule: 'OVER_STOCK', remaining: 5 },
    ]);
    expect(quantityProblems(check({ quantity: 1, stock: -2 }))).toEqual([{ rule: 'OVER_STOCK', remaining: 0 }]);
  });

  it('ignores the stock when it is not tracked', () => {
    expect(quantityProblems(check({ quantity: 500, alreadyInCart: 400, stock: null }))).toEqual([]);
  });

  it('reports a wrong multiple and a short stock together', () => {
    expect(quantityProblems(check({ quantity: 7, sellByMultipleOf: 6, kind: 'WINE', stock: 4 }))).toEqual([
      { rule: 'NOT_MULTIPLE', multiple: 6, bottles: true },
      { rule: 'OVER_STOCK', remaining: 4 },
    ]);
  });

  it('caps what one declination may reach in a cart', () => {
    expect(quantityProblems(check({ quantity: 2, alreadyInCart: MAX_CART_LINE_QUANTITY - 1 }))).toEqual([
      { rule: 'TOO_BIG', maximum: MAX_CART_LINE_QUANTITY },
    ]);
  });
});

describe('decreasing quantity discounts', () => {
  const tiers = [
    { fromQuantity: 12, type: 'PERCENT' as const, amount: 5 },
    { fromQuantity: 24, type: 'PERCENT' as const, amount: 10 },
    { fromQuantity: 3, type: 'EURO' as const, amount: 300 },
  ];

  it('takes the tier with the highest threshold the quantity reaches', () => {
    expect(quantityDiscountTier(tiers, 2)).toBeNull();
    expect(quantityDiscountTier(tiers, 3)).toEqual(tiers[2]);
    expect(quantityDiscountTier(tiers, 12)).toEqual(tiers[0]);
    expect(quantityDiscountTier(tiers, 30)).toEqual(tiers[1]);
  });

  it.each([
    // unit price, quantity, expected unit after the tier, expected line
    [1250, 6, 1250, 7500],
    [1250, 12, 1188, 14256], // 1250 × 95 % = 1187.5 → 1188 per unit
    [1250, 24, 1125, 27000],
  ])('prices %i × %i as %i per unit, %i the line', (unit, quantity, finalUnit, total) => {
    const price = linePrice(unit, quantity, tiers.slice(0, 2));
    expect(price.finalUnitPrice).toBe(finalUnit);
    expect(price.total).toBe(total);
    expect(price.unitPrice).toBe(unit);
  });

  it('takes a euro tier off each unit', () => {
    expect(linePrice(1900, 2, tiers)).toMatchObject({ finalUnitPrice: 1900, total: 3800 });
    expect(linePrice(1900, 3, tiers)).toMatchObject({ finalUnitPrice: 1600, total: 4800 });
  });

  it('reaches a tier by every unit of the product in the cart, not only the line', () => {
    expect(linePrice(1250, 6, tiers.slice(0, 2), 12)).toMatchObject({ finalUnitPrice: 1188, total: 7128 });
  });

  it('never drops a unit below zero', () => {
    expect(linePrice(200, 5, [{ fromQuantity: 1, type: 'EURO', amount: 500 }]).total).toBe(0);
  });
});

describe('discount codes', () => {
  const code = (fields: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
    type: 'PERCENT',
    amount: 10,
    detailType: 'PRODUCT',
    minimumTotal: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    usedCount: 0,
    isActive: true,
    ...fields,
  });
  const now = new Date('2026-03-15T12:00:00Z');

  it('applies an active code within its dates, with uses left and the minimum reached', () => {
    const dated = code({ startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31'), maxUses: 10, usedCount: 9 });
    expect(discountCodeProblem(dated, 5000, now)).toBeNull();
  });

  it('says why a code does not apply', () => {
    expect(discountCodeProblem(code({ isActive: false }), 5000, now)).toEqual({ reason: 'INACTIVE' });
    const later = new Date('2026-04-01');
    expect(discountCodeProblem(code({ startsAt: later }), 5000, now)).toEqual({
      reason: 'NOT_STARTED',
      startsAt: later,
    });
    const past = new Date('2026-03-01');
    expect(discountCodeProblem(code({ endsAt: past }), 5000, now)).toEqual({ reason: 'EXPIRED', endsAt: past });
    expect(discountCodeProblem(code({ maxUses: 3, usedCount: 3 }), 5000, now)).toEqual({ reason: 'USED_UP' });
    expect(discountCodeProblem(code({ minimumTotal: 5001 }), 5000, now)).toEqual({
      reason: 'MINIMUM',
      minimumTotal: 5001,
    });
    expect(discountCodeProblem(code({ minimumTotal: 5000 }), 5000, now)).toBeNull();
  });

  it('takes a percent of the products, rounded to the cent', () => {
    expect(productDiscountTotal(code({ amount: 10 }), 4995)).toBe(499); // 4995 × 90 % = 4495.5 → 4496 to pay
    expect(productDiscountTotal(code({ amount: 15 }), 10000)).toBe(1500);
    expect(productDiscountTotal(code({ amount: 150 }), 10000)).toBe(10000);
  });

  it('takes a euro amount off, never more than the products', () => {
    expect(productDiscountTotal(code({ type: 'EURO', amount: 1500 }), 6000)).toBe(1500);
    expect(productDiscountTotal(code({ type: 'EURO', amount: 1500 }), 1000)).toBe(1000);
  });

  it('takes nothing off the products for a shipping-fees code', () => {
    expect(productDiscountTotal(code({ detailType: 'SHIPPING_FEES', type: 'PERCENT', amount: 100 }), 6000)).toBe(0);
  });

  it('adds the lines, then takes the code off', () => {
    expect(cartTotals([2500, 4800], code({ amount: 10 }))).toEqual({
      totalProduct: 7300,
      discountTotal: 730,
      totalProductToPay: 6570,
    });
    expect(cartTotals([], null)).toEqual({ totalProduct: 0, discountTotal: 0, totalProductToPay: 0 });
  });
});

describe('customization answers of a line', () => {
  const unticked = (answer: { value: string; box?: boolean }) => answer.box === true && answer.value === 'false';

  it('keeps the answers that mean something, trimmed and in customization order', () => {
    expect(
      keptAnswers(
        [
          { idCustomization: 9, value: ' Léa ' },
          { idCustomization: 3, value: '' },
          { idCustomization: 4, value: 'false', box: true },
          { idCustomization: 2, value: 'true', box: true },
        ],
        unticked,
      ),
    ).toEqual([
      { idCustomization: 2, value: 'true', box: true },
      { idCustomization: 9, value: 'Léa' },
    ]);
  });

  it('compares answers whatever their order', () => {
    const a = [
      { idCustomization: 1, value: 'Léa' },
      { idCustomization: 2, value: 'gold' },
    ];
    expect(sameAnswers(a, [...a].reverse())).toBe(true);
    expect(sameAnswers(a, [{ idCustomization: 1, value: 'Léa' }])).toBe(false);
    expect(sameAnswers([], [])).toBe(true);
  });
});
