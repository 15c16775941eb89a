import { and, asc, count, eq, gte, inArray, lte, ne, notInArray } from 'drizzle-orm';
import {
  addressTypes,
  companyAddresses,
  companyAddressTypes,
  madeToMeasureJobs,
  orders,
  pickupClosures,
  pickupSchedules,
  siteParameters,
} from '../../db/schema/index.ts';
import type { RequestContext, SiteContext } from '../../context.ts';

/** The address type that opens an address to Click & Collect (SPEC §4 clickAndCollect.idAddress). */
export const CLICK_AND_COLLECT_TYPE = 'CLICK_AND_COLLECT';

/**
 * The ids of the site's company addresses that have the CLICK_AND_COLLECT type (all of them for the delivery
 * cache, or whether one has it for the order step).
 */
export async function findPickupAddressIds(ctx: SiteContext, addressId?: number) {
  const rows = await ctx.db
    .select({ id: companyAddressTypes.addressId })
    .from(companyAddressTypes)
    .innerJoin(
      addressTypes,
      and(eq(addressTypes.siteId, companyAddressTypes.siteId), eq(addressTypes.id, companyAddressTypes.typeId)),
    )
    .where(
      and(
        eq(companyAddressTypes.siteId, ctx.siteId),
        eq(addressTypes.code, CLICK_AND_COLLECT_TYPE),
        addressId === undefined ? undefined : eq(companyAddressTypes.addressId, addressId),
      ),
    );
  return rows.map((row) => row.id);
}

const scheduleColumns = {
  id: pickupSchedules.id,
  addressId: pickupSchedules.addressId,
  weekday: pickupSchedules.weekday,
  startTime: pickupSchedules.startTime,
  endTime: pickupSchedules.endTime,
  capacity: pickupSchedules.capacity,
};

/** Every active slot of the site's addresses (kept in the delivery cache). */
export function findSiteSchedules(ctx: SiteContext) {
  return ctx.db
    .select(scheduleColumns)
    .from(pickupSchedules)
    .where(and(eq(pickupSchedules.siteId, ctx.siteId), eq(pickupSchedules.isActive, true)))
    .orderBy(asc(pickupSchedules.weekday), asc(pickupSchedules.startTime));
}

/** Every closure of the site's addresses that has not ended before `from` (kept in the delivery cache). */
export function findSiteClosures(ctx: SiteContext, from: string) {
  return ctx.db
    .select({
      addressId: pickupClosures.addressId,
      startDate: pickupClosures.startDate,
      endDate: pickupClosures.endDate,
    })
    .from(pickupClosures)
    .where(and(eq(pickupClosures.siteId, ctx.siteId), gte(pickupClosures.endDate, from)));
}

/** CLICK_AND_COLLECT_HOURS as stored (read here, not from the delivery cache: this may run in a transaction). */
export async function findLeadHoursValue(ctx: RequestContext) {
  const [row] = await ctx.db
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), eq(siteParameters.type, 'CLICK_AND_COLLECT_HOURS')));
  return row?.value ?? null;
}

/** The active slots of an address. */
export function findSchedules(ctx: RequestContext, addressId: number) {
  return ctx.db
    .select(scheduleColumns)
    .from(pickupSchedules)
    .where(
      and(
        eq(pickupSchedules.siteId, ctx.siteId),
        eq(pickupSchedules.addressId, addressId),
        eq(pickupSchedules.isActive, true),
      ),
    )
    .orderBy(asc(pickupSchedules.weekday), asc(pickupSchedules.startTime));
}

/**
 * Locks one slot of an address until the transaction ends (the order step, inside its transaction): two
 * orders for its last place then take it one after the other.
 */
export function lockSchedule(ctx: RequestContext, addressId: number, scheduleId: number) {
  return ctx.db
    .select({ id: pickupSchedules.id })
    .from(pickupSchedules)
    .where(
      and(
        eq(pickupSchedules.siteId, ctx.siteId),
        eq(pickupSchedules.addressId, addressId),
        eq(pickupSchedules.id, scheduleId),
      ),
    )
    .for('update');
}

/** Closures of an address that overlap the days from `first` to `last`. */
export function findClosures(ctx: RequestContext, addressId: number, first: string, last: string) {
  return ctx.db
    .select({ startDate: pickupClosures.startDate, endDate: pickupClosures.endDate })
    .from(pickupClosures)
    .where(
      and(
        eq(pickupClosures.siteId, ctx.siteId),
        eq(pickupClosures.addressId, addressId),
        lte(pickupClosures.startDate, last),
        gte(pickupClosures.endDate, first),
      ),
    );
}

/** Orders per slot and day between `first` and `last` (cancelled orders free their place). */
export function countBookings(ctx: RequestContext, scheduleIds: number[], first: string, last: string) {
  return ctx.db
    .select({ scheduleId: orders.pickupScheduleId, date: orders.pickupDate, taken: count() })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, ctx.siteId),
        inArray(orders.pickupScheduleId, scheduleIds),
        gte(orders.pickupDate, first),
        lte(orders.pickupDate, last),
        ne(orders.status, 'CANCELLED'),
      ),
    )
    .groupBy(orders.pickupScheduleId, orders.pickupDate);
}

/**
 * Made-to-measure jobs' Click & Collect slots per slot and day between `first` and `last` (issue 19: a finished
 * piece is collected in a slot of the same calendar, so orders and jobs share its places); a cancelled job frees
 * its place, and `exceptJobId`'s own slot is left out (a job moving its slot).
 */
export function countJobBookings(
  ctx: RequestContext,
  scheduleIds: number[],
  first: string,
  last: string,
  exceptJobId?: number,
) {
  return ctx.db
    .select({ scheduleId: madeToMeasureJobs.pickupScheduleId, date: madeToMeasureJobs.pickupDate, taken: count() })
    .from(madeToMeasureJobs)
    .where(
      and(
        eq(madeToMeasureJobs.siteId, ctx.siteId),
        inArray(madeToMeasureJobs.pickupScheduleId, scheduleIds),
        gte(madeToMeasureJobs.pickupDate, first),
        lte(madeToMeasureJobs.pickupDate, last),
        notInArray(madeToMeasureJobs.status, ['CANCELLED']),
        exceptJobId === undefined ? undefined : ne(madeToMeasureJobs.id, exceptJobId),
      ),
    )
    .groupBy(madeToMeasureJobs.pickupScheduleId, madeToMeasureJobs.pickupDate);
}

/** How many active slots the site's Click & Collect addresses have. */
export async function countPickupSchedules(ctx: SiteContext): Promise<number> {
  const addressIds = await findPickupAddressIds(ctx);
  if (addressIds.length === 0) return 0;
  const [row] = await ctx.db
    .select({ total: count() })
    .from(pickupSchedules)
    .where(
      and(
        eq(pickupSchedules.siteId, ctx.siteId),
        eq(pickupSchedules.isActive, true),
        inArray(pickupSchedules.addressId, addressIds),
      ),
    );
  return row?.total ?? 0;
}

/** A company address and one of its slots (those of a booked pick-up), each null when gone. */
export async function findPickupPlace(ctx: SiteContext, addressId: number, scheduleId: number) {
  const [[address], [schedule]] = await Promise.all([
    ctx.db
      .select()
      .from(companyAddresses)
      .where(and(eq(companyAddresses.siteId, ctx.siteId), eq(companyAddresses.id, addressId))),
    ctx.db
      .select()
      .from(pickupSchedules)
      .where(and(eq(pickupSchedules.siteId, ctx.siteId), eq(pickupSchedules.id, scheduleId))),
  ]);
  return { address: address ?? null, schedule: schedule ?? null };
}
