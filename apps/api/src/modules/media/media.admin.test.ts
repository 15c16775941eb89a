import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadedMedia } from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  [admin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
});

async function upload(content: Buffer | null, who: Customer | null = admin, site = 1, name = 'photo.png') {
  const data = new FormData();
  if (content) data.set('file', new Blob([new Uint8Array(content)]), name);
  const request = new Request('http://x/', { method: 'POST', body: data });
  return t.call({
    method: 'POST',
    url: '/api/admin/media',
    site,
    headers: { ...bearer(who), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();

describe('POST /api/admin/media', () => {
  it('stores an image under the site, by its content, and serves it', async () => {
    const media = expectOk<UploadedMedia>(await upload(await png(), admin, 1, 'holiday.jpg'));
    expect(media).toMatchObject({ kind: 'image', width: 40, height: 30 });
    expect(media.path).toMatch(/^uploads\/\d{4}-\d{2}\/[\w-]+\.png$/);
    expect(media.url).toBe(`/media/site-1/${media.path}`);
    expect((await t.app.inject({ url: media.url })).statusCode).toBe(200);
  });

  it('keeps each site to its own folder', async () => {
    const media = expectOk<UploadedMedia>(await upload(await png(), otherAdmin, 2));
    expect(media.url).toBe(`/media/site-2/${media.path}`);
  });

  it('sanitises an SVG drawing', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
        '<script>alert(2)</script><rect width="10" height="10" fill="#c00"/></svg>',
    );
    const media = expectOk<UploadedMedia>(await upload(svg, admin, 1, 'shape.svg'));
    expect(media.kind).toBe('svg');
    const served = await t.app.inject({ url: media.url });
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(/script|onload/);
  });

  it('refuses a text file named like an image, and an empty call', async () => {
    expect(expectRefused(await upload(Buffer.from('not an image at all'), admin, 1, 'photo.jpg'), 415)).toMatch(/file/);
    expect(expectRefused(await upload(null), 400)).toMatch(/file/);
  });

  it('is for the site’s administrators only', async () => {
    expectRefused(await upload(await png(), null), 401);
    expectRefused(await upload(await png(), shopper), 403);
    // An administrator of site 2 is no one on site 1.
    expectRefused(await upload(await png(), otherAdmin, 1), 401);
  });
});
