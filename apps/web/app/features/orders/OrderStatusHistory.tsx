import type { OrderStatusStep } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { displayDateTime } from './order-dates.ts';

/** Every status the order went through, oldest first, with its date and time (SPEC §9 datetimes). */
export function OrderStatusHistory({ history }: { history: OrderStatusStep[] }) {
  const { t } = useTranslation('orders');
  if (history.length === 0) return <p>{t('detail.history.none')}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-primary pl-5" data-testid="order-history">
      {history.map((step, index) => (
        <li key={`${step.status.code}-${index}`}>
          <p className="font-semibold">{step.status.value}</p>
          <p className="text-sm">
            <time dateTime={step.date}>{displayDateTime(step.date)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
