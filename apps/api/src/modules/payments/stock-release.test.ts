import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '@atelier/contract';
import { orders } from '../../db/schema/index.ts';
import { Mailer } from '../../mail/mailer.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import {
  createAwaitingOrder,
  createStockedDeclination,
  historyOf,
  orderOf,
  paymentsOf,
  stockOf,
} from './payments.factory.ts';
import { startPayment, type PaymentDeps } from './payments.service.ts';
import { releaseExpiredOrders } from './stock-release.ts';

const t = useTestApp();

function deps(): PaymentDeps {
  return { mailer: new Mailer(undefined, t.app.log), log: t.app.log, publicUrl: 'http://shop.test' };
}

async function expire(siteId: number, orderId: number) {
  await t.database.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
}

describe('release of unpaid orders', () => {
  it('cancels an order past its time, gives its reserved stock back and cancels its payment, once', async () => {
    const db = t.database.db;
    const { productId, declinationId } = await createStockedDeclination(db, 1, 10);
    const order = await createAwaitingOrder(db, {
      lines: [{ productId, declinationId, quantity: 3, unitPrice: 1200 }],
    });
    const started = await startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: 'http://shop.test' });
    expect(await stockOf(db, 1, declinationId)).toBe(7);
    await expire(1, order.id);

    expect(await releaseExpiredOrders(deps(), db, { siteIds: [1] })).toBe(1);
    const after = await orderOf(db, 1, order.id);
    expect(after.status).toBe('CANCELLED');
    expect(after.stockReleasedAt).toBeInstanceOf(Date);
    expect(await stockOf(db, 1, declinationId)).toBe(10);
    expect((await paymentsOf(db, 1, order.id)).map((payment) => payment.status)).toEqual(['CANCELLED']);
    expect(await historyOf(db, 1, order.id)).toEqual([{ status: 'CANCELLED', note: 'unpaid: payment time ran out' }]);

    // Not twice: neither a second round nor a late card.
    expect(await releaseExpiredOrders(deps(), db, { siteIds: [1] })).toBe(0);
    expect(await stockOf(db, 1, declinationId)).toBe(10);
    const page = new URL(started.redirectUrl).pathname;
    const late = await t.call({
      method: 'POST',
      url: page,
      headers: { host: 'shop.test', origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242424242424242&expiry=12%2F39&cvc=123&holder=J',
    });
    expect(late.statusCode).toBe(303);
    const token = decodeURIComponent(page.split('/').pop()!);
    expect(data<PaymentResult>(await t.call({ url: `/api/order/cawl/result/${token}` })).status).toBe('cancel');
    expect(await stockOf(db, 1, declinationId)).toBe(10);
    expect(await historyOf(db, 1, order.id)).toHaveLength(1);
  });

  it('releases each order once when two processes run at the same time', async () => {
    const db = t.database.db;
    const { productId, declinationId } = await createStockedDeclination(db, 1, 20);
    const created = [];
    for (let i = 0; i < 4; i++) {
      created.push(
        await createAwaitingOrder(db, { lines: [{ productId, declinationId, quantity: 2, unitPrice: 500 }] }),
      );
    }
    expect(await stockOf(db, 1, declinationId)).toBe(12);
    for (const order of created) await expire(1, order.id);
    const [first, second] = await Promise.all([
      releaseExpiredOrders(deps(), db, { siteIds: [1] }),
      releaseExpiredOrders(deps(), db, { siteIds: [1] }),
    ]);
    expect(first + second).toBe(4);
    expect(await stockOf(db, 1, declinationId)).toBe(20);
    for (const order of created) expect(await historyOf(db, 1, order.id)).toHaveLength(1);
  });

  it('gives back only the lines that reserved stock, summed per declination', async () => {
    const db = t.database.db;
    const tracked = await createStockedDeclination(db, 1, 10);
    const untracked = await createStockedDeclination(db, 1, 50);
    const order = await createAwaitingOrder(db, {
      lines: [
        { ...tracked, quantity: 2, unitPrice: 700 },
        { ...tracked, quantity: 3, unitPrice: 700 },
        { ...untracked, quantity: 4, unitPrice: 300, reserved: false },
      ],
    });
    expect(await stockOf(db, 1, tracked.declinationId)).toBe(5);
    await expire(1, order.id);
    expect(await releaseExpiredOrders(deps(), db, { siteIds: [1] })).toBe(1);
    expect(await stockOf(db, 1, tracked.declinationId)).toBe(10);
    expect(await stockOf(db, 1, untracked.declinationId)).toBe(50);
  });

  it('leaves alone orders still within their time, paid orders and other sites when asked for one', async () => {
    const db = t.database.db;
    const { productId, declinationId } = await createStockedDeclination(db, 1, 10);
    const waiting = await createAwaitingOrder(db, {
      lines: [{ productId, declinationId, quantity: 1, unitPrice: 100 }],
    });
    const site2 = await createStockedDeclination(db, 2, 10);
    const other = await createAwaitingOrder(db, {
      siteId: 2,
      lines: [{ ...site2, quantity: 1, unitPrice: 100 }],
    });
    await expire(2, other.id);
    const paid = await createAwaitingOrder(db, { lines: [{ productId, declinationId, quantity: 1, unitPrice: 100 }] });
    const started = await startPayment({ db, siteId: 1 }, paid.id, { storefrontUrl: 'http://shop.test' });
    await t.call({
      method: 'POST',
      url: new URL(started.redirectUrl).pathname,
      headers: { host: 'shop.test', origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242424242424242&expiry=12%2F39&cvc=123&holder=J',
    });
    await expire(1, paid.id);
    expect(await releaseExpiredOrders(deps(), db, { siteIds: [1] })).toBe(0);
    expect((await orderOf(db, 1, paid.id)).status).toBe('PAID');
    expect(await stockOf(db, 1, declinationId)).toBe(8);
    expect((await orderOf(db, 1, waiting.id)).status).toBe('AWAITING_PAYMENT');
    expect((await orderOf(db, 2, other.id)).status).toBe('AWAITING_PAYMENT');
    expect(await releaseExpiredOrders(deps(), db)).toBe(1);
    expect(await stockOf(db, 2, site2.declinationId)).toBe(10);
  });

  it('releases an expired order lazily when its customer comes back to the return page', async () => {
    const db = t.database.db;
    const { productId, declinationId } = await createStockedDeclination(db, 1, 2);
    const order = await createAwaitingOrder(db, { lines: [{ productId, declinationId, quantity: 2, unitPrice: 100 }] });
    const started = await startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: 'http://shop.test' });
    await expire(1, order.id);
    const token = decodeURIComponent(new URL(started.redirectUrl).pathname.split('/').pop()!);
    const answer = await t.call({ url: `/api/order/cawl/result/${token}` });
    expect(data<PaymentResult>(answer)).toMatchObject({ status: 'cancel', paymentStatus: 'CANCELLED' });
    expect(await stockOf(db, 1, declinationId)).toBe(2);
  });
});
