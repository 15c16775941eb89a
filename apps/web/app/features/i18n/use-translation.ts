import { useCallback, useMemo } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';
import commonEn from '../../i18n/en/common.json';
import commonFr from '../../i18n/fr_FR/common.json';

/**
 * UI messages of one locale as Lingui runs them: `namespace.key` → the message compiled from its ICU text
 * ('{rating} sur {max}'). The server compiles them (messages.server.ts); the browser only fills them in.
 */
export type CompiledMessages = Record<string, unknown[]>;

interface RootMessages {
  locale: Locale;
  messages: CompiledMessages;
}

/** The Lingui instance of a locale's compiled messages. */
export function linguiOf(locale: Locale, messages: CompiledMessages) {
  // Plurals and number formats need a BCP 47 tag ('fr-FR'), not the site's locale code ('fr_FR').
  return setupI18n({
    locale,
    locales: [locale === 'en' ? 'en-GB' : 'fr-FR'],
    messages: { [locale]: messages as never },
  });
}

/** Without the root's data (an error above it), the small common messages still name the error. */
function errorFallback(language: Locale): CompiledMessages {
  const common = language === 'en' ? commonEn : commonFr;
  return Object.fromEntries(Object.entries(common).map(([key, text]) => [`common.${key}`, [text]]));
}

/** What a route's loader adds for its page: the messages of a page namespace (messages.server.ts PAGE_NAMESPACES). */
export interface PageMessages {
  pageMessages: CompiledMessages;
}

const hasPageMessages = (data: unknown): data is PageMessages =>
  typeof data === 'object' && data !== null && 'pageMessages' in data;

/**
 * The UI messages of the page's language, as the root loader sent them (only that language travels to the
 * browser), and a matched route's page messages, through Lingui. The same shape as react-i18next's hook:
 * `const { t } = useTranslation('layout')`. A missing message shows its key.
 */
export function useTranslation(namespace: string = 'common') {
  const data = useRouteLoaderData('root') as RootMessages | undefined;
  const language = data?.locale ?? DEFAULT_LOCALE;
  const messages = data?.messages;
  const page = useMatches().find((match) => hasPageMessages(match.loaderData))?.loaderData as PageMessages | undefined;
  const pageMessages = page?.pageMessages;
  const i18n = useMemo(() => {
    const base = messages ?? errorFallback(language);
    return linguiOf(language, pageMessages ? { ...base, ...pageMessages } : base);
  }, [language, messages, pageMessages]);
  const t = useCallback(
    (key: string, values?: Record<string, unknown>) => {
      const id = `${namespace}.${key}`;
      const text = i18n._(id, values);
      return text === id ? key : text;
    },
    [i18n, namespace],
  );
  return { t, i18n: { language } };
}
