import { PRODUCT_KINDS, type ApiClient, type Locale } from '@atelier/contract';
import { parseProductListParams, productListQuery } from './product-list-params.ts';
import { categoryLink, defaultOrderOf, productListPage } from './shop-page.server.ts';
import type { ProductSearchData } from './shop-page-data.ts';
import { tagChoices } from './tag-choices.ts';

/** The tags are read from the first products of the catalogue (one call, kept by the API's cache). */
const TAG_SAMPLE = { nbItem: 100, page: 1 };

/**
 * The search page's results for its URL (`?search=lin&kind=OTHER&tag=bébé&category=…&orderBy=-price&page=2`):
 * the SPEC §4 list filters over the whole catalogue, with the tags and categories to filter by.
 */
export async function loadProductSearch(api: ApiClient, request: Request, locale: Locale): Promise<ProductSearchData> {
  const params = parseProductListParams(new URL(request.url).searchParams, await defaultOrderOf(api));
  const [products, sample, categories] = await Promise.all([
    api.products({ query: productListQuery(params) }),
    api.products({ query: TAG_SAMPLE }),
    api.categories(),
  ]);
  const category = categories.find((candidate) => candidate.slug === params.category);
  return {
    list: productListPage(products, params),
    kinds: PRODUCT_KINDS,
    tags: tagChoices(sample.items, params.tags, locale),
    categories: categories.map((candidate) => categoryLink(candidate, locale)),
    category: category ? { ...categoryLink(category, locale), urls: category.urls } : null,
  };
}
