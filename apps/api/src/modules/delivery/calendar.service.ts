import type { AllowedPickupDates, PickupSlot } from '@atelier/contract';
import { AppError } from '../../errors.ts';
import type { RequestContext, SiteContext } from '../../context.ts';
import * as repository from './calendar.repository.ts';
import type { DeliveryCaches } from './delivery-cache.ts';
import { isCalendarDate, isoDate, parisClock, PICKUP_TIME_ZONE } from './paris-time.ts';
import {
  allowedDays,
  bookingKey,
  leadHoursOf,
  monthBounds,
  slotsOfDay,
  type PickupCalendar,
  type PickupSchedule,
} from './pickup-calendar.ts';

/**
 * Places already taken per slot and day between two days (`bookingKey`): orders and made-to-measure jobs share
 * the calendar (issue 19); `exceptJobId`'s own slot is left out (a job moving its slot).
 */
async function bookingsOf(
  ctx: RequestContext,
  schedules: readonly PickupSchedule[],
  first: string,
  last: string,
  exceptJobId?: number,
) {
  const booked = new Map<string, number>();
  if (schedules.length === 0) return booked;
  const ids = schedules.map((schedule) => schedule.id);
  const [orderRows, jobRows] = await Promise.all([
    repository.countBookings(ctx, ids, first, last),
    repository.countJobBookings(ctx, ids, first, last, exceptJobId),
  ]);
  for (const row of [...orderRows, ...jobRows]) {
    if (row.scheduleId === null || row.date === null) continue;
    const key = bookingKey(row.scheduleId, row.date);
    booked.set(key, (booked.get(key) ?? 0) + row.taken);
  }
  return booked;
}

/**
 * SPEC §7 `GET /calendar/{id}/date/allowed/{month}/{year}`: the days of the month a customer may choose for
 * Click & Collect at the address, each with its slots and the places left. 404 when the address is not a
 * Click & Collect address of the site. The address's slots and closures come from the delivery cache; the
 * places taken are counted for each call.
 */
export async function allowedPickupDates(
  ctx: RequestContext,
  caches: Pick<DeliveryCaches, 'delivery'>,
  addressId: number,
  month: number,
  year: number,
  now = new Date(),
): Promise<AllowedPickupDates> {
  const delivery = await caches.delivery.get(ctx);
  const pickup = delivery.pickup.get(addressId);
  if (!pickup) throw new AppError('NOT_FOUND', 'PICKUP_ADDRESS_NOT_FOUND', { id: addressId });
  const { first, last } = monthBounds(year, month);
  const today = parisClock(now);
  // A month gone by has nothing to offer: no need to count its orders.
  const past = last < isoDate(today.year, today.month, today.day);
  const booked = past ? new Map<string, number>() : await bookingsOf(ctx, pickup.schedules, first, last);
  const calendar: PickupCalendar = { ...pickup, booked, now, leadHours: delivery.leadHours };
  return {
    idAddress: addressId,
    month,
    year,
    leadHours: delivery.leadHours,
    timeZone: PICKUP_TIME_ZONE,
    days: past ? [] : allowedDays(year, month, calendar),
  };
}

export interface PickupChoice {
  idAddress: number;
  /** 'YYYY-MM-DD' (SPEC §7 POST /order dateSchedule). */
  date: string;
  idSchedule: number;
}

/**
 * For the order step (`POST /order` with CLICK_AND_COLLECT): checks that the chosen day and slot can still be
 * taken — a Click & Collect address of the site, an open day, the lead time, a place left — and returns the
 * slot (also what a made-to-measure job's pick-up is checked by, `exceptJobId` being the job itself). Everything is read through `ctx.db` (not the cache), so inside a transaction it sees the transaction. Throws AppError PICKUP_ADDRESS_NOT_FOUND, PICKUP_DATE_INVALID or PICKUP_SLOT_UNAVAILABLE (400).
 * Inside the order's transaction, pass `lock: true` (ctx.db being the transaction): the slot's row is locked
 * until the order is written, so two customers never take its last place together.
 */
export async function checkPickupChoice(
  ctx: RequestContext,
  choice: PickupChoice,
  options: { now?: Date; lock?: boolean; exceptJobId?: number } = {},
): Promise<PickupSlot> {
  if (!isCalendarDate(choice.date)) throw new AppError('BAD_REQUEST', 'PICKUP_DATE_INVALID', { date: choice.date });
  const isPickupAddress = (await repository.findPickupAddressIds(ctx, choice.idAddress)).length > 0;
  if (!isPickupAddress) throw new AppError('BAD_REQUEST', 'PICKUP_ADDRESS_NOT_FOUND', { id: choice.idAddress });
  if (options.lock) await repository.lockSchedule(ctx, choice.idAddress, choice.idSchedule);
  const [lead, schedules, closures] = await Promise.all([
    repository.findLeadHoursValue(ctx),
    repository.findSchedules(ctx, choice.idAddress),
    repository.findClosures(ctx, choice.idAddress, choice.date, choice.date),
  ]);
  const calendar: PickupCalendar = {
    schedules,
    closures,
    booked: await bookingsOf(ctx, schedules, choice.date, choice.date, options.exceptJobId),
    now: options.now ?? new Date(),
    leadHours: leadHoursOf(lead),
  };
  const slot = slotsOfDay(choice.date, calendar).find((candidate) => candidate.idSchedule === choice.idSchedule);
  if (!slot) throw new AppError('BAD_REQUEST', 'PICKUP_SLOT_UNAVAILABLE');
  return slot;
}

/** Whether the site offers pick-up at all: a Click & Collect address with an active slot. */
export async function offersPickup(ctx: SiteContext): Promise<boolean> {
  return (await repository.countPickupSchedules(ctx)) > 0;
}

/** The place and slot of a booked pick-up (a made-to-measure job's), each null when since removed. */
export function pickupPlace(ctx: SiteContext, addressId: number, scheduleId: number) {
  return repository.findPickupPlace(ctx, addressId, scheduleId);
}
