import sharp from 'sharp';
import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createApiClient, formOf, type Cart, type LoginResult, type OrderDiscount } from '@atelier/contract';
import { formatCost, formatPrice } from '@atelier/domain';
import {
  cartProducts,
  carts,
  customizations,
  declinations,
  discountCodes,
  products,
  siteParameters,
} from '../../db/schema/index.ts';
import { data, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

// ─── factories ───

let serial = 0;
const next = () => ++serial;
const freshIp = () => `10.6.${Math.floor(serial / 250)}.${(next() % 250) + 1}`;

type ProductFields = Partial<typeof products.$inferInsert>;
type DeclinationFields = Partial<typeof declinations.$inferInsert>;
type CustomizationFields = Partial<typeof customizations.$inferInsert>;

async function makeProduct(fields: ProductFields = {}) {
  const n = next();
  const [row] = await t.database.db
    .insert(products)
    .values({
      siteId: 1,
      kind: 'OTHER',
      name: { fr_FR: `Coussin de test ${n}`, en: `Test cushion ${n}` },
      slug: { fr_FR: `coussin-de-test-${n}`, en: `test-cushion-${n}` },
      price: 2500,
      images: [{ file: 'products/cushion.jpg', alt: { fr_FR: 'Coussin' }, width: 800, height: 1200 }],
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
      label: { fr_FR: 'Prénom brodé', en: 'Embroidered name' },
      ...fields,
    })
    .returning();
  return row!;
}

async function makeCode(fields: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  await t.database.db
    .insert(discountCodes)
    .values({ siteId: 1, type: 'PERCENT', amount: 10, detailType: 'PRODUCT', ...fields });
}

/** A product with one declination, priced 25,00 € unless told. */
async function simpleProduct(fields: ProductFields = {}, declination: DeclinationFields = {}) {
  const product = await makeProduct(fields);
  return { product, declination: await makeDeclination(product, declination) };
}

/** The four kinds of customization on a 25,00 € cushion (20 % off its declination: 20,00 €). */
async function customizableCushion() {
  const product = await makeProduct();
  const declination = await makeDeclination(product, {
    discount: { type: 'PERCENT', amount: 20, detailType: 'PRODUCT' },
  });
  const tier = (id: number, textNumberOfChar: number, amount: number) => ({
    id,
    textNumberOfChar,
    selectKey: null,
    label: null,
    costType: 'EURO' as const,
    amount,
  });
  const option = (id: number, selectKey: string, costType: 'EURO' | 'NONE' | 'PERCENT', amount: number) => ({
    id,
    textNumberOfChar: null,
    selectKey,
    label: { fr_FR: `Tissu ${selectKey}`, en: `${selectKey} fabric` },
    costType,
    amount,
  });
  const name = await makeCustomization(product, { inputType: 'TEXT', values: [tier(1, 1, 500), tier(2, 10, 800)] });
  const fabric = await makeCustomization(product, {
    inputType: 'SELECT',
    label: { fr_FR: 'Tissu', en: 'Fabric' },
    values: [option(1, 'lin', 'NONE', 0), option(2, 'soie', 'PERCENT', 10)],
  });
  const giftWrap = await makeCustomization(product, {
    inputType: 'CHECKBOX',
    label: { fr_FR: 'Paquet cadeau', en: 'Gift wrap' },
    additionalCost: { costType: 'EURO', amount: 350 },
  });
  const photo = await makeCustomization(product, {
    inputType: 'FILE',
    label: { fr_FR: 'Votre photo', en: 'Your photo' },
    additionalCost: { costType: 'EURO', amount: 1000 },
    file: { accept: ['image/png'], maxBytes: 50_000 },
  });
  return { product, declination, name, fabric, giftWrap, photo };
}

async function setParameter(site: number, type: string, value: string) {
  await t.changed(
    t.database.db
      .update(siteParameters)
      .set({ value })
      .where(and(eq(siteParameters.siteId, site), eq(siteParameters.type, type))),
    site,
  );
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

// ─── calls ───

interface CallOptions {
  token?: string;
  site?: number;
  lang?: 'fr_FR' | 'en';
  headers?: Record<string, string>;
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, options: CallOptions = {}) {
  const { token, site = 1, lang, headers = {} } = options;
  return t.call({
    method,
    url: `/api${url}`,
    site,
    lang,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

interface AddFields {
  quantity: number | string;
  customizations?: unknown;
  type?: string;
  /** Extra fields a tampering client may send. */
  extra?: Record<string, string>;
  files?: { content: Buffer; name: string; type?: string; field?: string }[];
}

/** `POST /cart/{cartId}/product/{declinationId}` as the storefront sends it: multipart. */
function add(cartId: string, declinationId: number, fields: AddFields, options: CallOptions = {}) {
  const form = new FormData();
  form.set('type', fields.type ?? 'MAIN_CART');
  form.set('quantity', String(fields.quantity));
  if (fields.customizations !== undefined) {
    form.set(
      'customizations',
      typeof fields.customizations === 'string' ? fields.customizations : JSON.stringify(fields.customizations),
    );
  }
  for (const [key, value] of Object.entries(fields.extra ?? {})) form.set(key, value);
  for (const file of fields.files ?? []) {
    form.append(file.field ?? 'images', new Blob([file.content], { type: file.type ?? 'image/png' }), file.name);
  }
  const { token, site = 1, lang, headers = {} } = options;
  return t.call({
    method: 'POST',
    url: `/api/cart/${cartId}/product/${declinationId}`,
    site,
    lang,
    payload: form,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return data<Cart>(response);
}

async function added(cartId: string, declinationId: number, fields: AddFields, options: CallOptions = {}) {
  return cartOf(await add(cartId, declinationId, fields, options));
}

function refused(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ success: boolean; message: string; errors?: Record<string, string> }>();
  expect(body.success).toBe(false);
  return body;
}

async function login(site = 1): Promise<string> {
  const email = `panier.${Date.now()}.${next()}@example.com`;
  const password = 'Tapisserie-2024!';
  const ip = freshIp();
  const registered = await t.call({
    method: 'POST',
    url: '/api/register',
    site,
    payload: {
      email,
      password,
      firstname: 'Jeanne',
      lastname: 'Morel',
      phone: '06 12 34 56 78',
      birthdate: '1980-05-01',
      acceptTerms: true,
    },
    headers: { 'x-forwarded-for': ip },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const logged = await t.call({
    method: 'POST',
    url: '/api/login',
    site,
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
  expect(logged.statusCode, logged.body).toBe(200);
  return data<LoginResult>(logged).token;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// ─── tests ───

describe('POST /cart', () => {
  it('gives a guest a new empty cart with a random id', async () => {
    const first = cartOf(await call('POST', '/cart', { type: 'MAIN_CART' }));
    const second = cartOf(await call('POST', '/cart', {}));
    expect(first).toMatchObject({
      type: 'MAIN_CART',
      isDefault: false,
      products: [],
      quantity: 0,
      totalProduct: 0,
      totalProductToPay: 0,
      discount: null,
      discountCode: null,
    });
    expect(first.id).toMatch(UUID);
    expect(second.id).not.toBe(first.id);
  });

  it('takes a call without a body, as the storefront sends it when it has nothing to say (logged or not)', async () => {
    // The contract's body is optional: no body and no content type is a call like `{}` (a 400 here once left every
    // logged customer's cart unread at each page).
    expect(cartOf(await call('POST', '/cart')).id).toMatch(UUID);
    const token = await login();
    const mine = cartOf(await call('POST', '/cart', undefined, { token }));
    expect(cartOf(await call('POST', `/cart/${mine.id}`, undefined, { token })).id).toBe(mine.id);
  });

  it('gives a logged user the same default cart each time, made on the first call', async () => {
    const token = await login();
    const first = cartOf(await call('POST', '/cart', {}, { token }));
    const again = cartOf(await call('POST', '/cart', { type: 'MAIN_CART' }, { token }));
    expect(first.isDefault).toBe(true);
    expect(again.id).toBe(first.id);
  });

  it('refuses a guest cart with a code whose minimum an empty cart cannot reach, and makes no cart', async () => {
    const before = await t.database.db.$count(carts);
    const response = await call('POST', '/cart', { discountCode: 'merci15' }, { lang: 'en' });
    expect(refused(response).message).toBe(
      'The discount code "MERCI15" needs at least €100.00 of products in the cart',
    );
    expect(await t.database.db.$count(carts)).toBe(before);
  });
});

describe('POST /cart/{cartId}/product/{declinationId}', () => {
  it("makes a cart for 'new' and answers its id with the line priced by the server", async () => {
    const { product, declination } = await simpleProduct(
      { discount: { type: 'EURO', amount: 500, detailType: 'PRODUCT' }, weight: 450 },
      { reference: 'TST-1' },
    );
    const cart = await added('new', declination.id, { quantity: 2 }, { lang: 'en' });
    expect(cart.id).toMatch(UUID);
    expect(cart.products).toEqual([
      expect.objectContaining({
        idProduct: product.id,
        idDeclination: declination.id,
        name: product.name.en,
        url: `/en/products/${product.slug.en}/${product.id}`,
        declinationLabel: null,
        quantity: 2,
        type: 'OTHER',
        isDematerialized: false,
        hasShippingFees: true,
        reference: 'TST-1',
        weight: 450,
        price: 2500,
        discount: { id: product.id, type: 'EURO', amount: 500, detailType: 'PRODUCT' },
        basePrice: 2000,
        customizationExtra: 0,
        unitPrice: 2000,
        finalUnitPrice: 2000,
        total: 4000,
        stock: null,
        image: {
          filename: 'cushion.jpg',
          alt: 'Coussin',
          url: '/media/site-1/products/cushion.jpg',
          width: 800,
          height: 1200,
        },
      }),
    ]);
    expect(cart).toMatchObject({ quantity: 2, totalProduct: 4000, totalProductToPay: 4000 });
    // The cart is kept: a refresh finds the line.
    const refreshed = cartOf(await call('POST', `/cart/${cart.id}`, {}));
    expect(refreshed.products.map((line) => line.id)).toEqual(cart.products.map((line) => line.id));
  });

  it('labels a declination by its variation values, year and capacity, in the request language', async () => {
    const { declination } = await simpleProduct(
      { kind: 'WINE', sellByMultipleOf: 6 },
      { year: 2022, capacity: 37.5, capacityUnit: 'CENTILITRE' },
    );
    const cart = await added('new', declination.id, { quantity: 6 });
    expect(cart.products[0]).toMatchObject({
      declinationLabel: '2022 · 37,5 cl',
      capacity: 37.5,
      capacityUnit: 'CENTILITRE',
      type: 'WINE',
      sellByMultipleOf: 6,
    });
  });

  it('adds the same declination with the same customizations to its line, and different ones to a new line', async () => {
    const cushion = await customizableCushion();
    const answers = [
      { idCustomization: cushion.name.id, value: 'Léa' },
      { idCustomization: cushion.giftWrap.id, value: 'false' },
    ];
    const first = await added('new', cushion.declination.id, { quantity: 1, customizations: answers });
    // The same answers in another order, an unticked box left out: the same line.
    const same = await added(first.id, cushion.declination.id, {
      quantity: 2,
      customizations: [{ idCustomization: cushion.name.id, value: ' Léa ' }],
    });
    expect(same.products).toHaveLength(1);
    expect(same.products[0]?.quantity).toBe(3);
    const other = await added(first.id, cushion.declination.id, {
      quantity: 1,
      customizations: [{ idCustomization: cushion.name.id, value: 'Tom' }],
    });
    expect(other.products.map((line) => [line.quantity, line.customizations.map((c) => c.value)])).toEqual([
      [3, ['Léa']],
      [1, ['Tom']],
    ]);
  });

  it('prices customizations, the product discount and the decreasing discount on the server only', async () => {
    const cushion = await customizableCushion();
    await t.database.db
      .update(products)
      .set({ decreasingDiscounts: [{ fromQuantity: 3, type: 'EURO', amount: 300 }] })
      .where(and(eq(products.siteId, 1), eq(products.id, cushion.product.id)));
    const answers = [
      { idCustomization: cushion.name.id, value: 'Léa' }, // 1-char tier: +5,00 €
      { idCustomization: cushion.fabric.id, value: 'soie' }, // +10 % of 20,00 €
      { idCustomization: cushion.giftWrap.id, value: 'true' }, // +3,50 €
    ];
    const tampered = {
      quantity: 3,
      customizations: answers,
      // A client's prices are no part of the request: ignored.
      extra: { price: '1', unitPrice: '1', total: '1', totalProduct: '1' },
    };
    const cart = await added('new', cushion.declination.id, tampered);
    const [line] = cart.products;
    expect(line).toMatchObject({
      price: 2500,
      basePrice: 2000,
      customizationExtra: 500 + 200 + 350,
      unitPrice: 3050,
      quantityDiscount: { fromQuantity: 3, type: 'EURO', amount: 300 },
      finalUnitPrice: 2750,
      total: 8250,
    });
    expect(line?.customizations).toEqual([
      expect.objectContaining({
        label: 'Prénom brodé',
        value: 'Léa',
        valueLabel: 'Léa',
        extra: 500,
        display: formatCost({ costType: 'EURO', amount: 500 }),
      }),
      expect.objectContaining({
        label: 'Tissu',
        value: 'soie',
        valueLabel: 'Tissu soie',
        extra: 200,
        display: formatCost({ costType: 'PERCENT', amount: 10 }),
      }),
      expect.objectContaining({ label: 'Paquet cadeau', value: 'true', valueLabel: 'Oui', extra: 350 }),
    ]);
    expect(cart.totalProduct).toBe(8250);
    // Below the tier, the unit price is whole again.
    const lowered = cartOf(
      await call('PUT', `/cart/${cart.id}/product/${cushion.product.id}/quantity`, {
        quantity: 2,
        idCartProduct: line!.id,
        price: 1,
      }),
    );
    expect(lowered.products[0]).toMatchObject({ quantityDiscount: null, finalUnitPrice: 3050, total: 6100 });
  });

  it('reaches a decreasing discount by every unit of the product in the cart', async () => {
    const product = await makeProduct({
      price: 1000,
      decreasingDiscounts: [{ fromQuantity: 4, type: 'PERCENT', amount: 10 }],
    });
    const ecru = await makeDeclination(product);
    const sage = await makeDeclination(product);
    const cart = await added('new', ecru.id, { quantity: 2 });
    const both = await added(cart.id, sage.id, { quantity: 2 });
    expect(both.products.map((line) => line.total)).toEqual([1800, 1800]);
    expect(both.totalProduct).toBe(3600);
  });

  it('keeps a file sent with the add as the answer of the FILE customization', async () => {
    const cushion = await customizableCushion();
    const cart = await added('new', cushion.declination.id, {
      quantity: 1,
      customizations: [{ idCustomization: cushion.photo.id, value: '' }],
      files: [{ content: await png(), name: 'tissu.png', field: 'image' }],
    });
    const [answer] = cart.products[0]!.customizations;
    expect(answer).toMatchObject({
      idCustomization: cushion.photo.id,
      inputType: 'FILE',
      valueLabel: 'Fichier PNG',
      extra: 1000,
    });
    expect(answer?.value).toMatch(UUID);
    expect(cart.products[0]?.unitPrice).toBe(3000);
  });

  it('gives a file sent alone to the FILE customization the answers leave out', async () => {
    const cushion = await customizableCushion();
    const cart = await added('new', cushion.declination.id, {
      quantity: 1,
      customizations: [{ idCustomization: cushion.name.id, value: 'Léa' }],
      files: [{ content: await png(), name: 'tissu.png', field: 'image' }],
    });
    expect(cart.products[0]?.customizations.map((answer) => answer.inputType)).toEqual(['TEXT', 'FILE']);
    expect(cart.products[0]?.unitPrice).toBe(2000 + 500 + 1000);
  });

  it("refuses a file the customization does not accept, under the customization's key", async () => {
    const cushion = await customizableCushion();
    const response = await add(
      'new',
      cushion.declination.id,
      {
        quantity: 1,
        customizations: [{ idCustomization: cushion.photo.id, value: 'notes.txt' }],
        files: [{ content: Buffer.from('just some text, not a picture'), name: 'notes.txt', type: 'text/plain' }],
      },
      { lang: 'en' },
    );
    const body = refused(response);
    expect(body.message).toBe(
      `customization ${cushion.photo.id} : the content of this file is not of a recognised type (accepted: PNG)`,
    );
  });

  it('refuses a required customization left unanswered', async () => {
    const { product, declination } = await simpleProduct();
    const required = await makeCustomization(product, { inputType: 'TEXT', required: true, values: [] });
    const response = await add('new', declination.id, { quantity: 1 });
    expect(refused(response).message).toBe(`customization ${required.id} : cette personnalisation est obligatoire`);
  });

  describe('SPEC §5 rules with their messages', () => {
    it.each([
      ['en', 'quantity : Quantity must be greater than 0'],
      ['fr_FR', 'quantity : La quantité doit être supérieure à 0'],
    ] as const)('refuses a quantity of 0 (%s)', async (lang, message) => {
      const { declination } = await simpleProduct();
      const body = refused(await add('new', declination.id, { quantity: 0 }, { lang }));
      expect(body.message).toBe(message);
      expect(body.errors).toEqual({ quantity: message.replace('quantity : ', '') });
    });

    it.each([
      ['en', 'quantity : This product can only be added by multiple of 6 bottles'],
      ['fr_FR', 'quantity : Ce produit ne peut être ajouté que par multiple de 6 bouteilles'],
    ] as const)('refuses wine that is not by 6, in bottles (%s)', async (lang, message) => {
      const { declination } = await simpleProduct({ kind: 'WINE', sellByMultipleOf: 6 });
      expect(refused(await add('new', declination.id, { quantity: 4 }, { lang })).message).toBe(message);
      expect((await added('new', declination.id, { quantity: 12 })).quantity).toBe(12);
    });

    it.each([
      ['en', 'quantity : This product can only be added by multiple of 2'],
      ['fr_FR', 'quantity : Ce produit ne peut être ajouté que par multiple de 2'],
    ] as const)(
      'refuses other products that are not by their multiple, without bottles (%s)',
      async (lang, message) => {
        // The declination's multiple overrides the product's.
        const { declination } = await simpleProduct({ sellByMultipleOf: 4 }, { sellByMultipleOf: 2 });
        expect(refused(await add('new', declination.id, { quantity: 3 }, { lang })).message).toBe(message);
      },
    );

    it.each([
      ['en', 'quantity : Only 5 items remaining in stock'],
      ['fr_FR', 'quantity : Il ne reste que 5 articles en stock'],
    ] as const)('counts what the cart holds against a tracked stock (%s)', async (lang, message) => {
      const { declination } = await simpleProduct({}, { setQuantity: true, quantity: 5 });
      const cart = await added('new', declination.id, { quantity: 3 });
      expect(cart.products[0]?.stock).toBe(5);
      expect(refused(await add(cart.id, declination.id, { quantity: 3 }, { lang })).message).toBe(message);
      expect((await added(cart.id, declination.id, { quantity: 2 })).quantity).toBe(5);
    });

    it('lets any quantity through when the site does not track stock', async () => {
      const { declination } = await simpleProduct({}, { setQuantity: true, quantity: 1 });
      await setParameter(1, 'HANDLE_STOCK', 'false');
      try {
        const cart = await added('new', declination.id, { quantity: 30 });
        expect(cart.products[0]?.stock).toBeNull();
      } finally {
        await setParameter(1, 'HANDLE_STOCK', 'true');
      }
      const untracked = await simpleProduct({}, { setQuantity: false, quantity: 0 });
      expect((await added('new', untracked.declination.id, { quantity: 40 })).products[0]?.stock).toBeNull();
    });

    it("joins every problem as 'key : error' with ' / '", async () => {
      const cushion = await customizableCushion();
      const response = await add(
        'new',
        cushion.declination.id,
        { quantity: 0, customizations: [{ idCustomization: cushion.fabric.id, value: 'cuir' }] },
        { lang: 'en' },
      );
      const body = refused(response);
      expect(body.message).toBe(
        'quantity : Quantity must be greater than 0 / ' +
          `customization ${cushion.fabric.id} : "cuir" is not an option of "Fabric" (lin, soie)`,
      );
      expect(Object.keys(body.errors ?? {})).toEqual(['quantity', `customization ${cushion.fabric.id}`]);
    });

    it('reports a wrong multiple and a short stock together', async () => {
      const { declination } = await simpleProduct(
        { kind: 'WINE', sellByMultipleOf: 6 },
        { setQuantity: true, quantity: 4 },
      );
      const body = refused(await add('new', declination.id, { quantity: 7 }, { lang: 'en' }));
      expect(body.message).toBe(
        'quantity : This product can only be added by multiple of 6 bottles / Only 4 items remaining in stock',
      );
    });

    it('applies the rules to the seeded wines: Mareuil red by 6 bottles', async () => {
      const [wine] = await t.database.db
        .select({ id: declinations.id })
        .from(declinations)
        .innerJoin(products, and(eq(products.siteId, declinations.siteId), eq(products.id, declinations.productId)))
        .where(
          and(
            eq(declinations.siteId, 1),
            eq(products.kind, 'WINE'),
            eq(products.sellByMultipleOf, 6),
            eq(declinations.setQuantity, true),
            gte(declinations.quantity, 12),
          ),
        )
        .limit(1);
      const response = await add('new', wine!.id, { quantity: 5 }, { lang: 'en' });
      expect(refused(response).message).toBe('quantity : This product can only be added by multiple of 6 bottles');
    });
  });

  it('counts every add sent at once to one cart, and lets none of them pass the stock', async () => {
    const { declination } = await simpleProduct({}, { setQuantity: true, quantity: 12 });
    const cart = await added('new', declination.id, { quantity: 1 });
    // Adds that read the cart before another one wrote it read it again (then under its lock).
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(cart.id, declination.id, { quantity: 1 })));
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(refused(answer).message).toMatch(/stock/);
    }
    expect(accepted).toBe(11);
    const after = cartOf(await call('POST', `/cart/${cart.id}`, {}));
    expect(after.products.map((line) => line.quantity)).toEqual([12]);
  });

  it('answers the cart as it is when it changed elsewhere since the last add (another server, a removed line)', async () => {
    const { declination } = await simpleProduct({}, { setQuantity: true, quantity: 10 });
    const other = await simpleProduct();
    const cart = await added('new', declination.id, { quantity: 2 });
    await added(cart.id, other.declination.id, { quantity: 1 });
    // Another process of the API changes the line in the database.
    await t.database.db
      .update(cartProducts)
      .set({ quantity: 9 })
      .where(and(eq(cartProducts.cartId, cart.id), eq(cartProducts.declinationId, declination.id)));
    const refusedOver = refused(await add(cart.id, declination.id, { quantity: 2 }, { lang: 'en' }));
    expect(refusedOver.message).toMatch(/Only 10 items remaining in stock/);
    const after = await added(cart.id, declination.id, { quantity: 1 });
    expect(after.products.map((line) => line.quantity)).toEqual([10, 1]);
    // A line removed there, then its product added again here: a new line.
    const removed = after.products.find((one) => one.idDeclination === other.declination.id)!;
    await t.database.db.delete(cartProducts).where(eq(cartProducts.id, removed.id));
    const again = await added(cart.id, other.declination.id, { quantity: 1 });
    expect(again.products.map((one) => [one.idDeclination, one.quantity])).toEqual([
      [declination.id, 10],
      [other.declination.id, 1],
    ]);
    expect(again.products[1]?.id).not.toBe(removed.id);
  });

  it("bumps the cart's version once per add, and once per other change of the cart or its lines", async () => {
    // Decision 010: an add writes only if the cart is at the version it read, and remembers the version it left;
    // a second bump would send every next add back to the database, a missing one would let it miss a change.
    const { declination } = await simpleProduct();
    const other = await simpleProduct();
    const versionOf = async (id: string) => {
      const [row] = await t.database.db
        .select({ version: carts.version })
        .from(carts)
        .where(and(eq(carts.siteId, 1), eq(carts.id, id)));
      return row!.version;
    };
    const cart = await added('new', declination.id, { quantity: 1 });
    const first = await versionOf(cart.id);
    await added(cart.id, declination.id, { quantity: 1 });
    expect(await versionOf(cart.id)).toBe(first + 1);
    await added(cart.id, other.declination.id, { quantity: 1 });
    expect(await versionOf(cart.id)).toBe(first + 2);
    // What no add wrote: another process's writes of a line, and of the cart itself.
    const line = (declinationId: number) =>
      and(eq(cartProducts.siteId, 1), eq(cartProducts.cartId, cart.id), eq(cartProducts.declinationId, declinationId));
    await t.database.db.update(cartProducts).set({ quantity: 5 }).where(line(declination.id));
    expect(await versionOf(cart.id)).toBe(first + 3);
    await t.database.db.delete(cartProducts).where(line(other.declination.id));
    expect(await versionOf(cart.id)).toBe(first + 4);
    await t.database.db.insert(cartProducts).values({
      siteId: 1,
      cartId: cart.id,
      productId: other.product.id,
      declinationId: other.declination.id,
      quantity: 1,
    });
    expect(await versionOf(cart.id)).toBe(first + 5);
    await t.database.db
      .update(carts)
      .set({ discountCode: null })
      .where(and(eq(carts.siteId, 1), eq(carts.id, cart.id)));
    expect(await versionOf(cart.id)).toBe(first + 6);
    // The next add, from the version it remembers, finds the cart changed, reads it again and writes.
    const after = await added(cart.id, declination.id, { quantity: 1 });
    expect(after.products.map((one) => one.quantity)).toEqual([6, 1]);
    expect(await versionOf(cart.id)).toBe(first + 7);
  });

  it('refuses an unpublished product and an unknown declination', async () => {
    const hidden = await simpleProduct({ isPublished: false });
    const unpublished = await add('new', hidden.declination.id, { quantity: 1 }, { lang: 'en' });
    expect(refused(unpublished, 404).message).toBe('This product does not exist or is no longer for sale');
    const unknown = await add('new', 2_000_000_000, { quantity: 1 });
    expect(refused(unknown, 404).message).toBe('Ce produit n’existe pas ou n’est plus en vente');
  });

  it("refuses a declination of another site's catalogue", async () => {
    const other = await simpleProduct({ siteId: 2 });
    expect(refused(await add('new', other.declination.id, { quantity: 1 }), 404)).toBeTruthy();
  });

  it('accepts the same fields as JSON', async () => {
    const cushion = await customizableCushion();
    const response = await call('POST', `/cart/new/product/${cushion.declination.id}`, {
      type: 'MAIN_CART',
      quantity: 1,
      customizations: [{ idCustomization: cushion.name.id, answer: 'Zoé' }],
      price: 1,
    });
    const cart = cartOf(response);
    expect(cart.products[0]).toMatchObject({ unitPrice: 2500, total: 2500 });
  });
});

describe('PUT quantity and DELETE', () => {
  it('changes a line under the rules, counting the other lines of the declination against the stock', async () => {
    const cushion = await customizableCushion();
    await t.database.db
      .update(declinations)
      .set({ setQuantity: true, quantity: 4 })
      .where(and(eq(declinations.siteId, 1), eq(declinations.id, cushion.declination.id)));
    const one = await added('new', cushion.declination.id, { quantity: 1 });
    const two = await added(one.id, cushion.declination.id, {
      quantity: 1,
      customizations: [{ idCustomization: cushion.name.id, value: 'Léa' }],
    });
    const line = two.products[0]!;
    const url = `/cart/${one.id}/product/${cushion.product.id}/quantity`;
    const over = await call('PUT', url, { quantity: 4, idCartProduct: line.id }, { lang: 'en' });
    expect(refused(over).message).toBe('quantity : Only 4 items remaining in stock');
    const zero = await call('PUT', url, { quantity: 0, idCartProduct: line.id }, { lang: 'en' });
    expect(refused(zero).message).toBe('quantity : Quantity must be greater than 0');
    const changed = cartOf(await call('PUT', url, { quantity: 3, idCartProduct: line.id }));
    expect(changed.products.map((product) => product.quantity)).toEqual([3, 1]);
    // A line of the cart under another product's id is not found.
    const wrong = await call('PUT', `/cart/${one.id}/product/${cushion.product.id + 1}/quantity`, {
      quantity: 2,
      idCartProduct: line.id,
    });
    expect(refused(wrong, 404).message).toBe('Ce produit n’est pas dans le panier');
  });

  it('removes one line, then the whole cart', async () => {
    const { product, declination } = await simpleProduct();
    const other = await simpleProduct();
    const cart = await added('new', declination.id, { quantity: 1 });
    await added(cart.id, other.declination.id, { quantity: 1 });
    const line = cart.products[0]!;
    const left = cartOf(await call('DELETE', `/cart/${cart.id}/product/${product.id}/${line.id}`));
    expect(left.products.map((remaining) => remaining.idProduct)).toEqual([other.product.id]);
    const again = await call('DELETE', `/cart/${cart.id}/product/${product.id}/${line.id}`);
    expect(refused(again, 404)).toBeTruthy();
    const deleted = await call('DELETE', `/cart/${cart.id}`);
    expect(deleted.json()).toEqual({ success: true, data: { deleted: true }, message: null });
    expect(refused(await call('POST', `/cart/${cart.id}`, {}), 404).message).toBe('Ce panier n’existe pas');
  });

  it('lists a line whose product was withdrawn apart, without pricing it', async () => {
    const kept = await simpleProduct();
    const withdrawn = await simpleProduct();
    const cart = await added('new', kept.declination.id, { quantity: 1 });
    await added(cart.id, withdrawn.declination.id, { quantity: 2 });
    await t.changed(
      t.database.db
        .update(products)
        .set({ isPublished: false })
        .where(and(eq(products.siteId, 1), eq(products.id, withdrawn.product.id))),
    );
    const refreshed = cartOf(await call('POST', `/cart/${cart.id}`, {}));
    expect(refreshed.products.map((line) => line.idProduct)).toEqual([kept.product.id]);
    expect(refreshed.unavailableProducts).toEqual([
      expect.objectContaining({ idProduct: withdrawn.product.id, name: withdrawn.product.name.fr_FR }),
    ]);
    expect(refreshed.totalProduct).toBe(2500);
  });
});

describe('discount codes', () => {
  async function cartWorth(cents: number) {
    const { declination } = await simpleProduct({ price: cents });
    return added('new', declination.id, { quantity: 1 });
  }

  it('applies a PERCENT code to the products, rounded to the cent, and clears it', async () => {
    const cart = await cartWorth(4995);
    const applied = cartOf(
      await call('POST', `/cart/${cart.id}`, { discountCode: ' bienvenue10 ', type: 'MAIN_CART' }),
    );
    expect(applied).toMatchObject({
      discountCode: 'BIENVENUE10',
      discount: { code: 'BIENVENUE10', type: 'PERCENT', amount: 10, detailType: 'PRODUCT', total: 499 },
      totalProduct: 4995,
      totalProductToPay: 4496,
      discountError: null,
    });
    // Kept by a refresh without a code, cleared by null.
    expect(cartOf(await call('POST', `/cart/${cart.id}`, {})).totalProductToPay).toBe(4496);
    const cleared = cartOf(await call('POST', `/cart/${cart.id}`, { discountCode: null }));
    expect(cleared).toMatchObject({ discountCode: null, discount: null, totalProductToPay: 4995 });
  });

  it('applies a EURO code from its minimum, never more than the products', async () => {
    const code = `EURO${next()}`;
    await makeCode({ code, type: 'EURO', amount: 3000, minimumTotal: 2000 });
    const small = await cartWorth(1999);
    const response = await call('POST', `/cart/${small.id}`, { discountCode: code }, { lang: 'en' });
    expect(refused(response).message).toBe(`The discount code "${code}" needs at least €20.00 of products in the cart`);
    const french = await call('POST', `/cart/${small.id}`, { discountCode: code });
    expect(refused(french).message).toBe(
      `Le code promo « ${code} » demande au moins ${formatPrice(2000)} d’achats dans le panier`,
    );
    // The cart was left as it was.
    expect(cartOf(await call('POST', `/cart/${small.id}`, {})).discountCode).toBeNull();
    const big = await cartWorth(2500);
    const applied = cartOf(await call('POST', `/cart/${big.id}`, { discountCode: code.toLowerCase() }));
    expect(applied).toMatchObject({ totalProduct: 2500, totalProductToPay: 0, discount: { total: 2500 } });
  });

  it('refuses an expired, not yet valid, used up, inactive or unknown code', async () => {
    const cart = await cartWorth(5000);
    const refresh = (discountCode: string) => call('POST', `/cart/${cart.id}`, { discountCode }, { lang: 'en' });
    expect(refused(await refresh('NOEL2024')).message).toBe('The discount code "NOEL2024" expired on 31/12/2024');
    const frenchExpired = await call('POST', `/cart/${cart.id}`, { discountCode: 'noel2024' });
    expect(refused(frenchExpired).message).toBe('Le code promo « NOEL2024 » a expiré le 31/12/2024');
    const later = `LATER${next()}`;
    await makeCode({ code: later, startsAt: new Date('2099-06-01T10:00:00Z') });
    expect(refused(await refresh(later)).message).toBe(`The discount code "${later}" is only valid from 01/06/2099`);
    const usedUp = `USED${next()}`;
    await makeCode({ code: usedUp, maxUses: 2, usedCount: 2 });
    expect(refused(await refresh(usedUp)).message).toBe(
      `The discount code "${usedUp}" has been used as many times as it could be`,
    );
    const inactive = `OFF${next()}`;
    await makeCode({ code: inactive, isActive: false });
    expect(refused(await refresh(inactive)).message).toBe(`The discount code "${inactive}" is no longer valid`);
    expect(refused(await refresh('NOPE')).message).toBe('The discount code "NOPE" does not exist');
    expect(cartOf(await call('POST', `/cart/${cart.id}`, {})).discountCode).toBeNull();
  });

  it('reports a shipping-fees code for the shipping step, taking nothing off the products', async () => {
    const cart = await cartWorth(7000);
    const applied = cartOf(await call('POST', `/cart/${cart.id}`, { discountCode: 'LIVRAISON' }));
    expect(applied).toMatchObject({
      discount: { code: 'LIVRAISON', detailType: 'SHIPPING_FEES', type: 'PERCENT', amount: 100, total: 0 },
      totalProduct: 7000,
      totalProductToPay: 7000,
    });
  });

  it('says why a kept code no longer applies once the cart falls below its minimum', async () => {
    const { product, declination } = await simpleProduct({ price: 2000 });
    const cart = await added('new', declination.id, { quantity: 2 });
    cartOf(await call('POST', `/cart/${cart.id}`, { discountCode: 'ATELIER5' }));
    const lowered = cartOf(
      await call(
        'PUT',
        `/cart/${cart.id}/product/${product.id}/quantity`,
        { quantity: 1, idCartProduct: cart.products[0]!.id },
        { lang: 'en' },
      ),
    );
    expect(lowered).toMatchObject({
      discountCode: 'ATELIER5',
      discount: null,
      discountError: 'The discount code "ATELIER5" needs at least €30.00 of products in the cart',
      totalProductToPay: 2000,
    });
  });

  it('POST /order/discount tells what a code would give, without applying it', async () => {
    const cart = await cartWorth(12000);
    const response = await call('POST', '/order/discount', { code: 'merci15', idCart: cart.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(data<OrderDiscount>(response)).toEqual({
      discount: {
        code: 'MERCI15',
        type: 'EURO',
        amount: 1500,
        detailType: 'PRODUCT',
        minimumTotal: 10000,
        total: 1500,
      },
      totalProduct: 12000,
      totalProductToPay: 10500,
    });
    expect(cartOf(await call('POST', `/cart/${cart.id}`, {})).discountCode).toBeNull();
    const expired = await call('POST', '/order/discount', { code: 'NOEL2024', idCart: cart.id }, { lang: 'en' });
    expect(refused(expired).message).toBe('The discount code "NOEL2024" expired on 31/12/2024');
    const missing = await call('POST', '/order/discount', { code: 'MERCI15', idCart: 'not-a-cart' });
    expect(refused(missing, 404)).toBeTruthy();
  });

  it("keeps each site's codes to itself", async () => {
    const site2 = await simpleProduct({ siteId: 2, kind: 'WINE', sellByMultipleOf: 6, price: 1000 });
    const cart = await added('new', site2.declination.id, { quantity: 6 }, { site: 2 });
    const applied = cartOf(await call('POST', `/cart/${cart.id}`, { discountCode: 'VENDANGES' }, { site: 2 }));
    expect(applied.discount).toMatchObject({ code: 'VENDANGES', total: 300 });
    const response = await call('POST', `/cart/${cart.id}`, { discountCode: 'ATELIER5' }, { site: 2, lang: 'en' });
    expect(refused(response).message).toBe('The discount code "ATELIER5" does not exist');
  });
});

describe('owners and sites', () => {
  it('claims a guest cart at login: it becomes the default cart and takes the lines of the previous one', async () => {
    const token = await login();
    const shared = await simpleProduct();
    const only = await simpleProduct({ price: 1000 });
    // The user's cart from an earlier visit, with a code.
    const previous = cartOf(await call('POST', '/cart', {}, { token }));
    await added(previous.id, shared.declination.id, { quantity: 1 }, { token });
    await added(previous.id, only.declination.id, { quantity: 2 }, { token });
    cartOf(await call('POST', `/cart/${previous.id}`, { discountCode: 'BIENVENUE10' }, { token }));
    // A guest cart filled before logging in.
    const guest = await added('new', shared.declination.id, { quantity: 2 });
    expect(guest.isDefault).toBe(false);

    const claimed = cartOf(await call('GET', `/cart/${guest.id}/default`, undefined, { token }));
    expect(claimed.id).toBe(guest.id);
    expect(claimed.isDefault).toBe(true);
    const lines = claimed.products.map((line) => [line.idProduct, line.quantity]);
    expect(lines.sort(([a], [b]) => a! - b!)).toEqual([
      [shared.product.id, 3],
      [only.product.id, 2],
    ]);
    expect(claimed.discountCode).toBe('BIENVENUE10');
    // One main cart remains: the previous one is gone, POST /cart answers the claimed one.
    expect(refused(await call('POST', `/cart/${previous.id}`, {}, { token }), 404)).toBeTruthy();
    expect(cartOf(await call('POST', '/cart', {}, { token })).id).toBe(guest.id);
    // The guest's id alone no longer opens it.
    expect(refused(await call('POST', `/cart/${guest.id}`, {}), 404).message).toBe('Ce panier n’existe pas');
  });

  it('makes one of the user’s own carts the default, and asks a guest to log in', async () => {
    const token = await login();
    const guest = await added('new', (await simpleProduct()).declination.id, { quantity: 1 });
    const anonymous = await call('GET', `/cart/${guest.id}/default`, undefined, { lang: 'en' });
    expect(refused(anonymous, 401).message).toBe('You must be logged in');
    const mine = cartOf(await call('GET', `/cart/${guest.id}/default`, undefined, { token }));
    expect(cartOf(await call('GET', `/cart/${mine.id}/default`, undefined, { token })).isDefault).toBe(true);
  });

  it("answers 404 for another user's cart, whatever the call", async () => {
    const owner = await login();
    const stranger = await login();
    const { product, declination } = await simpleProduct();
    const cart = await added('new', declination.id, { quantity: 1 }, { token: owner });
    const line = cart.products[0]!;
    const attempts = [
      await call('POST', `/cart/${cart.id}`, {}, { token: stranger }),
      await call('POST', `/cart/${cart.id}`, {}),
      await add(cart.id, declination.id, { quantity: 1 }, { token: stranger }),
      await call(
        'PUT',
        `/cart/${cart.id}/product/${product.id}/quantity`,
        { quantity: 2, idCartProduct: line.id },
        { token: stranger },
      ),
      await call('DELETE', `/cart/${cart.id}/product/${product.id}/${line.id}`, undefined, { token: stranger }),
      await call('DELETE', `/cart/${cart.id}`, undefined, { token: stranger }),
      await call('GET', `/cart/${cart.id}/default`, undefined, { token: stranger }),
      await call('POST', '/order/discount', { code: 'BIENVENUE10', idCart: cart.id }, { token: stranger }),
    ];
    for (const response of attempts) expect(refused(response, 404).message).toBe('Ce panier n’existe pas');
    expect(cartOf(await call('POST', `/cart/${cart.id}`, {}, { token: owner })).quantity).toBe(1);
  });

  it('answers 404 for a cart of site 1 asked on site 2', async () => {
    const { declination } = await simpleProduct();
    const cart = await added('new', declination.id, { quantity: 1 });
    expect(refused(await call('POST', `/cart/${cart.id}`, {}, { site: 2 }), 404)).toBeTruthy();
    expect(refused(await call('DELETE', `/cart/${cart.id}`, undefined, { site: 2 }), 404)).toBeTruthy();
    const site2 = await simpleProduct({ siteId: 2 });
    expect(refused(await add(cart.id, site2.declination.id, { quantity: 1 }, { site: 2 }), 404)).toBeTruthy();
  });

  it('keeps an ordered cart read-only', async () => {
    const { product, declination } = await simpleProduct();
    const cart = await added('new', declination.id, { quantity: 1 });
    await t.database.db
      .update(carts)
      .set({ orderedAt: new Date() })
      .where(and(eq(carts.siteId, 1), eq(carts.id, cart.id)));
    const message = 'This cart has already been ordered: start a new cart';
    const line = cart.products[0]!;
    const attempts = [
      await call('POST', `/cart/${cart.id}`, {}, { lang: 'en' }),
      await add(cart.id, declination.id, { quantity: 1 }, { lang: 'en' }),
      await call(
        'PUT',
        `/cart/${cart.id}/product/${product.id}/quantity`,
        { quantity: 2, idCartProduct: line.id },
        { lang: 'en' },
      ),
      await call('DELETE', `/cart/${cart.id}/product/${product.id}/${line.id}`, undefined, { lang: 'en' }),
      await call('DELETE', `/cart/${cart.id}`, undefined, { lang: 'en' }),
    ];
    for (const response of attempts) expect(refused(response, 409).message).toBe(message);
  });

  it('gives a logged user whose default cart was ordered a new default cart', async () => {
    const token = await login();
    const first = cartOf(await call('POST', '/cart', {}, { token }));
    await t.database.db
      .update(carts)
      .set({ orderedAt: new Date() })
      .where(and(eq(carts.siteId, 1), eq(carts.id, first.id)));
    const next = cartOf(await call('POST', '/cart', {}, { token }));
    expect(next.id).not.toBe(first.id);
    expect(next.isDefault).toBe(true);
  });

  it('refuses a change sent by a page of another site with the session cookie', async () => {
    const token = await login();
    const cart = cartOf(await call('POST', '/cart', {}, { token }));
    const forged = await t.call({
      method: 'POST',
      url: `/api/cart/${cart.id}`,
      payload: {},
      headers: { cookie: `token=${token}`, origin: 'https://evil.example' },
    });
    expect(refused(forged, 403)).toBeTruthy();
    const navigated = await t.call({
      method: 'GET',
      url: `/api/cart/${cart.id}/default`,
      headers: { cookie: `token=${token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(refused(navigated, 403)).toBeTruthy();
  });
});

describe('invalid requests get a 4xx envelope', () => {
  it.each([
    ['a malformed cart id', 'POST', '/cart/1234', {}, 404],
    [
      'a quantity that is not a number',
      'PUT',
      '/cart/00000000-0000-4000-8000-000000000000/product/1/quantity',
      { quantity: 'abc', idCartProduct: 1 },
      400,
    ],
    ['a line id missing', 'PUT', '/cart/00000000-0000-4000-8000-000000000000/product/1/quantity', { quantity: 1 }, 400],
    ['a discount code that is not text', 'POST', '/cart', { discountCode: 12 }, 400],
    ['a cart type unknown', 'POST', '/cart', { type: 'WISHLIST' }, 400],
    ['a declination id that is not a number', 'POST', '/cart/new/product/abc', { quantity: 1 }, 400],
    ['an unknown cart', 'DELETE', '/cart/00000000-0000-4000-8000-000000000000', undefined, 404],
    ['a discount check without code', 'POST', '/order/discount', { idCart: 'x' }, 400],
  ] as const)('%s', async (_name, method, url, payload, status) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, data: null, message: expect.any(String) });
  });

  it('refuses add-to-cart fields it cannot read, each under its key', async () => {
    const { declination } = await simpleProduct();
    const text = await add('new', declination.id, { quantity: 'deux', customizations: '{not json' }, { lang: 'en' });
    expect(refused(text).message).toBe(
      'quantity : Quantity must be a whole number / customizations : must be a JSON list of {idCustomization, value}',
    );
    const missing = await call('POST', `/cart/new/product/${declination.id}`, { type: 'MAIN_CART' }, { lang: 'en' });
    expect(refused(missing).message).toBe('quantity : is required');
    const wrongType = await add('new', declination.id, { quantity: 1, type: 'WISHLIST' }, { lang: 'en' });
    expect(refused(wrongType).message).toBe('type : must be one of MAIN_CART');
    const stray = await add('new', declination.id, {
      quantity: 1,
      files: [{ content: await png(), name: 'stray.png' }],
    });
    expect(refused(stray).message).toBe(
      'images : le fichier « stray.png » ne correspond à aucune personnalisation par fichier de ce produit',
    );
  });
});

describe('the typed client', () => {
  it('adds to the cart in multipart and reads the cart back', async () => {
    const cushion = await customizableCushion();
    const client = createApiClient({
      baseUrl: '',
      locale: 'en',
      siteId: 1,
      check: true,
      fetch: async (input, init) => {
        const response = await t.app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: String(input),
          headers: init?.headers as Record<string, string>,
          ...(init?.body === undefined ? {} : { payload: init.body as string }),
        });
        return new Response(response.body, { status: response.statusCode });
      },
    });
    const photo = new File([await png()], 'tissu.png', { type: 'image/png' });
    const cart = await client.addToCart({
      params: { cartId: 'new', declinationId: cushion.declination.id },
      body: formOf(
        { type: 'MAIN_CART', quantity: 1, customizations: [{ idCustomization: cushion.photo.id, value: '' }] },
        { images: [photo] },
      ),
    });
    expect(cart.products[0]?.customizations[0]).toMatchObject({ valueLabel: 'PNG file', extra: 1000 });
    const refreshed = await client.refreshCart({ params: { cartId: cart.id }, body: { discountCode: 'BIENVENUE10' } });
    expect(refreshed.totalProductToPay).toBe(2700);
    await expect(
      client.addToCart({ params: { cartId: cart.id, declinationId: cushion.declination.id }, body: { quantity: 0 } }),
    ).rejects.toThrow('quantity : Quantity must be greater than 0');
  });
});

describe('the OpenAPI document', () => {
  it('describes the cart calls', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/cart',
        '/api/cart/{cartId}',
        '/api/cart/{cartId}/default',
        '/api/cart/{cartId}/product/{declinationId}',
        '/api/cart/{cartId}/product/{productId}/quantity',
        '/api/cart/{cartId}/product/{productId}/{idCartProduct}',
        '/api/order/discount',
      ]),
    );
  });
});
