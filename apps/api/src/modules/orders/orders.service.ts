import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderPlaced, OrderRequest, OrderValidation, PostalAddress } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { declinations, discountCodes, orderLines, orders, orderStatusHistory } from '../../db/schema/index.ts';
import type { StoredPostalAddress } from '../../db/schema/shop.ts';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../plugins/site-context.ts';
import { lockCart, pricedCartForOrder } from '../cart/cart.service.ts';
import type { PricedCart, PricedLine } from '../cart/cart-pricing.ts';
import { checkPickupChoice } from '../delivery/calendar.service.ts';
import { checkPostalCode, resolveCountry } from '../delivery/delivery-country.ts';
import { findChosenAccessPoint } from '../delivery/relay.service.ts';
import { quoteChosenCarrier } from '../delivery/shipping-fees.service.ts';
import { loadPaymentConfig } from '../payments/payment-settings.ts';
import { closeUnpaidOrder, startPayment } from '../payments/payments.service.ts';
import { listParameters } from '../site/site.service.ts';
import type { FastifyBaseLogger } from 'fastify';

/** An unpaid order keeps its stock this long; then the payments module gives it back (stock-release.ts). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

/** The logged customer (their account's e-mail and names), or null for a guest. */
export type OrderCaller = { id: number; email: string; firstname: string; lastname: string } | null;
type Caller = OrderCaller;

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
export async function validateOrder(ctx: RequestContext, idCart: string, caller: Caller): Promise<OrderValidation> {
  const cart = await pricedCartForOrder(ctx, idCart, caller);
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
async function chosenDelivery(ctx: RequestContext, body: OrderRequest, cart: PricedCart): Promise<DeliveryChoice> {
  const { type } = body.delivery;
  const shipped = cart.lines.filter((line) => !line.isDematerialized);
  const products = cart.lines.map((line) => ({
    idProduct: line.productId,
    idDeclination: line.declinationId,
    quantity: line.quantity,
  }));
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
    const point = await findChosenAccessPoint(ctx, { carrierId, accessPointId });
    const { offer } = await quoteChosenCarrier(ctx, {
      products,
      postalCode: point.zipCode,
      country: point.country,
      carrierId,
      productsTotal: cart.totalProductToPay,
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
  const { offer } = await quoteChosenCarrier(ctx, {
    products,
    postalCode: deliveryAddress.postalCode,
    country: deliveryAddress.countryAlpha2,
    carrierId,
    productsTotal: cart.totalProductToPay,
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

/** Takes the units of every tracked declination, or refuses the order: stock never goes below zero. */
async function reserveStock(db: Db, siteId: number, lines: PricedLine[]) {
  for (const [declinationId, { quantity }] of trackedUnits(lines)) {
    const taken = await db
      .update(declinations)
      .set({ quantity: sql`${declinations.quantity} - ${quantity}` })
      .where(
        and(
          eq(declinations.siteId, siteId),
          eq(declinations.id, declinationId),
          eq(declinations.setQuantity, true),
          sql`${declinations.quantity} >= ${quantity}`,
        ),
      )
      .returning({ quantity: declinations.quantity });
    if (taken.length === 0) {
      const [row] = await db
        .select({ quantity: declinations.quantity })
        .from(declinations)
        .where(and(eq(declinations.siteId, siteId), eq(declinations.id, declinationId)));
      throw new AppError('BAD_REQUEST', 'CART_QUANTITY_OVER_STOCK', { remaining: Math.max(0, row?.quantity ?? 0) });
    }
  }
}

/** What the order's prices and delivery depend on: its lines, quantities and totals. */
const cartSignature = (cart: PricedCart) =>
  JSON.stringify([
    cart.totalProductToPay,
    cart.discount?.code,
    cart.lines.map((l) => [l.declinationId, l.quantity, l.total]),
  ]);

const orderReference = (id: number, date: Date) => `C${date.getFullYear()}-${String(id).padStart(6, '0')}`;

/**
 * `POST /order` (SPEC §7): in one transaction the cart is locked and priced again, the delivery checked and
 * priced by the server, the stock reserved (a conditional decrement: twenty buyers of the last five units give
 * five orders), the order written with its lines, the sale terms it accepted and its history; an earlier unpaid
 * order of the same cart gives its stock back. Then the payment starts (outside the transaction: it may call
 * the provider).
 */
export async function placeOrder(
  ctx: RequestContext,
  body: OrderRequest,
  caller: Caller,
  storefrontUrl: string,
  log?: FastifyBaseLogger,
): Promise<OrderPlaced> {
  if (body.acceptSaleTerms !== true) throw new AppError('BAD_REQUEST', 'ORDER_SALE_TERMS_REQUIRED');
  const email = caller?.email ?? body.user.email;
  if (!email) throw new AppError('BAD_REQUEST', 'ORDER_EMAIL_MISSING');
  const billingAddress = storedAddress(body.address.billing, ctx);
  const now = new Date();
  const [parameters, paymentConfig] = await Promise.all([listParameters(ctx), loadPaymentConfig(ctx.db, ctx.siteId)]);
  const saleTerms = parameters.find((p) => p.type === 'SALE_TERMS')?.value ?? '';

  // The delivery is priced first, from the caches of the delivery module (never from inside the transaction:
  // the embedded database has one connection, which the transaction holds).
  const quoted = await pricedCartForOrder(ctx, body.idCart, caller);
  assertOrderable(quoted);
  const delivery = await chosenDelivery(ctx, body, quoted);

  const placed = await ctx.db.transaction(async (tx) => {
    const txCtx: RequestContext = { ...ctx, db: tx };
    await lockCart(txCtx, body.idCart);
    const cart = await pricedCartForOrder(txCtx, body.idCart, caller);
    assertOrderable(cart);
    // The cart changed since the delivery was priced (another tab): the customer checks it again.
    if (cartSignature(cart) !== cartSignature(quoted)) throw new AppError('CONFLICT', 'ORDER_CART_CHANGED');
    if (delivery.pickup) {
      await checkPickupChoice(
        txCtx,
        { idAddress: delivery.pickup.addressId, date: delivery.pickup.date, idSchedule: delivery.pickup.scheduleId },
        { lock: true, now },
      );
    }
    // An order placed again from the same cart replaces the one left unpaid.
    const earlier = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, ctx.siteId), eq(orders.cartId, cart.id), eq(orders.status, 'AWAITING_PAYMENT')));
    for (const { id } of earlier) await closeUnpaidOrder(tx, ctx.siteId, id, now, 'replaced by a new order');
    await reserveStock(tx, ctx.siteId, cart.lines);

    const offShipping = shippingDiscount(cart, delivery.fee);
    const shippingFees = delivery.fee - offShipping;
    const total = cart.totalProductToPay + shippingFees;
    const [order] = await tx
      .insert(orders)
      .values({
        siteId: ctx.siteId,
        reference: `pending-${cart.id}-${now.getTime()}`,
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
        discountTotal: cart.discountTotal + offShipping,
        shippingFees,
        total,
        discountCode: cart.discount?.code ?? null,
        saleTerms,
        saleTermsAcceptedAt: now,
        paymentProvider: paymentConfig.provider,
        expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    const reference = orderReference(orderId, now);
    await tx
      .update(orders)
      .set({ reference })
      .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, orderId)));
    await tx.insert(orderLines).values(
      cart.lines.map((line) => ({
        siteId: ctx.siteId,
        orderId,
        productId: line.productId,
        declinationId: line.declinationId,
        kind: line.kind,
        name: line.name,
        detail: line.detail,
        reference: line.reference,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        total: line.total,
        customizations: line.customizations.map((c) => ({
          idCustomization: c.idCustomization,
          label: c.label,
          value: c.inputType === 'FILE' ? c.value : (c.valueLabel[ctx.locale] ?? c.valueLabel.fr_FR ?? c.value),
          file: c.file,
        })),
        stockReserved: line.stock !== null,
      })),
    );
    await tx.insert(orderStatusHistory).values({ siteId: ctx.siteId, orderId, status: 'AWAITING_PAYMENT' });
    if (cart.discount) {
      await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(and(eq(discountCodes.siteId, ctx.siteId), inArray(discountCodes.id, [cart.discount.id])));
    }
    return {
      orderId,
      reference,
      totalProducts: cart.totalProductToPay,
      shippingFees,
      total,
      discountTotal: cart.discountTotal + offShipping,
    };
  });

  const payment = await startPayment({ db: ctx.db, siteId: ctx.siteId }, placed.orderId, { storefrontUrl }, log);
  return {
    idOrder: placed.orderId,
    reference: placed.reference,
    totalProducts: placed.totalProducts,
    shippingFees: placed.shippingFees,
    discountTotal: placed.discountTotal,
    total: placed.total,
    provider: payment.provider,
    redirectUrl: payment.redirectUrl,
  };
}
