import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

describe('OpenAPI document', () => {
  it('describes the API routes from their schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/parameter',
      '/api/site/info',
      '/api/element/{route}',
      '/api/cities/{search}/{idCountry}',
      '/api/message',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('cached answers', () => {
  it('serves the same JSON compressed to clients that accept brotli or gzip', async () => {
    const plain = await t.call({ url: '/api/parameter' });
    const br = await t.call({ url: '/api/parameter', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await t.call({ url: '/api/parameter', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('keeps the languages apart', async () => {
    const fr = await t.call({ url: '/api/page' });
    await t.call({ url: '/api/page', lang: 'en' });
    const en = await t.call({ url: '/api/page', lang: 'en' });
    expect(en.headers['x-cache']).toBe('hit');
    expect(en.body).not.toBe(fr.body);
  });

  it('sets the security headers on every answer', async () => {
    const response = await t.call({ url: '/api/site/info' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    // HSTS only where the visitor came over HTTPS (here: through a proxy that says so).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.call({ url: '/api/site/info', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('refusals in the request’s language', () => {
  const message = async (url: string, lang: 'fr_FR' | 'en') => (await t.call({ url, lang })).json().message;

  it('names what was not found in French to a French request', async () => {
    expect(await message('/api/product/9999/customization', 'fr_FR')).toBe('Produit 9999 introuvable');
    expect(await message('/api/product/9999/customization', 'en')).toBe('Product 9999 not found');
    expect(await message('/api/order/2', 'fr_FR')).toBe('Commande 2 introuvable');
  });

  it('says which type a field expects in the request’s language', async () => {
    expect(await message('/api/product/abc/customization', 'fr_FR')).toBe('id : doit être un nombre');
    expect(await message('/api/award?product=abc', 'fr_FR')).toBe('product : doit être un nombre');
    expect(await message('/api/award?product=abc', 'en')).toBe('product: expected a number');
  });

  it('answers a URL that does not decode with the envelope, not the framework’s own error', async () => {
    const response = await t.call({ url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'Cette adresse n’est pas une URL valide : /api/%E0%A4%A',
    });
    // A path segment longer than the router takes: 414, in the envelope too.
    const long = await t.call({ url: `/api/order-generic-values/${'x'.repeat(500)}`, lang: 'en' });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, data: null, message: 'This address is too long' });
    // Without the storefront, a page's bad URL gets the envelope too.
    expect((await t.call({ url: '/%E0%A4%A', lang: 'en' })).json().message).toBe(
      'This address is not a valid URL: /%E0%A4%A',
    );
  });
});
