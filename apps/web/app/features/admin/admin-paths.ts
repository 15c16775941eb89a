import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';

/** A back-office path in a locale: `adminPath('orders/3', 'en')` → `/en/admin/orders/3`. */
export function adminPath(path: string, locale: Locale) {
  return localizePath(path ? `/admin/${path}` : '/admin', locale);
}

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'fr_FR' : 'en');
