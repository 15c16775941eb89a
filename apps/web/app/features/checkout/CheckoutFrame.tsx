import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Cart } from '@atelier/contract';
import { startCart, useCart } from '../cart/cart-session.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale, useStartup } from '../site/site-data.ts';

export const CHECKOUT_STEPS = ['cart', 'address', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_PATHS: Record<CheckoutStep, string> = {
  cart: '/cart',
  address: '/cart/address',
  shipping: '/cart/shipping',
  payment: '/cart/payment',
};

/** The cart of the page: asked once the page is live (it lives in the browser, SPEC §4). */
export function useCheckoutCart() {
  const { isLogged } = useStartup();
  const { cart, status } = useCart();
  useEffect(() => {
    startCart(isLogged).catch((error: unknown) => console.error('The cart could not be loaded', error));
  }, [isLogged]);
  return { cart, ready: status === 'ready', isLogged };
}

/** Back to a step not done yet (the page's content is the browser's: no server redirect). */
export function StepRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const index = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className="mb-8">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {CHECKOUT_STEPS.map((step, position) => {
          const text = `${position + 1}. ${t(`steps.${step}`)}`;
          return (
            <li key={step} className={position === index ? 'font-bold' : 'text-black/70 dark:text-white/75'}>
              {position < index ? (
                <Link to={localizePath(STEP_PATHS[step], locale)} className="underline underline-offset-4">
                  {text}
                </Link>
              ) : (
                <span aria-current={position === index ? 'step' : undefined}>{text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface CheckoutFrameProps {
  step: CheckoutStep;
  title: string;
  children: (cart: Cart) => ReactNode;
  /** What the page shows when there is no cart or it is empty (the cart page's own empty state). */
  empty?: ReactNode;
}

/**
 * A checkout page: its title and steps, then its content once the cart is known; an empty cart leads back
 * to the cart page.
 */
export function CheckoutFrame({ step, title, children, empty }: CheckoutFrameProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { cart, ready } = useCheckoutCart();
  const isEmpty = ready && (!cart || (cart.products.length === 0 && cart.unavailableProducts.length === 0));
  return (
    <div className="py-10" data-testid={`checkout-${step}`}>
      <title>{title}</title>
      <CheckoutSteps current={step} />
      <h1 className="mb-8 text-4xl leading-tight font-semibold">{title}</h1>
      {!ready ? (
        <p role="status">{t('loading')}</p>
      ) : isEmpty || !cart ? (
        (empty ?? (
          <p>
            {t('empty.title')}{' '}
            <Link to={localizePath('/cart', locale)} className="underline underline-offset-4">
              {t('empty.backToCart')}
            </Link>
          </p>
        ))
      ) : (
        children(cart)
      )}
    </div>
  );
}
