import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, List } from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import {
  bearer,
  customer,
  expectOk,
  expectRefused,
  paidOrder,
  type Customer,
} from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

const audit = async (query: string, who: Customer = admin, site = 1) =>
  expectOk<List<AuditEntry>>(await t.call({ url: `/api/admin/audit?${query}`, site, headers: bearer(who) }));

describe('the audit log (issue 16)', () => {
  it('records who moved an order to which status, before and after, in the site’s log', async () => {
    const order = await paidOrder(t);
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/order/${order.id}/status`,
        headers: bearer(admin),
        payload: { status: 'IN_PREPARATION' },
      }),
    );
    const log = await audit(`entity=order&entityId=${order.id}`);
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      action: 'order.status',
      entity: 'order',
      entityId: String(order.id),
      user: { id: admin.id, email: admin.email },
      before: { status: 'PAID', trackingLink: null },
      after: { status: 'IN_PREPARATION', trackingLink: null },
    });
    // Another site's administrator does not see it.
    expect((await audit(`entity=order&entityId=${order.id}`, otherAdmin, 2)).total).toBe(0);
  });

  it('writes nothing for a refused change', async () => {
    const order = await paidOrder(t);
    const refused = await t.call({
      method: 'PUT',
      url: `/api/admin/order/${order.id}/status`,
      headers: bearer(admin),
      payload: { status: 'PAID' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await audit(`entity=order&entityId=${order.id}`)).total).toBe(0);
  });

  it('is for the site’s administrators only, privately', async () => {
    expectRefused(await t.call({ url: '/api/admin/audit' }), 401);
    expectRefused(await t.call({ url: '/api/admin/audit', headers: bearer(shopper) }), 403);
    const response = await t.call({ url: '/api/admin/audit', headers: bearer(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expectRefused(await t.call({ url: '/api/admin/audit?colour=red', headers: bearer(admin) }), 400);
  });
});
