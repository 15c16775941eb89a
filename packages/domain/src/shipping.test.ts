import { describe, expect, it } from 'vitest';
import {
  bandPrice,
  bottleCount,
  deliveryRules,
  expeditionProblem,
  freeShippingReason,
  isSmallCapacity,
  lineBottles,
  parcelOf,
  quoteShipping,
  ratedValue,
  zoneFor,
  type ShippingLine,
} from './shipping.ts';

const line = (overrides: Partial<ShippingLine> = {}): ShippingLine => ({
  kind: 'WINE',
  quantity: 1,
  capacity: 75,
  capacityUnit: 'CENTILITRE',
  sellByMultipleOf: 1,
  weight: 1300,
  isDematerialized: false,
  hasShippingFees: true,
  ...overrides,
});

const half = (quantity: number) => line({ quantity, capacity: 37.5, weight: 750 });
const rules = (values: Record<string, string | null> = {}) => deliveryRules(values);

describe('isSmallCapacity (SPEC §5, §9: under 0.75 L or 75 cl)', () => {
  it.each([
    [37.5, 'CENTILITRE', true],
    [50, 'CENTILITRE', true],
    [75, 'CENTILITRE', false],
    [0.5, 'LITER', true],
    [0.75, 'LITER', false],
    [1.5, 'LITER', false],
    [null, null, false],
  ] as const)('%s %s is small: %s', (capacity, unit, small) => {
    expect(isSmallCapacity(capacity, unit)).toBe(small);
  });
});

describe('bottle count (SPEC §5)', () => {
  it('counts a wine by its quantity and a 37.5 cl as half a bottle, floored on the total', () => {
    expect(bottleCount([line({ quantity: 6 })])).toBe(6);
    expect(bottleCount([half(6)])).toBe(3);
    expect(bottleCount([half(1)])).toBe(0);
    expect(bottleCount([half(3)])).toBe(1);
    expect(bottleCount([line({ quantity: 6 }), half(3)])).toBe(7);
    expect(lineBottles(half(3))).toBe(1.5);
  });

  it('counts a box as quantity × its sell-by multiple, halved for a small capacity', () => {
    expect(bottleCount([line({ kind: 'BOX', quantity: 2, sellByMultipleOf: 3 })])).toBe(6);
    expect(bottleCount([line({ kind: 'BOX', quantity: 3, sellByMultipleOf: 3, capacity: 37.5 })])).toBe(4);
    expect(
      bottleCount([line({ kind: 'BOX', quantity: 1, sellByMultipleOf: 1, capacity: null, capacityUnit: null })]),
    ).toBe(1);
  });

  it('counts a magnum as one bottle and other products as none', () => {
    expect(bottleCount([line({ quantity: 2, capacity: 1.5, capacityUnit: 'LITER' })])).toBe(2);
    expect(bottleCount([line({ kind: 'OTHER', quantity: 12 })])).toBe(0);
  });

  it('leaves out dematerialized lines and lines without shipping fees', () => {
    expect(
      bottleCount([line({ quantity: 6, isDematerialized: true }), line({ quantity: 6, hasShippingFees: false })]),
    ).toBe(0);
  });
});

describe('parcelOf', () => {
  it('adds the weight of the charged lines only', () => {
    const parcel = parcelOf([
      line({ quantity: 6 }),
      line({ kind: 'OTHER', weight: 5000, hasShippingFees: false }),
      line({ kind: 'OTHER', weight: 900, isDematerialized: true }),
    ]);
    expect(parcel).toEqual({ needsDelivery: true, charged: true, weight: 7800, bottles: 6, holdsBottles: true });
  });

  it('needs no delivery when every line is dematerialized', () => {
    expect(parcelOf([line({ kind: 'OTHER', isDematerialized: true })]).needsDelivery).toBe(false);
  });

  it('ships uncharged when every shipped line has no shipping fees', () => {
    const parcel = parcelOf([line({ kind: 'OTHER', hasShippingFees: false })]);
    expect(parcel).toMatchObject({ needsDelivery: true, charged: false, weight: 0, holdsBottles: false });
  });
});

describe('bands', () => {
  const bands = [
    { minValue: 0, maxValue: 500, price: 735 },
    { minValue: 501, maxValue: 1000, price: 940 },
    { minValue: 1001, maxValue: 2000, price: 1095 },
  ];
  it.each([
    [0, 735],
    [500, 735],
    [501, 940],
    [2000, 1095],
    [2001, null],
  ])('%i g costs %s', (value, price) => {
    expect(bandPrice(bands, value)).toBe(price);
  });

  it('takes the lowest of overlapping bands', () => {
    expect(
      bandPrice(
        [
          { minValue: 5, maxValue: 10, price: 2 },
          { minValue: 0, maxValue: 10, price: 1 },
        ],
        7,
      ),
    ).toBe(1);
  });

  it('rates a bottle carrier at one bottle at least for a charged parcel', () => {
    expect(ratedValue('BOTTLE', parcelOf([half(1)]))).toBe(1);
    expect(ratedValue('BOTTLE', parcelOf([line({ quantity: 12 })]))).toBe(12);
    expect(ratedValue('WEIGHT', parcelOf([line({ quantity: 12 })]))).toBe(15600);
  });
});

describe('deliveryRules', () => {
  it('turns the euros of FREE_SHIPPING_PRICE into cents and reads empty or 0 as off', () => {
    expect(rules({ FREE_SHIPPING_PRICE: '150' }).freeShippingPrice).toBe(15000);
    expect(rules({ FREE_SHIPPING_PRICE: '89,90' }).freeShippingPrice).toBe(8990);
    expect(rules({ FREE_SHIPPING_PRICE: '0' }).freeShippingPrice).toBeNull();
    expect(rules({ FREE_SHIPPING_PRICE: '' }).freeShippingPrice).toBeNull();
    expect(rules({ FREE_SHIPPING_PRICE: null }).freeShippingPrice).toBeNull();
    expect(rules({ FREE_SHIPPING_BOTTLE: 'abc' }).freeShippingBottles).toBeNull();
  });

  it('reads a threshold that rounds to nothing as off, not as free shipping for every cart (found by fast-check)', () => {
    expect(rules({ FREE_SHIPPING_PRICE: '0.004' }).freeShippingPrice).toBeNull();
    expect(rules({ FREE_SHIPPING_PRICE: '0.005' }).freeShippingPrice).toBe(1);
    expect(rules({ FREE_SHIPPING_BOTTLE: '0.5' }).freeShippingBottles).toBeNull();
    expect(rules({ MINIMUM_EXPEDITION_BOTTLE: '0.9' }).minimumBottles).toBeNull();
    expect(rules({ FREE_SHIPPING_BOTTLE: '1.5' }).freeShippingBottles).toBe(1);
  });

  it('reads the switches', () => {
    expect(rules({ LOCK_DELIVERY: 'true', ONLY_SELL_IN_FRANCE: 'false', SELLS_WORLDWIDE: 'true' })).toMatchObject({
      lockDelivery: true,
      onlyFrance: false,
      worldwide: true,
    });
  });
});

describe('free shipping', () => {
  const parcel = parcelOf([line({ quantity: 11 }), half(2)]);
  it('applies from FREE_SHIPPING_PRICE, products total included', () => {
    const r = rules({ FREE_SHIPPING_PRICE: '150' });
    expect(freeShippingReason(r, parcel, 14999)).toBeNull();
    expect(freeShippingReason(r, parcel, 15000)).toBe('PRICE');
  });

  it('applies from FREE_SHIPPING_BOTTLE with the SPEC §5 count (11 + two halves = 12)', () => {
    expect(freeShippingReason(rules({ FREE_SHIPPING_BOTTLE: '12' }), parcel, 0)).toBe('BOTTLES');
    expect(freeShippingReason(rules({ FREE_SHIPPING_BOTTLE: '13' }), parcel, 0)).toBeNull();
    expect(
      freeShippingReason(rules({ FREE_SHIPPING_BOTTLE: '12' }), parcelOf([line({ quantity: 11 }), half(1)]), 0),
    ).toBeNull();
  });

  it('is free when nothing shipped is charged for', () => {
    expect(freeShippingReason(rules(), parcelOf([line({ hasShippingFees: false })]), 0)).toBe('NO_SHIPPING_FEES');
  });
});

describe('expedition bottle limits', () => {
  const r = rules({ MINIMUM_EXPEDITION_BOTTLE: '6', MAXIMUM_EXPEDITION_BOTTLE: '24' });
  it('refuses fewer bottles than the minimum and more than the maximum', () => {
    expect(expeditionProblem(r, parcelOf([line({ quantity: 5 })]))).toEqual({
      code: 'BELOW_MINIMUM_BOTTLES',
      limit: 6,
      bottles: 5,
    });
    expect(expeditionProblem(r, parcelOf([line({ quantity: 6 })]))).toBeNull();
    expect(expeditionProblem(r, parcelOf([line({ quantity: 24 })]))).toBeNull();
    expect(expeditionProblem(r, parcelOf([line({ quantity: 25 })]))?.code).toBe('ABOVE_MAXIMUM_BOTTLES');
  });

  it('leaves parcels without wine or boxes alone', () => {
    expect(expeditionProblem(r, parcelOf([line({ kind: 'OTHER', quantity: 1 })]))).toBeNull();
  });
});

describe('zoneFor', () => {
  const zones = [
    { name: 'France', countryCodes: ['FR', 'MC'] },
    { name: 'EU', countryCodes: ['BE', 'DE'] },
    { name: 'World', countryCodes: [] },
  ];
  it('keeps to France when ONLY_SELL_IN_FRANCE', () => {
    expect(zoneFor(zones, 'fr', { onlyFrance: true, worldwide: true })).toEqual({ zone: zones[0] });
    expect(zoneFor(zones, 'BE', { onlyFrance: true, worldwide: true })).toEqual({ refusal: 'ONLY_FRANCE' });
  });
  it('takes the zone that names the country, and the rest of the world only when SELLS_WORLDWIDE', () => {
    expect(zoneFor(zones, 'DE', { onlyFrance: false, worldwide: false })).toEqual({ zone: zones[1] });
    expect(zoneFor(zones, 'US', { onlyFrance: false, worldwide: false })).toEqual({ refusal: 'COUNTRY_NOT_SERVED' });
    expect(zoneFor(zones, 'US', { onlyFrance: false, worldwide: true })).toEqual({ zone: zones[2] });
  });
});

describe('quoteShipping', () => {
  const byWeight = {
    name: 'home',
    rateBasis: 'WEIGHT' as const,
    bands: [{ minValue: 0, maxValue: 30000, price: 990 }],
  };
  const heavy = {
    name: 'furniture',
    rateBasis: 'WEIGHT' as const,
    bands: [{ minValue: 5001, maxValue: 150000, price: 4900 }],
  };
  const byBottle = {
    name: 'wine',
    rateBasis: 'BOTTLE' as const,
    bands: [
      { minValue: 1, maxValue: 6, price: 1490 },
      { minValue: 7, maxValue: 12, price: 1990 },
    ],
  };

  it('offers the carriers whose bands hold the parcel, in order', () => {
    const quote = quoteShipping([byWeight, heavy, byBottle], [line({ quantity: 6 })], rules(), 0);
    expect(quote.status).toBe('OFFERS');
    if (quote.status !== 'OFFERS') return;
    expect(quote.quotes.map((q) => [q.carrier.name, q.price, q.fee])).toEqual([
      ['home', 990, 990],
      ['furniture', 4900, 4900],
      ['wine', 1490, 1490],
    ]);
  });

  it('keeps the price and makes the fee 0 when shipping is free', () => {
    const quote = quoteShipping([byBottle], [line({ quantity: 12 })], rules({ FREE_SHIPPING_BOTTLE: '12' }), 0);
    expect(quote).toMatchObject({ status: 'OFFERS', free: 'BOTTLES', quotes: [{ price: 1990, fee: 0 }] });
  });

  it('needs no delivery for dematerialized products only, even with delivery locked', () => {
    const quote = quoteShipping(
      [byWeight],
      [line({ kind: 'OTHER', isDematerialized: true })],
      rules({ LOCK_DELIVERY: 'true' }),
      0,
    );
    expect(quote.status).toBe('NO_DELIVERY');
  });

  it('offers nothing when delivery is locked or the bottle count is out of bounds', () => {
    expect(quoteShipping([byWeight], [line()], rules({ LOCK_DELIVERY: 'true' }), 0).status).toBe('LOCKED');
    const refused = quoteShipping([byWeight], [line({ quantity: 3 })], rules({ MINIMUM_EXPEDITION_BOTTLE: '6' }), 0);
    expect(refused).toMatchObject({ status: 'REFUSED', problem: { code: 'BELOW_MINIMUM_BOTTLES', limit: 6 } });
  });

  it('offers every carrier at 0 for a parcel charged for nothing', () => {
    const quote = quoteShipping([byWeight, heavy], [line({ kind: 'OTHER', hasShippingFees: false })], rules(), 0);
    expect(quote).toMatchObject({ status: 'OFFERS', free: 'NO_SHIPPING_FEES', quotes: [{ fee: 0 }, { fee: 0 }] });
  });
});
