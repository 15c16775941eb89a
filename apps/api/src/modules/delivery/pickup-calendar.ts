import type { PickupSlot } from '@atelier/contract';
import { daysInMonth, isoDate, isoWeekday, parisInstant } from './paris-time.ts';

/** A Click & Collect slot as stored: on an ISO weekday, 'HH:MM' to 'HH:MM' (Europe/Paris), `capacity` orders. */
export interface PickupSchedule {
  id: number;
  weekday: number;
  startTime: string;
  endTime: string;
  capacity: number;
}

/** Days without Click & Collect, both ends included ('YYYY-MM-DD'). */
export interface PickupClosure {
  startDate: string;
  endDate: string;
}

export interface PickupCalendar {
  schedules: readonly PickupSchedule[];
  closures: readonly PickupClosure[];
  /** Orders already taken per slot and day (`bookingKey`), cancelled ones left out. */
  booked: ReadonlyMap<string, number>;
  now: Date;
  /** CLICK_AND_COLLECT_HOURS: no slot starting sooner than this after `now` is offered. */
  leadHours: number;
}

/**
 * CLICK_AND_COLLECT_HOURS as a number of hours between now and the first slot a customer may choose; empty
 * or not a positive number: no lead time.
 */
export function leadHoursOf(value: string | null | undefined): number {
  const hours = Number.parseFloat(String(value ?? '').replace(',', '.'));
  return Number.isFinite(hours) && hours > 0 ? hours : 0;
}

export const bookingKey = (scheduleId: number, date: string) => `${scheduleId}|${date}`;

const isClosed = (date: string, closures: readonly PickupClosure[]) =>
  closures.some((closure) => closure.startDate <= date && date <= closure.endDate);

/**
 * The slots a customer may choose on a day: the address's slots of that weekday, unless the day is closed,
 * starting at least `leadHours` after now, with room left.
 */
export function slotsOfDay(date: string, calendar: PickupCalendar): PickupSlot[] {
  if (isClosed(date, calendar.closures)) return [];
  const weekday = isoWeekday(date);
  const earliest = calendar.now.getTime() + calendar.leadHours * 3_600_000;
  return calendar.schedules
    .filter((schedule) => schedule.weekday === weekday)
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id)
    .flatMap((schedule) => {
      if (parisInstant(date, schedule.startTime).getTime() < earliest) return [];
      const remaining = schedule.capacity - (calendar.booked.get(bookingKey(schedule.id, date)) ?? 0);
      if (remaining <= 0) return [];
      return [{ idSchedule: schedule.id, start: schedule.startTime, end: schedule.endTime, remaining }];
    });
}

/** The days of a month that have at least one slot to offer, each with its slots. */
export function allowedDays(year: number, month: number, calendar: PickupCalendar) {
  const days: { date: string; slots: PickupSlot[] }[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const date = isoDate(year, month, day);
    const slots = slotsOfDay(date, calendar);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** First and last day of a month, 'YYYY-MM-DD'. */
export const monthBounds = (year: number, month: number) => ({
  first: isoDate(year, month, 1),
  last: isoDate(year, month, daysInMonth(year, month)),
});
