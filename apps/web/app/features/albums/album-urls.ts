import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';

/** The albums list's address in both languages (`/albums`, `/en/albums`); an album is `/albums/{slug}/{id}`. */
export const albumListUrls = (): Record<Locale, string> => ({
  fr_FR: localizePath('/albums', 'fr_FR'),
  en: localizePath('/albums', 'en'),
});
