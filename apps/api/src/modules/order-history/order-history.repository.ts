import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_DELIVERY_TYPES, ORDER_STATUSES } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import {
  companyAddresses,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  pickupSchedules,
} from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';

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

const orderColumns: ListColumns = {
  id: orders.id,
  reference: orders.reference,
  status: orders.status,
  deliveryType: orders.deliveryType,
  total: orders.total,
  createdAt: orders.createdAt,
};

/** A customer's orders on a site, a page of them and their count. */
export async function findUserOrders(ctx: RequestContext, userId: number, query: ListQuery) {
  const where = listWhere(and(eq(orders.siteId, ctx.siteId), eq(orders.userId, userId))!, query, orderColumns);
  // Units bought per order, all its lines together (the customer's orders only, not the whole site's).
  const theirOrders = ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.userId, userId)));
  const units = ctx.db
    .select({ orderId: orderLines.orderId, units: sql<number>`sum(${orderLines.quantity})::int`.as('units') })
    .from(orderLines)
    .where(and(eq(orderLines.siteId, ctx.siteId), inArray(orderLines.orderId, theirOrders)))
    .groupBy(orderLines.orderId)
    .as('units');
  return listPage(
    ctx.db
      .select({
        id: orders.id,
        reference: orders.reference,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        deliveryType: orders.deliveryType,
        nbItems: sql<number>`coalesce(${units.units}, 0)`,
      })
      .from(orders)
      .leftJoin(units, eq(units.orderId, orders.id))
      .where(where)
      .orderBy(...listOrderBy(query, orderColumns, orders.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(orders).where(where),
  );
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
