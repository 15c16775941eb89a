import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** An SVG picture of a few KB, as a site's logo or hero is. */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">${Array.from(
  { length: 60 },
  (_, i) => `<rect x="${i * 6}" y="${i * 3}" width="40" height="20" fill="#6b2fa3" opacity="0.${(i % 9) + 1}"/>`,
).join('')}</svg>`;
/** Bytes a JPEG starts with, then noise: compressing it would gain nothing. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4_000, 7)]);

async function writeMedia(file: string, content: string | Buffer) {
  const target = path.join(t.dataDir, 'media', 'site-1', file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

beforeAll(async () => {
  await writeMedia('pages/hero.svg', SVG);
  await writeMedia('pages/photo.jpg', JPEG);
});

describe('GET /media/… (issue 21: the largest paint)', () => {
  it('sends an SVG compressed to a browser that takes brotli or gzip, whole to one that takes neither', async () => {
    const url = '/media/site-1/pages/hero.svg';
    const br = await t.call({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('image/svg+xml');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=604800');
    expect(br.rawPayload.length).toBeLessThan(SVG.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SVG);

    const gzip = await t.call({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SVG);

    const plain = await t.call({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(SVG.length));
    expect(plain.body).toBe(SVG);

    // A browser that has the file gets 304, as before.
    const etag = String(br.headers.etag);
    const again = await t.call({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a photo as it is kept, compressed already', async () => {
    const photo = await t.call({ url: '/media/site-1/pages/photo.jpg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers a missing file with the API’s 404, compressed or not', async () => {
    const missing = await t.call({ url: '/media/site-1/pages/none.svg', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
  });
});
