import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { LoginResult, RegisterPayload, User } from '@atelier/contract';
import { mailOutbox, sessions, siteParameters, users } from '../../db/schema/index.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { cookieDomain, tokenHash } from './session.ts';

const t = useTestApp();

let counter = 0;
/** A fresh client address per use, so that no test spends another's rate limit. */
const freshIp = () => {
  counter += 1;
  return `10.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};
const uniqueEmail = (name = 'client') => `${name}.${Date.now()}.${++counter}@example.com`;
const PASSWORD = 'Tapisserie-2024!';

function registration(overrides: Partial<RegisterPayload> = {}): RegisterPayload {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    firstname: 'Jeanne',
    lastname: 'Morel',
    phone: '06 12 34 56 78',
    acceptTerms: true,
    ...overrides,
  };
}

interface CallOptions {
  site?: number;
  lang?: 'fr_FR' | 'en';
  headers?: Record<string, string>;
  ip?: string;
}

function post(url: string, payload: object, { site = 1, lang, headers = {}, ip = freshIp() }: CallOptions = {}) {
  return t.call({ method: 'POST', url, payload, site, lang, headers: { 'x-forwarded-for': ip, ...headers } });
}

function send(
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string,
  payload?: object,
  { site = 1, lang, headers = {} }: CallOptions = {},
) {
  return t.call({
    method,
    url,
    site,
    lang,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp(), ...headers },
  });
}

function errorsOf(response: LightMyRequestResponse) {
  return response.json<{ errors: Record<string, string> }>().errors;
}

async function registered(overrides: Partial<RegisterPayload> = {}, site = 1) {
  const payload = registration(overrides);
  const response = await post('/api/register', payload, { site });
  expect(response.statusCode, response.body).toBe(200);
  return { payload, user: data<User>(response) };
}

async function loggedIn(site = 1, overrides: Partial<RegisterPayload> = {}) {
  const { payload, user } = await registered(overrides, site);
  const response = await post('/api/login', { email: payload.email, password: payload.password }, { site });
  expect(response.statusCode, response.body).toBe(200);
  return { payload, user, token: data<LoginResult>(response).token };
}

async function setParameter(site: number, type: string, value: string) {
  await t.database.db
    .update(siteParameters)
    .set({ value })
    .where(and(eq(siteParameters.siteId, site), eq(siteParameters.type, type)));
}

describe('session state', () => {
  it('says a visitor is not logged', async () => {
    const response = await t.call({ url: '/api/logged' });
    expect(response.json()).toEqual({ success: true, data: { isLogged: false }, message: null });
  });

  it('answers /user with a 401 envelope when anonymous, whatever token is sent', async () => {
    const anonymous = await t.call({ url: '/api/user', lang: 'en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, data: null, message: 'You must be logged in' });
    const forged = await t.call({ url: '/api/user', headers: { authorization: 'Bearer forged' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ success: false, data: null, message: 'Vous devez être connecté' });
  });
});

describe('POST /register', () => {
  it('creates a customer with a normalised e-mail and an E.164 phone, without echoing the password', async () => {
    const email = uniqueEmail('Mixed.Case');
    const { user } = await registered({ email: `  ${email.toUpperCase()} ` });
    expect(user).toMatchObject({ email: email.toLowerCase(), phone: '+33612345678', role: 'CUSTOMER' });
    expect(JSON.stringify(user)).not.toContain(PASSWORD);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.acceptedTermsAt).toBeInstanceOf(Date);
  });

  it('refuses an e-mail already registered on the site, whatever its case, but not on another site', async () => {
    const { payload } = await registered();
    const again = await post('/api/register', registration({ email: payload.email.toUpperCase() }), { lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual({ email: 'an account already exists with this e-mail address' });
    const otherSite = await post('/api/register', registration({ email: payload.email, birthdate: '1980-05-01' }), {
      site: 2,
    });
    expect(otherSite.statusCode, otherSite.body).toBe(200);
  });

  it('answers each wrong field under its key, in the request language', async () => {
    const response = await post(
      '/api/register',
      { email: 'not-an-email', password: 'short', firstname: '', phone: 'abc', acceptTerms: false },
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; message: string; errors: Record<string, string> }>();
    expect(body.success).toBe(false);
    expect(body.errors).toMatchObject({
      email: 'is not a valid e-mail address',
      password: 'must be at least 8 characters long',
      firstname: 'is required',
      lastname: 'is required',
      acceptTerms: 'you must accept the terms of use',
    });
    expect(body.message).toContain('email : is not a valid e-mail address');
    const french = await post('/api/register', registration({ acceptTerms: false }));
    expect(errorsOf(french)).toEqual({ acceptTerms: "vous devez accepter les conditions générales d'utilisation" });
  });

  it('refuses a common password, whatever its case', async () => {
    const response = await post('/api/register', registration({ password: 'PassWord123' }), { lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual({ password: 'this password is among the most common ones: choose another' });
  });

  it('refuses an invalid phone number, and a landline when the site takes mobiles only', async () => {
    const invalid = await post('/api/register', registration({ phone: '01 23' }), { lang: 'en' });
    expect(errorsOf(invalid)).toEqual({ phone: 'is not a valid phone number' });
    const landline = registration({ phone: '01 42 68 53 00' });
    expect((await post('/api/register', landline)).statusCode).toBe(200);
    await setParameter(1, 'ALLOW_ONLY_MOBILE_PHONE', 'true');
    try {
      const refused = await post('/api/register', registration({ phone: '01 42 68 53 00' }), { lang: 'en' });
      expect(errorsOf(refused)).toEqual({ phone: 'must be a French mobile number (06 or 07)' });
      const foreignMobile = await post('/api/register', registration({ phone: '+44 7400 123456' }));
      expect(Object.keys(errorsOf(foreignMobile))).toEqual(['phone']);
      expect((await post('/api/register', registration({ phone: '07 81 23 45 67' }))).statusCode).toBe(200);
    } finally {
      await setParameter(1, 'ALLOW_ONLY_MOBILE_PHONE', 'false');
    }
  });

  it('asks the birthdate and refuses minors where the site says so (site 2)', async () => {
    const missing = await post('/api/register', registration(), { site: 2, lang: 'en' });
    expect(errorsOf(missing)).toEqual({ birthdate: 'is required' });
    const badDate = await post('/api/register', registration({ birthdate: '1990-02-30' }), { site: 2, lang: 'en' });
    expect(errorsOf(badDate)).toEqual({ birthdate: 'is not a valid birthdate' });
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const minor = await post('/api/register', registration({ birthdate: seventeen }), { site: 2, lang: 'en' });
    expect(errorsOf(minor)).toEqual({ birthdate: 'you must be at least 18 years old to register' });
    const adult = await post('/api/register', registration({ birthdate: '1990-02-28' }), { site: 2 });
    expect(data<User>(adult).birthdate).toBe('1990-02-28');
    // Site 1 neither asks nor blocks.
    expect((await post('/api/register', registration({ birthdate: seventeen }))).statusCode).toBe(200);
  });

  it('keeps the newsletter choice only where the newsletter is enabled', async () => {
    const { user } = await registered({ newsletter: true });
    expect(user.newsletter).toBe(true);
    const { user: second } = await registered({ newsletter: true, birthdate: '1970-01-01' }, 2);
    expect(second.newsletter).toBe(false);
  });

  it('answers 429 with a clear message after too many registrations from one address', async () => {
    const ip = freshIp();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i++) answers.push(await post('/api/register', {}, { ip, lang: 'en' }));
    expect(answers.slice(0, 10).every((answer) => answer.statusCode === 400)).toBe(true);
    const last = answers[10];
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual({
      success: false,
      data: null,
      message: 'Too many registrations from your connection: wait 60 min before trying again',
    });
  });
});

describe('POST /login', () => {
  it('answers the user and sets the token and idSite cookies for a day, HttpOnly and SameSite=Lax', async () => {
    const { payload, user } = await registered();
    const response = await post('/api/login', { email: payload.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const result = data<LoginResult>(response);
    expect(result.user).toEqual(user);
    expect(result.token).toMatch(/^[\w-]{43}$/);
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.token).toMatchObject({
      value: result.token,
      maxAge: 86400,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookies.idSite).toMatchObject({ value: '1', maxAge: 86400, httpOnly: true, sameSite: 'Lax' });
    expect(cookies.token?.domain).toBeUndefined();
    expect(cookies.token?.secure).toBeUndefined();
    // Only the hash of the token is stored.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((row) => row.tokenHash)).toContain(tokenHash(result.token));
    expect(JSON.stringify(stored)).not.toContain(result.token);
  });

  it('sets the cookie domain by the SPEC §6 rule, and Secure behind HTTPS', async () => {
    const { payload } = await registered();
    const response = await post(
      '/api/login',
      { email: payload.email, password: PASSWORD },
      { headers: { host: 'www.atelier-morineau.fr', 'x-forwarded-proto': 'https' } },
    );
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('Domain=atelier-morineau.fr');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Max-Age=86400');
  });

  it('answers an unknown e-mail and a wrong password alike, after the same hashing work', async () => {
    const { payload } = await registered();
    const time = async (body: object) => {
      const started = performance.now();
      const response = await post('/api/login', body, { lang: 'en' });
      return { response, ms: performance.now() - started };
    };
    // Three of each, alternated, the fastest compared: a machine's stall only lengthens a try.
    const wrong: Awaited<ReturnType<typeof time>>[] = [];
    const unknown: typeof wrong = [];
    for (let i = 0; i < 3; i += 1) {
      wrong.push(await time({ email: payload.email, password: 'not-the-password' }));
      unknown.push(await time({ email: uniqueEmail('nobody'), password: 'not-the-password' }));
    }
    const fastest = (tries: typeof wrong) => Math.min(...tries.map((one) => one.ms));
    for (const { response } of [...wrong, ...unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, data: null, message: 'Incorrect e-mail address or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Both verify one Argon2id hash (tens of milliseconds); a missing user must not answer at once.
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) / 4);
  });

  it('answers 429 after too many attempts on one e-mail, even from many addresses', async () => {
    const { payload } = await registered();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await post('/api/login', { email: payload.email, password: `wrong-${i}` })).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const blocked = await post('/api/login', { email: payload.email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toBe(
      'Trop de tentatives de connexion : attendez 15 min avant de réessayer',
    );
  });

  it('never locks out an owner by her own successful logins; a success forgets earlier failures', async () => {
    const { payload } = await registered();
    for (let i = 0; i < 9; i++) await post('/api/login', { email: payload.email, password: `wrong-${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post('/api/login', payload)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    for (let i = 0; i < 9; i++) await post('/api/login', { email: payload.email, password: `wrong-${i}` });
    expect((await post('/api/login', payload)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('knows the user by the cookie and by the Bearer header', async () => {
    const { token, user } = await loggedIn();
    const byCookie = await t.call({ url: '/api/user', cookies: { token } });
    expect(data<User>(byCookie)).toEqual(user);
    const byBearer = await send('GET', '/api/user', token);
    expect(data<User>(byBearer)).toEqual(user);
    const logged = await t.call({ url: '/api/logged', cookies: { token } });
    expect(data(logged)).toEqual({ isLogged: true });
  });

  it('refuses a token of site 1 on site 2', async () => {
    const { token } = await loggedIn(1);
    const onSite2 = await send('GET', '/api/user', token, undefined, { site: 2 });
    expect(onSite2.statusCode).toBe(401);
    expect(data(await t.call({ url: '/api/logged', site: 2, cookies: { token } }))).toEqual({ isLogged: false });
  });

  it('ends the session on logout and clears the cookies', async () => {
    const { token } = await loggedIn();
    const response = await send('POST', '/api/logout', token);
    expect(data(response)).toEqual({ isLogged: false });
    const cleared = response.cookies.filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['idSite', 'token']);
    expect((await send('GET', '/api/user', token)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { token } = await loggedIn();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect((await send('GET', '/api/user', token)).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated change sent from a foreign page, not a Bearer one', async () => {
    const { token, user } = await loggedIn();
    const profile = { firstname: 'Anne', lastname: user.lastname, phone: user.phone };
    const host = 'shop.example.fr';
    const foreign = await t.call({
      method: 'PUT',
      url: '/api/user',
      payload: profile,
      cookies: { token },
      headers: { host, origin: 'https://evil.example.com' },
      lang: 'en',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      success: false,
      data: null,
      message: 'This request comes from another site and was refused',
    });
    const sameSite = await t.call({
      method: 'PUT',
      url: '/api/user',
      payload: profile,
      cookies: { token },
      headers: { host, origin: `https://${host}` },
    });
    expect(sameSite.statusCode, sameSite.body).toBe(200);
    const bearer = await send('PUT', '/api/user', token, profile, { headers: { origin: 'https://evil.example.com' } });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('PUT /user', () => {
  it('updates names, phone and birthdate with the registration rules', async () => {
    const { token } = await loggedIn();
    const updated = await send('PUT', '/api/user', token, {
      firstname: ' Louise ',
      lastname: 'Durand',
      phone: '+33 7 81 23 45 67',
      birthdate: '1985-07-14',
    });
    expect(data<User>(updated)).toMatchObject({
      firstname: 'Louise',
      lastname: 'Durand',
      phone: '+33781234567',
      birthdate: '1985-07-14',
    });
    const bad = await send('PUT', '/api/user', token, { firstname: 'L', lastname: 'D', phone: '12' }, { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual({ phone: 'is not a valid phone number' });
  });

  it('changes the e-mail only with the current password', async () => {
    const { token, user } = await loggedIn();
    const base = { firstname: user.firstname, lastname: user.lastname, phone: user.phone };
    const email = uniqueEmail('new');
    const without = await send('PUT', '/api/user', token, { ...base, email }, { lang: 'en' });
    expect(errorsOf(without)).toEqual({ password: 'enter your current password to change your e-mail address' });
    const wrong = await send('PUT', '/api/user', token, { ...base, email, password: 'nope-nope' }, { lang: 'en' });
    expect(errorsOf(wrong)).toEqual({ password: 'the password is incorrect' });
    const changed = await send('PUT', '/api/user', token, { ...base, email: email.toUpperCase(), password: PASSWORD });
    expect(data<User>(changed).email).toBe(email);
    expect((await post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('PUT /user/password', () => {
  it('requires the current password, then ends the other sessions but this one', async () => {
    const { token, payload } = await loggedIn();
    const other = data<LoginResult>(await post('/api/login', { email: payload.email, password: PASSWORD })).token;
    const wrong = await send('PUT', '/api/user/password', token, {
      currentPassword: 'wrong-one',
      newPassword: 'Nouveau-Passe-77',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(errorsOf(wrong))).toEqual(['currentPassword']);
    const common = await send('PUT', '/api/user/password', token, {
      currentPassword: PASSWORD,
      newPassword: 'motdepasse123',
    });
    expect(Object.keys(errorsOf(common))).toEqual(['newPassword']);
    const changed = await send('PUT', '/api/user/password', token, {
      currentPassword: PASSWORD,
      newPassword: 'Nouveau-Passe-77',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await send('GET', '/api/user', token)).statusCode).toBe(200);
    expect((await send('GET', '/api/user', other)).statusCode).toBe(401);
    expect((await post('/api/login', { email: payload.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/login', { email: payload.email, password: 'Nouveau-Passe-77' })).statusCode).toBe(200);
  });
});

describe('DELETE /user', () => {
  it('asks for the password, then anonymises the row, ends every session and refuses the login', async () => {
    const { token, payload, user } = await loggedIn(2, { birthdate: '1975-03-03', phone: '06 55 44 33 22' });
    const wrong = await send('DELETE', '/api/user', token, { password: 'wrong-one' }, { site: 2 });
    expect(wrong.statusCode).toBe(400);
    const deleted = await send('DELETE', '/api/user', token, { password: PASSWORD }, { site: 2 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(data(deleted)).toEqual({ deleted: true });
    // A confirmation goes to the address the account had (the outbox, without SMTP_URL).
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.to, payload.email)));
    expect(mail?.subject).toMatch(/compte a été supprimé/);
    expect((await send('GET', '/api/user', token, undefined, { site: 2 })).statusCode).toBe(401);
    const login = await post('/api/login', { email: payload.email, password: PASSWORD }, { site: 2 });
    expect(login.statusCode).toBe(401);

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, 2), eq(users.id, user.id)));
    expect(row).toMatchObject({ firstname: '', lastname: '', phone: '', birthdate: null, passwordHash: null });
    expect(row?.email).toMatch(/^deleted-[\w-]+@anonymised\.invalid$/);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const text = JSON.stringify(row);
    for (const personal of [payload.email, 'Jeanne', 'Morel', '1975-03-03', '655443322']) {
      expect(text).not.toContain(personal);
    }
    const leftovers = await t.database.db
      .select()
      .from(users)
      .where(like(users.email, `%${payload.email}%`));
    expect(leftovers).toEqual([]);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    // The address is free again.
    expect(
      (await post('/api/register', registration({ email: payload.email, birthdate: '1975-03-03' }), { site: 2 }))
        .statusCode,
    ).toBe(200);
  });
});

describe('cookieDomain (SPEC §6)', () => {
  it.each([
    ['www.atelier-morineau.fr', 'atelier-morineau.fr'],
    ['shop.example.co.uk', 'example.co.uk'],
    ['WWW.Example.FR:8443', 'example.fr'],
    ['atelier-morineau.fr', undefined],
    ['localhost', undefined],
    ['localhost:3000', undefined],
    ['127.0.0.1', undefined],
    ['192.168.1.20:8080', undefined],
    ['[::1]:3000', undefined],
    ['::1', undefined],
    ['', undefined],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
  });
});
