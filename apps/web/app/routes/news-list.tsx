import type { Route } from './+types/news-list';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { loadNewsList } from '../features/news/news-data.server.ts';
import { newsListMeta } from '../features/news/news-seo.ts';
import { newsListUrls, newsUrls } from '../features/news/news-urls.ts';
import { NewsListView } from '../features/news/NewsListView.tsx';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { pagedUrls } from '../features/shop/list-links.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/** The news list (`/actualites`, `/en/news`): newest first, 10 a page, a page past the last one a 404. */
export const loader = withPageMessages('routes/news-list.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const loaded = await loadNewsList(context.get(apiContext), request);
  return { ...loaded, languageUrls: pagedUrls(newsListUrls(), loaded.page), layout: 'default' as const };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  const items = loaderData.news.items.map((item) => ({ url: newsUrls(item)[root.locale], name: item.title }));
  return newsListMeta(root, items, loaderData.page);
};

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <NewsListView news={loaderData.news} page={loaderData.page} pages={loaderData.pages} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
