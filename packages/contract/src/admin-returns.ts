import { z } from './zod.ts';
import { ORDER_BACK_KINDS, ORDER_BACK_STATUSES, orderBackSchema } from './order-backs.ts';
import { orderStatusSchema } from './order-history.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';

/**
 * The back-office's returns, withdrawals and refunds (issue 16 item 4). A return moves through SPEC §4:
 * ASKED → LABEL_SENT (with a return label the customer receives) → PRODUCT_RECEIVED → REFUNDED, or REFUSED with
 * its reason; a withdrawal the same way. Money goes back through the order's payment provider or is recorded as
 * given back by hand, never more than what was paid.
 */

/** The label a return may carry: at most this size, of these types (read from the content). */
export const MAX_RETURN_LABEL_BYTES = 5 * 1024 * 1024;
export const RETURN_LABEL_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** The moves of SPEC §4 the back-office may make from each status (REFUNDED and REFUSED are final). */
export const ORDER_BACK_TRANSITIONS = {
  ASKED: ['LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUSED'],
  LABEL_SENT: ['PRODUCT_RECEIVED', 'REFUSED'],
  PRODUCT_RECEIVED: ['REFUNDED', 'REFUSED'],
  REFUNDED: [],
  REFUSED: [],
} as const satisfies Record<(typeof ORDER_BACK_STATUSES)[number], readonly (typeof ORDER_BACK_STATUSES)[number][]>;

/** Days the shop has to refund a withdrawal once told of it (Code de la consommation art. L221-24). */
export const WITHDRAWAL_REFUND_DAYS = 14;

export const REFUND_METHODS = ['PROVIDER', 'MANUAL'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;

/** `GET /admin/order-back` items. */
export const adminOrderBackSummarySchema = z.object({
  id: z.number().int(),
  idOrder: z.number().int(),
  orderReference: z.string(),
  kind: z.enum(ORDER_BACK_KINDS),
  status: z.enum(ORDER_BACK_STATUSES),
  email: z.string(),
  customer: z.string(),
  /** Units the return holds, all lines together. */
  nbUnits: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * A withdrawal's refund deadline (14 days after it was asked, ISO), null for other returns; `overdue` when it is
   * past and the withdrawal is neither refunded nor refused.
   */
  refundDeadline: z.string().nullable(),
  overdue: z.boolean(),
});
export type AdminOrderBackSummary = z.infer<typeof adminOrderBackSummarySchema>;

export const refundLineSchema = z.object({
  idOrderLine: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
});

export const refundSchema = z.object({
  id: z.number().int(),
  idOrderBack: z.number().int().nullable(),
  method: z.enum(REFUND_METHODS),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  providerRef: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  /** Cents, shipping included. */
  amount: z.number().int(),
  shipping: z.number().int(),
  lines: z.array(refundLineSchema),
  note: z.string().nullable(),
  error: z.string().nullable(),
  user: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** `GET /admin/order-back/{id}`: the return as its customer sees it, and what the shop needs to handle it. */
export const adminOrderBackSchema = orderBackSchema.extend({
  email: z.string(),
  customer: z.string(),
  phone: z.string(),
  /** The order's language: the mails of the steps are written in it. */
  locale: z.string(),
  orderStatus: orderStatusSchema,
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  deliveredAt: z.string().nullable(),
  /** Cents: the order's total, its shipping, what was paid, refunded (DONE and PENDING refunds) and what is left. */
  orderTotal: z.number().int(),
  shippingFees: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  refundable: z.number().int(),
  /** Shipping left to refund (cents). */
  shippingRefundable: z.number().int(),
  /** Each line of the return with its price and what a refund of it gives back per unit (cents). */
  refundLines: z.array(
    z.object({
      idOrderLine: z.number().int(),
      name: z.string(),
      detail: z.string().nullable(),
      reference: z.string().nullable(),
      /** Units in this return, and units of it already refunded. */
      quantity: z.number().int(),
      refundedQuantity: z.number().int(),
      unitPrice: z.number().int(),
      /** One unit's share of what was paid (the order's discount code taken off). */
      unitRefund: z.number().int(),
      customized: z.boolean(),
    }),
  ),
  refunds: z.array(refundSchema),
  /** The return label sent to the customer, its API path (admin download) and type. */
  label: z.object({ url: z.string(), name: z.string().nullable(), mimeType: z.string() }).nullable(),
  refundDeadline: z.string().nullable(),
  overdue: z.boolean(),
  /** The statuses the return may be moved to now. */
  nextStatuses: z.array(z.enum(ORDER_BACK_STATUSES)),
  updatedAt: z.string(),
});
export type AdminOrderBack = z.infer<typeof adminOrderBackSchema>;

const rowId = z.number().int().positive().max(2_147_483_647);

/**
 * A refund: lines of the return (units) and shipping (cents), through the order's provider or recorded as made
 * by hand. `amount` replaces the computed sum (a goodwill gesture, a deduction); nothing above what is left.
 */
export const refundRequestSchema = z.object({
  lines: z
    .array(z.object({ idOrderLine: rowId, quantity: z.number().int().min(1).max(100_000) }))
    .max(200)
    .default([]),
  shipping: z.number().int().min(0).max(100_000_000).default(0),
  amount: z.number().int().min(1).max(100_000_000).nullish(),
  method: z.enum(REFUND_METHODS).default('PROVIDER'),
  note: z.string().trim().max(500).nullish(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/**
 * `PUT /admin/order-back/{id}/status`: `message` is the shop's word to the customer (required with REFUSED: its
 * reason); `refund` is required with REFUNDED. LABEL_SENT needs the label sent first (`PUT …/label`).
 */
export const adminOrderBackStatusUpdateSchema = z.object({
  status: z.enum(ORDER_BACK_STATUSES),
  message: z.string().trim().max(2000).nullish(),
  refund: refundRequestSchema.nullish(),
});
export type AdminOrderBackStatusUpdate = z.input<typeof adminOrderBackStatusUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Refunds of an order outside a return (a cancelled or partly unavailable order)
// ---------------------------------------------------------------------------------------------------------

/**
 * What is left to refund of an order (cents): what was paid, refunded (DONE and PENDING refunds), what is left
 * (`amount`), the shipping left; the provider a refund goes through (null: no card payment, by hand only); and each
 * line with its units not refunded yet and what one unit gives back.
 */
export const adminOrderRefundableSchema = z.object({
  paid: z.number().int(),
  refunded: z.number().int(),
  amount: z.number().int(),
  shipping: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  lines: z.array(
    z.object({
      idOrderLine: z.number().int(),
      name: z.string(),
      detail: z.string().nullable(),
      /** Units of the line not refunded yet (by a return or the order). */
      quantity: z.number().int(),
      unitRefund: z.number().int(),
    }),
  ),
});
export type AdminOrderRefundable = z.infer<typeof adminOrderRefundableSchema>;

/** `POST /admin/order/{id}/refund`'s answer: the refund made, what is left, and the order's status after it. */
export const adminOrderRefundedSchema = z.object({
  idOrder: z.number().int(),
  refund: refundSchema,
  refundable: adminOrderRefundableSchema,
  orderStatus: orderStatusSchema,
});
export type AdminOrderRefunded = z.infer<typeof adminOrderRefundedSchema>;
