import type { CompanyAddress } from '@atelier/contract';
import { useStartup } from '../site/site-data.ts';

/** Whether a company address takes Click & Collect (address type CLICK_AND_COLLECT). */
export const isPickupAddress = (address: CompanyAddress) =>
  address.type.some((type) => type.code === 'CLICK_AND_COLLECT');

/** A pick-up place as one line: its name, street, postal code and city. */
export const pickupPlaceLabel = (address: CompanyAddress) =>
  [address.name, address.address, address.postalCode, address.city].filter(Boolean).join(', ');

/** The company's Click & Collect addresses, from the start-up data. */
export function useClickAndCollectAddresses() {
  const { companyAddresses } = useStartup();
  return companyAddresses.filter(isPickupAddress);
}
