import { redirect } from 'react-router';
import { endpointUrl } from '@atelier/contract/caller';
import { productSheetEndpoints } from '@atelier/contract/endpoints/product-sheet';
import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';
import { pagePathOf } from '../pages/request-path.ts';

/**
 * Addresses of the product pages (SPEC §2 routes). The API gives each product's own path in both
 * languages (`url`, `urls`); the wine pages add a vintage or a declination to it.
 */

type Urls = { fr_FR: string; en: string };

/** `/wines/{slug}/{id}/{year}`: the vintage page. */
export const vintagePath = (wineUrl: string, year: number) => `${wineUrl}/${year}`;
/** `/wines/{slug}/{id}/detail/{idDeclination}`: one declination of a wine (a capacity of a vintage). */
export const wineDeclinationPath = (wineUrl: string, idDeclination: number) => `${wineUrl}/detail/${idDeclination}`;

/** Both languages' paths with the same suffix (hreflang of a vintage page). */
export const withSuffix = (urls: Urls, suffix: (url: string) => string): Urls => ({
  fr_FR: suffix(urls.fr_FR),
  en: suffix(urls.en),
});

/** The customization flow of a declination (SPEC §2 /products/{slug}/{id}/{idDeclination}/customize). */
export const customizePath = (product: { slug: string; id: number }, idDeclination: number, locale: Locale) =>
  localizePath(`/products/${product.slug}/${product.id}/${idDeclination}/customize`, locale);

/**
 * SPEC §7 `GET /product/generate/file/{id}/{idDeclination}`: the PDF technical sheet. A link cannot send
 * the userLang header: `?lang=en` asks for the English sheet (French is the API's default).
 */
export const technicalSheetUrl = (idProduct: number, idDeclination: number, locale: Locale) =>
  endpointUrl(productSheetEndpoints.declinationSheet, {
    params: { id: idProduct, idDeclination },
    query: locale === 'en' ? { lang: 'en' } : {},
  });

/** React Router's own query parameters of a data request, which a redirect must not carry on. */
const ROUTER_PARAMS = new Set(['_routes', 'index']);

/**
 * A 301 to the product's canonical path when the visitor asked for another one (a wrong or missing slug,
 * a wine under /products), keeping the query; null when the path is already the canonical one.
 */
export function canonicalRedirect(request: Request, canonicalPath: string): Response | null {
  if (pagePathOf(request) === canonicalPath) return null;
  const search = new URLSearchParams(new URL(request.url).search);
  for (const name of ROUTER_PARAMS) search.delete(name);
  const query = search.toString();
  return redirect(query ? `${canonicalPath}?${query}` : canonicalPath, 301);
}

/** Issue 19: the made-to-measure quote request page in each language (decision 015). */
const MADE_TO_MEASURE_QUOTE_PATHS: Record<Locale, string> = {
  fr_FR: '/devis-sur-mesure',
  en: '/en/made-to-measure-quote',
};

/** The quote request page with the piece the customer comes from (`?product={id}`, which the form may preselect). */
export const madeToMeasureQuotePath = (locale: Locale, productId?: number) =>
  productId === undefined
    ? MADE_TO_MEASURE_QUOTE_PATHS[locale]
    : `${MADE_TO_MEASURE_QUOTE_PATHS[locale]}?product=${productId}`;
