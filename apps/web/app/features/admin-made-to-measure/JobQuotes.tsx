import type { MadeToMeasureJob, Quote } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { displayDate, displayDateTime } from '../orders/order-dates.ts';
import { JobCard } from './JobCard.tsx';

/** A quote as issued: its number, lines, amounts, PDF, and the customer's acceptance or decline. */
function QuoteView({ quote, testId }: { quote: Quote; testId?: string }) {
  const { t, locale } = useAdminTranslation('admin-made-to-measure');
  const money = (cents: number) => formatPrice(cents, locale);
  return (
    <article className="space-y-3" data-testid={testId}>
      <h3 className="flex flex-wrap items-center gap-2 font-semibold">
        <span>{t('quote.number', { number: quote.number })}</span>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm ring-1 ring-stone-400">
          {t(`quote.quoteStatus.${quote.status}`)}
        </span>
      </h3>
      <p className="text-sm text-stone-700">
        {t('quote.issuedOn', { date: displayDateTime(quote.issuedAt), validUntil: displayDate(quote.validUntil) })} ·{' '}
        {t('quote.leadTimeValue', { weeks: quote.leadTimeWeeks })}
      </p>
      <ul className="divide-y divide-stone-200">
        {quote.lines.map((line, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-3 py-1">
            <span>
              {line.label}{' '}
              <span className="text-sm text-stone-700">
                ({line.quantity} {line.unit} × {money(line.unitPrice)})
              </span>
            </span>
            <span className="whitespace-nowrap">{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-right">
        <dt>{t('quote.totalExclVat')}</dt>
        <dd>{money(quote.totalExclVat)}</dd>
        <dt>
          {t('quote.vat')} ({(quote.vatRate / 100).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR')} %)
        </dt>
        <dd>{money(quote.vat)}</dd>
        <dt className="font-semibold">{t('quote.total')}</dt>
        <dd className="font-semibold">{money(quote.total)}</dd>
        <dt>{t('quote.deposit', { percent: quote.depositPercent })}</dt>
        <dd>{money(quote.deposit)}</dd>
        <dt>{t('quote.balance')}</dt>
        <dd>{money(quote.balance)}</dd>
      </dl>
      {quote.note && <p className="whitespace-pre-line">{quote.note}</p>}
      {quote.acceptance && (
        <p className="rounded-md bg-green-50 p-2 text-green-900">
          {t('quote.accepted', {
            name: quote.acceptance.name,
            at: displayDateTime(quote.acceptance.at),
            ip: quote.acceptance.ipAddress,
          })}
        </p>
      )}
      {quote.decline && (
        <p className="rounded-md bg-stone-100 p-2">
          {t('quote.declined', { at: displayDateTime(quote.decline.at), reason: quote.decline.reason })}
        </p>
      )}
      <a href={quote.pdfUrl} className="inline-flex min-h-11 items-center underline" download>
        {t('quote.pdf', { number: quote.number })}
      </a>
    </article>
  );
}

/** The quote in force and the earlier ones (issue 19 item 2). */
export function JobQuotes({ job }: { job: MadeToMeasureJob }) {
  const { t } = useAdminTranslation('admin-made-to-measure');
  if (!job.quote && job.previousQuotes.length === 0) return null;
  return (
    <JobCard id="job-quotes-title" title={t('quote.inForce')}>
      {job.quote && <QuoteView quote={job.quote} testId="job-quote" />}
      <p className="text-sm text-stone-700">{t('quote.withdrawal')}</p>
      {job.previousQuotes.length > 0 && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
            {t('quote.previous')}
          </summary>
          <div className="mt-2 space-y-6">
            {job.previousQuotes.map((quote) => (
              <QuoteView key={quote.id} quote={quote} />
            ))}
          </div>
        </details>
      )}
    </JobCard>
  );
}
