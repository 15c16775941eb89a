import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminForm, AdminFormAnswer, List } from '@atelier/contract';
import { loadConfig } from '../../config.ts';
import { formFiles } from '../../db/schema/index.ts';
import { createFileStore, privateFileKey, type FileStore } from '../../storage/file-store.ts';
import { s3Unavailable, startS3StandIn } from '../../../test/s3-stand-in.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, type Customer } from '../order-history/order-history.factory.ts';

/** The forms' files with S3_BUCKET set (issue 20 item 3): the same round trip as on disk, through a bucket. */
const standIn = await startS3StandIn();

describe.skipIf(s3Unavailable(standIn))("a form's file kept in an S3 bucket", () => {
  const env = standIn.ok ? standIn.env : {};
  const t = useTestApp(env);
  let admin: Customer;
  /** The bucket as the app sees it, to look into. */
  let bucket: FileStore;
  beforeAll(async () => {
    admin = await customer(t, { role: 'ADMIN' });
    bucket = await createFileStore(loadConfig({ DATA_DIR: t.dataDir, ...env }));
  });
  afterAll(async () => {
    await bucket?.close();
    if (standIn.ok) await standIn.close();
  });

  it('stores the sent file in the bucket, serves it to the administrator, and deletes it with its answer', async () => {
    const form = expectOk<AdminForm>(
      await t.call({
        method: 'POST',
        url: '/api/admin/form',
        headers: bearer(admin),
        payload: {
          title: { fr_FR: 'Photo', en: 'Photo' },
          fields: [
            {
              key: 'photo',
              type: 'file',
              label: { fr_FR: 'Photo', en: 'Photo' },
              required: true,
              accept: ['image/png'],
              maxBytes: 1024 * 1024,
              maxFiles: 1,
            },
          ],
        },
      }),
    );
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#5a7d3c' } })
      .png()
      .toBuffer();
    const boundary = `----atelier${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="chaise.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await t.call({
      method: 'POST',
      url: `/api/forms/${form.id}/submit`,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': '10.66.0.1' },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const answers = expectOk<List<AdminFormAnswer>>(
      await t.call({ url: `/api/admin/form/${form.id}/answer`, headers: bearer(admin) }),
    );
    const file = answers.items[0]!.files[0]!;
    const [row] = await t.database.db.select().from(formFiles).where(eq(formFiles.id, file.id));
    const key = privateFileKey(1, row!.file);
    expect(await bucket.head(key)).toMatchObject({ contentType: 'image/png', size: photo.length });
    // In the bucket only: nothing under DATA_DIR.
    expect(existsSync(path.join(t.dataDir, 'private', 'site-1', row!.file))).toBe(false);

    const download = await t.call({ url: file.url, headers: bearer(admin) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(photo)).toBe(true);

    expectOk(
      await t.call({
        method: 'DELETE',
        url: `/api/admin/form/${form.id}/answer/${answers.items[0]!.id}`,
        headers: bearer(admin),
      }),
    );
    expect(await bucket.exists(key)).toBe(false);
  });
});
