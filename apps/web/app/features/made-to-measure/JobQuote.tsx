import { Link } from 'react-router';
import type { MadeToMeasureJob, Quote } from '@atelier/contract';
import { formatPrice, numberFormat } from '@atelier/domain';
import { AccountCheckbox, inputClasses } from '../account/AccountField.tsx';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { displayDate, displayDateTime } from '../orders/order-dates.ts';
import { useLocale } from '../site/site-data.ts';
import { JobForm, JobTextarea, SubmitButton } from './JobForms.tsx';

const percent = (basisPoints: number, locale: string) =>
  numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );

/** The quote in force: its lines, totals, deposit (« acompte », explained) and balance, terms, PDF. */
export function QuoteDetail({ quote }: { quote: Quote }) {
  const { t } = useTranslation('made-to-measure');
  const locale = useLocale();
  const price = (cents: number) => formatPrice(cents, locale);
  const quantity = numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 });
  return (
    <div className="space-y-4">
      <p className="text-sm">{t('quote.issued', { date: displayDate(quote.issuedAt) })}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-b border-black/20">
              <th scope="col" className="py-2 pr-2">
                {t('quote.line')}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {t('quote.quantity')}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {t('quote.unitPrice')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('quote.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={index} className="border-b border-black/10">
                <td className="py-2 pr-2">{line.label}</td>
                <td className="py-2 pr-2 text-right">
                  {quantity.format(line.quantity)} {line.unit}
                </td>
                <td className="py-2 pr-2 text-right">{price(line.unitPrice)}</td>
                <td className="py-2 text-right">{price(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto max-w-sm space-y-1">
        <div className="flex justify-between gap-4">
          <dt>{t('quote.totalExclVat')}</dt>
          <dd>{price(quote.totalExclVat)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{quote.vatRate === 0 ? t('quote.noVat') : t('quote.vat', { rate: percent(quote.vatRate, locale) })}</dt>
          <dd>{price(quote.vat)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-semibold">
          <dt>{t('quote.total')}</dt>
          <dd>{price(quote.total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('quote.deposit', { percent: quote.depositPercent })}</dt>
          <dd>{price(quote.deposit)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('quote.balance')}</dt>
          <dd>{price(quote.balance)}</dd>
        </div>
      </dl>
      <p className="text-sm">{t('quote.depositExplained')}</p>
      <p>{t('quote.leadTime', { count: quote.leadTimeWeeks })}</p>
      <p>{t('quote.validUntil', { date: displayDate(quote.validUntil) })}</p>
      {quote.note && (
        <div>
          <h3 className="font-semibold">{t('quote.note')}</h3>
          <p className="whitespace-pre-line">{quote.note}</p>
        </div>
      )}
      <p className="rounded-xl bg-black/5 px-4 py-3 text-sm">{t('quote.withdrawal')}</p>
      <p>
        <a href={quote.pdfUrl} className="underline underline-offset-2">
          {t('quote.pdf', { number: quote.number })}
        </a>
      </p>
      {quote.acceptance && (
        <p className="font-semibold">
          {t('quote.accepted', { name: quote.acceptance.name, date: displayDateTime(quote.acceptance.at) })}
        </p>
      )}
      {quote.decline && (
        <p>{t('quote.declined', { date: displayDate(quote.decline.at), reason: quote.decline.reason })}</p>
      )}
    </div>
  );
}

/** The quote and, while it waits for the customer, the forms to accept it (name as signature, terms) or decline it. */
export function JobQuote({ job, action }: { job: MadeToMeasureJob; action: string }) {
  const { t } = useTranslation('made-to-measure');
  const locale = useLocale();
  const { quote } = job;
  if (!quote) return null;
  return (
    <section aria-labelledby="mtm-quote" className="space-y-6">
      <h2 id="mtm-quote" className="text-2xl font-semibold">
        {t('quote.title', { number: quote.number })}
      </h2>
      <QuoteDetail quote={quote} />
      {job.actions.includes('ACCEPT') && (
        <JobForm intent="accept" action={action} className="space-y-4 rounded-2xl border border-black/15 p-5">
          <h3 className="text-xl font-semibold">{t('quote.acceptTitle')}</h3>
          <div>
            <label htmlFor="mtm-accept-name" className="mb-1.5 block font-semibold">
              {t('quote.signature')}
            </label>
            <input
              id="mtm-accept-name"
              name="name"
              required
              maxLength={200}
              autoComplete="name"
              defaultValue=""
              className={inputClasses}
            />
          </div>
          <AccountCheckbox
            id="mtm-accept-terms"
            name="acceptTerms"
            required
            label={
              <>
                {t('quote.acceptTerms')}{' '}
                <Link to={localizePath('/sale-terms', locale)} className="underline underline-offset-2">
                  {t('quote.saleTerms')}
                </Link>
              </>
            }
          />
          <SubmitButton intent="accept">{t('quote.accept')}</SubmitButton>
        </JobForm>
      )}
      {job.actions.includes('DECLINE') && (
        <JobForm intent="decline" action={action} className="space-y-4 rounded-2xl border border-black/15 p-5">
          <h3 className="text-xl font-semibold">{t('quote.declineTitle')}</h3>
          <JobTextarea id="mtm-decline-reason" name="reason" label={t('quote.reason')} />
          <SubmitButton intent="decline">{t('quote.decline')}</SubmitButton>
        </JobForm>
      )}
    </section>
  );
}
