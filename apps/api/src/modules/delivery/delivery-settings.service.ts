import type {
  CarriersUpdate,
  DeliveryRulesSettings,
  DeliverySettings,
  LocalizedText,
  PickupSettingsUpdate,
  ShippingZonesUpdate,
} from '@atelier/contract';
import { deliveryRules } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import { listCountries } from '../geography/geography.service.ts';
import * as repository from './delivery-settings.repository.ts';
import { leadHoursOf } from './pickup-calendar.ts';
import type { RelayNetworks } from './relay-provider.ts';
import { findDeliveryParameters, findZones } from './shipping.repository.ts';

/**
 * The back-office's delivery settings (issue 16 item 7): read whole, written part by part (rules, zones,
 * carriers with their bands, one Click & Collect address's slots and closures). Each write runs in one
 * transaction with its audit entry; then `changed` drops the site's kept delivery (caches.ts), so the next
 * shipping quote uses the new values.
 */
export interface DeliverySettingsDeps {
  relays: Pick<RelayNetworks, 'networks'>;
  /** Called once a write is committed: drops what the API and the storefront keep of the site. */
  changed(siteId: number): void;
}

/** An optional English text left empty is no English text. */
function localized(text: { fr_FR: string; en?: string | undefined }): LocalizedText {
  return text.en ? { fr_FR: text.fr_FR, en: text.en } : { fr_FR: text.fr_FR };
}

function rulesOf(parameters: Record<string, string | null>): DeliveryRulesSettings {
  const rules = deliveryRules(parameters);
  return {
    freeShippingPrice: rules.freeShippingPrice,
    freeShippingBottles: rules.freeShippingBottles,
    minimumBottles: rules.minimumBottles,
    maximumBottles: rules.maximumBottles,
    lockDelivery: rules.lockDelivery,
    onlyFrance: rules.onlyFrance,
    worldwide: rules.worldwide,
    clickAndCollectHours: leadHoursOf(parameters.CLICK_AND_COLLECT_HOURS),
  };
}

async function readZones(ctx: RequestContext) {
  return (await findZones(ctx)).map((zone) => ({ id: zone.id, name: zone.name, countryCodes: zone.countryCodes }));
}

async function readCarriers(ctx: RequestContext) {
  const [carriers, rates] = await Promise.all([repository.findAllCarriers(ctx), repository.findAllRates(ctx)]);
  return carriers.map((carrier) => ({
    id: carrier.id,
    name: carrier.name,
    description: carrier.description,
    serviceCode: carrier.serviceCode,
    deliveryType: carrier.deliveryType,
    rateBasis: carrier.rateBasis,
    relayNetwork: carrier.relayNetwork,
    isActive: carrier.isActive,
    position: carrier.position,
    rates: rates
      .filter((rate) => rate.carrierId === carrier.id)
      .map(({ zoneId, minValue, maxValue, price }) => ({ zoneId, minValue, maxValue, price })),
  }));
}

async function readPickup(ctx: RequestContext, addressId?: number) {
  const [addresses, schedules, closures] = await Promise.all([
    repository.findPickupAddresses(ctx, addressId),
    repository.findActiveSchedules(ctx, addressId),
    repository.findAllClosures(ctx, addressId),
  ]);
  return addresses.map((address) => ({
    idAddress: address.id,
    name: address.name,
    city: address.city,
    schedules: schedules
      .filter((slot) => slot.addressId === address.id)
      .map(({ id, weekday, startTime, endTime, capacity }) => ({ id, weekday, startTime, endTime, capacity })),
    closures: closures
      .filter((closure) => closure.addressId === address.id)
      .map(({ id, startDate, endDate, reason }) => ({ id, startDate, endDate, reason })),
  }));
}

/** `GET /admin/settings/delivery`. */
export async function readDeliverySettings(
  ctx: RequestContext,
  deps: Pick<DeliverySettingsDeps, 'relays'>,
): Promise<DeliverySettings> {
  const [parameters, zones, carriers, pickup] = await Promise.all([
    findDeliveryParameters(ctx),
    readZones(ctx),
    readCarriers(ctx),
    readPickup(ctx),
  ]);
  return { rules: rulesOf(parameters), zones, carriers, relayNetworks: deps.relays.networks(), pickup };
}

/** Runs a write and its audit entry in one transaction, one settings write of the site at a time. */
async function inTransaction<T>(ctx: RequestContext, write: (tx: RequestContext) => Promise<Checked<T>>) {
  try {
    return await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      await repository.lockDeliverySettings(tx);
      const checked = await write(tx);
      // A refusal found inside the transaction writes nothing.
      if (!checked.ok) throw new Refused(checked);
      return checked;
    });
  } catch (error) {
    if (error instanceof Refused) return error.checked;
    throw error;
  }
}

class Refused extends Error {
  readonly checked: Checked<never>;
  constructor(checked: Checked<never>) {
    super('refused');
    this.checked = checked;
  }
}

async function afterWrite<T>(
  ctx: RequestContext,
  deps: DeliverySettingsDeps,
  checked: Checked<T>,
): Promise<Checked<DeliverySettings>> {
  if (!checked.ok) return checked;
  deps.changed(ctx.siteId);
  return accepted(await readDeliverySettings(ctx, deps));
}

/** The stored form of the rules (site parameters as delivery reads them: euros, counts, 'true'/'false'). */
function parametersOf(rules: DeliveryRulesSettings): Record<string, string | null> {
  const whole = (value: number | null) => (value === null ? null : String(value));
  return {
    FREE_SHIPPING_PRICE: rules.freeShippingPrice === null ? null : String(rules.freeShippingPrice / 100),
    FREE_SHIPPING_BOTTLE: whole(rules.freeShippingBottles),
    MINIMUM_EXPEDITION_BOTTLE: whole(rules.minimumBottles),
    MAXIMUM_EXPEDITION_BOTTLE: whole(rules.maximumBottles),
    LOCK_DELIVERY: String(rules.lockDelivery),
    ONLY_SELL_IN_FRANCE: String(rules.onlyFrance),
    SELLS_WORLDWIDE: String(rules.worldwide),
    CLICK_AND_COLLECT_HOURS: String(rules.clickAndCollectHours),
  };
}

/** `PUT /admin/settings/delivery/rules`. */
export async function setDeliveryRules(ctx: RequestContext, deps: DeliverySettingsDeps, rules: DeliveryRulesSettings) {
  const written = await inTransaction(ctx, async (tx) => {
    const before = rulesOf(await findDeliveryParameters(tx));
    await repository.writeParameters(tx, parametersOf(rules));
    const after = rulesOf(await findDeliveryParameters(tx));
    await recordChange(tx, { action: 'delivery.rules', entity: 'delivery', entityId: 'rules', before, after });
    return accepted(after);
  });
  return afterWrite(ctx, deps, written);
}

let knownCountries: Set<string> | undefined;
const isCountry = (code: string) =>
  (knownCountries ??= new Set(listCountries('en').map((country) => country.alphaTwo))).has(code);

/** `PUT /admin/settings/delivery/zones`: the zones whole; a zone left out goes with its bands. */
export async function setShippingZones(ctx: RequestContext, deps: DeliverySettingsDeps, update: ShippingZonesUpdate) {
  const problems: FieldProblem[] = [];
  update.zones.forEach((zone, index) => {
    for (const code of zone.countryCodes) {
      if (!isCountry(code)) {
        problems.push({
          field: `zones.${index}.countryCodes`,
          code: 'SETTINGS_ZONE_COUNTRY_UNKNOWN',
          params: { country: code },
        });
      }
    }
  });
  if (problems.length > 0) return refused(problems);
  const written = await inTransaction(ctx, async (tx) => {
    const before = await readZones(tx);
    const known = new Set(before.map((zone) => zone.id));
    for (const zone of update.zones) {
      if (zone.id !== undefined && !known.has(zone.id)) throw notFound('Shipping zone', zone.id);
    }
    await repository.deleteZonesExcept(
      tx,
      update.zones.flatMap((zone) => (zone.id === undefined ? [] : [zone.id])),
    );
    for (const zone of update.zones) {
      const values = { name: localized(zone.name), countryCodes: [...new Set(zone.countryCodes)] };
      if (zone.id === undefined) await repository.insertZone(tx, values);
      else await repository.updateZone(tx, zone.id, values);
    }
    const after = await readZones(tx);
    await recordChange(tx, {
      action: 'delivery.zones',
      entity: 'delivery',
      entityId: 'zones',
      before: { zones: before },
      after: { zones: after },
    });
    return accepted(after);
  });
  return afterWrite(ctx, deps, written);
}

/** `PUT /admin/settings/delivery/carriers`: the carriers whole with their bands, in checkout order. */
export async function setCarriers(ctx: RequestContext, deps: DeliverySettingsDeps, update: CarriersUpdate) {
  const networks = deps.relays.networks();
  const problems: FieldProblem[] = [];
  update.carriers.forEach((carrier, index) => {
    if (carrier.relayNetwork === null) return;
    if (carrier.deliveryType !== 'PICKUP') {
      problems.push({ field: `carriers.${index}.relayNetwork`, code: 'SETTINGS_RELAY_NETWORK_NOT_PICKUP' });
    } else if (!networks.includes(carrier.relayNetwork)) {
      problems.push({
        field: `carriers.${index}.relayNetwork`,
        code: 'SETTINGS_RELAY_NETWORK_UNKNOWN',
        params: { network: carrier.relayNetwork, networks: networks.join(', ') },
      });
    }
  });
  if (problems.length > 0) return refused(problems);
  const written = await inTransaction(ctx, async (tx) => {
    const [before, zones] = await Promise.all([readCarriers(tx), findZones(tx)]);
    const knownCarriers = new Set(before.map((carrier) => carrier.id));
    const knownZones = new Set(zones.map((zone) => zone.id));
    for (const carrier of update.carriers) {
      if (carrier.id !== undefined && !knownCarriers.has(carrier.id)) throw notFound('Carrier', carrier.id);
      for (const rate of carrier.rates) {
        if (!knownZones.has(rate.zoneId)) throw notFound('Shipping zone', rate.zoneId);
      }
    }
    await repository.deleteCarriersExcept(
      tx,
      update.carriers.flatMap((carrier) => (carrier.id === undefined ? [] : [carrier.id])),
    );
    const rates: Parameters<typeof repository.replaceRates>[1] = [];
    for (const [position, carrier] of update.carriers.entries()) {
      const values = {
        name: carrier.name,
        description: carrier.description && carrier.description.fr_FR ? localized(carrier.description) : null,
        serviceCode: carrier.serviceCode,
        deliveryType: carrier.deliveryType,
        rateBasis: carrier.rateBasis,
        relayNetwork: carrier.relayNetwork,
        isActive: carrier.isActive,
        position,
      };
      let id = carrier.id;
      if (id === undefined) id = await repository.insertCarrier(tx, values);
      else await repository.updateCarrier(tx, id, values);
      for (const rate of carrier.rates) rates.push({ carrierId: id, ...rate });
    }
    await repository.replaceRates(tx, rates);
    const after = await readCarriers(tx);
    await recordChange(tx, {
      action: 'delivery.carriers',
      entity: 'delivery',
      entityId: 'carriers',
      before: { carriers: before },
      after: { carriers: after },
    });
    return accepted(after);
  });
  return afterWrite(ctx, deps, written);
}

/**
 * `PUT /admin/settings/delivery/pickup/{idAddress}`: an address's weekly slots and closures whole. A slot left out
 * that orders booked is switched off (their pages still show its times), else deleted.
 */
export async function setPickupSettings(
  ctx: RequestContext,
  deps: DeliverySettingsDeps,
  addressId: number,
  update: PickupSettingsUpdate,
) {
  const written = await inTransaction(ctx, async (tx) => {
    const [before] = await readPickup(tx, addressId);
    if (!before) throw notFound('Click & Collect address', addressId);
    const known = new Set(before.schedules.map((slot) => slot.id));
    for (const slot of update.schedules) {
      if (slot.id !== undefined && !known.has(slot.id)) throw notFound('Click & Collect slot', slot.id);
    }
    const kept = new Set(update.schedules.flatMap((slot) => (slot.id === undefined ? [] : [slot.id])));
    const removed = before.schedules.map((slot) => slot.id).filter((id) => !kept.has(id));
    const booked = await repository.bookedSchedules(tx, removed);
    await repository.removeSchedules(
      tx,
      removed.filter((id) => !booked.has(id)),
      removed.filter((id) => booked.has(id)),
    );
    const added = [];
    for (const { id, ...values } of update.schedules) {
      if (id === undefined) added.push(values);
      else await repository.updateSchedule(tx, id, values);
    }
    await repository.insertSchedules(tx, addressId, added);
    await repository.replaceClosures(
      tx,
      addressId,
      update.closures.map((closure) => ({
        startDate: closure.startDate,
        endDate: closure.endDate,
        reason: closure.reason && closure.reason.fr_FR ? localized(closure.reason) : null,
      })),
    );
    const [after] = await readPickup(tx, addressId);
    const audited = (settings: typeof before) => ({ schedules: settings.schedules, closures: settings.closures });
    await recordChange(tx, {
      action: 'delivery.pickup',
      entity: 'pickup-address',
      entityId: addressId,
      before: audited(before),
      after: audited(after!),
    });
    return accepted(after);
  });
  return afterWrite(ctx, deps, written);
}
