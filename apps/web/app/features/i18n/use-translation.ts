import { useCallback } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';
import { formatDecimal } from '@atelier/domain';
import commonEn from '../../i18n/en/common.json';
import commonFr from '../../i18n/fr_FR/common.json';
import { rootMessagesOf } from './root-messages.ts';

/**
 * UI messages of one locale as Lingui runs them: `namespace.key` → the message compiled from its ICU text
 * ('{rating} sur {max}'). The server compiles them (messages.server.ts); the browser only fills them in.
 */
export type CompiledMessages = Record<string, unknown[]>;

/**
 * The Lingui instance of a locale's compiled messages, fed what their plurals read (`withCountTexts`): every caller
 * of `_` goes through it.
 */
export function linguiOf(locale: Locale, messages: CompiledMessages) {
  // Plurals and number formats need a BCP 47 tag ('fr-FR'), not the site's locale code ('fr_FR').
  const i18n = setupI18n({
    locale,
    locales: [locale === 'en' ? 'en-GB' : 'fr-FR'],
    messages: { [locale]: messages as never },
  });
  return {
    locale,
    _: (id: string, values?: Record<string, unknown>) => i18n._(id, values && withCountTexts(values, locale)),
  };
}

/** The values a plural reads (messages.server.ts `pluralsByThePage`): `count` → `count#`, `count=`, `count~`. */
export const countKey = (name: string) => `${name}#`;
export const exactCountKey = (name: string) => `${name}=`;
export const pluralCategoryKey = (name: string) => `${name}~`;

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralCategory(count: number, language: Locale): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language === 'en' ? 'en-GB' : 'fr-FR')));
  return rules.select(count);
}

/**
 * The values with what a plural of each number reads: its text for `#` (as Lingui's Intl.NumberFormat writes it),
 * the number for its exact cases (`=0`), its plural category (Intl.PluralRules, which costs a browser nothing like
 * a first number format).
 */
function withCountTexts(values: Record<string, unknown>, language: Locale): Record<string, unknown> {
  let texts: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(values)) {
    const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof count !== 'number' || Number.isNaN(count)) continue;
    texts ??= { ...values };
    texts[countKey(name)] = formatDecimal(count, language);
    texts[exactCountKey(name)] = String(count);
    texts[pluralCategoryKey(name)] = pluralCategory(count, language);
  }
  return texts ?? values;
}

/** Without the root's data (an error above it), the small common messages still name the error. */
const fallbacks = new Map<Locale, CompiledMessages>();
function errorFallback(language: Locale): CompiledMessages {
  let messages = fallbacks.get(language);
  if (!messages) {
    const common = language === 'en' ? commonEn : commonFr;
    messages = Object.fromEntries(Object.entries(common).map(([key, text]) => [`common.${key}`, [text]]));
    fallbacks.set(language, messages);
  }
  return messages;
}

/** What a route's loader adds for its pages (page-messages.server.ts): its scopes' messages. */
export interface PageMessages {
  pageMessages: CompiledMessages;
}

const hasPageMessages = (data: unknown): data is PageMessages =>
  typeof data === 'object' && data !== null && 'pageMessages' in data;

/** The page messages of the matched routes (a nested route adds its own to its parent's), top first. */
export function pageMessagesOf(matches: readonly ({ loaderData?: unknown } | undefined)[]): CompiledMessages[] {
  return matches.flatMap((match) => (hasPageMessages(match?.loaderData) ? [match.loaderData.pageMessages] : []));
}

/** The root's messages with the routes' page messages: one object per set (kept, as the sets are). */
const merged = new WeakMap<CompiledMessages, Map<string, { parts: CompiledMessages[]; messages: CompiledMessages }>>();

export function mergedMessages(root: CompiledMessages, pages: CompiledMessages[]): CompiledMessages {
  if (pages.length === 0) return root;
  let sets = merged.get(root);
  if (!sets) merged.set(root, (sets = new Map()));
  const key = String(pages.length);
  const kept = sets.get(key);
  if (kept && kept.parts.every((part, index) => part === pages[index])) return kept.messages;
  const messages = Object.assign({}, root, ...pages) as CompiledMessages;
  sets.set(key, { parts: pages, messages });
  return messages;
}

/** One Lingui instance per locale and messages object: the components of a page share it. */
const instances = new WeakMap<CompiledMessages, ReturnType<typeof linguiOf>>();

function sharedLingui(locale: Locale, messages: CompiledMessages) {
  let i18n = instances.get(messages);
  if (!i18n || i18n.locale !== locale) {
    i18n = linguiOf(locale, messages);
    instances.set(messages, i18n);
  }
  return i18n;
}

/**
 * The UI messages of the page's language, the frame's (root-messages.ts: only that language travels to the
 * browser) with the matched routes' page messages, through Lingui. The same shape as react-i18next's hook:
 * `const { t } = useTranslation('layout')`. A missing message shows its key.
 */
export function useTranslation(namespace: string = 'common') {
  const data = useRouteLoaderData('root') as { locale: Locale } | undefined;
  const language = data?.locale ?? DEFAULT_LOCALE;
  const root = data && rootMessagesOf(language);
  const matches = useMatches();
  const pages = pageMessagesOf(matches);
  const messages = mergedMessages(root ?? errorFallback(language), pages);
  const i18n = sharedLingui(language, messages);
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
