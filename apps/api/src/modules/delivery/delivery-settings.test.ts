import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  CarrierSetting,
  DeliverySettings,
  List,
  ShippingFees,
  ShippingZoneSetting,
} from '@atelier/contract';
import { declinations, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

const URL = '/api/admin/settings/delivery';

const settings = async (who: Customer = admin, site = 1) =>
  expectOk<DeliverySettings>(await t.call({ url: URL, site, headers: bearer(who) }));

const put = (path: string, payload: object, options: { who?: Customer; site?: number; lang?: 'en' | 'fr_FR' } = {}) =>
  t.call({
    method: 'PUT',
    url: `${URL}/${path}`,
    payload,
    site: options.site ?? 1,
    lang: options.lang ?? 'en',
    headers: bearer(options.who ?? admin),
  });

const audit = async (query: string) =>
  expectOk<List<AuditEntry>>(await t.call({ url: `/api/admin/audit?${query}`, headers: bearer(admin) }));

/** The carriers as the PUT takes them back (what the page sends). */
const asUpdate = (current: DeliverySettings): CarrierSetting[] =>
  current.carriers.map(({ position: _position, ...carrier }) => ({
    ...carrier,
    description: carrier.description ? { fr_FR: carrier.description.fr_FR, en: carrier.description.en } : null,
  }));

const zonesUpdate = (current: DeliverySettings): ShippingZoneSetting[] =>
  current.zones.map((zone) => ({
    id: zone.id,
    name: { fr_FR: zone.name.fr_FR, en: zone.name.en },
    countryCodes: zone.countryCodes,
  }));

/** A sample product of site 1 by its French slug, with its first declination. */
async function cushion() {
  const [row] = await t.database.db
    .select({ id: products.id, declination: declinations.id })
    .from(products)
    .innerJoin(declinations, and(eq(declinations.siteId, products.siteId), eq(declinations.productId, products.id)))
    .where(and(eq(products.siteId, 1), sql`${products.slug}->>'fr_FR' = 'coussin-en-lin-lave'`))
    .orderBy(asc(declinations.position));
  return { idProduct: row!.id, idDeclination: row!.declination, quantity: 1 };
}

async function fees() {
  return expectOk<ShippingFees>(
    await t.call({
      method: 'POST',
      url: '/api/calculate/shipping-fees',
      payload: { products: [await cushion()], country: 'FR', postalCode: '85310' },
    }),
  );
}

describe('GET /admin/settings/delivery (issue 16 item 7)', () => {
  it('is for the site’s administrators only, private', async () => {
    expectRefused(await t.call({ url: URL }), 401);
    expectRefused(await t.call({ url: URL, headers: bearer(shopper) }), 403);
    expectRefused(await t.call({ url: URL, headers: bearer(otherAdmin) }), 401);
    const response = await t.call({ url: URL, headers: bearer(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('gives the rules, zones, carriers with their bands, relay networks and Click & Collect of the site', async () => {
    const mine = await settings();
    expect(mine.zones.map((zone) => zone.countryCodes.includes('FR'))).toContain(true);
    const colissimo = mine.carriers.find((carrier) => carrier.serviceCode === 'COLISSIMO_HOME')!;
    expect(colissimo.rates.length).toBeGreaterThan(5);
    expect(mine.carriers.find((carrier) => carrier.deliveryType === 'PICKUP')?.relayNetwork).toBe('builtin');
    expect(mine.relayNetworks).toEqual(['builtin']);
    expect(mine.pickup.length).toBeGreaterThan(0);
    expect(mine.pickup[0]!.schedules.length).toBeGreaterThan(0);
    const theirs = await settings(otherAdmin, 2);
    const ids = new Set(mine.carriers.map((carrier) => carrier.id));
    expect(theirs.carriers.every((carrier) => !ids.has(carrier.id) || carrier.name !== undefined)).toBe(true);
    expect(theirs.carriers.map((carrier) => carrier.serviceCode)).not.toContain('FURNITURE_COURIER');
  });
});

describe('PUT /admin/settings/delivery/carriers', () => {
  it('refuses without a session or as a customer', async () => {
    const body = { carriers: asUpdate(await settings()) };
    expectRefused(await t.call({ method: 'PUT', url: `${URL}/carriers`, payload: body }), 401);
    expectRefused(await put('carriers', body, { who: shopper }), 403);
  });

  it('changes a rate: the next shipping quote shows it at once, and the audit log keeps before and after', async () => {
    await put('rules', { ...(await settings()).rules, freeShippingPrice: null, freeShippingBottles: null });
    const current = await settings();
    const first = await fees();
    const colissimo = first.carriers.find((carrier) => carrier.serviceCode === 'COLISSIMO_HOME')!;
    expect(colissimo.fdp).toBeGreaterThan(0);
    const franceZone = current.zones.find((zone) => zone.countryCodes.includes('FR'))!.id;
    const carriers = asUpdate(current).map((carrier) =>
      carrier.serviceCode === 'COLISSIMO_HOME'
        ? {
            ...carrier,
            rates: carrier.rates.map((rate) =>
              rate.zoneId === franceZone ? { ...rate, price: rate.price + 111 } : rate,
            ),
          }
        : carrier,
    );
    const saved = expectOk<DeliverySettings>(await put('carriers', { carriers }));
    expect(saved.carriers.map((carrier) => carrier.id)).toEqual(current.carriers.map((carrier) => carrier.id));
    const after = await fees();
    expect(after.carriers.find((carrier) => carrier.serviceCode === 'COLISSIMO_HOME')!.fdp).toBe(colissimo.fdp + 111);
    const log = await audit('entity=delivery&entityId=carriers');
    expect(log.items[0]).toMatchObject({ action: 'delivery.carriers', user: { id: admin.id } });
    const pricesOf = (side: unknown) =>
      (side as { carriers: { serviceCode: string; rates: { price: number }[] }[] }).carriers.find(
        (carrier) => carrier.serviceCode === 'COLISSIMO_HOME',
      )!.rates[0]!.price;
    expect(pricesOf(log.items[0]!.after)).toBe(pricesOf(log.items[0]!.before) + 111);
  });

  it('adds a carrier, orders them, switches one off and deletes one left out', async () => {
    const current = await settings();
    const zone = current.zones[0]!.id;
    const [first, ...others] = asUpdate(current);
    const added: CarrierSetting = {
      name: 'Coursier vélo',
      description: { fr_FR: 'Dans Nantes', en: '' },
      serviceCode: 'BIKE',
      deliveryType: 'DELIVERY',
      rateBasis: 'WEIGHT',
      relayNetwork: null,
      isActive: true,
      rates: [
        { zoneId: zone, minValue: 0, maxValue: 999, price: 500 },
        { zoneId: zone, minValue: 1000, maxValue: 5000, price: 900 },
      ],
    };
    const saved = expectOk<DeliverySettings>(
      await put('carriers', { carriers: [added, ...others, { ...first!, isActive: false }] }),
    );
    expect(saved.carriers.map((carrier) => carrier.serviceCode)).toEqual([
      'BIKE',
      ...others.map((carrier) => carrier.serviceCode),
      first!.serviceCode,
    ]);
    const bike = saved.carriers[0]!;
    expect(bike.description).toEqual({ fr_FR: 'Dans Nantes' });
    expect(bike.rates).toEqual(added.rates);
    expect(saved.carriers.at(-1)!.isActive).toBe(false);
    // The switched-off carrier is not offered any more; left out, the bike courier goes.
    expect((await fees()).carriers.map((carrier) => carrier.serviceCode)).not.toContain(first!.serviceCode);
    const restored = expectOk<DeliverySettings>(
      await put('carriers', { carriers: [{ ...first!, isActive: true }, ...others] }),
    );
    expect(restored.carriers.map((carrier) => carrier.serviceCode)).not.toContain('BIKE');
  });

  it('refuses overlapping bands, negative prices and inverted bands, naming each, and writes nothing', async () => {
    const current = await settings();
    const before = (await audit('entity=delivery&entityId=carriers')).total;
    const zone = current.zones[0]!.id;
    const carriers = asUpdate(current);
    const broken = {
      ...carriers[0]!,
      rates: [
        { zoneId: zone, minValue: 0, maxValue: 1000, price: 500 },
        { zoneId: zone, minValue: 1000, maxValue: 2000, price: 700 },
        { zoneId: zone, minValue: 3000, maxValue: 2500, price: 700 },
        { zoneId: zone, minValue: 4000, maxValue: 5000, price: -1 },
      ],
    };
    const response = await put('carriers', { carriers: [broken, ...carriers.slice(1)] });
    expect(expectRefused(response, 400)).toContain('overlaps band 1');
    const errors = response.json<{ errors: Record<string, string> }>().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'carriers.0.rates.1',
      'carriers.0.rates.2.maxValue',
      'carriers.0.rates.3.price',
    ]);
    const french = await put('carriers', { carriers: [broken] }, { lang: 'fr_FR' });
    expect(expectRefused(french, 400)).toContain('chevauche la tranche 1');
    expectRefused(await put('carriers', { carriers: [{ ...carriers[0]!, name: '' }] }), 400);
    expectRefused(await put('carriers', { carriers: 'none' }), 400);
    // A relay network only for a PICKUP carrier, and one the API knows.
    const pickup = carriers.findIndex((carrier) => carrier.deliveryType === 'PICKUP');
    const unknown = carriers.map((carrier, index) =>
      index === pickup ? { ...carrier, relayNetwork: 'nowhere' } : carrier,
    );
    expect(expectRefused(await put('carriers', { carriers: unknown }), 400)).toContain('nowhere');
    const home = carriers.map((carrier, index) => (index === 0 ? { ...carrier, relayNetwork: 'builtin' } : carrier));
    expectRefused(await put('carriers', { carriers: home }), 400);
    expect((await audit('entity=delivery&entityId=carriers')).total).toBe(before);
    expect(await settings()).toEqual(current);
  });

  it('answers 404 for another site’s carrier or zone, writing nothing', async () => {
    const current = await settings();
    const theirs = await settings(otherAdmin, 2);
    const carriers = asUpdate(current);
    const foreignCarrier = [{ ...carriers[0]!, id: theirs.carriers[0]!.id + 10_000 }, ...carriers.slice(1)];
    expectRefused(await put('carriers', { carriers: foreignCarrier }), 404);
    const foreignZone = theirs.zones.find((zone) => !current.zones.some((mine) => mine.id === zone.id))!.id;
    const withForeignZone = [
      { ...carriers[0]!, rates: [{ zoneId: foreignZone, minValue: 0, maxValue: 10, price: 1 }] },
      ...carriers.slice(1),
    ];
    expect(expectRefused(await put('carriers', { carriers: withForeignZone }), 404)).toContain(String(foreignZone));
    // Site 2's own carrier, sent to site 1.
    const sent = asUpdate(theirs)[0]!;
    expectRefused(await put('carriers', { carriers: [...carriers, sent] }), 404);
    expect(await settings()).toEqual(current);
  });
});

describe('PUT /admin/settings/delivery/rules', () => {
  it('sets free shipping by price and by bottles: the next quote applies it', async () => {
    const current = await settings();
    expectRefused(await put('rules', current.rules, { who: shopper }), 403);
    const saved = expectOk<DeliverySettings>(
      await put('rules', { ...current.rules, freeShippingPrice: 1000, freeShippingBottles: 12 }),
    );
    expect(saved.rules).toMatchObject({ freeShippingPrice: 1000, freeShippingBottles: 12 });
    const quote = await fees();
    expect(quote.freeShipping).toMatchObject({ applied: true, reason: 'PRICE', fromPrice: 1000, fromBottles: 12 });
    expect(quote.carriers.every((carrier) => carrier.fdp === 0)).toBe(true);
    const log = await audit('entity=delivery&entityId=rules');
    expect(log.items[0]!.after).toMatchObject({ freeShippingPrice: 1000 });
    expectOk(await put('rules', { ...current.rules, freeShippingPrice: null, freeShippingBottles: null }));
    expect((await fees()).freeShipping.applied).toBe(false);
  });

  it('refuses negative amounts, a minimum above the maximum and missing fields', async () => {
    const { rules } = await settings();
    expectRefused(await put('rules', { ...rules, freeShippingPrice: -5 }), 400);
    const inverted = await put('rules', { ...rules, minimumBottles: 12, maximumBottles: 6 });
    expect(expectRefused(inverted, 400)).toBe('maximumBottles : must not be below the minimum bottle count');
    expectRefused(await put('rules', { lockDelivery: true }), 400);
    expect((await settings()).rules).toEqual(rules);
  });
});

describe('PUT /admin/settings/delivery/zones', () => {
  it('adds a zone, refuses a country twice or unknown, 404 for another site’s zone', async () => {
    const current = await settings();
    const zones = zonesUpdate(current);
    const saved = expectOk<DeliverySettings>(
      await put('zones', { zones: [...zones, { name: { fr_FR: 'Suisse' }, countryCodes: ['ch', 'LI'] }] }),
    );
    const swiss = saved.zones.at(-1)!;
    expect(swiss).toMatchObject({ name: { fr_FR: 'Suisse' }, countryCodes: ['CH', 'LI'] });
    const twice = await put('zones', { zones: [...zones, { name: { fr_FR: 'Encore' }, countryCodes: ['FR'] }] });
    expect(expectRefused(twice, 400)).toContain('FR is already in another zone');
    const unknown = await put('zones', { zones: [...zones, { name: { fr_FR: 'Nulle part' }, countryCodes: ['XX'] }] });
    expect(expectRefused(unknown, 400)).toContain('XX');
    const theirs = await settings(otherAdmin, 2);
    const foreign = theirs.zones.find((zone) => !saved.zones.some((mine) => mine.id === zone.id))!;
    expectRefused(
      await put('zones', { zones: [...zones, { id: foreign.id, name: { fr_FR: 'Japon' }, countryCodes: ['JP'] }] }),
      404,
    );
    // Left out, the zone goes (with the bands of any carrier in it).
    const removed = expectOk<DeliverySettings>(await put('zones', { zones }));
    expect(removed.zones.map((zone) => zone.id)).toEqual(current.zones.map((zone) => zone.id));
    expect((await audit('entity=delivery&entityId=zones')).total).toBe(2);
  });
});

describe('PUT /admin/settings/delivery/pickup/{idAddress}', () => {
  it('sets an address’s slots and closures; the calendar shows the new capacity at once', async () => {
    const current = await settings();
    const address = current.pickup[0]!;
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1);
    const month = next.getUTCMonth() + 1;
    const year = next.getUTCFullYear();
    const calendar = `/api/calendar/${address.idAddress}/date/allowed/${month}/${year}`;
    // Prime the kept delivery.
    expectOk(await t.call({ url: calendar }));
    const schedules = address.schedules.map(({ id, weekday, startTime, endTime }) => ({
      id,
      weekday,
      startTime,
      endTime,
      capacity: 7,
    }));
    const saved = expectOk<DeliverySettings>(
      await put(`pickup/${address.idAddress}`, {
        schedules: [...schedules, { weekday: 7, startTime: '10:00', endTime: '11:30', capacity: 2 }],
        closures: [{ startDate: `${year}-12-24`, endDate: `${year}-12-26`, reason: { fr_FR: 'Noël' } }],
      }),
    );
    const mine = saved.pickup.find((one) => one.idAddress === address.idAddress)!;
    expect(mine.schedules).toHaveLength(schedules.length + 1);
    expect(mine.closures).toEqual([
      expect.objectContaining({ startDate: `${year}-12-24`, endDate: `${year}-12-26`, reason: { fr_FR: 'Noël' } }),
    ]);
    const days = expectOk<{ days: { date: string; slots: { remaining: number; start: string }[] }[] }>(
      await t.call({ url: calendar }),
    ).days;
    const slots = days.flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.remaining === 7 || (slot.start === '10:00' && slot.remaining === 2))).toBe(true);
    const log = await audit(`entity=pickup-address&entityId=${address.idAddress}`);
    expect(log.items[0]).toMatchObject({ action: 'delivery.pickup' });
    // Back as it was.
    expectOk(await put(`pickup/${address.idAddress}`, { schedules: address.schedules, closures: [] }));
  });

  it('refuses overlapping or malformed slots and inverted closures; 404 for another site’s address', async () => {
    const current = await settings();
    const address = current.pickup[0]!;
    const slot = { weekday: 2, startTime: '09:00', endTime: '12:00', capacity: 3 };
    const overlap = await put(`pickup/${address.idAddress}`, {
      schedules: [slot, { ...slot, startTime: '11:00', endTime: '13:00' }],
      closures: [],
    });
    expect(expectRefused(overlap, 400)).toBe('schedules.1 : overlaps slot 1 of the same day');
    const malformed = await put(`pickup/${address.idAddress}`, {
      schedules: [
        { ...slot, startTime: '25:00' },
        { ...slot, weekday: 8 },
        { ...slot, endTime: '08:00' },
        { ...slot, capacity: 0 },
      ],
      closures: [
        { startDate: '2030-02-10', endDate: '2030-02-01', reason: null },
        { startDate: '2030-02-30', endDate: '2030-03-01', reason: null },
      ],
    });
    expectRefused(malformed, 400);
    expect(Object.keys(malformed.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'closures.0.endDate',
      'closures.1.startDate',
      'schedules.0.startTime',
      'schedules.1.weekday',
      'schedules.2.endTime',
      'schedules.3.capacity',
    ]);
    const theirs = await settings(otherAdmin, 2);
    const foreign = theirs.pickup.find((one) => !current.pickup.some((mine) => mine.idAddress === one.idAddress));
    if (foreign) expectRefused(await put(`pickup/${foreign.idAddress}`, { schedules: [], closures: [] }), 404);
    expectRefused(await put('pickup/999999', { schedules: [], closures: [] }), 404);
    expectRefused(await put('pickup/abc', { schedules: [], closures: [] }), 400);
    // Another site's slot id, sent for this address.
    if (foreign?.schedules[0]) {
      expectRefused(
        await put(`pickup/${address.idAddress}`, { schedules: [{ ...foreign.schedules[0] }], closures: [] }),
        404,
      );
    }
    expect(await settings()).toEqual(current);
  });
});
