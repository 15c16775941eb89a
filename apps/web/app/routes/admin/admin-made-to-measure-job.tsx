import { data, Link, useActionData, useLoaderData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/admin-made-to-measure-job';
import { ADMIN_HEADERS, adminRowId, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { runJobAction } from '../../features/admin-made-to-measure/job-actions.server.ts';
import { JobCancel } from '../../features/admin-made-to-measure/JobCancel.tsx';
import { JobHandover } from '../../features/admin-made-to-measure/JobHandover.tsx';
import { JobMoney } from '../../features/admin-made-to-measure/JobMoney.tsx';
import { JobProduction } from '../../features/admin-made-to-measure/JobProduction.tsx';
import { JobQuotes } from '../../features/admin-made-to-measure/JobQuotes.tsx';
import { JobRequest } from '../../features/admin-made-to-measure/JobRequest.tsx';
import { JobThread } from '../../features/admin-made-to-measure/JobThread.tsx';
import {
  AwaitingBadge,
  MadeToMeasureStatusBadge,
} from '../../features/admin-made-to-measure/MadeToMeasureStatusBadge.tsx';
import { QuoteBuilder } from '../../features/admin-made-to-measure/QuoteBuilder.tsx';
import { daysAfter, DEFAULT_VALIDITY_DAYS } from '../../features/admin-made-to-measure/quote-form.ts';
import { todayInParis } from '../../features/made-to-measure/request-form.ts';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * One made-to-measure job in the back-office (issue 19 items 2 to 5): the request, the thread, the quote builder,
 * the production stages with photos, the payments, the hand-over and the close; only what the job's state allows
 * (its `actions`) is offered.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const job = await api.adminMadeToMeasureJob({ params: { id } });
  // The site's deposit (BALANCE_PAYMENT_CONDITIONS) is what a quote asks when its own field is left empty.
  const siteDepositPercent = job.actions.includes('QUOTE') ? (await api.madeToMeasureOptions()).depositPercent : null;
  return data(
    { job, siteDepositPercent, defaultValidUntil: daysAfter(todayInParis(), DEFAULT_VALIDITY_DAYS) },
    { headers: ADMIN_HEADERS },
  );
}

/** Each form posts its `intent` (question, quote, cancel, stage, balance, delivery, close). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return runJobAction(api, adminRowId(params), await request.formData());
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminMadeToMeasureJobPage() {
  const { job, siteDepositPercent, defaultValidUntil } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useAdminTranslation('admin-made-to-measure');
  useActionToast(result, t);
  const title = t('job.title', { reference: job.reference });
  return (
    <div className="space-y-6" data-testid="admin-made-to-measure-job">
      <title>{title}</title>
      <div className="space-y-2">
        <Link to={adminPath('made-to-measure', locale)} className="inline-flex min-h-11 items-center underline">
          {t('job.back')}
        </Link>
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <MadeToMeasureStatusBadge status={job.status} />
          {job.awaitingWorkshop && <AwaitingBadge />}
          <span className="text-stone-700">{t('job.receivedOn', { date: displayDateTime(job.createdAt) })}</span>
        </p>
        <p className="font-semibold" data-testid="job-next">
          {t(`next.${job.status}`)}
        </p>
        {result && !result.ok && (
          <p role="alert" className="text-red-800" data-testid="job-refused">
            {result.message}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          {/* Before the first quote, the request comes first: it is what the quote answers (on a phone too). */}
          {!job.quote && <JobRequest job={job} />}
          {job.actions.includes('QUOTE') && siteDepositPercent !== null && (
            <QuoteBuilder
              key={job.quote?.id ?? 'first'}
              job={job}
              siteDepositPercent={siteDepositPercent}
              defaultValidUntil={defaultValidUntil}
              result={result}
            />
          )}
          <JobProduction job={job} result={result} />
          <JobHandover job={job} result={result} />
          <JobQuotes job={job} />
          <JobMoney job={job} />
        </div>
        <div className="min-w-0 space-y-6">
          <JobThread job={job} result={result} />
          {job.quote && <JobRequest job={job} />}
          {job.actions.includes('CANCEL') && <JobCancel result={result} />}
        </div>
      </div>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
