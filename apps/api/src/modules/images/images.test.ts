import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { responsiveSources } from '../../../../web/app/features/images/srcset.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { acceptedTypes, negotiateFormat, sourceKeyOf } from './image-variants.ts';

const t = useTestApp();

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,*/*;q=0.8';

/** A photo-like JPEG (gradient and shapes, so the encoders have something to do). */
async function writePhoto(file: string, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const target = path.join(t.dataDir, 'media', 'site-1', file);
  await mkdir(path.dirname(target), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#c84"/><stop offset="1" stop-color="#236"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="40%" r="30%" fill="#eed" opacity=".6"/></svg>`;
  const image = sharp(Buffer.from(svg));
  await (format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toFile(target);
  return target;
}

function get(url: string, accept?: string, headers: Record<string, string> = {}) {
  return t.call({ url, headers: accept ? { accept, ...headers } : headers });
}

async function sizeOf(body: Buffer) {
  const { width, height, format } = await sharp(body).metadata();
  return { width, height, format };
}

/** Where the disk's file store keeps the variants: the site's public files, under `_variants/`. */
function variantsFolder(file: string) {
  return path.join(t.dataDir, 'media', 'site-1', '_variants', file);
}

beforeAll(async () => {
  await writePhoto('products/photo.jpg', 800, 1200);
  await writePhoto('products/small.png', 300, 200, 'png');
  await writePhoto('products/cache-me.jpg', 800, 1200);
  await writePhoto('products/burst.jpg', 800, 1200);
  await writePhoto('products/avec espace.jpg', 400, 600);
});

describe('GET /img/<width>/site-<id>/<path>', () => {
  it('resizes a JPEG to the asked width, keeping its proportions', async () => {
    const response = await get('/img/320/site-1/products/photo.jpg', WEBP_ONLY);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(response.rawPayload)).toEqual({ width: 320, height: 480, format: 'webp' });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+-320w-webp"$/);
  });

  it('answers AVIF to a browser that takes it, WebP to one that takes only WebP, else the original format', async () => {
    const avif = await get('/img/480/site-1/products/photo.jpg', CHROME_ACCEPT);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sizeOf(avif.rawPayload)).toMatchObject({ width: 480, height: 720, format: 'heif' });

    const webp = await get('/img/480/site-1/products/photo.jpg', WEBP_ONLY);
    expect(webp.headers['content-type']).toBe('image/webp');

    const jpeg = await get('/img/480/site-1/products/photo.jpg', '*/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sizeOf(jpeg.rawPayload)).toEqual({ width: 480, height: 720, format: 'jpeg' });

    const png = await get('/img/160/site-1/products/small.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sizeOf(png.rawPayload)).toMatchObject({ width: 160, format: 'png' });

    expect(new Set([avif.headers.etag, webp.headers.etag, jpeg.headers.etag]).size).toBe(3);
    expect(avif.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
  });

  it('writes a variant once and sends it from the file store afterwards', async () => {
    const url = '/img/640/site-1/products/cache-me.jpg';
    const first = await get(url, CHROME_ACCEPT);
    expect(first.statusCode).toBe(200);

    const files = await readdir(variantsFolder('products/cache-me.jpg'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^640w-[0-9a-z]+-[0-9a-z]+\.avif$/);
    const written = await stat(path.join(variantsFolder('products/cache-me.jpg'), files[0] ?? ''));

    const second = await get(url, CHROME_ACCEPT);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Not rendered again: the same file, untouched.
    const after = await stat(path.join(variantsFolder('products/cache-me.jpg'), files[0] ?? ''));
    expect(after.mtimeMs).toBe(written.mtimeMs);
    expect(await readdir(variantsFolder('products/cache-me.jpg'))).toEqual(files);
  });

  it('renders a variant once when many first requests arrive together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get('/img/800/site-1/products/burst.jpg', CHROME_ACCEPT)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    // One variant file, no temp file left behind.
    expect(await readdir(variantsFolder('products/burst.jpg'))).toEqual([
      expect.stringMatching(/^800w-[0-9a-z-]+\.avif$/),
    ]);
  });

  it('never enlarges an image beyond its original size', async () => {
    const response = await get('/img/1600/site-1/products/small.png', WEBP_ONLY);
    expect(response.statusCode).toBe(200);
    expect(await sizeOf(response.rawPayload)).toEqual({ width: 300, height: 200, format: 'webp' });
  });

  it('answers 304 to a browser that already has the variant', async () => {
    const first = await get('/img/320/site-1/products/photo.jpg', WEBP_ONLY);
    const etag = String(first.headers.etag);
    const again = await get('/img/320/site-1/products/photo.jpg', WEBP_ONLY, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherFormat = await get('/img/320/site-1/products/photo.jpg', CHROME_ACCEPT, { 'if-none-match': etag });
    expect(otherFormat.statusCode).toBe(200);
  });

  it('sends an SVG as it is, without resizing it', async () => {
    const response = await get('/img/320/site-1/pages/accueil-atelier.svg', CHROME_ACCEPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const original = await readFile(path.join(t.dataDir, 'media', 'site-1', 'pages', 'accueil-atelier.svg'));
    expect(response.rawPayload.equals(original)).toBe(true);
  });

  it('decodes the path the way the media URLs encode it', async () => {
    const response = await get('/img/160/site-1/products/avec%20espace.jpg', WEBP_ONLY);
    expect(response.statusCode).toBe(200);
    expect(await sizeOf(response.rawPayload)).toMatchObject({ width: 160, height: 240 });
  });

  it.each(['500', '0', '-320', 'abc', '320.5', '99999'])('refuses the width %s with a 400 envelope', async (width) => {
    const response = await get(`/img/${width}/site-1/products/photo.jpg`, WEBP_ONLY);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null, message: expect.stringContaining('width') });
  });

  it.each([
    '/img/320/site-1/products/missing.jpg',
    '/img/320/site-3/products/photo.jpg',
    '/img/320/site-1/products',
    '/img/320/site-1/fonts/inter-latin-400.woff2',
    '/img/320/products/photo.jpg',
    '/img/320/site-01/products/photo.jpg',
  ])('answers 404 for %s, which is no image of a site', async (url) => {
    const response = await get(url, WEBP_ONLY);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, data: null, message: expect.any(String) });
  });

  // A literal `..` (or `%2e%2e`) is resolved by the URL parser before routing; encoded slashes reach the route.
  it.each([
    '/img/320/site-2/..%2Fsite-1%2Fproducts%2Fphoto.jpg',
    '/img/320/site-1/..%2F..%2Fcache%2Fimages%2Fsite-1%2Fproducts%2Fphoto.jpg',
    '/img/320/site-1/%2e%2e%2f%2e%2e%2f..%2f..%2fetc%2fpasswd',
    '/img/320/site-1/%252e%252e/%252e%252e/etc/passwd',
    '/img/320/site-1/products/photo.jpg%00.png',
    '/img/320/site-1//etc/hostname.jpg',
  ])('stays inside the site media folder: %s', async (url) => {
    const response = await get(url, WEBP_ONLY);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ success: false });
  });

  it("answers every URL of the storefront's srcset", async () => {
    const { src, srcSet } = responsiveSources('/media/site-1/products/photo.jpg', 800);
    const urls = [src, ...srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? '')];
    expect(urls).toHaveLength(6);
    for (const url of urls) expect((await get(url, WEBP_ONLY)).statusCode, url).toBe(200);
  });
});

describe('format negotiation', () => {
  it('reads the types of an Accept header, leaving out those of quality zero', () => {
    expect([...acceptedTypes('image/AVIF;q=0.9, image/webp;q=0 ,*/*;q=0.8')]).toEqual(['image/avif', '*/*']);
    expect(acceptedTypes(undefined).size).toBe(0);
  });

  it.each([
    [CHROME_ACCEPT, 'jpeg', 'avif'],
    [WEBP_ONLY, 'jpeg', 'webp'],
    ['image/avif;q=0, image/webp', 'png', 'webp'],
    ['*/*', 'jpeg', 'jpeg'],
    ['image/*', 'png', 'png'],
    [undefined, 'webp', 'png'],
    ['', 'avif', 'png'],
  ] as const)('%s with a %s original → %s', (accept, original, expected) => {
    expect(negotiateFormat(accept, original)).toBe(expected);
  });
});

describe('sourceKeyOf', () => {
  it('names a public file of the site the URL gives', () => {
    expect(sourceKeyOf('site-12/products/a b.jpg')).toEqual({
      siteId: 12,
      file: 'products/a b.jpg',
      key: 'site-12/public/products/a b.jpg',
    });
  });

  it.each([
    'site-2/../site-1/products/photo.jpg',
    'site-1/../../cache/images/x.jpg',
    'site-1/products/../../../etc/passwd',
    'site-1/..',
    'site-1/',
    'site-1/a\0.jpg',
    'site-0/a.jpg',
    'site-x/a.jpg',
    '../site-1/a.jpg',
    '/etc/passwd',
    'site-1/products/./a.jpg',
    'site-1/_variants/products/a.jpg/320w-x.webp',
  ])('refuses %s, which leaves its site folder, names none, or names a variant', (sitePath) => {
    expect(sourceKeyOf(sitePath)).toBeNull();
  });
});
