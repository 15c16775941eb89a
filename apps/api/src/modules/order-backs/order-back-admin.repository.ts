import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { ORDER_BACK_KINDS, ORDER_BACK_STATUSES } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { orderBackHistory, orderBackLines, orderBacks, orders } from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';
import type { OrderBackRow } from './order-backs.repository.ts';

/** `GET /admin/order-back` (issue 16 item 4): the site's returns and withdrawals, newest first. */
export const adminOrderBackListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    idOrder: { type: 'integer' },
    status: { type: { enum: ORDER_BACK_STATUSES } },
    kind: { type: { enum: ORDER_BACK_KINDS } },
    reference: { type: 'string', sortable: true },
    email: { type: 'string', sortable: true },
    createdAt: { type: 'date', sortable: true },
    updatedAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 20,
  defaultOrderBy: '-createdAt',
};

const columns: ListColumns = {
  id: orderBacks.id,
  idOrder: orderBacks.orderId,
  status: orderBacks.status,
  kind: orderBacks.kind,
  reference: orders.reference,
  email: orders.email,
  createdAt: orderBacks.createdAt,
  updatedAt: orderBacks.updatedAt,
};

/** A page of the site's returns with their order's reference and customer, and the units each holds. */
export async function findBacks(ctx: RequestContext, query: ListQuery) {
  const where = listWhere(eq(orderBacks.siteId, ctx.siteId), query, columns);
  const joined = and(eq(orders.siteId, orderBacks.siteId), eq(orders.id, orderBacks.orderId));
  const { items, total } = await listPage(
    ctx.db
      .select({
        back: orderBacks,
        reference: orders.reference,
        email: orders.email,
        firstname: orders.firstname,
        lastname: orders.lastname,
      })
      .from(orderBacks)
      .innerJoin(orders, joined)
      .where(where)
      .orderBy(...listOrderBy(query, columns, orderBacks.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(orderBacks).innerJoin(orders, joined).where(where),
  );
  const ids = items.map((row) => row.back.id);
  const units =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ backId: orderBackLines.orderBackId, units: sum(orderBackLines.quantity).mapWith(Number) })
          .from(orderBackLines)
          .where(and(eq(orderBackLines.siteId, ctx.siteId), inArray(orderBackLines.orderBackId, ids)))
          .groupBy(orderBackLines.orderBackId);
  const unitsOf = new Map(units.map((row) => [row.backId, row.units ?? 0]));
  return { total, items: items.map((row) => ({ ...row, units: unitsOf.get(row.back.id) ?? 0 })) };
}

/** Locks a return's row until the transaction ends (its order is locked first by the caller). */
export async function lockBack(ctx: RequestContext, id: number): Promise<OrderBackRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(orderBacks)
    .where(and(eq(orderBacks.siteId, ctx.siteId), eq(orderBacks.id, id)))
    .for('update');
  return row;
}

export async function updateBack(
  ctx: RequestContext,
  id: number,
  set: Partial<Pick<OrderBackRow, 'status' | 'message' | 'labelFile' | 'labelMimeType' | 'labelName'>>,
) {
  const [row] = await ctx.db
    .update(orderBacks)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(orderBacks.siteId, ctx.siteId), eq(orderBacks.id, id)))
    .returning();
  return row!;
}

export function insertStep(
  ctx: RequestContext,
  orderBackId: number,
  status: OrderBackRow['status'],
  note: string | null,
) {
  return ctx.db.insert(orderBackHistory).values({ siteId: ctx.siteId, orderBackId, status, note });
}
