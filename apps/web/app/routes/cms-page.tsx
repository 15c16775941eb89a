import { use, type ComponentType } from 'react';
import { data, useLoaderData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/cms-page';
import { BlockRenderer } from '../features/blocks/BlockRenderer.tsx';
import { loadBlockData } from '../features/blocks/block-data.server.ts';
import { loadAlbumBlock } from '../features/blocks/AlbumBlock.tsx';
import { formIdOf, sendFormAnswer } from '../features/forms/form-answer.server.ts';
import { loadFormView } from '../features/forms/form-view-chunk.ts';
import { localeFromPath } from '../features/i18n/locale.ts';
import { sendContactForm } from '../features/pages/contact.server.ts';
import { isContactPage } from '../features/pages/page-kinds.ts';
import { requirePage } from '../features/pages/page-lookup.server.ts';
import { pageDescription, pageImage } from '../features/pages/page-seo.ts';
import { pagePathOf } from '../features/pages/request-path.ts';
import { localBusinessJsonLd } from '../features/seo/local-business.ts';
import { seoMeta } from '../features/seo/seo-meta.ts';
import { rootSeoData, seoSite } from '../features/seo/site-seo.ts';
import { pagedUrls } from '../features/shop/list-links.ts';
import { aggregateRatingJsonLd } from '../features/reviews/reviews-json-ld.ts';
import { loadShopViews, useShopViews } from '../features/shop/load-shop-views.ts';
import type { ShopPageData } from '../features/shop/shop-page-data.ts';
import { itemListJsonLd, pagedTitle } from '../features/shop/shop-meta.ts';
import { loadShopPage, requireECommerceSite, shopPageKind } from '../features/shop/shop-page.server.ts';
import { apiContext } from '../features/site/api-context.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { cmsPageMessages } from '../features/i18n/route-messages.ts';

/**
 * The contact page and its form libraries load with that page only. The loaders fetch its chunk before
 * rendering (the server's, so the page is whole without JavaScript; the browser's on a navigation). On the
 * first page of a visit the browser's render waits for the chunk, the server's HTML standing meanwhile.
 * No Suspense boundary: React would send a boundary this large apart, to be revealed by a script.
 */
let contactPageChunk: Promise<ComponentType> | null = null;
let LoadedContactPage: ComponentType | null = null;
function loadContactPage() {
  contactPageChunk ??= import('../features/pages/ContactPage.tsx').then(
    (module) => (LoadedContactPage = module.default),
  );
  return contactPageChunk;
}

function ContactPage() {
  const Page = LoadedContactPage ?? use(loadContactPage());
  return <Page />;
}

/** The shop's products under a shop page's text (issue 4), its code fetched with its data. */
function ShopProducts({ shop }: { shop: ShopPageData }) {
  const { ShopPageProducts } = useShopViews();
  return <ShopPageProducts shop={shop} />;
}

/**
 * Any page of the site, found by its URL in the pages tree (SPEC §2 catch-all); the home page too. The shop's
 * landing and category pages add their products; the shop's pages send visitors home on a site that does
 * not sell (SPEC §2).
 */
export const loader = withPageMessages(
  'routes/cms-page.tsx',
  async ({ request, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const page = await requirePage(api, request);
    const shopKind = shopPageKind(page);
    const hasForm = page.blocks.some((block) => block.type === 'form');
    const hasAlbum = page.blocks.some((block) => block.type === 'album');
    const [blockData, shop] = await Promise.all([
      loadBlockData(api, page.blocks),
      shopKind ? loadShopPage(api, request, shopKind) : null,
      page.isEcommercePage ? requireECommerceSite(api, localeFromPath(pagePathOf(request))) : null,
      isContactPage(page) ? loadContactPage() : null,
      shopKind ? loadShopViews() : null,
      hasForm ? loadFormView() : null,
      hasAlbum ? loadAlbumBlock() : null,
    ]);
    const kind = isContactPage(page) ? ('contact' as const) : shop ? ('shop' as const) : ('cms' as const);
    // The root hands the layout to the site frame (SiteLayout).
    const loaded = { page, blockData, shop, layout: page.layout, kind };
    // A shop page whose products could not be read is not kept by the page cache (nor by browsers).
    return shop && !shop.list ? data(loaded, { headers: { 'cache-control': 'no-store' } }) : loaded;
  },
  ({ kind, page }) =>
    cmsPageMessages(
      kind,
      page.blocks.map((block) => block.type),
    ),
);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The contact form's post (issue 3 item 6); no other page takes a form. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const page = await requirePage(api, request);
  const posted = await request.formData();
  // A form block's answer posted without JavaScript (issue 17 item 4); any page may hold one.
  const formId = formIdOf(posted, page.blocks);
  if (formId !== null) return sendFormAnswer(api, formId, posted);
  if (!isContactPage(page)) throw data(null, { status: 405 });
  return sendContactForm(api, posted);
}

/**
 * In the browser, a navigation to the contact page, a shop page or a page with an album block fetches its chunk
 * with the data, not after.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  if (loaded.kind === 'contact') await loadContactPage();
  if (loaded.kind === 'shop') await loadShopViews();
  if (loaded.blockData.forms) await loadFormView();
  if (loaded.blockData.albums) await loadAlbumBlock();
  return loaded;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  const { page, shop } = loaderData;
  const site = seoSite(root);
  // Page 2 of a shop list is a page of its own: its own title and canonical URL.
  const listPage = shop?.list?.params.page ?? 1;
  const tags = seoMeta(site, {
    title: pagedTitle(page.title, listPage, root),
    description: pageDescription(page, root.startup.parameters),
    urls: pagedUrls(page.urls, listPage),
    image: pageImage(page),
  });
  if (loaderData.kind === 'contact' || page.isHome) {
    // The rating of the reviews the page shows joins the business it rates.
    const business = { ...localBusinessJsonLd(root), ...aggregateRatingJsonLd(loaderData.blockData.reviews) };
    tags.push({ 'script:ld+json': business });
  }
  if (shop?.list?.items.length) {
    const offset = (listPage - 1) * shop.list.pageSize;
    tags.push({ 'script:ld+json': itemListJsonLd(root.origin, shop.list.items, offset) });
  }
  return tags;
};

export default function CmsPage() {
  const { page, blockData, kind, layout, shop } = useLoaderData<typeof loader>();
  // The 'default' layout sets the page in the frame's own column; the others leave the width to the page.
  const column = layout === 'default' ? '' : 'mx-auto max-w-6xl px-5 sm:px-8';
  const heading = layout === 'default' ? '' : `${column} pt-10`;
  return (
    <article>
      {page.blocks[0]?.type !== 'hero' && (
        <h1 className={`${heading} text-4xl leading-tight font-semibold text-balance md:text-5xl`}>{page.title}</h1>
      )}
      {shop && layout === 'default' ? (
        // A shop page's text stands under its title, aligned with the products, not in a centred column.
        <div className="[&>section]:px-0 [&>section]:py-8 [&>section>div]:mx-0">
          <BlockRenderer blocks={page.blocks} data={blockData} />
        </div>
      ) : (
        <BlockRenderer blocks={page.blocks} data={blockData} />
      )}
      {kind === 'contact' && (
        <div className={column}>
          <ContactPage />
        </div>
      )}
      {shop && (
        <div className={column}>
          <ShopProducts shop={shop} />
        </div>
      )}
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
