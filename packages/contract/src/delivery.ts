import { z } from './zod.ts';

/**
 * Delivery as the API answers it (SPEC §3 Cart checkout state carrier and Access point, §7 Shipping, Addresses,
 * Calendar; issue 6 item 4). Money in integer cents, weights in grams, distances in metres.
 */

/** DELIVERY: to the customer's address; PICKUP: to a relay point (SPEC §3 carrier deliveryType). */
export const CARRIER_DELIVERY_TYPES = ['DELIVERY', 'PICKUP'] as const;
export type CarrierDeliveryType = (typeof CARRIER_DELIVERY_TYPES)[number];
/** SPEC §3 carrier siteType: where the parcel goes, HOME (DELIVERY carriers) or RELAY (PICKUP carriers). */
export const CARRIER_SITE_TYPES = ['HOME', 'RELAY'] as const;
export type CarrierSiteType = (typeof CARRIER_SITE_TYPES)[number];

/** Why shipping is free: the products total (FREE_SHIPPING_PRICE), the bottle count (FREE_SHIPPING_BOTTLE), or nothing charged. */
export const FREE_SHIPPING_REASONS = ['PRICE', 'BOTTLES', 'NO_SHIPPING_FEES'] as const;
export type FreeShippingReasonCode = (typeof FREE_SHIPPING_REASONS)[number];

/**
 * Why no carrier is offered although the cart needs delivery (Click & Collect stays possible): LOCK_DELIVERY,
 * MINIMUM/MAXIMUM_EXPEDITION_BOTTLE, or no carrier's price list holds the parcel.
 */
export const SHIPPING_PROBLEMS = [
  'DELIVERY_LOCKED',
  'BELOW_MINIMUM_BOTTLES',
  'ABOVE_MAXIMUM_BOTTLES',
  'NO_CARRIER',
] as const;
export type ShippingProblem = (typeof SHIPPING_PROBLEMS)[number];

const rowId = z.number().int().positive().max(2_147_483_647);

/**
 * A country as the checkout knows it: ISO alpha-2 ('FR', any case) or the ISO numeric id of `GET /countries`
 * (250 or '250').
 */
export const countryRefSchema = z.union([
  z.number().int().min(1).max(999),
  z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2}|\d{1,3})$/),
]);
export type CountryRef = z.infer<typeof countryRefSchema>;

/**
 * One cart line of `POST /calculate/shipping-fees`. `idProduct` is the product's id (the cart line's
 * productId); `idDeclination` (optional) names the declination, whose capacity, weight and sell-by multiple
 * then apply; without it the product's first declination does.
 */
export const shippingFeesProductSchema = z.object({
  idProduct: rowId,
  idDeclination: rowId.optional(),
  quantity: z.number().int().min(1).max(100_000),
});
export type ShippingFeesProduct = z.infer<typeof shippingFeesProductSchema>;

/**
 * `POST /calculate/shipping-fees` (SPEC §7). An empty list is refused with 'No products in cart' (SPEC §8).
 * `country` defaults to France; `postalCode` is checked (5 digits in France) and kept for networks that price
 * by it (the built-in zones price by country).
 */
export const shippingFeesRequestSchema = z.object({
  products: z.array(shippingFeesProductSchema).max(200),
  postalCode: z.string().trim().max(12).optional(),
  country: countryRefSchema.optional(),
});
export type ShippingFeesRequest = z.infer<typeof shippingFeesRequestSchema>;

/** SPEC §3 Cart checkout state `carrier`: one carrier's offer for the cart. */
export const carrierOfferSchema = z.object({
  id: z.number().int(),
  /** Cents the customer pays (0 when shipping is free). */
  fdp: z.number().int(),
  name: z.string(),
  serviceCode: z.string(),
  /** Cents before free shipping. */
  price: z.number().int(),
  deliveryType: z.enum(CARRIER_DELIVERY_TYPES),
  siteType: z.enum(CARRIER_SITE_TYPES),
  description: z.string().nullable(),
  /** PICKUP: the relay network whose points `POST /relay/access-points` searches. */
  relayNetwork: z.string().nullable(),
});
export type CarrierOffer = z.infer<typeof carrierOfferSchema>;

export const shippingFeesSchema = z.object({
  /** False when every product is dematerialized: the order goes without delivery (NO_DELIVERY). */
  needsDelivery: z.boolean(),
  /** The offers for the destination, in the site's carrier order (SPEC §3 shippingPrices). */
  carriers: z.array(carrierOfferSchema),
  /** SPEC §5 free-shipping bottle count of the lines that ship and are charged for. */
  bottleCount: z.number().int(),
  /** Grams of the lines that ship and are charged for. */
  weight: z.number().int(),
  /** Cents: the lines at their catalogue price after the product's discount (what FREE_SHIPPING_PRICE is compared to). */
  productsTotal: z.number().int(),
  freeShipping: z.object({
    applied: z.boolean(),
    reason: z.enum(FREE_SHIPPING_REASONS).nullable(),
    /** FREE_SHIPPING_PRICE in cents, null when off. */
    fromPrice: z.number().int().nullable(),
    /** FREE_SHIPPING_BOTTLE, null when off. */
    fromBottles: z.number().int().nullable(),
  }),
  /** Why `carriers` is empty although the cart needs delivery; `message` says it in the request's language. */
  problem: z.enum(SHIPPING_PROBLEMS).nullable(),
  message: z.string().nullable(),
  country: z.object({ id: z.number().int(), alphaTwo: z.string() }),
});
export type ShippingFees = z.infer<typeof shippingFeesSchema>;

// ─── relay points ───

export const geoPositionSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type GeoPosition = z.infer<typeof geoPositionSchema>;

/**
 * `POST /relay/access-points`: where to look. A position (latitude and longitude together) wins; otherwise the
 * postal code and city are placed on the map (the street is kept for networks that geocode it). `carrierId`
 * names the PICKUP carrier (its network); without it, the site's first PICKUP carrier. `limit`: 10 by default.
 */
export const relaySearchSchema = z
  .object({
    address: z.string().trim().max(200).optional(),
    postalCode: z.string().trim().max(12).optional(),
    city: z.string().trim().max(100).optional(),
    country: countryRefSchema.optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    carrierId: rowId.optional(),
    limit: z.number().int().min(1).max(20).optional(),
  })
  .refine((search) => (search.latitude === undefined) === (search.longitude === undefined), {
    path: ['longitude'],
    params: { i18n: 'RELAY_POSITION_INCOMPLETE' },
  });
export type RelaySearchRequest = z.infer<typeof relaySearchSchema>;

/** Opening hours of a relay point: on a weekday (1 = Monday … 7 = Sunday), from `open` to `close` ('HH:MM'). */
export const openingPeriodSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  open: z.string(),
  close: z.string(),
});

/** SPEC §3 Access point, with its distance from the searched place and its opening hours. */
export const accessPointSchema = z.object({
  /** The network's id of the point: what the order sends back. */
  id: z.string(),
  network: z.string(),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  /** ISO alpha-2. */
  country: z.string(),
  position: geoPositionSchema,
  /** The kind of shop, for the map marker: TOBACCO_PRESS, NEWSAGENT, FLORIST, GROCERY, BOOKSHOP, DRY_CLEANER, … */
  icon: z.string(),
  /** Metres from the searched place, as the crow flies. */
  distance: z.number().int(),
  openingHours: z.array(openingPeriodSchema),
});
export type AccessPoint = z.infer<typeof accessPointSchema>;

// ─── Click & Collect ───

/** A Click & Collect time slot of a day with the orders it can still take. */
export const pickupSlotSchema = z.object({
  idSchedule: z.number().int(),
  /** 'HH:MM', Europe/Paris. */
  start: z.string(),
  end: z.string(),
  remaining: z.number().int(),
});
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

/**
 * `GET /calendar/{id}/date/allowed/{month}/{year}`: the days of the month that can be chosen, each with its
 * slots (at least one), for the Click & Collect address `idAddress`. `leadHours` is CLICK_AND_COLLECT_HOURS.
 */
export const allowedPickupDatesSchema = z.object({
  idAddress: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  leadHours: z.number(),
  timeZone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(pickupSlotSchema) })),
});
export type AllowedPickupDates = z.infer<typeof allowedPickupDatesSchema>;
