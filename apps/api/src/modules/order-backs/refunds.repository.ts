import { and, asc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { payments, refunds, users } from '../../db/schema/index.ts';

/** Refunds of orders (issue 16 item 4), every read and write scoped to the context's site. */

export type RefundRow = typeof refunds.$inferSelect;

/** An order's refunds, oldest first, with the e-mail of the administrator who made each. */
export function findRefundsOfOrder(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select({ refund: refunds, email: users.email })
    .from(refunds)
    .leftJoin(users, and(eq(users.siteId, refunds.siteId), eq(users.id, refunds.userId)))
    .where(and(eq(refunds.siteId, ctx.siteId), eq(refunds.orderId, orderId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Cents refunded on each of some returns (DONE refunds only: what the customer got back). */
export async function refundedByBack(ctx: RequestContext, backIds: number[]): Promise<Map<number, number>> {
  if (backIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ backId: refunds.orderBackId, total: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.siteId, ctx.siteId), inArray(refunds.orderBackId, backIds), eq(refunds.status, 'DONE')))
    .groupBy(refunds.orderBackId);
  return new Map(rows.map((row) => [row.backId!, row.total ?? 0]));
}

/** The order's PAID payments, largest first (the one a provider refund goes through is the first). */
export function findPaidPayments(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, ctx.siteId), eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
    .orderBy(sql`${payments.amount} desc`, asc(payments.id));
}

export async function insertRefund(ctx: RequestContext, values: Omit<typeof refunds.$inferInsert, 'siteId'>) {
  const [row] = await ctx.db
    .insert(refunds)
    .values({ ...values, siteId: ctx.siteId })
    .returning();
  return row!;
}

export async function settleRefund(
  ctx: RequestContext,
  id: number,
  set: { status: 'DONE' | 'FAILED'; providerRef?: string | null; error?: string | null },
) {
  const [row] = await ctx.db
    .update(refunds)
    .set({ ...set, settledAt: new Date() })
    .where(and(eq(refunds.siteId, ctx.siteId), eq(refunds.id, id)))
    .returning();
  return row!;
}
