import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountInForce,
  discountOn,
  nextDay,
  nextShopMidnight,
  shopDay,
  type DatedDiscount,
} from './dated-discount.ts';
import { day, instant } from './paris-instants.arbitrary.ts';

/** A day, or none (an open end). */
const maybeDay = fc.option(day, { nil: null });
const datedDiscount: fc.Arbitrary<DatedDiscount & { amount: number }> = fc.record({
  startsOn: maybeDay,
  endsOn: maybeDay,
  amount: fc.integer({ min: 1, max: 100 }),
});

const daysAfter = (from: string, count: number) => {
  let current = from;
  for (let index = 0; index < count; index += 1) current = nextDay(current);
  return current;
};

describe('nextDay (properties)', () => {
  it('is the calendar day after: later, 24 hours on, written the same way', () => {
    fc.assert(
      fc.property(day, (day) => {
        const next = nextDay(day);
        expect(next > day).toBe(true);
        expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${next}T00:00:00Z`).getTime() - new Date(`${day}T00:00:00Z`).getTime()).toBe(86_400_000);
      }),
    );
  });
});

describe('discountInForce (properties)', () => {
  it('runs from the start of its first day to the end of its last day, both included, and not a day more', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), (dayBefore, length) => {
        const startsOn = nextDay(dayBefore);
        const endsOn = daysAfter(startsOn, length);
        const discount = { startsOn, endsOn };
        expect(discountInForce(discount, dayBefore)).toBe(false);
        expect(discountInForce(discount, startsOn)).toBe(true);
        expect(discountInForce(discount, daysAfter(startsOn, Math.floor(length / 2)))).toBe(true);
        expect(discountInForce(discount, endsOn)).toBe(true);
        expect(discountInForce(discount, nextDay(endsOn))).toBe(false);
      }),
    );
  });

  it('holds on every day between two days it holds on', () => {
    fc.assert(
      fc.property(datedDiscount, day, day, day, (discount, a, b, c) => {
        const [first, middle, last] = [a, b, c].sort() as [string, string, string];
        if (discountInForce(discount, first) && discountInForce(discount, last)) {
          expect(discountInForce(discount, middle)).toBe(true);
        }
      }),
    );
  });

  it('leaves an open end open: without a start it holds on every day up to its end, without an end from its start', () => {
    fc.assert(
      fc.property(day, day, (bound, today) => {
        expect(discountInForce({ startsOn: null, endsOn: bound }, today)).toBe(today <= bound);
        expect(discountInForce({ startsOn: bound, endsOn: null }, today)).toBe(today >= bound);
        expect(discountInForce({}, today)).toBe(true);
      }),
    );
  });
});

describe('discountOn (properties)', () => {
  it('sells with a discount in force only, the declination’s before the product’s', () => {
    fc.assert(
      fc.property(
        fc.option(datedDiscount, { nil: null }),
        fc.option(datedDiscount, { nil: null }),
        day,
        (declination, product, today) => {
          const chosen = discountOn(declination, product, today);
          if (chosen !== null) expect(discountInForce(chosen, today)).toBe(true);
          if (declination && discountInForce(declination, today)) expect(chosen).toBe(declination);
          else if (product && discountInForce(product, today)) expect(chosen).toBe(product);
          else expect(chosen).toBeNull();
        },
      ),
    );
  });

  it('does not let a declination’s discount outside its days hide the product’s', () => {
    fc.assert(
      fc.property(datedDiscount, fc.option(datedDiscount, { nil: null }), day, (declination, product, today) => {
        fc.pre(!discountInForce(declination, today));
        expect(discountOn(declination, product, today)).toBe(discountOn(null, product, today));
      }),
    );
  });
});

describe('shopDay and nextShopMidnight (properties)', () => {
  it('puts the next shop midnight after the instant, at most 25 hours on, where the next shop day begins', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const midnight = nextShopMidnight(now);
        expect(midnight.getTime()).toBeGreaterThan(now.getTime());
        expect(midnight.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
        expect(shopDay(midnight)).toBe(nextDay(shopDay(now)));
        expect(shopDay(new Date(midnight.getTime() - 1))).toBe(shopDay(now));
      }),
    );
  });

  it('is the same shop midnight for every instant of one shop day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 25 * 3_600_000 }), (now, back) => {
        const midnight = nextShopMidnight(now);
        const earlier = new Date(midnight.getTime() - back);
        if (shopDay(earlier) === shopDay(now)) expect(nextShopMidnight(earlier).getTime()).toBe(midnight.getTime());
      }),
    );
  });

  it("gives the day Intl gives in Paris, whatever hour was asked before (it keeps the last hour's day)", () => {
    const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', dateStyle: 'short' });
    fc.assert(
      fc.property(instant, fc.integer({ min: -3_600_000, max: 3_600_000 }), (now, shift) => {
        const before = new Date(now.getTime() + shift);
        expect(shopDay(before)).toBe(paris.format(before));
        expect(shopDay(now)).toBe(paris.format(now));
      }),
    );
  });

  it('puts an instant on its UTC day or the next one (Paris is 1 or 2 hours ahead)', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const utcDay = now.toISOString().slice(0, 10);
        expect([utcDay, nextDay(utcDay)]).toContain(shopDay(now));
      }),
    );
  });
});
