import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * Demo accounts of the sample sites (issue 5 item 5), written only into the embedded database of
 * `npm start` (never into a PostgreSQL server: there is no default password in production). Their
 * credentials are in the README. Their hashes are written out, made once by `hashPassword` of
 * modules/accounts/passwords.ts (argon2id, which checks them at login), because the database layer uses no
 * module; the demo-accounts test logs in with site 1's, so a password changed without its hash fails it.
 */
export const DEMO_ACCOUNTS = [
  {
    siteId: 1,
    email: 'client.demo@atelier-morineau.fr',
    password: 'fauteuil-crapaud-85',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$Q769VGp7Q6ywfY0gUN4uKQ$FkxMVwupek8H9Rz90PKgEWjCvAmIPohkI6A9/F9r39U',
    role: 'CUSTOMER',
    firstname: 'Camille',
    lastname: 'Démo',
    phone: '+33612345678',
  },
  {
    siteId: 1,
    email: 'admin.demo@atelier-morineau.fr',
    password: 'tapissier-admin-85',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$zkB4EjvGU8BsSJZVrWh/vQ$9XhMuUUpegc4e7yTSwaKGDB7Qs48doJl0BYe8hDnQYA',
    role: 'ADMIN',
    firstname: 'Louise',
    lastname: 'Morineau',
    phone: '',
  },
  {
    siteId: 2,
    email: 'client.demo@domaine-des-exemples.fr',
    password: 'cuvee-des-exemples-21',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$Tc3DcJEdctRSMWiUCS5J3g$vcV4sHxYwLkVas78/dH7GYDeUL29X0CwG1+E1is4K4M',
    role: 'CUSTOMER',
    firstname: 'Camille',
    lastname: 'Démo',
    phone: '+33612345678',
  },
  {
    // Issue 18 item 7: the super administrator, who creates and runs the sites from site 1's back-office.
    siteId: 1,
    email: 'super.demo@atelier-morineau.fr',
    password: 'tapissier-super-85',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$jO1jzPsvuywaMYsbdFRoqw$ik3jrx5EoOF8TC/aqaIh5u+N2xOnrWaDqczPYqPwfwA',
    role: 'SUPER_ADMIN',
    firstname: 'Hélène',
    lastname: 'Morineau',
    phone: '',
  },
] as const;

/** Creates the demo accounts of these sites that do not exist yet; returns the e-mails written. */
export async function seedDemoAccounts(db: Db, siteIds: readonly number[]): Promise<string[]> {
  const written: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (!siteIds.includes(account.siteId)) continue;
    const live = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, account.siteId), eq(users.email, account.email), isNull(users.deletedAt)));
    if (live.length > 0) continue;
    await db.insert(users).values({
      siteId: account.siteId,
      email: account.email,
      passwordHash: account.passwordHash,
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
