import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  damageDeadline,
  endOfParisDay,
  parisDay,
  remainingQuantities,
  requestedLineProblems,
  returnEligibility,
  startOfParisDay,
  withdrawalDeadline,
  withdrawalEligibility,
  type AfterSalesOrder,
  type PastBack,
} from './after-sales.ts';

const at = (iso: string) => new Date(iso);

describe('Paris calendar days', () => {
  it.each([
    ['2026-06-01T21:59:59Z', '2026-06-01'],
    ['2026-06-01T22:00:00Z', '2026-06-02'],
    ['2026-01-15T22:59:59Z', '2026-01-15'],
    ['2026-01-15T23:00:00Z', '2026-01-16'],
  ])('puts %s on the Paris day %s', (instant, day) => {
    expect(parisDay(at(instant))).toBe(day);
  });

  it('adds days across months and years', () => {
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addCalendarDays('2028-02-20', 14)).toBe('2028-03-05');
  });

  it('gives a day of 23 hours when the clocks go forward and 25 hours when they go back', () => {
    expect(startOfParisDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfParisDay('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(startOfParisDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfParisDay('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });
});

describe('withdrawalDeadline (14 days, end of the Paris day)', () => {
  it.each([
    // delivered, last day, last instant
    ['2026-06-01T10:00:00Z', '2026-06-15', '2026-06-15T21:59:59.999Z'],
    // 01:30 in Paris on 2 June although still 1 June in UTC
    ['2026-06-01T23:30:00Z', '2026-06-16', '2026-06-16T21:59:59.999Z'],
    // delivered in winter time, the period ends in summer time
    ['2026-03-20T09:00:00Z', '2026-04-03', '2026-04-03T21:59:59.999Z'],
    // delivered in summer time, the period ends in winter time
    ['2026-10-15T09:00:00Z', '2026-10-29', '2026-10-29T22:59:59.999Z'],
    // the period ends on the day the clocks go back
    ['2026-10-11T09:00:00Z', '2026-10-25', '2026-10-25T22:59:59.999Z'],
  ])('delivered at %s: until %s (%s)', (delivered, day, end) => {
    const deadline = withdrawalDeadline(at(delivered));
    expect(deadline.day).toBe(day);
    expect(deadline.end.toISOString()).toBe(end);
  });
});

describe('damageDeadline', () => {
  it('counts hours from the instant of delivery, whatever the clock change', () => {
    expect(damageDeadline(at('2026-03-28T12:00:00Z'), 48).toISOString()).toBe('2026-03-30T12:00:00.000Z');
  });
});

const back = (fields: Partial<PastBack> & Pick<PastBack, 'lines'>): PastBack => ({
  kind: 'RETURN',
  status: 'ASKED',
  ...fields,
});

describe('remainingQuantities', () => {
  it('takes off what returns and withdrawals hold, except refused ones', () => {
    const lines = [
      { id: 1, quantity: 3, customized: false },
      { id: 2, quantity: 1, customized: false },
    ];
    const remaining = remainingQuantities(lines, [
      back({ lines: [{ orderLineId: 1, quantity: 1 }] }),
      back({ kind: 'DAMAGE', status: 'REFUNDED', lines: [{ orderLineId: 1, quantity: 1 }] }),
      back({ status: 'REFUSED', lines: [{ orderLineId: 2, quantity: 1 }] }),
      back({ lines: [{ orderLineId: 99, quantity: 5 }] }),
    ]);
    expect([...remaining]).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
});

describe('requestedLineProblems', () => {
  const remaining = new Map([
    [1, 2],
    [2, 0],
  ]);
  it('accepts quantities up to what remains', () => {
    expect(requestedLineProblems([{ idOrderLine: 1, quantity: 2 }], remaining)).toEqual([]);
  });
  it('refuses another order line, a line given twice, a quantity of 0 and more than remains', () => {
    expect(
      requestedLineProblems(
        [
          { idOrderLine: 7, quantity: 1 },
          { idOrderLine: 1, quantity: 3 },
          { idOrderLine: 1, quantity: 1 },
          { idOrderLine: 2, quantity: 0 },
        ],
        remaining,
      ),
    ).toEqual([
      { index: 0, rule: 'UNKNOWN_LINE' },
      { index: 1, rule: 'ABOVE_REMAINING', remaining: 2 },
      { index: 2, rule: 'DUPLICATE_LINE' },
      { index: 3, rule: 'NOT_POSITIVE' },
    ]);
  });
});

const delivered = at('2026-06-01T10:00:00Z');
const order = (fields: Partial<AfterSalesOrder> = {}): AfterSalesOrder => ({
  status: 'DELIVERED',
  deliveredAt: delivered,
  lines: [
    { id: 1, quantity: 2, customized: false },
    { id: 2, quantity: 1, customized: true },
  ],
  backs: [],
  ...fields,
});
const rules = { isActive: true, returnWindowDays: 30, damageWindowHours: 48 };

describe('returnEligibility', () => {
  it('opens a delivered order within the window, damage within 48 hours', () => {
    const answer = returnEligibility(order(), rules, at('2026-06-02T10:00:00Z'));
    expect(answer).toMatchObject({ eligible: true, reason: null, canReportDamage: true });
    expect(answer.deadline?.toISOString()).toBe('2026-07-01T21:59:59.999Z');
    expect(answer.damageDeadline?.toISOString()).toBe('2026-06-03T10:00:00.000Z');
  });

  it('closes damage reports after 48 hours but keeps returns open', () => {
    const answer = returnEligibility(order(), rules, at('2026-06-03T10:00:01Z'));
    expect(answer).toMatchObject({ eligible: true, canReportDamage: false });
  });

  it.each([
    ['INACTIVE', order(), { ...rules, isActive: false }, '2026-06-02T10:00:00Z'],
    ['NOT_DELIVERED', order({ status: 'SHIPPED', deliveredAt: null }), rules, '2026-06-02T10:00:00Z'],
    ['PERIOD_OVER', order(), rules, '2026-07-01T22:00:00Z'],
    [
      'NOTHING_RETURNABLE',
      order({
        backs: [
          back({
            lines: [
              { orderLineId: 1, quantity: 2 },
              { orderLineId: 2, quantity: 1 },
            ],
          }),
        ],
      }),
      rules,
      '2026-06-02T10:00:00Z',
    ],
  ] as const)('refuses with %s', (reason, given, givenRules, now) => {
    expect(returnEligibility(given, givenRules, at(now))).toMatchObject({ eligible: false, reason });
  });
});

describe('withdrawalEligibility', () => {
  it('keeps customized lines out and takes every unit left of the others', () => {
    const answer = withdrawalEligibility(
      order({ backs: [back({ lines: [{ orderLineId: 1, quantity: 1 }] })] }),
      at('2026-06-02T10:00:00Z'),
    );
    expect(answer.eligible).toBe(true);
    expect(answer.lines).toEqual([
      { id: 1, quantity: 2, remaining: 1, withdrawable: true, excludedReason: null },
      { id: 2, quantity: 1, remaining: 0, withdrawable: false, excludedReason: 'CUSTOMIZED' },
    ]);
  });

  it('keeps a product made to measure out, whether customized or not (L221-28 3°, issue 19)', () => {
    const answer = withdrawalEligibility(
      order({
        lines: [
          { id: 1, quantity: 2, customized: false },
          { id: 2, quantity: 1, customized: false, madeToMeasure: true },
          { id: 3, quantity: 1, customized: true, madeToMeasure: true },
        ],
      }),
      at('2026-06-02T10:00:00Z'),
    );
    expect(answer.eligible).toBe(true);
    expect(answer.lines).toEqual([
      { id: 1, quantity: 2, remaining: 2, withdrawable: true, excludedReason: null },
      { id: 2, quantity: 1, remaining: 0, withdrawable: false, excludedReason: 'MADE_TO_MEASURE' },
      { id: 3, quantity: 1, remaining: 0, withdrawable: false, excludedReason: 'MADE_TO_MEASURE' },
    ]);
  });

  it('accepts day 14 to its last minute and refuses day 15', () => {
    expect(withdrawalEligibility(order(), at('2026-06-15T21:59:00Z')).eligible).toBe(true);
    expect(withdrawalEligibility(order(), at('2026-06-15T22:00:00Z'))).toMatchObject({
      eligible: false,
      reason: 'PERIOD_OVER',
    });
  });

  it('accepts a paid order not delivered yet, its deadline unknown', () => {
    const answer = withdrawalEligibility(order({ status: 'SHIPPED', deliveredAt: null }), at('2027-01-01T00:00:00Z'));
    expect(answer).toMatchObject({ eligible: true, reason: null, deadline: null });
  });

  it.each([
    ['CANCELLED', order({ status: 'CANCELLED' })],
    ['CANCELLED', order({ status: 'REFUNDED' })],
    ['NOT_PAID', order({ status: 'AWAITING_PAYMENT', deliveredAt: null })],
    ['ALREADY_WITHDRAWN', order({ backs: [back({ kind: 'WITHDRAWAL', lines: [{ orderLineId: 1, quantity: 2 }] })] })],
    ['NOTHING_WITHDRAWABLE', order({ lines: [{ id: 2, quantity: 1, customized: true }] })],
    ['NOTHING_WITHDRAWABLE', order({ lines: [{ id: 3, quantity: 1, customized: false, madeToMeasure: true }] })],
    ['NOTHING_WITHDRAWABLE', order({ backs: [back({ lines: [{ orderLineId: 1, quantity: 2 }] })] })],
  ] as const)('refuses with %s', (reason, given) => {
    expect(withdrawalEligibility(given, at('2026-06-02T10:00:00Z'))).toMatchObject({ eligible: false, reason });
  });

  it('lets a customer withdraw again after a refused withdrawal', () => {
    const answer = withdrawalEligibility(
      order({
        backs: [back({ kind: 'WITHDRAWAL', status: 'REFUSED', lines: [{ orderLineId: 1, quantity: 2 }] })],
      }),
      at('2026-06-02T10:00:00Z'),
    );
    expect(answer).toMatchObject({ eligible: true, lines: [{ remaining: 2 }, { excludedReason: 'CUSTOMIZED' }] });
  });
});
