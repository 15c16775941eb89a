import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/product-customize';
import { textLink } from '../features/blocks/block-styles.ts';
import { localeFromPath } from '../features/i18n/locale.ts';
import { linguiOf, useTranslation } from '../features/i18n/use-translation.ts';
import { pagePathOf } from '../features/pages/request-path.ts';
import { CustomizationFlow } from '../features/product/CustomizationFlow.tsx';
import { DECLINATION_PARAM, declinationById } from '../features/product/declination-choice.ts';
import { requireProduct, requireShop } from '../features/product/product-data.server.ts';
import { canonicalRedirect, customizePath } from '../features/product/product-urls.ts';
import { descriptionFromHtml, seoMeta } from '../features/seo/seo-meta.ts';
import { productDescription } from '../features/product/product-seo.ts';
import { rootSeoData, seoSite } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/**
 * The customization flow of a declination (SPEC §2 /products/{slug}/{id}/{idDeclination}/customize). The
 * questions come with the product; the answers live in the visitor's browser until the cart takes them.
 */
export const loader = withPageMessages(
  'routes/product-customize.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const locale = localeFromPath(pagePathOf(request));
    const [product] = await Promise.all([requireProduct(api, params.id), requireShop(api, locale)]);
    const declination = declinationById(product, params.idDeclination);
    if (!declination) throw data(null, { status: 404 });
    // Nothing to customize: the product's page, on this declination.
    if (product.customizations.length === 0) throw redirect(`${product.url}?${DECLINATION_PARAM}=${declination.id}`);
    const moved = canonicalRedirect(request, customizePath(product, declination.id, locale));
    if (moved) throw moved;
    const back = /^(\/en)?\/wines\//.test(product.url)
      ? product.url
      : `${product.url}?${DECLINATION_PARAM}=${declination.id}`;
    return {
      product: { id: product.id, name: product.name, urls: product.urls },
      // The page is not indexed, but shared and bookmarked: it says what it customizes.
      description: productDescription(product, null),
      declination,
      customizations: product.customizations,
      back,
      layout: 'default' as const,
    };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  const { product, declination, description } = loaderData;
  // The product's paths in each language, with the customization's end (a wine's page lives under /wines).
  const path = (url: string) => `${url.replace(/\/wines\//, '/products/')}/${declination.id}/customize`;
  return seoMeta(seoSite(root), {
    title: linguiOf(root.locale, root.messages)._('product.customize.title', { name: product.name }),
    description: description ?? descriptionFromHtml(root.startup.parameters['COMPANY_DESCRIPTION']),
    urls: { fr_FR: path(product.urls.fr_FR), en: path(product.urls.en) },
    noindex: true,
  });
};

export default function ProductCustomizePage({ loaderData }: Route.ComponentProps) {
  const { product, declination, customizations, back } = loaderData;
  const { t } = useTranslation('product');
  return (
    <div className="pb-10">
      <p className="mb-6">
        <Link to={back} className={textLink}>
          <span aria-hidden="true">← </span>
          {t('customize.backToProduct', { name: product.name })}
        </Link>
      </p>
      <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">
        {t('customize.title', { name: product.name })}
      </h1>
      {declination.label && <p className="mt-2 text-lg">{declination.label}</p>}
      <div className="mt-10">
        <CustomizationFlow idProduct={product.id} declination={declination} customizations={customizations} />
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
