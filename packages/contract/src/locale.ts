import { z } from 'zod';

/** SPEC §2: two locales, fr_FR is the default. */
export const LOCALES = ['fr_FR', 'en'] as const;
export const DEFAULT_LOCALE = 'fr_FR';
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Text stored once per language. French is always present; English may fall back to French. */
export const localizedTextSchema = z.object({ fr_FR: z.string(), en: z.string().optional() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function pickLocale(text: LocalizedText, locale: Locale): string;
export function pickLocale(text: LocalizedText | null | undefined, locale: Locale): string | null;
export function pickLocale(text: LocalizedText | null | undefined, locale: Locale): string | null {
  if (!text) return null;
  return (locale === 'en' ? text.en : undefined) ?? text.fr_FR;
}
