import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';
import commonEn from '../../i18n/en/common.json';
import commonFr from '../../i18n/fr_FR/common.json';

/** UI messages of one locale: namespace → (nested) key → text with {{name}} placeholders. */
export type Messages = { [key: string]: string | Messages };

/** The text of a dotted key ('reviews.rating'), placeholders filled; a missing key shows the key. */
export function translate(messages: Messages, namespace: string, key: string, values?: Record<string, unknown>) {
  let node: string | Messages | undefined = messages[namespace];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

interface RootMessages {
  locale: Locale;
  messages: Messages;
}

/**
 * The UI messages of the page's language, as the root loader sent them (only that language travels to
 * the browser). The same shape as react-i18next's hook: `const { t } = useTranslation('layout')`.
 */
export function useTranslation(namespace: string = 'common') {
  const data = useRouteLoaderData('root') as RootMessages | undefined;
  const language = data?.locale ?? DEFAULT_LOCALE;
  // Without the root's data (an error above it), the small common messages still name the error.
  const messages = data?.messages ?? { common: language === 'en' ? commonEn : commonFr };
  const t = useCallback(
    (key: string, values?: Record<string, unknown>) => translate(messages, namespace, key, values),
    [messages, namespace],
  );
  return { t, i18n: { language } };
}
