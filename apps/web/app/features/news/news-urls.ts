import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';

/** The news list's path in each language (SPEC §2 is silent: /actualites in French, /en/news in English). */
export const NEWS_PATH: Record<Locale, string> = { fr_FR: 'actualites', en: 'news' };

/** The news list's address in both languages. */
export const newsListUrls = (): Record<Locale, string> => ({
  fr_FR: localizePath(`/${NEWS_PATH.fr_FR}`, 'fr_FR'),
  en: localizePath(`/${NEWS_PATH.en}`, 'en'),
});

/** A news item's page in one language: the list's address, its slug, its id. */
export const newsPath = (news: { slug: string; id: number }, locale: Locale) =>
  `${newsListUrls()[locale]}/${news.slug}/${news.id}`;

/** A news item's page in both languages (one slug for both). */
export const newsUrls = (news: { slug: string; id: number }): Record<Locale, string> => ({
  fr_FR: newsPath(news, 'fr_FR'),
  en: newsPath(news, 'en'),
});
