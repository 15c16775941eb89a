import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orderBackHistory,
  orderBackLines,
  orderBackPhotos,
  orderBacks,
  orderBackSettings,
  orderGenericValues,
  orderLines,
  orders,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

/** Reads and writes of returns and withdrawals (issue 7), every one scoped to the context's site. */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderBackRow = typeof orderBacks.$inferSelect;
export type OrderBackSettingsRow = typeof orderBackSettings.$inferSelect;

/** A site without a settings row takes the schema's defaults: returns open, 30 days, damage within 48 hours. */
export const DEFAULT_ORDER_BACK_SETTINGS = {
  isActive: true,
  message: null,
  returnAskDescription: null,
  labelSentDescription: null,
  productReceivedDescription: null,
  returnWindowDays: 30,
  damageWindowHours: 48,
} as const;

export async function findSettings(ctx: RequestContext): Promise<Omit<OrderBackSettingsRow, 'siteId'>> {
  const [row] = await ctx.db.select().from(orderBackSettings).where(eq(orderBackSettings.siteId, ctx.siteId));
  return row ?? DEFAULT_ORDER_BACK_SETTINGS;
}

export function findGenericValues(ctx: RequestContext, type: string) {
  return ctx.db
    .select({ id: orderGenericValues.id, code: orderGenericValues.code, label: orderGenericValues.label })
    .from(orderGenericValues)
    .where(and(eq(orderGenericValues.siteId, ctx.siteId), eq(orderGenericValues.type, type)))
    .orderBy(asc(orderGenericValues.position), asc(orderGenericValues.id));
}

export function findOrderLines(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, ctx.siteId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.id));
}

/** Locks the order's row until the transaction ends: two returns of the same order are counted one after the other. */
export async function lockOrder(tx: Db, siteId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    .for('update');
  return row;
}

export async function findBack(ctx: RequestContext, id: number): Promise<OrderBackRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(orderBacks)
    .where(and(eq(orderBacks.siteId, ctx.siteId), eq(orderBacks.id, id)));
  return row;
}

export function findBacksOfOrder(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select()
    .from(orderBacks)
    .where(and(eq(orderBacks.siteId, ctx.siteId), eq(orderBacks.orderId, orderId)))
    .orderBy(asc(orderBacks.createdAt), asc(orderBacks.id));
}

/** The lines, photos and steps of some returns, each list in its order. */
export async function findBackDetails(ctx: RequestContext, backIds: number[]) {
  if (backIds.length === 0) return { lines: [], photos: [], steps: [] };
  const [lines, photos, steps] = await Promise.all([
    ctx.db
      .select()
      .from(orderBackLines)
      .where(and(eq(orderBackLines.siteId, ctx.siteId), inArray(orderBackLines.orderBackId, backIds)))
      .orderBy(asc(orderBackLines.id)),
    ctx.db
      .select()
      .from(orderBackPhotos)
      .where(and(eq(orderBackPhotos.siteId, ctx.siteId), inArray(orderBackPhotos.orderBackId, backIds)))
      .orderBy(asc(orderBackPhotos.id)),
    ctx.db
      .select()
      .from(orderBackHistory)
      .where(and(eq(orderBackHistory.siteId, ctx.siteId), inArray(orderBackHistory.orderBackId, backIds)))
      .orderBy(asc(orderBackHistory.createdAt), asc(orderBackHistory.id)),
  ]);
  return { lines, photos, steps };
}

/** Every return and withdrawal of an order with its lines, as the quantity rules read them. */
export async function findPastBacks(ctx: RequestContext, orderId: number) {
  const backs = await findBacksOfOrder(ctx, orderId);
  const { lines } = await findBackDetails(
    ctx,
    backs.map((back) => back.id),
  );
  return backs.map((back) => ({
    id: back.id,
    kind: back.kind,
    status: back.status,
    lines: lines
      .filter((line) => line.orderBackId === back.id)
      .map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity })),
  }));
}

export async function findPhoto(ctx: RequestContext, backId: number, photoId: number) {
  const [row] = await ctx.db
    .select()
    .from(orderBackPhotos)
    .where(
      and(
        eq(orderBackPhotos.siteId, ctx.siteId),
        eq(orderBackPhotos.orderBackId, backId),
        eq(orderBackPhotos.id, photoId),
      ),
    );
  return row;
}

export interface NewBack {
  orderId: number;
  kind: OrderBackRow['kind'];
  reason: string | null;
  comment: string | null;
  lines: { orderLineId: number; quantity: number }[];
  photos: { file: string; mimeType: string; bytes: number }[];
  /** Kept with the first step (a withdrawal: the name and address the statement confirmed). */
  note?: string | null;
}

/** Writes a return asked now: the return, its lines and photos, and its first step ASKED. */
export async function insertBack(ctx: RequestContext, back: NewBack): Promise<OrderBackRow> {
  const siteId = ctx.siteId;
  const [row] = await ctx.db
    .insert(orderBacks)
    .values({
      siteId,
      orderId: back.orderId,
      kind: back.kind,
      status: 'ASKED',
      reason: back.reason,
      comment: back.comment,
    })
    .returning();
  const orderBackId = row!.id;
  await ctx.db.insert(orderBackLines).values(back.lines.map((line) => ({ siteId, orderBackId, ...line })));
  if (back.photos.length > 0) {
    await ctx.db.insert(orderBackPhotos).values(back.photos.map((photo) => ({ siteId, orderBackId, ...photo })));
  }
  await ctx.db
    .insert(orderBackHistory)
    .values({ siteId, orderBackId, status: 'ASKED', note: back.note ?? null, createdAt: row!.createdAt });
  return row!;
}
