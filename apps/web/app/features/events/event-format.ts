import type { Locale } from '@atelier/contract/locales';

/** The sites are French businesses: an event is dated in their time zone, on server and client alike. */
const SITE_TIME_ZONE = 'Europe/Paris';

const tag = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'fr-FR');

/** "samedi 6 décembre 2026" */
export const eventDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'full', timeZone: SITE_TIME_ZONE }).format(new Date(iso));

/** "09:30 – 16:00", or the two days when the event spans several. */
export function eventHours(start: string, end: string, locale: Locale): string {
  const time = new Intl.DateTimeFormat(tag(locale), { timeStyle: 'short', timeZone: SITE_TIME_ZONE });
  const sameDay = eventDay(start, locale) === eventDay(end, locale);
  const until = sameDay ? time.format(new Date(end)) : `${eventDay(end, locale)} ${time.format(new Date(end))}`;
  return `${time.format(new Date(start))} – ${until}`;
}

/** "95 €" / "€95.00" */
export const eventPrice = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'EUR' }).format(cents / 100);
