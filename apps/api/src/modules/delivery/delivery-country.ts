import type { Country, CountryRef, Locale } from '@atelier/contract';
import { AppError } from '../../errors.ts';
import { listCountries } from '../geography/geography.service.ts';

const indexes = new Map<Locale, { byId: Map<number, Country>; byAlphaTwo: Map<string, Country> }>();

function indexOf(locale: Locale) {
  let index = indexes.get(locale);
  if (!index) {
    const countries = listCountries(locale);
    index = {
      byId: new Map(countries.map((country) => [country.id, country])),
      byAlphaTwo: new Map(countries.map((country) => [country.alphaTwo, country])),
    };
    indexes.set(locale, index);
  }
  return index;
}

/** France when the checkout names no country (the shop's default market). */
export const DEFAULT_COUNTRY: CountryRef = 'FR';

/** The country of an alpha-2 code or an ISO numeric id (`GET /countries` ids), named in the locale's language. */
export function resolveCountry(ref: CountryRef | undefined, locale: Locale): Country {
  const value = ref ?? DEFAULT_COUNTRY;
  const index = indexOf(locale);
  const text = String(value).trim();
  const found = /^\d+$/.test(text) ? index.byId.get(Number(text)) : index.byAlphaTwo.get(text.toUpperCase());
  if (!found) throw new AppError('BAD_REQUEST', 'DELIVERY_UNKNOWN_COUNTRY', { country: text });
  return found;
}

/** A French postal code: five digits (Corsica's are 20xxx, overseas 97xxx). Other countries' are not checked. */
export function checkPostalCode(postalCode: string | undefined, country: Country) {
  if (!postalCode || country.alphaTwo !== 'FR') return;
  if (!/^\d{5}$/.test(postalCode.replace(/\s+/g, ''))) {
    throw new AppError('BAD_REQUEST', 'DELIVERY_POSTAL_CODE_INVALID', { postalCode });
  }
}
