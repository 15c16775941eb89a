import { DEFAULT_LOCALE } from '@atelier/contract';
import type { Db } from '../client.ts';
import * as accounts from '../../modules/accounts/accounts.repository.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';

/**
 * Demo accounts of the sample sites (issue 5 item 5), written only into the embedded database of
 * `npm start` (never into a PostgreSQL server: there is no default password in production). Their
 * credentials are in the README.
 */
export const DEMO_ACCOUNTS = [
  {
    siteId: 1,
    email: 'client.demo@atelier-morineau.fr',
    password: 'fauteuil-crapaud-85',
    role: 'CUSTOMER',
    firstname: 'Camille',
    lastname: 'Démo',
    phone: '+33612345678',
  },
  {
    siteId: 1,
    email: 'admin.demo@atelier-morineau.fr',
    password: 'tapissier-admin-85',
    role: 'ADMIN',
    firstname: 'Louise',
    lastname: 'Morineau',
    phone: '',
  },
  {
    siteId: 2,
    email: 'client.demo@domaine-des-exemples.fr',
    password: 'cuvee-des-exemples-21',
    role: 'CUSTOMER',
    firstname: 'Camille',
    lastname: 'Démo',
    phone: '+33612345678',
  },
] as const;

/** Creates the demo accounts of these sites that do not exist yet; returns the e-mails written. */
export async function seedDemoAccounts(db: Db, siteIds: readonly number[]): Promise<string[]> {
  const written: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (!siteIds.includes(account.siteId)) continue;
    const ctx = { siteId: account.siteId, locale: DEFAULT_LOCALE, token: null, user: null, db };
    if (await accounts.findUserByEmail(ctx, account.email)) continue;
    await accounts.insertUser(ctx, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstname: account.firstname,
      lastname: account.lastname,
      phone: account.phone,
      role: account.role,
      acceptedTermsAt: new Date(),
    });
    written.push(account.email);
  }
  return written;
}
