import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { LoginResult, RegisterPayload } from '@atelier/contract';
import { mailOutbox, passwordResets } from '../../db/schema/index.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { tokenHash } from './session.ts';

const t = useTestApp();

let counter = 0;
/** A fresh client address per use, so that no test spends another's rate limit. */
const freshIp = () => {
  counter += 1;
  return `10.1.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};
const uniqueEmail = (name = 'reset') => `${name}.${Date.now()}.${++counter}@example.com`;
const PASSWORD = 'Tapisserie-2024!';
const NEW_PASSWORD = 'Broderie-au-point-2025';

interface CallOptions {
  site?: number;
  lang?: 'fr_FR' | 'en';
  ip?: string;
  headers?: Record<string, string>;
}

function call(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: object,
  { site = 1, lang, ip = freshIp(), headers = {} }: CallOptions = {},
) {
  return t.call({
    method,
    url,
    site,
    lang,
    ...(payload ? { payload } : {}),
    headers: { host: 'shop.example', 'x-forwarded-for': ip, ...headers },
  });
}

async function register(site = 1): Promise<string> {
  const payload: RegisterPayload = {
    email: uniqueEmail(),
    password: PASSWORD,
    firstname: 'Jeanne',
    lastname: 'Morel',
    phone: '06 12 34 56 78',
    acceptTerms: true,
  };
  const response = await call('POST', '/api/register', payload, { site });
  expect(response.statusCode, response.body).toBe(200);
  return payload.email;
}

async function login(email: string, password: string, site = 1) {
  return call('POST', '/api/login', { email, password }, { site });
}

/** The reset mail of an address in the outbox (written after the answer, hence the wait). */
async function resetMail(email: string, site = 1) {
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

const LINK = /(https?:\/\/[^\s"]+?)\/password\/reset\/([A-Za-z0-9_-]{43})/;

async function askAndGetToken(email: string, options: CallOptions = {}) {
  const response = await call('PUT', '/api/password/reset/ask', { email }, options);
  expect(response.statusCode).toBe(200);
  const mail = await resetMail(email, options.site);
  const match = LINK.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { mail, base: match![1]!, token: match![2]! };
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const email = await register();
    const unknown = uniqueEmail('nobody');
    const known = await call('PUT', '/api/password/reset/ask', { email: email.toUpperCase() });
    const other = await call('PUT', '/api/password/reset/ask', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(known.body).toBe(other.body);
    expect(data(known)).toEqual({ asked: true });
    await resetMail(email);
    // The unknown address gets no mail (given time for one to be written).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown));
    expect(rows).toHaveLength(0);
  });

  it('mails a working French link with the site branding; the reset works once, then the link is refused', async () => {
    const email = await register();
    const { mail, base, token } = await askAndGetToken(email);
    expect(base).toBe('http://shop.example');
    expect(mail.subject).toContain('réinitialisation de votre mot de passe');
    expect(mail.from).toContain('<ne-pas-repondre@atelier-tapisserie.fr>');
    expect(mail.html).toContain(`href="http://shop.example/password/reset/${token}"`);
    expect(mail.html).toContain('src="http://shop.example/media/site-1/');
    // Only the hash of the token is stored.
    const stored = await t.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, token));
    expect(stored).toHaveLength(0);

    const reset = await call('PUT', '/api/password/reset', { token, password: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(data(reset)).toEqual({ reset: true });
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await call('PUT', '/api/password/reset', { token, password: 'Encore-un-autre-2025' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toContain('déjà servi');
  });

  it('mails an English link under /en', async () => {
    const email = await register();
    const { mail, token } = await askAndGetToken(email, { lang: 'en' });
    expect(mail.text).toContain(`http://shop.example/en/password/reset/${token}`);
    expect(mail.subject).toContain('reset your password');
    const used = await call('PUT', '/api/password/reset', { token, password: NEW_PASSWORD }, { lang: 'en' });
    expect(used.statusCode).toBe(200);
    const again = await call('PUT', '/api/password/reset', { token, password: NEW_PASSWORD }, { lang: 'en' });
    expect(again.json().errors.token).toContain('already been used');
  });

  it('refuses an expired link, an unknown token and a common password', async () => {
    const email = await register();
    const { token } = await askAndGetToken(email);
    const common = await call('PUT', '/api/password/reset', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().errors)).toEqual(['password']);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, tokenHash(token)));
    const expired = await call('PUT', '/api/password/reset', { token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toContain('expiré');
    const english = await call('PUT', '/api/password/reset', { token, password: NEW_PASSWORD }, { lang: 'en' });
    expect(english.json().errors.token).toContain('has expired');
    const unknown = await call('PUT', '/api/password/reset', { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.token).toContain('pas valide');
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the account', async () => {
    const email = await register();
    const first = data<LoginResult>(await login(email, PASSWORD)).token;
    const second = data<LoginResult>(await login(email, PASSWORD)).token;
    const { token } = await askAndGetToken(email);
    expect((await call('PUT', '/api/password/reset', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    for (const session of [first, second]) {
      const logged = await call('GET', '/api/logged', undefined, { headers: { authorization: `Bearer ${session}` } });
      expect(data(logged)).toEqual({ isLogged: false });
    }
  });

  it('refuses a token of site 1 on site 2, and mails nothing for an account of another site', async () => {
    const email = await register(1);
    const { token } = await askAndGetToken(email);
    const elsewhere = await call('PUT', '/api/password/reset', { token, password: NEW_PASSWORD }, { site: 2 });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.token).toBeDefined();
    expect((await call('PUT', '/api/password/reset/ask', { email }, { site: 2 })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const site2Mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.to, email)));
    expect(site2Mails).toHaveLength(0);
    // The link still works on its own site.
    expect((await call('PUT', '/api/password/reset', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('limits the requests per e-mail and per IP with a 429 envelope', async () => {
    const email = uniqueEmail('flood');
    const byEmail = [];
    for (let i = 0; i < 6; i++) byEmail.push(await call('PUT', '/api/password/reset/ask', { email }));
    expect(byEmail.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(byEmail[5]!.statusCode).toBe(429);
    expect(byEmail[5]!.json()).toMatchObject({ success: false, data: null });
    expect(byEmail[5]!.json().message).toContain('Trop de demandes de réinitialisation');

    const ip = freshIp();
    const byIp = [];
    for (let i = 0; i < 11; i++) {
      byIp.push(await call('PUT', '/api/password/reset/ask', { email: uniqueEmail('ip') }, { ip, lang: 'en' }));
    }
    expect(byIp.slice(0, 10).every((r) => r.statusCode === 200)).toBe(true);
    expect(byIp[10]!.statusCode).toBe(429);
    expect(byIp[10]!.json().message).toContain('Too many password reset requests');
  });
});
