import { createHash } from 'node:crypto';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';
import { countKey, exactCountKey, pluralCategoryKey, type CompiledMessages } from './use-translation.ts';
import { keepRootMessages, rootMessagesPath } from './root-messages.ts';
import { ROOT_MESSAGES, ROUTE_MESSAGES, type MessageScope, type RouteModule } from './route-messages.ts';

type Tokens = ReturnType<typeof compileMessage>;

/**
 * A plural as two selects on values the page adds (`withCountTexts`, use-translation.ts), and its `#` as a value
 * too, rather than Lingui's plural: Lingui formats the count with Intl.NumberFormat for every plural, `#` or not,
 * and a browser's first Intl formatter costs ~15–20 ms of the hydration of every page with a count ('12 articles').
 * `{count, plural, =0 {…} one {# …} other {…}}` becomes a select on `count=` (the count itself: the exact cases),
 * whose `other` is a select on `count~` (its plural category), the way Lingui picks a case; `#` reads `count#`.
 * The texts are Lingui's (use-translation.test.ts). A `#` in a select stays a `#`, as in Lingui; a plural with an
 * offset and a selectordinal keep Lingui's.
 */
function pluralsByThePage(tokens: Tokens, plural: string | null): Tokens {
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((token) => {
    if (token === '#' && plural) return [countKey(plural)];
    if (!Array.isArray(token) || typeof token[2] !== 'object' || token[2] === null) return token;
    const [name, type, cases] = token as [string, string, Record<string, Tokens | undefined>];
    if (cases['offset'] !== undefined || type === 'selectordinal') return token;
    const inner = type === 'plural' ? name : null;
    const converted = Object.entries(cases).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, pluralsByThePage(value, inner)] as const],
    );
    if (type !== 'plural') return [name, type, Object.fromEntries(converted)];
    const exact = converted.filter(([key]) => /^-?\d/.test(key));
    const categories = converted.filter(([key]) => !/^-?\d/.test(key));
    const byCategory = [pluralCategoryKey(name), 'select', Object.fromEntries(categories)];
    return [exactCountKey(name), 'select', { ...Object.fromEntries(exact), other: [byCategory] }];
  }) as Tokens;
}

/** An ICU message text compiled for Lingui, its plurals chosen and their `#` written by the page. */
export const compileUiMessage = (text: string) => pluralsByThePage(compileMessage(text), null);

/** A message file: (nested) key → ICU message text. */
type MessageFile = { [key: string]: string | MessageFile };

/** One JSON file per locale and namespace; only the files of the asked locale are loaded (lazily). */
const files = import.meta.glob<{ default: MessageFile }>('../../i18n/*/*.json');

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

/** The namespace of a scope and the ids it keeps (`'cart.header'`: `cart.header` and `cart.header.…`). */
function splitScope(scope: MessageScope): { namespace: string; keeps: (id: string) => boolean } {
  const dot = scope.indexOf('.');
  if (dot === -1) return { namespace: scope, keeps: () => true };
  return { namespace: scope.slice(0, dot), keeps: (id) => id === scope || id.startsWith(`${scope}.`) };
}

/** The scopes' messages of a locale, French filling in what English lacks, compiled for Lingui. */
async function compileScopes(locale: Locale, scopes: readonly MessageScope[]): Promise<CompiledMessages> {
  const texts: Record<string, string> = {};
  for (const scope of scopes) {
    const { namespace, keeps } = splitScope(scope);
    const [own, fallback] = await Promise.all([
      load(locale, namespace),
      locale === DEFAULT_LOCALE ? {} : load(DEFAULT_LOCALE, namespace),
    ]);
    for (const [id, text] of Object.entries<string>({ ...fallback, ...own })) {
      if (keeps(id)) texts[id] = text;
    }
  }
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileUiMessage(text)]));
}

/** Compiled once per locale and scope list. */
const compiled = new Map<string, Promise<CompiledMessages>>();

/** The messages of a locale's scopes (namespaces or parts of them, route-messages.ts), compiled once. */
export function loadMessages(locale: Locale, scopes: readonly MessageScope[]): Promise<CompiledMessages> {
  const key = `${locale}:${scopes.join(',')}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = compileScopes(locale, scopes);
    compiled.set(key, messages);
  }
  return messages;
}

/**
 * The messages every page carries (the root's: its frame's), French filling in what English lacks (SPEC §2:
 * locale and its fallback), compiled once for Lingui so the browser needs no message compiler.
 */
export function loadRootMessages(locale: Locale): Promise<CompiledMessages> {
  return loadMessages(locale, ROOT_MESSAGES);
}

/** A language's root messages as their file (root-messages.ts): its text and its path, named by its hash. */
export interface RootMessagesFile {
  json: string;
  path: string;
}

const rootFiles = new Map<Locale, Promise<RootMessagesFile>>();

/**
 * The root messages of a locale, kept for the server's render (`rootMessagesOf`), and their file: what the page
 * names instead of carrying them.
 */
export function rootMessagesFile(locale: Locale): Promise<RootMessagesFile> {
  let file = rootFiles.get(locale);
  if (!file) {
    file = loadRootMessages(locale).then((messages) => {
      keepRootMessages(locale, messages);
      const json = JSON.stringify(messages);
      return { json, path: rootMessagesPath(locale, createHash('sha256').update(json).digest('hex').slice(0, 12)) };
    });
    rootFiles.set(locale, file);
  }
  return file;
}

/** The messages a route module's pages add to the root's (`pageMessages`). */
export function loadRouteMessages(locale: Locale, route: RouteModule): Promise<CompiledMessages> {
  return loadMessages(locale, ROUTE_MESSAGES[route]);
}
