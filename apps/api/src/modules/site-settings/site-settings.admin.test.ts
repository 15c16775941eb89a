import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PARAMETER_CATALOG,
  PARAMETER_GROUPS,
  type AdminParameter,
  type AdminTheme,
  type AuditEntry,
  type List,
  type SiteInfo,
  type SiteParameter,
} from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

const put = (url: string, payload: object, who: Customer | null = admin, site = 1) =>
  t.call({ method: 'PUT', url, payload, site, lang: 'en', headers: who ? bearer(who) : {} });

const storefrontParameter = async (key: string, site = 1) =>
  expectOk<SiteParameter[]>(await t.call({ url: '/api/parameter', site })).find((p) => p.type === key)?.value;

async function multipart(method: 'POST' | 'PUT', url: string, data: FormData, who: Customer | null = admin) {
  const request = new Request('http://x/', { method: 'POST', body: data });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.call({
    method,
    url,
    lang: 'en',
    headers: { ...(who ? bearer(who) : {}), 'content-type': request.headers.get('content-type')! },
    payload,
  });
}

describe('/admin/parameter (issue 18 item 4)', () => {
  it('is for the site’s administrators only, private', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/parameter'],
      ['PUT', '/api/admin/parameter/PRIMARY_COLOR'],
      ['GET', '/api/admin/theme'],
      ['PUT', '/api/admin/theme'],
      ['DELETE', '/api/admin/theme/font/TITLE'],
      ['PUT', '/api/admin/logo/LOGO'],
      ['DELETE', '/api/admin/logo/LOGO'],
    ] as const) {
      const payload = method === 'PUT' ? { value: '#000000', colours: {}, path: 'x.svg' } : undefined;
      expectRefused(await t.call({ method, url, payload }), 401);
      expectRefused(await t.call({ method, url, payload, headers: bearer(shopper) }), 403);
    }
    expectRefused(await multipart('POST', '/api/admin/theme/font', new FormData(), null), 401);
    expectRefused(await multipart('POST', '/api/admin/theme/font', new FormData(), shopper), 403);
    const response = await t.call({ url: '/api/admin/parameter', headers: bearer(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lists every key with its kind, group, help, default and value', async () => {
    const list = expectOk<AdminParameter[]>(await t.call({ url: '/api/admin/parameter', headers: bearer(admin) }));
    expect(list.map((p) => p.key)).toEqual(PARAMETER_CATALOG.map((p) => p.type));
    for (const parameter of list) {
      expect(PARAMETER_GROUPS).toContain(parameter.group);
      expect(parameter.help.fr_FR.length, parameter.key).toBeGreaterThan(3);
      expect(parameter.help.en.length, parameter.key).toBeGreaterThan(3);
      if (parameter.editor === 'NUMBER') expect(parameter.max, parameter.key).not.toBeNull();
    }
    expect(list.find((p) => p.key === 'PRIMARY_COLOR')).toMatchObject({ editor: 'COLOR', group: 'theme' });
    expect(list.find((p) => p.key === 'MONDAY_HOURS')).toMatchObject({ translatable: true, group: 'identity' });
  });

  it('saves a value that the storefront shows at once, audited; another site is untouched', async () => {
    const before = await storefrontParameter('SHIPPING_MESSAGE');
    const saved = expectOk<AdminParameter>(
      await put('/api/admin/parameter/SHIPPING_MESSAGE', {
        value: 'Expédié sous 48 heures',
        translations: { en: 'Shipped within 48 hours' },
      }),
    );
    expect(saved).toMatchObject({ value: 'Expédié sous 48 heures', translations: { en: 'Shipped within 48 hours' } });
    expect(await storefrontParameter('SHIPPING_MESSAGE')).toBe('Expédié sous 48 heures');
    const english = expectOk<SiteParameter[]>(await t.call({ url: '/api/parameter', lang: 'en' }));
    expect(english.find((p) => p.type === 'SHIPPING_MESSAGE')?.value).toBe('Shipped within 48 hours');
    expect(await storefrontParameter('SHIPPING_MESSAGE', 2)).not.toBe('Expédié sous 48 heures');
    // The English left out is kept; an empty English goes back to the French.
    const kept = expectOk<AdminParameter>(await put('/api/admin/parameter/SHIPPING_MESSAGE', { value: 'Sous 48 h' }));
    expect(kept.translations.en).toBe('Shipped within 48 hours');
    const cleared = expectOk<AdminParameter>(
      await put('/api/admin/parameter/SHIPPING_MESSAGE', { value: before, translations: { en: '' } }),
    );
    expect(cleared.translations.en).toBeNull();
    const log = expectOk<List<AuditEntry>>(
      await t.call({ url: '/api/admin/audit?entity=parameter&nbItem=50', headers: bearer(admin) }),
    );
    expect(log.items.some((entry) => entry.action === 'parameter.set' && entry.entityId === 'SHIPPING_MESSAGE')).toBe(
      true,
    );
  });

  it('checks each value against its kind, naming the key', async () => {
    const cases: [string, string, string][] = [
      ['PRIMARY_COLOR', 'purple', 'PRIMARY_COLOR'],
      ['PRIMARY_COLOR', '#12345', 'PRIMARY_COLOR'],
      ['SHOW_SEARCHBAR', 'yes', 'SHOW_SEARCHBAR'],
      ['LOGO_HEIGHT', '5000', 'LOGO_HEIGHT'],
      ['LOGO_HEIGHT', '12.5', 'LOGO_HEIGHT'],
      ['FACEBOOK_URL', 'javascript:alert(1)', 'FACEBOOK_URL'],
      ['MENU_ALIGNMENT', 'diagonal', 'MENU_ALIGNMENT'],
    ];
    for (const [key, value, named] of cases) {
      const message = expectRefused(await put(`/api/admin/parameter/${key}`, { value }), 400);
      expect(message, `${key}=${value}`).toContain(named);
    }
    expect(expectRefused(await put('/api/admin/parameter/COMPANY_FAX', { value: 3 }), 400)).toContain('value');
    const english = await put('/api/admin/parameter/COMPANY_FAX', { value: '01', translations: { en: '02' } });
    expect(expectRefused(english, 400)).toContain('COMPANY_FAX.en');
    expectRefused(await put('/api/admin/parameter/NOT_A_KEY', { value: 'x' }), 404);
    // Nothing was written.
    expect(await storefrontParameter('PRIMARY_COLOR')).toMatch(/^#[0-9a-f]{8}$/);
  });

  it('stores colours as #rrggbbaa, rich text sanitised, links and switches as typed', async () => {
    const colour = expectOk<AdminParameter>(
      await put('/api/admin/parameter/ACCENT_COLOR', { value: 'rgba(164, 210, 51, 0.5)' }),
    );
    expect(colour.value).toBe('#a4d23380');
    const text = expectOk<AdminParameter>(
      await put('/api/admin/parameter/COMPANY_DESCRIPTION', {
        value: '<p onclick="x()">Tapissier <strong>depuis 1982</strong><script>alert(1)</script></p>',
      }),
    );
    expect(text.value).toBe('<p>Tapissier <strong>depuis 1982</strong></p>');
    expect(expectOk<AdminParameter>(await put('/api/admin/parameter/TELEGRAM_AT', { value: '@atelier' })).value).toBe(
      '@atelier',
    );
    expect(expectOk<AdminParameter>(await put('/api/admin/parameter/SHOW_SEARCHBAR', { value: 'true' })).value).toBe(
      'true',
    );
    expect(await storefrontParameter('SHOW_SEARCHBAR')).toBe('true');
    // A legal text (edited on its own page) is still checked as TEXT.
    const legal = await put('/api/admin/parameter/LEGAL_NOTICE', { value: '<h2>Éditeur</h2><img src=x onerror=y>' });
    expect(expectOk<AdminParameter>(legal).value).toBe('<h2>Éditeur</h2><img src="x" />');
    await put('/api/admin/parameter/SHOW_SEARCHBAR', { value: 'false' });
    await put('/api/admin/parameter/ACCENT_COLOR', { value: '#a4d233ff' });
  });
});

describe('/admin/theme (issue 18 item 4)', () => {
  it('sets colours all or none, the storefront’s CSS variable changing at once', async () => {
    const theme = expectOk<AdminTheme>(await t.call({ url: '/api/admin/theme', headers: bearer(admin) }));
    const primary = theme.colours.find((c) => c.key === 'PRIMARY_COLOR')!;
    const refused = await put('/api/admin/theme', { colours: { PRIMARY_COLOR: '#112233', HEADING_COLOR: 'rouge' } });
    expect(expectRefused(refused, 400)).toContain('HEADING_COLOR');
    expect(expectRefused(await put('/api/admin/theme', { colours: { COMPANY_NAME: '#000' } }), 400)).toContain(
      'COMPANY_NAME',
    );
    const info = async () => expectOk<SiteInfo>(await t.call({ url: '/api/site/info' })).cssVariables;
    expect((await info())['--primary-color']).toBe(primary.value);
    const saved = expectOk<AdminTheme>(
      await put('/api/admin/theme', { colours: { PRIMARY_COLOR: 'hsl(210, 50%, 40%)' } }),
    );
    expect(saved.colours.find((c) => c.key === 'PRIMARY_COLOR')?.value).toBe('#336699ff');
    expect((await info())['--primary-color']).toBe('#336699ff');
    await put('/api/admin/theme', { colours: { PRIMARY_COLOR: primary.value! } });
    expect((await info())['--primary-color']).toBe(primary.value);
  });

  it('uploads a font checked by its content, measures its fallback, removes it', async () => {
    const woff2 = await readFile(path.join(t.dataDir, 'media/site-1/fonts/inter-latin-400.woff2'));
    const form = (file: Buffer, family = 'Test Sans') => {
      const data = new FormData();
      data.set('type', 'MENU');
      data.set('family', family);
      data.set('weight', '400');
      data.set('file', new Blob([new Uint8Array(file)]), 'font.woff2');
      return data;
    };
    expectRefused(await multipart('POST', '/api/admin/theme/font', form(Buffer.from('not a font at all'))), 415);
    expect(expectRefused(await multipart('POST', '/api/admin/theme/font', form(woff2, '<b>')), 400)).toContain(
      'family',
    );
    const saved = expectOk<AdminTheme>(await multipart('POST', '/api/admin/theme/font', form(woff2)));
    const menu = saved.fonts.find((font) => font.type === 'MENU')!;
    expect(menu.family).toBe('Test Sans');
    expect(menu.files).toHaveLength(1);
    expect(menu.fallback?.family).toBe('Test Sans fallback');
    // A TrueType file (as fonts come from a foundry) is kept as WOFF2, cut to the sites' characters (web-font.ts).
    const ttf = await subsetFont(woff2, 'Fauteuil Voltaire àéèêçœ€’', { targetFormat: 'truetype' });
    const bold = form(ttf);
    bold.set('weight', '700');
    const withBold = expectOk<AdminTheme>(await multipart('POST', '/api/admin/theme/font', bold));
    const boldFile = withBold.fonts
      .find((font) => font.type === 'MENU')!
      .files.find((file) => file.name.includes('-700-'))!;
    expect(boldFile.name).toMatch(/\.woff2$/);
    const served = await t.call({ url: boldFile.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(served.rawPayload.length).toBeLessThan(ttf.length);
    const info = expectOk<SiteInfo>(await t.call({ url: '/api/site/info' }));
    expect(info.cssVariables['--font-menu-family']).toContain('Test Sans');
    const removed = expectOk<AdminTheme>(
      await t.call({ method: 'DELETE', url: '/api/admin/theme/font/MENU', headers: bearer(admin) }),
    );
    expect(removed.fonts.some((font) => font.type === 'MENU')).toBe(false);
    expectRefused(await t.call({ method: 'DELETE', url: '/api/admin/theme/font/MENU', headers: bearer(admin) }), 404);
  });

  it('sets a logo from an image or a sanitised SVG, refusing other files', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#884400' } })
      .png()
      .toBuffer();
    const form = (file: Buffer) => {
      const data = new FormData();
      data.set('altFr', 'Logo de pied de page');
      data.set('file', new Blob([new Uint8Array(file)]), 'logo.bin');
      return data;
    };
    expectRefused(await multipart('PUT', '/api/admin/logo/LOGO_FOOTER', form(Buffer.from('<html></html>'))), 415);
    const saved = expectOk<AdminTheme>(await multipart('PUT', '/api/admin/logo/LOGO_FOOTER', form(png)));
    const footer = saved.logos.find((logo) => logo.type === 'LOGO_FOOTER')!;
    expect(footer.filename).toMatch(/^logos\/logo-footer-[0-9a-f]{8}\.png$/);
    expect(footer.alt.fr_FR).toBe('Logo de pied de page');
    const info = expectOk<SiteInfo>(await t.call({ url: '/api/site/info' }));
    expect(info.logos.find((logo) => logo.type === 'LOGO_FOOTER')?.url).toBe(footer.url);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script><rect width="4" height="4"/></svg>',
    );
    const fromSvg = expectOk<AdminTheme>(await multipart('PUT', '/api/admin/logo/LOGO_FAVICON', form(svg)));
    const favicon = fromSvg.logos.find((logo) => logo.type === 'LOGO_FAVICON')!;
    const stored = await readFile(path.join(t.dataDir, 'media/site-1', favicon.filename!), 'utf8');
    expect(stored).not.toContain('script');
    // A file already in the site's media (the media field's upload).
    const fromPath = await put('/api/admin/logo/LOGO_DARK_THEME', { path: footer.filename, alt: { fr_FR: 'Sombre' } });
    expect(expectOk<AdminTheme>(fromPath).logos.find((logo) => logo.type === 'LOGO_DARK_THEME')?.alt.fr_FR).toBe(
      'Sombre',
    );
    expectRefused(await put('/api/admin/logo/LOGO_DARK_THEME', { path: '../../site-2/logos/logo.svg' }), 400);
    expectRefused(await put('/api/admin/logo/LOGO_DARK_THEME', { path: '' }), 400);
    expect(
      expectOk<AdminTheme>(await t.call({ url: '/api/admin/theme', headers: bearer(otherAdmin), site: 2 })).logos,
    ).not.toContainEqual(expect.objectContaining({ url: footer.url }));
  });
});
