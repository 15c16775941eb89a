import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SiteContext } from '../../context.ts';
import { orders, siteCounters } from '../../db/schema/index.ts';

/** The year of a moment in the shop's time zone (an order paid at 00:30 on 1 January in France is of the new year). */
export function invoiceYear(moment: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' }).format(moment));
}

/** 'F2026-000001': the year of issue, then the rank in that year's series. */
export const formatInvoiceNumber = (year: number, rank: number) => `F${year}-${String(rank).padStart(6, '0')}`;

/**
 * The next number of the site's invoice series of the year (French law wants an unbroken, chronological series;
 * one series per year, its number carrying the year, is the usual practice). Orders and made-to-measure payments
 * (their deposit and balance invoices) share it. Call it inside the transaction that records what is invoiced:
 * the counter row stays locked until it commits, and a rollback gives the number back, so no number is skipped or
 * given twice.
 */
export async function nextInvoiceNumber(ctx: SiteContext, now: Date): Promise<string> {
  const year = invoiceYear(now);
  const [counter] = await ctx.db
    .insert(siteCounters)
    .values({ siteId: ctx.siteId, name: `invoice-${year}`, value: 1 })
    .onConflictDoUpdate({
      target: [siteCounters.siteId, siteCounters.name],
      set: { value: sql`${siteCounters.value} + 1` },
    })
    .returning({ value: siteCounters.value });
  return formatInvoiceNumber(year, counter!.value);
}

/** Gives a paid order its invoice number, once: the next of the site's series (`nextInvoiceNumber`). */
export async function assignInvoiceNumber(ctx: SiteContext, orderId: number, now = new Date()) {
  const { db, siteId } = ctx;
  const [order] = await db
    .select({ invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  if (!order) return null;
  if (order.invoiceNumber) return order.invoiceNumber;
  const invoiceNumber = await nextInvoiceNumber(ctx, now);
  await db
    .update(orders)
    .set({ invoiceNumber, invoicedAt: now })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId), isNull(orders.invoiceNumber)));
  return invoiceNumber;
}
