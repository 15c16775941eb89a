import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';

const app = useTestApp();

describe('demo accounts', () => {
  it('are written once, for the seeded sites only, and log in with the README credentials', async () => {
    const written = await seedDemoAccounts(app.database.db, [1]);
    expect(written).toEqual(DEMO_ACCOUNTS.filter((a) => a.siteId === 1).map((a) => a.email));
    expect(await seedDemoAccounts(app.database.db, [1])).toEqual([]);

    const customer = DEMO_ACCOUNTS[0];
    const login = await app.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    const admin = DEMO_ACCOUNTS[1];
    const adminLogin = await app.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(adminLogin.json().data.user.role).toBe('ADMIN');
    const superAdmin = DEMO_ACCOUNTS[3];
    const superLogin = await app.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: superAdmin.email, password: superAdmin.password },
    });
    expect(superLogin.json().data.user.role).toBe('SUPER_ADMIN');
    // Site 2 was not asked for: its demo customer does not exist.
    const other = DEMO_ACCOUNTS[2];
    const refused = await app.call({
      method: 'POST',
      url: '/api/login',
      site: 2,
      payload: { email: other.email, password: other.password },
    });
    expect(refused.statusCode).toBe(401);
  });
});
