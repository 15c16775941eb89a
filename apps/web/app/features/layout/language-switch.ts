import type { MenuPage } from '@atelier/contract';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';
import { findPageByPath, normalizePath } from './menu-pages.ts';

/** A path without its /en prefix: the same route in the default language. */
function withoutLocalePrefix(path: string) {
  if (path === '/en') return '/';
  return path.startsWith('/en/') ? path.slice(3) : path;
}

/**
 * The same page in another language (SPEC §2 "Locales", issue 3 item 1): a page of the site goes to its own
 * URL in that language (the slugs differ: /mobilier-sur-mesure-vendee ↔ /en/made-to-measure-furniture-vendee);
 * any other path (legal pages, shop and account routes, a 404) keeps its path and swaps the /en prefix.
 */
export function pathInLocale(menu: readonly MenuPage[], pathname: string, from: Locale, to: Locale): string {
  const path = normalizePath(pathname);
  if (from === to) return path;
  const page = findPageByPath(menu, path, from);
  if (page) return normalizePath(page.urls[to]);
  const route = from === DEFAULT_LOCALE ? path : withoutLocalePrefix(path);
  return localizePath(route, to);
}
