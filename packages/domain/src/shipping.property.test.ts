import fc from 'fast-check';
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
  type DeliveryRules,
  type RateBand,
  type ShippingLine,
} from './shipping.ts';

/** Capacities as stored: 37.5 cl, 50 cl, 75 cl, a magnum… in either unit, or none. */
const capacity = fc.oneof(
  fc.record({
    capacity: fc.constantFrom(18.7, 20, 37.5, 50, 62, 70, 74.9, 75, 100, 150, 300),
    capacityUnit: fc.constant('CENTILITRE' as const),
  }),
  fc.record({
    capacity: fc.constantFrom(0.187, 0.375, 0.5, 0.749, 0.75, 1, 1.5, 3),
    capacityUnit: fc.constant('LITER' as const),
  }),
  fc.constant({ capacity: null, capacityUnit: null }),
);
const line: fc.Arbitrary<ShippingLine> = fc
  .record({
    kind: fc.constantFrom('WINE' as const, 'BOX' as const, 'OTHER' as const),
    quantity: fc.integer({ min: 0, max: 48 }),
    sellByMultipleOf: fc.integer({ min: 0, max: 12 }),
    weight: fc.integer({ min: -100, max: 20_000 }),
    isDematerialized: fc.boolean(),
    hasShippingFees: fc.boolean(),
  })
  .chain((line) => capacity.map((capacity) => ({ ...line, ...capacity })));
/** A charged wine or box line: one that counts bottles. */
const bottleLine = line.map((line): ShippingLine => ({
  ...line,
  kind: line.kind === 'OTHER' ? 'WINE' : line.kind,
  isDematerialized: false,
  hasShippingFees: true,
}));
const lines = fc.array(line, { maxLength: 6 });
const shuffledLines = lines.chain((lines) =>
  fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
);
const cents = fc.integer({ min: 0, max: 1_000_000 });

/** A price list cut into consecutive bands from 0: [0, b1], [b1 + 1, b2]… */
const priceList = fc
  .uniqueArray(fc.integer({ min: 0, max: 30_000 }), { minLength: 1, maxLength: 6 })
  .chain((tops) =>
    fc.tuple(
      fc.constant([...tops].sort((a, b) => a - b)),
      fc.array(cents, { minLength: tops.length, maxLength: tops.length }),
    ),
  )
  .map(([tops, prices]): RateBand[] =>
    tops.map((maxValue, index) => ({
      minValue: index === 0 ? 0 : tops[index - 1]! + 1,
      maxValue,
      price: prices[index]!,
    })),
  );
const rules: fc.Arbitrary<DeliveryRules> = fc.record({
  freeShippingPrice: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
  freeShippingBottles: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  minimumBottles: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  maximumBottles: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  lockDelivery: fc.boolean(),
  onlyFrance: fc.boolean(),
  worldwide: fc.boolean(),
});
const carriers = fc.array(
  fc.record({ name: fc.string(), rateBasis: fc.constantFrom('WEIGHT' as const, 'BOTTLE' as const), bands: priceList }),
  { maxLength: 4 },
);

describe('the half-bottle rule (SPEC §5, §9, properties)', () => {
  it('makes a capacity under 75 cl half a bottle, whichever unit it is written in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30_000 }), (tenthsOfCentilitre) => {
        const centilitres = tenthsOfCentilitre / 10;
        const small = centilitres < 75;
        expect(isSmallCapacity(centilitres, 'CENTILITRE')).toBe(small);
        expect(isSmallCapacity(tenthsOfCentilitre / 1000, 'LITER')).toBe(small);
      }),
    );
  });

  it('counts a small wine as half its quantity, a box as its quantity times its multiple', () => {
    fc.assert(
      fc.property(line, (line) => {
        const full = { ...line, capacity: 75, capacityUnit: 'CENTILITRE' as const };
        const half = { ...line, capacity: 37.5, capacityUnit: 'CENTILITRE' as const };
        expect(lineBottles(half) * 2).toBe(lineBottles(full));
        if (line.kind === 'BOX') {
          const wine = { ...line, kind: 'WINE' as const, quantity: line.quantity * Math.max(1, line.sellByMultipleOf) };
          expect(lineBottles(line)).toBe(lineBottles(wine));
        }
        if (line.kind === 'OTHER') expect(lineBottles(line)).toBe(0);
      }),
    );
  });

  it('floors on the cart, not on each line: two half bottles on two lines make one bottle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (a, b) => {
        const half = (quantity: number): ShippingLine => ({
          kind: 'WINE',
          quantity,
          capacity: 37.5,
          capacityUnit: 'CENTILITRE',
          sellByMultipleOf: 1,
          weight: 800,
          isDematerialized: false,
          hasShippingFees: true,
        });
        expect(bottleCount([half(a), half(b)])).toBe(bottleCount([half(a + b)]));
        expect(bottleCount([half(a), half(b)])).toBe(Math.floor((a + b) / 2));
      }),
    );
  });
});

describe('bottleCount and parcelOf (properties)', () => {
  it('counts a whole number of bottles, 0 or more, whatever the order of the lines', () => {
    fc.assert(
      fc.property(shuffledLines, ([lines, shuffled]) => {
        const count = bottleCount(lines);
        expect(Number.isInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(bottleCount(shuffled)).toBe(count);
        expect(parcelOf(shuffled)).toEqual(parcelOf(lines));
      }),
    );
  });

  it('counts no bottle nor weight for a line not charged for, and never fewer bottles for one more charged line', () => {
    fc.assert(
      fc.property(lines, line, bottleLine, (lines, other, charged) => {
        const parcel = parcelOf(lines);
        if (other.isDematerialized || !other.hasShippingFees) {
          const withOther = parcelOf([...lines, other]);
          expect(withOther.bottles).toBe(parcel.bottles);
          expect(withOther.weight).toBe(parcel.weight);
        }
        expect(bottleCount([...lines, charged])).toBeGreaterThanOrEqual(bottleCount(lines));
      }),
    );
  });

  it('weighs a parcel as the sum of its parts, never below 0', () => {
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        expect(parcelOf([...a, ...b]).weight).toBe(parcelOf(a).weight + parcelOf(b).weight);
        expect(parcelOf(a).weight).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps a parcel consistent: charged only if delivered, bottles only if it holds wine or boxes', () => {
    fc.assert(
      fc.property(lines, (lines) => {
        const parcel = parcelOf(lines);
        expect(parcel.bottles).toBe(bottleCount(lines));
        if (parcel.charged) expect(parcel.needsDelivery).toBe(true);
        if (!parcel.holdsBottles) expect(parcel.bottles).toBe(0);
        if (!parcel.charged) expect(parcel).toMatchObject({ weight: 0, bottles: 0, holdsBottles: false });
      }),
    );
  });
});

describe('carriers’ bands (properties)', () => {
  it('prices every value of a price list by the one band that holds it, and nothing past its last band', () => {
    fc.assert(
      fc.property(priceList, fc.integer({ min: 0, max: 31_000 }), (bands, value) => {
        const holding = bands.find((band) => band.minValue <= value && value <= band.maxValue);
        expect(bandPrice(bands, value)).toBe(holding ? holding.price : null);
        expect(bandPrice([...bands].reverse(), value)).toBe(bandPrice(bands, value));
      }),
    );
  });

  it('takes the band starting lowest when bands overlap, and a price of a band that holds the value', () => {
    const band = fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), cents)
      .map(([a, b, price]) => ({ minValue: Math.min(a, b), maxValue: Math.max(a, b), price }));
    fc.assert(
      fc.property(
        fc.uniqueArray(band, { maxLength: 5, selector: (band) => band.minValue }),
        fc.integer({ min: 0, max: 100 }),
        (bands, value) => {
          const holding = bands.filter((band) => band.minValue <= value && value <= band.maxValue);
          const price = bandPrice(bands, value);
          if (holding.length === 0) expect(price).toBeNull();
          else {
            const lowest = Math.min(...holding.map((band) => band.minValue));
            expect(price).toBe(holding.find((band) => band.minValue === lowest)?.price);
          }
        },
      ),
    );
  });

  it('rates a charged parcel by bottles at one bottle at least: a lone half bottle still fills a box', () => {
    fc.assert(
      fc.property(lines, (lines) => {
        const parcel = parcelOf(lines);
        expect(ratedValue('WEIGHT', parcel)).toBe(parcel.weight);
        if (parcel.charged) expect(ratedValue('BOTTLE', parcel)).toBe(Math.max(1, parcel.bottles));
        else expect(ratedValue('BOTTLE', parcel)).toBe(0);
      }),
    );
  });
});

describe('deliveryRules (properties)', () => {
  it('reads a free-shipping amount typed in euros, with a point or a comma, as its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom('.', ','), (cents, separator) => {
        const typed = `${Math.floor(cents / 100)}${separator}${String(cents % 100).padStart(2, '0')}`;
        expect(deliveryRules({ FREE_SHIPPING_PRICE: typed }).freeShippingPrice).toBe(cents);
      }),
    );
  });

  it('reads whole bottle counts as they are typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (count) => {
        expect(
          deliveryRules({
            FREE_SHIPPING_BOTTLE: String(count),
            MINIMUM_EXPEDITION_BOTTLE: String(count),
            MAXIMUM_EXPEDITION_BOTTLE: String(count),
          }),
        ).toMatchObject({ freeShippingBottles: count, minimumBottles: count, maximumBottles: count });
      }),
    );
  });

  it('turns a rule off rather than making it negative, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'FREE_SHIPPING_PRICE',
            'FREE_SHIPPING_BOTTLE',
            'MINIMUM_EXPEDITION_BOTTLE',
            'MAXIMUM_EXPEDITION_BOTTLE',
          ),
          fc.oneof(
            fc.string(),
            fc.double({ min: -1e9, max: 1e9 }).map(String),
            fc.integer({ min: -10, max: 0 }).map(String),
            fc.constant(null),
          ),
        ),
        (values) => {
          const read = deliveryRules(values);
          for (const value of [
            read.freeShippingPrice,
            read.freeShippingBottles,
            read.minimumBottles,
            read.maximumBottles,
          ]) {
            if (value !== null) {
              expect(Number.isInteger(value)).toBe(true);
              expect(value).toBeGreaterThanOrEqual(0);
            }
          }
        },
      ),
    );
  });
});

describe('free shipping and expedition limits (properties)', () => {
  it('ships free from the threshold on: a larger total or more bottles never lose it', () => {
    fc.assert(
      fc.property(rules, lines, bottleLine, cents, cents, (rules, lines, more, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const parcel = parcelOf(lines);
        if (freeShippingReason(rules, parcel, small) !== null) {
          expect(freeShippingReason(rules, parcel, large)).not.toBeNull();
          if (parcel.charged) expect(freeShippingReason(rules, parcelOf([...lines, more]), small)).not.toBeNull();
        }
        if (parcel.charged && rules.freeShippingPrice !== null) {
          expect(freeShippingReason(rules, parcel, rules.freeShippingPrice)).toBe('PRICE');
          if (rules.freeShippingBottles === null || parcel.bottles < rules.freeShippingBottles) {
            expect(freeShippingReason(rules, parcel, rules.freeShippingPrice - 1)).toBeNull();
          }
        }
      }),
    );
  });

  it('never refuses a parcel without wine or boxes, nor one within the bounds', () => {
    fc.assert(
      fc.property(rules, lines, (rules, lines) => {
        const parcel = parcelOf(lines);
        const problem = expeditionProblem(rules, parcel);
        if (!parcel.holdsBottles) expect(problem).toBeNull();
        const aboveMinimum = rules.minimumBottles === null || parcel.bottles >= rules.minimumBottles;
        const belowMaximum = rules.maximumBottles === null || parcel.bottles <= rules.maximumBottles;
        if (aboveMinimum && belowMaximum) expect(problem).toBeNull();
        else if (parcel.holdsBottles) expect(problem?.bottles).toBe(parcel.bottles);
      }),
    );
  });
});

describe('quoteShipping (properties)', () => {
  it('charges each carrier its band’s price, or 0 when shipping is free, never below 0, in the carriers’ order', () => {
    fc.assert(
      fc.property(carriers, lines, rules, cents, (carriers, lines, rules, total) => {
        const quote = quoteShipping(carriers, lines, rules, total);
        if (quote.status !== 'OFFERS') return;
        const offered = quote.quotes.map((offer) => carriers.indexOf(offer.carrier));
        expect(offered).toEqual([...offered].sort((a, b) => a - b));
        for (const offer of quote.quotes) {
          expect(offer.fee).toBeGreaterThanOrEqual(0);
          expect(offer.fee).toBe(quote.free ? 0 : offer.price);
          if (quote.parcel.charged) {
            expect(offer.price).toBe(bandPrice(offer.carrier.bands, ratedValue(offer.carrier.rateBasis, quote.parcel)));
          } else expect(offer.price).toBe(0);
        }
      }),
    );
  });

  it('answers in order: nothing to deliver, then delivery locked, then the bottle limits, then the offers', () => {
    fc.assert(
      fc.property(carriers, lines, rules, cents, (carriers, lines, rules, total) => {
        const quote = quoteShipping(carriers, lines, rules, total);
        const parcel = parcelOf(lines);
        const expected = !parcel.needsDelivery
          ? 'NO_DELIVERY'
          : rules.lockDelivery
            ? 'LOCKED'
            : expeditionProblem(rules, parcel)
              ? 'REFUSED'
              : 'OFFERS';
        expect(quote.status).toBe(expected);
      }),
    );
  });

  it('offers the same carriers for a larger products total, none of them dearer', () => {
    fc.assert(
      fc.property(carriers, lines, rules, cents, cents, (carriers, lines, rules, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const before = quoteShipping(carriers, lines, rules, small);
        const after = quoteShipping(carriers, lines, rules, large);
        if (before.status !== 'OFFERS' || after.status !== 'OFFERS') return;
        expect(after.quotes.map((offer) => offer.carrier)).toEqual(before.quotes.map((offer) => offer.carrier));
        after.quotes.forEach((offer, index) => expect(offer.fee).toBeLessThanOrEqual(before.quotes[index]!.fee));
      }),
    );
  });
});

describe('zoneFor (properties)', () => {
  const country = fc.stringMatching(/^[A-Z]{2}$/);
  const zones = fc.array(fc.record({ id: fc.nat(), countryCodes: fc.array(country, { maxLength: 4 }) }), {
    maxLength: 4,
  });
  const zoneRules = fc.record({ onlyFrance: fc.boolean(), worldwide: fc.boolean() });

  it('reads a country code in any case', () => {
    fc.assert(
      fc.property(zones, fc.oneof(country, fc.constant('FR')), zoneRules, (zones, code, rules) => {
        expect(zoneFor(zones, code.toLowerCase(), rules)).toEqual(zoneFor(zones, code, rules));
      }),
    );
  });

  it('prices a country by a zone that names it, or by the rest of the world only when the site sells worldwide', () => {
    fc.assert(
      fc.property(zones, fc.oneof(country, fc.constant('FR')), zoneRules, (zones, code, rules) => {
        const found = zoneFor(zones, code, rules);
        if (rules.onlyFrance && code !== 'FR') expect(found).toEqual({ refusal: 'ONLY_FRANCE' });
        else if ('zone' in found) {
          const named = found.zone.countryCodes.includes(code);
          expect(named || (rules.worldwide && found.zone.countryCodes.length === 0)).toBe(true);
          if (!named) expect(zones.some((zone) => zone.countryCodes.includes(code))).toBe(false);
        } else expect(zones.some((zone) => zone.countryCodes.includes(code))).toBe(false);
      }),
    );
  });
});
