import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ORDER_DELIVERY_TYPES, ORDER_STATUSES } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import {
  companyAddresses,
  mailOutbox,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  pickupSchedules,
  users,
} from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listWhere, type ListColumns } from '../../lists/list-sql.ts';

export type OrderRow = typeof orders.$inferSelect;

/** `GET /order` (SPEC §7 list language, §9: orders 10 per page), newest first. */
export const orderListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    reference: { type: 'string', sortable: true },
    status: { type: { enum: ORDER_STATUSES } },
    deliveryType: { type: { enum: ORDER_DELIVERY_TYPES } },
    total: { type: 'integer', sortable: true },
    createdAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 10,
  defaultOrderBy: '-createdAt',
};

/** `GET /admin/order` (issue 16): every order of the site, found by who ordered and what it is too. */
export const adminOrderListSpec: ListSpec = {
  ...orderListSpec,
  fields: {
    ...orderListSpec.fields,
    email: { type: 'string', sortable: true },
    userId: { type: 'integer' },
  },
};

const orderColumns: ListColumns = {
  id: orders.id,
  reference: orders.reference,
  status: orders.status,
  deliveryType: orders.deliveryType,
  total: orders.total,
  createdAt: orders.createdAt,
  email: orders.email,
  userId: orders.userId,
};

/**
 * Units bought in an order, all its lines together, for the orders row named `order` in the statement. Named in
 * full: Drizzle writes a lone table's columns unqualified, and inside this subquery `site_id` is the line's.
 */
function unitsOf(order: string) {
  const row = sql.identifier(order);
  return sql<number>`(select coalesce(sum(ol.quantity), 0)::int from ${orderLines} ol where ol.site_id = ${row}.site_id and ol.order_id = ${row}.id)`;
}

/**
 * A page of a site's orders and their count: a customer's own (`userId`), or all of them (the back-office).
 * The filters of the query are the list's (orderListSpec, adminOrderListSpec).
 *
 * One statement (each one costs a round trip, and PGlite runs them one after the other): the page is chosen
 * in a subquery, so that each order's units are summed for the page's rows only (not for the rows an offset
 * skips), and the count of every matching order comes with each row. Only a page past the end, which has no
 * row to bring it, counts in a statement of its own.
 */
export async function findOrders(ctx: RequestContext, query: ListQuery, userId: number | null) {
  const scope = and(eq(orders.siteId, ctx.siteId), userId === null ? undefined : eq(orders.userId, userId))!;
  const where = listWhere(scope, query, orderColumns);
  const page = ctx.db
    .select({
      siteId: orders.siteId,
      id: orders.id,
      reference: orders.reference,
      createdAt: orders.createdAt,
      status: orders.status,
      total: orders.total,
      deliveryType: orders.deliveryType,
      email: orders.email,
      userId: orders.userId,
      billingAddress: orders.billingAddress,
    })
    .from(orders)
    .where(where)
    .orderBy(...listOrderBy(query, orderColumns, orders.id))
    .limit(query.nbItem)
    .offset(listOffset(query))
    .as('page');
  // The page's own columns, to keep its order (the same ORDER BY, which PostgreSQL sees is already done).
  const pageColumns: ListColumns = {
    id: page.id,
    reference: page.reference,
    total: page.total,
    createdAt: page.createdAt,
    email: page.email,
  };
  const rows = await ctx.db
    .select({
      id: page.id,
      reference: page.reference,
      createdAt: page.createdAt,
      status: page.status,
      total: page.total,
      deliveryType: page.deliveryType,
      email: page.email,
      userId: page.userId,
      billingAddress: page.billingAddress,
      nbItems: unitsOf('page'),
      matching: sql<number>`(select count(*)::int from ${orders} where ${where})`,
    })
    .from(page)
    .orderBy(...listOrderBy(query, pageColumns, page.id));
  const items = rows.map(({ matching: _, ...row }) => ({ ...row, nbItems: Number(row.nbItems) }));
  if (rows.length > 0) return { total: Number(rows[0]!.matching), items };
  if (query.page === 1) return { total: 0, items };
  const [counted] = await ctx.db.select({ total: count() }).from(orders).where(where);
  return { total: counted?.total ?? 0, items };
}

export function findLines(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, ctx.siteId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.id));
}

export function findHistory(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select({ status: orderStatusHistory.status, createdAt: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.siteId, ctx.siteId), eq(orderStatusHistory.orderId, orderId)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The latest payment attempt of an order, or null. */
export async function findLatestPayment(ctx: RequestContext, orderId: number) {
  const [row] = await ctx.db
    .select({ status: payments.status, provider: payments.provider, detail: payments.detail })
    .from(payments)
    .where(and(eq(payments.siteId, ctx.siteId), eq(payments.orderId, orderId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The Click & Collect place and slot of an order (either may have been deleted since). */
export async function findPickup(ctx: RequestContext, order: OrderRow) {
  const [address] = order.pickupAddressId
    ? await ctx.db
        .select()
        .from(companyAddresses)
        .where(and(eq(companyAddresses.siteId, ctx.siteId), eq(companyAddresses.id, order.pickupAddressId)))
    : [];
  const [schedule] = order.pickupScheduleId
    ? await ctx.db
        .select({ startTime: pickupSchedules.startTime, endTime: pickupSchedules.endTime })
        .from(pickupSchedules)
        .where(and(eq(pickupSchedules.siteId, ctx.siteId), eq(pickupSchedules.id, order.pickupScheduleId)))
    : [];
  return { address: address ?? null, schedule: schedule ?? null };
}

/** One order of the site, locked until the transaction ends (status changes). */
export async function lockOrder(ctx: RequestContext, orderId: number): Promise<OrderRow | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, orderId)))
    .for('update');
  return row ?? null;
}

export async function findOrder(ctx: RequestContext, orderId: number): Promise<OrderRow | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, orderId)));
  return row ?? null;
}

/** Every step of an order, oldest first, with its note and the administrator who made it (issue 16). */
export function findHistoryWithActors(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
      userId: orderStatusHistory.userId,
      email: users.email,
    })
    .from(orderStatusHistory)
    .leftJoin(users, and(eq(users.siteId, orderStatusHistory.siteId), eq(users.id, orderStatusHistory.userId)))
    .where(and(eq(orderStatusHistory.siteId, ctx.siteId), eq(orderStatusHistory.orderId, orderId)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The mails sent about an order (the outbox rows tagged with it), newest first. */
export function findOrderMails(ctx: RequestContext, orderId: number) {
  return findOrderMailsWhere(ctx, eq(mailOutbox.orderId, orderId)).orderBy(
    desc(mailOutbox.createdAt),
    desc(mailOutbox.id),
  );
}

export async function findMail(ctx: RequestContext, mailId: number) {
  const [row] = await findOrderMailsWhere(ctx, eq(mailOutbox.id, mailId));
  return row ?? null;
}

function findOrderMailsWhere(ctx: RequestContext, where: SQL) {
  return ctx.db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      delivered: mailOutbox.delivered,
      error: mailOutbox.error,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.siteId, ctx.siteId), where));
}

export async function updateInternalNote(ctx: RequestContext, orderId: number, note: string | null, now: Date) {
  await ctx.db
    .update(orders)
    .set({ internalNote: note, updatedAt: now })
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, orderId)));
}

/** The rows of a CSV export: the orders matching the list's filters, in its order, `limit` at most. */
export function findOrdersForExport(ctx: RequestContext, query: ListQuery, limit: number) {
  const where = listWhere(eq(orders.siteId, ctx.siteId), query, orderColumns);
  return ctx.db
    .select({
      id: orders.id,
      reference: orders.reference,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      shippedAt: orders.shippedAt,
      status: orders.status,
      email: orders.email,
      phone: orders.phone,
      billingAddress: orders.billingAddress,
      deliveryType: orders.deliveryType,
      carrierName: orders.carrierName,
      totalProducts: orders.totalProducts,
      discountTotal: orders.discountTotal,
      discountCode: orders.discountCode,
      shippingFees: orders.shippingFees,
      total: orders.total,
      invoiceNumber: orders.invoiceNumber,
      trackingLink: orders.trackingLink,
      units: unitsOf('orders'),
    })
    .from(orders)
    .where(where)
    .orderBy(...listOrderBy(query, orderColumns, orders.id))
    .limit(limit);
}
