import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Cart, Country, SavedAddress } from '@atelier/contract';
import { FormAlert } from '../account/AccountField.tsx';
import type { ProblemMessage } from '../account/client-check.ts';
import { primaryButton, textLink } from '../blocks/block-styles.ts';
import { geographyEndpoints } from '@atelier/contract/endpoints/geography';
import { ordersEndpoints } from '@atelier/contract/endpoints/orders';
import { browserApi } from '../site/browser-api.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useFlag, useLocale } from '../site/site-data.ts';
import { AddressFields, CheckoutField } from './AddressFields.tsx';
import { addressProblems, contactProblems } from './address-checks.ts';
import { needsDelivery } from './checkout-checks.ts';
import { CheckoutFrame, useCheckoutCart } from './CheckoutFrame.tsx';
import { updateCheckout, useCheckout, type CheckoutAddress } from './checkout-state.ts';
import { fromSaved, SavedAddressPicker } from './SavedAddressPicker.tsx';

/**
 * The countries the shop sells to: France only (ONLY_SELL_IN_FRANCE), every country (SELLS_WORLDWIDE), else
 * every country too, the carriers' zones deciding at the next step what can be delivered where.
 */
function useCountries(): Country[] {
  const onlyFrance = useFlag('ONLY_SELL_IN_FRANCE');
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let cancelled = false;
    browserApi()
      .call(geographyEndpoints.countries)
      .then((list) => {
        if (cancelled) return;
        const sold = onlyFrance ? list.filter((country) => country.alphaTwo === 'FR') : list;
        setCountries([...sold].sort((a, b) => a.name.localeCompare(b.name)));
      })
      .catch((error: unknown) => console.error('The countries could not be loaded', error));
    return () => {
      cancelled = true;
    };
  }, [onlyFrance]);
  return countries;
}

/** A logged customer's saved addresses (none for a guest). */
function useSavedAddresses(isLogged: boolean) {
  const [saved, setSaved] = useState<SavedAddress[]>([]);
  useEffect(() => {
    if (!isLogged) return;
    let cancelled = false;
    browserApi()
      .call(ordersEndpoints.savedAddresses)
      .then((list) => !cancelled && setSaved(list))
      .catch((error: unknown) => console.error('The saved addresses could not be loaded', error));
    return () => {
      cancelled = true;
    };
  }, [isLogged]);
  return [saved, setSaved] as const;
}

const toInput = (address: CheckoutAddress) => ({
  ...address,
  company: address.company || null,
  addressPart2: address.addressPart2 || null,
});

type Problems = Record<string, Record<string, string>>;

function AddressForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const checks = useTranslation('account').t;
  const message: ProblemMessage = (problem, params) => checks(`check.${problem}`, params);
  const locale = useLocale();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const { isLogged } = useCheckoutCart();
  const countries = useCountries();
  const [saved, setSaved] = useSavedAddresses(isLogged);
  const [save, setSave] = useState({ shipping: false, billing: false });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ships = needsDelivery(cart);
  const separateBilling = !ships || !checkout.billingSameAsShipping;
  const sameId = useId();

  // A country the shop no longer sells to is replaced by the first it does.
  useEffect(() => {
    const [first] = countries;
    if (!first) return;
    const sold = (code: string) => countries.some((country) => country.alphaTwo === code);
    updateCheckout((state) => ({
      ...state,
      shippingAddress: sold(state.shippingAddress.country)
        ? state.shippingAddress
        : { ...state.shippingAddress, country: first.alphaTwo },
      billingAddress: sold(state.billingAddress.country)
        ? state.billingAddress
        : { ...state.billingAddress, country: first.alphaTwo },
    }));
  }, [countries]);

  const choose = (kind: 'shipping' | 'billing') => (address: SavedAddress | null) =>
    updateCheckout((state) => ({
      ...state,
      ...(kind === 'shipping'
        ? {
            idShippingAddress: address?.id ?? null,
            shippingAddress: address ? fromSaved(address) : state.shippingAddress,
          }
        : {
            idBillingAddress: address?.id ?? null,
            billingAddress: address ? fromSaved(address) : state.billingAddress,
          }),
      phone: state.phone || address?.phone || '',
    }));

  const edit = (kind: 'shipping' | 'billing') => (address: CheckoutAddress) =>
    updateCheckout((state) =>
      kind === 'shipping'
        ? { ...state, shippingAddress: address, idShippingAddress: null }
        : { ...state, billingAddress: address, idBillingAddress: null },
    );

  /** Saves the typed addresses the customer asked to keep; each becomes the chosen saved one. */
  async function saveAddresses() {
    for (const kind of ['shipping', 'billing'] as const) {
      const typed = kind === 'shipping' ? checkout.shippingAddress : checkout.billingAddress;
      const chosen = kind === 'shipping' ? checkout.idShippingAddress : checkout.idBillingAddress;
      const used = kind === 'shipping' ? ships : separateBilling;
      if (!isLogged || !save[kind] || !used || chosen !== null) continue;
      const address = await browserApi().call(ordersEndpoints.saveAddress, {
        body: { ...toInput(typed), phone: checkout.phone || null, typeIds: [] },
      });
      setSaved((list) => [...list, address]);
      updateCheckout((state) =>
        kind === 'shipping' ? { ...state, idShippingAddress: address.id } : { ...state, idBillingAddress: address.id },
      );
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Problems = {
      contact: contactProblems(checkout, isLogged, message),
      shipping: ships ? addressProblems(checkout.shippingAddress, message) : {},
      billing: separateBilling ? addressProblems(checkout.billingAddress, message) : {},
    };
    setProblems(found);
    const first = Object.entries(found).flatMap(([group, fields]) =>
      Object.keys(fields).map((field) => (group === 'contact' ? `contact-${field}` : `${group}-${field}`)),
    )[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    try {
      await saveAddresses();
      if (!ships) updateCheckout((state) => ({ ...state, deliveryType: 'no_delivery' }));
      await navigate(localizePath('/cart/shipping', locale));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const saveBox = (kind: 'shipping' | 'billing') =>
    isLogged &&
    (kind === 'shipping' ? checkout.idShippingAddress : checkout.idBillingAddress) === null && (
      <label className="mt-4 flex items-center gap-3">
        <input
          type="checkbox"
          checked={save[kind]}
          onChange={(event) => setSave((state) => ({ ...state, [kind]: event.target.checked }))}
          className="size-5 accent-primary"
        />
        {t('address.saveIt')}
      </label>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-2xl space-y-10">
      <FormAlert message={failure} />
      <section aria-labelledby="checkout-contact" className="space-y-4">
        <h2 id="checkout-contact" className="text-2xl font-semibold">
          {t('address.contact')}
        </h2>
        {!isLogged && (
          <>
            <p>
              {t('address.guest')}{' '}
              <Link
                to={`${localizePath('/auth', locale)}?redirectTo=${encodeURIComponent(localizePath('/cart/address', locale))}`}
                className={textLink}
              >
                {t('address.login')}
              </Link>
            </p>
            <CheckoutField
              id="contact-email"
              type="email"
              label={t('address.email')}
              value={checkout.email}
              onChange={(email) => updateCheckout((state) => ({ ...state, email }))}
              error={problems.contact?.email}
              autoComplete="email"
              required
            />
          </>
        )}
        <CheckoutField
          id="contact-phone"
          type="tel"
          label={t('address.phone')}
          value={checkout.phone}
          onChange={(phone) => updateCheckout((state) => ({ ...state, phone }))}
          error={problems.contact?.phone}
          autoComplete="tel"
          required
        />
      </section>

      {ships && (
        <section aria-labelledby="checkout-shipping-address">
          <h2 id="checkout-shipping-address" className="mb-4 text-2xl font-semibold">
            {t('address.shippingTitle')}
          </h2>
          <SavedAddressPicker saved={saved} chosen={checkout.idShippingAddress} onChoose={choose('shipping')} />
          <AddressFields
            prefix="shipping"
            value={checkout.shippingAddress}
            onChange={edit('shipping')}
            errors={problems.shipping ?? {}}
            countries={countries}
          />
          {saveBox('shipping')}
          <label htmlFor={sameId} className="mt-6 flex items-center gap-3 font-semibold">
            <input
              id={sameId}
              type="checkbox"
              checked={checkout.billingSameAsShipping}
              onChange={(event) =>
                updateCheckout((state) => ({ ...state, billingSameAsShipping: event.target.checked }))
              }
              className="size-5 accent-primary"
            />
            {t('address.billingSame')}
          </label>
        </section>
      )}

      {separateBilling && (
        <section aria-labelledby="checkout-billing-address">
          <h2 id="checkout-billing-address" className="mb-4 text-2xl font-semibold">
            {t('address.billingTitle')}
          </h2>
          <SavedAddressPicker saved={saved} chosen={checkout.idBillingAddress} onChoose={choose('billing')} />
          <AddressFields
            prefix="billing"
            value={checkout.billingAddress}
            onChange={edit('billing')}
            errors={problems.billing ?? {}}
            countries={countries}
          />
          {saveBox('billing')}
        </section>
      )}

      <section className="space-y-2">
        <label htmlFor="checkout-message" className="block font-semibold">
          {t('address.message')}
        </label>
        <textarea
          id="checkout-message"
          value={checkout.message}
          maxLength={2000}
          rows={3}
          onChange={(event) => updateCheckout((state) => ({ ...state, message: event.target.value }))}
          className="block w-full rounded-xl border border-black/25 bg-white px-4 py-3 text-base text-[#222]"
        />
      </section>

      <button type="submit" disabled={busy} className={`${primaryButton} disabled:opacity-60`}>
        {t('address.continue')}
      </button>
    </form>
  );
}

/** `/cart/address` (issue 6 item 3): who orders, where it goes, who pays. */
export function AddressStep() {
  const { t } = useTranslation('cart');
  return (
    <CheckoutFrame step="address" title={t('address.title')}>
      {(cart) => <AddressForm cart={cart} />}
    </CheckoutFrame>
  );
}
