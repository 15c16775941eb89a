import { data, Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import { ORDER_STATUSES, type OrderStatusCode } from '@atelier/contract';
import type { Route } from './+types/admin-order';
import { ADMIN_HEADERS, adminAction, adminRowId, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { adminInput, adminLabel, primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { OrderRefunds, REFUND_DONE, REFUND_INTENT, useRefundToast } from '../../features/admin/OrderRefunds.tsx';
import { refundOfForm } from '../../features/admin/refund-form.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { useTranslation } from '../../features/i18n/use-translation.ts';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { OrderAddressLines, OrderDelivery } from '../../features/orders/OrderDelivery.tsx';
import { PaymentDetails, Section } from '../../features/orders/OrderDetailView.tsx';
import { OrderLines, OrderTotals } from '../../features/orders/OrderLines.tsx';
import { OrderStatusBadge } from '../../features/orders/OrderStatusBadge.tsx';
import { OrderStatusHistory } from '../../features/orders/OrderStatusHistory.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/** One order of the site, whole, for its preparation (issue 16 item 3). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const [order, statuses] = await Promise.all([api.adminOrder({ params: { id } }), api.orderStatuses()]);
  return data({ order, statuses }, { headers: ADMIN_HEADERS });
}

/** The status form: the order moves on (the API checks the step and mails the customer). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const form = await request.formData();
  const text = (name: string) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? null : value;
  };
  const intent = String(form.get('intent') ?? 'status');
  if (intent === REFUND_INTENT) {
    const refunded = await adminAction(
      () => api.adminOrderRefund({ params: { id }, body: refundOfForm(form) }),
      REFUND_DONE,
    );
    return { ...refunded, intent };
  }
  if (intent === 'note') {
    return adminAction(
      () => api.adminOrderNote({ params: { id }, body: { note: String(form.get('internalNote') ?? '') } }),
      'tools.noteSaved',
    );
  }
  if (intent === 'resend') {
    const kind = form.get('kind') === 'STATUS' ? 'STATUS' : 'CONFIRMATION';
    return adminAction(() => api.adminOrderResendMail({ params: { id }, body: { kind } }), 'tools.mailSent');
  }
  const status = String(form.get('status') ?? '') as OrderStatusCode;
  return adminAction(
    () =>
      api.adminSetOrderStatus({
        params: { id },
        body: {
          status,
          // The field keeps the order's link once shipped: it goes only with the step that ships.
          trackingLink: status === 'SHIPPED' ? text('trackingLink') : null,
          note: text('note'),
        },
      }),
    'status.saved',
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminOrderPage() {
  const { order, statuses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-orders');
  const { t: tOrders } = useTranslation('orders');
  const { t: tCustomers } = useAdminTranslation('admin-customers');
  useActionToast(result, useRefundToast(t));
  const title = t('detail.title', { reference: order.reference });
  const refundResult = result && 'intent' in result ? result : undefined;
  const errors = result && !result.ok && !refundResult ? result.errors : {};
  const labelOf = (code: OrderStatusCode) => statuses.find((status) => status.code === code)?.value ?? code;

  return (
    <div className="space-y-8" data-testid="admin-order">
      <title>{title}</title>
      <div className="space-y-2">
        <Link to={adminPath('orders', locale)} className="underline">
          {t('detail.back')}
        </Link>
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <span>{t('detail.placedOn', { date: displayDateTime(order.createdAt) })}</span>
          <OrderStatusBadge code={order.status.code} label={order.status.value} />
        </p>
      </div>

      <section aria-labelledby="status-title" className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
        <h2 id="status-title" className="text-xl font-semibold">
          {t('status.title')}
        </h2>
        <Form method="post" className="grid gap-3 sm:grid-cols-2" key={order.status.code}>
          <div>
            <label htmlFor="order-status" className={adminLabel}>
              {t('status.new')}
            </label>
            <select id="order-status" name="status" defaultValue={order.status.code} className={adminInput}>
              {ORDER_STATUSES.map((code) => (
                <option key={code} value={code}>
                  {labelOf(code)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="order-tracking" className={adminLabel}>
              {t('status.trackingLink')}
            </label>
            <input
              id="order-tracking"
              name="trackingLink"
              type="url"
              inputMode="url"
              placeholder="https://"
              defaultValue={order.delivery.trackingLink ?? ''}
              aria-invalid={errors.trackingLink ? true : undefined}
              aria-describedby={errors.trackingLink ? 'order-tracking-error' : undefined}
              className={adminInput}
            />
            {errors.trackingLink && (
              <p id="order-tracking-error" className="mt-1 text-sm text-red-800">
                {errors.trackingLink}
              </p>
            )}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="order-note" className={adminLabel}>
              {t('status.note')}
            </label>
            <textarea id="order-note" name="note" rows={2} className={adminInput} />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
              {t('status.save')}
            </button>
          </div>
        </Form>
        {result && !result.ok && !refundResult && (
          <p role="alert" className="text-red-800" data-testid="status-refused">
            {result.message}
          </p>
        )}
      </section>

      <section aria-labelledby="tools-title" className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
        <h2 id="tools-title" className="text-xl font-semibold">
          {t('tools.title')}
        </h2>
        <p className="flex flex-wrap gap-3">
          <a href={`/api/admin/order/${order.id}/packing-slip`} className="underline" download>
            {t('tools.packingSlip')}
          </a>
        </p>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="kind" value="CONFIRMATION" />
            <button
              type="submit"
              className={primaryButton}
              disabled={navigation.state === 'submitting' || !order.paidAt}
            >
              {t('tools.resendConfirmation')}
            </button>
          </Form>
          {order.statusMailAvailable ? (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="kind" value="STATUS" />
              <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
                {t('tools.resendStatus', { status: order.status.value })}
              </button>
            </Form>
          ) : null}
        </div>
        <Form method="post" className="space-y-2" key={order.internalNote ?? ''}>
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="order-internal-note" className={adminLabel}>
            {t('tools.internalNote')}
          </label>
          <textarea
            id="order-internal-note"
            name="internalNote"
            rows={3}
            maxLength={5000}
            defaultValue={order.internalNote ?? ''}
            className={adminInput}
          />
          <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
            {t('tools.saveNote')}
          </button>
        </Form>
        {order.mails.length > 0 ? (
          <div>
            <h3 className="font-semibold">{t('tools.mails')}</h3>
            <ul className="divide-y divide-stone-200">
              {order.mails.map((mail) => (
                <li key={mail.id} className="flex flex-wrap justify-between gap-2 py-1 text-sm">
                  <span>{mail.subject}</span>
                  <span className="break-all text-stone-600">{mail.to}</span>
                  <span className="text-stone-600">{displayDateTime(mail.date)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {order.statusHistory.some((step) => step.by) ? (
          <div>
            <h3 className="font-semibold">{t('tools.who')}</h3>
            <ul className="text-sm">
              {order.statusHistory.map((step, index) => (
                <li key={index}>
                  {displayDateTime(step.date)} · {step.status.value}
                  {step.by ? ` · ${step.by.email}` : ''}
                  {step.note ? ` · ${step.note}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <OrderRefunds order={order} result={refundResult} />

      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <Section id="order-lines-title" title={tOrders('detail.lines')}>
            <OrderLines
              lines={order.lines}
              fileUrl={(idLine, idCustomization) =>
                order.customerFiles.find((file) => file.idLine === idLine && file.idCustomization === idCustomization)
                  ?.url ?? null
              }
            />
            <OrderTotals totals={order.totals} />
          </Section>
          {order.message && (
            <Section id="order-message-title" title={t('detail.customerMessage')}>
              <p className="whitespace-pre-line">{order.message}</p>
            </Section>
          )}
          <Section id="order-history-title" title={tOrders('detail.history.title')}>
            <OrderStatusHistory history={order.history} />
          </Section>
        </div>
        <div className="space-y-8">
          <Section id="order-contact-title" title={tOrders('detail.contact')}>
            <p>
              {order.userId !== null ? (
                <Link to={adminPath(`customers/${order.userId}`, locale)} className="underline">
                  {`${order.customer.firstname} ${order.customer.lastname}`.trim() ||
                    tCustomers('anonymousName', { id: order.userId })}
                </Link>
              ) : (
                <>
                  {order.customer.firstname} {order.customer.lastname}
                </>
              )}
              <br />
              <a href={`mailto:${order.customer.email}`} className="break-all underline">
                {order.customer.email}
              </a>
              <br />
              <a href={`tel:${order.customer.phone}`} className="underline">
                {order.customer.phone}
              </a>
            </p>
          </Section>
          <Section id="order-delivery-title" title={tOrders('detail.delivery.title')}>
            <OrderDelivery delivery={order.delivery} />
          </Section>
          <Section id="order-billing-title" title={tOrders('detail.billing')}>
            <OrderAddressLines address={order.billingAddress} />
          </Section>
          <Section id="order-payment-title" title={tOrders('detail.payment.title')}>
            <PaymentDetails payment={order.payment} />
          </Section>
        </div>
      </div>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
