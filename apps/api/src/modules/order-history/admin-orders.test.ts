import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderSummary, List, OrderDetail } from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectOk,
  expectRefused,
  paidOrder,
  type Customer,
} from './order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

const list = async (query: string, who: Customer = admin, site = 1) =>
  expectOk<List<AdminOrderSummary>>(await t.call({ url: `/api/admin/order?${query}`, site, headers: bearer(who) }));

describe('GET /admin/order (issue 16)', () => {
  it('is for the site’s administrators only: 401 without a session, 403 for a customer', async () => {
    expectRefused(await t.call({ url: '/api/admin/order' }), 401);
    expectRefused(await t.call({ url: '/api/admin/order', headers: bearer(shopper) }), 403);
    // An administrator of site 2 is no one on site 1 (sessions are per site).
    expectRefused(await t.call({ url: '/api/admin/order', headers: bearer(otherAdmin) }), 401);
  });

  it('lists every order of the site, whoever placed it, newest first, privately', async () => {
    const mine = await paidOrder(t, { email: `admin-list.${Date.now()}@example.com`, userId: shopper.id });
    const guest = await awaitingOrder(t, { email: `admin-guest.${Date.now()}@example.com` });
    const elsewhere = await awaitingOrder(t, { siteId: 2 });
    const response = await t.call({ url: '/api/admin/order?nbItem=100', headers: bearer(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = expectOk<List<AdminOrderSummary>>(response);
    const ids = page.items.map((order) => order.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(guest.id);
    expect(ids).not.toContain(elsewhere.id);
    const found = page.items.find((order) => order.id === mine.id)!;
    expect(found).toMatchObject({
      reference: mine.reference,
      email: mine.email,
      customer: 'Jeanne Morel',
      userId: shopper.id,
      nbItems: 2,
      status: { code: 'PAID' },
    });
    const dates = page.items.map((order) => order.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Site 2's administrator sees site 2's orders only.
    expect((await list('nbItem=100', otherAdmin, 2)).items.map((order) => order.id)).toContain(elsewhere.id);
  });

  it('filters by status, reference, e-mail, dates and delivery type, and pages', async () => {
    const email = `filtre.${Date.now()}@example.com`;
    const paid = await paidOrder(t, { email });
    const waiting = await awaitingOrder(t, { email });
    const byEmail = await list(`email=lk:${encodeURIComponent(email.slice(0, 12))}`);
    expect(byEmail.items.map((order) => order.id).sort()).toEqual([paid.id, waiting.id].sort());
    expect((await list(`email=${encodeURIComponent(email)}&status=PAID`)).items.map((order) => order.id)).toEqual([
      paid.id,
    ]);
    expect((await list(`reference=lk:${paid.reference.slice(2)}`)).items.map((order) => order.id)).toEqual([paid.id]);
    // A part from the middle, in another case (the trigram indexes of migration 0020 serve ILIKE).
    const part = email.slice(3, 14).toUpperCase();
    expect((await list(`email=lk:${encodeURIComponent(part)}`)).total).toBe(2);
    expect((await list(`reference=lk:${paid.reference.slice(3).toLowerCase()}`)).items.map((o) => o.id)).toEqual([
      paid.id,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`email=${encodeURIComponent(email)}&createdAt=gte:${today}`)).total).toBe(2);
    expect((await list(`email=${encodeURIComponent(email)}&createdAt=lte:2000-01-01`)).total).toBe(0);
    expect((await list(`email=${encodeURIComponent(email)}&deliveryType=DELIVERY`)).total).toBe(2);
    const first = await list(`email=${encodeURIComponent(email)}&nbItem=1&page=1`);
    const second = await list(`email=${encodeURIComponent(email)}&nbItem=1&page=2`);
    expect(first.total).toBe(2);
    expect([first.items[0]!.id, second.items[0]!.id].sort()).toEqual([paid.id, waiting.id].sort());
  });

  it('refuses a filter it does not know or a bad value with a 400 envelope naming it', async () => {
    const unknown = await t.call({ url: '/api/admin/order?colour=red', headers: bearer(admin), lang: 'en' });
    expect(expectRefused(unknown, 400)).toContain('colour');
    const status = await t.call({ url: '/api/admin/order?status=LOST', headers: bearer(admin), lang: 'en' });
    expect(expectRefused(status, 400)).toContain('status');
  });
});

describe('GET /admin/order/{id} (issue 16)', () => {
  it('gives an administrator any order of the site, whole; 404 for another site’s order', async () => {
    const order = await paidOrder(t, { userId: shopper.id });
    expectRefused(await t.call({ url: `/api/admin/order/${order.id}` }), 401);
    expectRefused(await t.call({ url: `/api/admin/order/${order.id}`, headers: bearer(shopper) }), 403);
    const response = await t.call({ url: `/api/admin/order/${order.id}`, headers: bearer(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const detail = expectOk<OrderDetail>(response);
    expect(detail).toMatchObject({ id: order.id, reference: order.reference });
    expect(detail.lines).toHaveLength(1);
    const elsewhere = await awaitingOrder(t, { siteId: 2 });
    expectRefused(await t.call({ url: `/api/admin/order/${elsewhere.id}`, headers: bearer(admin) }), 404);
    expectRefused(await t.call({ url: '/api/admin/order/abc', headers: bearer(admin) }), 400);
  });
});
