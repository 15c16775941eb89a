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
  'made-to-measure',
] as const;

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

const compiled = new Map<Locale, Promise<CompiledMessages>>();

/**
 * The messages of a locale, French filling in what English lacks (SPEC §2: locale and its fallback),
 * compiled once for Lingui so the browser needs no message compiler.
 */
export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = (async () => {
      const texts: Record<string, string> = {};
      for (const namespace of NAMESPACES) {
        const [own, fallback] = await Promise.all([
          load(locale, namespace),
          locale === DEFAULT_LOCALE ? {} : load(DEFAULT_LOCALE, namespace),
        ]);
        Object.assign(texts, fallback, own);
      }
      return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
    })();
    compiled.set(locale, messages);
  }
  return messages;
}
