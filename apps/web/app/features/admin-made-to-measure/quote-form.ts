import { QUOTE_LINE_KINDS, quoteAmounts, type QuoteLineKind } from '@atelier/domain';
import type { QuoteInput } from '@atelier/contract';
import { centsOf, textOf, wholeOf } from '../admin-catalogue/form-reading.ts';

/**
 * The quote builder of the back-office's job page (issue 19 item 2) as the API's `POST …/quote` body, and its live
 * totals. Pure: the route's action reads the posted form with it, the builder computes its totals with the same
 * reading and the domain's `quoteAmounts`, the rule the API freezes the quote with. A value that is not one is
 * sent as -1: the API refuses it and names its field, which the form shows beside the input.
 */

/** The VAT rates the builder offers, basis points (0: the workshop is under the VAT franchise). */
export const QUOTE_VAT_RATES = [2000, 1000, 550, 0] as const;
export const DEFAULT_VAT_RATE = 2000;

/** A quote stays open this many days unless the workshop says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30;

/** A line as typed: quantity and unit price are the inputs' texts ('3,5', '42,00'). */
export interface QuoteLineDraft {
  kind: QuoteLineKind;
  label: string;
  quantity: string;
  unit: string;
  unitPrice: string;
}

export const lineField = (index: number, field: keyof QuoteLineDraft | 'position') => `lines.${index}.${field}`;

/** At most this many lines (the contract's limit). */
export const MAX_QUOTE_LINES = 50;

/** '3,5' or '3.50' → 3.5; null when not a positive quantity with two decimals at most. */
export function quantityOf(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) return null;
  const quantity = Number(value);
  return quantity > 0 ? quantity : null;
}

/** A line the workshop left empty (no label, quantity or price) is not part of the quote. */
export const isBlankLine = (line: QuoteLineDraft) =>
  line.label.trim() === '' && line.quantity.trim() === '' && line.unitPrice.trim() === '';

const kindOf = (text: string): QuoteLineKind =>
  (QUOTE_LINE_KINDS as readonly string[]).includes(text) ? (text as QuoteLineKind) : 'LABOUR';

/** The posted lines, in the form's order (`lines.0.kind`, `lines.0.label`, …). */
export function draftLinesOf(form: FormData): QuoteLineDraft[] {
  const lines: QuoteLineDraft[] = [];
  for (let index = 0; index < MAX_QUOTE_LINES + 10 && form.has(lineField(index, 'kind')); index += 1) {
    lines.push({
      kind: kindOf(textOf(form, lineField(index, 'kind'))),
      label: textOf(form, lineField(index, 'label')),
      quantity: textOf(form, lineField(index, 'quantity')),
      unit: textOf(form, lineField(index, 'unit')),
      unitPrice: textOf(form, lineField(index, 'unitPrice')),
    });
  }
  return lines;
}

/** A line as posted, with its index in the form (where it was typed: refusals are placed there). */
export interface PostedLine {
  draft: QuoteLineDraft;
  index: number;
}

/**
 * The posted lines in the order the workshop asked. With JavaScript the builder's ↑/↓ buttons move the lines and
 * the form's order is the quote's. Without it, each line has a position field (`lines.{i}.position`, 1 for the
 * first), shown with its place: the lines are sorted by the positions typed; a line whose position was changed
 * goes before one left at the same position (typing 1 on the third line makes it the first), and lines with the
 * same position keep their order. A position that is not a whole number leaves the line at its place.
 */
export function orderedLinesOf(form: FormData): PostedLine[] {
  const posted = draftLinesOf(form).map((draft, index) => {
    const typed = form.has(lineField(index, 'position')) ? wholeOf(textOf(form, lineField(index, 'position'))) : null;
    const position = typed ?? index + 1;
    return { draft, index, position, moved: position !== index + 1 };
  });
  posted.sort((a, b) => a.position - b.position || Number(b.moved) - Number(a.moved) || a.index - b.index);
  return posted.map(({ draft, index }) => ({ draft, index }));
}

/** The lines the quote holds (blank ones left out) and, for each, its index in the form (to place refusals). */
export function quoteLinesOf(drafts: readonly QuoteLineDraft[] | readonly PostedLine[]) {
  const posted = drafts.map((line, index) => ('draft' in line ? line : { draft: line, index }));
  const kept = posted.filter(({ draft }) => !isBlankLine(draft));
  return {
    lines: kept.map(({ draft }) => ({
      kind: draft.kind,
      label: draft.label,
      quantity: quantityOf(draft.quantity) ?? -1,
      unit: draft.unit,
      unitPrice: centsOf(draft.unitPrice) ?? -1,
    })),
    formIndexes: kept.map(({ index }) => index),
  };
}

/** The VAT rate posted: one of the offered rates, else -1 (refused by the API). */
export function vatRateOf(text: string): number {
  const rate = Number(text);
  return (QUOTE_VAT_RATES as readonly number[]).includes(rate) ? rate : -1;
}

/** The deposit's percentage typed: null (the site's own) when empty. */
export function depositPercentOfText(text: string): number | null {
  if (text.trim() === '') return null;
  return wholeOf(text) ?? -1;
}

/** The body of `POST /admin/quote-request/{id}/quote`, and where each of its lines sits in the form. */
export function quoteInputOf(form: FormData): { input: QuoteInput; formIndexes: number[] } {
  const { lines, formIndexes } = quoteLinesOf(orderedLinesOf(form));
  const note = textOf(form, 'note');
  return {
    input: {
      lines,
      vatRate: vatRateOf(textOf(form, 'vatRate')),
      depositPercent: depositPercentOfText(textOf(form, 'depositPercent')),
      leadTimeWeeks: wholeOf(textOf(form, 'leadTimeWeeks')) ?? -1,
      validUntil: textOf(form, 'validUntil'),
      note: note === '' ? null : note,
    },
    formIndexes,
  };
}

/**
 * The API's refusals on the form's fields: `lines.{k}.quantity` (the k-th line sent) becomes the field of the line
 * where it was typed; the other fields keep their names.
 */
export function quoteErrorsOf(apiErrors: Record<string, string>, formIndexes: readonly number[]) {
  const errors: Record<string, string> = {};
  for (const [key, text] of Object.entries(apiErrors)) {
    const match = /^lines\.(\d+)(\..+)?$/.exec(key);
    const index = match ? formIndexes[Number(match[1])] : undefined;
    const field = match && index !== undefined ? `lines.${index}${match[2] ?? ''}` : key;
    errors[field] = errors[field] ? `${errors[field]} / ${text}` : text;
  }
  return errors;
}

/**
 * The totals the builder shows while the workshop types: the same reading and the same rule as the API, a line
 * not valid yet counting for nothing. `depositPercent` null: the site's default.
 */
export function liveQuoteAmounts(
  drafts: readonly QuoteLineDraft[],
  vatRate: number,
  depositPercent: number | null,
  siteDepositPercent: number,
) {
  const lines = drafts.map((draft) => ({
    kind: draft.kind,
    quantity: quantityOf(draft.quantity) ?? 0,
    unitPrice: centsOf(draft.unitPrice) ?? 0,
  }));
  const percent = depositPercent !== null && depositPercent >= 0 && depositPercent <= 100 ? depositPercent : null;
  const deposit = percent ?? siteDepositPercent;
  return { ...quoteAmounts(lines, Math.max(vatRate, 0), deposit), depositPercent: deposit };
}

/** A fabric's price per metre (cents including VAT) as the line's unit price excluding VAT at `vatRate`. */
export const exclVatOf = (inclVat: number, vatRate: number) => Math.round((inclVat * 10_000) / (10_000 + vatRate));

/** 1290 cents → '12.90', for an amount input. */
export const eurosText = (cents: number) => (cents / 100).toFixed(2);

/** 'YYYY-MM-DD' `days` after `today` (a day of the calendar, in UTC). */
export function daysAfter(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
