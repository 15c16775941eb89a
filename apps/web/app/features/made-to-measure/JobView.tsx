import { Link } from 'react-router';
import type { MadeToMeasureJob } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { displayDate, displayDateTime } from '../orders/order-dates.ts';
import { useLocale } from '../site/site-data.ts';
import type { PaymentReturn, PickupOffer } from './job.server.ts';
import { JobForm, JobTextarea, SubmitButton } from './JobForms.tsx';
import { JobHandover } from './JobHandover.tsx';
import { JobPhotos } from './JobPhotos.tsx';
import { JobQuote } from './JobQuote.tsx';
import { JobTimeline } from './JobTimeline.tsx';
import { jobsPath } from './made-to-measure-urls.ts';

/** The banner's words: what happens next in this state (READY says how the piece is handed over). */
function nextKey(job: MadeToMeasureJob) {
  if (job.status !== 'READY') return `next.${job.status}`;
  if (job.handover.type === 'DELIVERY') return 'next.READY_DELIVERY';
  return job.handover.pickup ? 'next.READY_PICKUP_BOOKED' : 'next.READY_PICKUP';
}

function StatusBanner({ job, payment }: { job: MadeToMeasureJob; payment: PaymentReturn }) {
  const { t } = useTranslation('made-to-measure');
  return (
    <div className="space-y-3">
      {payment && (
        <p
          role={payment === 'DECLINED' ? 'alert' : 'status'}
          className={`rounded-xl px-4 py-3 font-medium ring-1 ${payment === 'DECLINED' ? 'bg-red-50 text-red-900 ring-red-700/30' : 'bg-green-50 text-green-900 ring-green-700/30'}`}
        >
          {t(`job.payment${payment === 'PAID' ? 'Paid' : payment === 'PENDING' ? 'Pending' : 'Declined'}`)}
        </p>
      )}
      <div className="rounded-2xl bg-primary/10 p-5">
        <p className="text-sm font-semibold tracking-wide uppercase">{t(`status.${job.status}`)}</p>
        <p className="mt-1 text-lg">{t(nextKey(job), { date: job.quote ? displayDate(job.quote.validUntil) : '' })}</p>
      </div>
    </div>
  );
}

function RequestSummary({ job }: { job: MadeToMeasureJob }) {
  const { t } = useTranslation('made-to-measure');
  const locale = useLocale();
  const { width, depth, height } = job.dimensions;
  const fabric =
    job.fabric.type === 'UNDECIDED'
      ? t('job.fabricUndecided')
      : job.fabric.type === 'OWN'
        ? t('job.fabricOwnLabel', { label: job.fabric.label ?? '' })
        : [
            job.fabric.label,
            job.fabric.pricePerMetre !== null
              ? t('request.perMetre', { price: formatPrice(job.fabric.pricePerMetre, locale) })
              : null,
          ]
            .filter(Boolean)
            .join(' — ');
  const rows: [string, string | null][] = [
    [t('job.piece'), `${t(`kind.${job.pieceKind}`)} — ${job.description}`],
    [
      t('job.dimensions'),
      width || depth || height
        ? t('job.dimensionsValue', { width: width ?? '–', depth: depth ?? '–', height: height ?? '–' })
        : null,
    ],
    [t('job.condition'), t(`request.condition_${job.condition}`)],
    [t('job.fabric'), fabric],
    [t('job.wishedDate'), job.wishedDate ? displayDate(job.wishedDate) : null],
    [t('job.handover'), t(job.handover.type === 'PICKUP' ? 'request.pickup' : 'request.delivery')],
    [t('job.message'), job.message],
  ];
  return (
    <section aria-labelledby="mtm-request" className="space-y-4">
      <h2 id="mtm-request" className="text-2xl font-semibold">
        {t('job.requestTitle')}
      </h2>
      <p className="text-sm">{t('job.sentOn', { date: displayDate(job.createdAt) })}</p>
      <dl className="space-y-2">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="sm:flex sm:gap-4">
              <dt className="font-semibold sm:w-40 sm:shrink-0">{label}</dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
      </dl>
      {job.photos.length > 0 && (
        <>
          <h3 className="font-semibold">{t('job.photos')}</h3>
          <JobPhotos
            photos={job.photos}
            label={(index) => t('job.openPhoto', { index: index + 1, total: job.photos.length })}
          />
        </>
      )}
    </section>
  );
}

function Thread({ job, action }: { job: MadeToMeasureJob; action: string }) {
  const { t } = useTranslation('made-to-measure');
  if (job.messages.length === 0 && !job.actions.includes('REPLY')) return null;
  return (
    <section aria-labelledby="mtm-thread" className="space-y-4">
      <h2 id="mtm-thread" className="text-2xl font-semibold">
        {t('thread.title')}
      </h2>
      {job.messages.length === 0 ? (
        <p>{t('thread.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {job.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-2xl p-4 ${message.author === 'WORKSHOP' ? 'mr-8 bg-black/5' : 'ml-8 bg-primary/10'}`}
            >
              <p className="text-sm font-semibold">
                {t(`thread.${message.author}`)} ·{' '}
                <time dateTime={message.createdAt}>{displayDateTime(message.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {job.actions.includes('REPLY') && (
        <JobForm intent="reply" action={action}>
          <JobTextarea id="mtm-reply" name="body" label={t('thread.reply')} rows={4} />
          <SubmitButton intent="reply">{t('thread.send')}</SubmitButton>
        </JobForm>
      )}
    </section>
  );
}

function PayButton({ job, action }: { job: MadeToMeasureJob; action: string }) {
  const { t } = useTranslation('made-to-measure');
  const locale = useLocale();
  if (job.amountDue === null || !['ACCEPTED', 'BALANCE_DUE'].includes(job.status)) return null;
  const amount = formatPrice(job.amountDue, locale);
  return (
    <JobForm intent="pay" action={action}>
      <SubmitButton intent="pay">
        {t(job.status === 'ACCEPTED' ? 'pay.deposit' : 'pay.balance', { amount })}
      </SubmitButton>
    </JobForm>
  );
}

function Documents({ job }: { job: MadeToMeasureJob }) {
  const { t } = useTranslation('made-to-measure');
  const quotes = [...(job.quote ? [job.quote] : []), ...job.previousQuotes];
  const invoices = job.payments.filter((payment) => payment.invoiceUrl && payment.invoiceNumber);
  if (quotes.length === 0 && invoices.length === 0) return null;
  return (
    <section aria-labelledby="mtm-documents" className="space-y-3">
      <h2 id="mtm-documents" className="text-2xl font-semibold">
        {t('documents.title')}
      </h2>
      <ul className="space-y-1">
        {quotes.map((quote) => (
          <li key={`quote-${quote.id}`}>
            <a href={quote.pdfUrl} className="underline underline-offset-2">
              {t('documents.quote', { number: quote.number })}
            </a>
          </li>
        ))}
        {invoices.map((payment) => (
          <li key={`invoice-${payment.id}`}>
            <a href={payment.invoiceUrl ?? ''} className="underline underline-offset-2">
              {t(`documents.invoice${payment.kind}`, { number: payment.invoiceNumber })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A made-to-measure job's page (issue 19 items 3–5): what happens next, the request, the thread, the quote with
 * its acceptance, the payments, the production's timeline, the hand-over and the documents. `action` is the
 * page's own address (with a guest's signed link token), which every form posts to.
 */
export function JobView({
  job,
  action,
  payment,
  guest,
  pickupOffers,
}: {
  job: MadeToMeasureJob;
  action: string;
  payment: PaymentReturn;
  guest: boolean;
  pickupOffers: PickupOffer[];
}) {
  const { t } = useTranslation('made-to-measure');
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-3xl space-y-10 py-10">
      <title>{t('job.title', { reference: job.reference })}</title>
      <div>
        {!guest && (
          <Link to={jobsPath(locale)} className="underline underline-offset-2">
            {t('job.back')}
          </Link>
        )}
        <h1 className="mt-4 text-4xl leading-tight font-semibold">{t('job.title', { reference: job.reference })}</h1>
      </div>
      <StatusBanner job={job} payment={payment} />
      <PayButton job={job} action={action} />
      <JobQuote job={job} action={action} />
      <Thread job={job} action={action} />
      <JobTimeline job={job} action={action} />
      <JobHandover job={job} action={action} offers={pickupOffers} />
      <RequestSummary job={job} />
      <Documents job={job} />
    </div>
  );
}
