/**
 * Wall-clock time in Europe/Paris, where Click & Collect slots are kept ('HH:MM' on a date), from the Intl
 * time-zone data Node ships (no date library in the project). Only daytime slots use it, so the hour that a
 * spring change skips never needs a meaning.
 */
export const PICKUP_TIME_ZONE = 'Europe/Paris';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PICKUP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Paris wall clock of an instant. */
export function parisClock(instant: Date) {
  const values: Record<string, number> = {};
  for (const part of parts.formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour!,
    minute: values.minute!,
    second: values.second!,
  };
}

/** Minutes Paris is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const clock = parisClock(new Date(instant));
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of a Paris wall-clock time: `date` 'YYYY-MM-DD', `time` 'HH:MM'. */
export function parisInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess may differ from the offset at the answer near a change: correct once.
  let instant = wall - offsetMinutes(wall) * 60_000;
  const corrected = wall - offsetMinutes(instant) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** 'YYYY-MM-DD' of a calendar day. */
export const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Days in a month (1–12). */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whether a string is a real calendar day 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
