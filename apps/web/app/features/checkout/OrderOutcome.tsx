import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '@atelier/domain';
import { primaryButton, textLink } from '../blocks/block-styles.ts';
import { startNewCart } from '../cart/cart-session.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale, useStartup } from '../site/site-data.ts';
import { StepRedirect } from './CheckoutFrame.tsx';
import { outcomePath, usePaymentResult } from './PaymentReturn.tsx';

export const ORDER_OUTCOMES = ['success', 'error', 'cancel'] as const;
export type OrderOutcomeName = (typeof ORDER_OUTCOMES)[number];

/**
 * The order placed and paid (`/order/success`, `/cart/success/{id?}`): the reference, and a new cart (the
 * paid one is closed by the server; SPEC §4 the local cart is cleared).
 */
function OrderPlaced({ token, idOrder }: { token: string | null; idOrder: string | null }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { isLogged } = useStartup();
  const { result } = usePaymentResult(token, false);
  const cleared = useRef(false);
  const paid = result?.status === 'success';

  useEffect(() => {
    if (!paid || cleared.current) return;
    cleared.current = true;
    startNewCart(isLogged).catch((error: unknown) => console.error('A new cart could not be started', error));
  }, [paid, isLogged]);

  if (result && token && result.status !== 'success' && result.status !== 'pending') {
    return <StepRedirect to={localizePath(outcomePath(result.status, token), locale)} />;
  }
  if (token && result === undefined) return <p role="status">{t('result.checking')}</p>;
  const reference = result?.orderReference ?? (idOrder ? `#${idOrder}` : null);
  return (
    <div className="space-y-5" data-testid="order-success">
      <p className="text-xl">
        {reference ? t('success.reference', { reference }) : t('success.placed')}
        {result && ` ${t('success.total', { total: formatPrice(result.total, locale) })}`}
      </p>
      <p>{t('success.mail')}</p>
      <p className="flex flex-wrap gap-6">
        <Link to={localizePath('/', locale)} className={primaryButton}>
          {t('success.continue')}
        </Link>
        {isLogged && (
          <Link to={localizePath('/account', locale)} className={`${textLink} self-center`}>
            {t('success.account')}
          </Link>
        )}
      </p>
    </div>
  );
}

/** A payment refused or given up: the cart is untouched, the payment can be tried again. */
function PaymentNotMade({ outcome, token }: { outcome: 'error' | 'cancel'; token: string | null }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { result } = usePaymentResult(token, false);
  return (
    <div className="space-y-5" data-testid={`order-${outcome}`}>
      <p className="text-xl" role="alert">
        {t(`${outcome}.message`)}
        {result && ` ${t('outcome.reference', { reference: result.orderReference })}`}
      </p>
      <p>{t('outcome.cartKept')}</p>
      <p className="flex flex-wrap gap-6">
        <Link to={localizePath('/cart/payment', locale)} className={primaryButton}>
          {t('outcome.tryAgain')}
        </Link>
        <Link to={localizePath('/cart', locale)} className={`${textLink} self-center`}>
          {t('outcome.backToCart')}
        </Link>
      </p>
    </div>
  );
}

/** `/order/success`, `/order/error`, `/order/cancel` (SPEC §2) and `/cart/success/{id?}`. */
export function OrderOutcome({ outcome, idOrder = null }: { outcome: OrderOutcomeName; idOrder?: string | null }) {
  const { t } = useTranslation('cart');
  const [search] = useSearchParams();
  const token = search.get('id');
  const title = t(`${outcome}.title`);
  return (
    <div className="space-y-6 py-10">
      <title>{title}</title>
      <h1 className="text-4xl leading-tight font-semibold">{title}</h1>
      {outcome === 'success' ? (
        <OrderPlaced token={token} idOrder={idOrder} />
      ) : (
        <PaymentNotMade outcome={outcome} token={token} />
      )}
    </div>
  );
}
