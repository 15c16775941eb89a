import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { PARAMETER_CATALOG } from '@atelier/contract';
import {
  addressTypes,
  carrierRates,
  carriers,
  companyAddresses,
  companyAddressTypes,
  orders,
  pickupClosures,
  pickupSchedules,
  shippingZones,
  siteParameters,
} from '../../db/schema/index.ts';
import type { SiteContext } from '../../context.ts';
import { CLICK_AND_COLLECT_TYPE } from './calendar.repository.ts';

/** The back-office's reads and writes of a site's delivery settings (issue 16 item 7). */

export function findAllCarriers(ctx: SiteContext) {
  return ctx.db
    .select()
    .from(carriers)
    .where(eq(carriers.siteId, ctx.siteId))
    .orderBy(asc(carriers.position), asc(carriers.id));
}

export function findAllRates(ctx: SiteContext) {
  return ctx.db
    .select({
      carrierId: carrierRates.carrierId,
      zoneId: carrierRates.zoneId,
      minValue: carrierRates.minValue,
      maxValue: carrierRates.maxValue,
      price: carrierRates.price,
    })
    .from(carrierRates)
    .where(eq(carrierRates.siteId, ctx.siteId))
    .orderBy(asc(carrierRates.zoneId), asc(carrierRates.minValue), asc(carrierRates.id));
}

/** The company addresses that take Click & Collect orders, by position. */
export function findPickupAddresses(ctx: SiteContext, addressId?: number) {
  return ctx.db
    .select({ id: companyAddresses.id, name: companyAddresses.name, city: companyAddresses.city })
    .from(companyAddresses)
    .innerJoin(
      companyAddressTypes,
      and(
        eq(companyAddressTypes.siteId, companyAddresses.siteId),
        eq(companyAddressTypes.addressId, companyAddresses.id),
      ),
    )
    .innerJoin(
      addressTypes,
      and(eq(addressTypes.siteId, companyAddressTypes.siteId), eq(addressTypes.id, companyAddressTypes.typeId)),
    )
    .where(
      and(
        eq(companyAddresses.siteId, ctx.siteId),
        eq(addressTypes.code, CLICK_AND_COLLECT_TYPE),
        addressId === undefined ? undefined : eq(companyAddresses.id, addressId),
      ),
    )
    .orderBy(asc(companyAddresses.position), asc(companyAddresses.id));
}

/** The active slots of the site's addresses (or of one), by weekday and time. */
export function findActiveSchedules(ctx: SiteContext, addressId?: number) {
  return ctx.db
    .select({
      id: pickupSchedules.id,
      addressId: pickupSchedules.addressId,
      weekday: pickupSchedules.weekday,
      startTime: pickupSchedules.startTime,
      endTime: pickupSchedules.endTime,
      capacity: pickupSchedules.capacity,
    })
    .from(pickupSchedules)
    .where(
      and(
        eq(pickupSchedules.siteId, ctx.siteId),
        eq(pickupSchedules.isActive, true),
        addressId === undefined ? undefined : eq(pickupSchedules.addressId, addressId),
      ),
    )
    .orderBy(asc(pickupSchedules.weekday), asc(pickupSchedules.startTime), asc(pickupSchedules.id));
}

export function findAllClosures(ctx: SiteContext, addressId?: number) {
  return ctx.db
    .select({
      id: pickupClosures.id,
      addressId: pickupClosures.addressId,
      startDate: pickupClosures.startDate,
      endDate: pickupClosures.endDate,
      reason: pickupClosures.reason,
    })
    .from(pickupClosures)
    .where(
      and(
        eq(pickupClosures.siteId, ctx.siteId),
        addressId === undefined ? undefined : eq(pickupClosures.addressId, addressId),
      ),
    )
    .orderBy(asc(pickupClosures.startDate), asc(pickupClosures.id));
}

const PARAMETERS = new Map<string, { kind: string; label: string }>(
  PARAMETER_CATALOG.map((definition) => [definition.type, definition]),
);

/** Sets site parameters (a row the site lacks is made from the catalogue's definition). */
export async function writeParameters(ctx: SiteContext, values: Record<string, string | null>) {
  for (const [type, value] of Object.entries(values)) {
    const definition = PARAMETERS.get(type);
    if (!definition) throw new Error(`Unknown site parameter ${type}`);
    await ctx.db
      .insert(siteParameters)
      .values({
        siteId: ctx.siteId,
        type,
        kind: definition.kind as typeof siteParameters.$inferInsert.kind,
        label: definition.label,
        value,
      })
      .onConflictDoUpdate({
        target: [siteParameters.siteId, siteParameters.type],
        set: { value, updatedAt: new Date() },
      });
  }
}

// Zones

export async function deleteZonesExcept(ctx: SiteContext, keep: number[]) {
  await ctx.db
    .delete(shippingZones)
    .where(and(eq(shippingZones.siteId, ctx.siteId), keep.length > 0 ? notInArray(shippingZones.id, keep) : undefined));
}

export async function updateZone(ctx: SiteContext, id: number, values: Partial<typeof shippingZones.$inferInsert>) {
  await ctx.db
    .update(shippingZones)
    .set(values)
    .where(and(eq(shippingZones.siteId, ctx.siteId), eq(shippingZones.id, id)));
}

export async function insertZone(ctx: SiteContext, values: Omit<typeof shippingZones.$inferInsert, 'siteId'>) {
  await ctx.db.insert(shippingZones).values({ ...values, siteId: ctx.siteId });
}

// Carriers

export async function deleteCarriersExcept(ctx: SiteContext, keep: number[]) {
  await ctx.db
    .delete(carriers)
    .where(and(eq(carriers.siteId, ctx.siteId), keep.length > 0 ? notInArray(carriers.id, keep) : undefined));
}

type CarrierValues = Omit<typeof carriers.$inferInsert, 'siteId' | 'id'>;

export async function updateCarrier(ctx: SiteContext, id: number, values: CarrierValues) {
  await ctx.db
    .update(carriers)
    .set(values)
    .where(and(eq(carriers.siteId, ctx.siteId), eq(carriers.id, id)));
}

export async function insertCarrier(ctx: SiteContext, values: CarrierValues) {
  const [row] = await ctx.db
    .insert(carriers)
    .values({ ...values, siteId: ctx.siteId })
    .returning({ id: carriers.id });
  return row!.id;
}

export async function replaceRates(ctx: SiteContext, rates: Omit<typeof carrierRates.$inferInsert, 'siteId' | 'id'>[]) {
  await ctx.db.delete(carrierRates).where(eq(carrierRates.siteId, ctx.siteId));
  if (rates.length > 0)
    await ctx.db.insert(carrierRates).values(rates.map((rate) => ({ ...rate, siteId: ctx.siteId })));
}

// Click & Collect

/** Of these slots, the ones that orders booked (they stay, switched off, for those orders' pages). */
export async function bookedSchedules(ctx: SiteContext, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await ctx.db
    .selectDistinct({ id: orders.pickupScheduleId })
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), inArray(orders.pickupScheduleId, ids)));
  return new Set(rows.map((row) => row.id!));
}

export async function removeSchedules(ctx: SiteContext, deleted: number[], switchedOff: number[]) {
  if (deleted.length > 0) {
    await ctx.db
      .delete(pickupSchedules)
      .where(and(eq(pickupSchedules.siteId, ctx.siteId), inArray(pickupSchedules.id, deleted)));
  }
  if (switchedOff.length > 0) {
    await ctx.db
      .update(pickupSchedules)
      .set({ isActive: false })
      .where(and(eq(pickupSchedules.siteId, ctx.siteId), inArray(pickupSchedules.id, switchedOff)));
  }
}

type ScheduleValues = Pick<typeof pickupSchedules.$inferInsert, 'weekday' | 'startTime' | 'endTime' | 'capacity'>;

export async function updateSchedule(ctx: SiteContext, id: number, values: ScheduleValues) {
  await ctx.db
    .update(pickupSchedules)
    .set(values)
    .where(and(eq(pickupSchedules.siteId, ctx.siteId), eq(pickupSchedules.id, id)));
}

export async function insertSchedules(ctx: SiteContext, addressId: number, values: ScheduleValues[]) {
  if (values.length === 0) return;
  await ctx.db.insert(pickupSchedules).values(values.map((value) => ({ ...value, siteId: ctx.siteId, addressId })));
}

export async function replaceClosures(
  ctx: SiteContext,
  addressId: number,
  closures: Pick<typeof pickupClosures.$inferInsert, 'startDate' | 'endDate' | 'reason'>[],
) {
  await ctx.db
    .delete(pickupClosures)
    .where(and(eq(pickupClosures.siteId, ctx.siteId), eq(pickupClosures.addressId, addressId)));
  if (closures.length > 0) {
    await ctx.db
      .insert(pickupClosures)
      .values(closures.map((closure) => ({ ...closure, siteId: ctx.siteId, addressId })));
  }
}

/** Locks the site's delivery settings for one back-office write at a time (two saves never interleave). */
export async function lockDeliverySettings(ctx: SiteContext) {
  await ctx.db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_KEY}, ${ctx.siteId})`);
}

/** The advisory lock namespace of the delivery settings (any number no other lock of the app uses). */
const ADVISORY_KEY = 16_007;
