import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';

import type { Messages } from './use-translation.ts';

/** One JSON file per locale and namespace; only the files of the asked locale are loaded (lazily). */
const files = import.meta.glob<{ default: Messages }>('../../i18n/*/*.json');

export const NAMESPACES = ['common', 'layout', 'blocks', 'pages'] as const;

/** The messages of a locale, French filling in what English lacks (SPEC §2: locale and its fallback). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = async (lang: Locale, namespace: string) => {
    const file = files[`../../i18n/${lang}/${namespace}.json`];
    if (!file) {
      // SPEC §8: a missing locale file logs a warning.
      console.warn(`Missing message file ${lang}/${namespace}.json`);
      return {};
    }
    return (await file()).default;
  };
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const own = await load(locale, namespace);
      const fallback = locale === DEFAULT_LOCALE ? {} : await load(DEFAULT_LOCALE, namespace);
      return [namespace, { ...fallback, ...own }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
