import { describe, expect, it, beforeAll } from 'vitest';
import type {
  AdminEvent,
  AdminEventInput,
  AdminEventRegistration,
  AdminEventSummary,
  List,
  SiteEvent,
} from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import {
  bearer,
  customer,
  expectOk,
  expectRefused,
  freshIp,
  type Customer,
} from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  [admin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
});

const as = (who: Customer | null, site = 1) => ({ site, headers: bearer(who) });
const inDays = (days: number, hours = 14) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hours, 0, 0, 0);
  return date.toISOString();
};

const workshop = (overrides: Partial<AdminEventInput> = {}): AdminEventInput => ({
  title: { fr_FR: 'Atelier découverte', en: 'Discovery workshop' },
  description: { fr_FR: '<p>Garnir une assise.</p>', en: '<p>Stuff a seat.</p>' },
  place: { fr_FR: "L'atelier, Fontenay-le-Comte" },
  startsAt: inDays(20),
  endsAt: inDays(20, 17),
  capacity: 6,
  price: 4500,
  image: 'events/stage-fauteuil.svg',
  ...overrides,
});

const create = async (input = workshop()) =>
  expectOk<AdminEvent>(await t.call({ method: 'POST', url: '/api/admin/event', ...as(admin), payload: input }));

const register = (id: number, seats: number, name = 'Louise Garnier') =>
  t.call({
    method: 'POST',
    url: `/api/element/event/${id}/register`,
    payload: { name, email: 'louise@example.org', phone: '06 12 34 56 78', seats },
    headers: { 'x-forwarded-for': freshIp() },
  });

describe('/api/admin/event (issue 18 item 6)', () => {
  it('creates an event the storefront lists at once, saves it, refuses fewer seats than taken', async () => {
    const event = await t.changed(create());
    expect(event).toMatchObject({ slug: { fr_FR: 'atelier-decouverte' }, image: 'events/stage-fauteuil.svg' });
    const shown = expectOk<SiteEvent>(await t.call({ url: `/api/element/event/${event.id}`, lang: 'en' }));
    expect(shown).toMatchObject({ title: 'Discovery workshop', capacity: 6, freeSeats: 6, price: 4500 });
    expect(shown.image?.width).toBeGreaterThan(0);

    expect((await register(event.id, 4)).statusCode).toBe(200);
    const fewer = await t.call({
      method: 'PUT',
      url: `/api/admin/event/${event.id}`,
      ...as(admin),
      payload: workshop({ capacity: 3 }),
    });
    expect(expectRefused(fewer, 400)).toContain('capacity');
    const saved = expectOk<AdminEvent>(
      await t.changed(
        t.call({
          method: 'PUT',
          url: `/api/admin/event/${event.id}`,
          ...as(admin),
          payload: workshop({ capacity: 10 }),
        }),
      ),
    );
    expect(saved).toMatchObject({ capacity: 10, seatsTaken: 4 });
    expect(expectOk<SiteEvent>(await t.call({ url: `/api/element/event/${event.id}` })).freeSeats).toBe(6);
    const list = expectOk<List<AdminEventSummary>>(await t.call({ url: '/api/admin/event', ...as(admin) }));
    expect(list.items.some((item) => item.id === event.id)).toBe(true);
  });

  it('lists and exports the registrations, cancels one and frees its seats; deletes once nobody is registered', async () => {
    const event = await create();
    expect((await register(event.id, 2, 'Zoé Lefèvre')).statusCode).toBe(200);
    expect((await register(event.id, 3, 'Marc Petit')).statusCode).toBe(200);
    const registrations = expectOk<AdminEventRegistration[]>(
      await t.call({ url: `/api/admin/event/${event.id}/registration`, ...as(admin) }),
    );
    expect(registrations.map((one) => [one.name, one.seats, one.cancelledAt])).toEqual([
      ['Zoé Lefèvre', 2, null],
      ['Marc Petit', 3, null],
    ]);

    const csv = await t.call({ url: `/api/admin/event/${event.id}/registration/export`, ...as(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\ufeffNom;E-mail;Téléphone;Places')).toBe(true);
    expect(csv.body).toContain('Zoé Lefèvre;louise@example.org;06 12 34 56 78;2;');

    // An event to come with people registered is not deleted.
    expectRefused(await t.call({ method: 'DELETE', url: `/api/admin/event/${event.id}`, ...as(admin) }), 409);

    const cancel = (id: number) =>
      t.call({ method: 'POST', url: `/api/admin/event/${event.id}/registration/${id}/cancel`, ...as(admin) });
    const cancelled = expectOk<AdminEventRegistration>(await t.changed(cancel(registrations[0]!.id)));
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(expectOk<SiteEvent>(await t.call({ url: `/api/element/event/${event.id}` })).freeSeats).toBe(3);
    // Cancelled again: nothing more is freed.
    expectOk(await cancel(registrations[0]!.id));
    expect(expectOk<SiteEvent>(await t.call({ url: `/api/element/event/${event.id}` })).freeSeats).toBe(3);
    expectOk(await t.changed(cancel(registrations[1]!.id)));

    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/event/${event.id}`, ...as(admin) }));
    expectRefused(await t.call({ url: `/api/element/event/${event.id}` }), 404);
  });

  it('refuses an end before the start, a picture that is not one, no title', async () => {
    const bad = async (input: Partial<AdminEventInput>) =>
      expectRefused(
        await t.call({ method: 'POST', url: '/api/admin/event', ...as(admin), payload: workshop(input) }),
        400,
      );
    expect(await bad({ endsAt: inDays(19) })).toContain('endsAt');
    expect(await bad({ image: 'events/none.png' })).toContain('image');
    expect(await bad({ title: { fr_FR: '' } })).toContain('title');
    expect(await bad({ capacity: 0 })).toContain('capacity');
  });

  it('answers 401 without a session, 403 to a customer, 404 for another site’s event or registration', async () => {
    const event = await create();
    const urls = [
      '/api/admin/event',
      `/api/admin/event/${event.id}`,
      `/api/admin/event/${event.id}/registration`,
      `/api/admin/event/${event.id}/registration/export`,
    ];
    for (const url of urls) {
      expectRefused(await t.call({ url }), 401);
      expectRefused(await t.call({ url, ...as(shopper) }), 403);
    }
    for (const url of urls.slice(1)) expectRefused(await t.call({ url, ...as(otherAdmin, 2) }), 404);
    expectRefused(
      await t.call({ method: 'PUT', url: `/api/admin/event/${event.id}`, ...as(otherAdmin, 2), payload: workshop() }),
      404,
    );
    expectRefused(await t.call({ method: 'DELETE', url: `/api/admin/event/${event.id}`, ...as(otherAdmin, 2) }), 404);
    expectRefused(
      await t.call({ method: 'POST', url: `/api/admin/event/${event.id}/registration/1/cancel`, ...as(otherAdmin, 2) }),
      404,
    );
    expectRefused(
      await t.call({ method: 'POST', url: `/api/admin/event/${event.id}/registration/999999/cancel`, ...as(admin) }),
      404,
    );
  });
});
