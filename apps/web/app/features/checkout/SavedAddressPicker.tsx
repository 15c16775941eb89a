import { useId } from 'react';
import type { SavedAddress } from '@atelier/contract';
import { inputClasses } from '../account/AccountField.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import type { CheckoutAddress } from './checkout-state.ts';

/** A saved address as the checkout types it. */
export function fromSaved(saved: SavedAddress): CheckoutAddress {
  return {
    firstname: saved.firstname,
    lastname: saved.lastname,
    company: saved.company ?? '',
    address: saved.address,
    addressPart2: saved.addressPart2 ?? '',
    postalCode: saved.postalCode,
    city: saved.city,
    country: saved.country.alphaTwo,
  };
}

export const savedLabel = (saved: SavedAddress) =>
  [`${saved.firstname} ${saved.lastname}`, saved.address, `${saved.postalCode} ${saved.city}`].join(', ');

interface SavedAddressPickerProps {
  saved: SavedAddress[];
  chosen: number | null;
  onChoose: (address: SavedAddress | null) => void;
}

/** A logged customer's saved addresses, to fill the form with one (or type a new one). */
export function SavedAddressPicker({ saved, chosen, onChoose }: SavedAddressPickerProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  if (saved.length === 0) return null;
  return (
    <div className="mb-5">
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {t('address.saved')}
      </label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => onChoose(saved.find((address) => String(address.id) === event.target.value) ?? null)}
        className={inputClasses}
      >
        <option value="">{t('address.new')}</option>
        {saved.map((address) => (
          <option key={address.id} value={address.id}>
            {savedLabel(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
