import type { LocalizedText } from '@atelier/contract';
import { deliveryRules, discountedPrice, type DeliveryRules, type RateBand, type ShippingLine } from '@atelier/domain';
import { ALL_SITES, type Db } from '../../db/client.ts';
import { findPickupAddressIds, findSiteClosures, findSiteSchedules } from './calendar.repository.ts';
import { isoDate, parisClock } from './paris-time.ts';
import { leadHoursOf, type PickupClosure, type PickupSchedule } from './pickup-calendar.ts';
import * as repository from './shipping.repository.ts';

/**
 * What delivery reads, kept per site in memory (`POST /calculate/shipping-fees` has a budget of 1,000
 * requests/s on two cores, which the embedded database alone cannot give): the delivery parameters, zones,
 * active carriers with their bands, the shipping facts of every declination, and the Click & Collect addresses
 * with their slots and closures (the places left are read for each request). A site's entry is dropped when
 * its data changes (`app.sites.onChange`: the parameters', catalogue's and company addresses' triggers,
 * decision 004). The carrier and slot tables have no such trigger yet (migration 0007), so an entry also
 * expires after MAX_AGE_MS: a carrier or slot changed by hand shows within that.
 */
const MAX_AGE_MS = 5 * 60_000;

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
  const discount = row.declinationDiscount ?? row.productDiscount;
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

export async function loadSiteDelivery(scope: repository.SiteScope): Promise<SiteDelivery> {
  const today = parisClock(new Date());
  const [parameters, zones, carriers, rates, facts, pickupAddressIds, schedules, closures] = await Promise.all([
    repository.findDeliveryParameters(scope),
    repository.findZones(scope),
    repository.findActiveCarriers(scope),
    repository.findRates(scope),
    repository.findShippingFacts(scope),
    findPickupAddressIds(scope),
    findSiteSchedules(scope),
    findSiteClosures(scope, isoDate(today.year, today.month, today.day)),
  ]);
  const declinations = new Map<number, ShippingFacts>();
  const firstDeclinations = new Map<number, ShippingFacts>();
  for (const row of facts) {
    const fact = toFacts(row);
    declinations.set(fact.declinationId, fact);
    if (!firstDeclinations.has(fact.productId)) firstDeclinations.set(fact.productId, fact);
  }
  return {
    rules: deliveryRules(parameters),
    leadHours: leadHoursOf(parameters.CLICK_AND_COLLECT_HOURS),
    pickup: new Map(
      pickupAddressIds.map((id) => [
        id,
        {
          schedules: schedules.filter((schedule) => schedule.addressId === id),
          closures: closures.filter((closure) => closure.addressId === id),
        },
      ]),
    ),
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
    declinations,
    firstDeclinations,
  };
}

/** The per-site entries of one database; a load that a change overtook is used once, not kept. */
export class DeliveryCache {
  #entries = new Map<number, { value: SiteDelivery; loadedAt: number }>();
  #loading = new Map<number, Promise<SiteDelivery>>();
  #generations = new Map<number, number>();
  #epoch = 0;
  #load: (scope: repository.SiteScope) => Promise<SiteDelivery>;

  constructor(load: (scope: repository.SiteScope) => Promise<SiteDelivery> = loadSiteDelivery) {
    this.#load = load;
  }

  #generation(siteId: number) {
    return this.#epoch + (this.#generations.get(siteId) ?? 0);
  }

  get(scope: repository.SiteScope): Promise<SiteDelivery> {
    const entry = this.#entries.get(scope.siteId);
    if (entry && Date.now() - entry.loadedAt < MAX_AGE_MS) return Promise.resolve(entry.value);
    const pending = this.#loading.get(scope.siteId);
    if (pending) return pending;
    const generation = this.#generation(scope.siteId);
    const loading = this.#load(scope).finally(() => {
      if (this.#loading.get(scope.siteId) === loading) this.#loading.delete(scope.siteId);
    });
    this.#loading.set(scope.siteId, loading);
    return loading.then((value) => {
      if (generation === this.#generation(scope.siteId)) {
        this.#entries.set(scope.siteId, { value, loadedAt: Date.now() });
      }
      return value;
    });
  }

  /** Drops a site's entry; ALL_SITES drops every site's (changes may have been missed). */
  invalidate(siteId: number) {
    if (siteId === ALL_SITES) {
      this.#epoch += 1;
      this.#entries.clear();
      this.#loading.clear();
      return;
    }
    this.#generations.set(siteId, (this.#generations.get(siteId) ?? 0) + 1);
    this.#entries.delete(siteId);
    this.#loading.delete(siteId);
  }
}

const caches = new WeakMap<Db, DeliveryCache>();

/**
 * The cache of a database (one per app: the services reach it through `ctx.db`). The delivery routes plugin
 * wires it to the site change notifications.
 */
export function deliveryCache(db: Db): DeliveryCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new DeliveryCache()));
  return cache;
}

/** The site's delivery data, from memory once loaded. */
export function siteDelivery(scope: repository.SiteScope): Promise<SiteDelivery> {
  return deliveryCache(scope.db).get(scope);
}
