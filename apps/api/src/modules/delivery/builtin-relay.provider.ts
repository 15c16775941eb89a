import { asc, eq } from 'drizzle-orm';
import type { AccessPoint, GeoPosition } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { relayPoints } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { FRANCE_ID, normalizeForSearch, searchCities } from '../geography/geography.service.ts';
import { centreOf, departmentCentre, departmentOfPostalCode, distanceMetres } from './relay-geocoder.ts';
import type { RelayProvider, RelaySearch } from './relay-provider.ts';

/**
 * Relay points are global rows that change rarely (a network's list, refreshed by an import), and a network's
 * few thousand points fit in memory: they are read once and kept for this long; sorting them by distance is
 * a scan of the country's points.
 */
const MAX_AGE_MS = 10 * 60_000;

type StoredPoint = Omit<AccessPoint, 'distance'> & { cityKey: string };

/** The kind of shop, for the map marker, read from its name (the table keeps no shop type). */
const ICONS: [RegExp, string][] = [
  [/tabac|presse|journaux|maison de la presse/i, 'TOBACCO_PRESS'],
  [/fleur/i, 'FLORIST'],
  [/librairie|papeterie/i, 'BOOKSHOP'],
  [/pressing|laverie|blanchisserie/i, 'DRY_CLEANER'],
  [/cordonn|serrur|cl[ée]s minute/i, 'COBBLER'],
  [/[ée]picerie|sup[ée]rette|march[ée]|proxi|spar|vival|casino|carrefour|u express|primeur/i, 'GROCERY'],
  [/t[ée]l[ée]phon|phone|informatique|multim[ée]dia/i, 'PHONE_SHOP'],
  [/quincaillerie|brico/i, 'HARDWARE'],
  [/(^|\s)(bar|caf[ée]|brasserie)(\s|$)/i, 'CAFE'],
];
const iconOf = (name: string) => ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? 'SHOP';

/** The network that ships with Atelier: the seeded `relay_points` of network 'builtin'. */
export class BuiltinRelayProvider implements RelayProvider {
  static readonly NETWORK = 'builtin';
  readonly network = BuiltinRelayProvider.NETWORK;
  #db: Db;
  #points: { list: StoredPoint[]; byId: Map<string, StoredPoint>; loadedAt: number } | null = null;
  #loading: Promise<StoredPoint[]> | null = null;

  constructor(db: Db) {
    this.#db = db;
  }

  async #all(): Promise<{ list: StoredPoint[]; byId: Map<string, StoredPoint> }> {
    if (this.#points && Date.now() - this.#points.loadedAt < MAX_AGE_MS) return this.#points;
    this.#loading ??= this.#db
      .select()
      .from(relayPoints)
      .where(eq(relayPoints.network, this.network))
      .orderBy(asc(relayPoints.id))
      .then((rows) =>
        rows.map((row) => ({
          id: row.code,
          network: row.network,
          name: row.name,
          addLine1: row.addLine1,
          zipCode: row.zipCode,
          city: row.city,
          country: row.countryAlpha2,
          position: { latitude: row.latitude, longitude: row.longitude },
          icon: iconOf(row.name),
          openingHours: row.openingHours ?? [],
          cityKey: normalizeForSearch(row.city),
        })),
      )
      .finally(() => {
        this.#loading = null;
      });
    const list = await this.#loading;
    this.#points = { list, byId: new Map(list.map((point) => [point.id, point])), loadedAt: Date.now() };
    return this.#points;
  }

  async search(search: RelaySearch): Promise<AccessPoint[]> {
    const { list } = await this.#all();
    const country = search.countryAlpha2.toUpperCase();
    const points = list.filter((point) => point.country === country);
    if (points.length === 0) return [];
    const origin = search.position ?? placeOf(search, points);
    return points
      .map(({ cityKey: _cityKey, ...point }) => ({
        ...point,
        distance: Math.round(distanceMetres(origin, point.position)),
      }))
      .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
      .slice(0, search.limit);
  }

  async find(id: string): Promise<AccessPoint | null> {
    const found = (await this.#all()).byId.get(id);
    if (!found) return null;
    const { cityKey: _cityKey, ...point } = found;
    return { ...point, distance: 0 };
  }
}

/**
 * Where the search is: the centre of the network's points of that postal code and town, of that postal code,
 * of that town; else (France) the prefecture of the postal code's department, or of the department of the
 * town the communes list finds. Throws RELAY_PLACE_UNKNOWN when none of these works.
 */
function placeOf(search: RelaySearch, points: StoredPoint[]): GeoPosition {
  const postalCode = search.postalCode?.replace(/\s+/g, '') || null;
  const cityKey = search.city ? normalizeForSearch(search.city) : null;
  const centre = (keep: (point: StoredPoint) => boolean) => centreOf(points.filter(keep).map((p) => p.position));
  const found =
    (postalCode && cityKey && centre((p) => p.zipCode === postalCode && p.cityKey === cityKey)) ||
    (postalCode && centre((p) => p.zipCode === postalCode)) ||
    (cityKey && centre((p) => p.cityKey === cityKey));
  if (found) return found;
  if (search.countryAlpha2.toUpperCase() === 'FR') {
    let department = postalCode ? departmentOfPostalCode(postalCode) : null;
    if (!department && search.city) {
      const commune = searchCities(search.city, FRANCE_ID, 1)[0];
      if (commune) {
        const town = centre((p) => p.zipCode === commune.postalCode);
        if (town) return town;
        department = commune.department;
      }
    }
    const prefecture = department ? departmentCentre(department) : null;
    if (prefecture) return prefecture;
  }
  const place = [postalCode, search.city].filter(Boolean).join(' ');
  throw new AppError('BAD_REQUEST', 'RELAY_PLACE_UNKNOWN', { place });
}
