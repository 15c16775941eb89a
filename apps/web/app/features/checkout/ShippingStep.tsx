import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Cart, CarrierOffer } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { primaryButton } from '../blocks/block-styles.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { addressStepDone, deliveryStepDone, needsDelivery, shippingKeyOf } from './checkout-checks.ts';
import { CheckoutFrame, StepRedirect, useCheckoutCart } from './CheckoutFrame.tsx';
import {
  chooseClickAndCollect,
  chooseDelivery,
  updateCheckout,
  useCheckout,
  type CheckoutState,
} from './checkout-state.ts';
import { ClickAndCollectChoice } from './ClickAndCollectChoice.tsx';
import { useClickAndCollectAddresses } from './pickup-addresses.ts';
import { RelayPointChoice } from './RelayPointChoice.tsx';
import { calculateShipping } from './shipping-calculation.ts';

/** An offer's price: 'Offert' when free (the price it would have been struck through). */
function OfferPrice({ offer }: { offer: Pick<CarrierOffer, 'fdp' | 'price'> }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (offer.fdp > 0) return <span className="font-semibold">{formatPrice(offer.fdp, locale)}</span>;
  return (
    <span className="font-semibold">
      {t('shipping.free')}
      {offer.price > 0 && <del className="ml-2 font-normal">{formatPrice(offer.price, locale)}</del>}
    </span>
  );
}

interface OptionProps {
  value: string;
  checked: boolean;
  onChoose: () => void;
  title: string;
  description?: string | null;
  price: ReactNode;
  children?: ReactNode;
}

function DeliveryOption({ value, checked, onChoose, title, description, price, children }: OptionProps) {
  return (
    <li>
      <label
        className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-4 ${checked ? 'border-primary ring-2 ring-primary' : 'border-black/15 dark:border-white/25'}`}
      >
        <input
          type="radio"
          name="delivery"
          value={value}
          checked={checked}
          onChange={onChoose}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <span className="flex-1">
          <span className="flex flex-wrap justify-between gap-2">
            <span className="font-semibold">{title}</span>
            {price}
          </span>
          {description && <span className="block text-sm">{description}</span>}
        </span>
      </label>
      {checked && children}
    </li>
  );
}

/** Why shipping is free, or from what it would be. */
function FreeShippingNote({ info }: { info: NonNullable<CheckoutState['shippingInfo']> }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { freeShipping } = info;
  if (freeShipping.applied && freeShipping.reason) {
    const reason = {
      PRICE: t('shipping.freeByPrice', { amount: formatPrice(freeShipping.fromPrice ?? 0, locale) }),
      BOTTLES: t('shipping.freeByBottles', { count: freeShipping.fromBottles ?? 0 }),
      NO_SHIPPING_FEES: t('shipping.freeNoFees'),
    }[freeShipping.reason];
    return <p className="font-medium text-[#1d5b2a] dark:text-[#9be3a9]">{reason}</p>;
  }
  if (freeShipping.fromPrice !== null) {
    return <p className="text-sm">{t('shipping.freeFrom', { amount: formatPrice(freeShipping.fromPrice, locale) })}</p>;
  }
  return null;
}

function DeliveryChoices({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const pickupAddresses = useClickAndCollectAddresses();
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const { postalCode, country, city } = checkout.shippingAddress;
  const key = shippingKeyOf(cart, postalCode, country);
  const computing = checkout.shippingKey !== key;

  // The offers for this cart and address, computed again when either changed (the carrier is then chosen again).
  useEffect(() => {
    if (!computing) return;
    setProblem(null);
    calculateShipping(cart, { postalCode, country, city }).catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : String(error)),
    );
  }, [computing, cart, postalCode, country, city]);

  const info = computing ? null : checkout.shippingInfo;
  const offers = computing ? [] : checkout.shippingPrices;
  const isCarrier = (offer: CarrierOffer) => checkout.deliveryType === 'delivery' && checkout.carrier?.id === offer.id;
  const chooseCarrier = (offer: CarrierOffer) =>
    updateCheckout((state) => ({
      ...chooseDelivery(state, offer.deliveryType === 'PICKUP' ? 'RELAY' : 'HOME'),
      carrier: offer,
      accessPoint: state.carrier?.id === offer.id ? state.accessPoint : null,
    }));
  const done = deliveryStepDone(checkout, cart);

  return (
    <div className="max-w-3xl space-y-6">
      {computing && !problem && <p role="status">{t('shipping.computing')}</p>}
      {problem && (
        <p role="alert" className="rounded-xl bg-[#fdecef] px-4 py-3 font-medium text-[#5c0f26]">
          {problem}
        </p>
      )}
      {info?.message && (
        <p
          role="alert"
          className="rounded-xl bg-[#fff4d6] px-4 py-3 font-medium text-[#4d3800]"
          data-testid="shipping-problem"
        >
          {info.message}
        </p>
      )}
      {info && <FreeShippingNote info={info} />}
      {(offers.length > 0 || pickupAddresses.length > 0) && (
        <fieldset>
          <legend className="mb-3 text-xl font-semibold">{t('shipping.choose')}</legend>
          <ul className="space-y-3">
            {offers.map((offer) => (
              <DeliveryOption
                key={`carrier-${offer.id}`}
                value={`carrier-${offer.id}`}
                checked={isCarrier(offer)}
                onChoose={() => chooseCarrier(offer)}
                title={offer.name}
                description={offer.description}
                price={<OfferPrice offer={offer} />}
              >
                {offer.deliveryType === 'PICKUP' && <RelayPointChoice carrier={offer} />}
              </DeliveryOption>
            ))}
            {pickupAddresses.map((address) => (
              <DeliveryOption
                key={`pickup-${address.id}`}
                value={`pickup-${address.id}`}
                checked={
                  checkout.deliveryType === 'clickAndCollect' && checkout.clickAndCollect.idAddress === address.id
                }
                onChoose={() => updateCheckout((state) => chooseClickAndCollect(state, address.id))}
                title={t('shipping.clickAndCollect', { name: address.name })}
                description={`${address.address}, ${address.postalCode} ${address.city}`}
                price={<span className="font-semibold">{t('shipping.free')}</span>}
              >
                <ClickAndCollectChoice idAddress={address.id} />
              </DeliveryOption>
            ))}
          </ul>
        </fieldset>
      )}
      {info && offers.length === 0 && pickupAddresses.length === 0 && !info.message && <p>{t('shipping.noOption')}</p>}
      {tried && !done && (
        <p role="alert" className="font-medium">
          {t('shipping.incomplete')}
        </p>
      )}
      <button
        type="button"
        className={primaryButton}
        onClick={() => {
          setTried(true);
          if (done) void navigate(localizePath('/cart/payment', locale));
        }}
      >
        {t('shipping.continue')}
      </button>
    </div>
  );
}

function NoDelivery() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const navigate = useNavigate();
  useEffect(() => updateCheckout((state) => ({ ...state, deliveryType: 'no_delivery' })), []);
  return (
    <div className="max-w-3xl space-y-6">
      <p>{t('shipping.noDelivery')}</p>
      <button
        type="button"
        className={primaryButton}
        onClick={() => void navigate(localizePath('/cart/payment', locale))}
      >
        {t('shipping.continue')}
      </button>
    </div>
  );
}

function ShippingContent({ cart }: { cart: Cart }) {
  const locale = useLocale();
  const checkout = useCheckout();
  const { isLogged } = useCheckoutCart();
  if (!addressStepDone(checkout, cart, isLogged)) return <StepRedirect to={localizePath('/cart/address', locale)} />;
  return needsDelivery(cart) ? <DeliveryChoices cart={cart} /> : <NoDelivery />;
}

/** `/cart/shipping` (issue 6 items 3 and 4): home delivery, relay point, Click & Collect, or none. */
export function ShippingStep() {
  const { t } = useTranslation('cart');
  return (
    <CheckoutFrame step="shipping" title={t('shipping.title')}>
      {(cart) => <ShippingContent cart={cart} />}
    </CheckoutFrame>
  );
}
