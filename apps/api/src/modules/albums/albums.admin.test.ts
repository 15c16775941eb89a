import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AdminAlbum, AdminAlbumSummary, Album, List } from '@atelier/contract';
import { siteFilePath } from '../../storage/storage.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

/** Pictures as `POST /admin/media` would have stored them. */
const photos = ['uploads/test/one.png', 'uploads/test/two.jpg'];

beforeAll(async () => {
  [admin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
  const one = sharp({ create: { width: 40, height: 30, channels: 3, background: '#a05030' } });
  const files = [await one.clone().png().toBuffer(), await one.clone().resize(20, 30).jpeg().toBuffer()];
  for (const [index, file] of photos.entries()) {
    const target = siteFilePath(t.dataDir, 1, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, files[index]!);
  }
});

const as = (who: Customer | null, site = 1) => ({ site, headers: bearer(who) });

const create = async () =>
  expectOk<AdminAlbum>(
    await t.call({
      method: 'POST',
      url: '/api/admin/album',
      ...as(admin),
      payload: { title: { fr_FR: 'Chantier Voltaire', en: 'Voltaire armchair' }, isPublished: true },
    }),
  );

describe('/api/admin/album (issue 18 item 6)', () => {
  it('creates an album, adds pictures and a video, reorders them with their texts: the storefront follows', async () => {
    const album = await create();
    expect(album.slug).toEqual({ fr_FR: 'chantier-voltaire', en: 'voltaire-armchair' });
    const added = expectOk<AdminAlbum>(
      await t.call({
        method: 'POST',
        url: `/api/admin/album/${album.id}/media`,
        ...as(admin),
        payload: { files: [...photos, 'albums/sanglage.mp4'] },
      }),
    );
    expect(added.media.map((item) => [item.file, item.type, item.width, item.height])).toEqual([
      ['uploads/test/one.png', 'image', 40, 30],
      ['uploads/test/two.jpg', 'image', 20, 30],
      ['albums/sanglage.mp4', 'video', 1280, 720],
    ]);
    const shown = expectOk<Album>(await t.call({ url: `/api/album/${album.id}` }));
    expect(shown.media.map((item) => item.type)).toEqual(['image', 'image', 'video']);

    const order = [
      { file: 'albums/sanglage.mp4', alt: { fr_FR: 'Le sanglage', en: 'Webbing' } },
      { file: 'uploads/test/two.jpg', alt: { fr_FR: 'Le dossier' } },
      { file: 'uploads/test/one.png', alt: { fr_FR: '' } },
    ];
    const saved = expectOk<AdminAlbum>(
      await t.changed(
        t.call({ method: 'PUT', url: `/api/admin/album/${album.id}/media`, ...as(admin), payload: { media: order } }),
      ),
    );
    expect(saved.media.map((item) => item.file)).toEqual(order.map((item) => item.file));
    const english = expectOk<Album>(await t.call({ url: `/api/album/${album.id}`, lang: 'en' }));
    expect(english.media.map((item) => item.alt)).toEqual(['Webbing', 'Le dossier', 'Voltaire armchair']);

    const removed = expectOk<AdminAlbum>(
      await t.changed(
        t.call({
          method: 'DELETE',
          url: `/api/admin/album/${album.id}/media?file=uploads/test/two.jpg`,
          ...as(admin),
        }),
      ),
    );
    expect(removed.media.map((item) => item.file)).toEqual(['albums/sanglage.mp4', 'uploads/test/one.png']);
    expect(expectOk<Album>(await t.call({ url: `/api/album/${album.id}` })).media).toHaveLength(2);

    // Hidden, then deleted: the storefront no longer has it.
    const hidden = await t.changed(
      t.call({
        method: 'PUT',
        url: `/api/admin/album/${album.id}`,
        ...as(admin),
        payload: { title: { fr_FR: 'Chantier Voltaire' }, description: null, isPublished: false },
      }),
    );
    expect(expectOk<AdminAlbum>(hidden).isPublished).toBe(false);
    expectRefused(await t.call({ url: `/api/album/${album.id}` }), 404);
    const list = expectOk<List<AdminAlbumSummary>>(await t.call({ url: '/api/admin/album', ...as(admin) }));
    expect(list.items.find((item) => item.id === album.id)).toMatchObject({ mediaCount: 2, isPublished: false });
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/album/${album.id}`, ...as(admin) }));
    expectRefused(await t.call({ url: `/api/admin/album/${album.id}`, ...as(admin) }), 404);
  });

  it('refuses a missing file, a file that is no picture or video, a path out of the site, an order that is not the album’s', async () => {
    const album = await create();
    const add = (files: string[]) =>
      t.call({ method: 'POST', url: `/api/admin/album/${album.id}/media`, ...as(admin), payload: { files } });
    expect(expectRefused(await add(['uploads/test/none.png']), 400)).toContain('files.0');
    expect(expectRefused(await add(['../site-2/albums/sanglage.mp4']), 400)).toContain('files.0');
    expect(expectRefused(await add([]), 400)).toContain('files');
    expectOk(await add(photos));
    const order = (files: string[]) =>
      t.call({
        method: 'PUT',
        url: `/api/admin/album/${album.id}/media`,
        ...as(admin),
        payload: { media: files.map((file) => ({ file, alt: { fr_FR: '' } })) },
      });
    expect(expectRefused(await order([photos[0]!]), 400)).toContain('media');
    expect(expectRefused(await order([photos[0]!, photos[0]!]), 400)).toContain('media');
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/album', ...as(admin), payload: {} }), 400);
  });

  it('answers 401 without a session, 403 to a customer, 404 for another site’s album', async () => {
    const album = await create();
    for (const url of ['/api/admin/album', `/api/admin/album/${album.id}`]) {
      expectRefused(await t.call({ url }), 401);
      expectRefused(await t.call({ url, ...as(shopper) }), 403);
    }
    expectRefused(await t.call({ url: `/api/admin/album/${album.id}`, ...as(otherAdmin, 2) }), 404);
    const payload = { title: { fr_FR: 'Autre' } };
    expectRefused(
      await t.call({ method: 'PUT', url: `/api/admin/album/${album.id}`, ...as(otherAdmin, 2), payload }),
      404,
    );
    expectRefused(
      await t.call({
        method: 'PUT',
        url: `/api/admin/album/${album.id}/media`,
        ...as(otherAdmin, 2),
        payload: { media: [] },
      }),
      404,
    );
    expectRefused(await t.call({ method: 'DELETE', url: `/api/admin/album/${album.id}`, ...as(otherAdmin, 2) }), 404);
    expectRefused(await t.call({ method: 'DELETE', url: `/api/admin/album/${album.id}`, ...as(shopper) }), 403);
  });
});
