import type {
  Award,
  Category,
  Customization,
  CustomizationAnswer,
  CustomizePrice,
  MealIcon,
  ProductDetail,
  ProductSummary,
} from './catalogue.ts';
import type { PasswordReset, PasswordResetAsk, PasswordResetAsked, PasswordResetDone } from './accounts.ts';
import type { City, Country } from './geography.ts';
import type { ContactMessage } from './contact.ts';
import type { AddressType, CompanyAddress, Element, MenuPage, News, Page, Variation } from './content.ts';
import type { AddToCart, Cart, CartQuantity, CartRequest, OrderDiscount, OrderDiscountRequest } from './cart.ts';
import type {
  AccessPoint,
  AllowedPickupDates,
  RelaySearchRequest,
  ShippingFees,
  ShippingFeesRequest,
} from './delivery.ts';
import type { List } from './envelope.ts';
import type {
  NewsletterConfirm,
  NewsletterConfirmed,
  NewsletterList,
  NewsletterSubscribe,
  NewsletterSubscribeAsked,
  NewsletterSubscription,
  NewsletterSubscriptionUpdate,
  NewsletterUnsubscribe,
  NewsletterUnsubscribed,
} from './newsletter.ts';
import type { PaymentResult } from './payments.ts';
import type { OrderPlaced, OrderRequest, OrderValidation, SavedAddress, SavedAddressInput } from './orders.ts';
import type {
  OrderBack,
  OrderBackInfo,
  OrderBackRequest,
  OrderGenericValue,
  OrderReturnability,
  WithdrawalEligibility,
  WithdrawalRequest,
} from './order-backs.ts';
import type {
  AdminOrderStatus,
  AdminOrderStatusChanged,
  AdminOrderStatusUpdate,
  AdminTrackingLink,
  OrderDetail,
  OrderStatus,
  OrderSummary,
} from './order-history.ts';
import type { Locale } from './locale.ts';
import type { SiteParameter } from './parameters.ts';
import type { ExternalAppConfig, SiteInfo } from './site.ts';

import { ApiError, type Query } from './caller.ts';

export { ApiError, type Query };

export interface ApiClientOptions {
  /** Origin of the API, without /api ('' in the browser: same origin). */
  baseUrl: string;
  locale: Locale;
  /** SPEC §7: the site identifier header; null lets the server resolve the site from the host. */
  siteId: number | null;
  /** Bearer token (the `token` cookie travels by itself in the browser). */
  token?: string | null;
  /** Extra headers, e.g. the visitor's host and cookies during server rendering. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

function queryString(query: Query | undefined) {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The typed client of the API of SPEC §7, used by the web app on the server and in the browser, and by tests. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** The raw answer of a call, for callers that need its headers (Set-Cookie) or its field errors. */
  function send(method: string, path: string, init: { query?: Query; body?: unknown } = {}): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      userLang: options.locale,
      ...options.headers,
    };
    if (options.siteId !== null) headers.idSite = String(options.siteId);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // A FormData body (multipart) sets its own content type with its boundary.
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    return doFetch(`${options.baseUrl}/api${path}${queryString(init.query)}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  }

  async function request<T>(method: string, path: string, init: { query?: Query; body?: unknown } = {}): Promise<T> {
    let response: Response;
    try {
      response = await send(method, path, init);
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : String(error), 0);
    }
    const envelope = (await response.json().catch(() => null)) as {
      success?: boolean;
      data?: T;
      message?: string | null;
    } | null;
    if (!response.ok || !envelope?.success) {
      throw new ApiError(envelope?.message ?? `HTTP ${response.status}`, response.status);
    }
    return envelope.data as T;
  }

  return {
    options,
    request,
    send,
    parameters: () => request<SiteParameter[]>('GET', '/parameter'),
    siteInfo: () => request<SiteInfo>('GET', '/site/info'),
    logged: () => request<{ isLogged: boolean }>('GET', '/logged'),
    menu: () => request<MenuPage[]>('GET', '/page'),
    page: (id: number) => request<Page>('GET', `/page/${id}`),
    news: (query?: Query) => request<List<News>>('GET', '/news', { query }),
    elements: (route: string, query?: Query) => request<List<Element>>('GET', `/element/${route}`, { query }),
    addressTypes: () => request<AddressType[]>('GET', '/admin/address/type'),
    companyAddresses: (query?: Query) => request<List<CompanyAddress>>('GET', '/company/address', { query }),
    variations: () => request<Variation[]>('GET', '/variation'),
    externalAppConfig: (app: string) => request<ExternalAppConfig>('GET', `/external-app/${app}/config/public`),
    user: () => request<unknown>('GET', '/user'),
    stripePublicKey: () => request<{ publicKey: string | null }>('GET', '/custom-stripe/public-key'),
    countries: () => request<Country[]>('GET', '/countries'),
    cities: (search: string, idCountry: number) =>
      request<City[]>('GET', `/cities/${encodeURIComponent(search)}/${idCountry}`),
    recordVisit: (from: string) => request<{ recorded: boolean }>('GET', `/site/visit/${encodeURIComponent(from)}`),
    sendMessage: (message: ContactMessage) => request<{ id: number }>('POST', '/message', { body: message }),
    // The shop's catalogue (issue 4).
    products: (query?: Query) => request<List<ProductSummary>>('GET', '/v2/product', { query }),
    product: (id: number) => request<ProductDetail>('GET', `/v2/product/${id}`),
    categories: () => request<Category[]>('GET', '/v2/product/category'),
    awards: (idProduct: number) => request<Award[]>('GET', '/award', { query: { product: idProduct } }),
    recommendedProducts: (id: number) =>
      request<{ products: ProductSummary[] }>('GET', `/v2/product/recommended/${id}`),
    mealIcons: () => request<MealIcon[]>('GET', '/parameter/product/meal-icon'),
    customizations: (idProduct: number) => request<Customization[]>('GET', `/product/${idProduct}/customization`),
    customizePrice: (idProduct: number, idDeclination: number, answers: CustomizationAnswer[]) =>
      request<CustomizePrice>('POST', `/cart/product/${idProduct}/declination/${idDeclination}/customize/price`, {
        body: { answers },
      }),
    // The cart (issue 6, SPEC §7): a failed call rejects with the server's message ('key : error / …' for an add).
    mainCart: (body: CartRequest = {}) => request<Cart>('POST', '/cart', { body }),
    refreshCart: (cartId: string, body: CartRequest = {}) =>
      request<Cart>('POST', `/cart/${encodeURIComponent(cartId)}`, { body }),
    makeDefaultCart: (cartId: string) => request<Cart>('GET', `/cart/${encodeURIComponent(cartId)}/default`),
    /** Multipart as SPEC §7 says: customizations JSON-stringified, the FILE customizations' files under `images`. */
    addToCart: (cartId: string, idDeclination: number, fields: AddToCart, files: Blob[] = []) => {
      const form = new FormData();
      form.set('type', fields.type ?? 'MAIN_CART');
      form.set('quantity', String(fields.quantity));
      form.set('customizations', JSON.stringify(fields.customizations ?? []));
      for (const file of files) form.append('images', file, file instanceof File ? file.name : 'image');
      return request<Cart>('POST', `/cart/${encodeURIComponent(cartId)}/product/${idDeclination}`, { body: form });
    },
    setCartQuantity: (cartId: string, idProduct: number, body: CartQuantity) =>
      request<Cart>('PUT', `/cart/${encodeURIComponent(cartId)}/product/${idProduct}/quantity`, { body }),
    deleteCart: (cartId: string) => request<{ deleted: true }>('DELETE', `/cart/${encodeURIComponent(cartId)}`),
    removeCartLine: (cartId: string, idProduct: number, idCartProduct: number) =>
      request<Cart>('DELETE', `/cart/${encodeURIComponent(cartId)}/product/${idProduct}/${idCartProduct}`),
    checkDiscount: (body: OrderDiscountRequest) => request<OrderDiscount>('POST', '/order/discount', { body }),
    // Delivery (issue 6): carrier offers, relay points, Click & Collect days.
    shippingFees: (body: ShippingFeesRequest) => request<ShippingFees>('POST', '/calculate/shipping-fees', { body }),
    relayAccessPoints: (body: RelaySearchRequest) => request<AccessPoint[]>('POST', '/relay/access-points', { body }),
    allowedPickupDates: (idAddress: number, month: number, year: number) =>
      request<AllowedPickupDates>('GET', `/calendar/${idAddress}/date/allowed/${month}/${year}`),
    // Password reset by e-mail (issue 5 item 3).
    askPasswordReset: (body: PasswordResetAsk) => request<PasswordResetAsked>('PUT', '/password/reset/ask', { body }),
    resetPassword: (body: PasswordReset) => request<PasswordResetDone>('PUT', '/password/reset', { body }),
    // The newsletter (issue 5): the logged user's lists, then a visitor's double opt-in and its links.
    newsletterLists: () => request<NewsletterList[]>('GET', '/user/newsletter/lists'),
    newsletterSubscription: () => request<NewsletterSubscription>('GET', '/user/newsletter/subscription'),
    updateNewsletterSubscription: (body: NewsletterSubscriptionUpdate) =>
      request<NewsletterSubscription>('PUT', '/user/newsletter/subscription', { body }),
    subscribeNewsletter: (body: NewsletterSubscribe) =>
      request<NewsletterSubscribeAsked>('POST', '/newsletter/subscribe', { body }),
    confirmNewsletter: (body: NewsletterConfirm) =>
      request<NewsletterConfirmed>('PUT', '/newsletter/confirm', { body }),
    unsubscribeNewsletter: (body: NewsletterUnsubscribe) =>
      request<NewsletterUnsubscribed>('PUT', '/newsletter/unsubscribe', { body }),
    // The order step (issue 6): the cart checked, then the order placed and its payment started.
    validateOrder: (idCart: string) => request<OrderValidation>('POST', '/order/validate', { body: { idCart } }),
    placeOrder: (body: OrderRequest) => request<OrderPlaced>('POST', '/order', { body }),
    // A logged customer's saved addresses.
    savedAddresses: () => request<SavedAddress[]>('GET', '/user/address'),
    saveAddress: (body: SavedAddressInput) => request<SavedAddress>('POST', '/user/address', { body }),
    updateAddress: (id: number, body: SavedAddressInput) =>
      request<SavedAddress>('PUT', `/user/address/${id}`, { body }),
    deleteAddress: (id: number) => request<{ deleted: true }>('DELETE', `/user/address/${id}`),
    // Card payments (issue 6): the return page reads the result of the payment its URL names.
    paymentResult: (returnToken: string) =>
      request<PaymentResult>('GET', `/order/cawl/result/${encodeURIComponent(returnToken)}`),
    // Returns and the EU withdrawal (issue 7 items 3 and 4). `access`: a guest's order-link token.
    orderBackInfo: () => request<OrderBackInfo>('GET', '/order/back-products/is-active'),
    orderGenericValues: (type: string) =>
      request<OrderGenericValue[]>('GET', `/order-generic-values/${encodeURIComponent(type)}`),
    orderBacks: (idOrder: number, access?: string | null) =>
      request<OrderBack[]>('GET', '/order-back', { query: { order: idOrder, access } }),
    orderBack: (idReturn: number, access?: string | null) =>
      request<OrderBack>('GET', `/order-back/${idReturn}`, { query: { access } }),
    orderReturnability: (idOrder: number, access?: string | null) =>
      request<OrderReturnability>('GET', `/order/${idOrder}/back-products`, { query: { access } }),
    /** Multipart: `lines` JSON-stringified, the photos under `images`; refusals are 'key : error' pairs. */
    askOrderBack: (idOrder: number, fields: OrderBackRequest, photos: Blob[] = [], access?: string | null) => {
      const form = new FormData();
      form.set('lines', JSON.stringify(fields.lines));
      form.set('kind', fields.kind ?? 'RETURN');
      if (fields.reason) form.set('reason', fields.reason);
      if (fields.comment) form.set('comment', fields.comment);
      for (const photo of photos) form.append('images', photo, photo instanceof File ? photo.name : 'photo');
      return request<OrderBack>('POST', `/order/${idOrder}/back-products`, { body: form, query: { access } });
    },
    withdrawalEligibility: (idOrder: number, access?: string | null) =>
      request<WithdrawalEligibility>('GET', `/order/${idOrder}/withdrawal`, { query: { access } }),
    withdraw: (idOrder: number, body: WithdrawalRequest = {}, access?: string | null) =>
      request<OrderBack>('POST', `/order/${idOrder}/withdrawal`, { body, query: { access } }),
    // After the purchase (issue 7): the customer's orders, one order (its owner, or `access` = the mailed link's
    // token), the statuses (fetch once and cache), and the admin calls of SPEC §6.
    orders: (query?: Query) => request<List<OrderSummary>>('GET', '/order', { query }),
    order: (id: number, access?: string | null) => request<OrderDetail>('GET', `/order/${id}`, { query: { access } }),
    orderStatuses: () => request<OrderStatus[]>('GET', '/list/order/status'),
    /** The invoice PDF's path (under /api), for a link or a download; 404/409 until the order is paid. */
    orderInvoicePath: (id: number, access?: string | null) =>
      `/api/order/${id}/invoice${access ? `?access=${encodeURIComponent(access)}` : ''}`,
    adminOrderStatus: (id: number) => request<AdminOrderStatus>('GET', `/admin/order/${id}/get-status`),
    adminOrderTrackingLink: (id: number) => request<AdminTrackingLink>('GET', `/admin/order/${id}/tracking-link`),
    adminSetOrderStatus: (id: number, body: AdminOrderStatusUpdate) =>
      request<AdminOrderStatusChanged>('PUT', `/admin/order/${id}/status`, { body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
