import type { ApiClient } from '@atelier/contract/api-client';
import { localeFromPath } from '../i18n/locale.ts';

/**
 * The calls of the cart and checkout pages from the browser, typed by the contract's client (SPEC §7). They
 * are made here rather than through `createApiClient`: the build puts a module of packages/ that several routes
 * use into the chunk every page loads (vite.config.ts, group 'shared'), and the whole client would then weigh
 * on the home page. Same envelope, same errors: a failed call rejects with the server's message (SPEC §8).
 */
export class CartApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'CartApiError';
    this.status = status;
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    userLang: localeFromPath(window.location.pathname),
  };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new CartApiError(error instanceof Error ? error.message : String(error), 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string | null;
  } | null;
  if (!response.ok || !envelope?.success) {
    throw new CartApiError(envelope?.message ?? `HTTP ${response.status}`, response.status);
  }
  return envelope.data as T;
}

const id = (cartId: string) => encodeURIComponent(cartId);

type Calls = Pick<
  ApiClient,
  | 'mainCart'
  | 'refreshCart'
  | 'makeDefaultCart'
  | 'addToCart'
  | 'setCartQuantity'
  | 'removeCartLine'
  | 'checkDiscount'
  | 'shippingFees'
  | 'relayAccessPoints'
  | 'allowedPickupDates'
  | 'countries'
  | 'cities'
  | 'validateOrder'
  | 'placeOrder'
  | 'savedAddresses'
  | 'saveAddress'
  | 'paymentResult'
>;

export const cartApi: Calls = {
  mainCart: (body = {}) => call('POST', '/cart', body),
  refreshCart: (cartId, body = {}) => call('POST', `/cart/${id(cartId)}`, body),
  makeDefaultCart: (cartId) => call('GET', `/cart/${id(cartId)}/default`),
  // Multipart as SPEC §7 says: customizations JSON-stringified (a FILE answer is its validated file's token).
  addToCart: (cartId, idDeclination, fields, files = []) => {
    const form = new FormData();
    form.set('type', fields.type ?? 'MAIN_CART');
    form.set('quantity', String(fields.quantity));
    form.set('customizations', JSON.stringify(fields.customizations ?? []));
    for (const file of files) form.append('images', file, file instanceof File ? file.name : 'image');
    return call('POST', `/cart/${id(cartId)}/product/${idDeclination}`, form);
  },
  setCartQuantity: (cartId, idProduct, body) => call('PUT', `/cart/${id(cartId)}/product/${idProduct}/quantity`, body),
  removeCartLine: (cartId, idProduct, idCartProduct) =>
    call('DELETE', `/cart/${id(cartId)}/product/${idProduct}/${idCartProduct}`),
  checkDiscount: (body) => call('POST', '/order/discount', body),
  shippingFees: (body) => call('POST', '/calculate/shipping-fees', body),
  relayAccessPoints: (body) => call('POST', '/relay/access-points', body),
  allowedPickupDates: (idAddress, month, year) => call('GET', `/calendar/${idAddress}/date/allowed/${month}/${year}`),
  countries: () => call('GET', '/countries'),
  cities: (search, idCountry) => call('GET', `/cities/${encodeURIComponent(search)}/${idCountry}`),
  validateOrder: (idCart) => call('POST', '/order/validate', { idCart }),
  placeOrder: (body) => call('POST', '/order', body),
  savedAddresses: () => call('GET', '/user/address'),
  saveAddress: (body) => call('POST', '/user/address', body),
  paymentResult: (token) => call('GET', `/order/cawl/result/${encodeURIComponent(token)}`),
};
