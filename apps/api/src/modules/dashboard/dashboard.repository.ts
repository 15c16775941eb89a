import { and, asc, count, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { declinations, orderBacks, orders, products } from '../../db/schema/index.ts';

/** The orders paid since `from`, neither cancelled nor refunded: when, and how much. */
export function findPaidSince(ctx: RequestContext, from: Date) {
  return ctx.db
    .select({ paidAt: orders.paidAt, total: orders.total })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, ctx.siteId),
        gte(orders.paidAt, from),
        notInArray(orders.status, ['CANCELLED', 'REFUNDED']),
      ),
    );
}

const TO_PREPARE = ['PAID', 'IN_PREPARATION'] as const;

export async function findToPrepare(ctx: RequestContext, limit: number) {
  const where = and(eq(orders.siteId, ctx.siteId), inArray(orders.status, [...TO_PREPARE]));
  const [items, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        reference: orders.reference,
        createdAt: orders.createdAt,
        billingAddress: orders.billingAddress,
        total: orders.total,
        status: orders.status,
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit),
    ctx.db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

const OPEN_RETURNS = ['ASKED', 'LABEL_SENT', 'PRODUCT_RECEIVED'] as const;

export async function findOpenReturns(ctx: RequestContext, limit: number) {
  const where = and(eq(orderBacks.siteId, ctx.siteId), inArray(orderBacks.status, [...OPEN_RETURNS]));
  const [items, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: orderBacks.id,
        orderId: orderBacks.orderId,
        reference: orders.reference,
        kind: orderBacks.kind,
        status: orderBacks.status,
        createdAt: orderBacks.createdAt,
      })
      .from(orderBacks)
      .innerJoin(orders, and(eq(orders.siteId, orderBacks.siteId), eq(orders.id, orderBacks.orderId)))
      .where(where)
      .orderBy(asc(orderBacks.createdAt), asc(orderBacks.id))
      .limit(limit),
    ctx.db.select({ total: count() }).from(orderBacks).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** Tracked declinations whose stock is at or below `threshold`, the emptiest first. */
export async function findLowStock(ctx: RequestContext, threshold: number, limit: number) {
  const where = and(
    eq(declinations.siteId, ctx.siteId),
    eq(declinations.setQuantity, true),
    lte(declinations.quantity, threshold),
  );
  const [items, [counted]] = await Promise.all([
    ctx.db
      .select({
        productId: declinations.productId,
        declinationId: declinations.id,
        name: products.name,
        reference: declinations.reference,
        year: declinations.year,
        quantity: declinations.quantity,
      })
      .from(declinations)
      .innerJoin(products, and(eq(products.siteId, declinations.siteId), eq(products.id, declinations.productId)))
      .where(where)
      .orderBy(asc(declinations.quantity), asc(declinations.productId), asc(declinations.id))
      .limit(limit),
    ctx.db.select({ total: count() }).from(declinations).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}
