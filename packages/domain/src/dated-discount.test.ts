import { describe, expect, it } from 'vitest';
import { discountInForce, discountOn, nextDay, nextShopMidnight, shopDay } from './dated-discount.ts';

describe('shopDay', () => {
  it('is the calendar day in Paris, not in UTC', () => {
    expect(shopDay(new Date('2025-07-14T21:59:59Z'))).toBe('2025-07-14');
    expect(shopDay(new Date('2025-07-14T22:00:00Z'))).toBe('2025-07-15');
    expect(shopDay(new Date('2025-01-14T22:30:00Z'))).toBe('2025-01-14');
    expect(shopDay(new Date('2025-01-14T23:00:00Z'))).toBe('2025-01-15');
  });
});

describe('discountInForce', () => {
  const today = '2025-06-15';
  it('applies a discount without dates', () => {
    expect(discountInForce({}, today)).toBe(true);
    expect(discountInForce({ startsOn: null, endsOn: null }, today)).toBe(true);
  });
  it('applies from its first day to its last day, both included', () => {
    expect(discountInForce({ startsOn: '2025-06-15' }, today)).toBe(true);
    expect(discountInForce({ endsOn: '2025-06-15' }, today)).toBe(true);
    expect(discountInForce({ startsOn: '2025-06-01', endsOn: '2025-06-30' }, today)).toBe(true);
  });
  it('does not apply before it starts nor after it ended', () => {
    expect(discountInForce({ startsOn: '2025-06-16' }, today)).toBe(false);
    expect(discountInForce({ endsOn: '2025-06-14' }, today)).toBe(false);
    expect(discountInForce({ startsOn: '2025-05-01', endsOn: '2025-05-31' }, today)).toBe(false);
  });
});

describe('discountOn', () => {
  const product = { amount: 10, endsOn: '2025-06-30' };
  const declination = { amount: 20, endsOn: '2025-06-10' };
  it('takes the declination’s discount in force, else the product’s in force, else none', () => {
    expect(discountOn(declination, product, '2025-06-05')).toBe(declination);
    expect(discountOn(declination, product, '2025-06-15')).toBe(product);
    expect(discountOn(declination, product, '2025-07-01')).toBeNull();
    expect(discountOn(null, product, '2025-06-15')).toBe(product);
    expect(discountOn(null, null, '2025-06-15')).toBeNull();
  });
});

describe('nextShopMidnight', () => {
  it('is midnight in Paris, in summer and in winter time', () => {
    expect(nextShopMidnight(new Date('2025-07-14T10:00:00Z')).toISOString()).toBe('2025-07-14T22:00:00.000Z');
    expect(nextShopMidnight(new Date('2025-07-14T22:00:00Z')).toISOString()).toBe('2025-07-15T22:00:00.000Z');
    expect(nextShopMidnight(new Date('2025-01-14T10:00:00Z')).toISOString()).toBe('2025-01-14T23:00:00.000Z');
  });
  it('crosses the clock changes', () => {
    // 30 March 2025: Paris goes from UTC+1 to UTC+2 at 2:00; 26 October back.
    expect(nextShopMidnight(new Date('2025-03-29T12:00:00Z')).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(nextShopMidnight(new Date('2025-03-30T12:00:00Z')).toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(nextShopMidnight(new Date('2025-10-26T12:00:00Z')).toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });
  it('steps over the end of a month and a year', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});
