import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PARAMETER_CATALOG, PARAMETER_KINDS, type SiteInfo, type SiteParameter } from '@atelier/contract';
import { fontMetrics, siteParameters, siteVisits } from '../../db/schema/index.ts';
import { SEED_ASSETS_DIR } from '../../db/seed/seed.ts';
import { buildTestApp, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

async function parameters(site: number, lang: 'fr_FR' | 'en' = 'fr_FR') {
  const response = await t.call({ url: '/api/parameter', site, lang });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ success: boolean; data: SiteParameter[] }>();
  expect(body.success).toBe(true);
  return Object.fromEntries(body.data.map((p) => [p.type, p]));
}

describe('GET /parameter', () => {
  it('lists every key of the catalogue with a valid kind', async () => {
    const byType = await parameters(1);
    for (const definition of PARAMETER_CATALOG) {
      expect(byType[definition.type], definition.type).toMatchObject({ type: definition.type, kind: definition.kind });
      expect(PARAMETER_KINDS).toContain(byType[definition.type]?.kind);
      expect(typeof byType[definition.type]?.id).toBe('number');
    }
    expect(Object.keys(byType)).toHaveLength(PARAMETER_CATALOG.length);
  });

  it('fills the legal texts with the company identity, in French and in English', async () => {
    const fr = await parameters(1, 'fr_FR');
    const en = await parameters(1, 'en');
    const siret = fr.SIRET_NUMBER?.value;
    expect(siret).toMatch(/^\d{14}$/);
    for (const key of ['LEGAL_NOTICE', 'SALE_TERMS']) {
      expect(fr[key]?.value).toContain(siret);
      expect(fr[key]?.value).not.toContain('{{');
      expect(en[key]?.value).toContain(siret);
      expect(en[key]?.value).not.toContain('{{');
      expect(en[key]?.value).not.toBe(fr[key]?.value);
    }
    expect(fr.SALE_TERMS?.value).toMatch(/rétractation/i);
    expect(en.SALE_TERMS?.value).toMatch(/withdrawal/i);
  });

  it('answers each site with its own identity', async () => {
    const one = await parameters(1);
    const two = await parameters(2);
    expect(one.COMPANY_NAME?.value).toBeTruthy();
    expect(two.COMPANY_NAME?.value).toBeTruthy();
    expect(two.COMPANY_NAME?.value).not.toBe(one.COMPANY_NAME?.value);
    expect(two.SIRET_NUMBER?.value).not.toBe(one.SIRET_NUMBER?.value);
    expect(two.LEGAL_NOTICE?.value).not.toContain(one.SIRET_NUMBER?.value);
  });

  it('shows a changed parameter at once, even when changed directly in the database', async () => {
    const before = await parameters(1);
    expect(before.PRIMARY_COLOR?.value).not.toBe('#123456ff');
    const cached = await t.call({ url: '/api/parameter' });
    expect(cached.headers['x-cache']).toBe('hit');
    await t.database.db
      .update(siteParameters)
      .set({ value: '#123456ff' })
      .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'PRIMARY_COLOR')));
    await vi.waitFor(async () => expect((await parameters(1)).PRIMARY_COLOR?.value).toBe('#123456ff'), {
      timeout: 2000,
    });
    // The other site's cache was not touched by site 1's change.
    expect((await parameters(2)).PRIMARY_COLOR?.value).not.toBe('#123456ff');
  });
});

it.runIf(process.env.DATABASE_URL)('keeps hearing changes after PostgreSQL drops its LISTEN connection', async () => {
  await parameters(1);
  // An administrator (or a restart) ends the listening connection; the server opens it again.
  await t.database.db.execute(
    sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await parameters(1);
  await t.database.db
    .update(siteParameters)
    .set({ value: '#0a0b0cff' })
    .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'ACCENT_COLOR')));
  await vi.waitFor(async () => expect((await parameters(1)).ACCENT_COLOR?.value).toBe('#0a0b0cff'), {
    timeout: 5000,
  });
});

describe('site resolution', () => {
  it('takes the site from the Host name when there is no idSite header', async () => {
    const two = await parameters(2);
    const response = await t.call({
      url: '/api/parameter',
      site: null,
      headers: { host: 'vins-exemple.localhost:3000' },
    });
    const byType = Object.fromEntries(response.json<{ data: SiteParameter[] }>().data.map((p) => [p.type, p.value]));
    expect(byType.COMPANY_NAME).toBe(two.COMPANY_NAME?.value);
  });

  it('falls back to the default site for an unknown host', async () => {
    const response = await t.call({ url: '/api/site/info', site: null, headers: { host: 'unknown.example' } });
    expect(response.json<{ data: SiteInfo }>().data.id).toBe(1);
  });

  it('refuses a non-numeric idSite header with a 400 envelope', async () => {
    const response = await t.call({ url: '/api/parameter', headers: { idSite: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: "L'en-tête idSite doit être un nombre entier positif",
    });
  });

  it('answers 404 for a site that does not exist, in English when asked', async () => {
    const response = await t.call({ url: '/api/parameter', site: 999, lang: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Unknown site: 999' });
  });
});

describe('GET /site/info', () => {
  it('gives languages, fonts, logos and CSS variables of the site', async () => {
    const response = await t.call({ url: '/api/site/info', lang: 'en' });
    expect(response.statusCode).toBe(200);
    const info = response.json<{ data: SiteInfo }>().data;
    expect(info).toMatchObject({ id: 1, isECommerce: true, isWinemaker: false, defaultLang: { code: 'fr_FR' } });
    expect(info.languages.map((l) => l.code)).toEqual(['fr_FR', 'en']);
    expect(info.languages[0]?.country).toMatchObject({
      alphaTwo: 'FR',
      alphaThree: 'FRA',
      numCode: '250',
      name: 'France',
    });
    expect(info.logos.some((logo) => logo.type === 'LOGO')).toBe(true);
    expect(info.cssVariables['--primary-color']).toMatch(/^#[0-9a-f]{8}$/i);
    expect(info.fonts.length).toBeGreaterThan(0);
    for (const url of [
      ...info.logos.map((l) => l.url),
      ...info.fonts.flatMap((f) => f.files.map((file) => file.url)),
    ]) {
      expect(url.startsWith('/media/site-1/'), url).toBe(true);
      const file = await t.app.inject({ url });
      expect(file.statusCode, url).toBe(200);
    }
  });

  it('gives each font a local fallback measured from its file, serif for a serif font', async () => {
    const info = (await t.call({ url: '/api/site/info' })).json<{ data: SiteInfo }>().data;
    const title = info.fonts.find((font) => font.type === 'TITLE');
    const content = info.fonts.find((font) => font.type === 'CONTENT');
    expect(title?.fallback).toMatchObject({
      family: 'Cormorant Garamond fallback',
      local: ['Times New Roman', 'Liberation Serif', 'Tinos', 'Times'],
    });
    expect(content?.fallback).toMatchObject({
      family: 'Inter fallback',
      local: ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'],
    });
    // The same overrides as next/font's for Inter on Arial.
    expect(content?.fallback).toMatchObject({
      sizeAdjust: '107.12%',
      ascentOverride: '90.44%',
      descentOverride: '22.52%',
      lineGapOverride: '0.00%',
    });
    expect(info.cssVariables['--font-content-family']).toBe("'Inter', 'Inter fallback'");
  });

  it('measures a font file once: its metrics are kept by the hash of its bytes, and read from there', async () => {
    const hashOf = async (file: string) =>
      createHash('sha256')
        .update(await readFile(path.join(SEED_ASSETS_DIR, 'site-1', 'fonts', file)))
        .digest('hex');
    const inter = await hashOf('inter-latin-400.woff2');
    await t.call({ url: '/api/site/info' });
    const kept = await t.database.db.select().from(fontMetrics);
    expect(kept.map((row) => row.hash)).toEqual(
      expect.arrayContaining([inter, await hashOf('cormorant-garamond-latin-400.woff2')]),
    );
    // Another server on a database that knows Inter's bytes (here, measured twice as wide): it reads, not measures.
    const other = await buildTestApp();
    try {
      const metrics = kept.find((row) => row.hash === inter)!.metrics;
      await other.database.db
        .insert(fontMetrics)
        .values({ hash: inter, metrics: { ...metrics, xWidthAvg: metrics.xWidthAvg * 2 } });
      const info = (await other.call({ url: '/api/site/info' })).json<{ data: SiteInfo }>().data;
      expect(info.fonts.find((font) => font.type === 'CONTENT')?.fallback?.sizeAdjust).toBe('214.24%');
    } finally {
      await other.close();
    }
  });

  it('says the winemaker is a winemaker', async () => {
    const response = await t.call({ url: '/api/site/info', site: 2 });
    expect(response.json<{ data: SiteInfo }>().data).toMatchObject({ id: 2, isWinemaker: true, isECommerce: true });
  });
});

describe('external apps, components, payment key, visits', () => {
  it('gives the public configuration of an external app, 404 for an unknown one', async () => {
    const found = await t.call({ url: '/api/external-app/PRODUCT_FILE_GENERATOR/config/public' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ success: true, data: { app: 'PRODUCT_FILE_GENERATOR', isActive: true } });
    const missing = await t.call({ url: '/api/external-app/NOPE/config/public' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
  });

  it('refuses a malformed app name with a 400 naming the field', async () => {
    const response = await t.call({ url: '/api/external-app/bad%20name/config/public', lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('app');
  });

  it('gives a component configuration by slug', async () => {
    const response = await t.call({ url: '/api/component/conf/home-hero' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { slug: 'home-hero' } });
  });

  it('answers the Stripe key as null when the site does not use Stripe', async () => {
    const response = await t.call({ url: '/api/custom-stripe/public-key' });
    expect(response.json()).toEqual({ success: true, data: { publicKey: null }, message: null });
  });

  it('records a visit for the site of the request only', async () => {
    const response = await t.call({ url: '/api/site/visit/newsletter-november', site: 2 });
    expect(response.json()).toMatchObject({ success: true, data: { recorded: true } });
    const rows = await t.database.db.select().from(siteVisits).where(eq(siteVisits.source, 'newsletter-november'));
    expect(rows.map((row) => row.siteId)).toEqual([2]);
  });
});

describe('CSS variables of the colour parameters', () => {
  it('holds every colour parameter, and only colours', async () => {
    const info = (await t.call({ url: '/api/site/info' })).json<{ data: SiteInfo }>().data;
    expect(info.cssVariables['--menu-color-on-top']).toMatch(/^#[0-9a-f]{8}$/i);
    expect(info.cssVariables['--inverse-absolute-menu-color']).toBeUndefined();
    for (const [name, value] of Object.entries(info.cssVariables)) {
      if (name.endsWith('-color') && !name.startsWith('--font-')) expect(value, name).toMatch(/^#[0-9a-f]{3,8}$/i);
    }
  });
});
