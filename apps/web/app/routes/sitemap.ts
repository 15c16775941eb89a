import type { Locale, MenuPage } from '@atelier/contract';
import type { Route } from './+types/sitemap';
import { blogSitemapUrls } from '../features/blog/sitemap-blog.server.ts';
import { albumSitemapUrls } from '../features/albums/sitemap-albums.server.ts';
import { newsSitemapUrls } from '../features/news/sitemap-news.server.ts';
import { eventsSitemapUrls } from '../features/events/sitemap-events.server.ts';
import { isContactPage } from '../features/pages/page-kinds.ts';
import { productSitemapUrls } from '../features/shop/sitemap-products.server.ts';
import { serviceSitemapUrls } from '../features/services/sitemap-services.server.ts';
import { apiContext } from '../features/site/api-context.ts';
import { requestUrls } from '../features/made-to-measure/made-to-measure-urls.ts';

const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const LEGAL_PAGES = ['legal-notice', 'sale-terms', 'privacy-policy', 'cookie-policy', 'use-terms'];

function flatten(pages: MenuPage[]): MenuPage[] {
  return pages.flatMap((page) => [page, ...flatten(page.children)]);
}

/**
 * Every page of the site in both languages, each with its alternates (hreflang fr, en and x-default):
 * not the links to elsewhere, nor the pages the site does not show (hidden contact page, shop pages of a
 * site that does not sell); the product pages of a site that sells; the blog's root, folders and articles
 * when the blog is on (IS_BLOG_ACTIVATED); the news list and every news item's page; every service's page; every
 * event's page; the albums and every album; the made-to-measure request page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const origin = new URL(request.url).origin;
  const [menu, parameters, siteInfo] = await Promise.all([api.menu(), api.parameters(), api.siteInfo()]);
  const hideContact = parameters.find((parameter) => parameter.type === 'HIDE_CONTACT_PAGE')?.value === 'true';
  const pages = flatten(menu).filter(
    (page) =>
      page.type !== 'LINK' && !(hideContact && isContactPage(page)) && !(page.isEcommercePage && !siteInfo.isECommerce),
  );
  const legal = LEGAL_PAGES.map((path) => ({ fr_FR: `/${path}`, en: `/en/${path}` }));
  let products: Record<Locale, string>[] = [];
  let complete = true;
  if (siteInfo.isECommerce) {
    try {
      products = await productSitemapUrls(api);
    } catch (error) {
      // The pages are still listed; the sitemap is not kept, so the next request tries the catalogue again.
      console.error('The products of the sitemap could not be loaded', error);
      complete = false;
    }
  }
  let blog: Record<Locale, string>[] = [];
  if (parameters.find((parameter) => parameter.type === 'IS_BLOG_ACTIVATED')?.value !== 'false') {
    try {
      blog = await blogSitemapUrls(api);
    } catch (error) {
      console.error('The blog pages of the sitemap could not be loaded', error);
      complete = false;
    }
  }
  let news: Record<Locale, string>[] = [];
  try {
    news = await newsSitemapUrls(api);
  } catch (error) {
    console.error('The news pages of the sitemap could not be loaded', error);
    complete = false;
  }
  let services: Record<Locale, string>[] = [];
  try {
    services = await serviceSitemapUrls(api);
  } catch (error) {
    console.error('The service pages of the sitemap could not be loaded', error);
    complete = false;
  }
  let events: Record<Locale, string>[] = [];
  try {
    events = await eventsSitemapUrls(api);
  } catch (error) {
    console.error('The event pages of the sitemap could not be loaded', error);
    complete = false;
  }
  let albums: Record<Locale, string>[] = [];
  try {
    albums = await albumSitemapUrls(api);
  } catch (error) {
    console.error('The album pages of the sitemap could not be loaded', error);
    complete = false;
  }
  const listed = [
    ...pages.map((page) => page.urls),
    ...legal,
    // The made-to-measure request page (issue 19), in both languages.
    requestUrls(),
    ...products,
    ...blog,
    ...news,
    ...services,
    ...events,
    ...albums,
  ];
  const entries = listed.flatMap((urls) => {
    const alternates =
      `<xhtml:link rel="alternate" hreflang="fr" href="${escape(origin + urls.fr_FR)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${escape(origin + urls.en)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escape(origin + urls.fr_FR)}"/>`;
    return (['fr_FR', 'en'] as const).map(
      (locale) => `<url><loc>${escape(origin + urls[locale])}</loc>${alternates}</url>`,
    );
  });
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    entries.join('') +
    '</urlset>';
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': complete ? 'public, max-age=3600' : 'no-store',
    },
  });
}
