import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { MadeToMeasureJob } from '@atelier/contract';
import { formatPrice, QUOTE_LINE_KINDS, type QuoteLineKind } from '@atelier/domain';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { adminInput, adminLabel, primaryButton, secondaryButton } from '../admin/ConfirmButton.tsx';
import { JobCard } from './JobCard.tsx';
import { errorsOf, type JobActionResult } from './job-form.ts';
import {
  depositPercentOfText,
  eurosText,
  exclVatOf,
  lineField,
  liveQuoteAmounts,
  MAX_QUOTE_LINES,
  QUOTE_VAT_RATES,
  DEFAULT_VAT_RATE,
  type QuoteLineDraft,
} from './quote-form.ts';

/** A line of the builder: its draft, a key that follows it when lines move, and whether it is the request's fabric. */
type BuilderLine = QuoteLineDraft & { key: number; fromFabric: boolean };

interface QuoteBuilderProps {
  job: MadeToMeasureJob;
  /** The site's deposit percentage (BALANCE_PAYMENT_CONDITIONS, else 30 %), used when the field is left empty. */
  siteDepositPercent: number;
  /** 'YYYY-MM-DD': the validity offered by default. */
  defaultValidUntil: string;
  result: JobActionResult | undefined;
}

/**
 * The first lines: a renewal starts from the quote in force; a first quote from a labour line and, when the
 * customer chose one of the shop's fabrics, a fabric line at its price per metre excluding VAT. A blank line
 * follows (a blank line is not sent), two more without JavaScript (NO_SCRIPT_BLANKS).
 */
function firstLines(job: MadeToMeasureJob, labourLabel: string, vatRate: number): BuilderLine[] {
  let key = 0;
  const next = (draft: QuoteLineDraft, fromFabric = false): BuilderLine => ({ ...draft, key: key++, fromFabric });
  const blank = next({ kind: 'SUPPLIES', label: '', quantity: '', unit: '', unitPrice: '' });
  if (job.quote) {
    return [
      ...job.quote.lines.map((line) =>
        next({
          kind: line.kind,
          label: line.label,
          quantity: String(line.quantity),
          unit: line.unit,
          unitPrice: eurosText(line.unitPrice),
        }),
      ),
      blank,
    ];
  }
  const lines = [next({ kind: 'LABOUR', label: labourLabel, quantity: '', unit: 'h', unitPrice: '' })];
  if (job.fabric.type === 'SHOP' && job.fabric.pricePerMetre !== null) {
    lines.push(
      next(
        {
          kind: 'FABRIC',
          label: job.fabric.label ?? '',
          quantity: '',
          unit: 'm',
          unitPrice: eurosText(exclVatOf(job.fabric.pricePerMetre, vatRate)),
        },
        true,
      ),
    );
  }
  return [...lines, blank];
}

/** The extra blank lines of a page without JavaScript (negative keys: never a line of the state's). */
const NO_SCRIPT_BLANKS: BuilderLine[] = [-1, -2].map((key) => ({
  kind: 'SUPPLIES',
  label: '',
  quantity: '',
  unit: '',
  unitPrice: '',
  key,
  fromFabric: false,
}));

/** A field's refusal under it (its id `<field>-error`, named by the field's aria-describedby). */
function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null;
}

/**
 * The quote builder (issue 19 item 2): lines added, removed and reordered, the VAT rate, the deposit, the lead
 * time and the validity, with live totals computed by the rule the API issues the quote with (`quoteAmounts`).
 */
export function QuoteBuilder({ job, siteDepositPercent, defaultValidUntil, result }: QuoteBuilderProps) {
  const { t, locale } = useAdminTranslation('admin-made-to-measure');
  const navigation = useNavigation();
  const errors = errorsOf(result, 'quote');
  const initialVat = job.quote?.vatRate ?? DEFAULT_VAT_RATE;
  const [lines, setLines] = useState(() => firstLines(job, t('quote.defaultLabour'), initialVat));
  const [nextKey, setNextKey] = useState(100);
  const hydrated = useHydrated();
  // Without JavaScript the buttons that add, move and remove lines do nothing: two more blank lines instead, and a
  // position field per line to reorder them.
  const shown = hydrated ? lines : [...lines, ...NO_SCRIPT_BLANKS].slice(0, MAX_QUOTE_LINES);
  const [vatRate, setVatRate] = useState(initialVat);
  const [deposit, setDeposit] = useState(job.quote ? String(job.quote.depositPercent) : '');
  const amounts = liveQuoteAmounts(lines, vatRate, depositPercentOfText(deposit), siteDepositPercent);
  const money = (cents: number) => formatPrice(cents, locale);

  const update = (key: number, field: keyof QuoteLineDraft, value: string) =>
    setLines((current) =>
      current.map((line) =>
        line.key === key ? { ...line, [field]: value, fromFabric: line.fromFabric && field !== 'unitPrice' } : line,
      ),
    );
  const changeKind = (key: number, kind: QuoteLineKind) =>
    setLines((current) =>
      current.map((line) =>
        // A line whose unit was the kind's usual one takes the new kind's (h for labour, m for fabric).
        line.key === key
          ? {
              ...line,
              kind,
              unit:
                line.unit === '' || line.unit === t(`quote.units.${line.kind}`) ? t(`quote.units.${kind}`) : line.unit,
            }
          : line,
      ),
    );
  const move = (index: number, by: -1 | 1) =>
    setLines((current) => {
      const other = index + by;
      if (other < 0 || other >= current.length) return current;
      const moved = [...current];
      [moved[index], moved[other]] = [moved[other]!, moved[index]!];
      return moved;
    });
  const changeVat = (rate: number) => {
    setVatRate(rate);
    // The request's fabric, still at its shop price, follows the rate: its price including VAT stays the shop's.
    const perMetre = job.fabric.pricePerMetre;
    if (perMetre !== null) {
      setLines((current) =>
        current.map((line) => (line.fromFabric ? { ...line, unitPrice: eurosText(exclVatOf(perMetre, rate)) } : line)),
      );
    }
  };
  const add = () => {
    setLines((current) => [
      ...current,
      {
        kind: 'LABOUR',
        label: '',
        quantity: '',
        unit: t('quote.units.LABOUR'),
        unitPrice: '',
        key: nextKey,
        fromFabric: false,
      },
    ]);
    setNextKey((key) => key + 1);
  };

  const fieldError = (name: string) => errors[name];
  const described = (id: string, error: string | undefined) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  });

  return (
    <JobCard id="job-quote-builder-title" title={job.quote ? t('quote.renew') : t('quote.title')}>
      <Form method="post" className="space-y-4" noValidate data-testid="quote-builder">
        <input type="hidden" name="intent" value="quote" />
        <fieldset className="space-y-3">
          <legend className="font-semibold">{t('quote.lines')}</legend>
          <p className="text-sm text-stone-700">{t('quote.blankLine')}</p>
          {!hydrated && <p className="text-sm text-stone-700">{t('quote.positionHint')}</p>}
          {errors['lines'] && <p className="text-sm text-red-800">{errors['lines']}</p>}
          {shown.map((line, index) => {
            const number = index + 1;
            const id = (field: string) => `quote-line-${line.key}-${field}`;
            const error = (field: keyof QuoteLineDraft) => fieldError(lineField(index, field));
            return (
              <fieldset
                key={line.key}
                className="grid grid-cols-2 gap-3 rounded-md border border-stone-300 p-3 sm:grid-cols-6"
              >
                <legend className="px-1 text-sm font-semibold">{t('quote.line', { number })}</legend>
                {!hydrated && (
                  // Without JavaScript the ↑/↓ buttons do nothing: the lines are put in the order of these numbers
                  // when the quote is sent (quote-form.ts `orderedLinesOf`).
                  <div className="col-span-2 sm:col-span-6">
                    <label htmlFor={id('position')} className={adminLabel}>
                      {t('quote.position')}
                    </label>
                    <input
                      id={id('position')}
                      name={lineField(index, 'position')}
                      type="number"
                      min={1}
                      max={shown.length}
                      inputMode="numeric"
                      defaultValue={number}
                      className={`${adminInput} max-w-24`}
                    />
                  </div>
                )}
                <div className="col-span-2 sm:col-span-2">
                  <label htmlFor={id('kind')} className={adminLabel}>
                    {t('quote.kind')}
                  </label>
                  <select
                    id={id('kind')}
                    name={lineField(index, 'kind')}
                    value={line.kind}
                    onChange={(event) => changeKind(line.key, event.target.value as QuoteLineKind)}
                    className={adminInput}
                  >
                    {QUOTE_LINE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`quote.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="col-span-2 sm:col-span-4">
                  <label htmlFor={id('label')} className={adminLabel}>
                    {t('quote.label')}
                  </label>
                  <input
                    id={id('label')}
                    name={lineField(index, 'label')}
                    value={line.label}
                    maxLength={300}
                    onChange={(event) => update(line.key, 'label', event.target.value)}
                    className={adminInput}
                    {...described(id('label'), error('label'))}
                  />
                  <ErrorText id={id('label')} error={error('label')} />
                </div>
                <div className="sm:col-span-2">
                  <label htmlFor={id('quantity')} className={adminLabel}>
                    {t('quote.quantity')}
                  </label>
                  <input
                    id={id('quantity')}
                    name={lineField(index, 'quantity')}
                    inputMode="decimal"
                    value={line.quantity}
                    onChange={(event) => update(line.key, 'quantity', event.target.value)}
                    className={adminInput}
                    {...described(id('quantity'), error('quantity'))}
                  />
                  <ErrorText id={id('quantity')} error={error('quantity')} />
                </div>
                <div className="sm:col-span-1">
                  <label htmlFor={id('unit')} className={adminLabel}>
                    {t('quote.unit')}
                  </label>
                  <input
                    id={id('unit')}
                    name={lineField(index, 'unit')}
                    value={line.unit}
                    maxLength={20}
                    onChange={(event) => update(line.key, 'unit', event.target.value)}
                    className={adminInput}
                  />
                </div>
                <div className="col-span-2 sm:col-span-3">
                  <label htmlFor={id('unitPrice')} className={adminLabel}>
                    {t('quote.unitPrice')}
                  </label>
                  <input
                    id={id('unitPrice')}
                    name={lineField(index, 'unitPrice')}
                    inputMode="decimal"
                    value={line.unitPrice}
                    onChange={(event) => update(line.key, 'unitPrice', event.target.value)}
                    className={adminInput}
                    {...described(id('unitPrice'), error('unitPrice'))}
                  />
                  <ErrorText id={id('unitPrice')} error={error('unitPrice')} />
                </div>
                <p className="col-span-2 text-sm sm:col-span-6" data-testid="quote-line-total">
                  {t('quote.lineTotal', { amount: money(amounts.lineTotals[index] ?? 0) })}
                </p>
                {hydrated && (
                  <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-6">
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      aria-label={t('quote.moveUp', { number })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => move(index, 1)}
                      disabled={index === lines.length - 1}
                      aria-label={t('quote.moveDown', { number })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                      disabled={lines.length === 1}
                    >
                      {t('quote.removeLine', { number })}
                    </button>
                  </div>
                )}
              </fieldset>
            );
          })}
          {hydrated && (
            <button type="button" className={secondaryButton} onClick={add} disabled={lines.length >= MAX_QUOTE_LINES}>
              {t('quote.addLine')}
            </button>
          )}
        </fieldset>

        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="quote-vat" className={adminLabel}>
              {t('quote.vatRate')}
            </label>
            <select
              id="quote-vat"
              name="vatRate"
              value={vatRate}
              onChange={(event) => changeVat(Number(event.target.value))}
              className={adminInput}
              {...described('quote-vat', fieldError('vatRate'))}
            >
              {QUOTE_VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {t(`quote.vatRates.${rate}`)}
                </option>
              ))}
            </select>
            <ErrorText id="quote-vat" error={fieldError('vatRate')} />
          </div>
          <div>
            <label htmlFor="quote-deposit" className={adminLabel}>
              {t('quote.depositPercent')}
            </label>
            <input
              id="quote-deposit"
              name="depositPercent"
              inputMode="numeric"
              value={deposit}
              placeholder={String(siteDepositPercent)}
              onChange={(event) => setDeposit(event.target.value)}
              className={adminInput}
              aria-invalid={fieldError('depositPercent') ? true : undefined}
              aria-describedby={`quote-deposit-hint${fieldError('depositPercent') ? ' quote-deposit-error' : ''}`}
            />
            <p id="quote-deposit-hint" className="mt-1 text-sm text-stone-700">
              {t('quote.depositDefault', { percent: siteDepositPercent })}
            </p>
            <ErrorText id="quote-deposit" error={fieldError('depositPercent')} />
          </div>
          <div>
            <label htmlFor="quote-lead-time" className={adminLabel}>
              {t('quote.leadTime')}
            </label>
            <input
              id="quote-lead-time"
              name="leadTimeWeeks"
              type="number"
              min={1}
              max={104}
              inputMode="numeric"
              defaultValue={job.quote?.leadTimeWeeks ?? 4}
              className={adminInput}
              {...described('quote-lead-time', fieldError('leadTimeWeeks'))}
            />
            <ErrorText id="quote-lead-time" error={fieldError('leadTimeWeeks')} />
          </div>
          <div>
            <label htmlFor="quote-valid-until" className={adminLabel}>
              {t('quote.validUntil')}
            </label>
            <input
              id="quote-valid-until"
              name="validUntil"
              type="date"
              defaultValue={defaultValidUntil}
              className={adminInput}
              {...described('quote-valid-until', fieldError('validUntil'))}
            />
            <ErrorText id="quote-valid-until" error={fieldError('validUntil')} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="quote-note" className={adminLabel}>
              {t('quote.note')}
            </label>
            <textarea
              id="quote-note"
              name="note"
              rows={2}
              maxLength={5000}
              defaultValue={job.quote?.note ?? ''}
              className={adminInput}
              {...described('quote-note', fieldError('note'))}
            />
            <ErrorText id="quote-note" error={fieldError('note')} />
          </div>
        </div>

        <section aria-labelledby="quote-totals-title" className="rounded-md bg-stone-100 p-3">
          <h3 id="quote-totals-title" className="font-semibold">
            {t('quote.totals')}
          </h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-right" aria-live="polite" data-testid="quote-totals">
            <dt>{t('quote.totalExclVat')}</dt>
            <dd data-amount="totalExclVat">{money(amounts.totalExclVat)}</dd>
            <dt>{t('quote.vat')}</dt>
            <dd data-amount="vat">{money(amounts.vat)}</dd>
            <dt className="font-semibold">{t('quote.total')}</dt>
            <dd className="font-semibold" data-amount="total">
              {money(amounts.total)}
            </dd>
            <dt>{t('quote.deposit', { percent: amounts.depositPercent })}</dt>
            <dd data-amount="deposit">{money(amounts.deposit)}</dd>
            <dt>{t('quote.balance')}</dt>
            <dd data-amount="balance">{money(amounts.balance)}</dd>
          </dl>
        </section>
        <p className="text-sm text-stone-700">{t('quote.withdrawal')}</p>
        <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
          {t('quote.send')}
        </button>
      </Form>
    </JobCard>
  );
}
