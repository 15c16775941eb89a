import type { ApiClient } from '@atelier/contract/api-client';
import type { Locale } from '@atelier/contract/locales';

/** SPEC §9: services, 100 a page; far beyond a craft business's offer, the sitemap stops at 50 pages. */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** Every service's page in both languages (issue 17), with its addresses as the API gives them. */
export async function serviceSitemapUrls(api: ApiClient): Promise<Record<Locale, string>[]> {
  const first = await api.services({ query: { nbItem: PAGE_SIZE, page: 1 } });
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      api.services({ query: { nbItem: PAGE_SIZE, page: index + 2 } }),
    ),
  );
  return [first, ...rest].flatMap((list) => list.services.map((service) => service.urls));
}
