import type { MenuPage } from '@atelier/contract';
import type { Route } from './+types/sitemap';
import { apiContext } from '../features/site/api-context.ts';

const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function flatten(pages: MenuPage[]): MenuPage[] {
  return pages.flatMap((page) => [page, ...flatten(page.children)]);
}

/** Every page of the site in both languages, each with its alternate (hreflang) in the other. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const pages = flatten(await context.get(apiContext).menu()).filter((page) => page.type !== 'LINK');
  const legal = ['legal-notice', 'sale-terms', 'privacy-policy', 'cookie-policy', 'use-terms'].map((path) => ({
    fr_FR: `/${path}`,
    en: `/en/${path}`,
  }));
  const entries = [...pages.map((page) => page.urls), ...legal].flatMap((urls) =>
    (['fr_FR', 'en'] as const).map(
      (locale) =>
        `<url><loc>${escape(origin + urls[locale])}</loc>` +
        `<xhtml:link rel="alternate" hreflang="fr" href="${escape(origin + urls.fr_FR)}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${escape(origin + urls.en)}"/></url>`,
    ),
  );
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    entries.join('') +
    '</urlset>';
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
