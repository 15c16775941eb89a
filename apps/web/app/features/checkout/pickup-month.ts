import { dateTimeFormat } from '@atelier/domain';

/** The month grid of the Click & Collect calendar (pure): weeks from Monday, days as 'YYYY-MM-DD'. */

export interface MonthRef {
  month: number;
  year: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

export function addMonths({ month, year }: MonthRef, count: number): MonthRef {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month of today in the shop's time zone (Europe/Paris: the calendar's). */
export function currentMonth(now = new Date(), timeZone = 'Europe/Paris'): MonthRef {
  const parts = dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { month: value('month'), year: value('year') };
}

/** The month's weeks, Monday first; null for the cells before the 1st and after the last day. */
export function monthWeeks({ month, year }: MonthRef): (string | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 = Sunday; the grid starts on Monday.
  const offset = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, index) => isoDay(year, month, index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** SPEC §9: dates as DD/MM/YYYY. */
export function shortDate(iso: string) {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
