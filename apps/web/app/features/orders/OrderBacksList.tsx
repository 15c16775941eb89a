import { Link } from 'react-router';
import type { OrderBack } from '@atelier/contract';
import { textLink } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { displayDate } from './order-dates.ts';
import { returnPath, type OrderScope } from './order-paths.ts';

/** The order's returns, damage reports and withdrawal, each with a link to its steps. */
export function OrderBacksList({ backs, scope }: { backs: OrderBack[]; scope: OrderScope }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <ul className="space-y-3" data-testid="order-backs">
      {backs.map((back) => (
        <li key={back.id} className="flex flex-wrap items-baseline justify-between gap-3">
          <Link to={returnPath(scope, locale, back.id)} className={textLink}>
            {t(`back.kind.${back.kind}`)} {t('back.number', { id: back.id })}
          </Link>
          <span>
            {t('back.askedOn', { date: displayDate(back.createdAt) })} · {t(`back.status.${back.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
