import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type {
  AccessPoint,
  AllowedPickupDates,
  Cart,
  CompanyAddress,
  List,
  LoginResult,
  OrderPlaced,
  SavedAddress,
  ShippingFees,
} from '@atelier/contract';
import {
  carts,
  declinations,
  legalTextVersions,
  orderLines,
  orders,
  payments,
  products,
  siteParameters,
} from '../../db/schema/index.ts';
import { TEST_ADDRESS } from '../payments/payments.factory.ts';
import { insertOrder, orderRefusalOf, type NewOrder } from './place-order.repository.ts';
import { data, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

let serial = 0;
const next = () => ++serial;
const freshIp = () => `10.7.${Math.floor(serial / 250)}.${(next() % 250) + 1}`;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string, site = 1) {
  return t.call({
    method,
    url: `/api${url}`,
    site,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { 'x-forwarded-for': freshIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return data<T>(response);
}

function refused(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ success: boolean; message: string }>();
  expect(body.success).toBe(false);
  return body.message;
}

async function login(site = 1): Promise<string> {
  const email = `commande.${Date.now()}.${next()}@example.com`;
  const password = 'Tapisserie-2024!';
  const payload = { email, password, firstname: 'Jeanne', lastname: 'Morel', phone: '06 12 34 56 78' };
  ok(await call('POST', '/register', { ...payload, birthdate: '1980-05-01', acceptTerms: true }, undefined, site));
  return ok<LoginResult>(await call('POST', '/login', { email, password }, undefined, site)).token;
}

/** A product of site 1 with one declination, 25,00 €, stock tracked or not. */
async function product(fields: { stock?: number; weight?: number; isMadeToMeasure?: boolean } = {}) {
  const n = next();
  const [row] = await t.database.db
    .insert(products)
    .values({
      siteId: 1,
      kind: 'OTHER',
      name: { fr_FR: `Coussin commandé ${n}`, en: `Ordered cushion ${n}` },
      slug: { fr_FR: `coussin-commande-${n}`, en: `ordered-cushion-${n}` },
      price: 2500,
      weight: fields.weight ?? 800,
      isMadeToMeasure: fields.isMadeToMeasure ?? false,
    })
    .returning();
  const [declination] = await t.database.db
    .insert(declinations)
    .values({
      siteId: 1,
      productId: row!.id,
      setQuantity: fields.stock !== undefined,
      quantity: fields.stock ?? 0,
    })
    .returning();
  return { productId: row!.id, declinationId: declination!.id };
}

async function trackStock() {
  for (const type of ['HANDLE_STOCK', 'USE_PRODUCT_STOCK']) {
    await t.changed(
      t.database.db
        .update(siteParameters)
        .set({ value: 'true' })
        .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, type))),
    );
  }
}

async function cartWith(declinationId: number, quantity: number, token?: string): Promise<Cart> {
  return ok<Cart>(await call('POST', `/cart/new/product/${declinationId}`, { quantity }, token));
}

const ADDRESS = {
  firstname: 'Jeanne',
  lastname: 'Morel',
  address: '12 rue des Halles',
  postalCode: '85000',
  city: 'La Roche-sur-Yon',
  country: 'FR',
};

async function homeCarrier(cart: Cart) {
  const fees = ok<ShippingFees>(
    await call('POST', '/calculate/shipping-fees', {
      products: cart.products.map((line) => ({
        idProduct: line.idProduct,
        idDeclination: line.idDeclination,
        quantity: line.quantity,
      })),
      postalCode: '85000',
      country: 'FR',
    }),
  );
  const carrier = fees.carriers.find((offer) => offer.deliveryType === 'DELIVERY');
  expect(carrier).toBeDefined();
  return carrier!;
}

function homeOrder(cart: Cart, idCarrier: number, extra: Record<string, unknown> = {}) {
  return {
    idCart: cart.id,
    user: { phone: '06 12 34 56 78', email: 'invite@example.com' },
    address: { delivery: ADDRESS, billing: ADDRESS },
    message: 'Sonnez deux fois',
    delivery: { type: 'DELIVERY', idCarrier },
    acceptSaleTerms: true,
    ...extra,
  };
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('POST /order', () => {
  it('keeps on its line that a product was made to measure when sold (out of the withdrawal right, issue 19)', async () => {
    const { productId, declinationId } = await product({ isMadeToMeasure: true });
    const cart = await cartWith(declinationId, 1);
    const carrier = await homeCarrier(cart);
    const placed = ok<OrderPlaced>(await call('POST', '/order', homeOrder(cart, carrier.id)));
    // The workshop stops making it to measure afterwards: the sold line keeps what it was.
    await t.database.db.update(products).set({ isMadeToMeasure: false }).where(eq(products.id, productId));
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.idOrder));
    expect(line!.madeToMeasure).toBe(true);
  });

  it('places a guest order with home delivery, priced by the server, and starts the sandbox payment', async () => {
    const { declinationId } = await product();
    const cart = await cartWith(declinationId, 2);
    const carrier = await homeCarrier(cart);
    // What the browser might send about prices is not read.
    const body = homeOrder(cart, carrier.id, {
      total: 1,
      delivery: { type: 'DELIVERY', idCarrier: carrier.id, servicePrice: 0 },
    });
    const placed = ok<OrderPlaced>(await call('POST', '/order', body));

    expect(placed.totalProducts).toBe(5000);
    expect(placed.shippingFees).toBe(carrier.fdp);
    expect(placed.total).toBe(5000 + carrier.fdp);
    expect(placed.provider).toBe('SANDBOX');
    expect(placed.redirectUrl).toMatch(/\/api\/payment\/sandbox\/1\//);
    expect(placed.reference).toMatch(/^C\d{4}-\d{6}$/);

    const row = await orderRow(placed.idOrder);
    expect(row).toMatchObject({
      status: 'AWAITING_PAYMENT',
      email: 'invite@example.com',
      deliveryType: 'DELIVERY',
      carrierId: carrier.id,
      message: 'Sonnez deux fois',
      total: placed.total,
    });
    expect(row.deliveryAddress?.countryAlpha2).toBe('FR');
    expect(row.saleTerms.length).toBeGreaterThan(100);
    // It records the sale terms' version in force (issue 18), the one its buyer reads from the order.
    const [terms] = await t.database.db
      .select({ id: legalTextVersions.id })
      .from(legalTextVersions)
      .where(and(eq(legalTextVersions.siteId, 1), eq(legalTextVersions.key, 'SALE_TERMS')))
      .orderBy(desc(legalTextVersions.id))
      .limit(1);
    expect(row.saleTermsVersionId).toBe(terms!.id);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.idOrder));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, unitPrice: 2500, total: 5000, stockReserved: false });
    expect(lines[0]!.madeToMeasure).toBe(false);

    // The sandbox's payment is written complete with the order: its page opens, its return link is stored.
    const page = new URL(placed.redirectUrl).pathname;
    expect((await t.call({ url: page })).statusCode).toBe(200);
    const token = decodeURIComponent(page.split('/').at(-1)!);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, placed.idOrder));
    expect(payment).toMatchObject({
      status: 'PENDING',
      amount: placed.total,
      providerRef: expect.stringMatching(/^sandbox_/),
    });
    expect((payment?.detail as { returnUrl?: string }).returnUrl?.endsWith(`/order/cawl/result?id=${token}`)).toBe(
      true,
    );
  });

  it('refuses an order without the sale terms, a guest without an e-mail, and a delivery left unchosen', async () => {
    const { declinationId } = await product();
    const cart = await cartWith(declinationId, 1);
    const carrier = await homeCarrier(cart);
    expect(refused(await call('POST', '/order', homeOrder(cart, carrier.id, { acceptSaleTerms: false })))).toMatch(
      /conditions générales de vente/,
    );
    const noEmail = homeOrder(cart, carrier.id, { user: { phone: '0612345678' } });
    expect(refused(await call('POST', '/order', noEmail))).toMatch(/adresse e-mail/);
    expect(
      refused(await call('POST', '/order', homeOrder(cart, carrier.id, { delivery: { type: 'DELIVERY' } }))),
    ).toMatch(/transporteur/);
    expect(refused(await call('POST', '/order', { idCart: cart.id }))).toMatch(/user|address|delivery/);
    expect(
      refused(await call('POST', '/order', homeOrder(cart, carrier.id, { delivery: { type: 'NO_DELIVERY' } }))),
    ).toMatch(/livraison/);
  });

  it('delivers to a relay point the network knows, stored as the network describes it', async () => {
    const { declinationId } = await product();
    const cart = await cartWith(declinationId, 1);
    const fees = ok<ShippingFees>(
      await call('POST', '/calculate/shipping-fees', {
        products: [{ idProduct: cart.products[0]!.idProduct, quantity: 1 }],
        postalCode: '85000',
      }),
    );
    const relay = fees.carriers.find((offer) => offer.deliveryType === 'PICKUP')!;
    const [point] = ok<AccessPoint[]>(
      await call('POST', '/relay/access-points', { postalCode: '85000', country: 'FR', carrierId: relay.id }),
    );
    const body: Record<string, unknown> = homeOrder(cart, relay.id, {
      address: { billing: ADDRESS },
      delivery: { type: 'PICKUP', idCarrier: relay.id, accessPointId: 'does-not-exist' },
    });
    expect(refused(await call('POST', '/order', body))).toMatch(/point relais/);
    body.delivery = { type: 'PICKUP', idCarrier: relay.id, accessPointId: point!.id };
    const placed = ok<OrderPlaced>(await call('POST', '/order', body));
    const row = await orderRow(placed.idOrder);
    expect(row.deliveryType).toBe('PICKUP');
    expect(row.accessPoint).toMatchObject({ id: point!.id, name: point!.name, zipCode: point!.zipCode });
    expect(row.deliveryAddress).toBeNull();
  });

  it('takes a Click & Collect slot that can still be chosen, free of shipping fees', async () => {
    const { declinationId } = await product();
    const token = await login();
    const cart = await cartWith(declinationId, 1, token);
    const addresses = ok<List<CompanyAddress>>(await call('GET', '/company/address?nbItem=100'));
    const pickup = addresses.items.find((a) => a.type.some((type) => type.code === 'CLICK_AND_COLLECT'))!;
    const now = new Date();
    let day: AllowedPickupDates['days'][number] | undefined;
    for (let m = 0; m < 3 && !day; m++) {
      const month = new Date(now.getFullYear(), now.getMonth() + m, 1);
      const allowed = ok<AllowedPickupDates>(
        await call('GET', `/calendar/${pickup.id}/date/allowed/${month.getMonth() + 1}/${month.getFullYear()}`),
      );
      day = allowed.days[0];
    }
    const body = {
      idCart: cart.id,
      user: { phone: '06 12 34 56 78' },
      address: { billing: ADDRESS },
      delivery: { type: 'CLICK_AND_COLLECT', idAddress: pickup.id },
      dateSchedule: day!.date,
      idSchedule: day!.slots[0]!.idSchedule,
      acceptSaleTerms: true,
    };
    const placed = ok<OrderPlaced>(await call('POST', '/order', body, token));
    expect(placed.shippingFees).toBe(0);
    const row = await orderRow(placed.idOrder);
    expect(row).toMatchObject({
      deliveryType: 'CLICK_AND_COLLECT',
      pickupAddressId: pickup.id,
      pickupDate: day!.date,
      email: expect.stringMatching(/^commande\./),
      userId: expect.any(Number),
    });
    // A closed day is refused.
    expect(refused(await call('POST', '/order', { ...body, dateSchedule: '2000-01-03' }, token))).toMatch(/créneau/);
  });

  it("refuses another customer's cart as if it did not exist", async () => {
    const { declinationId } = await product();
    const owner = await login();
    const cart = await cartWith(declinationId, 1, owner);
    const carrier = await homeCarrier(cart);
    refused(await call('POST', '/order', homeOrder(cart, carrier.id)), 404);
    refused(await call('POST', '/order', homeOrder(cart, carrier.id), await login()), 404);
    refused(await call('POST', '/order', homeOrder(cart, carrier.id), undefined, 2), 404);
  });

  it('gives exactly as many orders as units left when 200 buyers want the last ten (issue 20)', async () => {
    await trackStock();
    const { declinationId } = await product({ stock: 10 });
    const carts = await Promise.all(Array.from({ length: 200 }, () => cartWith(declinationId, 1)));
    const carrier = await homeCarrier(carts[0]!);
    const answers = await Promise.all(carts.map((cart) => call('POST', '/order', homeOrder(cart, carrier.id))));
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(10);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused(answer)).toBe('Il ne reste que 0 articles en stock');
    }
    const [row] = await t.database.db.select().from(declinations).where(eq(declinations.id, declinationId));
    expect(row!.quantity).toBe(0);
  });

  it('gives the stock of an unpaid order back when the same cart is ordered again', async () => {
    await trackStock();
    const { declinationId } = await product({ stock: 3 });
    const cart = await cartWith(declinationId, 2);
    const carrier = await homeCarrier(cart);
    const first = ok<OrderPlaced>(await call('POST', '/order', homeOrder(cart, carrier.id)));
    const second = ok<OrderPlaced>(await call('POST', '/order', homeOrder(cart, carrier.id)));
    expect((await orderRow(first.idOrder)).status).toBe('CANCELLED');
    expect((await orderRow(second.idOrder)).status).toBe('AWAITING_PAYMENT');
    const [row] = await t.database.db.select().from(declinations).where(eq(declinations.id, declinationId));
    expect(row!.quantity).toBe(1);
  });
});

describe('POST /order with an Idempotency-Key (issue 20)', () => {
  const placeWithKey = (body: object, key: string) =>
    t.call({
      method: 'POST',
      url: '/api/order',
      payload: body,
      headers: { 'x-forwarded-for': freshIp(), 'idempotency-key': key },
    });
  const ordersOfCart = (cartId: string) =>
    t.database.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.cartId, cartId));

  it('places one order for a request sent twice, and answers the retry as the first', async () => {
    const { declinationId } = await product();
    const cart = await cartWith(declinationId, 1);
    const body = homeOrder(cart, (await homeCarrier(cart)).id);
    const key = `commande-${Date.now()}-${next()}`;
    const first = ok<OrderPlaced>(await placeWithKey(body, key));
    const again = ok<OrderPlaced>(await placeWithKey(body, key));
    expect(again).toEqual(first);
    expect(await ordersOfCart(cart.id)).toEqual([{ id: first.idOrder, status: 'AWAITING_PAYMENT' }]);
  });

  it('places one order when the same request arrives twice at once', async () => {
    const { declinationId } = await product();
    const cart = await cartWith(declinationId, 1);
    const body = homeOrder(cart, (await homeCarrier(cart)).id);
    const key = `commande-${Date.now()}-${next()}`;
    const answers = await Promise.all([placeWithKey(body, key), placeWithKey(body, key)]);
    const placed = answers.filter((answer) => answer.statusCode === 200).map((answer) => data<OrderPlaced>(answer));
    expect(placed.length).toBeGreaterThanOrEqual(1);
    // The other is the same answer, or « being recorded » while the first starts its payment.
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused(answer, 409)).toBe('Cette commande est en cours d’enregistrement : réessayez dans un instant');
    }
    expect(new Set(placed.map((answer) => answer.idOrder)).size).toBe(1);
    const stored = await ordersOfCart(cart.id);
    expect(stored.filter((order) => order.status === 'AWAITING_PAYMENT')).toEqual([
      { id: placed[0]!.idOrder, status: 'AWAITING_PAYMENT' },
    ]);
    expect(stored).toHaveLength(1);
  });

  it('keys are per site, and a malformed key is refused before anything is written', async () => {
    const { declinationId } = await product();
    const cart = await cartWith(declinationId, 1);
    const body = homeOrder(cart, (await homeCarrier(cart)).id);
    expect(refused(await placeWithKey(body, 'court'))).toBe(
      'Idempotency-Key : de 8 à 100 lettres, chiffres, points, deux-points, tirets ou soulignés',
    );
    expect(refused(await placeWithKey(body, 'avec espace 123'))).toMatch(/^Idempotency-Key/);
    expect(await ordersOfCart(cart.id)).toEqual([]);
    // Another request with another key is another order (the unpaid one of the same cart is replaced).
    const first = ok<OrderPlaced>(await placeWithKey(body, `a-${Date.now()}-${next()}`));
    const second = ok<OrderPlaced>(await placeWithKey(body, `b-${Date.now()}-${next()}`));
    expect(second.idOrder).not.toBe(first.idOrder);
  });
});

describe('POST /order/validate', () => {
  it('answers the products to pay, or what is wrong, in the request language', async () => {
    await trackStock();
    const { declinationId } = await product({ stock: 4 });
    const cart = await cartWith(declinationId, 3);
    expect(ok(await call('POST', '/order/validate', { idCart: cart.id }))).toEqual({
      valid: true,
      totalProductToPay: 7500,
    });
    await t.database.db.update(declinations).set({ quantity: 2 }).where(eq(declinations.id, declinationId));
    expect(refused(await call('POST', '/order/validate', { idCart: cart.id }))).toMatch(/2/);
    refused(await call('POST', '/order/validate', { idCart: 'not-a-cart' }), 404);
    refused(await call('POST', '/order/validate', {}), 400);
  });
});

describe('saved addresses', () => {
  it('belong to their customer only', async () => {
    const token = await login();
    refused(await call('GET', '/user/address'), 401);
    const saved = ok<SavedAddress>(await call('POST', '/user/address', { ...ADDRESS, phone: '0612345678' }, token));
    expect(saved).toMatchObject({ city: 'La Roche-sur-Yon', country: { alphaTwo: 'FR', name: 'France' } });
    expect(ok<SavedAddress[]>(await call('GET', '/user/address', undefined, token))).toHaveLength(1);
    const changed = ok<SavedAddress>(
      await call('PUT', `/user/address/${saved.id}`, { ...ADDRESS, city: 'Nesmy', postalCode: '85310' }, token),
    );
    expect(changed.city).toBe('Nesmy');
    expect(refused(await call('POST', '/user/address', { ...ADDRESS, postalCode: '123' }, token))).toMatch(/123/);

    const other = await login();
    expect(ok<SavedAddress[]>(await call('GET', '/user/address', undefined, other))).toEqual([]);
    refused(await call('PUT', `/user/address/${saved.id}`, ADDRESS, other), 404);
    refused(await call('DELETE', `/user/address/${saved.id}`, undefined, other), 404);
    ok(await call('DELETE', `/user/address/${saved.id}`, undefined, token));
    expect(ok<SavedAddress[]>(await call('GET', '/user/address', undefined, token))).toEqual([]);
  });
});

describe('the statement of an order', () => {
  it('writes nothing when the cart changed since it was priced or the stock ran short, and all of it else', async () => {
    const db = t.database.db;
    await trackStock();
    const { declinationId } = await product({ stock: 1 });
    const cart = await cartWith(declinationId, 1);
    const stockInCart = async () => ok<Cart>(await call('POST', `/cart/${cart.id}`, {})).products[0]?.stock;
    const [{ version } = { version: -1 }] = await db
      .select({ version: carts.version })
      .from(carts)
      .where(eq(carts.id, cart.id));
    const order: NewOrder = {
      siteId: 1,
      cartId: cart.id,
      email: 'jeanne.morel@example.com',
      phone: '+33612345678',
      firstname: 'Jeanne',
      lastname: 'Morel',
      locale: 'fr_FR',
      deliveryType: 'DELIVERY',
      deliveryAddress: TEST_ADDRESS,
      billingAddress: TEST_ADDRESS,
      totalProducts: 2500,
      shippingFees: 0,
      total: 2500,
      saleTerms: '<p>Conditions générales de vente</p>',
      saleTermsAcceptedAt: new Date(),
      paymentProvider: 'SANDBOX',
      expiresAt: new Date(Date.now() + 60_000),
    };
    const details = {
      referencePrefix: 'C2026-',
      lines: [],
      discount: null,
      locale: 'fr_FR' as const,
      payment: () => ({ siteId: 1, provider: 'SANDBOX' as const, providerRef: 'starting_test', amount: 2500 }),
      stock: [declinationId, 1] as [number, number],
    };
    const ofCart = async () => (await db.select().from(orders).where(eq(orders.cartId, cart.id))).length;
    const refusalOf = (attempt: Promise<unknown>) => attempt.then(() => 'written', orderRefusalOf);

    expect(
      await refusalOf(insertOrder(db, 1, order, { ...details, claim: { cartId: cart.id, version: version - 1 } })),
    ).toBe('cart');
    const short = { ...details, stock: [declinationId, 2] as [number, number] };
    expect(await refusalOf(insertOrder(db, 1, order, { ...short, claim: { cartId: cart.id, version } }))).toBe('stock');
    expect(await ofCart()).toBe(0);
    expect(await stockInCart()).toBe(1);

    const written = await insertOrder(db, 1, order, { ...details, claim: { cartId: cart.id, version } });
    expect(written.order.reference).toBe(`C2026-${String(written.order.id).padStart(6, '0')}`);
    expect(await ofCart()).toBe(1);
    expect(await stockInCart()).toBe(0);
    // The claim bumped the cart's version: the same claim again finds it changed.
    expect(await refusalOf(insertOrder(db, 1, order, { ...details, claim: { cartId: cart.id, version } }))).toBe(
      'cart',
    );
  });
});
