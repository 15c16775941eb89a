// The URLs of a product list's pages, pure so that the server and the browser build the same ones.
import type { ProductListParams } from './product-list-params.ts';

/** The query string of another page of the list, its order and filters kept ('' for page 1 with nothing else). */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type PageLink = number | 'gap';

/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours, a gap where
 * numbers are left out (1 … 4 5 6 … 12). A gap never stands for a single page: that page is shown instead.
 */
export function pageWindow(current: number, count: number, neighbours = 1): PageLink[] {
  const shown = new Set([1, count]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) links.push('gap');
    links.push(page);
  });
  return links;
}

/**
 * A page's URLs with its page number: page 2 of a list is a page of its own for search engines (its own
 * canonical URL), while the order and filters of a URL are variants of the list they point back to.
 */
export function pagedUrls<T extends Record<string, string>>(urls: T, page: number): T {
  if (page <= 1) return urls;
  const withPage = (url: string) => `${url}${url.includes('?') ? '&' : '?'}page=${page}`;
  return Object.fromEntries(Object.entries(urls).map(([locale, url]) => [locale, withPage(url)])) as T;
}

/** Whether the visitor narrowed the list by words, kinds or tags, as opposed to paging or sorting it. */
export const isFiltered = (params: ProductListParams) =>
  params.search !== '' || params.kinds.length > 0 || params.tags.length > 0;
