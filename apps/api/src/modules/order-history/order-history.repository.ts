import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_DELIVERY_TYPES, ORDER_STATUSES } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
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
export async function findUserOrders(db: Db, siteId: number, userId: number, query: ListQuery) {
  const where = listWhere(and(eq(orders.siteId, siteId), eq(orders.userId, userId))!, query, orderColumns);
  // Units bought per order, all its lines together (the customer's orders only, not the whole site's).
  const theirOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.userId, userId)));
  const units = db
    .select({ orderId: orderLines.orderId, units: sql<number>`sum(${orderLines.quantity})::int`.as('units') })
    .from(orderLines)
    .where(and(eq(orderLines.siteId, siteId), inArray(orderLines.orderId, theirOrders)))
    .groupBy(orderLines.orderId)
    .as('units');
  return listPage(
    db
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
    db.select({ total: count() }).from(orders).where(where),
  );
}

export function findLines(db: Db, siteId: number, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, siteId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.id));
}

export function findHistory(db: Db, siteId: number, orderId: number) {
  return db
    .select({ status: orderStatusHistory.status, createdAt: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.siteId, siteId), eq(orderStatusHistory.orderId, orderId)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The latest payment attempt of an order, or null. */
export async function findLatestPayment(db: Db, siteId: number, orderId: number) {
  const [row] = await db
    .select({ status: payments.status, provider: payments.provider, detail: payments.detail })
    .from(payments)
    .where(and(eq(payments.siteId, siteId), eq(payments.orderId, orderId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The Click & Collect place and slot of an order (either may have been deleted since). */
export async function findPickup(db: Db, order: OrderRow) {
  const [address] = order.pickupAddressId
    ? await db
        .select()
        .from(companyAddresses)
        .where(and(eq(companyAddresses.siteId, order.siteId), eq(companyAddresses.id, order.pickupAddressId)))
    : [];
  const [schedule] = order.pickupScheduleId
    ? await db
        .select({ startTime: pickupSchedules.startTime, endTime: pickupSchedules.endTime })
        .from(pickupSchedules)
        .where(and(eq(pickupSchedules.siteId, order.siteId), eq(pickupSchedules.id, order.pickupScheduleId)))
    : [];
  return { address: address ?? null, schedule: schedule ?? null };
}

/** One order of the site, locked until the transaction ends (status changes). */
export async function lockOrder(db: Db, siteId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    .for('update');
  return row ?? null;
}

export async function findOrder(db: Db, siteId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  return row ?? null;
}
