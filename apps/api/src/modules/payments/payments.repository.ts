import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentProviderName, PaymentStatus } from '@atelier/contract';
import type { SiteContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  carts,
  declinations,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  type OrderStatus,
} from '../../db/schema/index.ts';

/**
 * The payment module's queries. Every one names its site; the transitions are conditional updates
 * (`… WHERE status = 'PENDING' RETURNING`), so that two processes, a replayed webhook and a returning browser
 * can all try the same change and exactly one makes it.
 */
export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export interface PaymentDetail extends Record<string, unknown> {
  /** The secret half of the return token `{id}.{secret}`. */
  returnSecret?: string;
  /** The storefront's return page of this payment, and the storefront's origin (links and logo of the mails). */
  returnUrl?: string;
  storefrontUrl?: string;
}

export async function findOrder(ctx: SiteContext, orderId: number): Promise<OrderRow | null> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, orderId)));
  return rows[0] ?? null;
}

export async function findOrderLines(ctx: SiteContext, orderId: number) {
  return ctx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, ctx.siteId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.id));
}

export async function findPayment(ctx: SiteContext, paymentId: number): Promise<PaymentRow | null> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, ctx.siteId), eq(payments.id, paymentId)));
  return rows[0] ?? null;
}

export async function findPaymentByRef(
  ctx: SiteContext,
  provider: PaymentProviderName,
  providerRef: string,
): Promise<PaymentRow | null> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, provider), eq(payments.providerRef, providerRef), eq(payments.siteId, ctx.siteId)),
    );
  return rows[0] ?? null;
}

export async function pendingPaymentsOfOrder(ctx: SiteContext, orderId: number): Promise<PaymentRow[]> {
  return ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, ctx.siteId), eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
}

export type NewPayment = {
  siteId: number;
  orderId: number;
  provider: PaymentProviderName;
  providerRef: string;
  amount: number;
  /** Written with the row when it is known then (the sandbox's, written with its order). */
  detail?: SQL;
};

export async function insertPayment(ctx: SiteContext, values: Omit<NewPayment, 'siteId'>): Promise<PaymentRow> {
  const [row] = await ctx.db
    .insert(payments)
    .values({ ...values, siteId: ctx.siteId })
    .returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

export async function updatePayment(
  ctx: SiteContext,
  paymentId: number,
  values: { providerRef?: string; detail?: PaymentDetail },
) {
  await ctx.db
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(payments.siteId, ctx.siteId), eq(payments.id, paymentId)));
}

/** `from` (PENDING) → `to`, once: null when the payment was no longer in `from`. */
export async function settlePayment(
  ctx: SiteContext,
  paymentId: number,
  to: Exclude<PaymentStatus, 'PENDING'>,
  detail: Record<string, unknown> = {},
  from: PaymentStatus = 'PENDING',
): Promise<PaymentRow | null> {
  const rows = await ctx.db
    .update(payments)
    .set({
      status: to,
      detail: sql`coalesce(${payments.detail}, '{}'::jsonb) || ${JSON.stringify(detail)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.siteId, ctx.siteId), eq(payments.id, paymentId), eq(payments.status, from)))
    .returning();
  return rows[0] ?? null;
}

/** Adds to a payment's detail whatever its status (a late payment to refund). */
export async function notePayment(ctx: SiteContext, paymentId: number, detail: Record<string, unknown>) {
  await ctx.db
    .update(payments)
    .set({
      detail: sql`coalesce(${payments.detail}, '{}'::jsonb) || ${JSON.stringify(detail)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.siteId, ctx.siteId), eq(payments.id, paymentId)));
}

/** The other payments of an order still PENDING → CANCELLED (the order was cancelled). */
export async function cancelPendingPayments(ctx: SiteContext, orderId: number) {
  await ctx.db
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(payments.siteId, ctx.siteId), eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
}

/** AWAITING_PAYMENT → PAID, once. */
export async function markOrderPaid(ctx: SiteContext, orderId: number, now: Date): Promise<OrderRow | null> {
  const rows = await ctx.db
    .update(orders)
    .set({ status: 'PAID', paidAt: now, updatedAt: now })
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT')))
    .returning();
  return rows[0] ?? null;
}

/**
 * AWAITING_PAYMENT → CANCELLED with its stock marked released, once; `expiredBy` only takes an order whose
 * time ran out before that moment.
 */
export async function cancelUnpaidOrder(
  ctx: SiteContext,
  orderId: number,
  now: Date,
  expiredBy?: Date,
): Promise<OrderRow | null> {
  const rows = await ctx.db
    .update(orders)
    .set({ status: 'CANCELLED', stockReleasedAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.siteId, ctx.siteId),
        eq(orders.id, orderId),
        eq(orders.status, 'AWAITING_PAYMENT'),
        isNull(orders.stockReleasedAt),
        expiredBy ? lt(orders.expiresAt, expiredBy) : undefined,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Gives back the stock an order reserved: the quantities of its lines with `stock_reserved`, summed per
 * declination (an UPDATE … FROM applies one joined row per target row only).
 */
export async function giveBackStock(ctx: SiteContext, orderId: number) {
  const reserved = ctx.db
    .select({
      declinationId: orderLines.declinationId,
      // A name of its own: the update's SET would read a bare "quantity" as ambiguous.
      quantity: sql<number>`sum(${orderLines.quantity})`.as('reserved_quantity'),
    })
    .from(orderLines)
    .where(and(eq(orderLines.siteId, ctx.siteId), eq(orderLines.orderId, orderId), eq(orderLines.stockReserved, true)))
    .groupBy(orderLines.declinationId)
    .as('reserved');
  await ctx.db
    .update(declinations)
    .set({ quantity: sql`${declinations.quantity} + ${reserved.quantity}` })
    .from(reserved)
    .where(and(eq(declinations.siteId, ctx.siteId), eq(declinations.id, reserved.declinationId)));
}

export async function insertStatusHistory(
  ctx: SiteContext,
  orderId: number,
  status: OrderStatus,
  note: string | null,
  userId: number | null = null,
) {
  await ctx.db.insert(orderStatusHistory).values({ siteId: ctx.siteId, orderId, status, note, userId });
}

/** The cart an order was paid from is closed: the browser starts a new one (carts.ordered_at). */
export async function markCartOrdered(ctx: SiteContext, cartId: string, now: Date) {
  await ctx.db
    .update(carts)
    .set({ orderedAt: now, updatedAt: now })
    .where(and(eq(carts.siteId, ctx.siteId), eq(carts.id, cartId), isNull(carts.orderedAt)));
}

/**
 * Unpaid orders whose time ran out and whose stock was not given back yet, every site (orders_unpaid_idx): the
 * release timer's query, which serves no tenant, so it takes the database rather than a context.
 */
export async function findExpiredUnpaidOrders(db: Db, now: Date, limit: number, siteIds?: number[]) {
  return db
    .select({ siteId: orders.siteId, id: orders.id, expiresAt: orders.expiresAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'AWAITING_PAYMENT'),
        isNull(orders.stockReleasedAt),
        lt(orders.expiresAt, now),
        siteIds ? inArray(orders.siteId, siteIds) : undefined,
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
}
