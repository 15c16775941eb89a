import { data, redirect } from 'react-router';
import type { ApiClient, Category, List, Locale, Page, ProductSummary } from '@atelier/contract';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { pagePathOf } from '../pages/request-path.ts';
import {
  defaultProductOrder,
  pageCount,
  parseProductListParams,
  productListQuery,
  SHOP_PAGE_SIZE,
  type ProductListParams,
} from './product-list-params.ts';
import type { CategoryLink, ProductListPage, ShopPageData, ShopPageKind } from './shop-page-data.ts';

/** The shop pages of the pages tree: ROUTE pages whose CMS route is 'shop' or 'shop-category' (SPEC §2). */
export function shopPageKind(page: Pick<Page, 'type' | 'cms'>): ShopPageKind | null {
  const route = page.type === 'ROUTE' ? page.cms.route : null;
  return route === 'shop' || route === 'shop-category' ? route : null;
}

/** SPEC §2: the shop's pages send visitors home when the site does not sell. */
export async function requireECommerceSite(api: ApiClient, locale: Locale) {
  if (!(await api.siteInfo()).isECommerce) throw redirect(localizePath('/', locale));
}

export const searchPath = (locale: Locale) => localizePath('/products/search', locale);

/** One page of a list as the page shows it; a page number past the list's end is not a page (404). */
export function productListPage(products: List<ProductSummary>, params: ProductListParams): ProductListPage {
  const pages = pageCount(products.total);
  if (params.page > pages) throw data(null, { status: 404 });
  return { items: products.items, total: products.total, params, pageSize: SHOP_PAGE_SIZE, pages };
}

export const categoryLink = (category: Category, locale: Locale): CategoryLink => ({
  slug: category.slug,
  name: category.name,
  url: category.urls[locale],
});

/** The site's PRODUCT_ORDER (the parameters' answer is kept by the API's cache), or SPEC §4's default. */
export async function defaultOrderOf(api: ApiClient) {
  try {
    const parameters = await api.parameters();
    return defaultProductOrder(parameters.find((parameter) => parameter.type === 'PRODUCT_ORDER')?.value);
  } catch {
    return defaultProductOrder(null);
  }
}

/**
 * The products of a shop page: every product on the landing page, the category's on a category page (its
 * slug in the page's language is the last part of its URL), a page of the list in the order the URL asks.
 * If the catalogue cannot be read, the page still
 * shows its own text (the failure is logged and the page says the products are unavailable).
 */
export async function loadShopPage(api: ApiClient, request: Request, kind: ShopPageKind): Promise<ShopPageData> {
  const path = pagePathOf(request);
  const locale = localeFromPath(path);
  const { page, orderBy } = parseProductListParams(new URL(request.url).searchParams, await defaultOrderOf(api));
  // Shop pages only page and sort; searching and filtering belong to the search page.
  const category = kind === 'shop-category' ? path.slice(path.lastIndexOf('/') + 1) : null;
  const params = { page, orderBy, search: '', kinds: [], tags: [], category };
  const base = {
    kind,
    category,
    shopUrl: kind === 'shop-category' ? path.slice(0, path.lastIndexOf('/')) || '/' : path,
    searchUrl: searchPath(locale),
  };
  let loaded;
  try {
    loaded = await Promise.all([api.products({ query: productListQuery(params) }), api.categories()]);
  } catch (error) {
    console.error(`The products of the shop page ${path} could not be loaded`, error);
    return { ...base, list: null, categories: [] };
  }
  const [products, categories] = loaded;
  return {
    ...base,
    list: productListPage(products, params),
    categories: categories.map((category) => categoryLink(category, locale)),
  };
}
