import type { OrderStatusCode } from '@atelier/contract';

const TONES: Record<OrderStatusCode, string> = {
  AWAITING_PAYMENT: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  PAID: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  IN_PREPARATION: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  SHIPPED: 'bg-violet-50 text-violet-900 ring-violet-700/30',
  READY_FOR_PICKUP: 'bg-violet-50 text-violet-900 ring-violet-700/30',
  DELIVERED: 'bg-green-50 text-green-900 ring-green-700/30',
  CANCELLED: 'bg-neutral-100 text-neutral-800 ring-neutral-600/30',
  REFUNDED: 'bg-neutral-100 text-neutral-800 ring-neutral-600/30',
};

/** An order's status as the API names it in the page's language (SPEC §3 Order status type). */
export function OrderStatusBadge({ code, label }: { code: OrderStatusCode; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONES[code]}`}
      data-status={code}
    >
      {label}
    </span>
  );
}
