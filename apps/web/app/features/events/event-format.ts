import type { Locale } from '@atelier/contract/locales';
import { formatPrice, parisWallClock } from '@atelier/domain';

/** The names ICU gives (`weekday: 'long'`, `month: 'long'` in fr-FR and en-GB), Sunday first, January first. */
const NAMES = {
  fr_FR: {
    weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
  },
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
} satisfies Record<Locale, { weekdays: string[]; months: string[] }>;

/**
 * "lundi 7 décembre 2026" / "Monday 7 December 2026", in Paris time (the sites are French businesses), written out
 * rather than by Intl: a browser's first date formatter costs it 12–28 ms while the page hydrates (decision 007),
 * and the punctuation of a whole `dateStyle` differs between ICU versions. `events.test.ts` compares the names with ICU's.
 */
export function eventDay(iso: string, locale: Locale): string {
  const paris = parisWallClock(new Date(iso));
  const names = NAMES[locale];
  return `${names.weekdays[paris.getUTCDay()]} ${paris.getUTCDate()} ${names.months[paris.getUTCMonth()]} ${paris.getUTCFullYear()}`;
}

/** "09:30", 24-hour clock in both languages. */
function eventTime(iso: string): string {
  const paris = parisWallClock(new Date(iso));
  return `${String(paris.getUTCHours()).padStart(2, '0')}:${String(paris.getUTCMinutes()).padStart(2, '0')}`;
}

/** "09:30 – 16:00", or the end's day too when the event spans several. */
export function eventHours(start: string, end: string, locale: Locale): string {
  const sameDay = eventDay(start, locale) === eventDay(end, locale);
  return `${eventTime(start)} – ${sameDay ? '' : `${eventDay(end, locale)} `}${eventTime(end)}`;
}

/** "95,00 €" / "€95.00" */
export const eventPrice = (cents: number, locale: Locale) => formatPrice(cents, locale);
