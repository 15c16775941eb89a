import { z } from './zod.ts';
import { CARRIER_DELIVERY_TYPES } from './delivery.ts';
import { localizedTextSchema } from './locale.ts';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './payments.ts';

/**
 * The back-office's delivery and payment settings (issue 16 item 7). Money in integer cents, weights in grams,
 * times 'HH:MM' (Europe/Paris), days 'YYYY-MM-DD'. A refinement's problem names its i18n key (`params.i18n`),
 * which the API words in the request's language (apps/api/src/i18n/api-messages.ts).
 */

const rowId = z.number().int().positive().max(2_147_483_647);
/** Cents, never negative (a million euros at most). */
const cents = z.number().int().min(0).max(100_000_000);
const count = z.number().int().min(1).max(100_000);
const problem = (i18n: string, path: (string | number)[], values?: Record<string, string | number>) => ({
  code: 'custom' as const,
  path,
  message: i18n,
  params: values ? { i18n, values } : { i18n },
});

/** What a carrier's bands count: parcel weight in grams, or SPEC §5 bottles. */
export const RATE_BASES = ['WEIGHT', 'BOTTLE'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

// ---------------------------------------------------------------------------------------------------------
// Delivery rules (site parameters)
// ---------------------------------------------------------------------------------------------------------

/**
 * The delivery parameters of the site (packages/domain shipping.ts `deliveryRules`): free shipping from a products
 * total (cents) or from a bottle count, a parcel's bottle bounds, delivery switched off (Click & Collect only),
 * France only, the rest of the world served, and the Click & Collect lead time. null: off / no bound.
 */
export const deliveryRulesSettingsSchema = z
  .object({
    freeShippingPrice: cents.min(1).nullable(),
    freeShippingBottles: count.nullable(),
    minimumBottles: count.nullable(),
    maximumBottles: count.nullable(),
    lockDelivery: z.boolean(),
    onlyFrance: z.boolean(),
    worldwide: z.boolean(),
    /** Hours between an order and the first Click & Collect slot it may take (0: none). */
    clickAndCollectHours: z
      .number()
      .min(0)
      .max(24 * 60),
  })
  .superRefine((value, ctx) => {
    const { minimumBottles: min, maximumBottles: max } = value;
    if (min !== null && max !== null && min > max) {
      ctx.addIssue(problem('SETTINGS_BOTTLES_MIN_ABOVE_MAX', ['maximumBottles']));
    }
  });
export type DeliveryRulesSettings = z.infer<typeof deliveryRulesSettingsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Zones
// ---------------------------------------------------------------------------------------------------------

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase());

/** A group of countries priced alike; one zone may name no country: the rest of the world. */
export const shippingZoneSettingSchema = z.object({
  /** Absent: a new zone. */
  id: rowId.optional(),
  name: z.object({ fr_FR: z.string().trim().min(1).max(100), en: z.string().trim().max(100).optional() }),
  countryCodes: z.array(countryCode).max(300),
});
export type ShippingZoneSetting = z.infer<typeof shippingZoneSettingSchema>;

/**
 * `PUT /admin/settings/delivery/zones`: the site's zones, whole. A zone the list leaves out is deleted with its
 * carriers' bands. A country belongs to one zone at most; one zone at most names no country.
 */
export const shippingZonesUpdateSchema = z
  .object({ zones: z.array(shippingZoneSettingSchema).max(100) })
  .superRefine((value, ctx) => {
    const seen = new Map<string, number>();
    let rest: number | null = null;
    value.zones.forEach((zone, index) => {
      if (zone.countryCodes.length === 0) {
        if (rest !== null) ctx.addIssue(problem('SETTINGS_ZONE_REST_TWICE', ['zones', index, 'countryCodes']));
        rest = index;
      }
      for (const code of zone.countryCodes) {
        const other = seen.get(code);
        if (other !== undefined) {
          ctx.addIssue(problem('SETTINGS_ZONE_COUNTRY_TWICE', ['zones', index, 'countryCodes'], { country: code }));
        }
        seen.set(code, index);
      }
    });
  });
export type ShippingZonesUpdate = z.infer<typeof shippingZonesUpdateSchema>;

/** A zone as the settings answer it. */
export const shippingZoneSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  countryCodes: z.array(z.string()),
});

// ---------------------------------------------------------------------------------------------------------
// Carriers and their rate bands
// ---------------------------------------------------------------------------------------------------------

/** One band of a carrier's price list in a zone: from `minValue` to `maxValue` (both included), `price` cents. */
export const rateBandSettingSchema = z
  .object({
    zoneId: rowId,
    /** Grams or bottles (the carrier's rateBasis). */
    minValue: z.number().int().min(0).max(100_000_000),
    maxValue: z.number().int().min(0).max(100_000_000),
    price: cents,
  })
  .superRefine((value, ctx) => {
    if (value.minValue > value.maxValue) {
      ctx.addIssue(problem('SETTINGS_BAND_MIN_ABOVE_MAX', ['maxValue']));
    }
  });
export type RateBandSetting = z.infer<typeof rateBandSettingSchema>;

/** The bands of one zone that overlap an earlier one of the same zone (indexes in `rates`). */
export function overlappingBands(rates: readonly Pick<RateBandSetting, 'zoneId' | 'minValue' | 'maxValue'>[]) {
  const overlaps: { index: number; other: number }[] = [];
  rates.forEach((band, index) => {
    for (let other = 0; other < index; other++) {
      const earlier = rates[other]!;
      if (earlier.zoneId === band.zoneId && band.minValue <= earlier.maxValue && earlier.minValue <= band.maxValue) {
        overlaps.push({ index, other });
        break;
      }
    }
  });
  return overlaps;
}

const carrierText = z.string().trim().min(1).max(100);

export const carrierSettingSchema = z
  .object({
    /** Absent: a new carrier. */
    id: rowId.optional(),
    name: carrierText,
    description: z.object({ fr_FR: z.string().trim().max(500), en: z.string().trim().max(500).optional() }).nullable(),
    /** The service code sent with the order (and to a relay network's API). */
    serviceCode: carrierText,
    deliveryType: z.enum(CARRIER_DELIVERY_TYPES),
    rateBasis: z.enum(RATE_BASES),
    /** A PICKUP carrier's relay network (one of the settings' `relayNetworks`; null: the built-in one). */
    relayNetwork: z.string().trim().min(1).max(60).nullable(),
    isActive: z.boolean(),
    rates: z.array(rateBandSettingSchema).max(1000),
  })
  .superRefine((value, ctx) => {
    for (const { index, other } of overlappingBands(value.rates)) {
      ctx.addIssue(problem('SETTINGS_BANDS_OVERLAP', ['rates', index], { band: other + 1 }));
    }
  });
export type CarrierSetting = z.infer<typeof carrierSettingSchema>;

/**
 * `PUT /admin/settings/delivery/carriers`: the site's carriers, whole, in the order the checkout lists them. A
 * carrier the list leaves out is deleted (orders keep its name).
 */
export const carriersUpdateSchema = z.object({ carriers: z.array(carrierSettingSchema).max(50) });
export type CarriersUpdate = z.infer<typeof carriersUpdateSchema>;

export const carrierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: localizedTextSchema.nullable(),
  serviceCode: z.string(),
  deliveryType: z.enum(CARRIER_DELIVERY_TYPES),
  rateBasis: z.enum(RATE_BASES),
  relayNetwork: z.string().nullable(),
  isActive: z.boolean(),
  position: z.number().int(),
  rates: z.array(
    z.object({
      zoneId: z.number().int(),
      minValue: z.number().int(),
      maxValue: z.number().int(),
      price: z.number().int(),
    }),
  ),
});
export type CarrierSettings = z.infer<typeof carrierSchema>;

// ---------------------------------------------------------------------------------------------------------
// Click & Collect: slots, capacity, closures
// ---------------------------------------------------------------------------------------------------------

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().refine((value) => CLOCK_TIME.test(value), { params: { i18n: 'SETTINGS_TIME_INVALID' } });
const calendarDate = z.string().refine(
  (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  },
  { params: { i18n: 'SETTINGS_DATE_INVALID' } },
);

/** A weekly slot: on an ISO weekday (1 = Monday … 7 = Sunday), 'HH:MM' to 'HH:MM', at most `capacity` orders. */
export const pickupSlotSettingSchema = z
  .object({
    /** Absent: a new slot. */
    id: rowId.optional(),
    weekday: z.number().int().min(1).max(7),
    startTime: clockTime,
    endTime: clockTime,
    capacity: z.number().int().min(1).max(10_000),
  })
  .superRefine((value, ctx) => {
    const wellFormed = [value.startTime, value.endTime].every((time) => CLOCK_TIME.test(time));
    if (wellFormed && value.startTime >= value.endTime) {
      ctx.addIssue(problem('SETTINGS_SLOT_ENDS_BEFORE_START', ['endTime']));
    }
  });
export type PickupSlotSetting = z.infer<typeof pickupSlotSettingSchema>;

/** Days without Click & Collect, both ends included. */
export const pickupClosureSettingSchema = z
  .object({
    startDate: calendarDate,
    endDate: calendarDate,
    reason: z.object({ fr_FR: z.string().trim().max(200), en: z.string().trim().max(200).optional() }).nullable(),
  })
  .superRefine((value, ctx) => {
    const wellFormed = [value.startDate, value.endDate].every((day) => calendarDate.safeParse(day).success);
    if (wellFormed && value.startDate > value.endDate) {
      ctx.addIssue(problem('SETTINGS_CLOSURE_ENDS_BEFORE_START', ['endDate']));
    }
  });

/**
 * `PUT /admin/settings/delivery/pickup/{idAddress}`: a Click & Collect address's weekly slots and closures, whole.
 * Slots of one weekday may not overlap. A slot left out that orders booked is switched off (their orders keep
 * its times), else deleted.
 */
export const pickupSettingsUpdateSchema = z
  .object({
    schedules: z.array(pickupSlotSettingSchema).max(200),
    closures: z.array(pickupClosureSettingSchema).max(200),
  })
  .superRefine((value, ctx) => {
    const slots = value.schedules;
    slots.forEach((slot, index) => {
      for (let other = 0; other < index; other++) {
        const earlier = slots[other]!;
        if (earlier.weekday === slot.weekday && slot.startTime < earlier.endTime && earlier.startTime < slot.endTime) {
          ctx.addIssue(problem('SETTINGS_SLOTS_OVERLAP', ['schedules', index], { slot: other + 1 }));
          break;
        }
      }
    });
  });
export type PickupSettingsUpdate = z.infer<typeof pickupSettingsUpdateSchema>;

export const pickupAddressSettingsSchema = z.object({
  idAddress: z.number().int(),
  name: z.string(),
  city: z.string(),
  schedules: z.array(
    z.object({
      id: z.number().int(),
      weekday: z.number().int(),
      startTime: z.string(),
      endTime: z.string(),
      capacity: z.number().int(),
    }),
  ),
  closures: z.array(
    z.object({
      id: z.number().int(),
      startDate: z.string(),
      endDate: z.string(),
      reason: localizedTextSchema.nullable(),
    }),
  ),
});
export type PickupAddressSettings = z.infer<typeof pickupAddressSettingsSchema>;

/** `GET /admin/settings/delivery`: everything the delivery settings page edits. */
export const deliverySettingsSchema = z.object({
  rules: deliveryRulesSettingsSchema,
  zones: z.array(shippingZoneSchema),
  carriers: z.array(carrierSchema),
  /** The relay networks a PICKUP carrier may search (relay-point providers the API knows). */
  relayNetworks: z.array(z.string()),
  /** The company addresses that take Click & Collect orders. */
  pickup: z.array(pickupAddressSettingsSchema),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Payment provider and keys
// ---------------------------------------------------------------------------------------------------------

export interface PaymentKeyField {
  name: string;
  /** Write-only: never answered, only whether it is set. */
  secret: boolean;
  required: boolean;
  /** An http(s) address. */
  url?: boolean;
}

/** The keys each provider takes (the API checks them with its own schemas: payments/payment-settings.ts). */
export const PAYMENT_KEY_FIELDS: Record<PaymentProviderName, readonly PaymentKeyField[]> = {
  SANDBOX: [],
  CAWL: [
    { name: 'merchantId', secret: false, required: true },
    { name: 'apiKeyId', secret: false, required: true },
    { name: 'secretApiKey', secret: true, required: true },
    { name: 'endpoint', secret: false, required: true, url: true },
  ],
  STRIPE: [
    { name: 'publishableKey', secret: false, required: true },
    { name: 'secretKey', secret: true, required: true },
    { name: 'webhookSecret', secret: true, required: true },
    { name: 'apiBaseUrl', secret: false, required: false, url: true },
  ],
};

/**
 * `GET /admin/settings/payment`: the site's provider, its public keys, and for each secret only whether it is
 * set. `missing`: required keys not set (the checkout refuses to take payments until they are).
 */
export const paymentSettingsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keys: z.record(z.string(), z.string()),
  secrets: z.record(z.string(), z.boolean()),
  missing: z.array(z.string()),
  updatedAt: z.string().nullable(),
  /** Stripe: the webhook endpoint to give Stripe (under the storefront's host). */
  webhookPath: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * `PUT /admin/settings/payment`: the provider and its keys. A secret left out or empty keeps the one stored for
 * the same provider; a public key left out or empty is removed.
 */
export const paymentSettingsUpdateSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keys: z.record(z.string().max(60), z.string().trim().max(2000)).default({}),
});
export type PaymentSettingsUpdate = z.infer<typeof paymentSettingsUpdateSchema>;
