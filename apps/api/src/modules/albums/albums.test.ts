import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Album, AlbumSummary, List, LoadedSvg } from '@atelier/contract';
import { albums, pages } from '../../db/schema/index.ts';
import { siteFilePath } from '../../storage/storage.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';

const t = useTestApp();

type Lang = 'fr_FR' | 'en';

async function get<T>(url: string, { site = 1, lang = 'fr_FR' as Lang } = {}) {
  const response = await t.call({ url: `/api${url}`, site, lang });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return data<T>(response);
}
const refusal = async (url: string, { site = 1, lang = 'fr_FR' as Lang } = {}) => {
  const response = await t.call({ url: `/api${url}`, site, lang });
  return { status: response.statusCode, body: response.json<{ success: boolean; message: string }>() };
};
const albumRows = (site: number) =>
  t.database.db.select().from(albums).where(eq(albums.siteId, site)).orderBy(albums.position);

describe('GET /album', () => {
  it('lists the site’s albums in their order, in the request language, with their addresses, covers and counts', async () => {
    const fr = await get<List<AlbumSummary>>('/album?page=1&nbItem=100');
    const en = await get<List<AlbumSummary>>('/album?page=1&nbItem=100', { lang: 'en' });
    expect(fr.total).toBe(3);
    expect(fr.items.map((album) => album.slug)).toEqual([
      'sieges-restaures',
      'dans-l-atelier',
      'decoration-sur-mesure',
    ]);
    expect(en.items.map((album) => album.title)).toEqual([
      'Restored seats',
      'In the workshop',
      'Made-to-measure decoration',
    ]);
    const workshop = fr.items[1]!;
    expect(workshop).toMatchObject({
      url: `/albums/dans-l-atelier/${workshop.id}`,
      urls: { fr_FR: `/albums/dans-l-atelier/${workshop.id}`, en: `/en/albums/in-the-workshop/${workshop.id}` },
      imageCount: 4,
      videoCount: 1,
    });
    // An album opening with a video takes the video's still as its cover.
    expect(workshop.cover).toMatchObject({ url: '/media/site-1/albums/sanglage-poster.svg', width: 480, height: 270 });
    expect(fr.items[0]!.cover).toMatchObject({ url: '/media/site-1/gallery/bergere-louis-xv.svg', width: 1200 });
    expect(en.items[1]!.url).toBe(`/en/albums/in-the-workshop/${workshop.id}`);
  });

  it('pages (SPEC §9: 100 by default) and filters with the list language, and refuses a bad query with a 400', async () => {
    const page = await get<List<AlbumSummary>>('/album?nbItem=2&page=2');
    expect(page.total).toBe(3);
    expect(page.items.map((album) => album.slug)).toEqual(['decoration-sur-mesure']);
    const like = await get<List<AlbumSummary>>('/album?title=lk:atelier');
    expect(like.items.map((album) => album.slug)).toEqual(['dans-l-atelier']);
    const bad = await refusal('/album?nbItem=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining('nbItem') });
    expect((await refusal('/album?colour=red')).status).toBe(400);
  });

  it('shows each site its own albums only, and no unpublished album', async () => {
    const estate = await get<List<AlbumSummary>>('/album', { site: 2 });
    expect(estate.items.map((album) => album.slug)).toEqual(['une-annee-au-domaine']);
    expect(estate.items[0]!.cover?.url).toMatch(/^\/media\/site-2\//);
    const [hidden] = await albumRows(1);
    await t.changed(
      t.database.db
        .update(albums)
        .set({ isPublished: false })
        .where(and(eq(albums.siteId, 1), eq(albums.id, hidden!.id))),
    );
    try {
      const list = await get<List<AlbumSummary>>('/album');
      expect(list.total).toBe(2);
      expect(list.items.map((album) => album.id)).not.toContain(hidden!.id);
      expect((await refusal(`/album/${hidden!.id}`)).status).toBe(404);
    } finally {
      await t.changed(
        t.database.db
          .update(albums)
          .set({ isPublished: true })
          .where(and(eq(albums.siteId, 1), eq(albums.id, hidden!.id))),
      );
    }
  });
});

describe('GET /album/{id}', () => {
  it('answers an album with its pictures and videos in their order, typed by their extension (SPEC §5)', async () => {
    const [row] = (await albumRows(1)).filter((album) => album.slug.fr_FR === 'dans-l-atelier');
    const album = await get<Album>(`/album/${row!.id}`);
    const english = await get<Album>(`/album/${row!.id}`, { lang: 'en' });
    expect(album.title).toBe('Dans l’atelier');
    expect(english.title).toBe('In the workshop');
    expect(album.media).toHaveLength(5);
    expect(album.media[0]).toEqual({
      type: 'video',
      url: '/media/site-1/albums/sanglage.mp4',
      alt: 'Vidéo : les sangles de jute tendues une à une sur un cadre de chaise',
      width: 480,
      height: 270,
      poster: '/media/site-1/albums/sanglage-poster.svg',
    });
    expect(english.media[0]!.alt).toBe('Video: jute webbing stretched strip by strip across a chair frame');
    expect(album.media.slice(1).map((item) => [item.type, item.poster])).toEqual(Array(4).fill(['image', null]));
    expect(album.media[1]!.url).toBe('/media/site-1/blog/outils-tapissier.svg');
    // The media answered are files the site serves.
    const video = await t.call({ url: album.media[0]!.url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toContain('video/mp4');
  });

  it('never answers another site’s album, an unknown one, or a malformed id', async () => {
    const [estateAlbum] = await albumRows(2);
    const fromSite1 = await refusal(`/album/${estateAlbum!.id}`, { lang: 'en' });
    expect(fromSite1.status).toBe(404);
    expect(fromSite1.body).toEqual({ success: false, message: `Album ${estateAlbum!.id} not found`, data: null });
    expect((await get<Album>(`/album/${estateAlbum!.id}`, { site: 2 })).slug).toBe('une-annee-au-domaine');
    const [workshopAlbum] = await albumRows(1);
    expect((await refusal(`/album/${workshopAlbum!.id}`, { site: 2 })).status).toBe(404);
    expect((await refusal('/album/999999')).status).toBe(404);
    const bad = await refusal('/album/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('leaves out a file that is neither a picture nor a video', async () => {
    const [row] = await albumRows(2);
    const media = [...row!.media, { file: 'documents/tarifs.pdf', alt: { fr_FR: 'Tarifs' }, width: 1, height: 1 }];
    await t.changed(
      t.database.db
        .update(albums)
        .set({ media })
        .where(and(eq(albums.siteId, 2), eq(albums.id, row!.id))),
      2,
    );
    try {
      const album = await get<Album>(`/album/${row!.id}`, { site: 2 });
      expect(album.media.map((item) => item.url)).not.toContain('/media/site-2/documents/tarifs.pdf');
      expect(album.media).toHaveLength(row!.media.length);
    } finally {
      await t.changed(
        t.database.db
          .update(albums)
          .set({ media: row!.media })
          .where(and(eq(albums.siteId, 2), eq(albums.id, row!.id))),
        2,
      );
    }
  });
});

describe('kept answers', () => {
  it('keeps the album answers and drops them when an album changes (migration 0026’s trigger)', async () => {
    const [row] = await albumRows(1);
    await get<Album>(`/album/${row!.id}`);
    expect((await t.call({ url: `/api/album/${row!.id}` })).headers['x-cache']).toBe('hit');
    await get<List<AlbumSummary>>('/album');
    expect((await t.call({ url: '/api/album' })).headers['x-cache']).toBe('hit');
    const retitle = (title: string) =>
      t.changed(
        t.database.db.execute(
          sql`update albums set title = jsonb_set(title, '{fr_FR}', to_jsonb(${title}::text)) where site_id = 1 and id = ${row!.id}`,
        ),
      );
    await retitle('Un album renommé');
    try {
      expect(t.app.caches.answers.size(1)).toBe(0);
      expect((await get<Album>(`/album/${row!.id}`)).title).toBe('Un album renommé');
      expect((await get<List<AlbumSummary>>('/album')).items[0]!.title).toBe('Un album renommé');
    } finally {
      await retitle(row!.title.fr_FR);
    }
  });
});

describe('POST /image/load-svg', () => {
  const load = (url: unknown, { site = 1, host = 'localhost:80' } = {}) =>
    t.call({ method: 'POST', url: '/api/image/load-svg', site, lang: 'en', payload: { url }, headers: { host } });

  /** Writes a file into a site's storage, as an upload would. */
  async function putFile(site: number, file: string, content: string) {
    const target = siteFilePath(t.dataDir, site, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }

  it('answers one of the site’s own SVG files, by its path or by its address on the request’s host', async () => {
    const byPath = await load('/media/site-1/gallery/fauteuil-club.svg');
    expect(byPath.statusCode, byPath.body).toBe(200);
    const { svg } = data<LoadedSvg>(byPath);
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain('viewBox="0 0 1200 900"');
    expect(svg).toContain('<title>Fauteuil club en cuir cognac</title>');
    const byAddress = await load('https://shop.example:8443/media/site-1/gallery/fauteuil-club.svg', {
      host: 'shop.example:8443',
    });
    expect(byAddress.statusCode, byAddress.body).toBe(200);
    expect(data<LoadedSvg>(byAddress).svg).toBe(svg);
    // Percent-encoded names are the site's file names.
    await putFile(1, 'albums/tête de lit.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>');
    expect((await load('/media/site-1/albums/t%C3%AAte%20de%20lit.svg')).statusCode).toBe(200);
  });

  it.each([
    ['another host', 'https://evil.example/media/site-1/gallery/fauteuil-club.svg'],
    ['a protocol-relative address', '//evil.example/media/site-1/gallery/fauteuil-club.svg'],
    ['a scripted address', 'javascript:alert(1)'],
    ['a data address', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['a file address', 'file:///etc/passwd'],
    ['another site’s media', '/media/site-2/gallery/caveau.svg'],
    ['another site’s media through a climb', '/media/site-1/../site-2/gallery/caveau.svg'],
    ['a path escaping the media folder', '/media/site-1/../../../../etc/passwd.svg'],
    ['an encoded climb', '/media/site-1/%2e%2e/%2e%2e/secret.svg'],
    ['an encoded separator', '/media/site-1/..%2F..%2Fsecret.svg'],
    ['a path that is not the media', '/api/album/1.svg'],
    ['a malformed encoding', '/media/site-1/%E0%A4%A.svg'],
  ])('refuses %s with a 400 naming the url', async (_, url) => {
    const response = await load(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.stringContaining("url: only an SVG file of this site's own media can be loaded"),
    });
  });

  it('refuses the same host’s address for another site, and answers in French too', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/image/load-svg',
      site: 2,
      lang: 'fr_FR',
      payload: { url: '/media/site-1/gallery/fauteuil-club.svg' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('seul un fichier SVG des médias de ce site');
  });

  it('refuses a file that is not an SVG, by its name or by its content, and an unknown file with a 404', async () => {
    const video = await load('/media/site-1/albums/sanglage.mp4');
    expect(video.statusCode).toBe(400);
    expect(video.json<{ message: string }>().message).toContain('url: this file is not an SVG image');
    await putFile(1, 'albums/page.svg', '<!doctype html><html><body><script>alert(1)</script></body></html>');
    const html = await load('/media/site-1/albums/page.svg');
    expect(html.statusCode).toBe(400);
    expect(html.json<{ message: string }>().message).toContain('not an SVG image');
    const missing = await load('/media/site-1/albums/absent.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'SVG file albums/absent.svg not found' });
  });

  it('refuses a link in the site’s folder that leads to another site’s file', async () => {
    const target = siteFilePath(t.dataDir, 2, 'gallery/caveau.svg');
    await mkdir(path.dirname(siteFilePath(t.dataDir, 1, 'albums/lien.svg')), { recursive: true });
    await symlink(target, siteFilePath(t.dataDir, 1, 'albums/lien.svg'));
    // A symbolic link is no file of the store: the other site's drawing is never read.
    const response = await load('/media/site-1/albums/lien.svg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'SVG file albums/lien.svg not found' });
  });

  it('refuses a body without a url, naming the field', async () => {
    const response = await t.call({ method: 'POST', url: '/api/image/load-svg', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('url') });
    expect((await load(42)).statusCode).toBe(400);
  });

  it('strips scripts, event handlers, scripted and outside links, foreign content and styles from a stored file', async () => {
    await putFile(
      1,
      'albums/piege.svg',
      `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
<title>Un fauteuil</title><script>alert(2)</script><SCRIPT>alert(3)</SCRIPT>
<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
<rect width="10" height="10" fill="url(#g)" onclick="alert(4)" ONMOUSEOVER="alert(5)"/>
<rect fill="url(https://evil.example/x.svg#a)" width="1"/>
<a href="javascript:alert(6)"><circle r="3"/></a><a xlink:href="javascript:alert(7)">t</a>
<use href="#g"/><use href="https://evil.example/s.svg#x"/><use xlink:href="data:image/svg+xml,abc"/>
<image href="https://evil.example/p.png"/>
<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(8)"/>html</div></foreignObject>
<style>@import url(https://evil.example/a.css);</style><g style="background:url(https://evil.example)"><path d="M0 0"/></g>
<animate attributeName="href" to="javascript:alert(9)"/><set attributeName="onmouseover" to="alert(10)"/>
<iframe src="javascript:alert(11)"></iframe><embed src="x.swf"/></svg>`,
    );
    const response = await load('/media/site-1/albums/piege.svg');
    expect(response.statusCode, response.body).toBe(200);
    const { svg } = data<LoadedSvg>(response);
    for (const gone of [
      /<script/i,
      /\son\w+=/i,
      /javascript:/i,
      /data:/i,
      /evil\.example/,
      /foreignObject/i,
      /<image/i,
      /<style/i,
      /style=/i,
      /<a[\s>]/,
      /<animate/i,
      /<set/i,
      /<iframe/i,
      /<embed/i,
      /ENTITY/,
      /<img/i,
    ]) {
      expect(svg).not.toMatch(gone);
    }
    expect(svg).toContain('<title>Un fauteuil</title>');
    expect(svg).toContain('<linearGradient id="g"><stop offset="0" stop-color="red"></stop></linearGradient>');
    expect(svg).toContain('<rect width="10" height="10" fill="url(#g)"></rect>');
    expect(svg).toContain('<use href="#g"></use>');
    expect(svg).toContain('<circle r="3"></circle>');
  });

  it('keeps every drawing of the sample sites intact but for what it removes', () => {
    expect(sanitiseSvg('<svg viewBox="0 0 2 2"><path d="M0 0h2"/></svg>')).toBe(
      '<svg viewBox="0 0 2 2"><path d="M0 0h2"></path></svg>',
    );
    expect(sanitiseSvg('<div>no svg</div>')).toBeNull();
  });
});

describe('the sample sites', () => {
  it('puts the workshop’s decoration album on its decoration page, as an album block', async () => {
    const [decoration] = (await albumRows(1)).filter((album) => album.slug.fr_FR === 'decoration-sur-mesure');
    const [page] = await t.database.db
      .select({ blocks: pages.blocks })
      .from(pages)
      .where(and(eq(pages.siteId, 1), sql`${pages.url}->>'fr_FR' = 'decoration-sur-mesure'`));
    const blocks = page!.blocks;
    expect(blocks.flatMap((block) => (block.type === 'album' ? [block.albumId] : []))).toEqual([decoration!.id]);
  });
});
