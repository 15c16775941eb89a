import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderBack, AdminSite, OrderBack, UploadedMedia } from '@atelier/contract';
import { loadConfig } from '../config.ts';
import { customizationFiles, customizations, logos, madeToMeasurePhotos, orderLines } from '../db/schema/index.ts';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import { seedDemoMadeToMeasure } from '../db/seed/seed-made-to-measure.ts';
import {
  bearer,
  customer,
  expectOk,
  paidOrder,
  setOrder,
  type Customer,
} from '../modules/order-history/order-history.factory.ts';
import { freshIp, member, pastBack, testOrder } from '../modules/order-backs/order-backs.factory.ts';
import { s3Unavailable, startS3StandIn } from '../../test/s3-stand-in.ts';
import { data, useTestApp } from '../../test/test-app.ts';
import { createFileStore, privateFileKey, publicFileKey, type FileStore } from './file-store.ts';

/**
 * Every kind of file the sites keep, with S3_BUCKET set (issue 20 item 3): written into the bucket through the
 * API, served from it, nothing under DATA_DIR, private files never under /media.
 */
const standIn = await startS3StandIn();

describe.skipIf(s3Unavailable(standIn))('the sites’ files kept in an S3 bucket', () => {
  const env = standIn.ok ? standIn.env : {};
  const t = useTestApp(env);
  let admin: Customer;
  let superAdmin: Customer;
  /** The bucket as the app sees it, to look into. */
  let bucket: FileStore;
  beforeAll(async () => {
    [admin, superAdmin] = await Promise.all([customer(t, { role: 'ADMIN' }), customer(t, { role: 'SUPER_ADMIN' })]);
    bucket = await createFileStore(loadConfig({ DATA_DIR: t.dataDir, ...env }));
  });
  afterAll(async () => {
    await bucket?.close();
    if (standIn.ok) await standIn.close();
  });

  const png = (width = 40, height = 30) =>
    sharp({ create: { width, height, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();

  function multipart(field: string, content: Buffer, filename: string, type: string) {
    const form = new FormData();
    form.set(field, new Blob([new Uint8Array(content)], { type }), filename);
    return form;
  }

  it('serves the sample sites’ files from the bucket, with their type, a week’s cache, an ETag and a 304', async () => {
    const [logo] = await t.database.db.select().from(logos).where(eq(logos.siteId, 1));
    expect(await bucket.exists(publicFileKey(1, logo!.filename))).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'media', 'site-1', logo!.filename))).toBe(false);

    const url = `/media/site-1/${logo!.filename}`;
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
    expect(served.headers['last-modified']).toBeDefined();
    expect(served.rawPayload.equals((await bucket.getBytes(publicFileKey(1, logo!.filename))).content)).toBe(true);
    const etag = String(served.headers.etag);
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const since = String(served.headers['last-modified']);
    expect((await t.app.inject({ url, headers: { 'if-modified-since': since } })).statusCode).toBe(304);

    // The sample logo is an SVG: from the bucket too, it is sent compressed to a browser that takes brotli.
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const compressed = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).equals(served.rawPayload)).toBe(true);

    const missing = await t.app.inject({ url: '/media/site-1/logos/none.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
    expect((await t.app.inject({ url: '/media/site-1/%2e%2e%2fsite-2%2flogo.png' })).statusCode).toBe(404);
  });

  it('never serves a private file under /media', async () => {
    await bucket.put(privateFileKey(1, 'forms/1/secret.pdf'), Buffer.from('%PDF-1.4 private'), {
      contentType: 'application/pdf',
    });
    expect((await t.app.inject({ url: '/media/site-1/forms/1/secret.pdf' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/site-1/private/forms/1/secret.pdf' })).statusCode).toBe(404);
  });

  it('keeps an upload of the back-office in the bucket, serves it, and reads it for a news item’s picture', async () => {
    const media = expectOk<UploadedMedia>(
      await t.call({
        method: 'POST',
        url: '/api/admin/media',
        headers: bearer(admin),
        payload: multipart('file', await png(), 'photo.png', 'image/png'),
      }),
    );
    expect(await bucket.head(publicFileKey(1, media.path))).toMatchObject({ contentType: 'image/png' });
    expect(existsSync(path.join(t.dataDir, 'media', 'site-1', media.path))).toBe(false);
    const served = await t.app.inject({ url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // The picked upload's size is read from the bucket when a news item takes it.
    const news = await t.call({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(admin),
      payload: {
        title: { fr_FR: `Nouvelle ${randomBytes(3).toString('hex')}` },
        image: { path: media.path, alt: null },
      },
    });
    expect(news.statusCode, news.body).toBe(200);
  });

  it('renders an image variant from the bucket and keeps it there', async () => {
    const photo = 'products/variant-source.jpg';
    await bucket.put(
      publicFileKey(1, photo),
      await sharp(await png(800, 600))
        .jpeg()
        .toBuffer(),
      {
        contentType: 'image/jpeg',
      },
    );
    const variant = await t.app.inject({ url: `/img/320/site-1/${photo}`, headers: { accept: 'image/webp' } });
    expect(variant.statusCode, variant.body).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
    const kept = await bucket.list(`site-1/public/_variants/${photo}/`);
    expect(kept.map((file) => file.key)).toEqual([expect.stringMatching(/\/320w-[0-9a-z]+-[0-9a-z]+\.webp$/)]);
    const again = await t.app.inject({ url: `/img/320/site-1/${photo}`, headers: { accept: 'image/webp' } });
    expect(again.rawPayload.equals(variant.rawPayload)).toBe(true);
  });

  it('keeps a customization file private in the bucket', async () => {
    const [rule] = await t.database.db
      .select()
      .from(customizations)
      .where(and(eq(customizations.siteId, 1), eq(customizations.inputType, 'FILE')));
    const content = await png();
    const response = await t.call({
      method: 'POST',
      url: `/api/product-customization/${rule!.id}/file/validate`,
      payload: multipart('file', content, 'tissu.png', 'image/png'),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { token } = data<{ token: string }>(response);
    const [row] = await t.database.db
      .select()
      .from(customizationFiles)
      .where(and(eq(customizationFiles.siteId, 1), eq(customizationFiles.token, token)));
    expect((await bucket.getBytes(privateFileKey(1, row!.file))).content.equals(content)).toBe(true);
    expect(await bucket.exists(publicFileKey(1, row!.file))).toBe(false);
  });

  it('keeps a return’s photos and its label private in the bucket, and serves them to their owner', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, {
      userId: owner.id,
      deliveredAt: new Date(Date.now() - 3_600_000),
    });
    const form = new FormData();
    form.set('kind', 'DAMAGE');
    form.set('reason', 'DAMAGED');
    form.set('lines', JSON.stringify([{ idOrderLine: lines[0]!.id, quantity: 1 }]));
    const photo = await png(16, 16);
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'carton.png');
    const asked = await t.call({
      method: 'POST',
      url: `/api/order/${order.id}/back-products`,
      payload: form,
      headers: { 'x-forwarded-for': freshIp(), authorization: `Bearer ${owner.token}` },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const back = data<OrderBack>(asked);
    const served = await t.call({ url: back.photos[0]!.url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);
    const privateFiles = await bucket.list('site-1/private/order-backs/');
    expect(privateFiles.length).toBeGreaterThan(0);
    expect(await bucket.list('site-1/public/order-backs/')).toEqual([]);

    // A label the workshop sends for another return.
    const paid = await paidOrder(t, { siteId: 1, email: `retour.${randomBytes(4).toString('hex')}@example.com` });
    await setOrder(t, paid, { status: 'DELIVERED', deliveredAt: new Date() });
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.siteId, 1), eq(orderLines.orderId, paid.id)));
    const returned = await pastBack(t.database.db, 1, paid.id, {
      kind: 'RETURN',
      lines: [{ orderLineId: line!.id, quantity: 1 }],
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const labelled = expectOk<AdminOrderBack>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/order-back/${returned.id}/label`,
        headers: bearer(admin),
        payload: multipart('label', pdf, 'etiquette.pdf', 'application/pdf'),
      }),
    );
    const labels = await bucket.list('site-1/private/order-backs/labels/');
    expect(labels).toHaveLength(1);
    const download = await t.call({ url: labelled.label!.url, headers: bearer(admin) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('copies a template’s referenced files within the bucket for a new site', async () => {
    const created = expectOk<AdminSite>(
      await t.call({
        method: 'POST',
        url: '/api/admin/site',
        headers: bearer(superAdmin),
        payload: {
          name: 'Atelier Seau',
          hosts: [`seau-${randomBytes(4).toString('hex')}.localhost`],
          defaultLanguage: 'fr_FR',
          isECommerce: false,
          templateSiteId: 1,
        },
      }),
    );
    const copied = await t.database.db.select().from(logos).where(eq(logos.siteId, created.id));
    expect(copied.length).toBeGreaterThan(0);
    for (const logo of copied) {
      expect(await bucket.exists(publicFileKey(created.id, logo.filename))).toBe(true);
      expect((await t.app.inject({ url: `/media/site-${created.id}/${logo.filename}` })).statusCode).toBe(200);
    }
  });

  it('seeds the demo made-to-measure jobs’ photos into the bucket, nothing under DATA_DIR', async () => {
    const db = t.database.db;
    await seedDemoAccounts(db, [1]);
    expect(await seedDemoMadeToMeasure(db, bucket, [1])).toBe(2);
    const photos = await db.select().from(madeToMeasurePhotos).where(eq(madeToMeasurePhotos.siteId, 1));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(await bucket.exists(privateFileKey(1, photo.file))).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'private'))).toBe(false);
  });
});
