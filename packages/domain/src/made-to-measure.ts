/**
 * Made to measure (issue 19): the life of a customer's request for a re-upholstery or a piece made to measure,
 * from the request to the hand-over, and the amounts of its quote. Pure: the API enforces these rules (an action
 * the table below does not allow is a 409) and the storefront and the back-office show the same answers.
 *
 * The job's states, in order:
 * - UNCONFIRMED: a guest's request whose e-mail is not confirmed yet (the confirmation link moves it to NEW);
 * - NEW: received, in the workshop's inbox (a customer's answer to a question brings it back here);
 * - QUESTION: the workshop asked the customer something and waits for the answer;
 * - QUOTED: a priced quote was sent, waiting for the customer (accept or decline) until its validity date;
 * - EXPIRED: the quote's validity passed unanswered (a scheduled job); the workshop may renew it (a new quote);
 * - DECLINED: the customer declined, with a reason; the workshop may send a new quote;
 * - ACCEPTED: the customer accepted (name, date, time and address of the acceptance kept), deposit due;
 * - IN_PRODUCTION: the deposit is paid; the workshop posts its production stages with photos and notes;
 * - BALANCE_DUE: the piece is ready and the balance invoice was issued, waiting for its payment;
 * - READY: the balance is paid; a Click & Collect slot is booked or the delivery is arranged;
 * - CLOSED: handed over; the job's invoices stay in the customer's account;
 * - CANCELLED: the workshop closed the request without a quote (or after a decline or an expiry).
 */

export const MADE_TO_MEASURE_STATUSES = [
  'UNCONFIRMED',
  'NEW',
  'QUESTION',
  'QUOTED',
  'EXPIRED',
  'DECLINED',
  'ACCEPTED',
  'IN_PRODUCTION',
  'BALANCE_DUE',
  'READY',
  'CLOSED',
  'CANCELLED',
] as const;
export type MadeToMeasureStatus = (typeof MADE_TO_MEASURE_STATUSES)[number];

/** What can happen to a job, by whom. */
export const MADE_TO_MEASURE_ACTIONS = [
  /** The guest follows the confirmation link of their e-mail. */
  'CONFIRM_EMAIL',
  /** The workshop asks a question in the job's thread. */
  'ASK',
  /** The customer writes in the thread (an answer to a question, or a remark). */
  'REPLY',
  /** The workshop sends a priced quote (a first one, or a new one after a decline or an expiry). */
  'QUOTE',
  /** The customer accepts the quote in force. */
  'ACCEPT',
  /** The customer declines the quote in force, with a reason. */
  'DECLINE',
  /** The quote's validity date passed (the scheduled job). */
  'EXPIRE',
  /** The deposit's payment is confirmed by the payment provider. */
  'PAY_DEPOSIT',
  /** The workshop posts a production stage (photos, note). */
  'POST_STAGE',
  /** The workshop issues the balance invoice: the piece is ready. */
  'ASK_BALANCE',
  /** The balance's payment is confirmed by the payment provider. */
  'PAY_BALANCE',
  /** The customer books a Click & Collect slot, or the workshop arranges the delivery. */
  'ARRANGE_HANDOVER',
  /** The workshop records that the piece was handed over. */
  'CLOSE',
  /** The workshop closes the request without going on. */
  'CANCEL',
] as const;
export type MadeToMeasureAction = (typeof MADE_TO_MEASURE_ACTIONS)[number];

/**
 * The state each action leads to from each state it is allowed in; an action missing from a state's row is
 * illegal there (the API answers 409). REPLY keeps the state except after a question; ARRANGE_HANDOVER may be
 * done again to change the slot while the job is READY.
 */
export const MADE_TO_MEASURE_TRANSITIONS: Record<
  MadeToMeasureStatus,
  Partial<Record<MadeToMeasureAction, MadeToMeasureStatus>>
> = {
  UNCONFIRMED: { CONFIRM_EMAIL: 'NEW' },
  NEW: { ASK: 'QUESTION', REPLY: 'NEW', QUOTE: 'QUOTED', CANCEL: 'CANCELLED' },
  QUESTION: { ASK: 'QUESTION', REPLY: 'NEW', QUOTE: 'QUOTED', CANCEL: 'CANCELLED' },
  QUOTED: {
    ASK: 'QUOTED',
    REPLY: 'QUOTED',
    ACCEPT: 'ACCEPTED',
    DECLINE: 'DECLINED',
    EXPIRE: 'EXPIRED',
    CANCEL: 'CANCELLED',
  },
  EXPIRED: { ASK: 'EXPIRED', REPLY: 'EXPIRED', QUOTE: 'QUOTED', CANCEL: 'CANCELLED' },
  DECLINED: { ASK: 'DECLINED', REPLY: 'DECLINED', QUOTE: 'QUOTED', CANCEL: 'CANCELLED' },
  ACCEPTED: { ASK: 'ACCEPTED', REPLY: 'ACCEPTED', PAY_DEPOSIT: 'IN_PRODUCTION' },
  IN_PRODUCTION: {
    ASK: 'IN_PRODUCTION',
    REPLY: 'IN_PRODUCTION',
    POST_STAGE: 'IN_PRODUCTION',
    ASK_BALANCE: 'BALANCE_DUE',
  },
  BALANCE_DUE: { ASK: 'BALANCE_DUE', REPLY: 'BALANCE_DUE', POST_STAGE: 'BALANCE_DUE', PAY_BALANCE: 'READY' },
  READY: { ASK: 'READY', REPLY: 'READY', ARRANGE_HANDOVER: 'READY', CLOSE: 'CLOSED' },
  CLOSED: {},
  CANCELLED: {},
};

/** The state `action` leads to from `status`, or null when it is not allowed there. */
export function madeToMeasureNext(
  status: MadeToMeasureStatus,
  action: MadeToMeasureAction,
): MadeToMeasureStatus | null {
  return MADE_TO_MEASURE_TRANSITIONS[status][action] ?? null;
}

/** The states in which the customer may still be asked for something (an open job). */
export const isOpenMadeToMeasure = (status: MadeToMeasureStatus) => status !== 'CLOSED' && status !== 'CANCELLED';

/** At most this many photos with a request (issue 19 item 1). */
export const MADE_TO_MEASURE_MAX_PHOTOS = 10;

/** The kinds of a quote's lines. */
export const QUOTE_LINE_KINDS = ['LABOUR', 'FABRIC', 'SUPPLIES', 'OPTION'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export interface QuoteLineInput {
  kind: QuoteLineKind;
  /** Units of the line: hours, metres of fabric (two decimals at most), pieces. */
  quantity: number;
  /** Cents excluding VAT for one unit. */
  unitPrice: number;
}

export interface QuoteAmounts {
  /** Each line's total, cents excluding VAT: quantity × unit price, rounded to the cent. */
  lineTotals: number[];
  /** Cents: the lines' sum excluding VAT, the VAT, and the total including VAT. */
  totalExclVat: number;
  vat: number;
  total: number;
  /** Cents including VAT: the deposit (the total × the percentage, rounded to the cent) and the balance. */
  deposit: number;
  balance: number;
}

/**
 * The amounts of a quote, to the cent: each line rounded once, VAT computed on the sum (rate in basis points,
 * 2000 = 20 %; 0 for a workshop under the VAT franchise), the deposit rounded to the cent and the balance the rest,
 * so that deposit + balance = total always.
 *
 * ```ts
 * quoteAmounts([{ kind: 'FABRIC', quantity: 3.5, unitPrice: 4200 }], 2000, 30) // total 17640, deposit 5292
 * ```
 */
export function quoteAmounts(lines: readonly QuoteLineInput[], vatRate: number, depositPercent: number): QuoteAmounts {
  const lineTotals = lines.map((line) => Math.round(line.quantity * line.unitPrice));
  const totalExclVat = lineTotals.reduce((sum, value) => sum + value, 0);
  const vat = Math.round((totalExclVat * vatRate) / 10_000);
  const total = totalExclVat + vat;
  const deposit = Math.round((total * depositPercent) / 100);
  return { lineTotals, totalExclVat, vat, total, deposit, balance: total - deposit };
}

/** The deposit's percentage when a site says none: 30 %, the usual share in the trade. */
export const DEFAULT_DEPOSIT_PERCENT = 30;

/**
 * The deposit's percentage a site's BALANCE_PAYMENT_CONDITIONS text announces ("Un acompte de 30 % est
 * demandé…"): the first whole percentage between 1 and 100 in it, else DEFAULT_DEPOSIT_PERCENT.
 */
export function depositPercentOf(conditions: string | null | undefined): number {
  const match = /(\d{1,3})\s*(?:%|&nbsp;%|\u00a0%|\u202f%)/.exec(conditions ?? '');
  const value = match ? Number(match[1]) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= 100 ? value : DEFAULT_DEPOSIT_PERCENT;
}

/** 'DV2026-000001': a quote's number, the year of issue then its rank in that year's series of the site. */
export const formatQuoteNumber = (year: number, rank: number) => `DV${year}-${String(rank).padStart(6, '0')}`;

/** 'SM-2026-0001': a request's reference shown to the customer and in the inbox. */
export const formatMadeToMeasureReference = (year: number, rank: number) =>
  `SM-${year}-${String(rank).padStart(4, '0')}`;
