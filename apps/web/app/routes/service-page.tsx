import type { Route } from './+types/service-page';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { loadService } from '../features/services/service-data.server.ts';
import { serviceMeta } from '../features/services/service-seo.ts';
import { ServicePageView } from '../features/services/ServicePageView.tsx';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/**
 * A service's page (`/prestations/{slug}/{id}`, `/en/services/{slug}/{id}`; SPEC §2 service/realisations page):
 * an unknown id a 404, a wrong slug a 301 to the service's address.
 */
export const loader = withPageMessages(
  'routes/service-page.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const service = await loadService(context.get(apiContext), request, params.id);
    return { service, languageUrls: service.urls, layout: 'default' as const };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  return serviceMeta(root, loaderData.service);
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ServicePageView service={loaderData.service} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
