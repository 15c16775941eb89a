import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, List, PaymentSettings } from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

const URL = '/api/admin/settings/payment';
const SECRET = 'sk_test_never-shown-4242';
const WEBHOOK = 'whsec_never-shown-9999';

const read = async (who: Customer = admin, site = 1) =>
  expectOk<PaymentSettings>(await t.call({ url: URL, site, headers: bearer(who) }));

const put = (payload: object, options: { who?: Customer; site?: number } = {}) =>
  t.call({
    method: 'PUT',
    url: URL,
    payload,
    site: options.site ?? 1,
    lang: 'en',
    headers: bearer(options.who ?? admin),
  });

const audit = async () =>
  expectOk<List<AuditEntry>>(
    await t.call({ url: '/api/admin/audit?entity=payment-settings&nbItem=50', headers: bearer(admin) }),
  );

describe('/admin/settings/payment (issue 16 item 7)', () => {
  it('is for the site’s administrators only, private', async () => {
    expectRefused(await t.call({ url: URL }), 401);
    expectRefused(await t.call({ url: URL, headers: bearer(shopper) }), 403);
    expectRefused(await t.call({ url: URL, headers: bearer(otherAdmin) }), 401);
    expectRefused(await t.call({ method: 'PUT', url: URL, payload: { provider: 'SANDBOX' } }), 401);
    expectRefused(await put({ provider: 'SANDBOX' }, { who: shopper }), 403);
    const response = await t.call({ url: URL, headers: bearer(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(expectOk<PaymentSettings>(response)).toMatchObject({
      provider: 'SANDBOX',
      keys: {},
      secrets: {},
      missing: [],
    });
  });

  it('sets Stripe: public keys answered, secrets only as set, never in an answer or the audit log', async () => {
    const response = await put({
      provider: 'STRIPE',
      keys: { publishableKey: 'pk_test_shown', secretKey: SECRET, webhookSecret: WEBHOOK },
    });
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain(WEBHOOK);
    expect(expectOk<PaymentSettings>(response)).toMatchObject({
      provider: 'STRIPE',
      keys: { publishableKey: 'pk_test_shown' },
      secrets: { secretKey: true, webhookSecret: true },
      missing: [],
      webhookPath: '/api/payment/stripe/webhook/1',
    });
    const again = await t.call({ url: URL, headers: bearer(admin) });
    expect(again.body).not.toContain(SECRET);
    // The storefront's kept answer shows the new publishable key at once.
    const key = expectOk<unknown>(await t.call({ url: '/api/custom-stripe/public-key' }));
    expect(JSON.stringify(key)).toContain('pk_test_shown');
    // Site 2 is untouched.
    expect((await read(otherAdmin, 2)).provider).not.toBe('STRIPE');
    const log = await t.call({ url: '/api/admin/audit?entity=payment-settings', headers: bearer(admin) });
    expect(log.body).not.toContain(SECRET);
    expect(log.body).not.toContain(WEBHOOK);
    const entry = log.json<{ data: List<AuditEntry> }>().data.items[0]!;
    expect(entry).toMatchObject({
      action: 'payment.settings',
      entityId: '1',
      user: { id: admin.id },
      before: { provider: 'SANDBOX' },
      after: {
        provider: 'STRIPE',
        keys: { publishableKey: 'pk_test_shown' },
        secrets: { secretKey: true, webhookSecret: true },
        changedSecrets: ['secretKey', 'webhookSecret'],
      },
    });
  });

  it('keeps a stored secret left empty; a new one replaces it', async () => {
    const kept = expectOk<PaymentSettings>(
      await put({ provider: 'STRIPE', keys: { publishableKey: 'pk_test_other', secretKey: '' } }),
    );
    expect(kept).toMatchObject({
      keys: { publishableKey: 'pk_test_other' },
      secrets: { secretKey: true, webhookSecret: true },
    });
    const entries = (await audit()).items;
    expect(entries[0]!.after).toMatchObject({ changedSecrets: [] });
    expectOk(await put({ provider: 'STRIPE', keys: { publishableKey: 'pk_test_other', secretKey: 'sk_test_new' } }));
    expect((await audit()).items[0]!.after).toMatchObject({ changedSecrets: ['secretKey'] });
  });

  it('refuses a provider’s missing keys, unknown keys and bad addresses, writing nothing', async () => {
    const before = await read();
    const count = (await audit()).total;
    // Another provider: the Stripe secrets are not carried over, CAWL's must be given.
    const missing = await put({ provider: 'CAWL', keys: { merchantId: 'PSPID1', apiKeyId: 'KEY1' } });
    expect(expectRefused(missing, 400)).toContain('keys.secretApiKey : is required');
    expect(Object.keys(missing.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'keys.endpoint',
      'keys.secretApiKey',
    ]);
    const badUrl = await put({
      provider: 'CAWL',
      keys: { merchantId: 'PSPID1', apiKeyId: 'KEY1', secretApiKey: 'x', endpoint: 'ftp://nowhere' },
    });
    expect(expectRefused(badUrl, 400)).toBe('keys.endpoint : must be an http(s) address');
    const unknown = await put({ provider: 'STRIPE', keys: { colour: 'red' } });
    expect(expectRefused(unknown, 400)).toBe('keys.colour : is not a key of STRIPE');
    expectRefused(await put({ provider: 'PAYPAL' }), 400);
    expectRefused(await put({ provider: 'STRIPE', keys: 'none' }), 400);
    expect(await read()).toEqual(before);
    expect((await audit()).total).toBe(count);
  });

  it('sets CAWL whole, then the sandbox (its keys cleared)', async () => {
    const cawl = expectOk<PaymentSettings>(
      await put({
        provider: 'CAWL',
        keys: {
          merchantId: 'PSPID1',
          apiKeyId: 'KEY1',
          secretApiKey: SECRET,
          endpoint: 'https://payment.preprod.cawl-solutions.fr',
        },
      }),
    );
    expect(cawl).toMatchObject({
      provider: 'CAWL',
      keys: { merchantId: 'PSPID1', apiKeyId: 'KEY1', endpoint: 'https://payment.preprod.cawl-solutions.fr' },
      secrets: { secretApiKey: true },
      webhookPath: null,
    });
    const sandbox = expectOk<PaymentSettings>(await put({ provider: 'SANDBOX' }));
    expect(sandbox).toMatchObject({ provider: 'SANDBOX', keys: {}, secrets: {}, missing: [] });
  });
});
