import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminLegalText,
  AdminLegalTextSummary,
  AuditEntry,
  LegalTextVersion,
  LegalTextVersionSummary,
  List,
  OrderSaleTerms,
  SiteParameter,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectOk,
  expectRefused,
  setOrder,
  type Customer,
} from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  [admin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
});

const as = (who: Customer | null, site = 1, lang: 'fr_FR' | 'en' = 'fr_FR') => ({ site, lang, headers: bearer(who) });

const save = (key: string, html: unknown, who: Customer | null = admin, site = 1) =>
  t.call({ method: 'PUT', url: `/api/admin/legal-text/${key}`, ...as(who, site), payload: { html } });

const versions = async (key: string, site = 1, who = admin) =>
  expectOk<LegalTextVersionSummary[]>(await t.call({ url: `/api/admin/legal-text/${key}/versions`, ...as(who, site) }));

const storefront = async (lang: 'fr_FR' | 'en', site = 1) => {
  const parameters = expectOk<SiteParameter[]>(await t.call({ url: '/api/parameter', site, lang }));
  return parameters.find((parameter) => parameter.type === 'LEGAL_NOTICE')?.value;
};

const ctx = (siteId: number): RequestContext => ({
  siteId,
  locale: 'fr_FR',
  token: null,
  user: null,
  db: t.database.db,
});

describe('/api/admin/legal-text (issue 18 item 5)', () => {
  it('refuses a visitor (401) and a customer (403) on every call, and answers privately', async () => {
    const calls = [
      { url: '/api/admin/legal-text' },
      { url: '/api/admin/legal-text/LEGAL_NOTICE' },
      { url: '/api/admin/legal-text/LEGAL_NOTICE/versions' },
      { url: '/api/admin/legal-text/LEGAL_NOTICE/versions/1' },
      { method: 'PUT' as const, url: '/api/admin/legal-text/LEGAL_NOTICE', payload: { html: { fr_FR: '<p>x</p>' } } },
    ];
    for (const call of calls) {
      expectRefused(await t.call({ ...call, ...as(null) }), 401);
      expectRefused(await t.call({ ...call, ...as(shopper) }), 403);
    }
    const answer = await t.call({ url: '/api/admin/legal-text', ...as(admin) });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('lists the five texts with their first version, dated at the seed, and flags a missing English text', async () => {
    const texts = expectOk<AdminLegalTextSummary[]>(await t.call({ url: '/api/admin/legal-text', ...as(admin) }));
    expect(texts.map((text) => text.key)).toEqual([
      'LEGAL_NOTICE',
      'PRIVACY_POLICY',
      'COOKIE_POLICY',
      'SALE_TERMS',
      'USE_TERMS',
    ]);
    for (const text of texts) {
      expect(text.current).not.toBeNull();
      expect(text.current?.createdBy).toBeNull();
      expect(text.versionCount).toBeGreaterThanOrEqual(1);
      expect(text.missingEnglish).toBe(false);
      expect(text.empty).toBe(false);
    }
  });

  it('gives a text in both languages with its placeholders, their current values and the filled preview', async () => {
    const text = expectOk<AdminLegalText>(await t.call({ url: '/api/admin/legal-text/LEGAL_NOTICE', ...as(admin) }));
    expect(text.html.fr_FR).toContain('{{COMPANY_NAME}}');
    expect(text.html.en).toContain('{{COMPANY_NAME}}');
    const company = text.placeholders.find((placeholder) => placeholder.placeholder === '{{COMPANY_NAME}}');
    expect(company?.parameter).toBe('LEGAL_COMPANY_NAME');
    expect(company?.value.fr_FR).toBeTruthy();
    expect(text.preview.fr_FR).not.toContain('{{');
    expect(text.preview.fr_FR).toContain(company!.value.fr_FR!.replace(/&/g, '&amp;'));
    // The preview is what the storefront shows.
    expect(text.preview.fr_FR).toBe(await storefront('fr_FR'));
    expect(text.preview.en).toBe(await storefront('en'));
  });

  it('saves a new version, cleaned, shown on the storefront at once; the history keeps both with dates and author', async () => {
    const before = await versions('LEGAL_NOTICE');
    const saved = expectOk<AdminLegalText>(
      await save('LEGAL_NOTICE', {
        fr_FR:
          '<h2>Mentions</h2><p onclick="x()">Éditeur : {{COMPANY_NAME}}<script>alert(1)</script></p><img src="https://evil.example/x.png" onerror=y>',
        en: '<h2>Notice</h2><p>Publisher: {{COMPANY_NAME}} <a href="javascript:alert(1)">here</a></p>',
      }),
    );
    expect(saved.html.fr_FR).toBe('<h2>Mentions</h2><p>Éditeur : {{COMPANY_NAME}}</p>');
    expect(saved.html.en).toBe('<h2>Notice</h2><p>Publisher: {{COMPANY_NAME}} <a>here</a></p>');
    expect(saved.missingEnglish).toBe(false);
    expect(saved.current?.createdBy?.email).toBe(admin.email);

    expect(await storefront('fr_FR')).toBe(saved.preview.fr_FR);
    expect(await storefront('en')).toBe(saved.preview.en);
    expect(saved.preview.fr_FR).toMatch(/^<h2>Mentions<\/h2><p>Éditeur : [^{]+<\/p>$/);

    const after = await versions('LEGAL_NOTICE');
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.id).toBe(saved.current?.id);
    expect(after[0]?.createdBy?.email).toBe(admin.email);
    expect(Date.parse(after[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(after[1]!.createdAt));

    // The first version is still there, whole.
    const first = expectOk<LegalTextVersion>(
      await t.call({ url: `/api/admin/legal-text/LEGAL_NOTICE/versions/${after.at(-1)!.id}`, ...as(admin) }),
    );
    expect(first.html.fr_FR).toContain('{{COMPANY_NAME}}');
    expect(first.html.fr_FR).not.toContain('Éditeur :');
    expect(first.preview.fr_FR).not.toContain('{{');

    const audit = expectOk<List<AuditEntry>>(
      await t.call({ url: '/api/admin/audit?entity=legal-text&entityId=LEGAL_NOTICE', ...as(admin) }),
    );
    expect(audit.items[0]?.action).toBe('legal-text.update');
    expect(audit.items[0]?.user?.id).toBe(admin.id);
  });

  it('keeps no English when it is left empty: the text is flagged and the English page shows the French one', async () => {
    const saved = expectOk<AdminLegalText>(await save('USE_TERMS', { fr_FR: '<p>Conditions</p>', en: '<p></p>' }));
    expect(saved.html.en).toBeNull();
    expect(saved.missingEnglish).toBe(true);
    expect(saved.preview.en).toBe('<p>Conditions</p>');
    const texts = expectOk<AdminLegalTextSummary[]>(await t.call({ url: '/api/admin/legal-text', ...as(admin) }));
    expect(texts.find((text) => text.key === 'USE_TERMS')?.missingEnglish).toBe(true);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const before = await versions('PRIVACY_POLICY');
    for (const html of [
      {},
      { fr_FR: '' },
      { fr_FR: 42 },
      { fr_FR: 'x'.repeat(200_001) },
      { fr_FR: '<script>alert(1)</script>' },
      { fr_FR: '<p> </p>', en: '<p>English</p>' },
    ]) {
      const message = expectRefused(await save('PRIVACY_POLICY', html), 400);
      expect(message).toMatch(/fr_FR/);
    }
    expectRefused(await save('NOT_A_TEXT', { fr_FR: '<p>x</p>' }), 400);
    expectRefused(await t.call({ url: '/api/admin/legal-text/NOT_A_TEXT', ...as(admin) }), 400);
    expectRefused(await t.call({ url: '/api/admin/legal-text/LEGAL_NOTICE/versions/abc', ...as(admin) }), 400);
    expect(await versions('PRIVACY_POLICY')).toEqual(before);
  });

  it("keeps each site's texts its own: another site's version is a 404, its saves leave this site alone", async () => {
    const [mine] = await versions('COOKIE_POLICY');
    expectRefused(
      await t.call({ url: `/api/admin/legal-text/COOKIE_POLICY/versions/${mine!.id}`, ...as(otherAdmin, 2) }),
      404,
    );
    // Nor is a version found under another text's key.
    expectRefused(await t.call({ url: `/api/admin/legal-text/SALE_TERMS/versions/${mine!.id}`, ...as(admin) }), 404);
    const theirs = expectOk<AdminLegalText>(await save('COOKIE_POLICY', { fr_FR: '<p>Site 2</p>' }, otherAdmin, 2));
    expect((await versions('COOKIE_POLICY'))[0]?.id).toBe(mine!.id);
    expect((await versions('COOKIE_POLICY', 2, otherAdmin))[0]?.id).toBe(theirs.current?.id);
  });
});

describe('the sale terms of an order (issue 18 item 5)', () => {
  it('records the version in force at checkout, and its buyer alone reads that version from the order', async () => {
    const first = expectOk<AdminLegalText>(
      await save('SALE_TERMS', { fr_FR: '<p>CGV une</p>', en: '<p>Terms one</p>' }),
    );
    // The checkout reads the version with the sale terms it keeps (dropped by the save).
    const settings = await t.app.caches.orderSettings.get(ctx(1));
    expect(settings.saleTermsVersionId).toBe(first.current?.id);
    expect(settings.saleTerms.fr_FR).toBe('<p>CGV une</p>');

    const order = await awaitingOrder(t, { userId: shopper.id });
    await setOrder(t, order, { saleTermsVersionId: first.current!.id });
    expectOk(await save('SALE_TERMS', { fr_FR: '<p>CGV deux</p>', en: '<p>Terms two</p>' }));

    const url = `/api/order/${order.id}/sale-terms`;
    const fr = expectOk<OrderSaleTerms>(await t.call({ url, ...as(shopper) }));
    expect(fr).toMatchObject({ orderId: order.id, version: { id: first.current!.id }, html: '<p>CGV une</p>' });
    const en = expectOk<OrderSaleTerms>(await t.call({ url, ...as(shopper, 1, 'en') }));
    expect(en.html).toBe('<p>Terms one</p>');

    // Nobody else: a visitor, another customer, the same order id on another site.
    const stranger = await customer(t);
    expectRefused(await t.call({ url, ...as(null) }), 404);
    expectRefused(await t.call({ url, ...as(stranger) }), 404);
    expectRefused(await t.call({ url, ...as(otherAdmin, 2) }), 404);
  });

  it('shows the copy an order kept when it was placed before versions were kept', async () => {
    const order = await awaitingOrder(t, { userId: shopper.id });
    const terms = expectOk<OrderSaleTerms>(await t.call({ url: `/api/order/${order.id}/sale-terms`, ...as(shopper) }));
    expect(terms.version).toBeNull();
    expect(terms.html).toBe('<p>Conditions générales de vente</p>');
  });
});
