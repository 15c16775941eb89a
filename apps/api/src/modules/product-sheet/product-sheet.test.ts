import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { declinations, products, siteParameters, variations, variationValues } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

/** Windows-1252 bytes 0x80–0x9F (€, curly quotes, dashes…); the others are Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

/**
 * The text a PDF shows: PDFKit writes each line as a TJ array of hex strings (WinAnsi bytes) split by
 * kerning numbers, in deflated content streams.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image stream, not page content
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

function expectPdf(response: LightMyRequestResponse, filename: string) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  const pdf = response.rawPayload;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
  return pdf;
}

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
    const pdf = expectPdf(response, 'coussin-capitonne.pdf');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image'); // the site's logo, rasterized from SVG
    const text = pdfText(pdf);
    for (const expected of [
      'FICHE TECHNIQUE',
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
  });

  it('writes the sheet in English when the request is in English, or asks for it in the query', async () => {
    for (const response of [
      await t.call({ url: `/api/product/generate/file/${cushion.id}`, lang: 'en' }),
      await t.call({ url: `/api/product/generate/file/${cushion.id}?lang=en` }),
    ]) {
      const text = pdfText(expectPdf(response, 'buttoned-cushion.pdf'));
      for (const expected of ['TECHNICAL SHEET', 'Buttoned cushion', 'Hand-sewn in Nesmy.', 'Duck feathers']) {
        expect(text, expected).toContain(expected);
      }
      expect(text).toContain('Plum velvet');
      expect(text).toContain('€36.00');
      expect(text).not.toContain('Fiche technique');
    }
  });

  it('gives a wine its vintages, capacities, sale by six and the health message', async () => {
    const french = pdfText(
      expectPdf(await t.call({ url: `/api/product/generate/file/${wine.id}` }), 'fiefs-vendeens-rouge.pdf'),
    );
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
    const english = pdfText(
      expectPdf(await t.call({ url: `/api/product/generate/file/${wine.id}`, lang: 'en' }), 'fiefs-vendeens-red.pdf'),
    );
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
    const pdf = expectPdf(
      await t.call({ url: `/api/product/generate/file/${row!.id}`, lang: 'en' }),
      'bergere-louis-xv.pdf',
    );
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('Page 2 of');
    expect(text).toContain('Atelier Morineau · Bergère Louis XV'); // the running head of the following pages
    expect(text).toContain('€890.00');
  });

  it('hides the prices when the site hides product prices', async () => {
    const where = and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'HIDE_PRODUCT_PRICES'));
    const [before] = await t.database.db.select().from(siteParameters).where(where);
    await t.database.db.update(siteParameters).set({ value: 'true' }).where(where);
    try {
      const text = pdfText(
        expectPdf(await t.call({ url: `/api/product/generate/file/${cushion.id}` }), 'coussin-capitonne.pdf'),
      );
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
    const text = pdfText(
      expectPdf(await t.call({ url: `/api/product/generate/file/${cushion.id}/${linen}` }), 'coussin-capitonne.pdf'),
    );
    expect(text).toContain('Lin naturel');
    expect(text).toContain('39,00 €');
    expect(text).not.toContain('COU-PRU');
    const english = pdfText(
      expectPdf(
        await t.call({ url: `/api/product/generate/file/${cushion.id}/${plum}`, lang: 'en' }),
        'buttoned-cushion.pdf',
      ),
    );
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
