import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@atelier/contract';
import { shopDay } from '@atelier/domain';
import { declinations, orderLines, siteParameters } from '../../db/schema/index.ts';
import { pinClock } from '../../../test/clock.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createStockedDeclination } from '../payments/payments.factory.ts';
import { pastBack } from '../order-backs/order-backs.factory.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectOk,
  expectRefused,
  paidOrder,
  setOrder,
  type Customer,
} from '../order-history/order-history.factory.ts';
import { shopMidnight } from './dashboard.service.ts';

// 10 March 2026, 00:30 in Paris (23:30 UTC the day before): the shop's day, not UTC's.
pinClock('2026-03-09T23:30:00Z');
const t = useTestApp();

let admin: Customer;
let shopper: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
});

const board = async (site = 1, who: Customer = admin) =>
  expectOk<AdminDashboard>(await t.call({ url: '/api/admin/dashboard', site, headers: bearer(who) }));

describe('shop days', () => {
  it('begin at midnight in Paris, summer time included', () => {
    expect(shopDay(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    expect(shopMidnight('2026-03-10').toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(shopMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(shopMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe('GET /admin/dashboard (issue 16 item 8)', () => {
  it('counts the orders and revenue of the shop’s day and month, day by day, and lists what waits', async () => {
    const before = await board();
    expect(before.today).toBe('2026-03-10');
    expect(before.month).toBe('2026-03');
    expect(before.daily.map((day) => day.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    );
    const today = await paidOrder(t); // paid now: 96,90 €
    const earlier = await paidOrder(t);
    await setOrder(t, earlier, { paidAt: new Date('2026-03-02T10:00:00Z'), status: 'SHIPPED' });
    const lastMonth = await paidOrder(t);
    await setOrder(t, lastMonth, { paidAt: new Date('2026-02-27T10:00:00Z') });
    const refunded = await paidOrder(t);
    await setOrder(t, refunded, { status: 'REFUNDED' });
    await awaitingOrder(t);
    const after = await board();
    expect(after.figures.today.orders - before.figures.today.orders).toBe(1);
    expect(after.figures.today.revenue - before.figures.today.revenue).toBe(today.total);
    expect(after.figures.month.orders - before.figures.month.orders).toBe(2);
    expect(after.figures.month.revenue - before.figures.month.revenue).toBe(today.total + earlier.total);
    expect(after.daily[1]!.orders - before.daily[1]!.orders).toBe(1);
    // Paid and not shipped: to prepare (oldest first); shipped, refunded and unpaid ones are not.
    const preparing = after.toPrepare.items.map((row) => row.id);
    expect(preparing).toContain(today.id);
    expect(preparing).not.toContain(earlier.id);
    expect(preparing).not.toContain(refunded.id);
    expect(after.toPrepare.total).toBeGreaterThanOrEqual(2);
    expect(after.toPrepare.items.find((row) => row.id === today.id)).toMatchObject({
      customer: 'Jeanne Morel',
      status: { code: 'PAID' },
    });
  });

  it('lists open returns and the stock at or below the display threshold', async () => {
    const order = await paidOrder(t);
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.siteId, 1), eq(orderLines.orderId, order.id)));
    const open = await pastBack(t.database.db, 1, order.id, { lines: [{ orderLineId: line!.id, quantity: 1 }] });
    const closed = await pastBack(t.database.db, 1, order.id, {
      status: 'REFUNDED',
      lines: [{ orderLineId: line!.id, quantity: 1 }],
    });
    await t.database.db
      .update(siteParameters)
      .set({ value: '3' })
      .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'STOCK_LIMIT_DISPLAY')));
    const low = await createStockedDeclination(t.database.db, 1, 3);
    const enough = await createStockedDeclination(t.database.db, 1, 4);
    await t.database.db.update(declinations).set({ quantity: 0 }).where(eq(declinations.id, low.declinationId));
    const seen = await board();
    expect(seen.returnsWaiting.items.map((row) => row.id)).toContain(open.id);
    expect(seen.returnsWaiting.items.map((row) => row.id)).not.toContain(closed.id);
    expect(seen.lowStock.threshold).toBe(3);
    const ids = seen.lowStock.items.map((row) => row.idDeclination);
    expect(ids).toContain(low.declinationId);
    expect(ids).not.toContain(enough.declinationId);
    expect(seen.lowStock.items[0]!.quantity).toBe(0);
  });

  it('is private, for the site’s administrators, and counts one site only', async () => {
    expectRefused(await t.call({ url: '/api/admin/dashboard' }), 401);
    expectRefused(await t.call({ url: '/api/admin/dashboard', headers: bearer(shopper) }), 403);
    const response = await t.call({ url: '/api/admin/dashboard', headers: bearer(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
    const before = await board(2, otherAdmin);
    await paidOrder(t);
    expect((await board(2, otherAdmin)).figures).toEqual(before.figures);
  });
});
