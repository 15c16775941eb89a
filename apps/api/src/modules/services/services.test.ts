import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Popup, ServiceDetail, ServiceList } from '@atelier/contract';
import { pages, popups, services } from '../../db/schema/index.ts';
import { data, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

type Lang = 'fr_FR' | 'en';

async function get<T>(url: string, { site = 1, lang = 'fr_FR' as Lang } = {}) {
  const response = await t.call({ url: `/api${url}`, site, lang });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return data<T>(response);
}
const refusal = async (url: string, { site = 1, lang = 'en' as Lang } = {}) => {
  const response = await t.call({ url: `/api${url}`, site, lang });
  return { status: response.statusCode, body: response.json<{ success: boolean; data: unknown; message: string }>() };
};
const slugs = (list: ServiceList) => list.services.map((item) => item.slug);

const serviceNamed = async (slug: string, site = 1) => {
  const [row] = await t.database.db
    .select()
    .from(services)
    .where(and(eq(services.siteId, site), sql`${services.slug}->>'fr_FR' = ${slug}`));
  if (!row) throw new Error(`no service ${slug} on site ${site}`);
  return row;
};
const popupOfPage = async (pageUrl: string, site: number) => {
  const [page] = await t.database.db
    .select({ blocks: pages.blocks })
    .from(pages)
    .where(and(eq(pages.siteId, site), sql`${pages.url}->>'fr_FR' = ${pageUrl}`));
  const block = page?.blocks.find((item) => item.type === 'popup');
  if (block?.type !== 'popup') throw new Error(`the page ${pageUrl} of site ${site} opens no popup`);
  return block.popupId;
};

const SITE_1_ORDER = [
  'refection-fauteuils-sieges',
  'mobilier-sur-mesure',
  'rideaux-coussins-sur-mesure',
  'ateliers-tapisserie',
  'conseil-tissus',
  'enlevement-livraison',
];

describe('GET /service', () => {
  it('lists the site’s services in their order, 100 a page, in the request’s language, with their pages', async () => {
    const fr = await get<ServiceList>('/service');
    expect(fr.total).toBe(6);
    expect(slugs(fr)).toEqual(SITE_1_ORDER);
    const first = fr.services[0]!;
    expect(first).toMatchObject({
      order: 0,
      title: 'Réfection de sièges',
      icon: 'armchair',
      tags: ['fauteuils', 'sieges'],
      url: `/prestations/refection-fauteuils-sieges/${first.id}`,
      urls: {
        fr_FR: `/prestations/refection-fauteuils-sieges/${first.id}`,
        en: `/en/services/armchair-chair-reupholstery/${first.id}`,
      },
    });
    expect(first.image).toMatchObject({ url: '/media/site-1/pages/fauteuil-tradition.svg', width: 1200, height: 800 });
    const en = await get<ServiceList>('/service', { lang: 'en' });
    expect(en.services[0]).toMatchObject({ title: 'Re-upholstery', url: first.urls.en });
  });

  it('keeps the services with any of the comma-separated tags', async () => {
    const seats = await get<ServiceList>('/service?page=1&nbItem=100&tag=fauteuils,mobilier');
    expect(slugs(seats)).toEqual(['refection-fauteuils-sieges', 'mobilier-sur-mesure', 'enlevement-livraison']);
    expect(seats.total).toBe(3);
    const decoration = await get<ServiceList>('/service?tag=decoration');
    expect(slugs(decoration)).toEqual(['rideaux-coussins-sur-mesure', 'conseil-tissus']);
    // The same as repeated parameters, spaces around the commas ignored.
    expect(slugs(await get<ServiceList>('/service?tag=decoration&tag=ateliers'))).toEqual(
      slugs(await get<ServiceList>('/service?tag=decoration, ateliers')),
    );
    expect(await get<ServiceList>('/service?tag=piscines')).toEqual({ services: [], total: 0 });
    // An empty tag filters nothing (SPEC §5: empty values are skipped).
    expect((await get<ServiceList>('/service?tag=')).total).toBe(6);
  });

  it('pages the list', async () => {
    const second = await get<ServiceList>('/service?nbItem=4&page=2');
    expect(second.total).toBe(6);
    expect(slugs(second)).toEqual(SITE_1_ORDER.slice(4));
    expect(slugs(await get<ServiceList>('/service?nbItem=4&page=3'))).toEqual([]);
    expect(slugs(await get<ServiceList>('/service?orderBy=-order&nbItem=1'))).toEqual(['enlevement-livraison']);
  });

  it('refuses a bad query with a 400 envelope naming the field', async () => {
    const big = await refusal('/service?nbItem=101');
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ success: false, data: null });
    expect(big.body.message).toMatch(/^nbItem: /);
    const page = await refusal('/service?page=zero');
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/^page: /);
    const unknown = await refusal('/service?colour=red');
    expect(unknown).toMatchObject({ status: 400, body: { message: 'colour: unknown filter field' } });
  });

  it('leaves out unpublished services', async () => {
    const row = await serviceNamed('conseil-tissus');
    const publish = (value: boolean) =>
      t.changed(t.database.db.update(services).set({ isPublished: value }).where(eq(services.id, row.id)));
    await publish(false);
    try {
      expect(slugs(await get<ServiceList>('/service'))).not.toContain('conseil-tissus');
      expect((await refusal(`/service/${row.id}`)).status).toBe(404);
    } finally {
      await publish(true);
    }
  });
});

describe('GET /service/{id}', () => {
  it('answers a service with its text and realisations, in the request’s language', async () => {
    const row = await serviceNamed('refection-fauteuils-sieges');
    const fr = await get<ServiceDetail>(`/service/${row.id}`);
    expect(fr).toMatchObject({ id: row.id, title: 'Réfection de sièges', lang: 'fr_FR' });
    expect(fr.body).toContain('<h2>Compter</h2>');
    expect(fr.gallery.map((image) => image.url)).toEqual([
      '/media/site-1/blog/chaise-medaillon.svg',
      '/media/site-1/blog/fauteuil-crapaud.svg',
      '/media/site-1/blog/refaire-siege.svg',
    ]);
    expect(fr.gallery[0]!.alt).toBe('Une chaise médaillon recouverte de toile de Jouy');
    const en = await get<ServiceDetail>(`/service/${row.id}`, { lang: 'en' });
    expect(en).toMatchObject({ title: 'Re-upholstery', lang: 'en', url: fr.urls.en });
    expect(en.body).toContain('<h2>Allow</h2>');
  });

  it('answers 404 with the envelope for an unknown id, and 400 for an id that is not one', async () => {
    const unknown = await refusal('/service/999999');
    expect(unknown).toMatchObject({
      status: 404,
      body: { success: false, data: null, message: 'Service 999999 not found' },
    });
    const french = await refusal('/service/999999', { lang: 'fr_FR' });
    expect(french.body.message).toMatch(/Prestation/);
    expect((await refusal('/service/abc')).status).toBe(400);
  });
});

describe('GET /popup/{id}', () => {
  it('answers the popup a page opens, and whether it shows at every reload', async () => {
    const id = await popupOfPage('atelier-tapisserie-diy', 1);
    const fr = await get<Popup>(`/popup/${id}`);
    expect(fr).toMatchObject({
      id,
      title: 'La saison des ateliers reprend en janvier',
      showOnEveryReload: false,
      link: { label: 'Réserver une place', url: '/contact-tapissier-vendee' },
    });
    expect(fr.image?.url).toBe('/media/site-1/blog/ateliers-initiation.svg');
    const en = await get<Popup>(`/popup/${id}`, { lang: 'en' });
    expect(en).toMatchObject({
      title: 'The workshop season starts again in January',
      link: { label: 'Book a place', url: '/en/contact-upholsterer-vendee' },
    });
    const estate = await get<Popup>(`/popup/${await popupOfPage('le-domaine', 2)}`, { site: 2 });
    expect(estate).toMatchObject({ showOnEveryReload: true, link: null, image: null });
  });

  it('answers 404 for an unknown or unpublished popup', async () => {
    expect(await refusal('/popup/999999')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Popup 999999 not found' },
    });
    const id = await popupOfPage('atelier-tapisserie-diy', 1);
    const publish = (value: boolean) =>
      t.changed(t.database.db.update(popups).set({ isPublished: value }).where(eq(popups.id, id)));
    await publish(false);
    try {
      expect((await refusal(`/popup/${id}`)).status).toBe(404);
    } finally {
      await publish(true);
    }
    expect((await refusal('/popup/0')).status).toBe(400);
  });
});

describe('tenant isolation', () => {
  it('site 2 sees its own services and popup, never site 1’s, and the other way round', async () => {
    const estate = await get<ServiceList>('/service', { site: 2 });
    expect(slugs(estate)).toEqual(['visite-degustation', 'accords-mets-vins']);
    expect(slugs(await get<ServiceList>('/service?tag=fauteuils', { site: 2 }))).toEqual([]);
    expect(slugs(await get<ServiceList>('/service?tag=domaine'))).toEqual([]);

    const workshopService = await serviceNamed('refection-fauteuils-sieges', 1);
    const estateService = await serviceNamed('visite-degustation', 2);
    expect((await refusal(`/service/${workshopService.id}`, { site: 2 })).status).toBe(404);
    expect((await refusal(`/service/${estateService.id}`, { site: 1 })).status).toBe(404);
    expect((await get<ServiceDetail>(`/service/${estateService.id}`, { site: 2 })).title).toBe('Visite et dégustation');

    const workshopPopup = await popupOfPage('atelier-tapisserie-diy', 1);
    const estatePopup = await popupOfPage('le-domaine', 2);
    expect((await refusal(`/popup/${workshopPopup}`, { site: 2 })).status).toBe(404);
    expect((await refusal(`/popup/${estatePopup}`, { site: 1 })).status).toBe(404);
  });
});

describe('kept answers', () => {
  it('keeps the answers and drops them when a service or a popup changes', async () => {
    const row = await serviceNamed('mobilier-sur-mesure');
    await get<ServiceList>('/service?tag=mobilier');
    expect((await t.call({ url: '/api/service?tag=mobilier' })).headers['x-cache']).toBe('hit');
    await get<ServiceDetail>(`/service/${row.id}`);
    expect((await t.call({ url: `/api/service/${row.id}` })).headers['x-cache']).toBe('hit');

    const retitle = (title: string) =>
      t.changed(
        t.database.db.execute(
          sql`update services set title = jsonb_set(title, '{fr_FR}', to_jsonb(${title}::text)) where site_id = 1 and id = ${row.id}`,
        ),
      );
    await retitle('Meubles sur mesure');
    try {
      expect(t.app.caches.answers.size(1)).toBe(0);
      expect((await get<ServiceDetail>(`/service/${row.id}`)).title).toBe('Meubles sur mesure');
      expect((await get<ServiceList>('/service?tag=mobilier')).services[0]!.title).toBe('Meubles sur mesure');
    } finally {
      await retitle(row.title.fr_FR);
    }

    const id = await popupOfPage('atelier-tapisserie-diy', 1);
    await get<Popup>(`/popup/${id}`);
    expect((await t.call({ url: `/api/popup/${id}` })).headers['x-cache']).toBe('hit');
    await t.changed(t.database.db.update(popups).set({ showOnEveryReload: true }).where(eq(popups.id, id)));
    try {
      expect((await get<Popup>(`/popup/${id}`)).showOnEveryReload).toBe(true);
    } finally {
      await t.changed(t.database.db.update(popups).set({ showOnEveryReload: false }).where(eq(popups.id, id)));
    }
  });
});
