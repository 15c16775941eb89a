import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { allowedPickupDatesSchema, type AllowedPickupDates } from '@atelier/contract';
import { companyAddresses, orders, pickupClosures, pickupSchedules } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/shop.ts';
import type { RequestContext } from '../../context.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { pinClock } from '../../../test/clock.ts';
import { checkPickupChoice } from './calendar.service.ts';
import { isoWeekday, parisClock, parisInstant } from './paris-time.ts';
import { allowedDays, bookingKey, slotsOfDay, type PickupCalendar } from './pickup-calendar.ts';

const t = useTestApp();
// The months a calendar offers follow today: a Tuesday morning in Paris, the same on every run.
pinClock('2026-11-24T08:00:00Z');

// ─── pure rules ───

describe('Paris wall-clock time', () => {
  it('turns a Paris date and time into the right instant, summer and winter', () => {
    expect(parisInstant('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(parisInstant('2026-07-15', '10:00').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    // The days the clocks change (29 March and 25 October 2026).
    expect(parisInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(parisInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(parisClock(new Date('2026-12-31T23:30:00Z'))).toMatchObject({ year: 2027, month: 1, day: 1, hour: 0 });
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-03-09')).toBe(1);
    expect(isoWeekday('2026-03-14')).toBe(6);
    expect(isoWeekday('2026-03-15')).toBe(7);
  });
});

describe('Click & Collect slots', () => {
  const calendar = (overrides: Partial<PickupCalendar> = {}): PickupCalendar => ({
    schedules: [
      { id: 2, weekday: 2, startTime: '14:00', endTime: '16:00', capacity: 3 },
      { id: 1, weekday: 2, startTime: '10:00', endTime: '12:00', capacity: 3 },
      { id: 3, weekday: 6, startTime: '09:30', endTime: '10:30', capacity: 2 },
    ],
    closures: [],
    booked: new Map(),
    // Tuesday 10 March 2026, 9:00 in Paris.
    now: new Date('2026-03-10T08:00:00Z'),
    leadHours: 24,
    ...overrides,
  });

  it('offers the slots of the weekday, in time order, with their places', () => {
    expect(slotsOfDay('2026-03-17', calendar())).toEqual([
      { idSchedule: 1, start: '10:00', end: '12:00', remaining: 3 },
      { idSchedule: 2, start: '14:00', end: '16:00', remaining: 3 },
    ]);
    expect(slotsOfDay('2026-03-18', calendar())).toEqual([]);
    expect(allowedDays(2026, 3, calendar()).map((day) => day.date)).toEqual([
      '2026-03-14',
      '2026-03-17',
      '2026-03-21',
      '2026-03-24',
      '2026-03-28',
      '2026-03-31',
    ]);
  });

  it('keeps CLICK_AND_COLLECT_HOURS between now and the first slot offered', () => {
    expect(slotsOfDay('2026-03-10', calendar())).toEqual([]);
    expect(slotsOfDay('2026-03-10', calendar({ leadHours: 0 })).map((slot) => slot.idSchedule)).toEqual([1, 2]);
    expect(slotsOfDay('2026-03-10', calendar({ leadHours: 4 })).map((slot) => slot.idSchedule)).toEqual([2]);
    expect(slotsOfDay('2026-03-10', calendar({ leadHours: 5.01 }))).toEqual([]);
    // Across the change to summer time: Tuesday 31 March 10:00 is 08:00 UTC.
    const monday = new Date('2026-03-30T07:30:00Z');
    expect(slotsOfDay('2026-03-31', calendar({ now: monday, leadHours: 24.5 })).map((s) => s.idSchedule)).toEqual([
      1, 2,
    ]);
    expect(slotsOfDay('2026-03-31', calendar({ now: monday, leadHours: 24.6 })).map((s) => s.idSchedule)).toEqual([2]);
  });

  it('skips closed days and full slots', () => {
    const closed = calendar({ closures: [{ startDate: '2026-03-16', endDate: '2026-03-21' }] });
    expect(slotsOfDay('2026-03-17', closed)).toEqual([]);
    expect(slotsOfDay('2026-03-21', closed)).toEqual([]);
    expect(slotsOfDay('2026-03-24', closed)).toHaveLength(2);
    const booked = calendar({
      booked: new Map([
        [bookingKey(1, '2026-03-17'), 3],
        [bookingKey(2, '2026-03-17'), 2],
      ]),
    });
    expect(slotsOfDay('2026-03-17', booked)).toEqual([{ idSchedule: 2, start: '14:00', end: '16:00', remaining: 1 }]);
  });
});

// ─── the API ───

/** The site's Click & Collect address (the seed gives it the CLICK_AND_COLLECT type) and another address. */
async function addresses(site = 1) {
  const rows = await t.database.db
    .select({ id: companyAddresses.id, name: companyAddresses.name })
    .from(companyAddresses)
    .where(eq(companyAddresses.siteId, site))
    .orderBy(asc(companyAddresses.position));
  return rows;
}

function get(id: number | string, month: number | string, year: number | string, site = 1) {
  return t.call({ url: `/api/calendar/${id}/date/allowed/${month}/${year}`, site });
}

async function allowed(id: number, month: number, year: number, site = 1) {
  const response = await get(id, month, year, site);
  expect(response.statusCode, response.body).toBe(200);
  return allowedPickupDatesSchema.parse(data<AllowedPickupDates>(response));
}

/** The slot tables have no change trigger (the delivery cache keeps them a few minutes): drop the site's entry. */
const slotsChanged = (site: number) => t.app.caches.delivery.invalidate(site);

/** The month `ahead` months after this one (Paris time). */
function monthAhead(ahead: number) {
  const now = parisClock(new Date());
  const index = now.year * 12 + (now.month - 1) + ahead;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

let orderNumber = 0;
async function bookPickup(
  site: number,
  addressId: number,
  scheduleId: number,
  date: string,
  status: OrderStatus = 'PAID',
) {
  orderNumber += 1;
  const address = {
    firstname: 'Léa',
    lastname: 'Test',
    company: null,
    address: '1 rue de la Poste',
    addressPart2: null,
    postalCode: '85310',
    city: 'Nesmy',
    countryAlpha2: 'FR',
  };
  await t.database.db.insert(orders).values({
    siteId: site,
    reference: `TEST-CC-${orderNumber}`,
    cartId: `cart-${orderNumber}`,
    email: `client${orderNumber}@example.test`,
    status,
    deliveryType: 'CLICK_AND_COLLECT',
    pickupAddressId: addressId,
    pickupDate: date,
    pickupScheduleId: scheduleId,
    billingAddress: address,
    totalProducts: 1000,
    total: 1000,
    saleTerms: '<p>CGV</p>',
    saleTermsAcceptedAt: new Date(),
    paymentProvider: 'SANDBOX',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

describe('GET /calendar/{id}/date/allowed/{month}/{year}', () => {
  it('refuses an address that is not a Click & Collect address of the site with a 404', async () => {
    const [workshop, showroom] = await addresses(1);
    const [cellar] = await addresses(2);
    const { month, year } = monthAhead(2);
    for (const [id, site] of [
      [showroom!.id, 1],
      [999_999, 1],
      [cellar!.id, 1],
      [workshop!.id, 2],
    ] as const) {
      const response = await get(id, month, year, site);
      expect(response.statusCode, `${id} on site ${site}`).toBe(404);
      expect(response.json().success).toBe(false);
    }
    const english = await t.call({ url: `/api/calendar/999999/date/allowed/${month}/${year}`, lang: 'en' });
    expect(english.json().message).toBe('There is no Click & Collect address 999999');
  });

  it('answers a bad month or year with a 400', async () => {
    const [workshop] = await addresses(1);
    for (const [month, year] of [
      [13, 2030],
      [0, 2030],
      ['x', 2030],
      [1, 1999],
      [1, 2101],
      [1, 'abc'],
      [1.5, 2030],
    ] as const) {
      expect((await get(workshop!.id, month, year)).statusCode, `${month}/${year}`).toBe(400);
    }
    expect((await get('abc', 1, 2030)).statusCode).toBe(400);
  });

  it("offers the workshop's weekdays and slots, and no day of a closure", async () => {
    const [workshop] = await addresses(1);
    await t.database.db.delete(pickupClosures).where(eq(pickupClosures.siteId, 1));
    slotsChanged(1);
    const { month, year } = monthAhead(2);
    const answer = await allowed(workshop!.id, month, year);
    expect(answer).toMatchObject({ idAddress: workshop!.id, month, year, leadHours: 48, timeZone: 'Europe/Paris' });
    const weekdays = answer.days.map((day) => isoWeekday(day.date));
    expect(new Set(weekdays)).toEqual(new Set([2, 3, 4, 5, 6]));
    for (const day of answer.days) {
      const expected = isoWeekday(day.date) === 6 ? ['09:30', '10:30'] : ['10:00', '14:00', '16:00'];
      expect(day.slots.map((slot) => slot.start)).toEqual(expected);
      expect(day.slots.every((slot) => slot.remaining === 3)).toBe(true);
    }
    const ym = `${year}-${String(month).padStart(2, '0')}`;
    await t.database.db.insert(pickupClosures).values({
      siteId: 1,
      addressId: workshop!.id,
      startDate: `${ym}-10`,
      endDate: `${ym}-16`,
      reason: { fr_FR: 'Salon', en: 'Trade fair' },
    });
    slotsChanged(1);
    const closed = await allowed(workshop!.id, month, year);
    expect(closed.days.filter((day) => day.date >= `${ym}-10` && day.date <= `${ym}-16`)).toEqual([]);
    expect(closed.days.length).toBeGreaterThan(0);
  });

  it('takes the places of the orders of a slot, cancelled ones and other sites left out', async () => {
    const [workshop] = await addresses(1);
    const { month, year } = monthAhead(3);
    const before = await allowed(workshop!.id, month, year);
    const day = before.days.find((candidate) => candidate.slots.length === 3)!;
    const [first, second] = day.slots;
    for (let i = 0; i < 3; i++) await bookPickup(1, workshop!.id, first!.idSchedule, day.date);
    await bookPickup(1, workshop!.id, second!.idSchedule, day.date);
    await bookPickup(1, workshop!.id, second!.idSchedule, day.date);
    await bookPickup(1, workshop!.id, second!.idSchedule, day.date, 'CANCELLED');
    await bookPickup(2, workshop!.id, second!.idSchedule, day.date);
    const after = await allowed(workshop!.id, month, year);
    const slots = after.days.find((candidate) => candidate.date === day.date)!.slots;
    expect(slots.map((slot) => [slot.idSchedule, slot.remaining])).toEqual([
      [second!.idSchedule, 1],
      [day.slots[2]!.idSchedule, 3],
    ]);
  });

  it('keeps the lead time: no slot starts sooner than CLICK_AND_COLLECT_HOURS (48 h on site 1)', async () => {
    const [workshop] = await addresses(1);
    const earliest = Date.now() + 48 * 3_600_000;
    for (const ahead of [0, 1]) {
      const { month, year } = monthAhead(ahead);
      const answer = await allowed(workshop!.id, month, year);
      for (const day of answer.days) {
        for (const slot of day.slots)
          expect(parisInstant(day.date, slot.start).getTime()).toBeGreaterThanOrEqual(earliest);
      }
    }
    // A month gone by offers nothing.
    expect((await allowed(workshop!.id, 1, 2020)).days).toEqual([]);
  });
});

describe('checkPickupChoice (the order step)', () => {
  const ctx = (db = t.database.db): RequestContext => ({ siteId: 1, locale: 'fr_FR', token: null, user: null, db });

  it('accepts a slot that can be taken and refuses one that cannot', async () => {
    const [workshop, showroom] = await addresses(1);
    const { month, year } = monthAhead(4);
    const day = (await allowed(workshop!.id, month, year)).days[0]!;
    const slot = day.slots[0]!;
    const choice = { idAddress: workshop!.id, date: day.date, idSchedule: slot.idSchedule };
    expect(await checkPickupChoice(ctx(), choice)).toEqual(slot);
    // Inside the order's transaction, with the slot locked.
    const locked = await t.database.db.transaction((tx) => checkPickupChoice(ctx(tx), choice, { lock: true }));
    expect(locked.idSchedule).toBe(slot.idSchedule);
    for (let i = 0; i < slot.remaining; i++) await bookPickup(1, workshop!.id, slot.idSchedule, day.date);
    await expect(checkPickupChoice(ctx(), choice)).rejects.toMatchObject({ code: 'PICKUP_SLOT_UNAVAILABLE' });
    await expect(checkPickupChoice(ctx(), { ...choice, date: '2026-02-30' })).rejects.toMatchObject({
      code: 'PICKUP_DATE_INVALID',
    });
    await expect(checkPickupChoice(ctx(), { ...choice, idAddress: showroom!.id })).rejects.toMatchObject({
      code: 'PICKUP_ADDRESS_NOT_FOUND',
    });
    // A slot of another weekday is not a slot of that day.
    const [other] = await t.database.db
      .select({ id: pickupSchedules.id })
      .from(pickupSchedules)
      .where(and(eq(pickupSchedules.siteId, 1), eq(pickupSchedules.weekday, isoWeekday(day.date) === 6 ? 2 : 6)));
    await expect(checkPickupChoice(ctx(), { ...choice, idSchedule: other!.id })).rejects.toMatchObject({
      code: 'PICKUP_SLOT_UNAVAILABLE',
    });
  });
});
