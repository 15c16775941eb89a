import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminOrderStatus,
  AdminOrderStatusChanged,
  AdminOrderStatusUpdate,
  AdminTrackingLink,
  Locale,
  OrderDeliveryType,
  OrderStatusCode,
} from '@atelier/contract';
import { orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { loadSellerIdentity } from '../../mail/legal-identity.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { orderPageLink } from '../../mail/order-links.ts';
import { renderOrderStatusMail, type OrderStatusMailData } from '../../mail/order-status-templates.ts';
import { loadBranding } from '../../mail/templates.ts';
import type { RequestContext } from '../../context.ts';
import { recordChange } from '../audit/audit.service.ts';
import { closeUnpaidOrder, giveBackOrderStock, recordOrderStatus } from '../payments/payments.service.ts';
import * as repository from './order-history.repository.ts';
import type { OrderRow } from './order-history.repository.ts';
import { orderStatus } from './order-statuses.ts';
import { goodsStillHere, isMailedStatus, transitionRefusal, type MailedStatus } from './order-transitions.ts';

export interface StatusDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the storefront's origin in mails when the order's payment did not record it. */
  publicUrl: string;
}

const DELIVERY_WORDS: Record<OrderDeliveryType, Record<Locale, string>> = {
  DELIVERY: { fr_FR: 'livraison à domicile', en: 'home delivery' },
  PICKUP: { fr_FR: 'point relais', en: 'relay point' },
  CLICK_AND_COLLECT: { fr_FR: 'Click & Collect', en: 'Click & Collect' },
  NO_DELIVERY: { fr_FR: 'sans livraison', en: 'no delivery' },
};

async function orderOf(ctx: RequestContext, orderId: number) {
  const order = await repository.findOrder(ctx, orderId);
  if (!order) throw notFound('Order', orderId);
  return order;
}

/** `GET /admin/order/{id}/get-status` (SPEC §6). */
export async function adminOrderStatus(ctx: RequestContext, orderId: number): Promise<AdminOrderStatus> {
  const order = await orderOf(ctx, orderId);
  return { idOrder: order.id, reference: order.reference, status: orderStatus(order.status, ctx.locale) };
}

/** `GET /admin/order/{id}/tracking-link` (SPEC §6). */
export async function adminTrackingLink(ctx: RequestContext, orderId: number): Promise<AdminTrackingLink> {
  const order = await orderOf(ctx, orderId);
  return { idOrder: order.id, trackingLink: order.trackingLink };
}

/** Moves the locked order to `to`: dates, tracking link, stock given back when goods never left, a history row. */
async function applyChange(
  tx: RequestContext,
  order: OrderRow,
  to: OrderStatusCode,
  update: AdminOrderStatusUpdate,
  now: Date,
) {
  const { id } = order;
  const note = update.note || null;
  if (order.status === 'AWAITING_PAYMENT') {
    // Only CANCELLED gets here (transitionRefusal): the same closing as an unpaid order whose time ran out.
    const closed = await closeUnpaidOrder(tx, id, now, note ?? 'cancelled by the shop');
    if (!closed) throw new AppError('CONFLICT', 'ORDER_STATUS_CHANGED_MEANWHILE');
    return;
  }
  const set: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now };
  if (to === 'SHIPPED') {
    set.shippedAt = order.shippedAt ?? now;
    if (update.trackingLink) set.trackingLink = update.trackingLink;
  }
  if (to === 'DELIVERED') set.deliveredAt = now;
  if ((to === 'CANCELLED' || to === 'REFUNDED') && goodsStillHere(order.status) && !order.stockReleasedAt) {
    await giveBackOrderStock(tx, id);
    set.stockReleasedAt = now;
  }
  await tx.db
    .update(orders)
    .set(set)
    .where(and(eq(orders.siteId, tx.siteId), eq(orders.id, id)));
  const corrected = order.status === to ? 'tracking link updated' : null;
  await recordOrderStatus(tx, id, to, [corrected, note].filter(Boolean).join(': ') || null, tx.user?.id ?? null);
}

/**
 * `PUT /admin/order/{id}/status`: the order moves along its lifecycle (order-transitions.ts) or the call is refused
 * with the reason (409, 400 for a tracking link with another status); the customer hears of each change that
 * concerns them by mail, in the order's language.
 */
export async function changeOrderStatus(
  ctx: RequestContext,
  deps: StatusDeps,
  orderId: number,
  update: AdminOrderStatusUpdate,
): Promise<AdminOrderStatusChanged> {
  const now = new Date();
  const to = update.status;
  const changed = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await repository.lockOrder(tx, orderId);
    if (!order) throw notFound('Order', orderId);
    const refusal = transitionRefusal(order, to, Boolean(update.trackingLink));
    if (refusal) {
      const label = (code: OrderStatusCode) => orderStatus(code, ctx.locale).value;
      throw new AppError(refusal.kind, refusal.key, {
        status: label(order.status),
        from: label(order.status),
        to: label(to),
        shipped: label('SHIPPED'),
        delivery: DELIVERY_WORDS[order.deliveryType][ctx.locale],
      });
    }
    await applyChange(tx, order, to, update, now);
    const changed = (await repository.findOrder(tx, orderId))!;
    await recordChange(tx, {
      action: 'order.status',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status, trackingLink: order.trackingLink },
      after: { status: changed.status, trackingLink: changed.trackingLink },
    });
    return changed;
  });
  let customerNotified = false;
  if (isMailedStatus(to)) {
    try {
      await sendStatusMail(ctx, deps, changed, to);
      customerNotified = true;
    } catch (error) {
      // The change stands whatever happens to its mail; the log says which one is missing.
      deps.log.error({ err: error, siteId: ctx.siteId, orderId, status: to }, 'order status mail not sent');
    }
  }
  return {
    idOrder: changed.id,
    reference: changed.reference,
    status: orderStatus(changed.status, ctx.locale),
    trackingLink: changed.trackingLink,
    shippedAt: changed.shippedAt?.toISOString() ?? null,
    deliveredAt: changed.deliveredAt?.toISOString() ?? null,
    customerNotified,
  };
}

/** The storefront the customer ordered on (recorded with the payment), else PUBLIC_URL. */
async function storefrontOf(ctx: RequestContext, deps: StatusDeps, order: OrderRow): Promise<string> {
  const payment = await repository.findLatestPayment(ctx, order.id);
  const recorded = (payment?.detail as { storefrontUrl?: unknown } | null)?.storefrontUrl;
  return typeof recorded === 'string' && recorded ? recorded : deps.publicUrl;
}

/**
 * The mail of a status change to the order's customer, in the order's language (not the language of the shop's
 * request that changed it).
 */
export async function sendStatusMail(ctx: RequestContext, deps: StatusDeps, order: OrderRow, status: MailedStatus) {
  const locale: Locale = order.locale === 'en' ? 'en' : 'fr_FR';
  const mailCtx: RequestContext = { siteId: ctx.siteId, locale, token: null, user: null, db: ctx.db };
  const storefront = await storefrontOf(ctx, deps, order);
  const [branding, seller, pickup] = await Promise.all([
    loadBranding(mailCtx, storefront),
    loadSellerIdentity(ctx),
    order.deliveryType === 'CLICK_AND_COLLECT' ? repository.findPickup(ctx, order) : null,
  ]);
  const place = pickup?.address
    ? [
        pickup.address.name,
        pickup.address.address,
        ...(pickup.address.addressPart2 ? [pickup.address.addressPart2] : []),
        `${pickup.address.postalCode} ${pickup.address.city}`,
      ]
    : [];
  const data: OrderStatusMailData = {
    status,
    reference: order.reference,
    firstname: order.firstname,
    deliveryType: order.deliveryType,
    carrierName: order.carrierName,
    trackingLink: order.trackingLink,
    accessPoint: order.accessPoint ?? null,
    pickup: pickup
      ? {
          place,
          date: order.pickupDate,
          startTime: pickup.schedule?.startTime ?? null,
          endTime: pickup.schedule?.endTime ?? null,
        }
      : null,
    total: order.total,
    paid: order.paidAt !== null,
    orderUrl: orderPageLink(ctx.db, order, storefront),
  };
  const mail = renderOrderStatusMail(locale, branding, data, seller);
  return deps.mailer.send(
    mailCtx,
    { from: branding.from, to: order.email, ...mail },
    { orderId: order.id, kind: `order.status.${status}` },
  );
}
