import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

/** Every back-office endpoint of the contract (its `admin` tag), its path's params given a number. */
const adminCalls = Object.entries(endpoints)
  .filter(([, declaration]) => (declaration.tags as readonly string[]).includes('admin'))
  .map(([name, declaration]) => ({
    name,
    method: declaration.method,
    url: `/api${declaration.path.replace(/:\w+/g, '1')}`,
  }));

let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

describe('the back-office gate (issue 16)', () => {
  it('covers the contract’s back-office endpoints, and leaves the one SPEC §7 gives every visitor open', async () => {
    expect(adminCalls.length).toBeGreaterThan(40);
    const adminPaths = Object.values(endpoints).filter((declaration) => declaration.path.startsWith('/admin/'));
    expect(adminPaths.length - adminCalls.length).toBe(1);
    expect((await t.call({ url: '/api/admin/address/type' })).statusCode).toBe(200);
  });

  it('answers 401 without a session, before any input is read, on every admin endpoint', async () => {
    for (const call of adminCalls) {
      // No body at all: a route that read its input first would answer 400.
      const response = await t.call({ method: call.method, url: call.url });
      expect({ call: call.name, status: response.statusCode }).toEqual({ call: call.name, status: 401 });
      expectRefused(response, 401);
    }
  });

  it('answers 403 to a customer and 401 to another site’s administrator on every admin endpoint', async () => {
    for (const call of adminCalls) {
      const asCustomer = await t.call({ method: call.method, url: call.url, headers: bearer(shopper) });
      expect({ call: call.name, status: asCustomer.statusCode }).toEqual({ call: call.name, status: 403 });
      const asOtherAdmin = await t.call({ method: call.method, url: call.url, headers: bearer(otherAdmin) });
      expect({ call: call.name, status: asOtherAdmin.statusCode }).toEqual({ call: call.name, status: 401 });
    }
  });
});
