import { LOCALES, type Locale } from '@atelier/contract/locales';
import type { Route } from './+types/root-messages';
import { rootMessagesFile } from '../features/i18n/messages.server.ts';
import { rootMessagesPath } from '../features/i18n/root-messages.ts';

/**
 * `/i18n/<locale>.<hash>.json`: a language's root messages (features/i18n/root-messages.ts). The name's hash is
 * the content's, so the file is kept a year; a page from an earlier version names an older hash, and gets today's
 * messages, not kept.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const [locale, hash, extension] = params.file.split('.');
  if (!LOCALES.includes(locale as Locale) || extension !== 'json' || !hash) {
    throw new Response('Not Found', { status: 404 });
  }
  const { json, path } = await rootMessagesFile(locale as Locale);
  const current = path === rootMessagesPath(locale as Locale, hash);
  return new Response(json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
