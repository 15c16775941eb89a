import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DiskFileStore } from '../storage/disk-file-store.ts';
import { createFileStore, type FileStore } from '../storage/file-store.ts';
import { siteFilePath } from '../storage/storage.ts';
import { s3Unavailable, startS3StandIn } from '../../test/s3-stand-in.ts';
import { copyFilesToBucket } from './copy-files-to-bucket.ts';

const standIn = await startS3StandIn();

describe.skipIf(s3Unavailable(standIn))('npm run files:copy-to-bucket', () => {
  let dataDir: string;
  let disk: DiskFileStore;
  let bucket: FileStore;
  const files = {
    'site-1/public/logos/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'site-1/public/uploads/2026-11/photo.jpg': 'not really a jpeg, but bytes',
    'site-1/private/forms/3/devis.pdf': '%PDF-1.4 a quote',
    'site-2/public/fonts/lato-400.woff2': 'wOF2 font bytes',
    'site-2/private/order-backs/labels/x.pdf': '%PDF-1.4 a label',
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-copy-'));
    disk = new DiskFileStore(dataDir);
    for (const [key, content] of Object.entries(files)) {
      await disk.put(key, Buffer.from(content), { contentType: 'application/octet-stream' });
    }
    if (!standIn.ok) throw new Error(standIn.reason);
    bucket = await createFileStore(loadConfig({ DATA_DIR: dataDir, ...standIn.env }));
  });
  afterAll(async () => {
    await bucket?.close();
    if (standIn.ok) await standIn.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every file of DATA_DIR under the same keys, private ones private, with their types', async () => {
    const done = await copyFilesToBucket(dataDir, bucket);
    expect(done).toEqual({
      copied: { count: 5, bytes: Object.values(files).reduce((sum, content) => sum + content.length, 0) },
      skipped: 0,
      sites: [1, 2],
    });
    for (const [key, content] of Object.entries(files)) {
      expect((await bucket.getBytes(key)).content.toString(), key).toBe(content);
    }
    expect(await bucket.head('site-1/public/logos/logo.svg')).toMatchObject({ contentType: 'image/svg+xml' });
    expect(await bucket.head('site-1/private/forms/3/devis.pdf')).toMatchObject({ contentType: 'application/pdf' });
    expect((await bucket.list('site-1/private/')).map((file) => file.key)).toEqual([
      'site-1/private/forms/3/devis.pdf',
    ]);
  });

  it('copies nothing again, then only a file whose size changed or that is new', async () => {
    expect(await copyFilesToBucket(dataDir, bucket)).toMatchObject({ copied: { count: 0, bytes: 0 }, skipped: 5 });

    await writeFile(siteFilePath(dataDir, 1, 'logos/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
    await disk.put('site-2/public/uploads/new.png', Buffer.from('png'), { contentType: 'image/png' });
    const again = await copyFilesToBucket(dataDir, bucket);
    expect(again).toMatchObject({ copied: { count: 2 }, skipped: 4 });
    expect((await bucket.getBytes('site-1/public/logos/logo.svg')).content.toString()).toContain('<g/>');
  });

  it('copies nothing from an empty DATA_DIR', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'atelier-copy-empty-'));
    try {
      expect(await copyFilesToBucket(empty, bucket)).toEqual({ copied: { count: 0, bytes: 0 }, skipped: 0, sites: [] });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
