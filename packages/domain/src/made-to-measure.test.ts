import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEPOSIT_PERCENT,
  depositPercentOf,
  formatMadeToMeasureReference,
  formatQuoteNumber,
  isOpenMadeToMeasure,
  MADE_TO_MEASURE_ACTIONS,
  MADE_TO_MEASURE_STATUSES,
  madeToMeasureNext,
  quoteAmounts,
  type MadeToMeasureStatus,
} from './made-to-measure.ts';

describe('the made-to-measure transitions', () => {
  it('follows the job from the guest’s request to the hand-over', () => {
    const path: [MadeToMeasureStatus, (typeof MADE_TO_MEASURE_ACTIONS)[number]][] = [
      ['UNCONFIRMED', 'CONFIRM_EMAIL'],
      ['NEW', 'ASK'],
      ['QUESTION', 'REPLY'],
      ['NEW', 'QUOTE'],
      ['QUOTED', 'ACCEPT'],
      ['ACCEPTED', 'PAY_DEPOSIT'],
      ['IN_PRODUCTION', 'POST_STAGE'],
      ['IN_PRODUCTION', 'ASK_BALANCE'],
      ['BALANCE_DUE', 'PAY_BALANCE'],
      ['READY', 'ARRANGE_HANDOVER'],
      ['READY', 'CLOSE'],
    ];
    const reached = path.map(([from, action]) => madeToMeasureNext(from, action));
    expect(reached).toEqual([
      'NEW',
      'QUESTION',
      'NEW',
      'QUOTED',
      'ACCEPTED',
      'IN_PRODUCTION',
      'IN_PRODUCTION',
      'BALANCE_DUE',
      'READY',
      'READY',
      'CLOSED',
    ]);
  });

  it('lets the workshop quote again after a decline or an expiry, never after an acceptance', () => {
    expect(madeToMeasureNext('QUOTED', 'DECLINE')).toBe('DECLINED');
    expect(madeToMeasureNext('QUOTED', 'EXPIRE')).toBe('EXPIRED');
    expect(madeToMeasureNext('DECLINED', 'QUOTE')).toBe('QUOTED');
    expect(madeToMeasureNext('EXPIRED', 'QUOTE')).toBe('QUOTED');
    expect(madeToMeasureNext('ACCEPTED', 'QUOTE')).toBeNull();
    expect(madeToMeasureNext('ACCEPTED', 'CANCEL')).toBeNull();
    expect(madeToMeasureNext('QUOTED', 'QUOTE')).toBeNull();
  });

  it('refuses what a state does not allow: paying before acceptance, twice, closing before the balance', () => {
    expect(madeToMeasureNext('QUOTED', 'PAY_DEPOSIT')).toBeNull();
    expect(madeToMeasureNext('IN_PRODUCTION', 'PAY_DEPOSIT')).toBeNull();
    expect(madeToMeasureNext('IN_PRODUCTION', 'PAY_BALANCE')).toBeNull();
    expect(madeToMeasureNext('BALANCE_DUE', 'CLOSE')).toBeNull();
    expect(madeToMeasureNext('ACCEPTED', 'POST_STAGE')).toBeNull();
    expect(madeToMeasureNext('UNCONFIRMED', 'QUOTE')).toBeNull();
  });

  it('ends with CLOSED and CANCELLED, from which nothing moves', () => {
    for (const status of ['CLOSED', 'CANCELLED'] as const) {
      expect(isOpenMadeToMeasure(status)).toBe(false);
      for (const action of MADE_TO_MEASURE_ACTIONS) expect(madeToMeasureNext(status, action)).toBeNull();
    }
    const open = MADE_TO_MEASURE_STATUSES.filter(isOpenMadeToMeasure);
    expect(open).toHaveLength(MADE_TO_MEASURE_STATUSES.length - 2);
  });

  it('leads only to states of the list', () => {
    for (const status of MADE_TO_MEASURE_STATUSES) {
      for (const action of MADE_TO_MEASURE_ACTIONS) {
        const next = madeToMeasureNext(status, action);
        if (next !== null) expect(MADE_TO_MEASURE_STATUSES).toContain(next);
      }
    }
  });
});

describe('a quote’s amounts', () => {
  it('rounds each line once, the VAT on the sum, and splits deposit and balance to the cent', () => {
    const amounts = quoteAmounts(
      [
        { kind: 'FABRIC', quantity: 3.5, unitPrice: 4200 },
        { kind: 'LABOUR', quantity: 12, unitPrice: 4500 },
      ],
      2000,
      30,
    );
    expect(amounts).toEqual({
      lineTotals: [14_700, 54_000],
      totalExclVat: 68_700,
      vat: 13_740,
      total: 82_440,
      deposit: 24_732,
      balance: 57_708,
    });
  });

  it('keeps deposit + balance = total whatever the rounding', () => {
    for (const [quantity, unitPrice, rate, percent] of [
      [2.35, 3333, 2000, 33],
      [1.01, 999, 550, 37],
      [7, 1, 1000, 50],
      [0.01, 1, 2000, 99],
    ] as const) {
      const amounts = quoteAmounts([{ kind: 'SUPPLIES', quantity, unitPrice }], rate, percent);
      expect(amounts.deposit + amounts.balance).toBe(amounts.total);
      expect(amounts.deposit).toBeGreaterThanOrEqual(0);
      expect(amounts.balance).toBeGreaterThanOrEqual(0);
    }
  });

  it('charges no VAT under the franchise (rate 0) and asks no deposit at 0 %', () => {
    const amounts = quoteAmounts([{ kind: 'LABOUR', quantity: 2, unitPrice: 5000 }], 0, 0);
    expect(amounts).toMatchObject({ vat: 0, total: 10_000, deposit: 0, balance: 10_000 });
  });
});

describe('the deposit a site announces', () => {
  it('reads the first percentage of BALANCE_PAYMENT_CONDITIONS, whatever the space before %', () => {
    expect(depositPercentOf('Un acompte de 30 % est demandé à la commande.')).toBe(30);
    expect(depositPercentOf('Un acompte de 40\u00a0% puis le solde')).toBe(40);
    expect(depositPercentOf('A 25% deposit is due.')).toBe(25);
    expect(depositPercentOf('<p>Acompte&nbsp;: 50&nbsp;%</p>')).toBe(50);
  });

  it('falls back to 30 % when the text names none, or nothing sensible', () => {
    expect(depositPercentOf(null)).toBe(DEFAULT_DEPOSIT_PERCENT);
    expect(depositPercentOf('Le solde est réglé au retrait.')).toBe(DEFAULT_DEPOSIT_PERCENT);
    expect(depositPercentOf('Remise de 0 % puis 150 %')).toBe(DEFAULT_DEPOSIT_PERCENT);
  });
});

describe('numbers', () => {
  it('writes a quote’s number and a request’s reference with their year and rank', () => {
    expect(formatQuoteNumber(2026, 7)).toBe('DV2026-000007');
    expect(formatMadeToMeasureReference(2026, 12)).toBe('SM-2026-0012');
  });
});
