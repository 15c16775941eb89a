import type { Locale } from '@atelier/contract/locales';
import type { CompiledMessages } from './use-translation.ts';

/**
 * The frame's messages (ROOT_MESSAGES) of each language, kept in memory once known (issue 21: the page's data
 * carries only what changes from page to page). They are the same on every page of a language, so they do not ride
 * in each page's data: the page names their file (`/i18n/<locale>.<hash>.json`, routes/root-messages.ts, kept a
 * year by the browser) in a preload link, and the browser reads it before hydrating (entry.client.tsx), or before
 * showing a page of the other language (the root's clientLoader). The server keeps them as its root loader reads
 * them.
 */
const kept = new Map<Locale, CompiledMessages>();

export function keepRootMessages(locale: Locale, messages: CompiledMessages) {
  kept.set(locale, messages);
}

export const rootMessagesOf = (locale: Locale): CompiledMessages | undefined => kept.get(locale);

/** The path of a language's messages file, named by its content's hash. */
export const rootMessagesPath = (locale: Locale, hash: string) => `/i18n/${locale}.${hash}.json`;

/** The preload link of the page's messages file (root.tsx), read by entry.client.tsx. */
export const ROOT_MESSAGES_LINK_ID = 'root-messages';

/** Reads a language's messages file unless they are kept. */
export async function fetchRootMessages(locale: Locale, path: string): Promise<void> {
  if (kept.has(locale)) return;
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  kept.set(locale, (await response.json()) as CompiledMessages);
}
