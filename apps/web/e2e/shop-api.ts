// The shop bought through the API, as the browser tests need it: a customer registered, products of the sample
// shop, a cart ordered and paid with the sandbox card, the demo admin moving an order along. Shared by the
// after-sales (orders.e2e.ts) and back-office (admin*.e2e.ts) tests.
import type {
  AdminProduct,
  Cart,
  LoginResult,
  OrderPlaced,
  OrderStatusCode,
  ProductDetail,
  ProductSummary,
  ShippingFees,
} from '@atelier/contract';
import { baseUrl, expect } from './fixtures.ts';

export const PASSWORD = 'Vendée-bergère-1789';
/** The demo admin of the sample site, written into every fresh embedded database (README). */
export const ADMIN = { email: 'admin.demo@atelier-morineau.fr', password: 'tapissier-admin-85' };
export const ADDRESS = {
  firstname: 'Léa',
  lastname: 'Martin',
  address: '3 rue des Halles',
  postalCode: '85000',
  city: 'La Roche-sur-Yon',
  country: 'FR',
};

/** An address of its own for API calls (x-forwarded-for): the per-address limits are a visitor's, not the suite's. */
export const newClientIp = () =>
  `10.${70 + Math.floor(Math.random() * 20)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
/** The address of this worker's API calls. */
export const CLIENT_IP = newClientIp();

export async function call<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; clientIp?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': options.clientIp ?? CLIENT_IP,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; data?: T } | null;
  if (!response.ok || !envelope?.success) {
    throw new Error(`${method} /api${path} answered ${response.status}: ${JSON.stringify(envelope)}`);
  }
  return envelope.data as T;
}

export const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

export async function register(email: string): Promise<string> {
  const profile = { email, password: PASSWORD, firstname: 'Léa', lastname: 'Martin', phone: '06 12 34 56 78' };
  // Each from an address of its own: a worker registers more accounts than the 10 an hour one address may.
  await call('POST', '/register', {
    body: { ...profile, birthdate: '1985-04-12', acceptTerms: true },
    clientIp: newClientIp(),
  });
  return (await call<LoginResult>('POST', '/login', { body: { email, password: PASSWORD } })).token;
}

let catalogue: Promise<ProductDetail[]> | null = null;
export function products(): Promise<ProductDetail[]> {
  catalogue ??= call<{ items: ProductSummary[] }>('GET', '/v2/product?nbItem=100').then((list) =>
    Promise.all(list.items.map((item) => call<ProductDetail>('GET', `/v2/product/${item.id}`))),
  );
  return catalogue;
}

/** Products of the sample shop bought by the unit: not wine (sold by the case), in stock. */
export async function shopProducts() {
  const all = (await products()).filter((product) => {
    const declination = product.declinations.find((d) => d.id === product.idDeclination);
    return (
      product.kind !== 'WINE' &&
      declination !== undefined &&
      declination.sellByMultipleOf <= 1 &&
      (!declination.setQuantity || (declination.quantity ?? 0) >= 5)
    );
  });
  // Optional customizations left unanswered make a plain line; a text answered makes a customized one.
  const optional = (product: ProductDetail) => product.customizations.every((question) => !question.required);
  const plain = all.filter(optional);
  const customized = all.find(
    (product) =>
      product.customizations.some((question) => question.inputType === 'TEXT') &&
      product.customizations.every((question) => !question.required || question.inputType === 'TEXT'),
  );
  if (plain.length < 4 || !customized) throw new Error('the sample shop lacks plain or customized products');
  return { plain, customized };
}

export interface Purchase {
  product: ProductDetail;
  quantity: number;
  customizations?: { idCustomization: number; value: string }[];
}

/** The sandbox's card page, as a browser posts it: the payment is taken and the order is PAID. */
export async function paySandbox(redirectUrl: string) {
  const page = new URL(redirectUrl);
  const response = await fetch(`${baseUrl()}${page.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': CLIENT_IP },
    body: new URLSearchParams({
      number: '4242 4242 4242 4242',
      expiry: `12/${(new Date().getFullYear() + 3) % 100}`,
      cvc: '123',
      holder: 'Léa Martin',
    }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const token = new URL(response.headers.get('location')!, baseUrl()).searchParams.get('id')!;
  expect(await call<{ status: string }>('GET', `/order/cawl/result/${encodeURIComponent(token)}`)).toMatchObject({
    status: 'success',
  });
}

/** The first of `candidates` that, with `alongside`, some carrier delivers at home to 85000. */
export async function firstDeliverable(candidates: ProductDetail[], alongside: ProductDetail): Promise<ProductDetail> {
  for (const candidate of candidates) {
    const fees = await call<ShippingFees>('POST', '/calculate/shipping-fees', {
      body: {
        products: [candidate, alongside].map((product) => ({
          idProduct: product.id,
          idDeclination: product.idDeclination,
          quantity: 1,
        })),
        postalCode: ADDRESS.postalCode,
        country: 'FR',
      },
    });
    if (fees.carriers.some((offer) => offer.deliveryType === 'DELIVERY')) return candidate;
  }
  throw new Error('no plain product is delivered at home to 85000');
}

/** A cart of these lines, delivered at home, ordered and paid with the sandbox card. */
/** The demo administrator's session, opened once per worker. */
let adminSession: Promise<string> | undefined;
export function adminToken(): Promise<string> {
  adminSession ??= call<LoginResult>('POST', '/login', { body: ADMIN }).then((login) => login.token);
  return adminSession;
}

/**
 * The workshop restocks what a test is about to buy when little is left (the tests of a run buy the same few
 * products, a run with more tests would empty them): through the back-office's declination call, as a delivery.
 */
async function restock(line: Purchase) {
  const token = await adminToken();
  for (let attempt = 0; attempt < 3; attempt++) {
    const product = await call<AdminProduct>('GET', `/admin/product/${line.product.id}`, { token });
    const declination = product.declinations.find((d) => d.id === line.product.idDeclination);
    if (!declination?.setQuantity || declination.quantity >= line.quantity + 5) return;
    const stock = { quantity: declination.quantity + 50, seen: declination.quantity, reason: 'DELIVERY' };
    try {
      await call('PUT', `/admin/product/${product.id}/declination/${declination.id}`, {
        token,
        body: { version: declination.version, stock },
      });
      return;
    } catch {
      // Another worker restocked it meanwhile (409): read it again.
    }
  }
}

export async function buy(lines: Purchase[], buyer: { token?: string; email?: string }): Promise<OrderPlaced> {
  let cart: Cart | null = null;
  for (const line of lines) await restock(line);
  for (const line of lines) {
    const cartId: string = cart === null ? 'new' : cart.id;
    cart = await call<Cart>('POST', `/cart/${cartId}/product/${line.product.idDeclination}`, {
      token: buyer.token,
      body: { quantity: line.quantity, customizations: line.customizations ?? [] },
    });
  }
  const fees = await call<ShippingFees>('POST', '/calculate/shipping-fees', {
    body: {
      products: cart!.products.map((line) => ({
        idProduct: line.idProduct,
        idDeclination: line.idDeclination,
        quantity: line.quantity,
      })),
      postalCode: ADDRESS.postalCode,
      country: 'FR',
    },
  });
  const carrier = fees.carriers.find((offer) => offer.deliveryType === 'DELIVERY');
  if (!carrier) throw new Error('no home delivery offered for 85000');
  const placed = await call<OrderPlaced>('POST', '/order', {
    token: buyer.token,
    body: {
      idCart: cart!.id,
      user: { phone: '06 12 34 56 78', ...(buyer.email ? { email: buyer.email } : {}) },
      address: { delivery: ADDRESS, billing: ADDRESS },
      delivery: { type: 'DELIVERY', idCarrier: carrier.id },
      acceptSaleTerms: true,
    },
  });
  await paySandbox(placed.redirectUrl);
  return placed;
}

/** The demo admin moves the order along its lifecycle (SPEC §6 admin calls). */
export async function moveOrder(idOrder: number, steps: { status: OrderStatusCode; trackingLink?: string }[]) {
  const token = await adminToken();
  for (const step of steps) {
    await call('PUT', `/admin/order/${idOrder}/status`, { token, body: step });
  }
}
