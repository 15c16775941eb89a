import type { OrderDeliveryType, OrderStatusCode } from '@atelier/contract';
import type { MessageKey } from '../../i18n/api-messages.ts';

/**
 * The order lifecycle an admin drives (issue 7 item 2). PAID comes from the payment only; after it the order is
 * prepared, then leaves by carrier (SHIPPED: home delivery or relay point) or waits at the workshop
 * (READY_FOR_PICKUP: Click & Collect), then is DELIVERED (a dematerialized order, NO_DELIVERY, is delivered
 * straight from PAID or IN_PREPARATION). Preparation may be skipped (a shop that ships the day it is paid).
 * CANCELLED is for an order not gone yet; REFUNDED for any order that was paid (after a cancellation, a return
 * or a withdrawal).
 */
const NEXT: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  AWAITING_PAYMENT: ['CANCELLED'],
  PAID: ['IN_PREPARATION', 'SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED', 'CANCELLED', 'REFUNDED'],
  IN_PREPARATION: ['SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED', 'CANCELLED', 'REFUNDED'],
  SHIPPED: ['DELIVERED', 'REFUNDED'],
  // A Click & Collect order never fetched may still be cancelled: the goods are at the workshop.
  READY_FOR_PICKUP: ['DELIVERED', 'CANCELLED', 'REFUNDED'],
  DELIVERED: ['REFUNDED'],
  CANCELLED: ['REFUNDED'],
  REFUNDED: [],
};

/** Which delivery types each "on its way" status belongs to. */
const DELIVERY_TYPES_OF: Partial<Record<OrderStatusCode, readonly OrderDeliveryType[]>> = {
  SHIPPED: ['DELIVERY', 'PICKUP'],
  READY_FOR_PICKUP: ['CLICK_AND_COLLECT'],
};

export interface TransitionOrder {
  status: OrderStatusCode;
  deliveryType: OrderDeliveryType;
  paidAt: Date | null;
}

export type TransitionRefusal = { key: MessageKey; kind: 'CONFLICT' | 'BAD_REQUEST' };

/**
 * Null when `order` may go to `to`, else why not. SHIPPED → SHIPPED is allowed with a new tracking link (a link
 * corrected or given late); a tracking link goes with SHIPPED only.
 */
export function transitionRefusal(
  order: TransitionOrder,
  to: OrderStatusCode,
  hasTrackingLink: boolean,
): TransitionRefusal | null {
  if (hasTrackingLink && to !== 'SHIPPED') return { key: 'ORDER_TRACKING_LINK_SHIPPED_ONLY', kind: 'BAD_REQUEST' };
  if (to === 'PAID' || to === 'AWAITING_PAYMENT') return { key: 'ORDER_STATUS_BY_PAYMENT', kind: 'CONFLICT' };
  if (order.status === to) {
    return to === 'SHIPPED' && hasTrackingLink ? null : { key: 'ORDER_STATUS_UNCHANGED', kind: 'CONFLICT' };
  }
  if (!NEXT[order.status].includes(to)) return { key: 'ORDER_STATUS_NOT_ALLOWED', kind: 'CONFLICT' };
  const types = DELIVERY_TYPES_OF[to];
  if (types && !types.includes(order.deliveryType)) return { key: 'ORDER_STATUS_WRONG_DELIVERY', kind: 'CONFLICT' };
  // Only what nobody carries skips the journey: the others are shipped or made ready first.
  if (to === 'DELIVERED' && (order.status === 'PAID' || order.status === 'IN_PREPARATION')) {
    if (order.deliveryType !== 'NO_DELIVERY') return { key: 'ORDER_STATUS_WRONG_DELIVERY', kind: 'CONFLICT' };
  }
  if (to === 'REFUNDED' && order.paidAt === null) return { key: 'ORDER_REFUND_UNPAID', kind: 'CONFLICT' };
  return null;
}

/** The statuses whose change the customer is told of by mail. */
export const CUSTOMER_MAILED_STATUSES = [
  'IN_PREPARATION',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const satisfies readonly OrderStatusCode[];
export type MailedStatus = (typeof CUSTOMER_MAILED_STATUSES)[number];

export const isMailedStatus = (status: OrderStatusCode): status is MailedStatus =>
  (CUSTOMER_MAILED_STATUSES as readonly OrderStatusCode[]).includes(status);

/**
 * Whether the goods of an order at `from` are still with the shop (not handed to a carrier nor to the customer):
 * cancelling or refunding it then gives their stock back.
 */
export const goodsStillHere = (from: OrderStatusCode) =>
  from === 'PAID' || from === 'IN_PREPARATION' || from === 'READY_FOR_PICKUP';
