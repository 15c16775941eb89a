import type { ApiClient } from '@atelier/contract/api-client';
import type { Locale } from '@atelier/contract/locales';
import { albumListUrls } from './album-urls.ts';

/** Far beyond a craft business's albums (SPEC §9: 100 a page): the sitemap stops there rather than read without end. */
const MAX_PAGES = 20;

/**
 * The album pages in both languages (issue 17): the list, then every album, each with its address in French
 * and in English as the API gives them.
 */
export async function albumSitemapUrls(api: ApiClient): Promise<Record<Locale, string>[]> {
  const first = await api.albums({ query: { page: 1, nbItem: 100 } });
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / 100));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      api.albums({ query: { page: index + 2, nbItem: 100 } }),
    ),
  );
  return [albumListUrls(), ...[first, ...rest].flatMap((list) => list.items.map((album) => album.urls))];
}
