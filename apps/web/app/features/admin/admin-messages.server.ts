import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';
import type { CompiledMessages } from '../i18n/use-translation.ts';

type MessageFile = { [key: string]: string | MessageFile };

/**
 * The back-office's messages: one file per area and locale, `i18n/<locale>/admin*.json` (admin.json for the frame,
 * admin-<area>.json for an area's pages). They are loaded by the admin layout only, so that no visitor's page
 * carries them; the namespace is the file's name (`useAdminTranslation('admin-orders')`).
 */
const files = import.meta.glob<{ default: MessageFile }>('../../i18n/*/admin*.json');

function flatten(file: MessageFile, prefix: string, into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(file)) {
    if (typeof value === 'string') into[`${prefix}.${key}`] = value;
    else flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

async function loadLocale(locale: Locale) {
  const texts: Record<string, string> = {};
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const [, fileLocale, namespace] = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      if (fileLocale === locale && namespace) flatten((await load()).default, namespace, texts);
    }),
  );
  return texts;
}

const compiled = new Map<Locale, Promise<CompiledMessages>>();

/** The back-office messages of a locale, French filling in what English lacks, compiled once. */
export function loadAdminMessages(locale: Locale): Promise<CompiledMessages> {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = (async () => {
      const [own, fallback] = await Promise.all([
        loadLocale(locale),
        locale === DEFAULT_LOCALE ? {} : loadLocale(DEFAULT_LOCALE),
      ]);
      const texts: Record<string, string> = { ...fallback, ...own };
      return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
    })();
    compiled.set(locale, messages);
  }
  return messages;
}
