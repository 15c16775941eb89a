import fc from 'fast-check';
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
  type QuantityDiscount,
  type QuantityProblem,
} from './cart-rules.ts';
import { normalizeQuantity, quantityChoices } from './pricing.ts';

const cents = fc.integer({ min: 0, max: 1_000_000 });
const multiple = fc.integer({ min: 0, max: 1000 });
const kind = fc.constantFrom('WINE' as const, 'BOX' as const, 'OTHER' as const);
const check: fc.Arbitrary<QuantityCheck> = fc.record({
  quantity: fc.oneof(fc.integer({ min: -20, max: 12_000 }), fc.double({ noNaN: false })),
  alreadyInCart: fc.integer({ min: 0, max: 12_000 }),
  sellByMultipleOf: multiple,
  kind,
  stock: fc.option(fc.integer({ min: -10, max: 12_000 }), { nil: null }),
});
const rulesOf = (check: QuantityCheck) => quantityProblems(check).map((problem) => problem.rule);

const tier: fc.Arbitrary<QuantityDiscount> = fc.record({
  fromQuantity: fc.integer({ min: 1, max: 60 }),
  type: fc.constantFrom('PERCENT' as const, 'EURO' as const),
  amount: fc.integer({ min: 0, max: 2_000 }),
});
const tiers = fc.array(tier, { maxLength: 5 });
const code = fc.record({
  type: fc.constantFrom('PERCENT' as const, 'EURO' as const),
  amount: fc.integer({ min: -10, max: 200_000 }),
  detailType: fc.constantFrom('PRODUCT' as const, 'SHIPPING_FEES' as const),
});

describe('quantityProblems (SPEC §5, properties)', () => {
  it('reports a quantity that is not a whole number above 0 alone', () => {
    fc.assert(
      fc.property(check, (check) => {
        if (!Number.isInteger(check.quantity) || check.quantity <= 0) expect(rulesOf(check)).toEqual(['NOT_POSITIVE']);
      }),
    );
  });

  it('reports each rule once, in the order a customer fixes them', () => {
    const order: QuantityProblem['rule'][] = ['NOT_MULTIPLE', 'TOO_BIG', 'OVER_STOCK'];
    fc.assert(
      fc.property(check, (check) => {
        const rules: QuantityProblem['rule'][] = rulesOf(check).filter((rule) => rule !== 'NOT_POSITIVE');
        expect(rules).toEqual(order.filter((rule) => rules.includes(rule)));
      }),
    );
  });

  it('agrees with the storefront: a quantity is a right multiple exactly when normalizing leaves it as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), multiple, kind, (quantity, multiple, kind) => {
        const problems = rulesOf({ quantity, alreadyInCart: 0, sellByMultipleOf: multiple, kind, stock: null });
        expect(problems.includes('NOT_MULTIPLE')).toBe(normalizeQuantity(quantity, multiple) !== quantity);
      }),
    );
  });

  it('accepts every quantity the storefront offers, in an empty cart without a tracked stock', () => {
    fc.assert(
      fc.property(multiple, kind, (multiple, kind) => {
        for (const quantity of quantityChoices(multiple)) {
          expect(
            quantityProblems({ quantity, alreadyInCart: 0, sellByMultipleOf: multiple, kind, stock: null }),
          ).toEqual([]);
        }
      }),
    );
  });

  it('never accepts more than the stock or the line maximum, and never reports a negative remaining stock', () => {
    fc.assert(
      fc.property(check, (check) => {
        const problems = quantityProblems(check);
        if (problems.length === 0) {
          expect(check.alreadyInCart + check.quantity).toBeLessThanOrEqual(MAX_CART_LINE_QUANTITY);
          if (check.stock !== null) expect(check.alreadyInCart + check.quantity).toBeLessThanOrEqual(check.stock);
        }
        for (const problem of problems)
          if (problem.rule === 'OVER_STOCK') expect(problem.remaining).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses no more with more stock, nor less with more already in the cart', () => {
    fc.assert(
      fc.property(check, fc.integer({ min: 0, max: 1_000 }), (check, more) => {
        const rules = rulesOf(check);
        const withMoreStock = rulesOf({ ...check, stock: check.stock === null ? null : check.stock + more });
        const untracked = rulesOf({ ...check, stock: null });
        const fuller = rulesOf({ ...check, alreadyInCart: check.alreadyInCart + more });
        for (const rule of withMoreStock) expect(rules).toContain(rule);
        for (const rule of untracked) expect(rules).toContain(rule);
        for (const rule of rules) expect(fuller).toContain(rule);
      }),
    );
  });
});

describe('decreasing quantity discounts (properties)', () => {
  it('reaches the tier with the highest threshold at most the quantity, whatever the order of the tiers', () => {
    fc.assert(
      fc.property(
        tiers.chain((tiers) => fc.tuple(fc.constant(tiers), fc.shuffledSubarray(tiers, { minLength: tiers.length }))),
        fc.integer({ min: 0, max: 80 }),
        ([tiers, shuffled], quantity) => {
          const reached = quantityDiscountTier(tiers, quantity);
          const candidates = tiers.filter((tier) => tier.fromQuantity <= quantity && tier.amount > 0);
          if (candidates.length === 0) expect(reached).toBeNull();
          else expect(reached?.fromQuantity).toBe(Math.max(...candidates.map((tier) => tier.fromQuantity)));
          expect(quantityDiscountTier(shuffled, quantity)?.fromQuantity).toBe(reached?.fromQuantity);
        },
      ),
    );
  });

  it('prices a unit between 0 and its price, a whole number of cents, the line being that times the quantity', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 100 }),
        tiers,
        fc.integer({ min: 0, max: 100 }),
        (unit, q, t, more) => {
          const price = linePrice(unit, q, t, q + more);
          expect(price.unitPrice).toBe(unit);
          expect(Number.isInteger(price.finalUnitPrice)).toBe(true);
          expect(price.finalUnitPrice).toBeGreaterThanOrEqual(0);
          expect(price.finalUnitPrice).toBeLessThanOrEqual(unit);
          expect(price.total).toBe(price.finalUnitPrice * q);
        },
      ),
    );
  });

  it('rounds per unit, so splitting the units of a product over several lines keeps their total', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 4 }),
        tiers,
        (unit, split, t) => {
          const units = split.reduce((sum, quantity) => sum + quantity, 0);
          const lines = split.map((quantity) => linePrice(unit, quantity, t, units).total);
          expect(lines.reduce((sum, total) => sum + total, 0)).toBe(linePrice(unit, units, t).total);
        },
      ),
    );
  });

  it('never raises the unit price for more units when the percent grows with the threshold', () => {
    const growing = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 5 }).chain((thresholds) =>
      fc
        .uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: thresholds.length, maxLength: thresholds.length })
        .map((percents) => {
          const sortedPercents = [...percents].sort((a, b) => a - b);
          return [...thresholds]
            .sort((a, b) => a - b)
            .map((fromQuantity, index) => ({ fromQuantity, type: 'PERCENT' as const, amount: sortedPercents[index]! }));
        }),
    );
    fc.assert(
      fc.property(cents, growing, fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 80 }), (unit, t, a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        expect(linePrice(unit, many, t).finalUnitPrice).toBeLessThanOrEqual(linePrice(unit, few, t).finalUnitPrice);
      }),
    );
  });
});

describe('discount codes (properties)', () => {
  it('takes off between 0 and the products total, nothing from the products for a shipping code', () => {
    fc.assert(
      fc.property(code, cents, (code, total) => {
        const off = productDiscountTotal(code, total);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(total);
        if (code.detailType === 'SHIPPING_FEES') expect(off).toBe(0);
      }),
    );
  });

  it('takes a percent code’s share of the total rounded to the cent, a euro code’s amount up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 200_000 }),
        cents,
        (percent, euros, total) => {
          const share = productDiscountTotal({ type: 'PERCENT', amount: percent, detailType: 'PRODUCT' }, total);
          expect(Math.abs(share * 100 - total * percent)).toBeLessThanOrEqual(50);
          expect(productDiscountTotal({ type: 'EURO', amount: euros, detailType: 'PRODUCT' }, total)).toBe(
            Math.min(euros, total),
          );
        },
      ),
    );
  });

  it('takes no less off a larger total', () => {
    fc.assert(
      fc.property(code, cents, cents, (code, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(productDiscountTotal(code, large)).toBeGreaterThanOrEqual(productDiscountTotal(code, small));
      }),
    );
  });

  it('applies to the cart’s total, whatever the order of the lines, and leaves a total to pay of 0 or more', () => {
    fc.assert(
      fc.property(
        fc
          .array(cents, { maxLength: 8 })
          .chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        fc.option(code, { nil: null }),
        ([lines, shuffled], code) => {
          const totals = cartTotals(lines, code);
          expect(totals.totalProduct).toBe(lines.reduce((sum, total) => sum + total, 0));
          expect(totals.discountTotal).toBe(code ? productDiscountTotal(code, totals.totalProduct) : 0);
          expect(totals.totalProductToPay).toBe(totals.totalProduct - totals.discountTotal);
          expect(totals.totalProductToPay).toBeGreaterThanOrEqual(0);
          expect(cartTotals(shuffled, code)).toEqual(totals);
        },
      ),
    );
  });

  it('accepts a code on a larger total once it accepts it, and at every instant between two it accepts it at', () => {
    const moment = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => new Date(ms));
    const rule: fc.Arbitrary<DiscountCodeRule> = fc.record({
      type: fc.constantFrom('PERCENT' as const, 'EURO' as const),
      amount: fc.integer({ min: 1, max: 100 }),
      detailType: fc.constantFrom('PRODUCT' as const, 'SHIPPING_FEES' as const),
      minimumTotal: cents,
      startsAt: fc.option(moment, { nil: null }),
      endsAt: fc.option(moment, { nil: null }),
      maxUses: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      usedCount: fc.integer({ min: 0, max: 12 }),
      isActive: fc.boolean(),
    });
    fc.assert(
      fc.property(rule, cents, cents, moment, moment, moment, (rule, a, b, t1, t2, t3) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const [first, middle, last] = [t1, t2, t3].sort((x, y) => x.getTime() - y.getTime()) as [Date, Date, Date];
        if (discountCodeProblem(rule, small, first) === null)
          expect(discountCodeProblem(rule, large, first)).toBeNull();
        if (discountCodeProblem(rule, small, first) === null && discountCodeProblem(rule, small, last) === null) {
          expect(discountCodeProblem(rule, small, middle)).toBeNull();
        }
      }),
    );
  });
});

describe('customization answers of a line (properties)', () => {
  const answers = fc.uniqueArray(
    fc.record({
      idCustomization: fc.integer({ min: 1, max: 50 }),
      value: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('true', 'false', '', '  ')),
      box: fc.boolean(),
    }),
    { maxLength: 6, selector: (answer) => answer.idCustomization },
  );
  const unticked = (answer: { value: string; box: boolean }) => answer.box && answer.value === 'false';

  it('keeps trimmed, meaningful answers in customization order, and keeping them again changes nothing', () => {
    fc.assert(
      fc.property(answers, (answers) => {
        const kept = keptAnswers(answers, unticked);
        for (const answer of kept) {
          expect(answer.value).toBe(answer.value.trim());
          expect(answer.value).not.toBe('');
          expect(unticked(answer)).toBe(false);
        }
        const ids = kept.map((answer) => answer.idCustomization);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(keptAnswers(kept, unticked)).toEqual(kept);
      }),
    );
  });

  it('puts the same answers in the same line whatever their order and the spaces around them', () => {
    fc.assert(
      fc.property(
        answers.chain((answers) =>
          fc.tuple(fc.constant(answers), fc.shuffledSubarray(answers, { minLength: answers.length })),
        ),
        ([answers, shuffled]) => {
          const padded = shuffled.map((answer) => ({ ...answer, value: ` ${answer.value}\t` }));
          expect(sameAnswers(keptAnswers(answers, unticked), keptAnswers(padded, unticked))).toBe(true);
          expect(sameAnswers(answers, padded)).toBe(true);
        },
      ),
    );
  });

  it('tells apart answers that differ once trimmed', () => {
    fc.assert(
      fc.property(answers, fc.string({ minLength: 1, maxLength: 5 }), (answers, extra) => {
        fc.pre(answers.length > 0 && extra.trim() !== '');
        const changed = answers.map((answer, index) =>
          index === 0 ? { ...answer, value: `${answer.value.trim()}${extra.trim()}` } : answer,
        );
        expect(sameAnswers(answers, changed)).toBe(false);
      }),
    );
  });
});
