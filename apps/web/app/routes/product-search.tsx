import { useLoaderData } from 'react-router';
import type { Route } from './+types/product-search';
import { localeFromPath } from '../features/i18n/locale.ts';
import { pagePathOf } from '../features/pages/request-path.ts';
import { seoMeta } from '../features/seo/seo-meta.ts';
import { rootSeoData, seoSite } from '../features/seo/site-seo.ts';
import { isFiltered, pagedUrls } from '../features/shop/list-links.ts';
import { loadShopViews, useShopViews } from '../features/shop/load-shop-views.ts';
import { loadProductSearch } from '../features/shop/product-search.server.ts';
import { pagedTitle, shopMessage } from '../features/shop/shop-meta.ts';
import { requireECommerceSite, searchPath } from '../features/shop/shop-page.server.ts';
import { apiContext } from '../features/site/api-context.ts';
import { findPage } from '../features/site/page-tree.ts';
import { useStartup } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/** SPEC §2 /products/search: the catalogue searched by words, kinds and tags, sorted and paged by its URL. */
export const loader = withPageMessages('routes/product-search.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const api = context.get(apiContext);
  const locale = localeFromPath(pagePathOf(request));
  const [, search] = await Promise.all([
    requireECommerceSite(api, locale),
    loadProductSearch(api, request, locale),
    loadShopViews(),
  ]);
  return {
    search,
    searchUrl: searchPath(locale),
    urls: { fr_FR: searchPath('fr_FR'), en: searchPath('en') },
    layout: 'default' as const,
  };
});

/** In the browser, a navigation here fetches the shop's code with the data, not after. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadShopViews()]);
  return loaded;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  const { list, category } = loaderData.search;
  const { params } = list;
  const title = params.search
    ? shopMessage(root, 'search.resultsFor', { search: params.search })
    : (category?.name ?? shopMessage(root, 'search.title'));
  return seoMeta(seoSite(root), {
    title: pagedTitle(title, params.page, root),
    description: shopMessage(root, 'search.description'),
    // A category without a page of its own is listed here: that list is a page of its own too.
    urls: pagedUrls(category && !isFiltered(params) ? category.urls : loaderData.urls, params.page),
    // Results of a search or a filter are not pages of their own for search engines.
    noindex: isFiltered(params),
  });
};

export default function ProductSearch() {
  const { search, searchUrl } = useLoaderData<typeof loader>();
  const { ProductSearchView } = useShopViews();
  const shop = findPage(useStartup().menu, (page) => page.type === 'ROUTE' && page.cms.route === 'shop');
  return <ProductSearchView search={search} searchUrl={searchUrl} shopUrl={shop?.url ?? null} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
