import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accessPointSchema, type AccessPoint, type RelaySearchRequest } from '@atelier/contract';
import { carriers, relayPoints } from '../../db/schema/index.ts';
import { relayPointRows } from '../../db/seed/seed-delivery.ts';
import type { RequestContext } from '../../context.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { distanceMetres } from './relay-geocoder.ts';
import { findChosenAccessPoint } from './relay.service.ts';

const t = useTestApp();

type Lang = 'fr_FR' | 'en';

function post(body: unknown, options: { site?: number; lang?: Lang } = {}) {
  return t.call({ method: 'POST', url: '/api/relay/access-points', payload: body as object, ...options });
}

async function search(body: RelaySearchRequest, options: { site?: number; lang?: Lang } = {}) {
  const response = await post(body, options);
  expect(response.statusCode, response.body).toBe(200);
  return z.array(accessPointSchema).parse(data<AccessPoint[]>(response));
}

const isSorted = (points: AccessPoint[]) => points.every((p, i) => i === 0 || points[i - 1]!.distance <= p.distance);
const NESMY_WORKSHOP = { latitude: 46.5913, longitude: -1.4011 };

async function carrierId(site: number, serviceCode: string) {
  const [row] = await t.database.db
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.siteId, site), eq(carriers.serviceCode, serviceCode)));
  if (!row) throw new Error(`no carrier ${serviceCode} on site ${site}`);
  return row.id;
}

describe('the built-in relay network', () => {
  it('is seeded with 120 to 200 points in Vendée and the main French cities, once', async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(relayPoints)
      .where(eq(relayPoints.network, 'builtin'));
    expect(row!.n).toBe(relayPointRows().length);
    expect(row!.n).toBeGreaterThanOrEqual(120);
    expect(row!.n).toBeLessThanOrEqual(200);
    const rows = relayPointRows();
    expect(new Set(rows.map((point) => point.code)).size).toBe(rows.length);
    for (const city of ['Nesmy', 'La Roche-sur-Yon', 'Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Bordeaux']) {
      expect(rows.some((point) => point.city === city)).toBe(true);
    }
  });
});

describe('POST /relay/access-points', () => {
  it('finds the points nearest Nesmy first, sorted by distance, ten by default, with the SPEC §3 fields', async () => {
    const points = await search({ postalCode: '85310', city: 'Nesmy', country: 'FR' });
    expect(points).toHaveLength(10);
    expect(isSorted(points)).toBe(true);
    expect(points[0]).toMatchObject({ city: 'Nesmy', zipCode: '85310', country: 'FR', network: 'builtin' });
    expect(points[0]!.distance).toBeLessThan(1000);
    expect(points.slice(0, 3).every((point) => point.city === 'Nesmy')).toBe(true);
    expect(points[0]!.openingHours.length).toBeGreaterThan(0);
    expect(points[0]!.id).toMatch(/^BI-85310-\d\d$/);
    // The next ones are the neighbours: Rives de l'Yon, La Roche-sur-Yon.
    expect(points.slice(3).every((point) => ['Rives de l’Yon', 'La Roche-sur-Yon'].includes(point.city))).toBe(true);
  });

  it('measures distances from a given position (haversine)', async () => {
    const points = await search({ ...NESMY_WORKSHOP, limit: 5 });
    expect(points).toHaveLength(5);
    expect(isSorted(points)).toBe(true);
    for (const point of points) {
      expect(Math.abs(point.distance - distanceMetres(NESMY_WORKSHOP, point.position))).toBeLessThanOrEqual(1);
    }
    expect(points[0]!.city).toBe('Nesmy');
  });

  it('finds Paris points from a Paris postal code, its own district first', async () => {
    const points = await search({ postalCode: '75011', country: 250 });
    expect(isSorted(points)).toBe(true);
    expect(points[0]!.zipCode).toBe('75011');
    expect(points.every((point) => point.city === 'Paris')).toBe(true);
    expect(points[9]!.distance).toBeLessThan(8000);
    // A district without a point is placed at the department's centre: still Paris.
    const seventh = await search({ postalCode: '75007', limit: 3 });
    expect(seventh.every((point) => point.city === 'Paris')).toBe(true);
  });

  it('places a town by its name alone, and a postal code without points at its prefecture', async () => {
    const lucon = await search({ city: 'luçon', limit: 3 });
    expect(lucon.every((point) => point.city === 'Luçon')).toBe(true);
    const lyon = await search({ city: 'Lyon', limit: 1 });
    expect(lyon[0]!.city).toBe('Lyon');
    // 86000 Poitiers has no point: the nearest are in Niort (79), 75 km away.
    const poitiers = await search({ postalCode: '86000', limit: 3 });
    expect(poitiers.map((point) => point.city)).toEqual(['Niort', 'Niort', 'Niort']);
    // A village the network does not know is placed through the communes list: Mouchamps is in Vendée.
    const village = await search({ city: 'Mouchamps', limit: 1 });
    expect(village[0]!.zipCode.startsWith('85')).toBe(true);
  });

  it('searches the network of the PICKUP carrier named, on each site', async () => {
    const points = await search(
      { postalCode: '85470', carrierId: await carrierId(2, 'RELAY_BUILTIN_WINE') },
      { site: 2 },
    );
    expect(points[0]!.city).toBe('Brem-sur-Mer');
    const home = await post({ postalCode: '85470', carrierId: await carrierId(1, 'COLISSIMO_HOME') }, { lang: 'en' });
    expect(home.statusCode).toBe(400);
    expect(home.json().message).toBe(
      `Carrier ${await carrierId(1, 'COLISSIMO_HOME')} does not deliver to relay points`,
    );
    // Site 1's relay carrier is not site 2's.
    const foreign = await post({ postalCode: '85470', carrierId: await carrierId(1, 'RELAY_BUILTIN') }, { site: 2 });
    expect(foreign.statusCode).toBe(400);
  });

  it('answers bad searches with a 400 in the request language', async () => {
    const nowhere = await post({ country: 'FR' }, { lang: 'en' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe('Give a postal code, a city or a position to look for relay points');
    const abroad = await post({ postalCode: '1000', country: 'BE' });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().message).toBe('Nous livrons uniquement en France');
    const bodies: unknown[] = [
      { latitude: 46.6 },
      { latitude: 123, longitude: 2 },
      { postalCode: '85310', limit: 21 },
      { postalCode: '85310', limit: 0 },
      { postalCode: 'ABC' },
      { postalCode: '00000' },
      { city: 'Zzzzzzqx' },
      { postalCode: '85310', country: 'XX' },
      { postalCode: '85310', carrierId: 'x' },
      { postalCode: '85310', carrierId: 999_999 },
      [],
    ];
    for (const body of bodies) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const text = await t.call({ method: 'POST', url: '/api/relay/access-points', payload: 'not an object' });
    expect(text.statusCode).toBe(415);
    const half = await post({ postalCode: '85310', latitude: 46.6 });
    expect(half.json().message).toBe('longitude : donnez la latitude et la longitude ensemble');
    const unlocated = await post({ postalCode: '00000' }, { lang: 'en' });
    expect(unlocated.json().message).toBe('No place found for "00000"');
  });
});

describe('findChosenAccessPoint (the order step)', () => {
  const ctx = (siteId = 1): RequestContext => ({ siteId, locale: 'en', token: null, user: null, db: t.database.db });

  it('gives the point as the network knows it, and refuses an unknown one', async () => {
    const relay = await carrierId(1, 'RELAY_BUILTIN');
    const [nearest] = await search({ postalCode: '85310', city: 'Nesmy', limit: 1 });
    const point = await findChosenAccessPoint(ctx(), t.app.caches, { carrierId: relay, accessPointId: nearest!.id });
    expect(point).toMatchObject({ id: nearest!.id, name: nearest!.name, addLine1: nearest!.addLine1 });
    await expect(
      findChosenAccessPoint(ctx(), t.app.caches, { carrierId: relay, accessPointId: 'BI-00000-01' }),
    ).rejects.toMatchObject({
      code: 'RELAY_POINT_UNKNOWN',
    });
    const home = await carrierId(1, 'COLISSIMO_HOME');
    await expect(
      findChosenAccessPoint(ctx(), t.app.caches, { carrierId: home, accessPointId: nearest!.id }),
    ).rejects.toMatchObject({
      code: 'RELAY_NOT_PICKUP_CARRIER',
    });
  });
});
