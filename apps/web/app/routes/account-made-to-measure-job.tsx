import { data, type HeadersFunction } from 'react-router';
import type { Route } from './+types/account-made-to-measure-job';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { localeFromPath } from '../features/i18n/locale.ts';
import { linguiOf } from '../features/i18n/use-translation.ts';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { jobAction, loadJob } from '../features/made-to-measure/job.server.ts';
import { jobPath } from '../features/made-to-measure/made-to-measure-urls.ts';
import { JobView } from '../features/made-to-measure/JobView.tsx';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/** The job of its logged owner, or of a guest's signed link (`?access=`); a job not theirs is a 404. */
export const loader = withPageMessages(
  'routes/account-made-to-measure-job.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const loaded = await loadJob(context.get(apiContext), request, params.id);
    return data({ ...loaded, layout: 'default' as const }, { headers: PRIVATE_HEADERS });
  },
);

/** The page's forms: reply, accept, decline, pay, the stage mails, the pick-up slot. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return jobAction(context.get(apiContext), request, params.id, locale);
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

/** Private: never indexed (the bench's Lighthouse leaves out its « is crawlable » audit for this reason). */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  const description =
    root && loaderData ? linguiOf(root.locale, loaderData.pageMessages)._('made-to-measure.job.metaDescription') : null;
  return [
    { name: 'robots', content: 'noindex' },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
};

/** Issue 19: `/account/made-to-measure/{id}`, a guest's with `?access=`. */
export default function AccountMadeToMeasureJob({ loaderData }: Route.ComponentProps) {
  const { job, access } = loaderData;
  const locale = useLocale();
  return (
    <JobView
      job={job}
      action={jobPath(job.id, locale, access)}
      payment={loaderData.payment}
      guest={access !== null}
      pickupOffers={loaderData.pickupOffers}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
