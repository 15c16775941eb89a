import { parisDisplayDate } from '@atelier/domain';

/**
 * SPEC §9: dates read DD/MM/YYYY in every language. A calendar date ('2026-03-14') is taken as written;
 * an instant ('2026-11-05T09:00:00.000Z') is dated in the site's time zone (Paris: the sites are French
 * businesses), so server and browser agree.
 */
export function displayDate(value: string): string {
  const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendarDate) return `${calendarDate[3]}/${calendarDate[2]}/${calendarDate[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : parisDisplayDate(date);
}
