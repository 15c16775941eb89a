import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPopup, AdminService, AdminServiceInput, Popup, ServiceDetail } from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

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

const as = (who: Customer | null, site = 1) => ({ site, lang: 'fr_FR' as const, headers: bearer(who) });
let serial = 0;
const service = (title = `Réfection ${Date.now().toString(36)}${++serial}`): AdminServiceInput => ({
  title: { fr_FR: title, en: `Reupholstery ${serial}` },
  summary: { fr_FR: 'Sièges anciens', en: 'Old seats' },
  body: { fr_FR: '<h2>Atelier</h2><p style="color:red">Texte</p>', en: '<p>Text</p>' },
  icon: 'armchair',
  image: { path: 'blog/banquette-cuir.svg', alt: null },
  gallery: [{ path: 'blog/chaise-medaillon.svg', alt: { fr_FR: 'Une chaise' } }],
  tags: ['fauteuils'],
});
const popup = {
  title: { fr_FR: 'Soldes', en: 'Sale' },
  body: { fr_FR: '<p>-20 %</p><script>x()</script>' },
  linkLabel: { fr_FR: 'Voir' },
  linkUrl: { fr_FR: '/boutique' },
  showOnEveryReload: true,
};

describe('/api/admin/service (issue 18 item 6)', () => {
  it('writes a service with its picture and realisations, publishes it, refuses a taken slug', async () => {
    const created = expectOk<AdminService>(
      await t.call({ method: 'POST', url: '/api/admin/service', ...as(admin), payload: service() }),
    );
    expect(created).toMatchObject({
      isPublished: false,
      body: { fr_FR: '<h2>Atelier</h2><p>Texte</p>', en: '<p>Text</p>' },
      gallery: [{ path: 'blog/chaise-medaillon.svg', alt: { fr_FR: 'Une chaise' } }],
      tags: ['fauteuils'],
    });
    expectRefused(await t.call({ url: `/api/service/${created.id}` }), 404);
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/service/${created.id}/published`,
        ...as(admin),
        payload: { isPublished: true },
      }),
    );
    const shown = expectOk<ServiceDetail>(await t.call({ url: `/api/service/${created.id}`, lang: 'en' }));
    expect(shown).toMatchObject({ title: created.title.en, body: '<p>Text</p>' });
    expect(shown.gallery).toHaveLength(1);

    const taken = await t.call({
      method: 'POST',
      url: '/api/admin/service',
      ...as(admin),
      payload: { ...service(), slug: { fr_FR: created.slug.fr_FR } },
    });
    expect(expectRefused(taken, 409)).toContain(created.slug.fr_FR);
    const badTag = { ...service(), tags: ['Pas Un Code'] };
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/service', ...as(admin), payload: badTag }), 400);
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/service/${created.id}`, ...as(admin) }));
    expectRefused(await t.call({ url: `/api/service/${created.id}` }), 404);
  });

  it('answers 401, 403, and 404 for another site’s service', async () => {
    const { id } = expectOk<AdminService>(
      await t.call({ method: 'POST', url: '/api/admin/service', ...as(admin), payload: service() }),
    );
    expectRefused(await t.call({ url: '/api/admin/service' }), 401);
    expectRefused(await t.call({ url: '/api/admin/service', ...as(shopper) }), 403);
    for (const [method, url, payload] of [
      ['GET', `/api/admin/service/${id}`, undefined],
      ['PUT', `/api/admin/service/${id}`, service()],
      ['PUT', `/api/admin/service/${id}/published`, { isPublished: true }],
      ['DELETE', `/api/admin/service/${id}`, undefined],
    ] as const) {
      expectRefused(await t.call({ method, url, payload }), 401);
      expectRefused(await t.call({ method, url, ...as(shopper), payload }), 403);
      expectRefused(await t.call({ method, url, ...as(otherAdmin, 2), payload }), 404);
    }
  });
});

describe('/api/admin/popup (issue 18 item 6)', () => {
  it('writes a popup with its button, sanitised, shown once published', async () => {
    const created = expectOk<AdminPopup>(
      await t.call({ method: 'POST', url: '/api/admin/popup', ...as(admin), payload: popup }),
    );
    expect(created).toMatchObject({ isPublished: false, body: { fr_FR: '<p>-20 %</p>' }, showOnEveryReload: true });
    expectRefused(await t.call({ url: `/api/popup/${created.id}` }), 404);
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/popup/${created.id}/published`,
        ...as(admin),
        payload: { isPublished: true },
      }),
    );
    expect(expectOk<Popup>(await t.call({ url: `/api/popup/${created.id}` }))).toMatchObject({
      title: 'Soldes',
      link: { label: 'Voir', url: '/boutique' },
    });
    const halfButton = { ...popup, linkUrl: null };
    expect(
      expectRefused(
        await t.call({ method: 'PUT', url: `/api/admin/popup/${created.id}`, ...as(admin), payload: halfButton }),
        400,
      ),
    ).toContain('linkUrl');
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/popup/${created.id}`, ...as(admin) }));
  });

  it('answers 401, 403, and 404 for another site’s popup', async () => {
    const { id } = expectOk<AdminPopup>(
      await t.call({ method: 'POST', url: '/api/admin/popup', ...as(admin), payload: popup }),
    );
    expectRefused(await t.call({ url: '/api/admin/popup' }), 401);
    expectRefused(await t.call({ url: '/api/admin/popup', ...as(shopper) }), 403);
    for (const [method, url, payload] of [
      ['GET', `/api/admin/popup/${id}`, undefined],
      ['PUT', `/api/admin/popup/${id}`, popup],
      ['PUT', `/api/admin/popup/${id}/published`, { isPublished: true }],
      ['DELETE', `/api/admin/popup/${id}`, undefined],
    ] as const) {
      expectRefused(await t.call({ method, url, payload }), 401);
      expectRefused(await t.call({ method, url, ...as(shopper), payload }), 403);
      expectRefused(await t.call({ method, url, ...as(otherAdmin, 2), payload }), 404);
    }
  });
});
