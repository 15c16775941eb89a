import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  endOfParisDay,
  parisDay,
  remainingQuantities,
  requestedLineProblems,
  returnEligibility,
  startOfParisDay,
  withdrawalDeadline,
  withdrawalEligibility,
  WITHDRAWAL_DAYS,
  type AfterSalesOrder,
  type PastBack,
  type SoldLine,
} from './after-sales.ts';
import { day, instant } from './paris-instants.arbitrary.ts';

const HOUR = 3_600_000;

const soldLines: fc.Arbitrary<SoldLine[]> = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 20 }),
    quantity: fc.integer({ min: 1, max: 24 }),
    customized: fc.boolean(),
    madeToMeasure: fc.boolean(),
  }),
  { maxLength: 5, selector: (line) => line.id },
);
const back: fc.Arbitrary<PastBack> = fc.record({
  kind: fc.constantFrom('RETURN' as const, 'DAMAGE' as const, 'WITHDRAWAL' as const),
  status: fc.constantFrom(
    'ASKED' as const,
    'LABEL_SENT' as const,
    'PRODUCT_RECEIVED' as const,
    'REFUNDED' as const,
    'REFUSED' as const,
  ),
  lines: fc.array(
    fc.record({ orderLineId: fc.integer({ min: 1, max: 22 }), quantity: fc.integer({ min: 1, max: 30 }) }),
    { maxLength: 3 },
  ),
});
const backs = fc.array(back, { maxLength: 4 });
const order: fc.Arbitrary<AfterSalesOrder> = fc.record({
  status: fc.constantFrom('DELIVERED', 'SHIPPED', 'PAID', 'AWAITING_PAYMENT', 'CANCELLED', 'REFUNDED'),
  deliveredAt: fc.option(instant, { nil: null }),
  lines: soldLines,
  backs,
});
const returnRules = fc.record({
  isActive: fc.boolean(),
  returnWindowDays: fc.integer({ min: 0, max: 60 }),
  damageWindowHours: fc.integer({ min: 0, max: 96 }),
});

describe('Paris calendar days (properties)', () => {
  it('puts every instant between the start and the end of its Paris day, a day of 23 to 25 hours', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const today = parisDay(now);
        const start = startOfParisDay(today);
        const end = endOfParisDay(today);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThanOrEqual(end.getTime());
        expect(end.getTime() + 1 - start.getTime()).toBeGreaterThanOrEqual(23 * HOUR);
        expect(end.getTime() + 1 - start.getTime()).toBeLessThanOrEqual(25 * HOUR);
      }),
    );
  });

  it('starts each day where the day before ends, and keeps a day’s own start and end on it', () => {
    fc.assert(
      fc.property(day, (day) => {
        expect(parisDay(startOfParisDay(day))).toBe(day);
        expect(parisDay(endOfParisDay(day))).toBe(day);
        expect(startOfParisDay(addCalendarDays(day, 1)).getTime()).toBe(endOfParisDay(day).getTime() + 1);
      }),
    );
  });

  it('adds days one after the other as at once, and takes them back', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), (day, a, b) => {
        expect(addCalendarDays(addCalendarDays(day, a), b)).toBe(addCalendarDays(day, a + b));
        expect(addCalendarDays(addCalendarDays(day, a), -a)).toBe(day);
        expect(addCalendarDays(day, a) > day).toBe(a > 0);
      }),
    );
  });
});

describe('withdrawalDeadline (properties)', () => {
  it('ends with the last instant of the 14th Paris day after delivery', () => {
    fc.assert(
      fc.property(instant, (deliveredAt) => {
        const deadline = withdrawalDeadline(deliveredAt);
        expect(deadline.day).toBe(addCalendarDays(parisDay(deliveredAt), WITHDRAWAL_DAYS));
        expect(parisDay(deadline.end)).toBe(deadline.day);
        expect(parisDay(new Date(deadline.end.getTime() + 1))).toBe(addCalendarDays(deadline.day, 1));
        // 14 days of 23 to 25 hours, plus what was left of the day of delivery.
        const length = deadline.end.getTime() - deliveredAt.getTime();
        expect(length).toBeGreaterThan(14 * 24 * HOUR - 2 * HOUR);
        expect(length).toBeLessThan(15 * 24 * HOUR + 2 * HOUR);
      }),
    );
  });
});

describe('remainingQuantities and requestedLineProblems (properties)', () => {
  it('leaves between 0 and the quantity bought of each line, and ignores refused backs', () => {
    fc.assert(
      fc.property(soldLines, backs, (lines, backs) => {
        const remaining = remainingQuantities(lines, backs);
        expect([...remaining.keys()].sort()).toEqual(lines.map((line) => line.id).sort());
        for (const line of lines) {
          expect(remaining.get(line.id)).toBeGreaterThanOrEqual(0);
          expect(remaining.get(line.id)).toBeLessThanOrEqual(line.quantity);
        }
        const refused = backs.map((back): PastBack => ({ ...back, status: 'REFUSED' }));
        expect(remainingQuantities(lines, refused)).toEqual(new Map(lines.map((line) => [line.id, line.quantity])));
      }),
    );
  });

  it('does not depend on the order of the backs, and never leaves more after one more back', () => {
    fc.assert(
      fc.property(
        soldLines,
        backs.chain((backs) => fc.tuple(fc.constant(backs), fc.shuffledSubarray(backs, { minLength: backs.length }))),
        back,
        (lines, [backs, shuffled], more) => {
          const remaining = remainingQuantities(lines, backs);
          expect(remainingQuantities(lines, shuffled)).toEqual(remaining);
          const after = remainingQuantities(lines, [...backs, more]);
          for (const line of lines) expect(after.get(line.id)).toBeLessThanOrEqual(remaining.get(line.id)!);
        },
      ),
    );
  });

  it('accepts a request only for known lines, once each, with 1 to what remains of each', () => {
    fc.assert(
      fc.property(
        soldLines,
        backs,
        fc.array(
          fc.record({ idOrderLine: fc.integer({ min: 1, max: 22 }), quantity: fc.integer({ min: -2, max: 30 }) }),
          { maxLength: 5 },
        ),
        (lines, backs, requested) => {
          const remaining = remainingQuantities(lines, backs);
          const problems = requestedLineProblems(requested, remaining);
          expect(new Set(problems.map((problem) => problem.index)).size).toBe(problems.length);
          const refusedIndexes = new Set(problems.map((problem) => problem.index));
          const seen = new Set<number>();
          requested.forEach((line, index) => {
            if (!refusedIndexes.has(index)) {
              expect(remaining.has(line.idOrderLine)).toBe(true);
              expect(seen.has(line.idOrderLine)).toBe(false);
              expect(line.quantity).toBeGreaterThanOrEqual(1);
              expect(line.quantity).toBeLessThanOrEqual(remaining.get(line.idOrderLine)!);
            }
            seen.add(line.idOrderLine);
          });
        },
      ),
    );
  });
});

describe('returnEligibility and withdrawalEligibility (properties)', () => {
  it('closes returns for good once the period is over', () => {
    fc.assert(
      fc.property(
        order,
        returnRules,
        instant,
        fc.integer({ min: 0, max: 400 * 24 * HOUR }),
        (order, rules, now, later) => {
          const check = returnEligibility(order, rules, now);
          if (check.reason === 'PERIOD_OVER') {
            expect(returnEligibility(order, rules, new Date(now.getTime() + later)).eligible).toBe(false);
          }
          if (check.eligible) expect(now.getTime()).toBeLessThanOrEqual(check.deadline!.getTime());
          if (check.canReportDamage) expect(now.getTime()).toBeLessThanOrEqual(check.damageDeadline!.getTime());
        },
      ),
    );
  });

  it('never withdraws a line made to measure or customized, and takes every unit left of the others', () => {
    fc.assert(
      fc.property(order, instant, (order, now) => {
        const check = withdrawalEligibility(order, now);
        const remaining = remainingQuantities(order.lines, order.backs);
        check.lines.forEach((line, index) => {
          const sold = order.lines[index]!;
          if (sold.madeToMeasure || sold.customized) expect(line).toMatchObject({ withdrawable: false, remaining: 0 });
          if (line.withdrawable) expect(line.remaining).toBe(remaining.get(sold.id));
          else expect(line.remaining).toBe(0);
        });
        if (check.eligible) {
          expect(check.lines.some((line) => line.withdrawable)).toBe(true);
          if (check.deadline) expect(now.getTime()).toBeLessThanOrEqual(check.deadline.end.getTime());
        }
      }),
    );
  });
});
