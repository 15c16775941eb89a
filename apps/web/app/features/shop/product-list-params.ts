import { PRODUCT_KINDS, PRODUCT_LIST_DEFAULTS, PRODUCT_ORDERS, type ProductKind, type Query } from '@atelier/contract';

export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

/**
 * The storefront's lists show 24 products a page (2, 3 or 4 columns fill whole rows), not the API's default
 * of 100 (SPEC §4): a lighter page, and images below the fold stay few.
 */
export const SHOP_PAGE_SIZE = 24;

/** A page number past any real catalogue: the API is asked for the page after it, which is empty. */
const MAX_PAGE = 1000;
const MAX_SEARCH_LENGTH = 100;
const MAX_TAGS = 20;
const SLUG = /^[\p{Ll}\d]+(?:-[\p{Ll}\d]+)*$/u;

/**
 * What a product list shows, as its URL says it (`?page=2&orderBy=-price&search=lin&kind=WINE&tag=bébé`):
 * the SPEC §4 product-list filters with their defaults (page 1, ordered by price, no name, kind, search or
 * tags), plus a category. Checkboxes of a GET form repeat their name (`kind=WINE&kind=BOX`); a comma list
 * is read too.
 */
export interface ProductListParams {
  page: number;
  orderBy: ProductOrder;
  search: string;
  kinds: ProductKind[];
  tags: string[];
  /** A category's slug in the page's language. */
  category: string | null;
}

const isOrder = (value: string | null | undefined): value is ProductOrder =>
  PRODUCT_ORDERS.some((order) => order === value);

/**
 * PRODUCT_ORDER: the order of a product list whose URL names none (one of the list's orders, or 'newest' for
 * the latest products first); SPEC §4's default, by price, otherwise.
 */
export function defaultProductOrder(setting: string | null | undefined): ProductOrder {
  const value = setting?.trim().toLowerCase();
  if (value === 'newest') return '-id';
  return isOrder(value) ? value : PRODUCT_LIST_DEFAULTS.orderBy;
}
const isKind = (value: string): value is ProductKind => PRODUCT_KINDS.some((kind) => kind === value);

function listOf(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).flatMap((value) => value.split(','));
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

/**
 * The list's parameters from a URL's query; what is not understood falls back to the default. A page number
 * is kept whatever its size: past the list's end, it is not a page (404), on every list (productListPage).
 */
export function parseProductListParams(
  params: URLSearchParams,
  defaultOrder: ProductOrder = PRODUCT_LIST_DEFAULTS.orderBy,
): ProductListParams {
  const page = Number(params.get('page'));
  const orderBy = params.get('orderBy');
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : PRODUCT_LIST_DEFAULTS.page,
    orderBy: isOrder(orderBy) ? orderBy : defaultOrder,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    kinds: listOf(params, 'kind').filter(isKind),
    tags: listOf(params, 'tag').slice(0, MAX_TAGS),
    category: SLUG.test(params.get('category') ?? '') ? params.get('category') : null,
  };
}

/** The `GET /v2/product` query of a list page (lists travel comma-separated). */
export function productListQuery(params: ProductListParams): Query {
  return {
    nbItem: SHOP_PAGE_SIZE,
    page: Math.min(params.page, MAX_PAGE + 1),
    orderBy: params.orderBy,
    search: params.search || undefined,
    kind: params.kinds.join(',') || undefined,
    tags: params.tags.join(',') || undefined,
    category: params.category ?? undefined,
  };
}

/** The number of pages of a list of `total` products (at least one, an empty page saying so). */
export const pageCount = (total: number, pageSize = SHOP_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));
