import { data } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import type { List, News, NewsDetail } from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';
import { pageCount, pageOf } from '../blog/blog-target.ts';
import { canonicalRedirect } from '../product/product-urls.ts';
import { newsPath } from './news-urls.ts';

/** SPEC §9: news, 10 a page (the API's default for the news list). */
export const NEWS_PAGE_SIZE = 10;

const notFound = () => data(null, { status: 404 });

/** The HTTP status of a failed API call (not `instanceof`: the server and the built app each have the class). */
function apiStatusOf(error: unknown): number | null {
  const status = error instanceof Error && error.name === 'ApiError' ? (error as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/**
 * A page of the news list, newest first, 10 a page. A page that is not a number or past the last one gives
 * the 404 page (an empty list is one page).
 */
export async function loadNewsList(
  api: ApiClient,
  request: Request,
): Promise<{ news: List<News>; page: number; pages: number }> {
  const page = pageOf(new URL(request.url).searchParams);
  if (page === null) throw notFound();
  const news = await api.news({ query: page > 1 ? { page } : {} });
  const pages = pageCount(news.total, NEWS_PAGE_SIZE);
  if (page > pages) throw notFound();
  return { news, page, pages };
}

/**
 * One news item's page: a wrong id or one the API does not know gives the 404 page; a wrong slug is sent to
 * the item's address (301), the query kept.
 */
export async function loadNewsItem(api: ApiClient, request: Request, id: string | undefined, locale: Locale) {
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) throw notFound();
  let item: NewsDetail;
  try {
    item = await api.newsItem({ params: { id: Number(id) } });
  } catch (error) {
    const status = apiStatusOf(error);
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
  const moved = canonicalRedirect(request, newsPath(item, locale));
  if (moved) throw moved;
  return item;
}
