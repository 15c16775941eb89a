import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { declinations, products, siteParameters, variations, variationValues } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { expectPdf, letterSpaced } from '../../../test/pdf.ts';
import { pinClock } from '../../../test/clock.ts';

const t = useTestApp();
// A sheet prints the day it is made: the same day on every run, so its bytes are too.
pinClock('2026-11-24T09:30:00Z');

let cushion: { id: number; declinations: number[] };
let wine: { id: number; declinations: number[] };

beforeAll(async () => {
  const db = t.database.db;
  const [fabric] = await db
    .insert(variations)
    .values({ siteId: 1, code: 'SHEET_TEST_FABRIC', label: { fr_FR: 'Tissu', en: 'Fabric' } })
    .returning();
  const values = await db
    .insert(variationValues)
    .values([
      { siteId: 1, variationId: fabric!.id, value: { fr_FR: 'Velours prune', en: 'Plum velvet' } },
      { siteId: 1, variationId: fabric!.id, value: { fr_FR: 'Lin naturel', en: 'Natural linen' } },
    ])
    .returning();
  const [cushionRow] = await db
    .insert(products)
    .values({
      siteId: 1,
      kind: 'OTHER',
      name: { fr_FR: 'Coussin capitonné', en: 'Buttoned cushion' },
      slug: { fr_FR: 'coussin-capitonne', en: 'buttoned-cushion' },
      summary: { fr_FR: 'Un coussin garni de plumes.', en: 'A feather-filled cushion.' },
      description: {
        fr_FR: '<p>Cousu main à <strong>Nesmy</strong>.</p><p>Housse&nbsp;déhoussable.</p>',
        en: '<p>Hand-sewn in <strong>Nesmy</strong>.</p><p>Removable&nbsp;cover.</p>',
      },
      price: 4500,
      discount: { type: 'PERCENT', amount: 20, detailType: 'PRODUCT' },
      variationIds: [fabric!.id],
      features: [
        { label: { fr_FR: 'Garnissage', en: 'Filling' }, value: { fr_FR: 'Plumes de canard', en: 'Duck feathers' } },
        { label: { fr_FR: 'Dimensions', en: 'Size' }, value: { fr_FR: '45 × 45 cm', en: '45 × 45 cm' } },
      ],
    })
    .returning();
  const cushionDeclinations = await db
    .insert(declinations)
    .values([
      { siteId: 1, productId: cushionRow!.id, variationValueIds: [values[0]!.id], reference: 'COU-PRU', position: 1 },
      {
        siteId: 1,
        productId: cushionRow!.id,
        variationValueIds: [values[1]!.id],
        reference: 'COU-LIN',
        fixedPrice: true,
        price: 3900,
        discount: { type: 'EURO', amount: 0, detailType: 'PRODUCT' },
        position: 2,
      },
    ])
    .returning();
  cushion = { id: cushionRow!.id, declinations: cushionDeclinations.map((row) => row.id) };

  const [wineRow] = await db
    .insert(products)
    .values({
      siteId: 1,
      kind: 'WINE',
      subtype: 'BOTTLE',
      name: { fr_FR: 'Fiefs Vendéens rouge', en: 'Fiefs Vendéens red' },
      slug: { fr_FR: 'fiefs-vendeens-rouge', en: 'fiefs-vendeens-red' },
      price: 1250,
      sellByMultipleOf: 6,
      wine: {
        appellation: { fr_FR: 'AOC Fiefs Vendéens', en: 'AOC Fiefs Vendéens' },
        colour: { fr_FR: 'Rouge', en: 'Red' },
        grapeVarieties: [
          { name: 'Pinot noir', percent: 60 },
          { name: 'Cabernet franc', percent: 40 },
        ],
        alcoholPercent: 12.5,
        nutrition: null,
        servingAdvice: null,
      },
    })
    .returning();
  const wineDeclinations = await db
    .insert(declinations)
    .values([
      { siteId: 1, productId: wineRow!.id, year: 2020, capacity: 37.5, capacityUnit: 'CENTILITRE', position: 1 },
      {
        siteId: 1,
        productId: wineRow!.id,
        year: 2021,
        capacity: 0.75,
        capacityUnit: 'LITER',
        fixedPrice: true,
        price: 1890,
        position: 2,
      },
    ])
    .returning();
  wine = { id: wineRow!.id, declinations: wineDeclinations.map((row) => row.id) };
});

describe('GET /product/generate/file/{id}', () => {
  it('sends the technical sheet of a product with its declinations, in French', async () => {
    const response = await t.call({ url: `/api/product/generate/file/${cushion.id}` });
    const { text, images } = await expectPdf(response, 'coussin-capitonne.pdf');
    expect(images).toBeGreaterThanOrEqual(1); // the site's logo, rasterized from SVG
    expect(text).toMatch(letterSpaced('FICHE TECHNIQUE'));
    for (const expected of [
      'Coussin capitonné',
      'Un coussin garni de plumes.',
      'Cousu main à Nesmy.',
      'Housse déhoussable.',
      'Garnissage',
      'Plumes de canard',
      'Velours prune',
      'Lin naturel',
      'COU-PRU',
      '36,00 €', // 45,00 € less 20 %
      'au lieu de 45,00 €',
      '39,00 €',
      'Atelier Morineau',
      '02 61 91 24 58',
      '7 chemin de la Filandière, 85310 Nesmy',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('<strong>');
    expect(text).toContain('Fiche éditée le 24/11/2026');
  });

  it('makes the same bytes for the same sheet at the same instant (its date printed and its creation date)', async () => {
    const sheetAt = async (instant: string) => {
      vi.setSystemTime(new Date(instant));
      return t.call({ url: `/api/product/generate/file/${cushion.id}` });
    };
    const first = await sheetAt('2026-11-24T09:30:00Z');
    const second = await sheetAt('2026-11-24T09:30:00Z');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await expectPdf(first, 'coussin-capitonne.pdf')).info.CreationDate).toMatch(/^D:20261124093000/);
  });

  it('writes the sheet in English when the request is in English, or asks for it in the query', async () => {
    for (const response of [
      await t.call({ url: `/api/product/generate/file/${cushion.id}`, lang: 'en' }),
      await t.call({ url: `/api/product/generate/file/${cushion.id}?lang=en` }),
    ]) {
      const { text } = await expectPdf(response, 'buttoned-cushion.pdf');
      expect(text).toMatch(letterSpaced('TECHNICAL SHEET'));
      for (const expected of ['Buttoned cushion', 'Hand-sewn in Nesmy.', 'Duck feathers']) {
        expect(text, expected).toContain(expected);
      }
      expect(text).toContain('Plum velvet');
      expect(text).toContain('€36.00');
      expect(text).not.toContain('Fiche technique');
    }
  });

  it('gives a wine its vintages, capacities, sale by six and the health message', async () => {
    const french = (
      await expectPdf(await t.call({ url: `/api/product/generate/file/${wine.id}` }), 'fiefs-vendeens-rouge.pdf')
    ).text;
    for (const expected of [
      'Millésime',
      '2020',
      '37,5 cl',
      '75 cl',
      '12,50 €',
      '18,90 €',
      'Vendu par 6',
      'Pinot noir 60 %',
      '12,5 % vol.',
      'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
    ]) {
      expect(french, expected).toContain(expected);
    }
    const english = (
      await expectPdf(
        await t.call({ url: `/api/product/generate/file/${wine.id}`, lang: 'en' }),
        'fiefs-vendeens-red.pdf',
      )
    ).text;
    expect(english).toContain('Vintage');
    expect(english).toContain('Alcohol abuse is dangerous for your health');
  });

  it('prints the product photo and flows a long description onto further pages', async () => {
    const photo = path.join(t.dataDir, 'media', 'site-1', 'products', 'sheet-photo.jpg');
    await mkdir(path.dirname(photo), { recursive: true });
    await sharp({ create: { width: 400, height: 600, channels: 3, background: '#c8a27a' } })
      .jpeg()
      .toFile(photo);
    const paragraph = 'Garniture traditionnelle en crin animal, sangles de jute et ressorts ligaturés à la main. ';
    const [row] = await t.database.db
      .insert(products)
      .values({
        siteId: 1,
        kind: 'OTHER',
        name: { fr_FR: 'Bergère Louis XV' },
        slug: { fr_FR: 'bergere-louis-xv' },
        price: 89000,
        images: [{ file: 'products/sheet-photo.jpg', alt: { fr_FR: 'Bergère' }, width: 400, height: 600 }],
        description: { fr_FR: Array.from({ length: 40 }, () => `<p>${paragraph.repeat(4)}</p>`).join('') },
      })
      .returning();
    await t.database.db.insert(declinations).values({ siteId: 1, productId: row!.id });
    const { text, images, pages } = await expectPdf(
      await t.call({ url: `/api/product/generate/file/${row!.id}`, lang: 'en' }),
      'bergere-louis-xv.pdf',
    );
    expect(images).toBeGreaterThanOrEqual(2);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Page 2 of');
    expect(text).toContain('Atelier Morineau · Bergère Louis XV'); // the running head of the following pages
    expect(text).toContain('€890.00');
  });

  it('hides the prices when the site hides product prices', async () => {
    const where = and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'HIDE_PRODUCT_PRICES'));
    const [before] = await t.database.db.select().from(siteParameters).where(where);
    await t.database.db.update(siteParameters).set({ value: 'true' }).where(where);
    try {
      const text = (
        await expectPdf(await t.call({ url: `/api/product/generate/file/${cushion.id}` }), 'coussin-capitonne.pdf')
      ).text;
      expect(text).toContain('Velours prune');
      expect(text).not.toContain('36,00 €');
    } finally {
      await t.database.db.update(siteParameters).set({ value: before!.value }).where(where);
    }
  });
});

describe('GET /product/generate/file/{id}/{idDeclination}', () => {
  it('sends the sheet of one declination only', async () => {
    const [plum, linen] = cushion.declinations;
    const text = (
      await expectPdf(
        await t.call({ url: `/api/product/generate/file/${cushion.id}/${linen}` }),
        'coussin-capitonne.pdf',
      )
    ).text;
    expect(text).toContain('Lin naturel');
    expect(text).toContain('39,00 €');
    expect(text).not.toContain('COU-PRU');
    const english = (
      await expectPdf(
        await t.call({ url: `/api/product/generate/file/${cushion.id}/${plum}`, lang: 'en' }),
        'buttoned-cushion.pdf',
      )
    ).text;
    expect(english).toContain('Plum velvet');
    expect(english).not.toContain('Natural linen');
  });

  it('answers 404 envelopes for an unknown product, a declination of another product and another site', async () => {
    const unknown = await t.call({ url: '/api/product/generate/file/999999', lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, data: null, message: 'Product 999999 not found' });

    const foreign = await t.call({
      url: `/api/product/generate/file/${cushion.id}/${wine.declinations[0]}`,
      lang: 'en',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, message: `Declination ${wine.declinations[0]} not found` });

    const otherSite = await t.call({ url: `/api/product/generate/file/${cushion.id}`, site: 2 });
    expect(otherSite.statusCode).toBe(404);
    expect(otherSite.json()).toMatchObject({ success: false });

    const badId = await t.call({ url: '/api/product/generate/file/abc' });
    expect(badId.statusCode).toBe(400);
  });
});
