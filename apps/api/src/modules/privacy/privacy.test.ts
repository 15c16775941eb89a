import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentTextVersion, fillLegalPlaceholders, type ConsentRecord, type LoginResult } from '@atelier/contract';
import {
  consentRecords,
  mailOutbox,
  orderLines,
  orders,
  sessions,
  userAddresses,
  users,
} from '../../db/schema/index.ts';
import { LEGAL_TEXTS } from '../../db/seed/legal-texts.ts';
import { Mailer } from '../../mail/mailer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { pastBack } from '../order-backs/order-backs.factory.ts';
import {
  bearer,
  customer,
  expectOk,
  expectRefused,
  freshIp,
  paidOrder,
  type Customer,
} from '../order-history/order-history.factory.ts';
import { purgeInactiveAccounts } from './inactive-accounts.ts';
import {
  ACCOUNTING_YEARS,
  anonymisationDueBefore,
  INACTIVITY_NOTICE_DAYS,
  INACTIVITY_YEARS,
  noticeDueBefore,
} from './retention.ts';

const t = useTestApp();
const PASSWORD = 'Tapisserie-2024!';
const DAY_MS = 86_400_000;

const userRow = async (siteId: number, id: number) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.id, id)))
  )[0]!;

const setUser = (siteId: number, id: number, values: Partial<typeof users.$inferInsert>) =>
  t.database.db
    .update(users)
    .set(values)
    .where(and(eq(users.siteId, siteId), eq(users.id, id)));

/** The inactivity notices mailed to an address (its order confirmation left out). */
const noticesTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) =>
    mail.subject.includes('anonymisé'),
  );

const bannerConsent = (categories: string[], anonymousId = 'c0ffee00-1234-4abc-8def-0123456789ab') => ({
  anonymousId,
  categories,
  textVersion: consentTextVersion('fr', 'Nous utilisons des cookies…'),
});

describe('GET /customer/data (issue 20 item 7)', () => {
  let buyer: Customer;
  let neighbour: Customer;
  let elsewhere: Customer;
  let neighbourReference: string;
  let elsewhereReference: string;

  beforeAll(async () => {
    buyer = await customer(t);
    neighbour = await customer(t);
    elsewhere = await customer(t, { site: 2 });
    await t.database.db.insert(userAddresses).values([
      {
        siteId: 1,
        userId: buyer.id,
        firstname: 'Jeanne',
        lastname: 'Morel',
        address: '3 rue des Tapissiers',
        postalCode: '85000',
        city: 'La Roche-sur-Yon',
        countryAlpha2: 'FR',
      },
      {
        siteId: 1,
        userId: neighbour.id,
        firstname: 'Paul',
        lastname: 'Voisin',
        address: '9 impasse du Voisin',
        postalCode: '44000',
        city: 'Nantes',
        countryAlpha2: 'FR',
      },
    ]);
    const order = await paidOrder(t, { userId: buyer.id, email: buyer.email });
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.siteId, 1), eq(orderLines.orderId, order.id)));
    await pastBack(t.database.db, 1, order.id, { lines: [{ orderLineId: line!.id, quantity: 1 }] });
    neighbourReference = (await paidOrder(t, { userId: neighbour.id, email: neighbour.email })).reference;
    elsewhereReference = (await paidOrder(t, { siteId: 2, userId: elsewhere.id, email: elsewhere.email })).reference;
    // The buyer's newsletter choice and banner answer, and others' consents that must not show.
    expectOk(
      await t.call({
        method: 'PUT',
        url: '/api/user/newsletter/subscription',
        headers: bearer(buyer),
        payload: { lists: [] },
      }),
    );
    for (const [who, site] of [
      [buyer, 1],
      [neighbour, 1],
      [elsewhere, 2],
    ] as const) {
      expectOk(
        await t.call({
          method: 'POST',
          url: '/api/consent',
          site,
          headers: { ...bearer(who), 'x-forwarded-for': freshIp() },
          payload: bannerConsent(['necessary', 'analytics']),
        }),
      );
    }
  });

  it('downloads the logged customer’s own data as a private JSON file', async () => {
    const file = await t.call({ url: '/api/customer/data', headers: bearer(buyer) });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const data = file.json<{
      account: Record<string, unknown>;
      addresses: { city: string }[];
      orders: { lines: unknown[] }[];
      returns: unknown[];
      newsletter: unknown[];
      consents: ConsentRecord[];
      madeToMeasure: unknown[];
    }>();
    expect(data.account).toMatchObject({ id: buyer.id, email: buyer.email, firstname: 'Jeanne', lastname: 'Morel' });
    expect(data.addresses.map((address) => address.city)).toEqual(['La Roche-sur-Yon']);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]!.lines).toHaveLength(1);
    expect(data.returns).toHaveLength(1);
    expect(data.madeToMeasure).toEqual([]);
    expect(data.consents.map((consent) => [consent.kind, consent.choices])).toEqual([
      ['NEWSLETTER', []],
      ['COOKIES', ['analytics']],
    ]);
    expect(data.consents[0]!.textVersion).toMatch(/^legal:PRIVACY_POLICY:\d+$/);
    expect(data.consents[1]!.textVersion).toBe(consentTextVersion('fr', 'Nous utilisons des cookies…'));
    expect(file.body).not.toContain('argon2');
  });

  it('never holds another customer’s rows, of this site or another', async () => {
    const file = await t.call({ url: '/api/customer/data', headers: bearer(buyer) });
    for (const foreign of [neighbour.email, elsewhere.email, neighbourReference, elsewhereReference, 'Nantes']) {
      expect(file.body).not.toContain(foreign);
    }
    const neighbours = await t.call({ url: '/api/customer/data', headers: bearer(neighbour) });
    expect(neighbours.body).toContain(neighbourReference);
    expect(neighbours.body).not.toContain(buyer.email);
  });

  it('is a 401 for a guest, and for a token of another site', async () => {
    expectRefused(await t.call({ url: '/api/customer/data' }), 401);
    expectRefused(await t.call({ url: '/api/customer/data', site: 2, headers: bearer(buyer) }), 401);
  });
});

describe('POST /consent: the banner’s answer', () => {
  it('keeps a guest’s choice with the banner’s id, the categories and the version of the text shown', async () => {
    const anonymousId = `guest-${Date.now().toString(36)}`;
    const answer = await t.call({
      method: 'POST',
      url: '/api/consent',
      headers: { 'x-forwarded-for': freshIp() },
      payload: bannerConsent(['necessary'], anonymousId),
    });
    expect(expectOk(answer)).toEqual({ recorded: true });
    const [row] = await t.database.db.select().from(consentRecords).where(eq(consentRecords.anonymousId, anonymousId));
    expect(row).toMatchObject({
      siteId: 1,
      kind: 'COOKIES',
      userId: null,
      choices: [],
      textVersion: consentTextVersion('fr', 'Nous utilisons des cookies…'),
    });
  });

  it('refuses an answer without a text version, or sent from another site’s page', async () => {
    const { textVersion: _version, ...unversioned } = bannerConsent(['analytics']);
    expectRefused(
      await t.call({
        method: 'POST',
        url: '/api/consent',
        headers: { 'x-forwarded-for': freshIp() },
        payload: unversioned,
      }),
      400,
    );
    const shopper = await customer(t);
    const foreign = await t.call({
      method: 'POST',
      url: '/api/consent',
      headers: { cookie: `token=${shopper.token}`, origin: 'https://evil.example', 'x-forwarded-for': freshIp() },
      payload: bannerConsent(['analytics']),
    });
    expectRefused(foreign, 403);
  });

  it('records a newsletter opt-in at registration with the privacy policy’s version', async () => {
    const email = `optin.${Date.now().toString(36)}@example.com`;
    const registered = expectOk<{ id: number }>(
      await t.call({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-forwarded-for': freshIp() },
        payload: {
          email,
          password: PASSWORD,
          firstname: 'Ana',
          lastname: 'Lopez',
          phone: '06 12 34 56 78',
          birthdate: '1980-05-01',
          acceptTerms: true,
          newsletter: true,
        },
      }),
    );
    const rows = await t.database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.siteId, 1), eq(consentRecords.userId, registered.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'NEWSLETTER' });
    expect(rows[0]!.choices).toHaveLength(1);
    expect(rows[0]!.textVersion).toMatch(/^legal:PRIVACY_POLICY:\d+$/);
  });
});

describe('last_seen_at: written at most once a day', () => {
  it('a session used after a day moves it; within the day it does not', async () => {
    const shopper = await customer(t);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await setUser(1, shopper.id, { lastSeenAt: twoDaysAgo });
    expectOk(await t.call({ url: '/api/user', headers: bearer(shopper) }));
    const moved = (await userRow(1, shopper.id)).lastSeenAt;
    expect(moved.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await setUser(1, shopper.id, { lastSeenAt: anHourAgo });
    expectOk(await t.call({ url: '/api/user', headers: bearer(shopper) }));
    expect((await userRow(1, shopper.id)).lastSeenAt.toISOString()).toBe(anHourAgo.toISOString());
  });
});

describe('purgeInactiveAccounts: notice, then anonymisation (issue 20 item 7)', () => {
  const mailer = () => new Mailer(undefined, t.app.log);
  const deps = () => ({ mailer: mailer(), origin: 'http://shop.test' });
  /** A customer last seen just past the notice's threshold at `now`, with an address and an order. */
  async function dormant(now: Date) {
    const who = await customer(t);
    await t.database.db.insert(userAddresses).values({
      siteId: 1,
      userId: who.id,
      firstname: 'Jeanne',
      lastname: 'Morel',
      address: '3 rue des Tapissiers',
      postalCode: '85000',
      city: 'La Roche-sur-Yon',
      countryAlpha2: 'FR',
    });
    const order = await paidOrder(t, { userId: who.id, email: who.email });
    await setUser(1, who.id, { lastSeenAt: new Date(noticeDueBefore(now).getTime() - 60_000) });
    return { ...who, order };
  }
  const login = (who: Customer) =>
    t.call({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': freshIp() },
      payload: { email: who.email, password: PASSWORD },
    });

  it('tells the account once, then anonymises it 30 days later; its orders stay without the name', async () => {
    const now = new Date();
    const who = await dormant(now);
    const fresh = await customer(t);
    expect((await purgeInactiveAccounts(t.database.db, deps(), now)).noticed).toBeGreaterThanOrEqual(1);
    const told = await userRow(1, who.id);
    expect(told.inactivityNoticeAt?.toISOString()).toBe(now.toISOString());
    expect((await userRow(1, fresh.id)).inactivityNoticeAt).toBeNull();
    const notices = await noticesTo(who.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`${INACTIVITY_YEARS} ans`);

    // Later rounds before the 30 days: no second mail, nothing anonymised.
    const day29 = new Date(now.getTime() + (INACTIVITY_NOTICE_DAYS - 1) * DAY_MS);
    await purgeInactiveAccounts(t.database.db, deps(), day29);
    expect(await noticesTo(who.email)).toHaveLength(1);
    expect((await userRow(1, who.id)).deletedAt).toBeNull();

    const day30 = new Date(now.getTime() + INACTIVITY_NOTICE_DAYS * DAY_MS);
    expect(anonymisationDueBefore(day30).getTime()).toBe(now.getTime());
    expect((await purgeInactiveAccounts(t.database.db, deps(), day30)).anonymised).toBeGreaterThanOrEqual(1);
    const gone = await userRow(1, who.id);
    expect(gone.deletedAt).not.toBeNull();
    expect(gone).toMatchObject({ firstname: '', lastname: '', phone: '', passwordHash: null, birthdate: null });
    expect(gone.email).toMatch(/@anonymised\.invalid$/);
    expect(
      await t.database.db
        .select()
        .from(userAddresses)
        .where(and(eq(userAddresses.siteId, 1), eq(userAddresses.userId, who.id))),
    ).toEqual([]);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.siteId, 1), eq(sessions.userId, who.id)));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    const [kept] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, 1), eq(orders.id, who.order.id)));
    expect(kept).toMatchObject({ reference: who.order.reference, firstname: '', lastname: '', total: kept!.total });
    expect(kept!.email).toBe(gone.email);
    expectRefused(await login(who), 401);
    expectRefused(await t.call({ url: '/api/customer/data', headers: bearer(who) }), 401);
  });

  it('a login between the notice and the deadline keeps the account', async () => {
    const now = new Date();
    const who = await dormant(now);
    await purgeInactiveAccounts(t.database.db, deps(), now);
    expect((await userRow(1, who.id)).inactivityNoticeAt).not.toBeNull();
    expectOk<LoginResult>(await login(who));
    expect((await userRow(1, who.id)).inactivityNoticeAt).toBeNull();
    await purgeInactiveAccounts(t.database.db, deps(), new Date(now.getTime() + (INACTIVITY_NOTICE_DAYS + 1) * DAY_MS));
    const kept = await userRow(1, who.id);
    expect(kept).toMatchObject({ deletedAt: null, email: who.email, inactivityNoticeAt: null });
  });

  it('leaves the staff accounts and another site’s recent accounts alone', async () => {
    const now = new Date();
    const admin = await customer(t, { role: 'ADMIN' });
    await setUser(1, admin.id, { lastSeenAt: new Date(noticeDueBefore(now).getTime() - DAY_MS) });
    const recent = await customer(t, { site: 2 });
    await purgeInactiveAccounts(t.database.db, deps(), now);
    expect((await userRow(1, admin.id)).inactivityNoticeAt).toBeNull();
    expect((await userRow(2, recent.id)).inactivityNoticeAt).toBeNull();
  });
});

describe('the privacy policy states what the job does', () => {
  it('quotes the inactivity period, the notice and the accounting period of retention.ts', () => {
    // The texts name the periods by placeholder (`{{RETENTION_…}}`), filled from the contract's RETENTION.
    const fill = (html: string) => fillLegalPlaceholders(html, {});
    const fr = fill(LEGAL_TEXTS.PRIVACY_POLICY.fr_FR);
    const en = fill(LEGAL_TEXTS.PRIVACY_POLICY.en);
    expect(fr).toContain(`${INACTIVITY_YEARS} ans à compter de votre dernière connexion`);
    expect(fr).toContain(`${INACTIVITY_NOTICE_DAYS} jours avant`);
    expect(fr).toContain(`${ACCOUNTING_YEARS} ans en archive`);
    expect(en).toContain(`${INACTIVITY_YEARS} years from your last login`);
    expect(en).toContain(`${INACTIVITY_NOTICE_DAYS} days before`);
    expect(en).toContain(`archived for ${ACCOUNTING_YEARS} years`);
    expect(fill(LEGAL_TEXTS.USE_TERMS.fr_FR)).toContain(
      `inactif pendant ${INACTIVITY_YEARS} ans est anonymisé, après information du membre par e-mail ${INACTIVITY_NOTICE_DAYS} jours avant`,
    );
  });
});
