import { Link } from 'react-router';
import type { OrderDetail, OrderReturnability, WithdrawalEligibility } from '@atelier/contract';
import { primaryButton, textLink } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { displayDate } from './order-dates.ts';
import { returnAskPath, returnPath, withdrawalPath, type OrderScope } from './order-paths.ts';

const box = 'space-y-3 rounded-2xl p-5 ring-1 ring-black/15 dark:ring-white/25';

/** Lines left out of a withdrawal because they were made to the customer's specifications (L221-28 3°): customized or made to measure. */
export function CustomizedExclusion({ withdrawal }: { withdrawal: WithdrawalEligibility }) {
  const { t } = useTranslation('orders');
  const customized = withdrawal.lines.filter(
    (line) => line.excludedReason === 'CUSTOMIZED' || line.excludedReason === 'MADE_TO_MEASURE',
  );
  if (customized.length === 0) return null;
  return (
    <div className="space-y-1 text-sm" data-testid="withdrawal-exclusion">
      <p>{t('withdrawal.excludedLines', { names: customized.map((line) => line.name).join(', ') })}</p>
      <p>{withdrawal.exclusionNotice}</p>
    </div>
  );
}

/**
 * Issue 7 item 4: the EU withdrawal function, clearly labelled, on every order within its 14-day period (and
 * before delivery); once used, the way to the withdrawal's page; after the period, when it ended.
 */
function WithdrawalEntry({ withdrawal, scope }: { withdrawal: WithdrawalEligibility; scope: OrderScope }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  if (withdrawal.idWithdrawal !== null) {
    return (
      <section className={box} aria-labelledby="withdrawal-title">
        <h2 id="withdrawal-title" className="text-xl font-semibold">
          {t('withdrawal.title')}
        </h2>
        <p>{t('withdrawal.done')}</p>
        <Link to={returnPath(scope, locale, withdrawal.idWithdrawal)} className={textLink}>
          {t('withdrawal.follow')}
        </Link>
      </section>
    );
  }
  if (withdrawal.reason === 'NOT_PAID' || withdrawal.reason === 'CANCELLED') return null;
  return (
    <section className={box} aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title" className="text-xl font-semibold">
        {t('withdrawal.title')}
      </h2>
      {withdrawal.eligible ? (
        <>
          <p>
            {withdrawal.deadlineDay
              ? t('withdrawal.until', { date: displayDate(withdrawal.deadlineDay) })
              : t('withdrawal.beforeDelivery')}
          </p>
          <Link to={withdrawalPath(scope, locale)} className={primaryButton}>
            {t('withdrawal.button')}
          </Link>
        </>
      ) : withdrawal.reason === 'PERIOD_OVER' && withdrawal.deadlineDay ? (
        <p>{t('withdrawal.over', { date: displayDate(withdrawal.deadlineDay) })}</p>
      ) : (
        <p>{t('withdrawal.nothing')}</p>
      )}
      <CustomizedExclusion withdrawal={withdrawal} />
    </section>
  );
}

/** Issue 7 item 3: the way to a return while the order may be returned, else why not (when it helps). */
function ReturnEntry({
  returnability,
  status,
  scope,
}: {
  returnability: OrderReturnability;
  status: OrderDetail['status']['code'];
  scope: OrderScope;
}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  if (!returnability.isActive) return null;
  let text: string | null = null;
  if (returnability.eligible && returnability.deadline) {
    text = t('returnEntry.until', { date: displayDate(returnability.deadline) });
  } else if (returnability.reason === 'NOT_DELIVERED') {
    const underway = ['PAID', 'IN_PREPARATION', 'SHIPPED', 'READY_FOR_PICKUP'].includes(status);
    text = underway ? t('returnEntry.notDelivered') : null;
  } else if (returnability.reason === 'PERIOD_OVER' && returnability.deadline) {
    text = t('returnEntry.over', { date: displayDate(returnability.deadline) });
  } else if (returnability.reason === 'NOTHING_RETURNABLE') {
    text = t('returnEntry.nothing');
  }
  if (!text) return null;
  return (
    <section className={box} aria-labelledby="return-title">
      <h2 id="return-title" className="text-xl font-semibold">
        {t('returnEntry.title')}
      </h2>
      <p>{text}</p>
      {returnability.eligible && (
        <Link to={returnAskPath(scope, locale)} className={primaryButton}>
          {t('returnEntry.button')}
        </Link>
      )}
    </section>
  );
}

/** The invoice once the order is paid: a real PDF from the API (with the link's token for a guest). */
function InvoiceEntry({ invoice }: { invoice: OrderDetail['invoice'] }) {
  const { t } = useTranslation('orders');
  if (!invoice) return null;
  return (
    <section className={box} aria-labelledby="invoice-title">
      <h2 id="invoice-title" className="text-xl font-semibold">
        {t('invoice.title')}
      </h2>
      <p>{t('invoice.text', { number: invoice.number, date: displayDate(invoice.date) })}</p>
      <a href={invoice.url} className={textLink} download data-testid="invoice-link">
        {t('invoice.download')}
      </a>
    </section>
  );
}

/** What the customer can do after the purchase: withdraw, return an article, download the invoice. */
export function OrderAfterSales({
  order,
  withdrawal,
  returnability,
  scope,
}: {
  order: OrderDetail;
  withdrawal: WithdrawalEligibility;
  returnability: OrderReturnability;
  scope: OrderScope;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <WithdrawalEntry withdrawal={withdrawal} scope={scope} />
      <ReturnEntry returnability={returnability} status={order.status.code} scope={scope} />
      <InvoiceEntry invoice={order.invoice} />
    </div>
  );
}
