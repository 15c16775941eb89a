import { Link } from 'react-router';
import type { OrderSummary } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { textLink } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { displayDate } from './order-dates.ts';
import { orderPath } from './order-paths.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** One order of the customer's list: reference, date, status, units, total (SPEC §9 dates and euros). */
export function OrderListItem({ order, statusLabel }: { order: OrderSummary; statusLabel: string }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <li
      className="grid gap-3 rounded-2xl p-5 ring-1 ring-black/15 sm:grid-cols-[1fr_auto] sm:items-center dark:ring-white/25"
      data-testid="order-item"
    >
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">
          <Link to={orderPath({ kind: 'member', idOrder: order.id }, locale)} className={textLink}>
            {t('list.reference', { reference: order.reference })}
          </Link>
        </h2>
        <p>
          {t('list.placedOn', { date: displayDate(order.createdAt) })}
          {' · '}
          {t('list.items', { count: order.nbItems })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:justify-end">
        <OrderStatusBadge code={order.status.code} label={statusLabel} />
        <p className="text-lg font-semibold">
          <span className="sr-only">{t('list.total')} </span>
          {formatPrice(order.total, locale)}
        </p>
      </div>
    </li>
  );
}
