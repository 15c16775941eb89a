import type { Locale } from '@atelier/contract/locales';
import { dateTimeFormat, numberFormat } from '@atelier/domain';

/** The sites are French businesses: an event is dated in their time zone, on server and client alike. */
const SITE_TIME_ZONE = 'Europe/Paris';

const tag = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'fr-FR');

/**
 * "lundi 7 décembre 2026" / "Monday 7 December 2026", put together from its parts: the punctuation of a whole
 * `dateStyle` differs between ICU versions (the server's Node and the visitor's browser), the names do not.
 */
export function eventDay(iso: string, locale: Locale): string {
  const parts = dateTimeFormat(tag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** "09:30", 24-hour clock in both languages. */
function eventTime(iso: string): string {
  const parts = dateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SITE_TIME_ZONE,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}

/** "09:30 – 16:00", or the end's day too when the event spans several. */
export function eventHours(start: string, end: string, locale: Locale): string {
  const sameDay = eventDay(start, locale) === eventDay(end, locale);
  return `${eventTime(start)} – ${sameDay ? '' : `${eventDay(end, locale)} `}${eventTime(end)}`;
}

/** "95,00 €" / "€95.00" */
export const eventPrice = (cents: number, locale: Locale) =>
  numberFormat(tag(locale), { style: 'currency', currency: 'EUR' }).format(cents / 100);
