/**
 * Shipping rules of the shop (SPEC §5 free-shipping bottle count, issue 6 item 4): what a parcel weighs and
 * holds, which band of a carrier's price list applies, free shipping, and the bottle limits of an expedition.
 * Pure functions: the API feeds them the catalogue's rows and the site's parameters. Money in integer cents,
 * weights in grams.
 */

export type ShippingProductKind = 'WINE' | 'BOX' | 'OTHER';
export type ShippingCapacityUnit = 'LITER' | 'CENTILITRE';

/** SPEC §9: under this capacity (0.75 L, 75 cl) a bottle counts as half a bottle. */
export const HALF_BOTTLE_THRESHOLD_LITRES = 0.75;

/** One cart line as shipping sees it. */
export interface ShippingLine {
  kind: ShippingProductKind;
  quantity: number;
  capacity: number | null;
  capacityUnit: ShippingCapacityUnit | null;
  /** The declination's sell-by multiple, else the product's (a BOX holds that many bottles). */
  sellByMultipleOf: number;
  /** Grams of one unit (the declination's weight, else the product's; 0 when unknown). */
  weight: number;
  /** A service or a voucher: never shipped. */
  isDematerialized: boolean;
  /** False: the line ships but is never charged for (adds no weight and no bottle). */
  hasShippingFees: boolean;
}

/** SPEC §5: a capacity under 0.75 L (or 75 cl). A line without a capacity is a full bottle. */
export function isSmallCapacity(capacity: number | null, unit: ShippingCapacityUnit | null): boolean {
  if (capacity === null || unit === null || capacity <= 0) return false;
  const litres = unit === 'LITER' ? capacity : capacity / 100;
  return litres < HALF_BOTTLE_THRESHOLD_LITRES;
}

/**
 * SPEC §5 bottles of one line, not yet floored: a WINE counts its quantity (half for a small capacity), a BOX
 * its quantity times its sell-by multiple (halved for a small capacity), anything else nothing.
 */
export function lineBottles(
  line: Pick<ShippingLine, 'kind' | 'quantity' | 'capacity' | 'capacityUnit' | 'sellByMultipleOf'>,
) {
  const factor = isSmallCapacity(line.capacity, line.capacityUnit) ? 0.5 : 1;
  if (line.kind === 'WINE') return line.quantity * factor;
  if (line.kind === 'BOX') return line.quantity * Math.max(1, line.sellByMultipleOf) * factor;
  return 0;
}

/** True when a line goes in the parcel and is charged for. */
const isCharged = (line: ShippingLine) => !line.isDematerialized && line.hasShippingFees && line.quantity > 0;

/** SPEC §5 free-shipping bottle count of a cart: the charged lines' bottles, floored (two 37.5 cl make one). */
export function bottleCount(lines: readonly ShippingLine[]): number {
  let bottles = 0;
  for (const line of lines) if (isCharged(line)) bottles += lineBottles(line);
  return Math.floor(bottles);
}

/** What the parcel of a cart is, for the carriers. */
export interface Parcel {
  /** False when every line is dematerialized: the order needs no delivery (NO_DELIVERY). */
  needsDelivery: boolean;
  /** True when at least one shipped line is charged for; false: shipping is free whatever the carrier. */
  charged: boolean;
  /** Grams of the charged lines. */
  weight: number;
  /** SPEC §5 bottle count of the charged lines. */
  bottles: number;
  /** True when a charged line is a WINE or a BOX: the expedition bottle limits apply. */
  holdsBottles: boolean;
}

export function parcelOf(lines: readonly ShippingLine[]): Parcel {
  const shipped = lines.filter((line) => !line.isDematerialized && line.quantity > 0);
  const charged = shipped.filter(isCharged);
  return {
    needsDelivery: shipped.length > 0,
    charged: charged.length > 0,
    weight: charged.reduce((sum, line) => sum + Math.max(0, line.weight) * line.quantity, 0),
    bottles: bottleCount(charged),
    holdsBottles: charged.some((line) => line.kind !== 'OTHER'),
  };
}

// ─── carriers' price lists ───

/** One band of a price list: from `minValue` to `maxValue` inclusive (grams or bottles), `price` in cents. */
export interface RateBand {
  minValue: number;
  maxValue: number;
  price: number;
}

export type RateBasis = 'WEIGHT' | 'BOTTLE';

/** The price of the band that holds the value (the lowest such band when they overlap); null: none does. */
export function bandPrice(bands: readonly RateBand[], value: number): number | null {
  let found: RateBand | null = null;
  for (const band of bands) {
    if (value < band.minValue || value > band.maxValue) continue;
    if (!found || band.minValue < found.minValue) found = band;
  }
  return found ? found.price : null;
}

/**
 * What a carrier's bands count for a parcel: its weight, or its bottles. A charged parcel counts at least one
 * bottle (a lone half bottle floors to 0, a grape juice is no wine, yet both fill a box).
 */
export function ratedValue(basis: RateBasis, parcel: Parcel): number {
  if (basis === 'WEIGHT') return parcel.weight;
  return parcel.charged ? Math.max(1, parcel.bottles) : 0;
}

// ─── the site's rules ───

/**
 * The delivery parameters of a site (SPEC §3, packages/contract parameters), parsed:
 * - FREE_SHIPPING_PRICE: euros (decimal string); products totals from that amount ship free. Empty, 0 or not a
 *   number: off.
 * - FREE_SHIPPING_BOTTLE: from that SPEC §5 bottle count, shipping is free. Empty or 0: off.
 * - MINIMUM_EXPEDITION_BOTTLE / MAXIMUM_EXPEDITION_BOTTLE: bounds of the bottle count of a parcel that holds
 *   wine or boxes (a parcel of cushions has no minimum). Empty or 0: no bound. Click & Collect ignores them.
 * - LOCK_DELIVERY: home and relay-point delivery are switched off; only Click & Collect remains (and carts
 *   that need no delivery).
 * - ONLY_SELL_IN_FRANCE: only France (FR) is delivered, whatever the zones say.
 * - SELLS_WORLDWIDE: when off, only countries a zone names are delivered; when on, the zone without
 *   countries (rest of the world) takes the others.
 */
export interface DeliveryRules {
  freeShippingPrice: number | null;
  freeShippingBottles: number | null;
  minimumBottles: number | null;
  maximumBottles: number | null;
  lockDelivery: boolean;
  onlyFrance: boolean;
  worldwide: boolean;
}

/** A positive number from a NUMBER parameter, else null. */
function positive(value: string | null | undefined): number | null {
  const number = Number.parseFloat(String(value ?? '').replace(',', '.'));
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** The rules from the site's parameter values (key → value as stored). */
export function deliveryRules(values: Readonly<Record<string, string | null | undefined>>): DeliveryRules {
  // Read as stored, then off when nothing is left: 0.004 € is 0 cents and half a bottle is 0 bottles, which would
  // otherwise make every cart ship free.
  const atLeastOne = (number: number) => (number >= 1 ? number : null);
  const euros = positive(values.FREE_SHIPPING_PRICE);
  const whole = (key: string) => {
    const number = positive(values[key]);
    return number === null ? null : atLeastOne(Math.floor(number));
  };
  return {
    freeShippingPrice: euros === null ? null : atLeastOne(Math.round(euros * 100)),
    freeShippingBottles: whole('FREE_SHIPPING_BOTTLE'),
    minimumBottles: whole('MINIMUM_EXPEDITION_BOTTLE'),
    maximumBottles: whole('MAXIMUM_EXPEDITION_BOTTLE'),
    lockDelivery: values.LOCK_DELIVERY === 'true',
    onlyFrance: values.ONLY_SELL_IN_FRANCE === 'true',
    worldwide: values.SELLS_WORLDWIDE === 'true',
  };
}

export type FreeShippingReason = 'PRICE' | 'BOTTLES' | 'NO_SHIPPING_FEES';

/** Why the parcel ships free, or null: nothing charged, the products total, then the bottle count. */
export function freeShippingReason(
  rules: DeliveryRules,
  parcel: Parcel,
  productsTotal: number,
): FreeShippingReason | null {
  if (!parcel.charged) return 'NO_SHIPPING_FEES';
  if (rules.freeShippingPrice !== null && productsTotal >= rules.freeShippingPrice) return 'PRICE';
  if (rules.freeShippingBottles !== null && parcel.bottles >= rules.freeShippingBottles) return 'BOTTLES';
  return null;
}

export type ExpeditionProblem =
  | { code: 'BELOW_MINIMUM_BOTTLES'; limit: number; bottles: number }
  | { code: 'ABOVE_MAXIMUM_BOTTLES'; limit: number; bottles: number };

/** The bottle bounds of an expedition, for a parcel that holds wine or boxes; null when it may ship. */
export function expeditionProblem(rules: DeliveryRules, parcel: Parcel): ExpeditionProblem | null {
  if (!parcel.holdsBottles) return null;
  if (rules.minimumBottles !== null && parcel.bottles < rules.minimumBottles) {
    return { code: 'BELOW_MINIMUM_BOTTLES', limit: rules.minimumBottles, bottles: parcel.bottles };
  }
  if (rules.maximumBottles !== null && parcel.bottles > rules.maximumBottles) {
    return { code: 'ABOVE_MAXIMUM_BOTTLES', limit: rules.maximumBottles, bottles: parcel.bottles };
  }
  return null;
}

// ─── zones ───

export interface ZoneCountries {
  /** ISO alpha-2 codes; empty: the rest of the world. */
  countryCodes: readonly string[];
}

export type ZoneRefusal = 'ONLY_FRANCE' | 'COUNTRY_NOT_SERVED';

/**
 * The zone that prices a country, or why the site does not deliver there: ONLY_SELL_IN_FRANCE first, then
 * a zone that names the country, then (SELLS_WORLDWIDE only) the zone that names none.
 */
export function zoneFor<Z extends ZoneCountries>(
  zones: readonly Z[],
  alphaTwo: string,
  rules: Pick<DeliveryRules, 'onlyFrance' | 'worldwide'>,
): { zone: Z } | { refusal: ZoneRefusal } {
  const code = alphaTwo.toUpperCase();
  if (rules.onlyFrance && code !== 'FR') return { refusal: 'ONLY_FRANCE' };
  const named = zones.find((zone) => zone.countryCodes.some((country) => country.toUpperCase() === code));
  if (named) return { zone: named };
  const rest = rules.worldwide ? zones.find((zone) => zone.countryCodes.length === 0) : undefined;
  return rest ? { zone: rest } : { refusal: 'COUNTRY_NOT_SERVED' };
}

// ─── offers ───

export interface PricedCarrier {
  rateBasis: RateBasis;
  /** The carrier's bands in the destination's zone. */
  bands: readonly RateBand[];
}

export interface CarrierQuote<C> {
  carrier: C;
  /** Cents, before free shipping. */
  price: number;
  /** Cents, what the customer pays (0 when shipping is free). */
  fee: number;
}

export type ShippingQuote<C> =
  | { status: 'NO_DELIVERY'; parcel: Parcel }
  | { status: 'LOCKED'; parcel: Parcel }
  | { status: 'REFUSED'; parcel: Parcel; problem: ExpeditionProblem }
  | { status: 'OFFERS'; parcel: Parcel; free: FreeShippingReason | null; quotes: CarrierQuote<C>[] };

/**
 * The offers of the carriers for a parcel, in the carriers' order: a carrier whose bands do not hold the
 * parcel's weight (or bottles) is not offered. A parcel charged for nothing is offered by every carrier at 0.
 */
export function quoteShipping<C extends PricedCarrier>(
  carriers: readonly C[],
  lines: readonly ShippingLine[],
  rules: DeliveryRules,
  productsTotal: number,
): ShippingQuote<C> {
  const parcel = parcelOf(lines);
  if (!parcel.needsDelivery) return { status: 'NO_DELIVERY', parcel };
  if (rules.lockDelivery) return { status: 'LOCKED', parcel };
  const problem = expeditionProblem(rules, parcel);
  if (problem) return { status: 'REFUSED', parcel, problem };
  const free = freeShippingReason(rules, parcel, productsTotal);
  const quotes: CarrierQuote<C>[] = [];
  for (const carrier of carriers) {
    if (carrier.bands.length === 0) continue;
    if (!parcel.charged) {
      quotes.push({ carrier, price: 0, fee: 0 });
      continue;
    }
    const price = bandPrice(carrier.bands, ratedValue(carrier.rateBasis, parcel));
    if (price !== null) quotes.push({ carrier, price, fee: free ? 0 : price });
  }
  return { status: 'OFFERS', parcel, free, quotes };
}
