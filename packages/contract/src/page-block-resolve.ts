import { pickLocale, type Locale } from './locales.ts';

function isLocalizedText(value: object): value is { fr_FR: string; en?: string } {
  const keys = Object.keys(value);
  return (
    typeof (value as { fr_FR?: unknown }).fr_FR === 'string' && keys.every((key) => key === 'fr_FR' || key === 'en')
  );
}

/** The address of a file of a site's storage, as `/media` serves it: `/media/site-1/pages/atelier.svg`. */
export function siteMediaUrl(siteId: number, file: string) {
  return `/media/site-${siteId}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Picks every translatable text of stored blocks in one language and turns image paths (`image` keys) into URLs
 * with `fileUrl`. The API answers pages with it; the back-office's live preview draws unsaved blocks with it.
 */
export function resolveBlockValue(
  value: unknown,
  locale: Locale,
  fileUrl: (file: string) => string,
  key = '',
): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveBlockValue(item, locale, fileUrl));
  if (value !== null && typeof value === 'object') {
    if (isLocalizedText(value)) return pickLocale(value, locale);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveBlockValue(v, locale, fileUrl, k)]));
  }
  if (key === 'image' && typeof value === 'string') return fileUrl(value);
  return value;
}
