import { useId, useState } from 'react';
import type { Cart } from '@atelier/contract';
import { FormAlert } from '../account/AccountField.tsx';
import { primaryButton } from '../blocks/block-styles.ts';
import { ApiError } from '@atelier/contract/caller';
import { IDEMPOTENCY_KEY_HEADER } from '@atelier/contract';
import { ordersEndpoints } from '@atelier/contract/endpoints/orders';
import { browserApi } from '../site/browser-api.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { LegalTextLink } from '../pages/LegalTextLink.tsx';
import { AlcoholSellingMessage } from '../product/AlcoholMessages.tsx';
import { useFlag, useLocale, useParameter } from '../site/site-data.ts';
import { addressStepDone, deliveryStepDone } from './checkout-checks.ts';
import { CheckoutFrame, StepRedirect, useCheckoutCart } from './CheckoutFrame.tsx';
import { useCheckout } from './checkout-state.ts';
import { orderPayload } from './order-payload.ts';
import { OrderSummary } from './OrderSummary.tsx';

/** PAYMENT_METHOD, BALANCE_PAYMENT_CONDITIONS and, with wine in the cart, the alcohol messages. */
function PaymentTexts({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const method = useParameter('PAYMENT_METHOD');
  const balance = useParameter('BALANCE_PAYMENT_CONDITIONS');
  const alcoholMessage = useFlag('DISPLAY_ALCOHOL_SELLING_MESSAGE');
  const ethylotest = useFlag('DISPLAY_ETHYLOTEST_MESSAGE');
  const hasWine = cart.products.some((line) => line.type === 'WINE');
  return (
    <div className="space-y-3">
      {method && <p data-testid="payment-method">{method}</p>}
      {balance && <p className="text-sm">{balance}</p>}
      {hasWine && alcoholMessage && <AlcoholSellingMessage />}
      {hasWine && ethylotest && (
        <p className="rounded-xl bg-black/5 px-4 py-3 text-sm" data-testid="ethylotest-message">
          {t('payment.ethylotest')}
        </p>
      )}
    </div>
  );
}

/** A new key for one order (issue 20): 128 random bits, as hex (crypto.randomUUID needs a secure context). */
function newOrderKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function PaymentForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const checkout = useCheckout();
  const { isLogged } = useCheckoutCart();
  const termsId = useId();
  const [accepted, setAccepted] = useState(false);
  const [termsProblem, setTermsProblem] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Sent with the order, and again with a retry after a lost answer: the server places one order per key.
  const [orderKey, setOrderKey] = useState(newOrderKey);

  if (!addressStepDone(checkout, cart, isLogged)) return <StepRedirect to={localizePath('/cart/address', locale)} />;
  if (!deliveryStepDone(checkout, cart)) return <StepRedirect to={localizePath('/cart/shipping', locale)} />;

  async function pay() {
    setFailure(null);
    if (!accepted) {
      // SPEC §5: the order needs the sale terms accepted.
      setTermsProblem(true);
      document.getElementById(termsId)?.focus();
      return;
    }
    setBusy(true);
    try {
      await browserApi().call(ordersEndpoints.validateOrder, { body: { idCart: cart.id } });
      const placed = await browserApi().call(ordersEndpoints.placeOrder, {
        body: orderPayload(cart, checkout, isLogged, true),
        headers: { [IDEMPOTENCY_KEY_HEADER]: orderKey },
      });
      // The payment page is the provider's (or the sandbox's): a full page change.
      window.location.assign(placed.redirectUrl);
    } catch (error) {
      // The server refused this order (it placed none): the next attempt is a new order. A lost answer or a
      // server that could not answer keeps the key, so that a retry cannot place a second order.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setOrderKey(newOrderKey());
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <OrderSummary cart={cart} checkout={checkout} />
      <aside className="space-y-5 self-start rounded-2xl border border-black/10 p-6 dark:border-white/20">
        <PaymentTexts cart={cart} />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                setTermsProblem(false);
              }}
              aria-invalid={termsProblem ? true : undefined}
              aria-describedby={termsProblem ? `${termsId}-error` : undefined}
              className="mt-1 size-5 shrink-0 accent-primary"
            />
            <label htmlFor={termsId} className="text-sm leading-relaxed">
              {t('payment.acceptTerms')}{' '}
              <LegalTextLink to={localizePath('/sale-terms', locale)} className="font-semibold underline">
                {t('payment.saleTerms')}
              </LegalTextLink>
            </label>
          </div>
          {termsProblem && (
            <p id={`${termsId}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-[#ff9ab5]">
              {t('payment.termsRequired')}
            </p>
          )}
        </div>
        <FormAlert message={failure} />
        <button
          type="button"
          disabled={busy}
          onClick={() => void pay()}
          className={`${primaryButton} w-full disabled:opacity-60`}
        >
          {busy ? t('payment.redirecting') : t('payment.pay')}
        </button>
      </aside>
    </div>
  );
}

/** `/cart/payment` (issue 6 items 3 and 5): the summary, the sale terms, then the payment provider's page. */
export function PaymentStep() {
  const { t } = useTranslation('cart');
  return (
    <CheckoutFrame step="payment" title={t('payment.title')}>
      {(cart) => <PaymentForm cart={cart} />}
    </CheckoutFrame>
  );
}
