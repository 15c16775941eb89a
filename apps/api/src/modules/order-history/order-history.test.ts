import { beforeAll, describe, expect, it } from 'vitest';
import type { List, OrderDetail, OrderStatus, OrderSummary } from '@atelier/contract';
import { loadOrderAccessKey, orderAccessToken } from '../orders/order-access.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectOk,
  expectRefused,
  paidOrder,
  setLines,
  setOrder,
  type Customer,
} from './order-history.factory.ts';

const t = useTestApp();

const get = (url: string, who: Customer | null = null, options: { site?: number; lang?: 'fr_FR' | 'en' } = {}) =>
  t.call({ url: `/api${url}`, headers: bearer(who), ...options });

describe('GET /list/order/status', () => {
  it('lists every status with a stable id, its code and its French label', async () => {
    const statuses = expectOk<OrderStatus[]>(await get('/list/order/status'));
    expect(statuses.map((s) => [s.id, s.code, s.value])).toEqual([
      [1, 'AWAITING_PAYMENT', 'En attente de paiement'],
      [2, 'PAID', 'Payée'],
      [3, 'IN_PREPARATION', 'En préparation'],
      [4, 'SHIPPED', 'Expédiée'],
      [5, 'READY_FOR_PICKUP', 'Prête à retirer'],
      [6, 'DELIVERED', 'Livrée'],
      [7, 'CANCELLED', 'Annulée'],
      [8, 'REFUNDED', 'Remboursée'],
    ]);
  });

  it('answers in English with the same ids, from the site cache the second time', async () => {
    const english = expectOk<OrderStatus[]>(await get('/list/order/status', null, { lang: 'en' }));
    expect(english.find((s) => s.code === 'READY_FOR_PICKUP')).toEqual({
      id: 5,
      code: 'READY_FOR_PICKUP',
      value: 'Ready for pick-up',
    });
    expect(english.map((s) => s.value)).toContain('Awaiting payment');
    const again = await get('/list/order/status', null, { lang: 'en' });
    expect(again.headers['x-cache']).toBe('hit');
  });
});

describe('GET /order (the logged customer’s orders)', () => {
  let owner: Customer;
  let other: Customer;
  const ids: number[] = [];

  beforeAll(async () => {
    owner = await customer(t);
    other = await customer(t);
    // Twelve orders, a day apart, the newest last: two paid, one cancelled, the others awaiting payment.
    for (let day = 1; day <= 12; day += 1) {
      const order = await awaitingOrder(t, { userId: owner.id, quantity: day === 12 ? 3 : 1 });
      await setOrder(t, order, { createdAt: new Date(Date.UTC(2026, 0, day, 10)) });
      ids.push(order.id);
    }
    await setOrder(t, { siteId: 1, id: ids[0]! }, { status: 'PAID', paidAt: new Date() });
    await setOrder(t, { siteId: 1, id: ids[11]! }, { status: 'PAID', paidAt: new Date() });
    await setOrder(t, { siteId: 1, id: ids[5]! }, { status: 'CANCELLED' });
    // Somebody else's order, and a guest's, never show.
    await awaitingOrder(t, { userId: other.id });
    await awaitingOrder(t, { userId: null });
  });

  it('refuses an anonymous visitor with a 401', async () => {
    expect(expectRefused(await get('/order'), 401)).toBe('Vous devez être connecté');
  });

  it('gives 10 per page, newest first, with the total count', async () => {
    const first = expectOk<List<OrderSummary>>(await get('/order', owner));
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items.map((o) => o.id)).toEqual([...ids].reverse().slice(0, 10));
    const newest = first.items[0]!;
    expect(newest).toMatchObject({
      id: ids[11],
      createdAt: '2026-01-12T10:00:00.000Z',
      status: { id: 2, code: 'PAID', value: 'Payée' },
      total: 3 * 4500 + 690,
      nbItems: 3,
      deliveryType: 'DELIVERY',
    });
    expect(newest.reference).toMatch(/^T-/);
    const second = expectOk<List<OrderSummary>>(await get('/order?page=2', owner));
    expect(second.items.map((o) => o.id)).toEqual([ids[1], ids[0]]);
  });

  it('counts each order’s own units on a later page, and still gives the total past the last page', async () => {
    // Oldest first, 5 a page: the third page holds the last two, the newest of them bought 3 units.
    const third = expectOk<List<OrderSummary>>(await get('/order?orderBy=createdAt&nbItem=5&page=3', owner));
    expect(third.total).toBe(12);
    expect(third.items.map((o) => [o.id, o.nbItems])).toEqual([
      [ids[10], 1],
      [ids[11], 3],
    ]);
    const past = expectOk<List<OrderSummary>>(await get('/order?page=3', owner));
    expect(past).toEqual({ total: 12, items: [] });
    const none = expectOk<List<OrderSummary>>(await get('/order?status=REFUNDED', owner));
    expect(none).toEqual({ total: 0, items: [] });
  });

  it('filters by status and by date with the list query language, labels in the request language', async () => {
    const paid = expectOk<List<OrderSummary>>(await get('/order?status=PAID', owner, { lang: 'en' }));
    expect(paid.total).toBe(2);
    expect(paid.items.map((o) => o.status.value)).toEqual(['Paid', 'Paid']);
    const notCancelled = expectOk<List<OrderSummary>>(await get('/order?status=df:CANCELLED&nbItem=20', owner));
    expect(notCancelled.total).toBe(11);
    const several = expectOk<List<OrderSummary>>(await get('/order?status=PAID,CANCELLED', owner));
    expect(several.total).toBe(3);
    const january = expectOk<List<OrderSummary>>(
      await get('/order?createdAt=gte:2026-01-05&createdAt=lt:2026-01-08', owner),
    );
    expect(january.items.map((o) => o.id)).toEqual([ids[6], ids[5], ids[4]]);
    const oldest = expectOk<List<OrderSummary>>(await get('/order?orderBy=createdAt&nbItem=1', owner));
    expect(oldest.items.map((o) => o.id)).toEqual([ids[0]]);
  });

  it('names a bad filter', async () => {
    const message = expectRefused(await get('/order?status=LOST', owner, { lang: 'en' }), 400);
    expect(message).toContain('status');
    expect(message).toContain('AWAITING_PAYMENT');
    expectRefused(await get('/order?colour=red', owner), 400);
  });

  it('shows another customer only their own orders', async () => {
    const theirs = expectOk<List<OrderSummary>>(await get('/order', other));
    expect(theirs.total).toBe(1);
    expect(theirs.items.every((o) => !ids.includes(o.id))).toBe(true);
  });
});

describe('GET /order/{id}', () => {
  it('gives its owner the whole order in the request language', async () => {
    const owner = await customer(t);
    const order = await paidOrder(t, { userId: owner.id, locale: 'en' });
    await setOrder(t, order, { message: 'Sonnez deux fois', discountCode: 'BIENVENUE', discountTotal: 500 });
    await setLines(t, order, {
      reference: 'CL-40',
      customizations: [
        { idCustomization: 7, label: { fr_FR: 'Initiales', en: 'Initials' }, value: 'J.M.', file: null },
        {
          idCustomization: 8,
          label: { fr_FR: 'Motif', en: 'Pattern' },
          value: 'motif.png',
          file: 'customizations/2026/abc/motif.png',
        },
      ],
    });
    const detail = expectOk<OrderDetail>(await get(`/order/${order.id}`, owner, { lang: 'en' }));
    expect(detail).toMatchObject({
      id: order.id,
      reference: order.reference,
      locale: 'en',
      status: { code: 'PAID', value: 'Paid' },
      customer: { email: order.email, firstname: 'Jeanne', lastname: 'Morel' },
      message: 'Sonnez deux fois',
      totals: { products: 9000, discount: 500, shipping: 690, total: 9690, discountCode: 'BIENVENUE' },
      payment: { provider: 'SANDBOX', status: 'PAID' },
      openedWithLink: false,
    });
    expect(detail.paidAt).not.toBeNull();
    expect(detail.history.map((step) => step.status.code)).toEqual(['PAID']);
    expect(detail.lines).toEqual([
      expect.objectContaining({
        name: 'Linen cushion',
        detail: '40 × 40 cm',
        reference: 'CL-40',
        quantity: 2,
        unitPrice: 4500,
        total: 9000,
        customizations: [
          { idCustomization: 7, label: 'Initials', value: 'J.M.', hasFile: false },
          { idCustomization: 8, label: 'Pattern', value: 'motif.png', hasFile: true },
        ],
      }),
    ]);
    expect(detail.delivery).toMatchObject({
      type: 'DELIVERY',
      carrierName: 'Colissimo',
      accessPoint: null,
      pickup: null,
      trackingLink: null,
      address: { city: 'La Roche-sur-Yon', country: { alphaTwo: 'FR', name: 'France' } },
    });
    expect(detail.billingAddress).toMatchObject({ address: '3 rue des Halles', postalCode: '85000' });
    expect(detail.invoice).toEqual({
      number: expect.stringMatching(/^F\d{4}-\d{6}$/),
      date: expect.any(String),
      url: `/api/order/${order.id}/invoice`,
    });
    const french = expectOk<OrderDetail>(await get(`/order/${order.id}`, owner));
    expect(french.lines[0]!.name).toBe('Coussin en lin');
    expect(french.status.value).toBe('Payée');
  });

  it('is a 404 for another customer, an anonymous visitor, and on another site', async () => {
    const owner = await customer(t);
    const stranger = await customer(t);
    const order = await awaitingOrder(t, { userId: owner.id });
    // The same answer as for an order that does not exist: ids are not confirmed.
    const unknown = expectRefused(await get('/order/2147483000', stranger), 404);
    expect(expectRefused(await get(`/order/${order.id}`, stranger), 404)).toBe(
      unknown.replace('2147483000', String(order.id)),
    );
    expectRefused(await get(`/order/${order.id}`), 404);
    // The same id asked on site 2: its owner's session is of site 1, and site 2 has no such order of theirs.
    expectRefused(await get(`/order/${order.id}`, owner, { site: 2 }), 404);
    const elsewhere = await awaitingOrder(t, { siteId: 2 });
    expectRefused(await get(`/order/${elsewhere.id}`, owner), 404);
    expectOk(await get(`/order/${order.id}`, owner));
  });

  it('opens a guest’s order with its link (header or ?access=), that order only, and says so', async () => {
    const key = await loadOrderAccessKey(t.dataDir);
    const order = await paidOrder(t, { userId: null });
    const otherOrder = await awaitingOrder(t, { userId: null });
    const token = orderAccessToken(key, 1, order.id);
    const byHeader = expectOk<OrderDetail>(
      await t.call({ url: `/api/order/${order.id}`, headers: { 'x-order-access': token } }),
    );
    expect(byHeader.openedWithLink).toBe(true);
    expect(byHeader.invoice?.url).toBe(`/api/order/${order.id}/invoice?access=${encodeURIComponent(token)}`);
    const byQuery = expectOk<OrderDetail>(await get(`/order/${order.id}?access=${encodeURIComponent(token)}`));
    expect(byQuery.reference).toBe(order.reference);
    // The link opens its order only, on its site only.
    expectRefused(await t.call({ url: `/api/order/${otherOrder.id}`, headers: { 'x-order-access': token } }), 404);
    expectRefused(await t.call({ url: `/api/order/${order.id}`, site: 2, headers: { 'x-order-access': token } }), 404);
  });

  it('refuses an expired link and a forged one', async () => {
    const key = await loadOrderAccessKey(t.dataDir);
    const order = await awaitingOrder(t, { userId: null });
    const longAgo = new Date(Date.now() - 91 * 86_400_000);
    const expired = orderAccessToken(key, 1, order.id, longAgo);
    expectRefused(await t.call({ url: `/api/order/${order.id}`, headers: { 'x-order-access': expired } }), 404);
    const [id, expires, signature] = orderAccessToken(key, 1, order.id).split('.');
    const tampered = [`${id}.${Number(expires) + 86_400}.${signature}`, `${id}.${expires}.${'A'.repeat(43)}`];
    const wrongKey = orderAccessToken(Buffer.alloc(32, 7), 1, order.id);
    for (const forged of [...tampered, wrongKey, 'not-a-token']) {
      expectRefused(await t.call({ url: `/api/order/${order.id}`, headers: { 'x-order-access': forged } }), 404);
    }
  });
});
