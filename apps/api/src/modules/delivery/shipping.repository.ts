import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  carrierRates,
  carriers,
  declinations,
  products,
  shippingZones,
  siteParameters,
} from '../../db/schema/index.ts';
import type { SiteContext } from '../../context.ts';

/**
 * The site parameters delivery reads (packages/domain shipping.ts `deliveryRules` says what they mean;
 * CLICK_AND_COLLECT_HOURS is the Click & Collect lead time).
 */
export const DELIVERY_PARAMETER_KEYS = [
  'FREE_SHIPPING_PRICE',
  'FREE_SHIPPING_BOTTLE',
  'MINIMUM_EXPEDITION_BOTTLE',
  'MAXIMUM_EXPEDITION_BOTTLE',
  'LOCK_DELIVERY',
  'ONLY_SELL_IN_FRANCE',
  'SELLS_WORLDWIDE',
  'CLICK_AND_COLLECT_HOURS',
];

export async function findDeliveryParameters(ctx: SiteContext): Promise<Record<string, string | null>> {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, DELIVERY_PARAMETER_KEYS)));
  return Object.fromEntries(rows.map((row) => [row.type, row.value]));
}

export function findZones(ctx: SiteContext) {
  return ctx.db.select().from(shippingZones).where(eq(shippingZones.siteId, ctx.siteId)).orderBy(asc(shippingZones.id));
}

export function findActiveCarriers(ctx: SiteContext) {
  return ctx.db
    .select()
    .from(carriers)
    .where(and(eq(carriers.siteId, ctx.siteId), eq(carriers.isActive, true)))
    .orderBy(asc(carriers.position), asc(carriers.id));
}

export function findRates(ctx: SiteContext) {
  return ctx.db
    .select()
    .from(carrierRates)
    .where(eq(carrierRates.siteId, ctx.siteId))
    .orderBy(asc(carrierRates.minValue));
}

/** Every declination of the site with what shipping and the free-shipping total need of it and its product. */
export function findShippingFacts(ctx: SiteContext) {
  return ctx.db
    .select({
      productId: products.id,
      declinationId: declinations.id,
      kind: products.kind,
      capacity: declinations.capacity,
      capacityUnit: declinations.capacityUnit,
      productMultiple: products.sellByMultipleOf,
      declinationMultiple: declinations.sellByMultipleOf,
      productWeight: products.weight,
      declinationWeight: declinations.weight,
      isDematerialized: products.isDematerialized,
      hasShippingFees: products.hasShippingFees,
      productPrice: products.price,
      fixedPrice: declinations.fixedPrice,
      declinationPrice: declinations.price,
      productDiscount: products.discount,
      declinationDiscount: declinations.discount,
    })
    .from(declinations)
    .innerJoin(products, and(eq(products.siteId, declinations.siteId), eq(products.id, declinations.productId)))
    .where(eq(declinations.siteId, ctx.siteId))
    .orderBy(asc(declinations.productId), asc(declinations.position), asc(declinations.id));
}

export type ShippingFactRow = Awaited<ReturnType<typeof findShippingFacts>>[number];
