import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';

/** The events' pages (issue 17 item 5): `/evenements/{slug}/{id}` in French, `/en/events/{slug}/{id}` in English. */
export const EVENTS_PATH: Record<Locale, string> = { fr_FR: 'evenements', en: 'events' };

/** The page of a mailed cancellation link (the API writes the same address in the mail). */
export const EVENT_CANCEL_PATH: Record<Locale, string> = { fr_FR: 'evenements/annulation', en: 'events/cancel' };

/** An event's page in one language, from its slug in that language. */
export const eventPath = (event: { slug: string; id: number }, locale: Locale) =>
  localizePath(`/${EVENTS_PATH[locale]}/${event.slug}/${event.id}`, locale);
