import { useState } from 'react';
import { Link } from 'react-router';
import type { Cart } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { primaryButton, textLink } from '../blocks/block-styles.ts';
import { CheckoutFrame } from '../checkout/CheckoutFrame.tsx';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale, useParameter } from '../site/site-data.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { removeLine } from './cart-session.ts';
import { DiscountCodeForm } from './DiscountCodeForm.tsx';

/** The cart's totals before delivery: the products, the code's discount, what is to pay. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const off = cart.totalProduct - cart.totalProductToPay;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2" data-testid="cart-totals">
      <dt>{t('totals.products')}</dt>
      <dd className="text-right">{formatPrice(cart.totalProduct, locale)}</dd>
      {off > 0 && (
        <>
          <dt>{t('totals.discount', { code: cart.discount?.code ?? '' })}</dt>
          <dd className="text-right">−{formatPrice(off, locale)}</dd>
        </>
      )}
      <dt className="text-lg font-semibold">{t('totals.toPay')}</dt>
      <dd className="text-right text-lg font-semibold" data-testid="cart-total">
        {formatPrice(cart.totalProductToPay, locale)}
      </dd>
    </dl>
  );
}

function UnavailableLines({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const [problem, setProblem] = useState<string | null>(null);
  if (cart.unavailableProducts.length === 0) return null;
  return (
    <section aria-labelledby="cart-unavailable" className="rounded-2xl bg-[#fdecef] p-5 text-[#5c0f26]">
      <h2 id="cart-unavailable" className="font-semibold">
        {t('unavailable.title')}
      </h2>
      <ul className="mt-2 space-y-2">
        {cart.unavailableProducts.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-3">
            <span>{line.name ?? t('unavailable.unnamed')}</span>
            <button
              type="button"
              className="font-semibold underline underline-offset-4"
              onClick={() =>
                removeLine(line).catch((error: unknown) =>
                  setProblem(error instanceof Error ? error.message : String(error)),
                )
              }
            >
              {t('line.remove')}
              <span className="sr-only"> : {line.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}

function CartContent({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const shippingMessage = useParameter('SHIPPING_MESSAGE');
  const blocked = cart.unavailableProducts.length > 0;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <UnavailableLines cart={cart} />
        <ul className="divide-y divide-black/10 border-y border-black/10 dark:divide-white/20 dark:border-white/20">
          {cart.products.map((line) => (
            <CartLineItem key={line.id} line={line} />
          ))}
        </ul>
      </div>
      <aside className="space-y-6 self-start rounded-2xl border border-black/10 p-6 dark:border-white/20">
        <h2 className="text-xl font-semibold">{t('summaryTitle')}</h2>
        <CartTotals cart={cart} />
        {shippingMessage && <p className="text-sm">{shippingMessage}</p>}
        <DiscountCodeForm cart={cart} />
        {blocked ? (
          <p role="alert" className="font-medium">
            {t('unavailable.blocking')}
          </p>
        ) : (
          <Link to={localizePath('/cart/address', locale)} className={`${primaryButton} w-full`}>
            {t('checkout')}
          </Link>
        )}
      </aside>
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <div className="space-y-4" data-testid="cart-empty">
      <p className="text-xl">{t('empty.title')}</p>
      <p>
        <Link to={localizePath('/products/search', locale)} className={textLink}>
          {t('empty.shop')}
        </Link>
      </p>
    </div>
  );
}

/** `/cart` (issue 6 item 3): the lines, their quantities and removal, the discount code and the way on. */
export function CartPage() {
  const { t } = useTranslation('cart');
  return (
    <CheckoutFrame step="cart" title={t('title')} empty={<EmptyCart />}>
      {(cart) => <CartContent cart={cart} />}
    </CheckoutFrame>
  );
}
