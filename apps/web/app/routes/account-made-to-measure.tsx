import { data, Link, useLoaderData, type HeadersFunction } from 'react-router';
import { formatPrice } from '@atelier/domain';
import type { Route } from './+types/account-made-to-measure';
import { PRIVATE_HEADERS, requireUser } from '../features/account/account-calls.server.ts';
import { localizePath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { jobPath, requestPath } from '../features/made-to-measure/made-to-measure-urls.ts';
import { displayDate } from '../features/orders/order-dates.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** A customer has a few jobs a year: one page holds them all. */
const JOBS_SHOWN = 100;

/** The logged customer's made-to-measure jobs, newest first (issue 19). */
export const loader = withPageMessages(
  'routes/account-made-to-measure.tsx',
  async ({ request, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    await requireUser(api, request);
    const list = await api.madeToMeasureJobs({ query: { nbItem: JOBS_SHOWN, page: 1 } });
    return data({ layout: 'default' as const, jobs: list.items }, { headers: PRIVATE_HEADERS });
  },
);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/** `/account/made-to-measure`: reference, piece, status in words, total, last stage, date; each opens its job. */
export default function AccountMadeToMeasure() {
  const { jobs } = useLoaderData<typeof loader>();
  const { t } = useTranslation('made-to-measure');
  const locale = useLocale();
  return (
    <div className="space-y-8 py-10">
      <title>{t('list.title')}</title>
      <div>
        <Link to={localizePath('/account', locale)} className="underline underline-offset-2">
          {t('list.back')}
        </Link>
        <h1 className="mt-4 text-4xl leading-tight font-semibold">{t('list.title')}</h1>
      </div>
      {jobs.length === 0 ? (
        <p className="text-lg">{t('list.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => (
            <li key={job.id} className="rounded-2xl border border-black/15 p-5">
              <h2 className="text-xl font-semibold">
                <Link to={jobPath(job.id, locale)} className="underline underline-offset-2">
                  <span className="sr-only">{t('list.open', { reference: job.reference })}</span>
                  <span aria-hidden="true">
                    {job.reference} · {t(`kind.${job.pieceKind}`)}
                  </span>
                </Link>
              </h2>
              <p className="mt-1">{job.description}</p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="font-semibold">{t('list.status')}</dt>
                  <dd>{t(`status.${job.status}`)}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('list.total')}</dt>
                  <dd>{job.total === null ? t('list.noTotal') : formatPrice(job.total, locale)}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('list.stage')}</dt>
                  <dd>{job.stage ?? t('list.noTotal')}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('list.date')}</dt>
                  <dd>{displayDate(job.createdAt)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={requestPath(locale)} className="underline underline-offset-2">
          {t('list.newRequest')}
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
