import { data, Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import type { AdminOrderBack, OrderBackStatus } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import type { Route } from './+types/admin-return';
import { ADMIN_HEADERS, adminAction, adminRowId, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
} from '../../features/admin/ConfirmButton.tsx';
import { refundOfForm } from '../../features/admin/refund-form.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { displayDate, displayDateTime } from '../../features/orders/order-dates.ts';
import { apiContext } from '../../features/site/api-context.ts';
import { ReturnStatusBadge } from './admin-returns.tsx';

/** One return or withdrawal of the site, to move along and refund (issue 16 item 4). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const back = await api.adminOrderBack({ params: { id: adminRowId(params) } });
  return data({ back }, { headers: ADMIN_HEADERS });
}

/** The page's forms: the label, a move, a refusal, a refund; the API checks each and mails the customer. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const form = await request.formData();
  const text = (name: string) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? null : value;
  };
  const intent = String(form.get('intent') ?? '');
  if (intent === 'label') {
    const file = form.get('label');
    const body = new FormData();
    if (file instanceof File && file.size > 0) body.set('label', file, file.name);
    return adminAction(() => api.adminSetOrderBackLabel({ params: { id }, body }), 'label.saved');
  }
  if (intent === 'refund') {
    const refund = refundOfForm(form);
    return adminAction(
      () =>
        api.adminSetOrderBackStatus({ params: { id }, body: { status: 'REFUNDED', message: text('message'), refund } }),
      'refund.saved',
    );
  }
  const status = String(form.get('status') ?? '') as OrderBackStatus;
  return adminAction(
    () => api.adminSetOrderBackStatus({ params: { id }, body: { status, message: text('message') } }),
    status === 'REFUSED' ? 'refuse.saved' : 'status.saved',
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {text}
    </p>
  );
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function RefundForm({ back, errors }: { back: AdminOrderBack; errors: Record<string, string> }) {
  const { t, locale } = useAdminTranslation('admin-returns');
  const navigation = useNavigation();
  const lineErrors = Object.entries(errors).filter(([key]) => key.startsWith('refund.lines'));
  return (
    <Form method="post" id="refund-form" className="space-y-4">
      <input type="hidden" name="intent" value="refund" />
      <fieldset className="space-y-3">
        <legend className="font-semibold">{t('refund.lines')}</legend>
        {back.refundLines.map((line) => {
          const left = line.quantity - line.refundedQuantity;
          return (
            <div key={line.idOrderLine} className="grid grid-cols-[1fr_6rem] items-end gap-3">
              <label htmlFor={`qty-${line.idOrderLine}`} className="text-sm">
                <span className="block font-semibold">{line.name}</span>
                {line.detail && <span className="block">{line.detail}</span>}
                <span className="block text-stone-700">
                  {t('refund.unit', { amount: formatPrice(line.unitRefund, locale), left })}
                </span>
              </label>
              <input
                id={`qty-${line.idOrderLine}`}
                name={`qty-${line.idOrderLine}`}
                type="number"
                min={0}
                max={left}
                step={1}
                defaultValue={left}
                inputMode="numeric"
                className={adminInput}
              />
            </div>
          );
        })}
        {lineErrors.map(([key, text]) => (
          <p key={key} className="text-sm text-red-800">
            {text}
          </p>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="refund-shipping" className={adminLabel}>
            {t('refund.shipping', { max: formatPrice(back.shippingRefundable, locale) })}
          </label>
          <input
            id="refund-shipping"
            name="shipping"
            inputMode="decimal"
            defaultValue="0"
            aria-invalid={errors['refund.shipping'] ? true : undefined}
            aria-describedby={errors['refund.shipping'] ? 'refund-shipping-error' : undefined}
            className={adminInput}
          />
          <FieldError id="refund-shipping-error" text={errors['refund.shipping']} />
        </div>
        <div>
          <label htmlFor="refund-amount" className={adminLabel}>
            {t('refund.amount', { max: formatPrice(back.refundable, locale) })}
          </label>
          <input
            id="refund-amount"
            name="amount"
            inputMode="decimal"
            placeholder={euros(0)}
            aria-invalid={errors['refund.amount'] || errors.refund ? true : undefined}
            aria-describedby="refund-amount-hint refund-amount-error"
            className={adminInput}
          />
          <p id="refund-amount-hint" className="mt-1 text-sm text-stone-700">
            {t('refund.amountHint')}
          </p>
          <FieldError id="refund-amount-error" text={errors['refund.amount'] ?? errors.refund} />
        </div>
      </div>
      <fieldset>
        <legend className="font-semibold">{t('refund.method')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="method" value="PROVIDER" defaultChecked />
            {t('refund.provider', { provider: back.paymentProvider })}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="method" value="MANUAL" />
            {t('refund.manual')}
          </label>
        </div>
        <FieldError id="refund-method-error" text={errors['refund.method']} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="refund-note" className={adminLabel}>
            {t('refund.note')}
          </label>
          <input id="refund-note" name="note" className={adminInput} />
        </div>
        <div>
          <label htmlFor="refund-message" className={adminLabel}>
            {t('status.message')}
          </label>
          <input id="refund-message" name="message" className={adminInput} />
        </div>
      </div>
      <ConfirmButton
        form="refund-form"
        question={t('refund.confirm')}
        confirmLabel={t('refund.submit')}
        className={primaryButton}
      >
        {navigation.state === 'submitting' ? t('saving') : t('refund.submit')}
      </ConfirmButton>
    </Form>
  );
}

export default function AdminReturnPage() {
  const { back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-returns');
  useActionToast(result, t);
  const errors = result && !result.ok ? result.errors : {};
  const title = t(`detail.title.${back.kind}`, { id: back.id, reference: back.orderReference });
  const moves = back.nextStatuses.filter((status) => status !== 'REFUNDED' && status !== 'REFUSED');
  const canLabel = back.status === 'ASKED' || back.status === 'LABEL_SENT';

  return (
    <div className="space-y-8" data-testid="admin-return">
      <title>{title}</title>
      <div className="space-y-2">
        <Link to={adminPath('returns', locale)} className="underline">
          {t('detail.back')}
        </Link>
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <span>{t('detail.askedOn', { date: displayDateTime(back.createdAt) })}</span>
          <ReturnStatusBadge status={back.status} label={t(`status.${back.status}`)} />
          <Link to={adminPath(`orders/${back.idOrder}`, locale)} className="underline">
            {t('detail.order', { reference: back.orderReference })}
          </Link>
        </p>
        {back.refundDeadline && (
          <p className={back.overdue ? 'font-semibold text-red-800' : undefined}>
            {t(back.overdue ? 'detail.deadlinePast' : 'detail.deadline', { date: displayDate(back.refundDeadline) })}
          </p>
        )}
      </div>

      {result && !result.ok && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {result.message}
        </p>
      )}

      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          {moves.length > 0 && (
            <Panel id="move-title" title={t('status.title')}>
              <Form method="post" className="grid gap-3 sm:grid-cols-2" key={back.status}>
                <input type="hidden" name="intent" value="status" />
                <div>
                  <label htmlFor="return-status" className={adminLabel}>
                    {t('status.new')}
                  </label>
                  <select id="return-status" name="status" className={adminInput}>
                    {moves.map((status) => (
                      <option key={status} value={status}>
                        {t(`status.${status}`)}
                      </option>
                    ))}
                  </select>
                  <FieldError id="return-label-error" text={errors.label} />
                </div>
                <div>
                  <label htmlFor="return-message" className={adminLabel}>
                    {t('status.message')}
                  </label>
                  <input id="return-message" name="message" className={adminInput} />
                </div>
                <div className="sm:col-span-2">
                  <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
                    {t('status.save')}
                  </button>
                </div>
              </Form>
            </Panel>
          )}

          {canLabel && (
            <Panel id="label-title" title={t('label.title')}>
              {back.label && (
                <p>
                  <a href={back.label.url} className="underline" download>
                    {t('label.current', { name: back.label.name ?? 'label' })}
                  </a>
                </p>
              )}
              <Form method="post" encType="multipart/form-data" className="space-y-3" key={back.label?.name ?? 'none'}>
                <input type="hidden" name="intent" value="label" />
                <div>
                  <label htmlFor="return-label" className={adminLabel}>
                    {t('label.file')}
                  </label>
                  <input
                    id="return-label"
                    name="label"
                    type="file"
                    accept="application/pdf,image/png,image/jpeg"
                    required
                    aria-describedby="return-label-hint"
                    className={adminInput}
                  />
                  <p id="return-label-hint" className="mt-1 text-sm text-stone-700">
                    {t('label.hint')}
                  </p>
                </div>
                <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
                  {t('label.save')}
                </button>
              </Form>
            </Panel>
          )}

          {back.nextStatuses.includes('REFUNDED') && (
            <Panel id="refund-title" title={t('refund.title')}>
              <RefundForm back={back} errors={errors} />
            </Panel>
          )}

          {back.nextStatuses.includes('REFUSED') && (
            <Panel id="refuse-title" title={t('refuse.title')}>
              <Form method="post" id="refuse-form" className="space-y-3">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="status" value="REFUSED" />
                <div>
                  <label htmlFor="refuse-message" className={adminLabel}>
                    {t('refuse.reason')}
                  </label>
                  <textarea
                    id="refuse-message"
                    name="message"
                    rows={2}
                    required
                    aria-invalid={errors.message ? true : undefined}
                    aria-describedby={errors.message ? 'refuse-message-error' : undefined}
                    className={adminInput}
                  />
                  <FieldError id="refuse-message-error" text={errors.message} />
                </div>
                <ConfirmButton
                  form="refuse-form"
                  question={t('refuse.confirm')}
                  confirmLabel={t('refuse.submit')}
                  className={dangerButton}
                >
                  {t('refuse.submit')}
                </ConfirmButton>
              </Form>
            </Panel>
          )}

          <Panel id="lines-title" title={t('detail.lines')}>
            <ul className="divide-y divide-stone-200">
              {back.refundLines.map((line) => (
                <li key={line.idOrderLine} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="font-semibold">{line.name}</span>
                    {line.detail && <span className="block text-sm">{line.detail}</span>}
                    {line.reference && <span className="block text-sm text-stone-700">{line.reference}</span>}
                    {line.customized && <span className="block text-sm">{t('detail.customized')}</span>}
                  </span>
                  <span className="text-right">
                    {t('detail.units', { quantity: line.quantity })}
                    <span className="block text-sm">{formatPrice(line.unitPrice, locale)}</span>
                  </span>
                </li>
              ))}
            </ul>
            {back.reasonLabel && <p>{t('detail.reason', { reason: back.reasonLabel })}</p>}
            {back.comment && <p className="whitespace-pre-line">{back.comment}</p>}
            {back.message && (
              <p className="whitespace-pre-line">
                <span className="font-semibold">{t('detail.message')} </span>
                {back.message}
              </p>
            )}
            {back.photos.length > 0 && (
              <ul className="flex flex-wrap gap-3">
                {back.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a href={photo.url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={photo.url}
                        alt={t('detail.photo', { index: index + 1 })}
                        width={96}
                        height={96}
                        className="size-24 rounded object-cover ring-1 ring-stone-300"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel id="steps-title" title={t('detail.steps')}>
            <ol className="space-y-2">
              {back.steps.map((step, index) => (
                <li key={`${step.status}-${index}`}>
                  <span className="font-semibold">{t(`status.${step.status}`)}</span> —{' '}
                  <time dateTime={step.date}>{displayDateTime(step.date)}</time>
                </li>
              ))}
            </ol>
          </Panel>
        </div>

        <div className="space-y-8">
          <Panel id="customer-title" title={t('detail.customer')}>
            <p>
              {back.customer}
              <br />
              <a href={`mailto:${back.email}`} className="break-all underline">
                {back.email}
              </a>
              {back.phone && (
                <>
                  <br />
                  <a href={`tel:${back.phone}`} className="underline">
                    {back.phone}
                  </a>
                </>
              )}
            </p>
          </Panel>
          <Panel id="money-title" title={t('money.title')}>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt>{t('money.total')}</dt>
              <dd className="text-right">{formatPrice(back.orderTotal, locale)}</dd>
              <dt>{t('money.paid', { provider: back.paymentProvider })}</dt>
              <dd className="text-right">{formatPrice(back.paid, locale)}</dd>
              <dt>{t('money.refunded')}</dt>
              <dd className="text-right">{formatPrice(back.refunded, locale)}</dd>
              <dt className="font-semibold">{t('money.refundable')}</dt>
              <dd className="text-right font-semibold">{formatPrice(back.refundable, locale)}</dd>
            </dl>
            {back.refunds.length > 0 && (
              <ul className="divide-y divide-stone-200 text-sm" data-testid="refunds">
                {back.refunds.map((refund) => (
                  <li key={refund.id} className="py-2">
                    <span className="font-semibold">{formatPrice(refund.amount, locale)}</span> ·{' '}
                    {t(`refund.status.${refund.status}`)} · {t(`refund.by.${refund.method}`)}
                    {refund.provider ? ` (${refund.provider})` : ''}
                    <span className="block text-stone-700">
                      {displayDateTime(refund.createdAt)}
                      {refund.user?.email ? ` · ${refund.user.email}` : ''}
                      {refund.idOrderBack !== back.id ? ` · ${t('refund.otherReturn')}` : ''}
                    </span>
                    {refund.note && <span className="block">{refund.note}</span>}
                    {refund.error && <span className="block text-red-800">{refund.error}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
