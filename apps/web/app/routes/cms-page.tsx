import { use, type ComponentType } from 'react';
import type { News, ResolvedPageBlock } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/cms-page';
import { BlockRenderer } from '../features/blocks/BlockRenderer.tsx';
import { sendContactForm } from '../features/pages/contact.server.ts';
import { isContactPage } from '../features/pages/page-kinds.ts';
import { requirePage } from '../features/pages/page-lookup.server.ts';
import { pageDescription, pageImage } from '../features/pages/page-seo.ts';
import { localBusinessJsonLd } from '../features/seo/local-business.ts';
import { seoMeta } from '../features/seo/seo-meta.ts';
import { rootSeoData, seoSite } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';

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

/** Any page of the site, found by its URL in the pages tree (SPEC §2 catch-all); the home page too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const page = await requirePage(api, request);
  const [news] = await Promise.all([latestNews(api, page.blocks), isContactPage(page) ? loadContactPage() : null]);
  // The root hands the layout to the site frame (SiteLayout).
  return { page, news, layout: page.layout, kind: isContactPage(page) ? ('contact' as const) : ('cms' as const) };
}

/**
 * The latest news, newest first, as many as the page's news list blocks show; none when the page has no
 * such block. A failing call leaves the blocks with the start-up data (the promoted news) and is logged.
 */
async function latestNews(api: ApiClient, blocks: ResolvedPageBlock[]): Promise<News[] | undefined> {
  const wanted = Math.max(0, ...blocks.map((block) => (block.type === 'newsList' ? block.nbItem : 0)));
  if (wanted === 0) return undefined;
  try {
    return (await api.news({ nbItem: Math.min(wanted, 100), orderBy: '-publishedAt' })).items;
  } catch (error) {
    console.error('Latest news for a news list block could not be loaded', error);
    return undefined;
  }
}

/** The contact form's post (issue 3 item 6); no other page takes a form. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const page = await requirePage(api, request);
  if (!isContactPage(page)) throw data(null, { status: 405 });
  return sendContactForm(api, await request.formData());
}

/** In the browser, a navigation to the contact page fetches its chunk with the data, not after. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  if (loaded.kind === 'contact') await loadContactPage();
  return loaded;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  const { page } = loaderData;
  const site = seoSite(root);
  const tags = seoMeta(site, {
    title: page.title,
    description: pageDescription(page, root.startup.parameters),
    urls: page.urls,
    image: pageImage(page),
  });
  if (loaderData.kind === 'contact' || page.isHome) tags.push({ 'script:ld+json': localBusinessJsonLd(root) });
  return tags;
};

export default function CmsPage() {
  const { page, news, kind, layout } = useLoaderData<typeof loader>();
  // The 'default' layout sets the page in the frame's own column; the others leave the width to the page.
  const column = layout === 'default' ? '' : 'mx-auto max-w-6xl px-5 sm:px-8';
  const heading = layout === 'default' ? '' : `${column} pt-10`;
  return (
    <article>
      {page.blocks[0]?.type !== 'hero' && (
        <h1 className={`${heading} text-4xl leading-tight font-semibold text-balance md:text-5xl`}>{page.title}</h1>
      )}
      <BlockRenderer blocks={page.blocks} news={news} />
      {kind === 'contact' && (
        <div className={column}>
          <ContactPage />
        </div>
      )}
    </article>
  );
}
