import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@atelier/domain';
import { primaryButton } from '../blocks/block-styles.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { startCart, useCart } from './cart-session.ts';

/**
 * SEE_CART_ON_HOVER: the cart's lines under the header's icon while the pointer or the focus is on it,
 * fetched on the first hover. The link to the cart stays the way there without it.
 */
export default function CartPreview({ isLogged }: { isLogged: boolean }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { cart, status } = useCart();
  useEffect(() => {
    startCart(isLogged).catch((error: unknown) => console.error('The cart could not be loaded', error));
  }, [isLogged]);
  return (
    <div
      className="absolute top-full right-0 z-50 hidden w-80 rounded-2xl bg-background p-4 text-left text-foreground shadow-xl ring-1 ring-black/10 group-focus-within:block group-hover:block"
      data-testid="cart-preview"
    >
      {status !== 'ready' ? (
        <p role="status">{t('loading')}</p>
      ) : !cart || cart.products.length === 0 ? (
        <p>{t('empty.title')}</p>
      ) : (
        <>
          <ul className="max-h-72 divide-y divide-black/10 overflow-y-auto">
            {cart.products.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 py-2 text-sm">
                <span>
                  {line.name} × {line.quantity}
                  {line.declinationLabel && <span className="block text-xs">{line.declinationLabel}</span>}
                </span>
                <span className="font-semibold whitespace-nowrap">{formatPrice(line.total, locale)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between font-semibold">
            <span>{t('totals.toPay')}</span>
            <span>{formatPrice(cart.totalProductToPay, locale)}</span>
          </p>
          <Link to={localizePath('/cart', locale)} className={`${primaryButton} mt-3 w-full`}>
            {t('toast.view')}
          </Link>
        </>
      )}
    </div>
  );
}
