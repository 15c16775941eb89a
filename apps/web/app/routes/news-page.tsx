import type { Route } from './+types/news-page';
import { localeFromPath } from '../features/i18n/locale.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { loadNewsItem } from '../features/news/news-data.server.ts';
import { newsItemMeta } from '../features/news/news-seo.ts';
import { newsUrls } from '../features/news/news-urls.ts';
import { NewsItemView } from '../features/news/NewsItemView.tsx';
import { pagePathOf } from '../features/pages/request-path.ts';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/**
 * One news item (`/actualites/{slug}/{id}`, `/en/news/{slug}/{id}`): an unknown id a 404, a wrong slug a 301
 * to the item's address.
 */
export const loader = withPageMessages(
  'routes/news-page.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const locale = localeFromPath(pagePathOf(request));
    const item = await loadNewsItem(context.get(apiContext), request, params.id, locale);
    return { item, languageUrls: newsUrls(item), layout: 'default' as const };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  return newsItemMeta(root, loaderData.item);
};

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  return <NewsItemView item={loaderData.item} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
