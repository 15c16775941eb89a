import { useCallback } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AdminOrderDetail } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { displayDateTime } from '../orders/order-dates.ts';
import { useAdminTranslation } from './admin-i18n.ts';
import { adminPath } from './admin-paths.ts';
import { adminInput, adminLabel, ConfirmButton, primaryButton } from './ConfirmButton.tsx';
import type { AdminActionResult } from './use-action-toast.ts';

/**
 * An order's refunds on the admin order page (issue 16 item 4): what was paid and is left, every refund (its
 * returns' and the order's own), and the form that refunds the order outside a return (a cancelled or partly
 * supplied order): lines, shipping or an amount, through the order's payment or recorded as made by hand.
 * The page's action sends `intent=refund` to `POST /admin/order/{id}/refund` with `refundOfForm`.
 */

/** The intent of the refund form, for the page's action. */
export const REFUND_INTENT = 'refund';

/** The success message of a refund, for the page's toast (`refund.saved`, in this area's messages). */
export const REFUND_DONE = 'refund.saved';

/** The page's toast messages with the refund's own: `useActionToast(result, useRefundToast(t))`. */
export function useRefundToast(t: (key: string) => string) {
  const { t: tRefunds } = useAdminTranslation('admin-refunds');
  return useCallback((key: string) => (key === REFUND_DONE ? tRefunds('saved') : t(key)), [t, tRefunds]);
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {text}
    </p>
  );
}

export interface OrderRefundsProps {
  order: Pick<AdminOrderDetail, 'id' | 'refunds' | 'refundable'>;
  /** The page action's answer when it was the refund form's. */
  result: (AdminActionResult & { intent?: string }) | undefined;
}

export function OrderRefunds({ order, result }: OrderRefundsProps) {
  const { t, locale } = useAdminTranslation('admin-refunds');
  const navigation = useNavigation();
  const { refundable, refunds } = order;
  const mine = result?.intent === REFUND_INTENT ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const lineErrors = Object.entries(errors).filter(([key]) => key.startsWith('refund.lines'));
  const price = (cents: number) => formatPrice(cents, locale);
  const amountError = errors['refund.amount'] ?? errors.refund;

  return (
    <section
      aria-labelledby="order-refunds-title"
      className="space-y-4 rounded-md border border-stone-300 bg-white p-4"
      data-testid="order-refunds"
    >
      <h2 id="order-refunds-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t('money.paid')}</dt>
        <dd className="text-right">{price(refundable.paid)}</dd>
        <dt>{t('money.refunded')}</dt>
        <dd className="text-right">{price(refundable.refunded)}</dd>
        <dt className="font-semibold">{t('money.left')}</dt>
        <dd className="text-right font-semibold" data-testid="refundable-amount">
          {price(refundable.amount)}
        </dd>
      </dl>

      {refunds.length > 0 ? (
        <ul className="divide-y divide-stone-200 text-sm" data-testid="order-refund-list">
          {refunds.map((refund) => (
            <li key={refund.id} className="py-2">
              <span className="font-semibold">{price(refund.amount)}</span> · {t(`status.${refund.status}`)} ·{' '}
              {t(`method.${refund.method}`)}
              {refund.provider ? ` (${refund.provider})` : ''}
              <span className="block text-stone-700">
                <time dateTime={refund.createdAt}>{displayDateTime(refund.createdAt)}</time>
                {refund.user?.email ? ` · ${refund.user.email}` : ''}
                {refund.idOrderBack !== null ? (
                  <>
                    {' · '}
                    <Link to={adminPath(`returns/${refund.idOrderBack}`, locale)} className="underline">
                      {t('ofReturn', { id: refund.idOrderBack })}
                    </Link>
                  </>
                ) : null}
              </span>
              {refund.note && <span className="block">{refund.note}</span>}
              {refund.error && <span className="block text-red-800">{refund.error}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}

      {mine && !mine.ok && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
          data-testid="refund-refused"
        >
          {mine.message}
        </p>
      )}

      {refundable.amount > 0 ? (
        <Form method="post" id="order-refund-form" className="space-y-4" key={refunds.length}>
          <h3 className="font-semibold">{t('form.title')}</h3>
          <input type="hidden" name="intent" value={REFUND_INTENT} />
          <fieldset className="space-y-3">
            <legend className="font-semibold">{t('form.lines')}</legend>
            {refundable.lines.map((line) => (
              <div key={line.idOrderLine} className="grid grid-cols-[1fr_6rem] items-end gap-3">
                <label htmlFor={`refund-qty-${line.idOrderLine}`} className="text-sm">
                  <span className="block font-semibold">{line.name}</span>
                  {line.detail && <span className="block">{line.detail}</span>}
                  <span className="block text-stone-700">
                    {t('form.unit', { amount: price(line.unitRefund), left: line.quantity })}
                  </span>
                </label>
                <input
                  id={`refund-qty-${line.idOrderLine}`}
                  name={`qty-${line.idOrderLine}`}
                  type="number"
                  min={0}
                  max={line.quantity}
                  step={1}
                  defaultValue={0}
                  inputMode="numeric"
                  disabled={line.quantity === 0}
                  className={adminInput}
                />
              </div>
            ))}
            {lineErrors.map(([key, text]) => (
              <p key={key} className="text-sm text-red-800">
                {text}
              </p>
            ))}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="refund-shipping" className={adminLabel}>
                {t('form.shipping', { max: price(refundable.shipping) })}
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
                {t('form.amount', { max: price(refundable.amount) })}
              </label>
              <input
                id="refund-amount"
                name="amount"
                inputMode="decimal"
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? 'refund-amount-hint refund-amount-error' : 'refund-amount-hint'}
                className={adminInput}
              />
              <p id="refund-amount-hint" className="mt-1 text-sm text-stone-700">
                {t('form.amountHint')}
              </p>
              <FieldError id="refund-amount-error" text={amountError} />
            </div>
          </div>
          <fieldset>
            <legend className="font-semibold">{t('form.method')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="method"
                  value="PROVIDER"
                  defaultChecked={refundable.provider !== null}
                  disabled={refundable.provider === null}
                />
                {refundable.provider ? t('form.provider', { provider: refundable.provider }) : t('form.noProvider')}
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="method" value="MANUAL" defaultChecked={refundable.provider === null} />
                {t('form.manual')}
              </label>
            </div>
            <FieldError id="refund-method-error" text={errors['refund.method']} />
          </fieldset>
          <div>
            <label htmlFor="refund-note" className={adminLabel}>
              {t('form.note')}
            </label>
            <input id="refund-note" name="note" maxLength={500} className={adminInput} />
          </div>
          <ConfirmButton
            form="order-refund-form"
            question={t('form.confirm')}
            confirmLabel={t('form.submit')}
            className={primaryButton}
          >
            {navigation.state === 'submitting' ? t('form.saving') : t('form.submit')}
          </ConfirmButton>
        </Form>
      ) : refundable.paid > 0 ? (
        <p>{t('nothingLeft')}</p>
      ) : null}
    </section>
  );
}
