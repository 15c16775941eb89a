import { data, redirect, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/product-page';
import { localeFromPath } from '../features/i18n/locale.ts';
import { pagePathOf } from '../features/pages/request-path.ts';
import {
  DECLINATION_PARAM,
  declinationFromVariationQuery,
  selectedDeclination,
} from '../features/product/declination-choice.ts';
import { DeclinationPicker } from '../features/product/DeclinationPicker.tsx';
import { loadProductExtras, requireProduct, requireShop } from '../features/product/product-data.server.ts';
import { ProductDetailView } from '../features/product/ProductDetailView.tsx';
import { productMeta } from '../features/product/product-seo.ts';
import { canonicalRedirect } from '../features/product/product-urls.ts';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/**
 * A product's page (SPEC §2 /products/{slug}/{id}, issue 4): the chosen declination is `?declination=id`.
 * A wrong or missing slug, or a wine (whose page is under /wines), is sent to the product's own address.
 */
export const loader = withPageMessages(
  'routes/product-page.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const [product] = await Promise.all([
      requireProduct(api, params.id),
      requireShop(api, localeFromPath(pagePathOf(request))),
    ]);
    if (product.declinations.length === 0) throw data(null, { status: 404 });
    const moved = canonicalRedirect(request, product.url);
    if (moved) throw moved;
    // The picker's form without JavaScript names one value per variation: on to the declination's address.
    const asked = declinationFromVariationQuery(product, new URL(request.url).searchParams);
    if (asked) throw redirect(`${product.url}?${DECLINATION_PARAM}=${asked.id}`);
    const extras = await loadProductExtras(api, product);
    // The language switch goes to the product's own address in the other language (its slug differs).
    return { product, extras, languageUrls: product.urls, layout: 'default' as const };
  },
);

/** Another declination of the same product is drawn from the data already there: no new request. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  const onlyDeclination = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete(DECLINATION_PARAM);
    return url.pathname + search.toString();
  };
  return onlyDeclination(currentUrl) === onlyDeclination(nextUrl) ? false : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  const { product } = loaderData;
  return productMeta({
    root,
    product,
    title: product.name,
    urls: product.urls,
    declination: selectedDeclination(product, new URLSearchParams(location.search)),
    offerUrl: (declination) =>
      product.declinations.length > 1
        ? `${product.urls[root.locale]}?${DECLINATION_PARAM}=${declination.id}`
        : product.urls[root.locale],
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, extras } = loaderData;
  const [search, setSearch] = useSearchParams();
  const declination = selectedDeclination(product, search)!;
  return (
    <ProductDetailView
      product={product}
      extras={extras}
      declination={declination}
      heading={product.name}
      picker={
        <DeclinationPicker
          product={product}
          current={declination}
          action={product.url}
          onChoose={(next) =>
            setSearch(
              (previous) => {
                const updated = new URLSearchParams(previous);
                updated.set(DECLINATION_PARAM, String(next.id));
                return updated;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        />
      }
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
