import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeToMeasureJob, MadeToMeasureRequested } from '@atelier/contract';
import { loadConfig } from '../../config.ts';
import { madeToMeasurePhotos } from '../../db/schema/index.ts';
import { createFileStore, privateFileKey, type FileStore } from '../../storage/file-store.ts';
import { s3Unavailable, startS3StandIn } from '../../../test/s3-stand-in.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';
import { baseRequest, sendRequest } from './made-to-measure.factory.ts';

/** A job's photos with S3_BUCKET set (issue 20 item 3): the same round trip as on disk, through a bucket. */
const standIn = await startS3StandIn();

describe.skipIf(s3Unavailable(standIn))("a made-to-measure job's photos kept in an S3 bucket", () => {
  const env = standIn.ok ? standIn.env : {};
  const t = useTestApp(env);
  let member: Customer;
  /** The bucket as the app sees it, to look into. */
  let bucket: FileStore;
  beforeAll(async () => {
    member = await customer(t);
    bucket = await createFileStore(loadConfig({ DATA_DIR: t.dataDir, ...env }));
  });
  afterAll(async () => {
    await bucket?.close();
    if (standIn.ok) await standIn.close();
  });

  it('stores the request’s photo in the bucket and serves it and its kept thumbnail to its customer only', async () => {
    const large = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2e4a7a' } })
      .jpeg()
      .toBuffer();
    const sent = expectOk<MadeToMeasureRequested>(
      await sendRequest(t, baseRequest(), { who: member, photos: [{ content: large, name: 'canape.jpg' }] }),
    );
    const [row] = await t.database.db
      .select()
      .from(madeToMeasurePhotos)
      .where(and(eq(madeToMeasurePhotos.siteId, 1), eq(madeToMeasurePhotos.jobId, sent.id)));
    const key = privateFileKey(1, row!.file);
    expect(await bucket.head(key)).toMatchObject({ contentType: 'image/jpeg' });
    expect(existsSync(path.join(t.dataDir, 'private', 'site-1', row!.file))).toBe(false);

    const job = expectOk<MadeToMeasureJob>(
      await t.call({ url: `/api/quote-request/${sent.id}`, headers: bearer(member) }),
    );
    const photo = await t.call({ url: job.photos[0]!.url, headers: bearer(member) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals((await bucket.getBytes(key)).content)).toBe(true);

    const thumbnail = await t.call({ url: job.photos[0]!.thumbnailUrl, headers: bearer(member) });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(480);
    // Kept beside the photo, in the bucket.
    expect(await bucket.head(`${key}.thumbnail.webp`)).toMatchObject({ contentType: 'image/webp' });

    expectRefused(await t.call({ url: job.photos[0]!.url, headers: bearer(await customer(t)) }), 404);
  });

  it('answers 404, not a fault, for a photo whose file is gone from the bucket', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#888888' } })
      .png()
      .toBuffer();
    const sent = expectOk<MadeToMeasureRequested>(
      await sendRequest(t, baseRequest(), { who: member, photos: [{ content: png, name: 'a.png' }] }),
    );
    const job = expectOk<MadeToMeasureJob>(
      await t.call({ url: `/api/quote-request/${sent.id}`, headers: bearer(member) }),
    );
    const [row] = await t.database.db
      .select()
      .from(madeToMeasurePhotos)
      .where(and(eq(madeToMeasurePhotos.siteId, 1), eq(madeToMeasurePhotos.jobId, sent.id)));
    await bucket.delete(privateFileKey(1, row!.file));
    expectRefused(await t.call({ url: job.photos[0]!.url, headers: bearer(member) }), 404);
    expectRefused(await t.call({ url: job.photos[0]!.thumbnailUrl, headers: bearer(member) }), 404);
  });
});
