import type { ApiClient } from '@atelier/contract/api-client';
import type { Locale } from '@atelier/contract/locales';
import { newsListUrls, newsUrls } from './news-urls.ts';

/** The sitemap reads the news 100 a call (the API's largest page), up to 50 pages. */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** The news pages in both languages (issue 17): the list, then every published item's page. */
export async function newsSitemapUrls(api: ApiClient): Promise<Record<Locale, string>[]> {
  const first = await api.news({ query: { nbItem: PAGE_SIZE, page: 1 } });
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      api.news({ query: { nbItem: PAGE_SIZE, page: index + 2 } }),
    ),
  );
  return [newsListUrls(), ...[first, ...rest].flatMap((list) => list.items).map((item) => newsUrls(item))];
}
