import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { LoginResult, NewsletterList, NewsletterSubscription, RegisterPayload, User } from '@atelier/contract';
import { mailOutbox, newsletterLists, newsletterSubscriptions, siteParameters, users } from '../../db/schema/index.ts';
import { seedNewsletter } from '../../db/seed/seed-newsletter.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { tokenHash } from '../accounts/session.ts';

const t = useTestApp();

let counter = 0;
/** A fresh client address per use, so that no test spends another's rate limit. */
const freshIp = () => {
  counter += 1;
  return `10.2.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};
const uniqueEmail = (name = 'lecteur') => `${name}.${Date.now()}.${++counter}@example.com`;
const PASSWORD = 'Tapisserie-2024!';

interface CallOptions {
  site?: number;
  lang?: 'fr_FR' | 'en';
  ip?: string;
  token?: string;
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  { site = 1, lang, ip = freshIp(), token }: CallOptions = {},
) {
  const headers: Record<string, string> = { host: 'shop.example', 'x-forwarded-for': ip };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.call({ method, url, site, lang, ...(payload ? { payload } : {}), headers });
}

async function loggedIn(site = 1, overrides: Partial<RegisterPayload> = {}) {
  const payload: RegisterPayload = {
    email: uniqueEmail('compte'),
    password: PASSWORD,
    firstname: 'Jeanne',
    lastname: 'Morel',
    phone: '06 12 34 56 78',
    birthdate: '1980-05-01',
    acceptTerms: true,
    ...overrides,
  };
  const registered = await call('POST', '/api/register', payload, { site });
  expect(registered.statusCode, registered.body).toBe(200);
  const login = await call('POST', '/api/login', { email: payload.email, password: PASSWORD }, { site });
  expect(login.statusCode, login.body).toBe(200);
  return { email: payload.email, user: data<User>(registered), token: data<LoginResult>(login).token };
}

async function setParameter(site: number, type: string, value: string) {
  await t.database.db
    .update(siteParameters)
    .set({ value })
    .where(and(eq(siteParameters.siteId, site), eq(siteParameters.type, type)));
}

/** Runs `body` with site 2's newsletter open (closed in its sample data), then closes it again. */
async function withSite2Open(body: () => Promise<void>) {
  await setParameter(2, 'ENABLE_NEWSLETTER', 'true');
  try {
    await body();
  } finally {
    await setParameter(2, 'ENABLE_NEWSLETTER', 'false');
  }
}

async function listsOf(token: string, site = 1, lang?: 'fr_FR' | 'en') {
  const response = await call('GET', '/api/user/newsletter/lists', undefined, { site, token, lang });
  expect(response.statusCode, response.body).toBe(200);
  return data<NewsletterList[]>(response);
}

/** The newest mail to an address (written after the answer, hence the wait). */
async function mailTo(email: string, site = 1) {
  return vi.waitFor(async () => {
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, site), eq(mailOutbox.to, email)))
      .orderBy(desc(mailOutbox.id));
    if (!mail) throw new Error(`no mail to ${email} yet`);
    return mail;
  });
}

async function mailsTo(email: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

const CONFIRM = /(https?:\/\/[^\s"]+?)\/newsletter\/confirm\/([A-Za-z0-9_-]{43})/;
const UNSUBSCRIBE = /\/newsletter\/unsubscribe\/(\d+\.[A-Za-z0-9_-]{43})/;

/** Subscribes an address from the footer and reads the links of its mail. */
async function subscribeAndRead(email: string, options: CallOptions & { listId?: number } = {}) {
  const { listId, ...callOptions } = options;
  const response = await call('POST', '/api/newsletter/subscribe', { email, listId }, callOptions);
  expect(response.statusCode, response.body).toBe(200);
  const mail = await mailTo(email, options.site);
  const confirm = CONFIRM.exec(mail.text);
  const unsubscribe = UNSUBSCRIBE.exec(mail.text);
  expect(confirm, mail.text).not.toBeNull();
  expect(unsubscribe, mail.text).not.toBeNull();
  return { response, mail, base: confirm![1]!, token: confirm![2]!, unsubscribeToken: unsubscribe![1]! };
}

async function rowsOf(email: string) {
  return t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

describe('GET /user/newsletter/lists', () => {
  it('answers 401 to a visitor', async () => {
    const response = await call('GET', '/api/user/newsletter/lists', undefined, { lang: 'en' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, data: null, message: 'You must be logged in' });
  });

  it("gives the site's lists in the request's language, the default one first", async () => {
    const { token } = await loggedIn();
    const fr = await listsOf(token);
    expect(fr.map((list) => [list.name, list.isDefault])).toEqual([
      ['Les nouvelles de l’atelier', true],
      ['Stages et ateliers', false],
    ]);
    expect(fr[0]!.description).toContain('Une lettre par mois');
    const en = await listsOf(token, 1, 'en');
    expect(en.map((list) => list.name)).toEqual(['News from the workshop', 'Workshops and courses']);
  });

  it('never shows a site the lists of another, and answers none while the newsletter is off', async () => {
    const site1 = await listsOf((await loggedIn(1)).token);
    const { token } = await loggedIn(2);
    expect(await listsOf(token, 2)).toEqual([]);
    await withSite2Open(async () => {
      const site2 = await listsOf(token, 2);
      expect(site2.map((list) => list.name)).toEqual(['La lettre du domaine']);
      expect(site2.some((list) => site1.some((other) => other.id === list.id))).toBe(false);
      // Site 1's lists are unknown on site 2.
      const foreign = await call(
        'PUT',
        '/api/user/newsletter/subscription',
        { lists: [site1[0]!.id] },
        { site: 2, token },
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors.lists).toContain(String(site1[0]!.id));
    });
  });
});

describe('/user/newsletter/subscription', () => {
  it('subscribes the account address at once, unsubscribes the lists left (rows kept) and keeps users.newsletter in step', async () => {
    const { token, email, user } = await loggedIn();
    const [news, courses] = await listsOf(token);
    const empty = await call('GET', '/api/user/newsletter/subscription', undefined, { token });
    expect(data(empty)).toEqual({ email, lists: [] });

    const both = await call('PUT', '/api/user/newsletter/subscription', { lists: [news!.id, courses!.id] }, { token });
    expect(both.statusCode, both.body).toBe(200);
    expect(data<NewsletterSubscription>(both).lists).toEqual([
      { listId: news!.id, status: 'SUBSCRIBED' },
      { listId: courses!.id, status: 'SUBSCRIBED' },
    ]);
    expect((await mailsTo(email)).length).toBe(0);
    const [flagged] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(flagged?.newsletter).toBe(true);

    const coursesOnly = await call('PUT', '/api/user/newsletter/subscription', { lists: [courses!.id] }, { token });
    expect(data<NewsletterSubscription>(coursesOnly).lists).toEqual([
      { listId: news!.id, status: 'UNSUBSCRIBED' },
      { listId: courses!.id, status: 'SUBSCRIBED' },
    ]);
    const rows = await rowsOf(email);
    const left = rows.find((row) => row.listId === news!.id);
    expect(left?.unsubscribedAt).toBeInstanceOf(Date);
    expect(left?.confirmedAt).toBeInstanceOf(Date);
    const [unflagged] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(unflagged?.newsletter).toBe(false);

    const again = await call('GET', '/api/user/newsletter/subscription', undefined, { token });
    expect(data(again)).toEqual(data(coursesOnly));
  });

  it('refuses an unknown list naming it, and a malformed body', async () => {
    const { token } = await loggedIn();
    const unknown = await call('PUT', '/api/user/newsletter/subscription', { lists: [999999] }, { token, lang: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, data: null });
    expect(unknown.json().message).toBe('lists : unknown newsletter list: 999999');
    const malformed = await call('PUT', '/api/user/newsletter/subscription', { lists: 'all' }, { token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.lists).toBeDefined();
  });

  it('answers 401 to a visitor', async () => {
    const response = await call('PUT', '/api/user/newsletter/subscription', { lists: [] });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /newsletter/subscribe, then the mailed links', () => {
  it('mails a confirmation link; confirming subscribes the address, once', async () => {
    const email = uniqueEmail();
    const { response, mail, base, token } = await subscribeAndRead(email);
    expect(response.json()).toEqual({
      success: true,
      data: { asked: true },
      message: expect.stringContaining('Si cette adresse n’est pas encore inscrite'),
    });
    expect(base).toBe('http://shop.example');
    expect(mail.subject).toContain('Les nouvelles de l’atelier');
    expect(mail.from).toContain('<ne-pas-repondre@atelier-tapisserie.fr>');
    expect(mail.html).toContain(`href="http://shop.example/newsletter/confirm/${token}"`);
    // Only the hash of the token is kept; the row waits for the confirmation.
    const [pending] = await rowsOf(email);
    expect(pending).toMatchObject({ status: 'PENDING', confirmTokenHash: tokenHash(token), locale: 'fr_FR' });
    expect(pending!.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);

    const confirmed = await call('PUT', '/api/newsletter/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(data(confirmed)).toEqual({ confirmed: true, list: 'Les nouvelles de l’atelier' });
    const [subscribed] = await rowsOf(email);
    expect(subscribed).toMatchObject({ status: 'SUBSCRIBED' });
    expect(subscribed!.confirmedAt).toBeInstanceOf(Date);

    const reused = await call('PUT', '/api/newsletter/confirm', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.token).toContain('déjà servi');
  });

  it('answers the same for a new, a pending and a subscribed address, and mails the subscribed one nothing', async () => {
    const fresh = uniqueEmail('nouveau');
    const pending = uniqueEmail('attente');
    const subscribed = uniqueEmail('inscrit');
    await subscribeAndRead(pending);
    const { token } = await subscribeAndRead(subscribed);
    expect((await call('PUT', '/api/newsletter/confirm', { token })).statusCode).toBe(200);
    const mailsBefore = (await mailsTo(subscribed)).length;

    const answers = await Promise.all(
      [fresh, pending, subscribed].map((email) => call('POST', '/api/newsletter/subscribe', { email })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    await mailTo(fresh);
    await vi.waitFor(async () => expect((await mailsTo(pending)).length).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mailsTo(subscribed)).length).toBe(mailsBefore);
  });

  it('mails an English link under /en and says in English why a link is refused', async () => {
    const email = uniqueEmail('english');
    const { mail, token } = await subscribeAndRead(email, { lang: 'en' });
    expect(mail.subject).toContain('confirm your subscription to “News from the workshop”');
    expect(mail.text).toContain(`http://shop.example/en/newsletter/confirm/${token}`);
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/shop\.example\/en\/newsletter\/unsubscribe\//);
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email));
    const expired = await call('PUT', '/api/newsletter/confirm', { token }, { lang: 'en' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toContain('has expired');
    const unknown = await call('PUT', '/api/newsletter/confirm', { token: 'x'.repeat(43) }, { lang: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.token).toContain('is not valid');
    expect((await rowsOf(email))[0]?.status).toBe('PENDING');
  });

  it('subscribes to the list asked for, and refuses an unknown list or a bad address', async () => {
    const { token: session } = await loggedIn();
    const [, courses] = await listsOf(session);
    const email = uniqueEmail('stages');
    const { mail } = await subscribeAndRead(email, { listId: courses!.id });
    expect(mail.subject).toContain('Stages et ateliers');
    const unknown = await call('POST', '/api/newsletter/subscribe', { email, listId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('liste de diffusion inconnue');
    const bad = await call('POST', '/api/newsletter/subscribe', { email: 'pas-une-adresse' }, { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'is not a valid e-mail address' });
  });

  it('unsubscribes with the mailed link, once enough, and refuses a forged or foreign token', async () => {
    const email = uniqueEmail('depart');
    const { token, unsubscribeToken } = await subscribeAndRead(email);
    expect((await call('PUT', '/api/newsletter/confirm', { token })).statusCode).toBe(200);

    const foreign = await call('PUT', '/api/newsletter/unsubscribe', { token: unsubscribeToken }, { site: 2 });
    expect(foreign.statusCode).toBe(400);
    const [id] = unsubscribeToken.split('.');
    const forged = await call('PUT', '/api/newsletter/unsubscribe', { token: `${id}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors.token).toContain('désinscription n’est pas valide');
    expect((await rowsOf(email))[0]?.status).toBe('SUBSCRIBED');

    const done = await call('PUT', '/api/newsletter/unsubscribe', { token: unsubscribeToken });
    expect(done.statusCode, done.body).toBe(200);
    expect(data(done)).toEqual({ unsubscribed: true, list: 'Les nouvelles de l’atelier' });
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({ status: 'UNSUBSCRIBED' });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await call('PUT', '/api/newsletter/unsubscribe', { token: unsubscribeToken })).statusCode).toBe(200);
  });

  it('limits the asks per e-mail and per IP with a 429 envelope', async () => {
    const email = uniqueEmail('flood');
    const byEmail = [];
    for (let i = 0; i < 6; i++) byEmail.push(await call('POST', '/api/newsletter/subscribe', { email }));
    expect(byEmail.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(byEmail[5]!.statusCode).toBe(429);
    expect(byEmail[5]!.json()).toMatchObject({ success: false, data: null });
    expect(byEmail[5]!.json().message).toMatch(/^Trop de demandes d’inscription : attendez \d+ min/);

    const ip = freshIp();
    const byIp = [];
    for (let i = 0; i < 11; i++) {
      byIp.push(await call('POST', '/api/newsletter/subscribe', { email: uniqueEmail('ip') }, { ip, lang: 'en' }));
    }
    expect(byIp.slice(0, 10).every((r) => r.statusCode === 200)).toBe(true);
    expect(byIp[10]!.statusCode).toBe(429);
    expect(byIp[10]!.json().message).toContain('Too many subscription requests');
  });

  it('refuses every ask while the newsletter is off, or on a site without a list', async () => {
    const closed = await call('POST', '/api/newsletter/subscribe', { email: uniqueEmail() }, { site: 2, lang: 'en' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ success: false, data: null, message: 'The newsletter is not open on this site' });
    const { token } = await loggedIn(2);
    const put = await call('PUT', '/api/user/newsletter/subscription', { lists: [1] }, { site: 2, token });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe('La lettre d’information n’est pas ouverte sur ce site');
    // Leaving every list stays possible.
    expect((await call('PUT', '/api/user/newsletter/subscription', { lists: [] }, { site: 2, token })).statusCode).toBe(
      200,
    );
  });
});

describe('the account and the newsletter', () => {
  it('puts a new account on the default list when its newsletter box is ticked', async () => {
    const { token, email, user } = await loggedIn(1, { newsletter: true });
    expect(user.newsletter).toBe(true);
    const [news] = await listsOf(token);
    const subscription = await call('GET', '/api/user/newsletter/subscription', undefined, { token });
    expect(data(subscription)).toEqual({ email, lists: [{ listId: news!.id, status: 'SUBSCRIBED' }] });
    expect((await mailsTo(email)).length).toBe(0);
    const { email: without } = await loggedIn(1, { newsletter: false });
    expect(await rowsOf(without)).toEqual([]);
  });

  it('links a confirmed footer subscription to the account of the address', async () => {
    const { token: session, email, user } = await loggedIn();
    const { token } = await subscribeAndRead(email);
    expect((await call('PUT', '/api/newsletter/confirm', { token })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.newsletter).toBe(true);
    const subscription = data<NewsletterSubscription>(
      await call('GET', '/api/user/newsletter/subscription', undefined, { token: session }),
    );
    expect(subscription.lists.map((list) => list.status)).toEqual(['SUBSCRIBED']);
  });

  it('moves the subscriptions to a new account address', async () => {
    const { token, email } = await loggedIn(1, { newsletter: true });
    const newEmail = uniqueEmail('nouvelle');
    const update = await call(
      'PUT',
      '/api/user',
      { firstname: 'Jeanne', lastname: 'Morel', phone: '0612345678', email: newEmail, password: PASSWORD },
      { token },
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(await rowsOf(email)).toEqual([]);
    expect((await rowsOf(newEmail)).map((row) => row.status)).toEqual(['SUBSCRIBED']);
  });

  it("removes the account's subscriptions when the account is deleted", async () => {
    const { token, email } = await loggedIn(1, { newsletter: true });
    const [, courses] = await listsOf(token);
    await call('PUT', '/api/user/newsletter/subscription', { lists: [courses!.id] }, { token });
    expect((await rowsOf(email)).length).toBe(2);
    const deleted = await call('DELETE', '/api/user', { password: PASSWORD }, { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOf(email)).toEqual([]);
  });
});

describe('seedNewsletter', () => {
  it('gives each sample site one default list, and writes nothing twice', async () => {
    const before = await t.database.db.select().from(newsletterLists);
    for (const site of [1, 2]) {
      expect(before.filter((list) => list.siteId === site && list.isDefault)).toHaveLength(1);
    }
    expect(await seedNewsletter(t.database.db, 1)).toBe(false);
    expect(await seedNewsletter(t.database.db, 2)).toBe(false);
    expect(await t.database.db.select().from(newsletterLists)).toHaveLength(before.length);
  });
});
