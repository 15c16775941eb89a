import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';
import type { CompiledMessages } from './use-translation.ts';

/** A message file: (nested) key → ICU message text. */
type MessageFile = { [key: string]: string | MessageFile };

/** One JSON file per locale and namespace; only the files of the asked locale are loaded (lazily). */
const files = import.meta.glob<{ default: MessageFile }>('../../i18n/*/*.json');

export const NAMESPACES = [
  'common',
  'layout',
  'blocks',
  'blog',
  'forms',
  'events',
  'albums',
  'pages',
  'shop',
  'product',
  'account',
  'cart',
  'orders',
  'services',
] as const;

/**
 * Namespaces only a few pages need: their routes' loaders send them as `pageMessages` (`loadPageMessages`), so
 * that the root does not carry them into every page's HTML. `useTranslation` reads them from the matched routes.
 */
export const PAGE_NAMESPACES = ['made-to-measure'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** `{ reviews: { rating: '…' } }` under 'blocks' → `{ 'blocks.reviews.rating': '…' }`. */
function flatten(file: MessageFile, prefix: string, into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(file)) {
    if (typeof value === 'string') into[`${prefix}.${key}`] = value;
    else flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

async function load(locale: Locale, namespace: string): Promise<Record<string, string>> {
  const file = files[`../../i18n/${locale}/${namespace}.json`];
  if (!file) {
    // SPEC §8: a missing locale file logs a warning.
    console.warn(`Missing message file ${locale}/${namespace}.json`);
    return {};
  }
  return flatten((await file()).default, namespace);
}

/** The namespaces' messages of a locale, French filling in what English lacks, compiled for Lingui. */
async function compileNamespaces(locale: Locale, namespaces: readonly string[]): Promise<CompiledMessages> {
  const texts: Record<string, string> = {};
  for (const namespace of namespaces) {
    const [own, fallback] = await Promise.all([
      load(locale, namespace),
      locale === DEFAULT_LOCALE ? {} : load(DEFAULT_LOCALE, namespace),
    ]);
    Object.assign(texts, fallback, own);
  }
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
}

/** Compiled once per locale and namespace list. */
const compiled = new Map<string, Promise<CompiledMessages>>();

function compiledOnce(locale: Locale, namespaces: readonly string[]) {
  const key = `${locale}:${namespaces.join(',')}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = compileNamespaces(locale, namespaces);
    compiled.set(key, messages);
  }
  return messages;
}

/**
 * The messages every page carries (the root's), French filling in what English lacks (SPEC §2: locale and its
 * fallback), compiled once for Lingui so the browser needs no message compiler.
 */
export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  return compiledOnce(locale, NAMESPACES);
}

/** A page namespace's messages, for its routes' loaders (`pageMessages`). */
export function loadPageMessages(locale: Locale, namespace: PageNamespace): Promise<CompiledMessages> {
  return compiledOnce(locale, [namespace]);
}
