import type { Locale, OrderPlaced, OrderRequest, OrderValidation, PostalAddress } from '@atelier/contract';
import type { orders } from '../../db/schema/index.ts';
import type { StoredPostalAddress } from '../../db/schema/shop.ts';
import { AppError } from '../../errors.ts';
import { KeptPerSite } from '../../kept-per-site.ts';
import type { RequestContext } from '../../context.ts';
import { pricedCartForOrder, type PricingCaches } from '../cart/cart.service.ts';
import type { PricedCart, PricedLine } from '../cart/cart-pricing.ts';
import { checkPickupChoice } from '../delivery/calendar.service.ts';
import { checkPostalCode, resolveCountry } from '../delivery/delivery-country.ts';
import { findChosenAccessPoint } from '../delivery/relay.service.ts';
import type { DeliveryCaches, ShippingFacts } from '../delivery/delivery-cache.ts';
import { quoteChosenCarrier } from '../delivery/shipping-fees.service.ts';
import { loadPaymentConfig, type SitePaymentConfig } from '../payments/payment-settings.ts';
import { closeUnpaidOrder, newOrderPaymentRow, startNewOrderPayment } from '../payments/payments.service.ts';
import {
  claimCartForOrder,
  findOrderOfKey,
  insertOrder,
  isKeyTaken,
  keepAnswerOfKey,
  orderRefusalOf,
  refuseOverStock,
  reserveStock,
  saleTermsByLocale,
  type NewOrder,
} from './place-order.repository.ts';
import type { FastifyBaseLogger } from 'fastify';

/** An unpaid order keeps its stock this long; then the payments module gives it back (stock-release.ts). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

/** The logged customer (their account's e-mail and names), or null for a guest. */
export type OrderCaller = { id: number; email: string; firstname: string; lastname: string } | null;
type Caller = OrderCaller;

/**
 * What an order reads from memory: its site's settings, the cart's catalogue rows, the delivery's. Made once per
 * app in caches.ts, handed in by the orders routes.
 */
export interface OrderCaches extends PricingCaches, DeliveryCaches {
  orderSettings: OrderSettingsCache;
}

/** A cart the customer may order: lines, all still for sale, its code still valid. */
function assertOrderable(cart: PricedCart) {
  if (cart.lines.length === 0) throw new AppError('BAD_REQUEST', 'NO_PRODUCTS_IN_CART');
  const gone = cart.unavailable[0];
  if (gone) throw new AppError('BAD_REQUEST', 'ORDER_PRODUCT_UNAVAILABLE', { id: gone.productId });
  if (cart.discountRefusal) throw new AppError('BAD_REQUEST', cart.discountRefusal.code, cart.discountRefusal.params);
}

/** Units asked per tracked declination (several lines may hold one declination with other customizations). */
function trackedUnits(lines: PricedLine[]) {
  const asked = new Map<number, { quantity: number; stock: number }>();
  for (const line of lines) {
    if (line.stock === null) continue;
    const entry = asked.get(line.declinationId) ?? { quantity: 0, stock: line.stock };
    entry.quantity += line.quantity;
    asked.set(line.declinationId, entry);
  }
  return asked;
}

/** `POST /order/validate`: the cart as it would be ordered now (stock read, not reserved). */
export async function validateOrder(
  ctx: RequestContext,
  caches: PricingCaches,
  idCart: string,
  caller: Caller,
): Promise<OrderValidation> {
  const cart = await pricedCartForOrder(ctx, caches, idCart, caller);
  assertOrderable(cart);
  for (const { quantity, stock } of trackedUnits(cart.lines).values()) {
    if (quantity > stock)
      throw new AppError('BAD_REQUEST', 'CART_QUANTITY_OVER_STOCK', { remaining: Math.max(0, stock) });
  }
  return { valid: true, totalProductToPay: cart.totalProductToPay };
}

function storedAddress(address: PostalAddress, ctx: RequestContext): StoredPostalAddress {
  const country = resolveCountry(address.country, ctx.locale);
  checkPostalCode(address.postalCode, country);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    address: address.address,
    addressPart2: address.addressPart2 ?? null,
    postalCode: address.postalCode,
    city: address.city,
    countryAlpha2: country.alphaTwo,
  };
}

interface DeliveryChoice {
  type: 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY';
  fee: number;
  carrier: { id: number; name: string; serviceCode: string } | null;
  accessPoint: (typeof orders.$inferInsert)['accessPoint'];
  pickup: { addressId: number; date: string; scheduleId: number } | null;
  deliveryAddress: StoredPostalAddress | null;
}

/** The delivery the customer chose, priced and checked by the server (the browser's prices are not read). */
async function chosenDelivery(
  ctx: RequestContext,
  caches: DeliveryCaches,
  body: OrderRequest,
  cart: PricedCart,
): Promise<DeliveryChoice> {
  const { type } = body.delivery;
  const shipped = cart.lines.filter((line) => !line.isDematerialized);
  const products = cart.lines.map((line) => ({
    idProduct: line.productId,
    idDeclination: line.declinationId,
    quantity: line.quantity,
  }));
  // The shipping facts of the lines as the cart was just priced (the catalogue is not read again).
  const facts = new Map(
    cart.lines.map((line): [number, ShippingFacts] => [
      line.declinationId,
      {
        productId: line.productId,
        declinationId: line.declinationId,
        kind: line.kind,
        capacity: line.capacity,
        capacityUnit: line.capacityUnit,
        sellByMultipleOf: line.sellByMultipleOf,
        weight: line.weight,
        isDematerialized: line.isDematerialized,
        hasShippingFees: line.hasShippingFees,
        unitPrice: line.basePrice,
      },
    ]),
  );
  const none = { fee: 0, carrier: null, accessPoint: null, pickup: null, deliveryAddress: null };
  if (type === 'NO_DELIVERY') {
    if (shipped.length > 0) throw new AppError('BAD_REQUEST', 'ORDER_DELIVERY_NEEDED');
    return { type, ...none };
  }
  if (type === 'CLICK_AND_COLLECT') {
    const { idAddress } = body.delivery;
    if (!idAddress || !body.dateSchedule || !body.idSchedule) {
      throw new AppError('BAD_REQUEST', 'ORDER_PICKUP_CHOICE_MISSING');
    }
    return {
      type,
      ...none,
      pickup: { addressId: idAddress, date: body.dateSchedule, scheduleId: body.idSchedule },
    };
  }
  const carrierId = body.delivery.idCarrier;
  if (!carrierId) throw new AppError('BAD_REQUEST', 'ORDER_CARRIER_MISSING');
  if (type === 'PICKUP') {
    const accessPointId = body.delivery.accessPointId;
    if (!accessPointId) throw new AppError('BAD_REQUEST', 'ORDER_ACCESS_POINT_MISSING');
    const point = await findChosenAccessPoint(ctx, caches, { carrierId, accessPointId });
    const { offer } = await quoteChosenCarrier(ctx, caches, {
      products,
      postalCode: point.zipCode,
      country: point.country,
      carrierId,
      productsTotal: cart.totalProductToPay,
      facts,
    });
    return {
      type,
      ...none,
      fee: offer.fdp,
      carrier: { id: offer.id, name: offer.name, serviceCode: offer.serviceCode },
      accessPoint: {
        id: point.id,
        name: point.name,
        addLine1: point.addLine1,
        zipCode: point.zipCode,
        city: point.city,
        country: point.country,
      },
    };
  }
  if (!body.address.delivery) throw new AppError('BAD_REQUEST', 'ORDER_DELIVERY_ADDRESS_MISSING');
  const deliveryAddress = storedAddress(body.address.delivery, ctx);
  const { offer } = await quoteChosenCarrier(ctx, caches, {
    products,
    postalCode: deliveryAddress.postalCode,
    country: deliveryAddress.countryAlpha2,
    carrierId,
    productsTotal: cart.totalProductToPay,
    facts,
  });
  if (offer.deliveryType !== 'DELIVERY') throw new AppError('BAD_REQUEST', 'ORDER_CARRIER_NOT_HOME', { id: carrierId });
  return {
    type,
    ...none,
    fee: offer.fdp,
    carrier: { id: offer.id, name: offer.name, serviceCode: offer.serviceCode },
    deliveryAddress,
  };
}

/** What a SHIPPING_FEES code takes off the fee (EURO up to the fee, PERCENT of it). */
function shippingDiscount(cart: PricedCart, fee: number): number {
  const discount = cart.discount;
  if (!discount || discount.detailType !== 'SHIPPING_FEES' || fee === 0) return 0;
  return discount.type === 'EURO' ? Math.min(fee, discount.amount) : Math.round((fee * discount.amount) / 100);
}

/** The results of calls made at once, or the first failure in the order given (the order of the checks). */
function inOrder<T extends unknown[]>(results: { [K in keyof T]: PromiseSettledResult<T[K]> }): T {
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as T;
}

/** What every order reads of its site's settings. */
interface OrderSettings {
  saleTerms: Record<Locale, string>;
  /** The id of the sale terms' current version (issue 18), which the order records. */
  saleTermsVersionId: number | null;
  payment: SitePaymentConfig;
}

/** The order settings of each site, kept until the site's data changes. */
export type OrderSettingsCache = KeptPerSite<OrderSettings, RequestContext>;

/**
 * The order settings cache of an app (caches.ts makes one, and drops a site's entry when its data changes: site
 * parameters and payment settings announce their changes, migrations 0001 and 0010).
 */
export function orderSettingsCache(): OrderSettingsCache {
  return new KeptPerSite(async (scope: RequestContext) => {
    const scoped = { db: scope.db, siteId: scope.siteId };
    const [terms, payment] = await Promise.all([saleTermsByLocale(scoped), loadPaymentConfig(scoped)]);
    return { saleTerms: terms.text, saleTermsVersionId: terms.versionId, payment };
  });
}

/**
 * `POST /order` (SPEC §7): the cart priced again and the delivery checked and priced by the server; then in
 * one transaction the cart claimed if it is still as priced (its version), an earlier unpaid order of the same
 * cart gives its stock back, and one statement writes the order with its lines, the sale terms it accepted, its
 * history and payments row, and reserves the stock (a conditional decrement: twenty buyers of the last five
 * units give five orders). Then the payment starts (outside the transaction: it may call the provider).
 */
export async function placeOrder(
  ctx: RequestContext,
  caches: OrderCaches,
  body: OrderRequest,
  caller: Caller,
  storefrontUrl: string,
  log?: FastifyBaseLogger,
  idempotencyKey: string | null = null,
): Promise<OrderPlaced> {
  if (!idempotencyKey) return placeNewOrder(ctx, caches, body, caller, storefrontUrl, log, null);
  try {
    return await placeNewOrder(ctx, caches, body, caller, storefrontUrl, log, idempotencyKey);
  } catch (error) {
    // No query before the order (every order comes with a key): a retry, or the same request at the same time,
    // is told by the database (the key taken, or the cart claimed by the first order, whose writes then roll
    // back). The first order's answer, if it was that; the refusal else.
    if (!isKeyTaken(error) && !(error instanceof AppError)) throw error;
    const placed = await findOrderOfKey(ctx.db, ctx.siteId, idempotencyKey);
    if (!placed) throw error;
    // Its first request is still starting the payment (or stopped there): the customer tries again shortly.
    if (!placed.answer) throw new AppError('CONFLICT', 'ORDER_IN_PROGRESS');
    return placed.answer;
  }
}

async function placeNewOrder(
  ctx: RequestContext,
  caches: OrderCaches,
  body: OrderRequest,
  caller: Caller,
  storefrontUrl: string,
  log: FastifyBaseLogger | undefined,
  idempotencyKey: string | null,
): Promise<OrderPlaced> {
  if (body.acceptSaleTerms !== true) throw new AppError('BAD_REQUEST', 'ORDER_SALE_TERMS_REQUIRED');
  const email = caller?.email ?? body.user.email;
  if (!email) throw new AppError('BAD_REQUEST', 'ORDER_EMAIL_MISSING');
  const billingAddress = storedAddress(body.address.billing, ctx);
  const now = new Date();
  // Read at once (several connections on PostgreSQL); a failure is reported as the checks come: the payment
  // settings, then the cart.
  const [settings, cart] = inOrder<[OrderSettings, PricedCart & { version: number }]>(
    await Promise.allSettled([caches.orderSettings.get(ctx), pricedCartForOrder(ctx, caches, body.idCart, caller)]),
  );
  const saleTerms = settings.saleTerms[ctx.locale];
  const paymentConfig = settings.payment;
  assertOrderable(cart);
  // The delivery is priced from the caches of the delivery module, before the transaction (the embedded
  // database has one connection, which the transaction holds).
  const delivery = await chosenDelivery(ctx, caches, body, cart);

  const offShipping = shippingDiscount(cart, delivery.fee);
  const shippingFees = delivery.fee - offShipping;
  const total = cart.totalProductToPay + shippingFees;
  const discountTotal = cart.discountTotal + offShipping;
  const values: NewOrder = {
    siteId: ctx.siteId,
    userId: caller?.id ?? null,
    cartId: cart.id,
    email,
    phone: body.user.phone,
    firstname: caller?.firstname || body.user.firstname || billingAddress.firstname,
    lastname: caller?.lastname || body.user.lastname || billingAddress.lastname,
    locale: ctx.locale,
    deliveryType: delivery.type,
    carrierId: delivery.carrier?.id ?? null,
    carrierName: delivery.carrier?.name ?? null,
    serviceCode: delivery.carrier?.serviceCode ?? null,
    accessPoint: delivery.accessPoint,
    pickupAddressId: delivery.pickup?.addressId ?? null,
    pickupDate: delivery.pickup?.date ?? null,
    pickupScheduleId: delivery.pickup?.scheduleId ?? null,
    deliveryAddress: delivery.deliveryAddress,
    billingAddress,
    message: body.message || null,
    totalProducts: cart.totalProductToPay,
    discountTotal,
    shippingFees,
    total,
    discountCode: cart.discount?.code ?? null,
    saleTerms,
    saleTermsAcceptedAt: now,
    saleTermsVersionId: settings.saleTermsVersionId,
    paymentProvider: paymentConfig.provider,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
  // One tracked declination is taken in the order's statement; several, one statement each in id order.
  const units = [...trackedUnits(cart.lines)].map(([id, { quantity }]): [number, number] => [id, quantity]);
  const paymentRow = newOrderPaymentRow(ctx, total, paymentConfig, { storefrontUrl, locale: ctx.locale });
  const details = {
    referencePrefix: `C${now.getFullYear()}-`,
    lines: cart.lines,
    discount: cart.discount,
    locale: ctx.locale,
    payment: paymentRow.values,
    stock: units.length === 1 ? units[0]! : null,
  };

  // Most orders are one statement that claims the cart as priced and writes everything. A Click & Collect
  // slot to check, several tracked declinations, or an order of the same cart awaiting payment take a
  // transaction; so does a cart that changed, which then answers why.
  let written: Awaited<ReturnType<typeof insertOrder>> | null = null;
  if (!delivery.pickup && units.length <= 1) {
    try {
      written = await insertOrder(ctx.db, ctx.siteId, values, {
        ...details,
        claim: { cartId: cart.id, version: cart.version },
      });
    } catch (error) {
      const refusal = orderRefusalOf(error);
      if (refusal === 'stock') await refuseOverStock(ctx.db, ctx.siteId, units[0]![0]);
      if (refusal !== 'cart') throw error;
    }
  }
  written ??= await ctx.db.transaction(async (tx) => {
    const txCtx: RequestContext = { ...ctx, db: tx };
    // The cart as just priced (its version), else it changed meanwhile (another tab) and the customer checks
    // it again. Prices are not read twice.
    const claimed = await claimCartForOrder(txCtx, cart.id, cart.version);
    if (!claimed) throw new AppError('CONFLICT', 'ORDER_CART_CHANGED');
    if (delivery.pickup) {
      await checkPickupChoice(
        txCtx,
        { idAddress: delivery.pickup.addressId, date: delivery.pickup.date, idSchedule: delivery.pickup.scheduleId },
        { lock: true, now },
      );
    }
    // An order placed again from the same cart replaces the one left unpaid.
    for (const id of claimed.unpaidOrderIds) {
      await closeUnpaidOrder(txCtx, id, now, 'replaced by a new order');
    }
    const inserted = await insertOrder(tx, ctx.siteId, values, details);
    if (units.length > 1) await reserveStock(tx, ctx.siteId, units);
    return inserted;
  });
  const payment = await startNewOrderPayment(
    ctx,
    written.order,
    { id: written.paymentId, amount: total, returnSecret: paymentRow.returnSecret },
    paymentConfig,
    { storefrontUrl },
    log,
  );
  const answer: OrderPlaced = {
    idOrder: written.order.id,
    reference: written.order.reference,
    totalProducts: cart.totalProductToPay,
    shippingFees,
    discountTotal,
    total,
    provider: payment.provider,
    redirectUrl: payment.redirectUrl,
  };
  if (idempotencyKey) await keepAnswerOfKey(ctx.db, ctx.siteId, written.order.id, answer);
  return answer;
}
