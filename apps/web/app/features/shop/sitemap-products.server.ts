import { createApiClient, type ApiClient } from '@atelier/contract/api-client';
import type { Locale, ProductSummary } from '@atelier/contract';

/** The sitemap reads the catalogue 100 products a call (the API's largest page). */
const PAGE_SIZE = 100;
/** 50,000 URLs is a sitemap's limit (two per product): far beyond a craft shop's catalogue. */
const MAX_PAGES = 200;

async function allProducts(api: ApiClient): Promise<ProductSummary[]> {
  const first = await api.products({ query: { nbItem: PAGE_SIZE, page: 1 } });
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      api.products({ query: { nbItem: PAGE_SIZE, page: index + 2 } }),
    ),
  );
  return [first, ...rest].flatMap((list) => list.items);
}

/**
 * The product pages of the site in both languages (issue 4 item 6): each product's URL in French and in
 * English, read from the catalogue in each language (the API gives a product's URL in the request's).
 */
export async function productSitemapUrls(api: ApiClient): Promise<Record<Locale, string>[]> {
  const inLocale = (locale: Locale) =>
    api.options.locale === locale ? api : createApiClient({ ...api.options, locale });
  const [french, english] = await Promise.all([allProducts(inLocale('fr_FR')), allProducts(inLocale('en'))]);
  const englishUrl = new Map(english.map((product) => [product.id, product.url]));
  return french.map((product) => ({ fr_FR: product.url, en: englishUrl.get(product.id) ?? `/en${product.url}` }));
}
