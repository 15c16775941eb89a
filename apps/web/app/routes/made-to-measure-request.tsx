import { data, type HeadersFunction } from 'react-router';
import type { Route } from './+types/made-to-measure-request';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { localeFromPath } from '../features/i18n/locale.ts';
import { linguiOf } from '../features/i18n/use-translation.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { requestUrls } from '../features/made-to-measure/made-to-measure-urls.ts';
import { RequestPage } from '../features/made-to-measure/RequestPage.tsx';
import { loadRequestPage, sendRequest } from '../features/made-to-measure/request.server.ts';
import { seoMeta } from '../features/seo/seo-meta.ts';
import { rootSeoData, seoSite } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/** The form's offers (the shop's fabrics, the photo limit, pick-up and delivery) and the visitor if logged. */
export const loader = withPageMessages('routes/made-to-measure-request.tsx', async ({ context }: Route.LoaderArgs) => {
  const page = await loadRequestPage(context.get(apiContext));
  // A logged customer's page shows their e-mail: theirs alone.
  return data(
    { page, languageUrls: requestUrls(), layout: 'default' as const },
    page.customer ? { headers: PRIVATE_HEADERS } : {},
  );
});

/** The form posted (with or without JavaScript), sent on to POST /quote-request with its photos. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return sendRequest(context.get(apiContext), await request.formData(), locale);
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) => {
  const root = rootSeoData(matches);
  if (!root || !page) return [];
  const i18n = linguiOf(root.locale, root.messages);
  return seoMeta(seoSite(root), {
    title: i18n._('made-to-measure.request.title'),
    description: i18n._('made-to-measure.request.metaDescription'),
    urls: requestUrls(),
    image: null,
  });
};

/** Issue 19 item 1: `/devis-sur-mesure`, `/en/made-to-measure-quote`. */
export default function MadeToMeasureRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestPage page={loaderData.page} answer={actionData} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
