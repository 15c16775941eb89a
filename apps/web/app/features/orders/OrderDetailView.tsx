import { Link } from 'react-router';
import type { OrderBack, OrderDetail, OrderReturnability, WithdrawalEligibility } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { displayDate, displayDateTime } from './order-dates.ts';
import { ordersPath, saleTermsPath, type OrderScope } from './order-paths.ts';
import { OrderAfterSales } from './OrderAfterSales.tsx';
import { OrderBacksList } from './OrderBacksList.tsx';
import { OrderAddressLines, OrderDelivery } from './OrderDelivery.tsx';
import { OrderLines, OrderTotals } from './OrderLines.tsx';
import { OrderReviewInvite } from './OrderReviewInvite.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderStatusHistory } from './OrderStatusHistory.tsx';

export interface OrderPageData {
  scope: OrderScope;
  order: OrderDetail;
  withdrawal: WithdrawalEligibility;
  returnability: OrderReturnability;
  backs: OrderBack[];
}

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PaymentDetails({ payment }: { payment: OrderDetail['payment'] }) {
  const { t } = useTranslation('orders');
  return (
    <p>
      {t(`detail.payment.provider.${payment.provider}`)}
      {payment.status && ` · ${t(`detail.payment.status.${payment.status}`)}`}
      {payment.paidAt && (
        <>
          <br />
          {t('detail.payment.paidOn', { date: displayDateTime(payment.paidAt) })}
        </>
      )}
    </p>
  );
}

/**
 * Issue 7 item 1: one order in full, for its owner in the account or a guest on the mailed link: lines with
 * customizations, delivery, addresses, payment, totals, the status history, the invoice, the returns, and the
 * after-sales functions (withdrawal, return).
 */
export function OrderDetailView({ scope, order, withdrawal, returnability, backs }: OrderPageData) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const title = t('detail.title', { reference: order.reference });
  return (
    <div className="space-y-10 py-10" data-testid="order-detail">
      <title>{title}</title>
      <div className="space-y-3">
        {scope.kind === 'member' && (
          <Link to={ordersPath(locale)} className="underline underline-offset-2">
            {t('detail.back')}
          </Link>
        )}
        <h1 className="text-4xl leading-tight font-semibold">{title}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <span>{t('detail.placedOn', { date: displayDate(order.createdAt) })}</span>
          <OrderStatusBadge code={order.status.code} label={order.status.value} />
        </p>
        <p>
          <Link to={saleTermsPath(scope, locale)} className="underline underline-offset-2">
            {t('saleTerms.link')}
          </Link>
        </p>
      </div>
      <OrderAfterSales order={order} withdrawal={withdrawal} returnability={returnability} scope={scope} />
      <OrderReviewInvite deliveredAt={order.deliveredAt} />
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-10">
          <Section id="order-lines-title" title={t('detail.lines')}>
            <OrderLines lines={order.lines} />
            <OrderTotals totals={order.totals} />
          </Section>
          {order.message && (
            <Section id="order-message-title" title={t('detail.message')}>
              <p className="whitespace-pre-line">{order.message}</p>
            </Section>
          )}
          <Section id="order-history-title" title={t('detail.history.title')}>
            <OrderStatusHistory history={order.history} />
          </Section>
          {backs.length > 0 && (
            <Section id="order-backs-title" title={t('detail.backs')}>
              <OrderBacksList backs={backs} scope={scope} />
            </Section>
          )}
        </div>
        <div className="space-y-10">
          <Section id="order-delivery-title" title={t('detail.delivery.title')}>
            <OrderDelivery delivery={order.delivery} />
          </Section>
          <Section id="order-billing-title" title={t('detail.billing')}>
            <OrderAddressLines address={order.billingAddress} />
          </Section>
          <Section id="order-payment-title" title={t('detail.payment.title')}>
            <PaymentDetails payment={order.payment} />
          </Section>
          <Section id="order-contact-title" title={t('detail.contact')}>
            <p>
              {order.customer.firstname} {order.customer.lastname}
              <br />
              {order.customer.email}
              <br />
              {order.customer.phone}
            </p>
          </Section>
        </div>
      </div>
    </div>
  );
}
