/**
 * The languages, without zod: the browser bundle imports this module alone (the zod schemas of the
 * contract would otherwise ride along, ~50 kB gzip).
 */
export const LOCALES = ['fr_FR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr_FR';

export interface LocalizedText {
  fr_FR: string;
  en?: string | undefined;
}

export function pickLocale(text: LocalizedText, locale: Locale): string;
export function pickLocale(text: LocalizedText | null | undefined, locale: Locale): string | null;
export function pickLocale(text: LocalizedText | null | undefined, locale: Locale): string | null {
  if (!text) return null;
  return (locale === 'en' ? text.en : undefined) ?? text.fr_FR;
}
