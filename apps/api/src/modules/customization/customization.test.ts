import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomizePrice } from '@atelier/contract';
import { customizationFiles, customizations, declinations, products } from '../../db/schema/index.ts';
import { data, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

type ProductFields = Partial<typeof products.$inferInsert>;
type DeclinationFields = Partial<typeof declinations.$inferInsert>;
type CustomizationFields = Partial<typeof customizations.$inferInsert>;

let serial = 0;

/** A product of its own for a test (each name unique), with the declinations it needs. */
async function makeProduct(fields: ProductFields = {}) {
  serial += 1;
  const [row] = await t.database.db
    .insert(products)
    .values({
      siteId: 1,
      kind: 'OTHER',
      name: { fr_FR: `Coussin brodé ${serial}`, en: `Embroidered cushion ${serial}` },
      slug: { fr_FR: `coussin-brode-${serial}`, en: `embroidered-cushion-${serial}` },
      price: 2500,
      ...fields,
    })
    .returning();
  return row!;
}

async function makeDeclination(product: { siteId: number; id: number }, fields: DeclinationFields = {}) {
  const [row] = await t.database.db
    .insert(declinations)
    .values({ siteId: product.siteId, productId: product.id, ...fields })
    .returning();
  return row!;
}

async function makeCustomization(product: { siteId: number; id: number }, fields: CustomizationFields) {
  const [row] = await t.database.db
    .insert(customizations)
    .values({
      siteId: product.siteId,
      productId: product.id,
      type: 'SIMPLE',
      inputType: 'TEXT',
      label: { fr_FR: 'Personnalisation', en: 'Customization' },
      ...fields,
    })
    .returning();
  return row!;
}

const tier = (id: number, textNumberOfChar: number, amount: number, costType: 'EURO' | 'PERCENT' = 'EURO') => ({
  id,
  textNumberOfChar,
  selectKey: null,
  label: null,
  costType,
  amount,
});
const option = (id: number, selectKey: string, costType: 'EURO' | 'NONE' | 'PERCENT', amount: number) => ({
  id,
  textNumberOfChar: null,
  selectKey,
  label: { fr_FR: selectKey, en: selectKey },
  costType,
  amount,
});

/** A cushion at 25,00 € with the four kinds of customization of issue 4. */
async function makeCustomizableCushion() {
  const product = await makeProduct();
  const declination = await makeDeclination(product);
  const embroidery = await makeCustomization(product, {
    inputType: 'TEXT',
    label: { fr_FR: 'Prénom brodé', en: 'Embroidered first name' },
    values: [tier(1, 5, 500), tier(2, 10, 800), tier(3, 20, 10, 'PERCENT')],
  });
  const fabric = await makeCustomization(product, {
    inputType: 'SELECT',
    label: { fr_FR: 'Tissu', en: 'Fabric' },
    values: [option(1, 'lin', 'NONE', 0), option(2, 'velours', 'EURO', 1200), option(3, 'soie', 'PERCENT', 15)],
  });
  const giftWrap = await makeCustomization(product, {
    inputType: 'CHECKBOX',
    label: { fr_FR: 'Paquet cadeau', en: 'Gift wrap' },
    additionalCost: { costType: 'EURO', amount: 350 },
  });
  const photo = await makeCustomization(product, {
    inputType: 'FILE',
    label: { fr_FR: 'Votre tissu en photo', en: 'Your fabric photo' },
    additionalCost: { costType: 'PERCENT', amount: 10 },
    file: { accept: ['image/png', 'image/jpeg'], maxBytes: 20_000 },
  });
  return { product, declination, embroidery, fabric, giftWrap, photo };
}

function price(
  productId: number,
  declinationId: number,
  answers: { idCustomization: number; answer: string }[],
  options: { site?: number; lang?: 'fr_FR' | 'en' } = {},
) {
  return t.call({
    method: 'POST',
    url: `/api/cart/product/${productId}/declination/${declinationId}/customize/price`,
    payload: { answers },
    ...options,
  });
}

async function priced(...args: Parameters<typeof price>) {
  const response = await price(...args);
  expect(response.statusCode, response.body).toBe(200);
  return data<CustomizePrice>(response);
}

/** A multipart body with one file, as a browser sends it. */
function multipart(content: Buffer, filename: string, options: { field?: string; type?: string } = {}) {
  const boundary = `----atelier${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${filename}"\r\n` +
    `Content-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function validate(
  customizationId: number,
  body: ReturnType<typeof multipart>,
  options: { site?: number; lang?: 'fr_FR' | 'en' } = {},
) {
  return t.call({
    method: 'POST',
    url: `/api/product-customization/${customizationId}/file/validate`,
    ...body,
    ...options,
  });
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#7a1f35' } })
    .png()
    .toBuffer();
/** Noise does not compress: 160 pixels square make a PNG far larger than the customization allows. */
const noisyPng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

interface ValidatedFile {
  token: string;
  filename: string;
  mimeType: string;
  bytes: number;
}
interface FieldErrors {
  success: false;
  data: null;
  message: string;
  errors: Record<string, string>;
}

let cushion: Awaited<ReturnType<typeof makeCustomizableCushion>>;
beforeAll(async () => {
  cushion = await makeCustomizableCushion();
});

describe('POST /cart/product/{id}/declination/{id}/customize/price: base price', () => {
  it('prices a declination without answers at the product price', async () => {
    const { product, declination } = cushion;
    expect(await priced(product.id, declination.id, [])).toEqual({
      basePrice: 2500,
      extra: 0,
      total: 2500,
      lines: [],
    });
  });

  it('takes a fixed-price declination at its own price after its own discount', async () => {
    const product = await makeProduct({ price: 2500, discount: { type: 'EURO', amount: 500, detailType: 'PRODUCT' } });
    const declination = await makeDeclination(product, {
      fixedPrice: true,
      price: 4000,
      discount: { type: 'PERCENT', amount: 20, detailType: 'PRODUCT' },
    });
    expect((await priced(product.id, declination.id, [])).basePrice).toBe(3200);
  });

  it("applies the product's discount to a declination without one, but not a shipping-fees discount", async () => {
    const euro = await makeProduct({ price: 2500, discount: { type: 'EURO', amount: 500, detailType: 'PRODUCT' } });
    const euroDeclination = await makeDeclination(euro, { fixedPrice: false, price: 9999 });
    expect((await priced(euro.id, euroDeclination.id, [])).basePrice).toBe(2000);
    const shipping = await makeProduct({
      price: 2500,
      discount: { type: 'PERCENT', amount: 50, detailType: 'SHIPPING_FEES' },
    });
    expect((await priced(shipping.id, (await makeDeclination(shipping)).id, [])).basePrice).toBe(2500);
  });

  it('computes percentage costs on the discounted price', async () => {
    const product = await makeProduct({
      price: 3000,
      discount: { type: 'PERCENT', amount: 10, detailType: 'PRODUCT' },
    });
    const declination = await makeDeclination(product);
    const wrap = await makeCustomization(product, {
      inputType: 'CHECKBOX',
      additionalCost: { costType: 'PERCENT', amount: 15 },
    });
    expect(await priced(product.id, declination.id, [{ idCustomization: wrap.id, answer: 'true' }])).toMatchObject({
      basePrice: 2700,
      extra: 405,
      total: 3105,
    });
  });
});

describe('customization cost rules (SPEC §5)', () => {
  it.each([
    ['', 0],
    ['Léa', 0],
    ['Lou', 0],
    ['Chloé', 500],
    ['Marie-Lou', 500],
    ['Marguerite', 800],
    ['Anne-Charlotte', 800],
    ['Anne-Charlotte Marie', 250],
    ['Anne-Charlotte Marie-Élisabeth', 250],
  ])('charges the text %j %i cents: the highest tier of 5/10/20 characters at most its length', async (text, extra) => {
    const { product, declination, embroidery } = cushion;
    const result = await priced(product.id, declination.id, [{ idCustomization: embroidery.id, answer: text }]);
    expect(result.extra).toBe(extra);
    expect(result.total).toBe(2500 + extra);
  });

  it.each([
    ['velours', 1200, '+12,00 €'],
    ['soie', 375, '+15 %'],
    ['lin', 0, null],
    ['', 0, null],
  ])('charges the fabric %j %i cents, shown %j', async (key, extra, display) => {
    const { product, declination, fabric } = cushion;
    const result = await priced(product.id, declination.id, [{ idCustomization: fabric.id, answer: key }]);
    expect(result.lines[0]?.extra).toBe(extra);
    expect(result.lines[0]?.display?.replace(/\s/g, ' ') ?? null).toBe(display);
  });

  it.each([
    ['true', 350],
    ['false', 0],
    ['', 0],
  ])('charges the gift wrap answered %j %i cents', async (answer, extra) => {
    const { product, declination, giftWrap } = cushion;
    const result = await priced(product.id, declination.id, [{ idCustomization: giftWrap.id, answer }]);
    expect(result.extra).toBe(extra);
  });

  it('adds every answer up, one line each, displayed in the language of the request', async () => {
    const { product, declination, embroidery, fabric, giftWrap } = cushion;
    const answers = [
      { idCustomization: embroidery.id, answer: 'Chloé' },
      { idCustomization: fabric.id, answer: 'soie' },
      { idCustomization: giftWrap.id, answer: 'true' },
    ];
    expect(await priced(product.id, declination.id, answers, { lang: 'en' })).toEqual({
      basePrice: 2500,
      extra: 500 + 375 + 350,
      total: 3725,
      lines: [
        { idCustomization: embroidery.id, extra: 500, display: '+€5.00' },
        { idCustomization: fabric.id, extra: 375, display: '+15%' },
        { idCustomization: giftWrap.id, extra: 350, display: '+€3.50' },
      ],
    });
    const french = await priced(product.id, declination.id, answers);
    expect(french.lines.map((line) => line.display?.replace(/\s/g, ' '))).toEqual(['+5,00 €', '+15 %', '+3,50 €']);
  });

  it('charges a file once it has been validated, and refuses a token it never gave', async () => {
    const { product, declination, photo } = cushion;
    const upload = await validate(photo.id, multipart(await png(), 'mon-tissu.png', { type: 'image/png' }));
    const { token } = data<ValidatedFile>(upload);
    const result = await priced(product.id, declination.id, [{ idCustomization: photo.id, answer: token }]);
    expect(result).toMatchObject({ extra: 250, total: 2750 });

    const forged = await price(product.id, declination.id, [{ idCustomization: photo.id, answer: 'not-a-token' }], {
      lang: 'en',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<FieldErrors>().errors).toEqual({
      'answers.0.answer': 'is not a file validated for "Your fabric photo": send the file to its validation first',
    });
  });
});

describe('refused answers', () => {
  it('names the field of an unknown select key, with the options, in the request language', async () => {
    const { product, declination, fabric } = cushion;
    const response = await price(product.id, declination.id, [{ idCustomization: fabric.id, answer: 'cuir' }], {
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'answers.0.answer : "cuir" is not an option of "Fabric" (lin, velours, soie)',
      errors: { 'answers.0.answer': '"cuir" is not an option of "Fabric" (lin, velours, soie)' },
    });
    const french = await price(product.id, declination.id, [{ idCustomization: fabric.id, answer: 'cuir' }]);
    expect(french.json<FieldErrors>().message).toBe(
      'answers.0.answer : « cuir » n’est pas un choix de « Tissu » (lin, velours, soie)',
    );
  });

  it('refuses a checkbox answer that is neither true nor false', async () => {
    const { product, declination, giftWrap } = cushion;
    const response = await price(product.id, declination.id, [{ idCustomization: giftWrap.id, answer: 'yes' }], {
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrors>().message).toBe('answers.0.answer : must be true or false');
  });

  it("refuses another product's customization and a customization answered twice", async () => {
    const { product, declination, embroidery } = cushion;
    const other = await makeProduct();
    const foreign = await makeCustomization(other, { inputType: 'TEXT' });
    const response = await price(
      product.id,
      declination.id,
      [
        { idCustomization: foreign.id, answer: 'Léa' },
        { idCustomization: embroidery.id, answer: 'Léa' },
        { idCustomization: embroidery.id, answer: 'Chloé' },
      ],
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrors>().errors).toEqual({
      'answers.0.idCustomization': `customization ${foreign.id} is not one of this product`,
      'answers.2.idCustomization': 'this customization is answered more than once',
    });
  });

  it('answers 404 for an unknown product, an unpublished one, or a declination of another product', async () => {
    const { product, declination } = cushion;
    const unknown = await price(999_999, declination.id, [], { lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, data: null, message: 'Product 999999 not found' });

    const hidden = await makeProduct({ isPublished: false });
    expect((await price(hidden.id, (await makeDeclination(hidden)).id, [])).statusCode).toBe(404);

    const other = await makeProduct();
    const otherDeclination = await makeDeclination(other);
    const mixed = await price(product.id, otherDeclination.id, [], { lang: 'en' });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ message: `Declination ${otherDeclination.id} not found` });
  });

  it('validates the path and the body against the contract', async () => {
    const badId = await t.call({
      method: 'POST',
      url: '/api/cart/product/abc/declination/1/customize/price',
      payload: { answers: [] },
      lang: 'en',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<FieldErrors>().message).toContain('idProduct');
    const noAnswers = await t.call({
      method: 'POST',
      url: `/api/cart/product/${cushion.product.id}/declination/${cushion.declination.id}/customize/price`,
      payload: { answers: [{ idCustomization: 'x' }] },
      lang: 'en',
    });
    expect(noAnswers.statusCode).toBe(400);
    expect(noAnswers.json()).toMatchObject({ success: false, data: null });
    expect(noAnswers.json<FieldErrors>().message).toContain('answers.0.answer: is required');
  });
});

describe('site isolation', () => {
  it("does not let site 2 price, or send a file for, a site-1 product's customization", async () => {
    const { product, declination, embroidery, photo } = cushion;
    const response = await price(product.id, declination.id, [{ idCustomization: embroidery.id, answer: 'Chloé' }], {
      site: 2,
      lang: 'en',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: `Product ${product.id} not found` });

    const upload = await validate(photo.id, multipart(await png(), 'photo.png'), { site: 2 });
    expect(upload.statusCode).toBe(404);
  });

  it('does not accept a site-2 file token for a site-1 customization of the same number', async () => {
    const { product, declination, photo } = cushion;
    const siteTwoProduct = await makeProduct({ siteId: 2 });
    const siteTwoPhoto = await makeCustomization(siteTwoProduct, {
      inputType: 'FILE',
      file: { accept: ['image/png'], maxBytes: 20_000 },
    });
    const upload = await validate(siteTwoPhoto.id, multipart(await png(), 'photo.png'), { site: 2 });
    const { token } = data<ValidatedFile>(upload);
    const response = await price(product.id, declination.id, [{ idCustomization: photo.id, answer: token }]);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /product-customization/{id}/file/validate', () => {
  it('accepts a real PNG, stores it privately under the site and answers its token', async () => {
    const content = await png();
    const response = await validate(cushion.photo.id, multipart(content, 'Mon tissu.png', { type: 'image/png' }));
    expect(response.statusCode, response.body).toBe(200);
    const file = data<ValidatedFile>(response);
    expect(file).toEqual({
      token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      filename: 'Mon tissu.png',
      mimeType: 'image/png',
      bytes: content.length,
    });
    const stored = path.join(t.dataDir, 'private', 'site-1', 'customizations', `${file.token}.png`);
    expect((await readFile(stored)).equals(content)).toBe(true);
    // A customer's file gets no public URL (issue 20 item 3): the back-office opens it through the order.
    expect((await t.call({ url: `/media/site-1/customizations/${file.token}.png` })).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(customizationFiles)
      .where(and(eq(customizationFiles.siteId, 1), eq(customizationFiles.token, file.token)));
    expect(row).toMatchObject({
      customizationId: cushion.photo.id,
      file: `customizations/${file.token}.png`,
      mimeType: 'image/png',
      bytes: content.length,
    });
  });

  it('accepts a JPEG sent under a misleading name, and keeps it as the JPEG it is', async () => {
    const content = await sharp(await png(120, 80))
      .jpeg({ quality: 80 })
      .toBuffer();
    const response = await validate(cushion.photo.id, multipart(content, 'photo.png', { field: 'image' }));
    expect(response.statusCode, response.body).toBe(200);
    const file = data<ValidatedFile>(response);
    expect(file.mimeType).toBe('image/jpeg');
    await readFile(path.join(t.dataDir, 'private', 'site-1', 'customizations', `${file.token}.jpg`));
  });

  it('refuses a text file renamed .png, naming the field', async () => {
    const content = Buffer.from('Ceci n’est pas une image, juste du texte.\n'.repeat(10));
    const response = await validate(cushion.photo.id, multipart(content, 'tissu.png', { type: 'image/png' }), {
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'file : the content of this file is not of a recognised type (accepted: PNG, JPEG)',
      errors: { file: 'the content of this file is not of a recognised type (accepted: PNG, JPEG)' },
    });
  });

  it('refuses a recognised type the customization does not accept', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const response = await validate(cushion.photo.id, multipart(pdf, 'tissu.png'));
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrors>().errors).toEqual({
      file: 'ce fichier est au format PDF ; formats acceptés : PNG, JPEG',
    });
  });

  it('refuses an image that only starts like a PNG: a truncated one, or a forged header', async () => {
    const whole = await noisyPng(60);
    for (const content of [
      whole.subarray(0, whole.length / 2),
      Buffer.concat([whole.subarray(0, 33), Buffer.alloc(300, 7)]),
    ]) {
      const response = await validate(cushion.photo.id, multipart(content, 'tissu.png'), { lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrors>().errors.file).toBe('this image is damaged and cannot be opened');
    }
  });

  it('is not fooled by the PNG signature followed by noise', async () => {
    const content = Buffer.concat([(await png()).subarray(0, 16), randomBytes(200)]);
    const response = await validate(cushion.photo.id, multipart(content, 'tissu.png'), { lang: 'en' });
    expect(response.statusCode).toBe(400);
    // Depending on the noise, the type reader gives up on the chunks or the decoder does: refused either way.
    expect(response.json<FieldErrors>().errors.file).toMatch(/^(this image is damaged|the content of this file)/);
  });

  it("refuses a file larger than the customization's limit with a 413", async () => {
    const content = await noisyPng(160);
    expect(content.length).toBeGreaterThan(20_000);
    const response = await validate(cushion.photo.id, multipart(content, 'grand.png'), { lang: 'en' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      errors: { file: 'the file is larger than the 19.5 kB allowed' },
    });
    const french = await validate(cushion.photo.id, multipart(content, 'grand.png'));
    expect(french.json<FieldErrors>().message.replace(/\s/g, ' ')).toBe(
      'file : le fichier dépasse les 19,5 ko autorisés',
    );
  });

  it('asks for a file when the request carries none', async () => {
    const response = await t.call({
      method: 'POST',
      url: `/api/product-customization/${cushion.photo.id}/file/validate`,
      payload: {},
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrors>().errors).toEqual({ file: 'a file is required' });
  });

  it('refuses a customization that takes no file, and answers 404 for an unknown one', async () => {
    const text = await validate(cushion.embroidery.id, multipart(await png(), 'a.png'), { lang: 'en' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      success: false,
      data: null,
      message: '"Embroidered first name" does not take a file',
    });
    const unknown = await validate(999_999, multipart(await png(), 'a.png'), { lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Customization 999999 not found' });
  });
});
