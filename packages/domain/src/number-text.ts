import { dateTimeFormat, numberFormat } from './intl-formats.ts';

/**
 * The numbers, prices and Paris dates the storefront draws while a page hydrates, written out instead of through
 * Intl: a browser's first Intl.NumberFormat or DateTimeFormat costs it ~15–20 ms (ICU's locale data), one long
 * task of every page that shows a price, a rating or a date, four times that on Lighthouse's simulated phone. The
 * texts are Intl's own (number-text.property.test.ts compares them with Node's ICU): French grouping by a narrow
 * no-break space, decimal comma, `12,50 €`; English `1,234.5`, `€12.50`; rounding half away from zero on the
 * number's shortest decimal form, as ICU rounds. What these do not cover (a number beyond 10^15, a date before
 * 1996) goes through Intl.
 */

export type TextLocale = 'fr_FR' | 'en';

const NARROW_NO_BREAK_SPACE = '\u202f';
const NO_BREAK_SPACE = '\u00a0';

function groupThousands(digits: string, separator: string): string {
  let out = '';
  for (let index = 0; index < digits.length; index++) {
    if (index > 0 && (digits.length - index) % 3 === 0) out += separator;
    out += digits[index];
  }
  return out;
}

/** `|value|`'s integer and fraction digits, rounded half up to `maximum` fraction digits on its shortest form. */
function roundedDigits(abs: number, maximum: number): { whole: string; fraction: string } | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= maximum) return { whole, fraction };
  const kept = whole + fraction.slice(0, maximum);
  const roundUp = fraction.charCodeAt(maximum) >= 53; // '5'
  const digits = roundUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeLength = digits.length - maximum;
  return { whole: digits.slice(0, wholeLength) || '0', fraction: digits.slice(wholeLength) };
}

/** `value` as Intl.NumberFormat('fr-FR' | 'en-GB', { minimumFractionDigits, maximumFractionDigits }) writes it. */
export function formatDecimal(
  value: number,
  locale: TextLocale,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = 3,
  }: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  const french = locale !== 'en';
  const digits =
    Number.isFinite(value) && Math.abs(value) < 1e15 ? roundedDigits(Math.abs(value), maximumFractionDigits) : null;
  if (!digits) {
    return numberFormat(french ? 'fr-FR' : 'en-GB', { minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  let fraction = digits.fraction.replace(/0+$/, '');
  if (fraction.length < minimumFractionDigits) fraction = fraction.padEnd(minimumFractionDigits, '0');
  const whole = groupThousands(digits.whole, french ? NARROW_NO_BREAK_SPACE : ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole}${fraction ? (french ? ',' : '.') + fraction : ''}`;
}

/** Euros with two decimals (SPEC §9: wine and bottle prices show 2 decimals), in the page's language. */
export function formatPrice(cents: number, locale: TextLocale = 'fr_FR'): string {
  const amount = formatDecimal(Math.abs(cents) / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return locale === 'en' ? `${sign}€${amount}` : `${sign}${amount}${NO_BREAK_SPACE}€`;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year: where the EU's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/**
 * An instant's wall clock in Paris, as the UTC fields of the returned date (`getUTCHours()` is the hour in Paris).
 * Paris is UTC+1, UTC+2 from the last Sunday of March to the last Sunday of October at 01:00 UTC (the EU's rule since
 * 1996); before 1996 Intl's zone data answers. Should the EU end its clock changes, this rule changes with them.
 */
export function parisWallClock(instant: Date): Date {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  if (year < 1996) return parisWallClockOfIntl(instant);
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}

function parisWallClockOfIntl(instant: Date): Date {
  const parts = dateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wholeSeconds = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return new Date(wholeSeconds + (((instant.getTime() % 1000) + 1000) % 1000));
}

/** The Paris calendar day of an instant, `DD/MM/YYYY` (SPEC §9). */
export function parisDisplayDate(instant: Date): string {
  const paris = parisWallClock(instant);
  return `${pad2(paris.getUTCDate())}/${pad2(paris.getUTCMonth() + 1)}/${paris.getUTCFullYear()}`;
}

/** `7` → `07`. */
const pad2 = (value: number) => String(value).padStart(2, '0');
