import { describe, expect, it } from 'vitest';
import type { AdminDashboard, AdminOrderDetail, AdminOrderSummary, List, LoginResult } from '@atelier/contract';
import { data, useTestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';
import { DEMO_ORDER_COUNT, seedDemoOrders } from './demo-orders.ts';

const app = useTestApp();

describe('the demo history (issue 16 item 9)', () => {
  it('gives the demo administrator a few dozen orders across statuses, two returns and a withdrawal, once', async () => {
    await seedDemoAccounts(app.database.db, [1]);
    expect(await seedDemoOrders(app.database.db, [1])).toBe(DEMO_ORDER_COUNT);
    expect(await seedDemoOrders(app.database.db, [1])).toBe(0);

    const admin = DEMO_ACCOUNTS[1];
    const login = await app.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: admin.password },
    });
    const headers = { authorization: `Bearer ${data<LoginResult>(login).token}` };
    const list = data<List<AdminOrderSummary>>(
      await app.call({ url: '/api/admin/order?reference=lk:CMD-DEMO&nbItem=100', headers }),
    );
    expect(list.total).toBe(DEMO_ORDER_COUNT);
    const statuses = new Set(list.items.map((order) => order.status.code));
    for (const status of ['PAID', 'IN_PREPARATION', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUNDED']) {
      expect(statuses, status).toContain(status);
    }
    const days = new Set(list.items.map((order) => order.createdAt.slice(0, 10)));
    expect(days.size).toBeGreaterThan(20);
    // The demo customer has orders of their own.
    const customerOrders = list.items.filter((order) => order.email === DEMO_ACCOUNTS[0].email);
    expect(customerOrders.length).toBeGreaterThan(3);
    const detail = data<AdminOrderDetail>(
      await app.call({ url: `/api/admin/order/${list.items.at(-1)!.id}`, headers }),
    );
    expect(detail.statusHistory.length).toBeGreaterThan(1);
    const board = data<AdminDashboard>(await app.call({ url: '/api/admin/dashboard', headers }));
    expect(board.toPrepare.total).toBeGreaterThan(0);
    expect(board.returnsWaiting.items.map((back) => back.kind).sort()).toEqual(['RETURN', 'RETURN', 'WITHDRAWAL']);
  });
});
