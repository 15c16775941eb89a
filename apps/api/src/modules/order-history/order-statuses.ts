import { ORDER_STATUSES, orderStatusId, type Locale, type OrderStatus, type OrderStatusCode } from '@atelier/contract';
import type { ORDER_STATUSES as STORED_STATUSES } from '../../db/schema/index.ts';

// The contract's list and the orders.status column's are one list: a status added to one only fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const STATUS_LISTS_MATCH: Same<OrderStatusCode, (typeof STORED_STATUSES)[number]> = true;

/** SPEC §3 Order status type: what a customer reads for each status, in both languages. */
const LABELS: Record<OrderStatusCode, Record<Locale, string>> = {
  AWAITING_PAYMENT: { fr_FR: 'En attente de paiement', en: 'Awaiting payment' },
  PAID: { fr_FR: 'Payée', en: 'Paid' },
  IN_PREPARATION: { fr_FR: 'En préparation', en: 'Being prepared' },
  SHIPPED: { fr_FR: 'Expédiée', en: 'Shipped' },
  READY_FOR_PICKUP: { fr_FR: 'Prête à retirer', en: 'Ready for pick-up' },
  DELIVERED: { fr_FR: 'Livrée', en: 'Delivered' },
  CANCELLED: { fr_FR: 'Annulée', en: 'Cancelled' },
  REFUNDED: { fr_FR: 'Remboursée', en: 'Refunded' },
};

export function orderStatus(code: OrderStatusCode, locale: Locale): OrderStatus {
  return { id: orderStatusId(code), code, value: LABELS[code][locale] };
}

/** `GET /list/order/status`: every status, in lifecycle order. */
export function orderStatuses(locale: Locale): OrderStatus[] {
  return ORDER_STATUSES.map((code) => orderStatus(code, locale));
}
