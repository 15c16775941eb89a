import type { Cart } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { LineCustomizations } from '../cart/CartLineItem.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { billingAddressOf, needsDelivery } from './checkout-checks.ts';
import { orderDeliveryType, type CheckoutAddress, type CheckoutState } from './checkout-state.ts';
import { shortDate } from './pickup-month.ts';
import { useClickAndCollectAddresses } from './pickup-addresses.ts';

/**
 * What a SHIPPING_FEES code takes off the fee, for the summary only (the server computes the order's own:
 * EURO up to the fee, PERCENT of it).
 */
export function shippingDiscountOf(cart: Pick<Cart, 'discount'>, fee: number): number {
  const discount = cart.discount;
  if (!discount || discount.detailType !== 'SHIPPING_FEES' || fee === 0) return 0;
  return discount.type === 'EURO' ? Math.min(fee, discount.amount) : Math.round((fee * discount.amount) / 100);
}

/** The fee of the chosen delivery (Click & Collect and no delivery cost nothing). */
export const shippingFeeOf = (checkout: CheckoutState, cart: Pick<Cart, 'products'>) =>
  needsDelivery(cart) && checkout.deliveryType === 'delivery' ? (checkout.carrier?.fdp ?? 0) : 0;

function AddressLines({ address }: { address: CheckoutAddress }) {
  return (
    <>
      {address.firstname} {address.lastname}
      {address.company && <br />}
      {address.company}
      <br />
      {address.address}
      {address.addressPart2 && <br />}
      {address.addressPart2}
      <br />
      {address.postalCode} {address.city} ({address.country})
    </>
  );
}

/** How the order is delivered, in words. */
function DeliveryDescription({ checkout, cart }: { checkout: CheckoutState; cart: Cart }) {
  const { t } = useTranslation('cart');
  const pickupAddresses = useClickAndCollectAddresses();
  const type = needsDelivery(cart) ? orderDeliveryType(checkout) : 'NO_DELIVERY';
  switch (type) {
    case 'DELIVERY':
      return (
        <>
          <p className="font-semibold">{checkout.carrier?.name}</p>
          <p>
            <AddressLines address={checkout.shippingAddress} />
          </p>
        </>
      );
    case 'PICKUP': {
      const point = checkout.accessPoint;
      return (
        <>
          <p className="font-semibold">{t('summary.relay', { name: checkout.carrier?.name ?? '' })}</p>
          {point && (
            <p>
              {point.name}
              <br />
              {point.addLine1}
              <br />
              {point.zipCode} {point.city}
            </p>
          )}
        </>
      );
    }
    case 'CLICK_AND_COLLECT': {
      const { date, idAddress, slot } = checkout.clickAndCollect;
      const address = pickupAddresses.find((candidate) => candidate.id === idAddress);
      return (
        <>
          <p className="font-semibold">
            {t('summary.pickup', { date: date ? shortDate(date) : '' })}
            {slot && `, ${t('pickup.slot', slot)}`}
          </p>
          {address && (
            <p>
              {address.name}
              <br />
              {address.address}, {address.postalCode} {address.city}
            </p>
          )}
        </>
      );
    }
    default:
      return <p>{t('summary.noDelivery')}</p>;
  }
}

/** The payment page's summary: lines, delivery, addresses, discount and total. */
export function OrderSummary({ cart, checkout }: { cart: Cart; checkout: CheckoutState }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const fee = shippingFeeOf(checkout, cart);
  const offShipping = shippingDiscountOf(cart, fee);
  const offProducts = cart.totalProduct - cart.totalProductToPay;
  const total = cart.totalProductToPay + fee - offShipping;
  const ships = needsDelivery(cart);
  return (
    <div className="space-y-6" data-testid="order-summary">
      <ul className="divide-y divide-black/10 border-y border-black/10 dark:divide-white/20 dark:border-white/20">
        {cart.products.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-3">
            <div>
              <p className="font-semibold">
                {line.name} × {line.quantity}
              </p>
              {line.declinationLabel && <p className="text-sm">{line.declinationLabel}</p>}
              <LineCustomizations line={line} />
            </div>
            <p className="font-semibold whitespace-nowrap">{formatPrice(line.total, locale)}</p>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 sm:grid-cols-2">
        <section>
          <h3 className="mb-1 font-semibold">{t('summary.delivery')}</h3>
          <DeliveryDescription checkout={checkout} cart={cart} />
        </section>
        <section>
          <h3 className="mb-1 font-semibold">{t('summary.billing')}</h3>
          <p>
            <AddressLines address={billingAddressOf(checkout, ships)} />
          </p>
        </section>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
        <dt>{t('totals.products')}</dt>
        <dd className="text-right">{formatPrice(cart.totalProduct, locale)}</dd>
        {offProducts > 0 && (
          <>
            <dt>{t('totals.discount', { code: cart.discount?.code ?? '' })}</dt>
            <dd className="text-right">−{formatPrice(offProducts, locale)}</dd>
          </>
        )}
        {ships && (
          <>
            <dt>{t('totals.shipping')}</dt>
            <dd className="text-right">{fee > 0 ? formatPrice(fee, locale) : t('shipping.free')}</dd>
          </>
        )}
        {offShipping > 0 && (
          <>
            <dt>{t('totals.shippingDiscount', { code: cart.discount?.code ?? '' })}</dt>
            <dd className="text-right">−{formatPrice(offShipping, locale)}</dd>
          </>
        )}
        <dt className="text-xl font-semibold">{t('totals.total')}</dt>
        <dd className="text-right text-xl font-semibold" data-testid="order-total">
          {formatPrice(total, locale)}
        </dd>
      </dl>
    </div>
  );
}
