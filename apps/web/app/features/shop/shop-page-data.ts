import type { Locale, ProductKind, ProductSummary } from '@atelier/contract';
import type { ProductListParams } from './product-list-params.ts';

/** The shop's landing page ('shop') and its category pages ('shop-category'): their CMS route (SPEC §2). */
export type ShopPageKind = 'shop' | 'shop-category';

/** A link to a category page, in the page's language. */
export interface CategoryLink {
  slug: string;
  name: string;
  url: string;
}

/** One page of a product list, as its loader gives it to the page. */
export interface ProductListPage {
  items: ProductSummary[];
  total: number;
  params: ProductListParams;
  /** Products a page, and the number of pages. */
  pageSize: number;
  pages: number;
}

/** What a shop page shows under its CMS blocks. */
export interface ShopPageData {
  kind: ShopPageKind;
  /** Null when the catalogue could not be read: the page keeps its text and says so. */
  list: ProductListPage | null;
  categories: CategoryLink[];
  /** The slug of the category of a category page, null on the landing page. */
  category: string | null;
  /** The landing page (every product) and the search page, in the page's language. */
  shopUrl: string;
  searchUrl: string;
}

/** What the search page shows: a page of results and the filters it offers. */
export interface ProductSearchData {
  list: ProductListPage;
  kinds: readonly ProductKind[];
  tags: string[];
  categories: CategoryLink[];
  /**
   * The category the list is narrowed to, with its URLs in both languages: a category without a page of
   * its own in the pages tree is listed here (`/products/search?category=…`).
   */
  category: (CategoryLink & { urls: Record<Locale, string> }) | null;
}
