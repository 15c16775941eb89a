import type { LocalizedText } from '@atelier/contract';
import {
  deliveryRules,
  discountedPrice,
  discountOn,
  shopDay,
  type DeliveryRules,
  type RateBand,
  type ShippingLine,
} from '@atelier/domain';
import type { SiteContext } from '../../context.ts';
import { findPickupAddressIds, findSiteClosures, findSiteSchedules } from './calendar.repository.ts';
import { isoDate, parisClock } from './paris-time.ts';
import { leadHoursOf, type PickupClosure, type PickupSchedule } from './pickup-calendar.ts';
import { KeptPerSite } from '../../kept-per-site.ts';
import type { RelayNetworks } from './relay-provider.ts';
import * as repository from './shipping.repository.ts';

/**
 * What delivery reads, kept per site in memory (`POST /calculate/shipping-fees` has a budget of 1,000
 * requests/s on two cores, which the embedded database alone cannot give): the delivery parameters, zones,
 * active carriers with their bands, the shipping facts of every declination, and the Click & Collect addresses
 * with their slots and closures (the places left are read for each request). All of it is dropped when the
 * site's data changes (the fan-out of caches.ts, decision 004: the parameters', catalogue's, company addresses'
 * and delivery tables' triggers, migrations 0001, 0003, 0010); an order's stock change does not count (0011).
 * Every part also expires after MAX_AGE_MS, for a change made where no trigger sees it.
 */
const MAX_AGE_MS = 5 * 60_000;
const loadedPart = <T>(load: (ctx: SiteContext) => Promise<T>) => new KeptPerSite(load, MAX_AGE_MS);

export interface DeliveryZone {
  id: number;
  name: LocalizedText;
  countryCodes: string[];
}

export interface DeliveryCarrier {
  id: number;
  name: string;
  description: LocalizedText | null;
  serviceCode: string;
  deliveryType: 'DELIVERY' | 'PICKUP';
  rateBasis: 'WEIGHT' | 'BOTTLE';
  relayNetwork: string | null;
  /** The carrier's bands per zone id, lowest first. */
  bandsByZone: Map<number, RateBand[]>;
}

/** One declination as shipping sees it, with its unit price after the product's discount (cents). */
export interface ShippingFacts extends Omit<ShippingLine, 'quantity'> {
  productId: number;
  declinationId: number;
  unitPrice: number;
}

export interface SiteDelivery {
  rules: DeliveryRules;
  /** CLICK_AND_COLLECT_HOURS: hours between now and the first slot a customer may choose. */
  leadHours: number;
  /** The company addresses that take Click & Collect orders, with their active slots and coming closures. */
  pickup: Map<number, { schedules: PickupSchedule[]; closures: PickupClosure[] }>;
  zones: DeliveryZone[];
  carriers: DeliveryCarrier[];
  declinations: Map<number, ShippingFacts>;
  /** The first declination of each product (by position), for lines that name no declination. */
  firstDeclinations: Map<number, ShippingFacts>;
}

function toFacts(row: repository.ShippingFactRow): ShippingFacts {
  const price = row.fixedPrice && row.declinationPrice !== null ? row.declinationPrice : row.productPrice;
  // A dated discount on its days only: the kept facts drop at each Paris midnight (caches.ts).
  const discount = discountOn(row.declinationDiscount, row.productDiscount, shopDay(new Date()));
  return {
    productId: row.productId,
    declinationId: row.declinationId,
    kind: row.kind,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    sellByMultipleOf: row.declinationMultiple ?? row.productMultiple,
    weight: row.declinationWeight ?? row.productWeight,
    isDematerialized: row.isDematerialized,
    hasShippingFees: row.hasShippingFees,
    unitPrice: discount?.detailType === 'PRODUCT' ? discountedPrice(price, discount) : price,
  };
}

type DeliveryParameters = Record<string, string | null>;

/** What the notifications do not cover: zones, carriers with their bands, slots and closures. */
interface StablePart {
  zones: DeliveryZone[];
  carriers: DeliveryCarrier[];
  schedules: Awaited<ReturnType<typeof findSiteSchedules>>;
  closures: Awaited<ReturnType<typeof findSiteClosures>>;
}

/** What a change of the site's company addresses changes: the addresses that take Click & Collect orders. */
type PickupPart = number[];

/** What a change of the catalogue changes. */
type FactsPart = Pick<SiteDelivery, 'declinations' | 'firstDeclinations'>;

/** What shipping a parcel needs beyond its lines' facts (the order step brings its own lines' facts). */
export type SiteShippingRules = Pick<SiteDelivery, 'rules' | 'zones' | 'carriers'>;

async function loadStable(ctx: SiteContext): Promise<StablePart> {
  const today = parisClock(new Date());
  const [zones, carriers, rates, schedules, closures] = await Promise.all([
    repository.findZones(ctx),
    repository.findActiveCarriers(ctx),
    repository.findRates(ctx),
    findSiteSchedules(ctx),
    findSiteClosures(ctx, isoDate(today.year, today.month, today.day)),
  ]);
  return {
    zones: zones.map((zone) => ({ id: zone.id, name: zone.name, countryCodes: zone.countryCodes })),
    carriers: carriers.map((carrier) => {
      const bandsByZone = new Map<number, RateBand[]>();
      for (const rate of rates) {
        if (rate.carrierId !== carrier.id) continue;
        const bands = bandsByZone.get(rate.zoneId) ?? [];
        bands.push({ minValue: rate.minValue, maxValue: rate.maxValue, price: rate.price });
        bandsByZone.set(rate.zoneId, bands);
      }
      return {
        id: carrier.id,
        name: carrier.name,
        description: carrier.description,
        serviceCode: carrier.serviceCode,
        deliveryType: carrier.deliveryType,
        rateBasis: carrier.rateBasis,
        relayNetwork: carrier.relayNetwork,
        bandsByZone,
      };
    }),
    schedules,
    closures,
  };
}

async function loadPickup(ctx: SiteContext): Promise<PickupPart> {
  return findPickupAddressIds(ctx);
}

async function loadFacts(ctx: SiteContext): Promise<FactsPart> {
  const declinations = new Map<number, ShippingFacts>();
  const firstDeclinations = new Map<number, ShippingFacts>();
  for (const row of await repository.findShippingFacts(ctx)) {
    const fact = toFacts(row);
    declinations.set(fact.declinationId, fact);
    if (!firstDeclinations.has(fact.productId)) firstDeclinations.set(fact.productId, fact);
  }
  return { declinations, firstDeclinations };
}

function shippingOf(stable: StablePart, parameters: DeliveryParameters): SiteShippingRules {
  return { rules: deliveryRules(parameters), zones: stable.zones, carriers: stable.carriers };
}

function deliveryOf(
  stable: StablePart,
  parameters: DeliveryParameters,
  pickup: PickupPart,
  facts: FactsPart,
): SiteDelivery {
  return {
    ...shippingOf(stable, parameters),
    leadHours: leadHoursOf(parameters.CLICK_AND_COLLECT_HOURS),
    pickup: new Map(
      pickup.map((id) => [
        id,
        {
          schedules: stable.schedules.filter((schedule) => schedule.addressId === id),
          closures: stable.closures.filter((closure) => closure.addressId === id),
        },
      ]),
    ),
    ...facts,
  };
}

export async function loadSiteDelivery(ctx: SiteContext): Promise<SiteDelivery> {
  const [stable, parameters, pickup, facts] = await Promise.all([
    loadStable(ctx),
    repository.findDeliveryParameters(ctx),
    loadPickup(ctx),
    loadFacts(ctx),
  ]);
  return deliveryOf(stable, parameters, pickup, facts);
}

/** What the delivery services read from memory: made once per app in caches.ts, handed in by the routes. */
export interface DeliveryCaches {
  delivery: DeliveryCache;
  relays: RelayNetworks;
}

/** The per-site entries of one database, in parts that change for different reasons (one per app: caches.ts). */
export class DeliveryCache {
  #stable = loadedPart(loadStable);
  #parameters = loadedPart(repository.findDeliveryParameters);
  #pickup = loadedPart(loadPickup);
  #facts = loadedPart(loadFacts);
  /** What the parts give, made again only when one of them was read again (by the stable part). */
  #shippingMade = new WeakMap<object, { parts: object[]; value: SiteShippingRules }>();
  #deliveryMade = new WeakMap<object, { parts: object[]; value: SiteDelivery }>();

  static #madeOf<T>(memo: WeakMap<object, { parts: object[]; value: T }>, parts: [object, ...object[]], make: () => T) {
    const made = memo.get(parts[0]);
    if (made && made.parts.every((part, i) => part === parts[i])) return made.value;
    const value = make();
    memo.set(parts[0], { parts, value });
    return value;
  }

  /** Rules, zones and carriers: what shipping a parcel needs besides its lines' facts. */
  async shipping(ctx: SiteContext): Promise<SiteShippingRules> {
    const [stable, parameters] = await Promise.all([this.#stable.get(ctx), this.#parameters.get(ctx)]);
    return DeliveryCache.#madeOf(this.#shippingMade, [stable, parameters], () => shippingOf(stable, parameters));
  }

  async get(ctx: SiteContext): Promise<SiteDelivery> {
    const [stable, parameters, pickup, facts] = await Promise.all([
      this.#stable.get(ctx),
      this.#parameters.get(ctx),
      this.#pickup.get(ctx),
      this.#facts.get(ctx),
    ]);
    return DeliveryCache.#madeOf(this.#deliveryMade, [stable, parameters, pickup, facts], () =>
      deliveryOf(stable, parameters, pickup, facts),
    );
  }

  /** Whether any part is kept for the site (read-only: for the caches' tests). */
  has(siteId: number): boolean {
    return [this.#stable, this.#parameters, this.#pickup, this.#facts].some((part) => part.has(siteId));
  }

  /** Drops a site's shipping facts of its declinations (its catalogue changed: a price, a weight). */
  dropCatalogue(siteId: number) {
    this.#facts.invalidate(siteId);
  }

  /** Drops all of a site's entry (its data changed); ALL_SITES drops every site's. */
  invalidate(siteId: number) {
    this.#stable.invalidate(siteId);
    this.#parameters.invalidate(siteId);
    this.#pickup.invalidate(siteId);
    this.#facts.invalidate(siteId);
  }
}
