import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { s3Unavailable, startS3StandIn } from '../../test/s3-stand-in.ts';
import { DiskFileStore } from './disk-file-store.ts';
import {
  createFileStore,
  FileNotFoundError,
  InvalidFileKeyError,
  parseFileKey,
  privateFileKey,
  publicFileUrl,
  type FileStore,
} from './file-store.ts';

const standIn = await startS3StandIn();
afterAll(async () => {
  if (standIn.ok) await standIn.close();
});

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
async function freshDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-files-'));
  dataDirs.push(dir);
  return dir;
}

/** Each test writes under a site of its own, so that listings never see another test's files. */
const siteOfTest = () => randomInt(1000, 1_000_000_000);

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const BAD_KEYS = [
  'site-1/private/../public/logo.png',
  'site-1/private/forms/../../../etc/passwd',
  '../site-1/private/a.txt',
  '/site-1/private/a.txt',
  'site-1/private/.hidden',
  'site-1/private/forms/./a.txt',
  'site-1/private/forms//a.txt',
  'site-1/private/forms\\a.txt',
  'site-1/private/a\u0000.txt',
  'site-1/secret/a.txt',
  'site-0/private/a.txt',
  'site-1/private/',
  'forms/3/a.txt',
];

/** The one contract every adapter keeps: run against the disk and against the S3 stand-in. */
function fileStoreContract(makeStore: () => Promise<FileStore>) {
  let store: FileStore;
  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(async () => {
    await store.close();
  });

  it('keeps bytes with their type, and reads them back as bytes and as a stream', async () => {
    const site = siteOfTest();
    const key = `site-${site}/private/forms/3/devis.pdf`;
    const content = Buffer.from('%PDF-1.7 a quote');
    await store.put(key, content, { contentType: 'application/pdf' });

    const bytes = await store.getBytes(key);
    expect(bytes).toMatchObject({ key, contentType: 'application/pdf', size: content.length });
    expect(bytes.content.equals(content)).toBe(true);
    const streamed = await store.getStream(key);
    expect(streamed).toMatchObject({ key, contentType: 'application/pdf', size: content.length });
    expect((await bytesOf(streamed.body)).equals(content)).toBe(true);
  });

  it('takes a stream of unknown length, in several chunks', async () => {
    const key = `site-${siteOfTest()}/private/made-to-measure/7/photo.webp`;
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2), Buffer.from('end')];
    await store.put(key, Readable.from(chunks), { contentType: 'image/webp' });
    const read = await store.getBytes(key);
    expect(read.contentType).toBe('image/webp');
    expect(read.content.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('tells what it holds without reading it: head and exists', async () => {
    const key = `site-${siteOfTest()}/public/uploads/2026-11/logo.png`;
    const before = Date.now();
    await store.put(key, Buffer.from('not really a png'), { contentType: 'image/png' });
    const head = await store.head(key);
    expect(head).toMatchObject({ key, contentType: 'image/png', size: 16 });
    // A second of slack: S3 keeps whole seconds.
    expect(head!.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await store.exists(key)).toBe(true);
    expect(await store.head(`${key}.missing.png`)).toBeNull();
    expect(await store.exists(`${key}.missing.png`)).toBe(false);
  });

  it('answers a missing key with a FileNotFoundError that names it', async () => {
    const key = `site-${siteOfTest()}/private/forms/1/none.pdf`;
    await expect(store.getBytes(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.getStream(key)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND', key });
  });

  it('replaces a file written again under the same key', async () => {
    const key = `site-${siteOfTest()}/private/notes/a.txt`;
    await store.put(key, Buffer.from('first version'), { contentType: 'text/plain' });
    await store.put(key, Buffer.from('second'), { contentType: 'text/plain' });
    expect((await store.getBytes(key)).content.toString()).toBe('second');
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const key = `site-${siteOfTest()}/private/forms/2/a.txt`;
    await store.put(key, Buffer.from('x'), { contentType: 'text/plain' });
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.getBytes(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await store.delete(key);
  });

  it('lists the files under a prefix, by key, and nothing of another folder, visibility or site', async () => {
    const site = siteOfTest();
    const keys = [
      `site-${site}/private/forms/7/b.txt`,
      `site-${site}/private/forms/7/a.txt`,
      `site-${site}/private/forms/70/c.txt`,
      `site-${site}/private/forms/8/d.txt`,
      `site-${site}/public/forms/7/e.txt`,
      `site-${site + 1}/private/forms/7/f.txt`,
    ];
    for (const key of keys) await store.put(key, Buffer.from(key), { contentType: 'text/plain' });

    const seven = await store.list(`site-${site}/private/forms/7/`);
    expect(seven.map((file) => file.key)).toEqual([keys[1], keys[0]]);
    expect(seven[0]!.size).toBe(keys[1]!.length);
    // A prefix ends anywhere, as S3's: `forms/7` takes `forms/70/` too.
    expect((await store.list(`site-${site}/private/forms/7`)).map((file) => file.key)).toEqual([
      keys[1],
      keys[0],
      keys[2],
    ]);
    expect((await store.list(`site-${site}/private/`)).length).toBe(4);
    expect(await store.list(`site-${site}/private/nothing/`)).toEqual([]);
  });

  it.each(BAD_KEYS)('refuses the key %j for every operation', async (key) => {
    await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
      InvalidFileKeyError,
    );
    await expect(store.getBytes(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.getStream(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.head(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it('refuses a listing prefix that leaves a site', async () => {
    await expect(store.list('site-1/private/../')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.list('site-1/')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.list('')).rejects.toBeInstanceOf(InvalidFileKeyError);
  });
}

describe('the disk file store', () => {
  let dataDir: string;
  fileStoreContract(async () => {
    dataDir = await freshDataDir();
    return new DiskFileStore(dataDir);
  });

  it("keeps the sites' layout under DATA_DIR, so the files written before it are read", async () => {
    const store = new DiskFileStore(dataDir);
    // A form file written by the code before the file store.
    const old = path.join(dataDir, 'private', 'site-1', 'forms', '4', 'old.pdf');
    await mkdir(path.dirname(old), { recursive: true });
    await writeFile(old, 'kept');
    expect((await store.getBytes('site-1/private/forms/4/old.pdf')).content.toString()).toBe('kept');

    await store.put('site-1/public/uploads/logo.svg', Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    expect(await readFile(path.join(dataDir, 'media', 'site-1', 'uploads', 'logo.svg'), 'utf8')).toBe('<svg/>');
    await store.put('site-1/private/made-to-measure/9/a.jpg', Buffer.from('jpg'), { contentType: 'image/jpeg' });
    expect(existsSync(path.join(dataDir, 'private', 'site-1', 'made-to-measure', '9', 'a.jpg'))).toBe(true);
    // Private files stay out of the folder served under /media.
    expect(existsSync(path.join(dataDir, 'media', 'site-1', 'made-to-measure'))).toBe(false);
  });

  it('takes no symbolic link for a file: one put by hand cannot lead a key out of its site', async () => {
    const store = new DiskFileStore(dataDir);
    await store.put('site-5/private/forms/1/secret.pdf', Buffer.from('secret'), { contentType: 'application/pdf' });
    const link = path.join(dataDir, 'media', 'site-6', 'uploads', 'lien.pdf');
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(path.join(dataDir, 'private', 'site-5', 'forms', '1', 'secret.pdf'), link);
    const key = 'site-6/public/uploads/lien.pdf';
    await expect(store.getBytes(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.getStream(key)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await store.head(key)).toBeNull();
    expect(await store.list('site-6/public/')).toEqual([]);
  });

  it('leaves no half-written file behind when the stream fails, and never lists one', async () => {
    const store = new DiskFileStore(dataDir);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('the upload was cut'));
      },
    });
    await expect(
      store.put('site-3/private/forms/1/cut.pdf', failing, { contentType: 'application/pdf' }),
    ).rejects.toThrow('the upload was cut');
    expect(await store.exists('site-3/private/forms/1/cut.pdf')).toBe(false);
    expect(await readdir(path.join(dataDir, 'private', 'site-3', 'forms', '1'))).toEqual([]);
    // A dot file (how a write in progress is named) is not a stored file.
    await writeFile(path.join(dataDir, 'private', 'site-3', 'forms', '1', '.x.part'), 'half');
    expect(await store.list('site-3/private/forms/')).toEqual([]);
  });
});

describe.skipIf(s3Unavailable(standIn))('the S3 file store (against s3rver)', () => {
  fileStoreContract(async () => {
    if (!standIn.ok) throw new Error(standIn.reason);
    const store = await createFileStore(loadConfig({ DATA_DIR: await freshDataDir(), ...standIn.env }));
    expect(store.kind).toBe('s3');
    return store;
  });
});

describe('file keys', () => {
  it("splits a key into its site, visibility and path (the tables' column)", () => {
    expect(parseFileKey('site-12/private/forms/3/a.pdf')).toEqual({
      siteId: 12,
      visibility: 'private',
      path: 'forms/3/a.pdf',
    });
    expect(privateFileKey(2, 'made-to-measure/5/x.jpg')).toBe('site-2/private/made-to-measure/5/x.jpg');
    expect(() => privateFileKey(2, '../1/x.jpg')).toThrow(InvalidFileKeyError);
  });

  it('gives a public file its /media address, and a private file none', () => {
    expect(publicFileUrl('site-1/public/uploads/mon logo.png')).toBe('/media/site-1/uploads/mon%20logo.png');
    expect(() => publicFileUrl('site-1/private/forms/3/a.pdf')).toThrow(InvalidFileKeyError);
  });

  it('builds the disk store without S3_BUCKET, whatever the other S3 variables say', async () => {
    const store = await createFileStore(loadConfig({ DATA_DIR: await freshDataDir(), S3_REGION: 'eu-west-3' }));
    expect(store.kind).toBe('disk');
  });

  it('refuses an access key without its secret', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/);
  });
});
