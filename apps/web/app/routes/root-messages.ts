import { LOCALES, type Locale } from '@atelier/contract/locales';
import type { Route } from './+types/root-messages';
import { rootMessagesFile } from '../features/i18n/messages.server.ts';

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
  return new Response(json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': path.endsWith(`.${hash}.json`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
