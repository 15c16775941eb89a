import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';

/** Message files of the UI, one per locale and namespace, loaded lazily (one chunk each). */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/*/*.json');

/** One file per area: common (errors, language), layout (header, footer), blocks, pages (contact, legal, consent). */
export const NAMESPACES = ['common', 'layout', 'blocks', 'pages'] as const;

async function loadMessages(locale: string, namespace: string) {
  const load = files[`../../i18n/${locale}/${namespace}.json`];
  if (!load) {
    // SPEC §8: a missing locale file logs a warning; the fallback language fills in.
    console.warn(`Missing message file ${locale}/${namespace}.json`);
    return {};
  }
  return (await load()).default;
}

/** A ready i18next instance for one locale, French as the fallback. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(resourcesToBackend(loadMessages))
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: ['fr_FR', 'en'],
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return instance;
}
