import { and, eq } from 'drizzle-orm';
import { addCalendarDays, parisDay, startOfParisDay } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { orderBackHistory, orderBackLines, orderBacks, orderLines, orders } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { customer } from '../order-history/order-history.factory.ts';
import { createAwaitingOrder, createStockedDeclination } from '../payments/payments.factory.ts';

/**
 * Test factories of the returns and withdrawal tests: orders inserted directly (the order-history module moves
 * them to DELIVERED in real life), then their status and delivery set as each test needs.
 */

let serial = 0;
const next = () => ++serial;
/** A fresh client address per call, so that no test spends another's rate limit. */
export const freshIp = () => `10.9.${Math.floor(serial / 250)}.${(next() % 250) + 1}`;

/** Noon in Paris, `days` calendar days before today (Paris): day 14 and day 15 whatever the hour the test runs. */
export function parisNoonDaysAgo(days: number, now = new Date()): Date {
  return new Date(startOfParisDay(addCalendarDays(parisDay(now), -days)).getTime() + 12 * 3_600_000);
}

export interface TestOrderLine {
  quantity: number;
  customized?: boolean;
  /** The line's product is marked made to measure (issue 19). */
  madeToMeasure?: boolean;
}

export interface DeliveredOrderOptions {
  siteId?: number;
  userId?: number | null;
  locale?: 'fr_FR' | 'en';
  email?: string;
  status?: OrderStatus;
  /** Null: not delivered yet. */
  deliveredAt?: Date | null;
  lines?: TestOrderLine[];
}

export async function testOrder(db: Db, options: DeliveredOrderOptions = {}) {
  const siteId = options.siteId ?? 1;
  const wanted = options.lines ?? [{ quantity: 2 }, { quantity: 1, customized: true }];
  const declinations = [];
  for (const line of wanted) {
    declinations.push({
      ...(await createStockedDeclination(db, siteId, 50)),
      quantity: line.quantity,
      unitPrice: 4500,
    });
  }
  const order = await createAwaitingOrder(db, {
    siteId,
    userId: options.userId ?? null,
    locale: options.locale ?? 'fr_FR',
    ...(options.email ? { email: options.email } : {}),
    lines: declinations,
  });
  const status = options.status ?? 'DELIVERED';
  const deliveredAt = options.deliveredAt === undefined ? new Date() : options.deliveredAt;
  await db
    .update(orders)
    .set({ status, paidAt: status === 'AWAITING_PAYMENT' ? null : order.createdAt, deliveredAt })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, order.id)));
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, siteId), eq(orderLines.orderId, order.id)))
    .orderBy(orderLines.id);
  for (const [index, line] of lines.entries()) {
    if (wanted[index]?.madeToMeasure) {
      await db
        .update(orderLines)
        .set({ madeToMeasure: true })
        .where(and(eq(orderLines.siteId, siteId), eq(orderLines.id, line.id)));
    }
    if (!wanted[index]?.customized) continue;
    await db
      .update(orderLines)
      .set({
        customizations: [
          { idCustomization: 1, label: { fr_FR: 'Tissu', en: 'Fabric' }, value: 'Lin naturel', file: null },
        ],
      })
      .where(and(eq(orderLines.siteId, siteId), eq(orderLines.id, line.id)));
  }
  return { order: { ...order, status, deliveredAt }, lines };
}

/** A return written directly (another status than ASKED, or a past one). */
export async function pastBack(
  db: Db,
  siteId: number,
  orderId: number,
  fields: {
    kind?: 'RETURN' | 'DAMAGE' | 'WITHDRAWAL';
    status?: 'ASKED' | 'LABEL_SENT' | 'PRODUCT_RECEIVED' | 'REFUNDED' | 'REFUSED';
    lines: { orderLineId: number; quantity: number }[];
  },
) {
  const [back] = await db
    .insert(orderBacks)
    .values({ siteId, orderId, kind: fields.kind ?? 'RETURN', status: fields.status ?? 'ASKED', reason: 'OTHER' })
    .returning();
  await db.insert(orderBackLines).values(fields.lines.map((line) => ({ siteId, orderBackId: back!.id, ...line })));
  await db.insert(orderBackHistory).values({ siteId, orderBackId: back!.id, status: 'ASKED' });
  return back!;
}

/** A registered, logged member of a site: their id and Bearer token. */
export async function member(t: TestApp, site = 1): Promise<{ id: number; token: string; email: string }> {
  const { id, token, email } = await customer(t, { site });
  return { id, token, email };
}
