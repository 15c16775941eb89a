import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { USER_ROLES } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import {
  newsletterLists,
  newsletterSubscriptions,
  orderBackLines,
  orderBacks,
  orderLines,
  orders,
  orderStatusHistory,
  sessions,
  userAddresses,
  users,
} from '../../db/schema/index.ts';
import type { ListFilter, ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';

/** `GET /admin/customer` (issue 16 item 5): the site's accounts, newest first. */
export const customerListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    email: { type: 'string', sortable: true },
    name: { type: 'string' },
    role: { type: { enum: USER_ROLES } },
    createdAt: { type: 'date', sortable: true },
    anonymised: { type: 'boolean' },
  },
  defaultNbItem: 20,
  defaultOrderBy: '-createdAt',
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `name`: the first and last names in either order (`lk:` a part of them, else the whole, any case). */
function nameCondition(filter: ListFilter): SQL | undefined {
  const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
  const pattern = (value: string) => (filter.operator === 'lk' ? `%${escapeLike(value)}%` : escapeLike(value));
  const matches = values.map(
    (value) =>
      sql`(${users.firstname} || ' ' || ${users.lastname} ILIKE ${pattern(value)} OR ${users.lastname} || ' ' || ${users.firstname} ILIKE ${pattern(value)})`,
  );
  const any = or(...matches);
  return filter.operator === 'df' ? sql`NOT ${any}` : any;
}

const customerColumns: ListColumns = {
  id: users.id,
  email: users.email,
  name: nameCondition,
  role: users.role,
  createdAt: users.createdAt,
  anonymised: (filter) => (filter.value === true ? isNotNull(users.deletedAt) : isNull(users.deletedAt)),
};

/** Orders that count as bought: paid and neither cancelled nor refunded. */
const BOUGHT = sql`${orders.paidAt} IS NOT NULL AND ${orders.status} NOT IN ('CANCELLED', 'REFUNDED')`;

export async function findCustomers(ctx: RequestContext, query: ListQuery) {
  const where = listWhere(eq(users.siteId, ctx.siteId), query, customerColumns);
  const page = await listPage(
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...listOrderBy(query, customerColumns, users.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(users).where(where),
  );
  const stats = await orderStatsOf(
    ctx,
    page.items.map((row) => row.id),
  );
  return { total: page.total, items: page.items.map((row) => ({ ...row, ...statsOf(stats, row.id) })) };
}

async function orderStatsOf(ctx: RequestContext, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { nbOrders: number; totalSpent: number }>();
  const rows = await ctx.db
    .select({
      userId: orders.userId,
      nbOrders: sql<number>`count(*)::int`,
      totalSpent: sql<number>`coalesce(sum(${orders.total}) filter (where ${BOUGHT}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), inArray(orders.userId, userIds)))
    .groupBy(orders.userId);
  return new Map(
    rows.map((row) => [row.userId!, { nbOrders: Number(row.nbOrders), totalSpent: Number(row.totalSpent) }]),
  );
}

const statsOf = (stats: Map<number, { nbOrders: number; totalSpent: number }>, id: number) =>
  stats.get(id) ?? { nbOrders: 0, totalSpent: 0 };

export async function findCustomer(ctx: RequestContext, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.siteId), eq(users.id, userId)));
  if (!row) return null;
  return { ...row, ...statsOf(await orderStatsOf(ctx, [row.id]), row.id) };
}

export function findAddresses(ctx: RequestContext, userId: number) {
  return ctx.db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.siteId, ctx.siteId), eq(userAddresses.userId, userId)))
    .orderBy(asc(userAddresses.id));
}

export function findOrdersOf(ctx: RequestContext, userId: number) {
  return ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function findLinesOf(ctx: RequestContext, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return ctx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, ctx.siteId), inArray(orderLines.orderId, orderIds)))
    .orderBy(asc(orderLines.id));
}

export async function findHistoryOf(ctx: RequestContext, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return ctx.db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.siteId, ctx.siteId), inArray(orderStatusHistory.orderId, orderIds)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

export function findReturnsOf(ctx: RequestContext, userId: number) {
  return ctx.db
    .select({
      id: orderBacks.id,
      orderId: orderBacks.orderId,
      reference: orders.reference,
      kind: orderBacks.kind,
      status: orderBacks.status,
      reason: orderBacks.reason,
      comment: orderBacks.comment,
      message: orderBacks.message,
      createdAt: orderBacks.createdAt,
    })
    .from(orderBacks)
    .innerJoin(orders, and(eq(orders.siteId, orderBacks.siteId), eq(orders.id, orderBacks.orderId)))
    .where(and(eq(orderBacks.siteId, ctx.siteId), eq(orders.userId, userId)))
    .orderBy(desc(orderBacks.createdAt), desc(orderBacks.id));
}

export async function findReturnLinesOf(ctx: RequestContext, backIds: number[]) {
  if (backIds.length === 0) return [];
  return ctx.db
    .select({
      orderBackId: orderBackLines.orderBackId,
      orderLineId: orderBackLines.orderLineId,
      quantity: orderBackLines.quantity,
    })
    .from(orderBackLines)
    .where(and(eq(orderBackLines.siteId, ctx.siteId), inArray(orderBackLines.orderBackId, backIds)));
}

/** The account's subscriptions, by its id or its address, with the list's name. */
export function findSubscriptionsOf(ctx: RequestContext, user: { id: number; email: string }) {
  return ctx.db
    .select({
      list: newsletterLists.name,
      email: newsletterSubscriptions.email,
      status: newsletterSubscriptions.status,
      locale: newsletterSubscriptions.locale,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .innerJoin(
      newsletterLists,
      and(
        eq(newsletterLists.siteId, newsletterSubscriptions.siteId),
        eq(newsletterLists.id, newsletterSubscriptions.listId),
      ),
    )
    .where(
      and(
        eq(newsletterSubscriptions.siteId, ctx.siteId),
        or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, user.email.toLowerCase())),
      ),
    );
}

/** Locks the account until the transaction ends (the anonymisation). */
export async function lockUser(ctx: RequestContext, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.siteId), eq(users.id, userId)))
    .for('update');
  return row ?? null;
}

export async function deleteAddresses(ctx: RequestContext, userId: number) {
  await ctx.db.delete(userAddresses).where(and(eq(userAddresses.siteId, ctx.siteId), eq(userAddresses.userId, userId)));
}

export async function updateOrder(ctx: RequestContext, orderId: number, set: Partial<typeof orders.$inferInsert>) {
  await ctx.db
    .update(orders)
    .set(set)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, orderId)));
}

/** The free texts a customer wrote in their returns go with their identity. */
export async function clearReturnTexts(ctx: RequestContext, orderIds: number[]) {
  if (orderIds.length === 0) return;
  await ctx.db
    .update(orderBacks)
    .set({ comment: null })
    .where(and(eq(orderBacks.siteId, ctx.siteId), inArray(orderBacks.orderId, orderIds)));
}

export async function updateUser(ctx: RequestContext, userId: number, set: Partial<typeof users.$inferInsert>) {
  await ctx.db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(users.siteId, ctx.siteId), eq(users.id, userId)));
}

/** Every live session of the account ends. */
export async function revokeSessions(ctx: RequestContext, userId: number) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.siteId, ctx.siteId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
