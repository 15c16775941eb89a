import type { MetaDescriptor } from 'react-router';
import type { Locale } from '@atelier/contract/locales';

/** What the root loader gives every page for its SEO tags (absolute URLs need the request's origin). */
export interface SeoSite {
  origin: string;
  locale: Locale;
  siteName: string | null;
  /** The site's logo: the Open Graph image of pages without a hero image. */
  logoUrl: string | null;
}

export interface SeoPage {
  title: string;
  description?: string | null;
  /** The page's path in each language: canonical URL and hreflang alternates. */
  urls: { fr_FR: string; en: string };
  image?: string | null;
  /** Kept out of search results (error pages, pages of a visitor's own). */
  noindex?: boolean;
}

const HREFLANG: Record<Locale, string> = { fr_FR: 'fr', en: 'en' };
const OG_LOCALE: Record<Locale, string> = { fr_FR: 'fr_FR', en: 'en_GB' };
const DESCRIPTION_LENGTH = 160;

/** `Title | Site`, unless the page's title already names the site (the home page's usually does). */
export function documentTitle(title: string, siteName: string | null): string {
  if (!siteName || !title) return title || siteName || '';
  return title.toLowerCase().includes(siteName.toLowerCase()) ? title : `${title} | ${siteName}`;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", rsquo: '’' };

/** Plain text of an HTML fragment, cut at a word under `max` characters: a meta description. */
export function descriptionFromHtml(html: string | null | undefined, max = DESCRIPTION_LENGTH): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

/**
 * The head tags of a page (SPEC issue 3 item 11): title, description, canonical URL, hreflang alternates
 * for fr, en and x-default (French, the default language), Open Graph and Twitter card.
 */
export function seoMeta(site: SeoSite, page: SeoPage): MetaDescriptor[] {
  const title = documentTitle(page.title, site.siteName);
  const url = absolute(site.origin, page.urls[site.locale]);
  const image = page.image ?? site.logoUrl;
  const description = page.description?.trim() || null;
  const other: Locale = site.locale === 'en' ? 'fr_FR' : 'en';
  const tags: MetaDescriptor[] = [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    ...(['fr_FR', 'en'] as const).map((locale) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: HREFLANG[locale],
      href: absolute(site.origin, page.urls[locale]),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(site.origin, page.urls.fr_FR) },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[site.locale] },
    { property: 'og:locale:alternate', content: OG_LOCALE[other] },
    ...(site.siteName ? [{ property: 'og:site_name', content: site.siteName }] : []),
    ...(image ? [{ property: 'og:image', content: absolute(site.origin, image) }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  return tags;
}
