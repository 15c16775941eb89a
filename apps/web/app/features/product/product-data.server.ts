import { data, redirect } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import type { ProductDetail } from '@atelier/contract';
import type { ProductExtras } from './product-extras.ts';
import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';

const notFound = () => data(null, { status: 404 });

/**
 * SPEC §2: shop pages send a visitor home when the site is not a shop. The site info is one of the API's
 * cached answers, so asking it again costs nothing.
 */
export async function requireShop(api: ApiClient, locale: Locale) {
  const siteInfo = await api.siteInfo();
  if (!siteInfo.isECommerce) throw redirect(localizePath('/', locale));
  return siteInfo;
}

/**
 * The HTTP status of a failed API call. Not `instanceof ApiError`: the server's client (server.ts) and the
 * built app each have their own copy of the class.
 */
function apiStatusOf(error: unknown): number | null {
  const status = error instanceof Error && error.name === 'ApiError' ? (error as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/** The product of a route's `:id`, in the page's language; an id that is not a product's gives the 404 page. */
export async function requireProduct(api: ApiClient, id: string | undefined): Promise<ProductDetail> {
  const number = Number(id);
  if (!id || !/^\d{1,9}$/.test(id) || number <= 0) throw notFound();
  try {
    return await api.product({ params: { id: number } });
  } catch (error) {
    const status = apiStatusOf(error);
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
}

/** A part of the page the product can do without: its failure is logged and the part left out. */
async function optional<T>(what: string, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`The product page's ${what} could not be loaded`, error);
    return fallback;
  }
}

/** What the product page shows around the product (SPEC §7 product calls), fetched together. */
export async function loadProductExtras(api: ApiClient, product: ProductDetail): Promise<ProductExtras> {
  const [awards, recommended, mealIcons] = await Promise.all([
    optional('awards', api.awards({ query: { product: product.id } }), []),
    optional(
      'recommended products',
      api.recommendedProducts({ params: { id: product.id } }).then((answer) => answer.products),
      [],
    ),
    product.mealIconIds.length > 0 ? optional('meal icons', api.mealIcons(), []) : Promise.resolve([]),
  ]);
  const paired = new Set(product.mealIconIds);
  return {
    awards,
    recommended: recommended.filter((item) => item.id !== product.id),
    mealIcons: mealIcons.filter((icon) => paired.has(icon.id)),
  };
}
