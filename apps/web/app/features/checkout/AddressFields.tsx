import { useEffect, useMemo, useRef, useState, type InputHTMLAttributes } from 'react';
import type { City, Country } from '@atelier/contract';
import { inputClasses } from '../account/AccountField.tsx';
import { geographyEndpoints } from '@atelier/contract/endpoints/geography';
import { browserApi } from '../site/browser-api.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import type { CheckoutAddress } from './checkout-state.ts';

/** France's id in `GET /countries` (ISO 3166-1 numeric), the only country whose cities the API knows. */
export const FRANCE_ID = 250;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A labelled input with its problem under it. */
export function CheckoutField({ id, label, value, onChange, error, required, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-[#ff9ab5]">
          {error}
        </p>
      )}
    </div>
  );
}

/** The communes of a French postal code (`GET /cities/{postalCode}/250`), to fill the city. */
function useFrenchCities(postalCode: string, country: string) {
  const [cities, setCities] = useState<City[]>([]);
  const code = postalCode.trim();
  const wanted = country === 'FR' && /^\d{5}$/.test(code);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    browserApi()
      .call(geographyEndpoints.cities, { params: { search: code, idCountry: FRANCE_ID } })
      .then((found) => !cancelled && setCities(found))
      .catch(() => !cancelled && setCities([]));
    return () => {
      cancelled = true;
    };
  }, [code, wanted]);
  return useMemo(() => (wanted ? cities.filter((city) => city.postalCode === code) : []), [cities, code, wanted]);
}

interface AddressFieldsProps {
  /** Unique on the page: 'shipping' or 'billing'. */
  prefix: string;
  value: CheckoutAddress;
  onChange: (address: CheckoutAddress) => void;
  errors: Record<string, string>;
  countries: Country[];
}

/** SPEC §3 Address: names, street, postal code and city (found from the postal code in France), country. */
export function AddressFields({ prefix, value, onChange, errors, countries }: AddressFieldsProps) {
  const { t } = useTranslation('cart');
  const cities = useFrenchCities(value.postalCode, value.country);
  const set = (field: keyof CheckoutAddress) => (next: string) => onChange({ ...value, [field]: next });
  const id = (field: string) => `${prefix}-${field}`;

  // A new postal code names its communes: the city is filled in when it is not one of them (and can be
  // typed over afterwards).
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => {
    const [first] = cities;
    const current = latest.current;
    if (first && !cities.some((city) => city.name === current.value.city)) {
      current.onChange({ ...current.value, city: first.name });
    }
  }, [cities]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CheckoutField
        id={id('firstname')}
        label={t('address.firstname')}
        value={value.firstname}
        onChange={set('firstname')}
        error={errors.firstname}
        autoComplete={`section-${prefix} given-name`}
        required
      />
      <CheckoutField
        id={id('lastname')}
        label={t('address.lastname')}
        value={value.lastname}
        onChange={set('lastname')}
        error={errors.lastname}
        autoComplete={`section-${prefix} family-name`}
        required
      />
      <div className="sm:col-span-2">
        <CheckoutField
          id={id('company')}
          label={t('address.company')}
          value={value.company}
          onChange={set('company')}
          error={errors.company}
          autoComplete={`section-${prefix} organization`}
        />
      </div>
      <div className="sm:col-span-2">
        <CheckoutField
          id={id('address')}
          label={t('address.street')}
          value={value.address}
          onChange={set('address')}
          error={errors.address}
          autoComplete={`section-${prefix} address-line1`}
          required
        />
      </div>
      <div className="sm:col-span-2">
        <CheckoutField
          id={id('addressPart2')}
          label={t('address.street2')}
          value={value.addressPart2}
          onChange={set('addressPart2')}
          error={errors.addressPart2}
          autoComplete={`section-${prefix} address-line2`}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id('country')} className="mb-1.5 block font-semibold">
          {t('address.country')}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
        <select
          id={id('country')}
          value={value.country}
          onChange={(event) => onChange({ ...value, country: event.target.value })}
          autoComplete={`section-${prefix} country`}
          className={inputClasses}
          required
        >
          {countries.length === 0 && <option value={value.country}>{value.country}</option>}
          {countries.map((country) => (
            <option key={country.alphaTwo} value={country.alphaTwo}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <CheckoutField
        id={id('postalCode')}
        label={t('address.postalCode')}
        value={value.postalCode}
        onChange={set('postalCode')}
        error={errors.postalCode}
        autoComplete={`section-${prefix} postal-code`}
        inputMode={value.country === 'FR' ? 'numeric' : undefined}
        required
      />
      <div>
        <CheckoutField
          id={id('city')}
          label={t('address.city')}
          value={value.city}
          onChange={set('city')}
          error={errors.city}
          autoComplete={`section-${prefix} address-level2`}
          list={cities.length > 1 ? id('cities') : undefined}
          required
        />
        {cities.length > 1 && (
          <datalist id={id('cities')}>
            {cities.map((city) => (
              <option key={city.id} value={city.name} />
            ))}
          </datalist>
        )}
      </div>
    </div>
  );
}
