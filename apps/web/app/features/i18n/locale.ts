import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';

/** SPEC §2: the language comes from the path prefix; French, the default, has none. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;
}

/** The HTML lang attribute of a locale. */
export const htmlLang = (locale: Locale) => (locale === 'en' ? 'en' : 'fr');

/** The path of a site page in a locale: `/x` in French, `/en/x` in English. */
export function localizePath(path: string, locale: Locale) {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

/** SPEC §9: the locale cookie lives 365 days on path / with SameSite Lax. */
export const LOCALE_COOKIE = 'i18n_locale';
export function localeCookie(locale: Locale) {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}
