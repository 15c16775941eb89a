import type { MadeToMeasureJob } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { displayDate } from '../orders/order-dates.ts';
import { JobCard, JobPhoto } from './JobCard.tsx';

/** What the customer asked (issue 19 item 1): the piece, its photos, the fabric, the date, the hand-over, who. */
export function JobRequest({ job }: { job: MadeToMeasureJob }) {
  const { t, locale } = useAdminTranslation('admin-made-to-measure');
  const none = t('job.none');
  const size = (value: number | null) => (value === null ? '?' : String(value));
  const { width, depth, height } = job.dimensions;
  const fabric =
    job.fabric.type === 'SHOP'
      ? t('job.fabricShop', {
          label: job.fabric.label ?? none,
          price: job.fabric.pricePerMetre === null ? none : formatPrice(job.fabric.pricePerMetre, locale),
        })
      : job.fabric.type === 'OWN'
        ? t('job.fabricOwn', { label: job.fabric.label ?? none })
        : t('job.fabricUndecided');
  const rows: [string, string][] = [
    [t('job.description'), `${t(`piece.${job.pieceKind}`)} — ${job.description}`],
    [
      t('job.dimensions'),
      width === null && depth === null && height === null
        ? none
        : t('job.dimensionsValue', { width: size(width), depth: size(depth), height: size(height) }),
    ],
    [t('job.condition'), t(`condition.${job.condition}`)],
    [t('job.fabric'), fabric],
    [t('job.wishedDate'), job.wishedDate ? displayDate(job.wishedDate) : none],
    [t('job.handover'), t(`handover.${job.handover.type}`)],
  ];
  const name = `${job.firstname} ${job.lastname}`.trim() || job.customerName;
  return (
    <JobCard id="job-request-title" title={t('job.request')}>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
        {job.message && (
          <div className="contents">
            <dt className="font-semibold">{t('job.message')}</dt>
            <dd className="break-words whitespace-pre-line">{job.message}</dd>
          </div>
        )}
      </dl>
      <div>
        <h3 className="font-semibold">{t('job.contact')}</h3>
        <p>
          {name}
          <br />
          <a href={`mailto:${job.email}`} className="inline-flex min-h-11 items-center break-all underline">
            {job.email}
          </a>
          {job.phone && (
            <>
              <br />
              <a href={`tel:${job.phone}`} className="inline-flex min-h-11 items-center underline">
                {job.phone}
              </a>
            </>
          )}
        </p>
      </div>
      {job.photos.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">{t('job.photos')}</h3>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {job.photos.map((photo, index) => (
              <li key={photo.id}>
                <JobPhoto {...photo} alt={t('job.photoAlt', { number: index + 1 })} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </JobCard>
  );
}
