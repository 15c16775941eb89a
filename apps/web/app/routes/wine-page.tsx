import { data, redirect } from 'react-router';
import type { Declination, ProductDetail } from '@atelier/contract';
import type { Route } from './+types/wine-page';
import { localeFromPath } from '../features/i18n/locale.ts';
import { pagePathOf } from '../features/pages/request-path.ts';
import { AgeGate } from '../features/product/AgeGate.tsx';
import { AlcoholSellingMessage, HealthMessage } from '../features/product/AlcoholMessages.tsx';
import { DECLINATION_PARAM, declinationById, defaultDeclination } from '../features/product/declination-choice.ts';
import { MealIcons } from '../features/product/MealIcons.tsx';
import { loadProductExtras, requireProduct, requireShop } from '../features/product/product-data.server.ts';
import { ProductDetailView } from '../features/product/ProductDetailView.tsx';
import { productMeta } from '../features/product/product-seo.ts';
import { canonicalRedirect, vintagePath, wineDeclinationPath } from '../features/product/product-urls.ts';
import { useProductSettings } from '../features/product/use-product-settings.ts';
import { VintagePicker } from '../features/product/VintagePicker.tsx';
import { declinationOfYear, wineHeading } from '../features/product/wine-display.ts';
import { GrapesBesideDescription, WineSections } from '../features/product/WineDetails.tsx';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useStartup } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/** What the wine route's parameters ask for: the wine, one of its vintages, or one of its declinations. */
type WineChoice = { kind: 'wine' } | { kind: 'year'; year: number } | { kind: 'declination'; id: number };

function choiceOf(params: Route.LoaderArgs['params']): WineChoice {
  if (params.idDeclination !== undefined) return { kind: 'declination', id: Number(params.idDeclination) };
  if (params.year !== undefined) return { kind: 'year', year: Number(params.year) };
  return { kind: 'wine' };
}

/** The declination a choice shows, undefined when the wine has no such vintage or declination. */
function declinationOf(product: ProductDetail, choice: WineChoice): Declination | undefined {
  if (choice.kind === 'declination') return declinationById(product, choice.id);
  if (choice.kind === 'year')
    return Number.isInteger(choice.year) ? declinationOfYear(product, choice.year) : undefined;
  return defaultDeclination(product);
}

/** The path of a choice under the wine's own path. */
function pathOf(wineUrl: string, choice: WineChoice) {
  if (choice.kind === 'declination') return wineDeclinationPath(wineUrl, choice.id);
  if (choice.kind === 'year') return vintagePath(wineUrl, choice.year);
  return wineUrl;
}

const isWinePath = (url: string) => /^(\/en)?\/wines\//.test(url);

/**
 * A wine's pages (SPEC §2): /wines/{slug}/{id}, a vintage /wines/{slug}/{id}/{year}, a declination
 * /wines/{slug}/{id}/detail/{idDeclination}. They share one canonical address, the wine's own.
 */
export const loader = withPageMessages(
  'routes/wine-page.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const [product] = await Promise.all([
      requireProduct(api, params.id),
      requireShop(api, localeFromPath(pagePathOf(request))),
    ]);
    const choice = choiceOf(params);
    const declination = declinationOf(product, choice);
    if (!declination) throw data(null, { status: 404 });
    // Not a wine: its page is a product page, showing the declination asked for.
    if (!isWinePath(product.url)) {
      throw redirect(
        choice.kind === 'wine' ? product.url : `${product.url}?${DECLINATION_PARAM}=${declination.id}`,
        301,
      );
    }
    const moved = canonicalRedirect(request, pathOf(product.url, choice));
    if (moved) throw moved;
    const extras = await loadProductExtras(api, product);
    // The language switch goes to this vintage or bottle size of the wine in the other language.
    const languageUrls = { fr_FR: pathOf(product.urls.fr_FR, choice), en: pathOf(product.urls.en, choice) };
    return { product, extras, idDeclination: declination.id, languageUrls, layout: 'default' as const };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  const { product } = loaderData;
  const declination = declinationById(product, loaderData.idDeclination);
  const { heading, subheading } = wineHeading(
    product,
    root.startup.parameters.SWITCH_WINE_NAME_AND_APPELLATION === 'true',
  );
  const title = [heading, subheading && `– ${subheading}`, declination?.year].filter(Boolean).join(' ');
  return productMeta({
    root,
    product,
    title,
    urls: product.urls,
    declination,
    offerUrl: (offer) => wineDeclinationPath(product.urls[root.locale], offer.id),
  });
};

export default function WinePage({ loaderData }: Route.ComponentProps) {
  const { product, extras } = loaderData;
  const settings = useProductSettings();
  const { siteInfo } = useStartup();
  const declination = declinationById(product, loaderData.idDeclination)!;
  const { heading, subheading } = wineHeading(product, settings.switchWineNameAndAppellation);
  const wine = product.wineDetail;
  const page = (
    <ProductDetailView
      product={product}
      extras={extras}
      declination={declination}
      heading={heading}
      subheading={subheading}
      picker={<VintagePicker product={product} current={declination} />}
      priceNote={<HealthMessage />}
      afterSummary={wine && <GrapesBesideDescription wine={wine} />}
      afterPurchase={settings.alcoholSellingMessage && <AlcoholSellingMessage />}
      sections={wine && <WineSections wine={wine} />}
      aside={!settings.hideProductIcons && <MealIcons icons={extras.mealIcons} />}
    />
  );
  // Where the site sells wine, the visitor confirms being of legal drinking age first.
  return siteInfo?.isWinemaker || product.kind === 'WINE' ? <AgeGate>{page}</AgeGate> : page;
}

export const ErrorBoundary = GeneralErrorBoundary;
