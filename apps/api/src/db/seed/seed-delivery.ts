import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LocalizedText } from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { SAMPLE_CATALOGUES } from './seed-catalogue.ts';
import { RELAY_OPENING_HOURS, RELAY_TOWNS } from './relay-points-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const tr = (fr_FR: string, en: string): LocalizedText => ({ fr_FR, en });

/** The network the sample relay points belong to (apps/api/src/modules/delivery/builtin-relay.provider.ts). */
const BUILTIN_NETWORK = 'builtin';

/** A band: [from, to, price in cents] (grams or bottles, both ends included). */
type Band = [number, number, number];

interface CarrierSeed {
  name: string;
  description: LocalizedText;
  serviceCode: string;
  deliveryType: 'DELIVERY' | 'PICKUP';
  rateBasis: 'WEIGHT' | 'BOTTLE';
  relayNetwork?: string;
  /** Bands per zone key; a zone it does not name, it does not serve. */
  rates: Record<string, Band[]>;
}

interface DeliverySeed {
  zones: { key: string; name: LocalizedText; countryCodes: string[] }[];
  carriers: CarrierSeed[];
  /** Grams of one unit, by product key of the sample catalogue. */
  weights: Record<string, number>;
  /** Grams of a wine declination by capacity in litres (the product's weight is the 75 cl bottle's). */
  bottleWeights: [number, number][];
  /** Click & Collect slots of the site's CLICK_AND_COLLECT address: weekdays (1 = Monday), times, places. */
  pickup: { weekdays: number[]; slots: [string, string][]; capacity: number }[];
  /** Closures as [from, to, reason], `Y` standing for the year of seeding. */
  closures: [string, string, LocalizedText][];
  /** Parameters the sample site's delivery needs, written only when they have no value yet. */
  parameters?: Record<string, string>;
}

const EU = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
].concat(['LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']);

const FRANCE_ZONE = {
  key: 'FR',
  name: tr('France métropolitaine et Corse', 'Mainland France and Corsica'),
  countryCodes: ['FR', 'MC'],
};

/** Site 1, the upholstery workshop: parcels by weight, furniture by courier, relay points; France by default. */
const SITE_1: DeliverySeed = {
  zones: [
    FRANCE_ZONE,
    { key: 'EU', name: tr('Union européenne', 'European Union'), countryCodes: EU },
    { key: 'WORLD', name: tr('Reste du monde', 'Rest of the world'), countryCodes: [] },
  ],
  carriers: [
    {
      name: 'Colissimo Domicile',
      description: tr('Livré chez vous en 48 h, contre signature', 'Delivered to your door in 48 h, signed for'),
      serviceCode: 'COLISSIMO_HOME',
      deliveryType: 'DELIVERY',
      rateBasis: 'WEIGHT',
      rates: {
        FR: [
          [0, 500, 749],
          [501, 750, 865],
          [751, 1000, 945],
          [1001, 2000, 1095],
          [2001, 5000, 1660],
          [5001, 10000, 2420],
          [10001, 15000, 3055],
          [15001, 30000, 3785],
        ],
        EU: [
          [0, 500, 1425],
          [501, 1000, 1720],
          [1001, 2000, 1895],
          [2001, 5000, 2380],
          [5001, 10000, 3920],
          [10001, 30000, 6240],
        ],
        WORLD: [
          [0, 500, 2830],
          [501, 1000, 3160],
          [1001, 2000, 4350],
          [2001, 5000, 6450],
          [5001, 10000, 11500],
          [10001, 30000, 19900],
        ],
      },
    },
    {
      name: 'Transporteur meuble',
      description: tr(
        'Sièges et meubles livrés sur rendez-vous, dans la pièce de votre choix',
        'Seats and furniture delivered by appointment, to the room of your choice',
      ),
      serviceCode: 'FURNITURE_COURIER',
      deliveryType: 'DELIVERY',
      rateBasis: 'WEIGHT',
      rates: {
        FR: [
          [5001, 20000, 4900],
          [20001, 40000, 6900],
          [40001, 70000, 8900],
          [70001, 100000, 11900],
          [100001, 150000, 15900],
        ],
      },
    },
    {
      name: 'Point relais',
      description: tr(
        'Retrait chez un commerçant près de chez vous, sous 3 à 5 jours',
        'Collect from a shop near you, within 3 to 5 days',
      ),
      serviceCode: 'RELAY_BUILTIN',
      deliveryType: 'PICKUP',
      rateBasis: 'WEIGHT',
      relayNetwork: BUILTIN_NETWORK,
      rates: {
        FR: [
          [0, 500, 449],
          [501, 1000, 529],
          [1001, 2000, 649],
          [2001, 5000, 989],
          [5001, 10000, 1449],
          [10001, 20000, 1990],
          [20001, 30000, 2590],
        ],
      },
    },
  ],
  weights: {
    'doudou-lapin': 250,
    'coussin-prenom': 600,
    'tapis-eveil': 1200,
    'pochette-langer': 300,
    bavoirs: 80,
    'couverture-bebe': 450,
    'mobile-nuages': 300,
    'coffret-naissance': 1200,
    'coussin-lin': 700,
    'coussin-velours-cotele': 800,
    'coussin-toile-de-jouy': 700,
    'plaid-bouclette': 1500,
    'serviettes-lin': 120,
    'sets-de-table': 200,
    'nappe-lin': 900,
    'abat-jour': 800,
    'galettes-chaise': 400,
    embrasses: 150,
    'pouf-bouclette': 6000,
    'tabouret-bar': 9000,
    'banc-capitonne': 28000,
    'fauteuil-crapaud': 18000,
    'bergere-louis-xv': 22000,
    'tete-de-lit': 25000,
    'chaises-medaillon': 6500,
    'repose-pieds': 5000,
    'cabas-toile-de-jouy': 500,
    'trousse-lin-enduit': 200,
    'banane-velours': 250,
    'housse-ordinateur': 350,
    'sac-dos-enfant': 400,
    'pochette-bijoux': 150,
    'sac-weekend': 1400,
    'mareuil-rouge': 1300,
    'mareuil-rose': 1300,
    'brem-blanc': 1300,
    'vix-blanc': 1300,
    'pissotte-rouge': 1300,
    cremant: 1500,
    'coffret-duo': 3000,
    'coffret-aperitif': 2000,
  },
  bottleWeights: [
    [0.375, 800],
    [0.5, 1000],
    [1.5, 2700],
  ],
  // The workshop's opening hours (SPEC parameters TUESDAY_HOURS…): Tuesday to Friday 9:00–12:30 / 14:00–18:30,
  // Saturday morning; pick-ups in 2-hour slots on weekdays, 1-hour slots on Saturday.
  pickup: [
    {
      weekdays: [2, 3, 4, 5],
      slots: [
        ['10:00', '12:00'],
        ['14:00', '16:00'],
        ['16:00', '18:00'],
      ],
      capacity: 3,
    },
    {
      weekdays: [6],
      slots: [
        ['09:30', '10:30'],
        ['10:30', '11:30'],
      ],
      capacity: 3,
    },
  ],
  closures: [
    ['Y-12-22', 'Y+1-01-02', tr('Fermeture de fin d’année', 'Closed for the holidays')],
    ['Y+1-08-10', 'Y+1-08-23', tr('Congés d’été', 'Summer holidays')],
    ['Y+1-12-22', 'Y+2-01-02', tr('Fermeture de fin d’année', 'Closed for the holidays')],
  ],
};

/** Site 2, the winemaker: cases priced by bottles (SPEC §5 count), home and relay; free from 12 bottles. */
const SITE_2: DeliverySeed = {
  zones: [
    FRANCE_ZONE,
    {
      key: 'BENELUX_DE',
      name: tr('Benelux et Allemagne', 'Benelux and Germany'),
      countryCodes: ['BE', 'LU', 'NL', 'DE'],
    },
  ],
  carriers: [
    {
      name: 'Colissimo Domicile',
      description: tr(
        'Cartons protégés livrés chez vous, contre signature',
        'Protective cases delivered to your door, signed for',
      ),
      serviceCode: 'COLISSIMO_HOME_WINE',
      deliveryType: 'DELIVERY',
      rateBasis: 'BOTTLE',
      rates: {
        FR: [
          [1, 6, 1490],
          [7, 12, 1990],
          [13, 18, 2690],
          [19, 24, 3290],
          [25, 36, 4490],
          [37, 60, 5990],
        ],
        BENELUX_DE: [
          [1, 6, 2990],
          [7, 12, 3990],
          [13, 18, 5290],
          [19, 24, 6490],
        ],
      },
    },
    {
      name: 'Point relais',
      description: tr(
        'Retrait chez un commerçant près de chez vous (jusqu’à 24 bouteilles)',
        'Collect from a shop near you (up to 24 bottles)',
      ),
      serviceCode: 'RELAY_BUILTIN_WINE',
      deliveryType: 'PICKUP',
      rateBasis: 'BOTTLE',
      relayNetwork: BUILTIN_NETWORK,
      rates: {
        FR: [
          [1, 6, 990],
          [7, 12, 1390],
          [13, 18, 1890],
          [19, 24, 2390],
        ],
      },
    },
  ],
  weights: {
    'sables-d-or': 1300,
    schistes: 1300,
    'brise-marine': 1300,
    'rose-des-dunes': 1300,
    'pointe-du-payre': 1300,
    'pinot-de-l-ocean': 1300,
    'cuvee-1962': 1300,
    ecume: 1500,
    'vendanges-de-novembre': 1000,
    'jus-de-raisin': 1300,
    'coffret-decouverte': 4300,
    'coffret-magnum': 4200,
  },
  bottleWeights: [
    [0.375, 800],
    [1.5, 2700],
  ],
  // The cellar (Tuesday to Saturday 10:00–12:30 / 15:00–19:00): 2-hour slots with 4 places; closed at
  // Christmas and during the harvest.
  pickup: [
    {
      weekdays: [2, 3, 4, 5, 6],
      slots: [
        ['10:00', '12:00'],
        ['15:00', '17:00'],
        ['17:00', '19:00'],
      ],
      capacity: 4,
    },
  ],
  closures: [
    ['Y-12-22', 'Y+1-01-02', tr('Fermeture de fin d’année', 'Closed for the holidays')],
    ['Y+1-09-07', 'Y+1-09-27', tr('Vendanges', 'Grape harvest')],
  ],
  // The top bar of the sample site promises free delivery from 12 bottles.
  parameters: { FREE_SHIPPING_BOTTLE: '12' },
};

export const SAMPLE_DELIVERIES: Record<number, DeliverySeed> = { 1: SITE_1, 2: SITE_2 };

/** '<Y+1>-08-10' with the year of seeding. */
function dated(template: string, year: number) {
  return template.replace(/^Y(?:\+(\d))?/, (_, add: string | undefined) => String(year + Number(add ?? 0)));
}

/** A point's position: its town's centre moved a few hundred metres, on a spiral, so the town's points spread. */
function spread(latitude: number, longitude: number, index: number) {
  const metres = 120 + 110 * index;
  const angle = (index * 137.508 * Math.PI) / 180;
  const north = (metres * Math.cos(angle)) / 111_320;
  const east = (metres * Math.sin(angle)) / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return {
    latitude: Math.round((latitude + north) * 1e5) / 1e5,
    longitude: Math.round((longitude + east) * 1e5) / 1e5,
  };
}

/** The rows of the built-in network; codes 'BI-<postal code>-<n>' stay the same from one seeding to the next. */
export function relayPointRows() {
  const perZip = new Map<string, number>();
  return RELAY_TOWNS.flatMap((town) =>
    town.shops.map(([hours, name, address], index) => {
      const n = (perZip.get(town.zipCode) ?? 0) + 1;
      perZip.set(town.zipCode, n);
      return {
        network: BUILTIN_NETWORK,
        code: `BI-${town.zipCode}-${String(n).padStart(2, '0')}`,
        name,
        addLine1: address,
        zipCode: town.zipCode,
        city: town.city,
        countryAlpha2: 'FR',
        ...spread(town.latitude, town.longitude, index),
        openingHours: RELAY_OPENING_HOURS[hours],
      };
    }),
  );
}

/**
 * Adds the built-in network's points that are missing (global rows: written once for every site). Their codes
 * are read first: on a seeded database (every start) nothing is written, where offering the ~750 rows to
 * `ON CONFLICT DO NOTHING` took a sixth of a seeded start (issue 21).
 */
export async function seedRelayPoints(db: Db) {
  const present = await db
    .select({ code: t.relayPoints.code })
    .from(t.relayPoints)
    .where(eq(t.relayPoints.network, BUILTIN_NETWORK));
  const codes = new Set(present.map((row) => row.code));
  const missing = relayPointRows().filter((row) => !codes.has(row.code));
  if (missing.length === 0) return;
  await db
    .insert(t.relayPoints)
    .values(missing)
    .onConflictDoNothing({ target: [t.relayPoints.network, t.relayPoints.code] });
}

async function insertCarriers(tx: Tx, siteId: number, seed: DeliverySeed) {
  const zoneIds = new Map<string, number>();
  for (const zone of seed.zones) {
    const [row] = await tx
      .insert(t.shippingZones)
      .values({ siteId, name: zone.name, countryCodes: zone.countryCodes })
      .returning({ id: t.shippingZones.id });
    if (row) zoneIds.set(zone.key, row.id);
  }
  for (const [position, carrier] of seed.carriers.entries()) {
    const [row] = await tx
      .insert(t.carriers)
      .values({
        siteId,
        position,
        name: carrier.name,
        description: carrier.description,
        serviceCode: carrier.serviceCode,
        deliveryType: carrier.deliveryType,
        rateBasis: carrier.rateBasis,
        relayNetwork: carrier.relayNetwork ?? null,
      })
      .returning({ id: t.carriers.id });
    if (!row) throw new Error(`Delivery seed: carrier ${carrier.name} not written`);
    const rates = Object.entries(carrier.rates).flatMap(([zone, bands]) => {
      const zoneId = zoneIds.get(zone);
      if (zoneId === undefined) throw new Error(`Delivery seed: unknown zone ${zone}`);
      return bands.map(([minValue, maxValue, price]) => ({
        siteId,
        carrierId: row.id,
        zoneId,
        minValue,
        maxValue,
        price,
      }));
    });
    await tx.insert(t.carrierRates).values(rates);
  }
}

/**
 * Sets the sample products' weights (those still at 0) and the wine declinations' by capacity: one statement
 * each (the seed runs at a new database's first start, issue 21).
 */
async function setWeights(tx: Tx, siteId: number, seed: DeliverySeed) {
  const catalogue = SAMPLE_CATALOGUES[siteId];
  if (!catalogue) return;
  const products = catalogue.products.flatMap((product) => {
    const grams = seed.weights[product.key];
    return grams === undefined ? [] : [{ slug: slugify(product.name.fr_FR), grams }];
  });
  if (products.length > 0) {
    await tx.execute(sql`update products set weight = given.grams
      from jsonb_to_recordset(${JSON.stringify(products)}::jsonb) as given(slug text, grams integer)
      where products.site_id = ${siteId} and products.slug->>'fr_FR' = given.slug and products.weight = 0`);
  }
  const wines = await tx
    .select({ id: t.declinations.id, capacity: t.declinations.capacity, unit: t.declinations.capacityUnit })
    .from(t.declinations)
    .innerJoin(
      t.products,
      and(eq(t.products.siteId, t.declinations.siteId), eq(t.products.id, t.declinations.productId)),
    )
    .where(and(eq(t.declinations.siteId, siteId), eq(t.products.kind, 'WINE'), isNull(t.declinations.weight)));
  const bottles = wines.flatMap((wine) => {
    if (wine.capacity === null || wine.unit === null) return [];
    const litres = wine.unit === 'LITER' ? wine.capacity : wine.capacity / 100;
    const grams = seed.bottleWeights.find(([capacity]) => Math.abs(capacity - litres) < 0.001)?.[1];
    return grams === undefined ? [] : [{ id: wine.id, grams }];
  });
  if (bottles.length > 0) {
    await tx.execute(sql`update declinations set weight = given.grams
      from jsonb_to_recordset(${JSON.stringify(bottles)}::jsonb) as given(id integer, grams integer)
      where declinations.site_id = ${siteId} and declinations.id = given.id`);
  }
}

/** Slots and closures of the site's Click & Collect address (the first one), if it has none yet. */
async function insertPickup(tx: Tx, siteId: number, seed: DeliverySeed) {
  const [address] = await tx
    .select({ id: t.companyAddresses.id })
    .from(t.companyAddresses)
    .innerJoin(
      t.companyAddressTypes,
      and(
        eq(t.companyAddressTypes.siteId, t.companyAddresses.siteId),
        eq(t.companyAddressTypes.addressId, t.companyAddresses.id),
      ),
    )
    .innerJoin(
      t.addressTypes,
      and(eq(t.addressTypes.siteId, t.companyAddressTypes.siteId), eq(t.addressTypes.id, t.companyAddressTypes.typeId)),
    )
    .where(and(eq(t.companyAddresses.siteId, siteId), eq(t.addressTypes.code, 'CLICK_AND_COLLECT')))
    .orderBy(t.companyAddresses.position, t.companyAddresses.id)
    .limit(1);
  if (!address) return;
  const existing = await tx
    .select({ id: t.pickupSchedules.id })
    .from(t.pickupSchedules)
    .where(and(eq(t.pickupSchedules.siteId, siteId), eq(t.pickupSchedules.addressId, address.id)))
    .limit(1);
  if (existing.length > 0) return;
  const schedules = seed.pickup.flatMap((group) =>
    group.weekdays.flatMap((weekday) =>
      group.slots.map(([startTime, endTime]) => ({
        siteId,
        addressId: address.id,
        weekday,
        startTime,
        endTime,
        capacity: group.capacity,
      })),
    ),
  );
  if (schedules.length > 0) await tx.insert(t.pickupSchedules).values(schedules);
  const year = new Date().getFullYear();
  if (seed.closures.length > 0) {
    await tx.insert(t.pickupClosures).values(
      seed.closures.map(([from, to, reason]) => ({
        siteId,
        addressId: address.id,
        startDate: dated(from, year),
        endDate: dated(to, year),
        reason,
      })),
    );
  }
}

async function setParameters(tx: Tx, siteId: number, values: Record<string, string>) {
  for (const [type, value] of Object.entries(values)) {
    await tx
      .update(t.siteParameters)
      .set({ value })
      .where(and(eq(t.siteParameters.siteId, siteId), eq(t.siteParameters.type, type), isNull(t.siteParameters.value)));
  }
}

/**
 * The built-in relay points, then the sample delivery of a site that has no carrier yet, in one transaction:
 * zones, carriers and their bands, the sample products' weights, Click & Collect slots and closures (a site
 * whose delivery was set up, by the seed or by hand, is left alone). Returns whether it wrote the site's part.
 */
export async function seedDelivery(db: Db, siteId: number, seed = SAMPLE_DELIVERIES[siteId]): Promise<boolean> {
  await seedRelayPoints(db);
  if (!seed) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const existing = await tx
      .select({ id: t.carriers.id })
      .from(t.carriers)
      .where(eq(t.carriers.siteId, siteId))
      .limit(1);
    if (existing.length > 0) return false;
    await insertCarriers(tx, siteId, seed);
    await setWeights(tx, siteId, seed);
    await insertPickup(tx, siteId, seed);
    if (seed.parameters) await setParameters(tx, siteId, seed.parameters);
    return true;
  });
}
