import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Cart } from '@atelier/contract';
import { startCart, useCart } from '../cart/cart-session.ts';
import { CART_STORAGE_KEY } from '../cart/cart-store.ts';
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

/**
 * Marks the page `data-no-cart` when the browser holds no guest cart (as cart-store.ts reads it: none, 'new', or a
 * storage it may not read), before the page paints (app.css shows the empty state then, not the loading line).
 */
const NO_CART_SCRIPT =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'null');` +
  `if(!c||!c.id||c.id==='new'||c.user)document.documentElement.setAttribute('data-no-cart','')}` +
  `catch(e){document.documentElement.setAttribute('data-no-cart','')}`;

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
      {/* Two rows on a phone whatever the font: the site font arriving must not rewrap them (a layout shift). */}
      <ol className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm xs:flex xs:flex-wrap">
        {CHECKOUT_STEPS.map((step, position) => {
          const text = `${position + 1}. ${t(`steps.${step}`)}`;
          return (
            <li key={step} className={position === index ? 'font-semibold' : 'text-black/70 dark:text-white/75'}>
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
  const { cart, ready, isLogged } = useCheckoutCart();
  const emptyState = empty ?? (
    <p>
      {t('empty.title')}{' '}
      <Link to={localizePath('/cart', locale)} className="underline underline-offset-4">
        {t('empty.backToCart')}
      </Link>
    </p>
  );
  const isEmpty = ready && (!cart || (cart.products.length === 0 && cart.unavailableProducts.length === 0));
  return (
    <div className="py-10" data-testid={`checkout-${step}`}>
      <title>{title}</title>
      <CheckoutSteps current={step} />
      <h1 className="mb-8 text-4xl leading-tight font-semibold">{title}</h1>
      {!ready ? (
        <>
          {/* A guest's cart is in the browser: with none stored, the page is empty from its first paint. */}
          {!isLogged && <script dangerouslySetInnerHTML={{ __html: NO_CART_SCRIPT }} />}
          <p role="status" data-cart-pending="loading">
            {t('loading')}
          </p>
          {!isLogged && <div data-cart-pending="empty">{emptyState}</div>}
        </>
      ) : isEmpty || !cart ? (
        emptyState
      ) : (
        children(cart)
      )}
    </div>
  );
}
