import type { ApiClient } from '@atelier/contract/api-client';
import type { Locale } from '@atelier/contract/locales';

/** The sitemap reads the events 24 a call (the list's page size), up to 20 pages. */
const PAGE_SIZE = 24;
const MAX_PAGES = 20;

/** The pages of the upcoming events in both languages (issue 17 item 5); past ones leave the sitemap. */
export async function eventsSitemapUrls(api: ApiClient): Promise<Record<Locale, string>[]> {
  const first = await api.events({ query: { nbItem: PAGE_SIZE, page: 1 } });
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      api.events({ query: { nbItem: PAGE_SIZE, page: index + 2 } }),
    ),
  );
  return [first, ...rest].flatMap((list) => list.items).map((event) => event.urls);
}
