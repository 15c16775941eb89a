import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, rowId, siteId } from './columns.ts';
import { orderBacks, orders } from './shop.ts';

export const REFUND_METHODS = ['PROVIDER', 'MANUAL'] as const;
export const REFUND_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;

/**
 * Money given back on an order (issue 16 item 4): through the order's payment provider (Stripe's refund, CAWL's
 * refund call, the sandbox) or recorded as made by hand. A PENDING refund is written before the provider is
 * called and counts against what is left to refund, so that two refunds at once never give back more than was
 * paid; it becomes DONE or FAILED with the provider's answer.
 */
export const refunds = pgTable(
  'refunds',
  {
    siteId: siteId(),
    id: rowId(),
    orderId: integer('order_id').notNull(),
    /** The return or withdrawal refunded, if any. */
    orderBackId: integer('order_back_id'),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    /** The provider of the order's payment (null for a refund made by hand). */
    provider: text('provider', { enum: ['SANDBOX', 'CAWL', 'STRIPE'] }),
    /** The provider's id of the refund. */
    providerRef: text('provider_ref'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('PENDING'),
    /** Cents: the whole refund, of which `shipping` is shipping fees. */
    amount: integer('amount').notNull(),
    shipping: integer('shipping').notNull().default(0),
    /** The order lines refunded, units and cents. */
    lines: jsonb('lines').$type<{ orderLineId: number; quantity: number; amount: number }[]>().notNull().default([]),
    note: text('note'),
    error: text('error'),
    /** The administrator who made it. */
    userId: integer('user_id'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('refunds_order_idx').on(t.siteId, t.orderId),
    foreignKey({ columns: [t.siteId, t.orderId], foreignColumns: [orders.siteId, orders.id] }).onDelete('cascade'),
    // No action of its own: a return goes only with its order, and the order takes its refunds along.
    foreignKey({ columns: [t.siteId, t.orderBackId], foreignColumns: [orderBacks.siteId, orderBacks.id] }),
  ],
);
