import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminNews, AdminNewsInput, List, NewsDetail } from '@atelier/contract';
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
const item = (title = `Portes ouvertes ${Date.now().toString(36)}${++serial}`): AdminNewsInput => ({
  title: { fr_FR: title, en: `Open days ${serial}` },
  summary: { fr_FR: 'Venez voir l’atelier', en: 'Come and see the workshop' },
  content: { fr_FR: '<p>Samedi</p><iframe src="https://evil.test"></iframe>', en: '' },
  image: { path: 'news/meilleur-ouvrier.svg', alt: null },
});

describe('/api/admin/news (issue 18 item 6)', () => {
  it('writes a news item, unpublished until published, its text sanitised; then deletes it', async () => {
    const created = expectOk<AdminNews>(
      await t.call({ method: 'POST', url: '/api/admin/news', ...as(admin), payload: item() }),
    );
    expect(created).toMatchObject({ isPublished: false, content: { fr_FR: '<p>Samedi</p>' } });
    expect(created.content!.en).toBeUndefined();
    expect(created.slug).toMatch(/^portes-ouvertes-/);
    expect(created.image).toMatchObject({ path: 'news/meilleur-ouvrier.svg' });
    expectRefused(await t.call({ url: `/api/news/${created.id}` }), 404);
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/news/${created.id}/published`,
        ...as(admin),
        payload: { isPublished: true },
      }),
    );
    const shown = expectOk<NewsDetail>(await t.call({ url: `/api/news/${created.id}`, lang: 'en' }));
    expect(shown).toMatchObject({ title: created.title.en, content: '<p>Samedi</p>' });
    const found = expectOk<List<AdminNews>>(
      await t.call({ url: `/api/admin/news?title=lk:${encodeURIComponent(created.title.fr_FR)}`, ...as(admin) }),
    );
    expect(found.items.map((row) => row.id)).toEqual([created.id]);

    const saved = expectOk<AdminNews>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/news/${created.id}`,
        ...as(admin),
        payload: { ...item(), slug: 'journees-portes-ouvertes', image: null, promoted: true },
      }),
    );
    expect(saved).toMatchObject({ slug: 'journees-portes-ouvertes', image: null, promoted: true, isPublished: true });
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/news/${created.id}`, ...as(admin) }));
    expectRefused(await t.call({ url: `/api/admin/news/${created.id}`, ...as(admin) }), 404);
  });

  it('refuses a slug taken (409), a missing picture and a missing title (400)', async () => {
    const first = expectOk<AdminNews>(
      await t.call({ method: 'POST', url: '/api/admin/news', ...as(admin), payload: item() }),
    );
    const taken = await t.call({
      method: 'POST',
      url: '/api/admin/news',
      ...as(admin),
      payload: { ...item(), slug: first.slug },
    });
    expect(expectRefused(taken, 409)).toContain(first.slug);
    const noPicture = { ...item(), image: { path: 'news/none.png', alt: null } };
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/news', ...as(admin), payload: noPicture }), 400);
    const untitled = { ...item(), title: { fr_FR: ' ' } };
    expect(
      expectRefused(await t.call({ method: 'POST', url: '/api/admin/news', ...as(admin), payload: untitled }), 400),
    ).toContain('title');
  });

  it('answers 401, 403, and 404 for another site’s item', async () => {
    const { id } = expectOk<AdminNews>(
      await t.call({ method: 'POST', url: '/api/admin/news', ...as(admin), payload: item() }),
    );
    const body = item();
    expectRefused(await t.call({ url: '/api/admin/news' }), 401);
    expectRefused(await t.call({ url: '/api/admin/news', ...as(shopper) }), 403);
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/news', payload: body }), 401);
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/news', ...as(shopper), payload: body }), 403);
    for (const [method, url, payload] of [
      ['GET', `/api/admin/news/${id}`, undefined],
      ['PUT', `/api/admin/news/${id}`, body],
      ['PUT', `/api/admin/news/${id}/published`, { isPublished: true }],
      ['DELETE', `/api/admin/news/${id}`, undefined],
    ] as const) {
      expectRefused(await t.call({ method, url, payload }), 401);
      expectRefused(await t.call({ method, url, ...as(shopper), payload }), 403);
      expectRefused(await t.call({ method, url, ...as(otherAdmin, 2), payload }), 404);
    }
    expectOk(await t.call({ url: `/api/admin/news/${id}`, ...as(admin) }));
  });
});
