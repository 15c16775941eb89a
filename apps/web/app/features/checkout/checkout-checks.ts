import type { Cart } from '@atelier/contract';
import type { CheckoutAddress, CheckoutState } from './checkout-state.ts';

/**
 * What each checkout step needs before the next one (pure, and free of schemas: the shipping and payment pages
 * only ask whether the step before is done; the address page checks its form with the order's own schemas in
 * address-checks.ts, and the API checks everything again). A step not done sends the customer back to it.
 */

/** The cart holds something to ship (SPEC §4: only dematerialized products go without delivery). */
export const needsDelivery = (cart: Pick<Cart, 'products'>) => cart.products.some((line) => !line.isDematerialized);

const filled = (text: string, max: number) => text.trim().length > 0 && text.trim().length <= max;

/** An address the order accepts (a French postal code has 5 digits). */
export function addressComplete(address: CheckoutAddress): boolean {
  return (
    filled(address.firstname, 100) &&
    filled(address.lastname, 100) &&
    filled(address.address, 200) &&
    filled(address.city, 100) &&
    filled(address.postalCode, 12) &&
    /^[A-Z]{2}$/.test(address.country) &&
    (address.country !== 'FR' || /^\d{5}$/.test(address.postalCode.trim()))
  );
}

/** A phone, and a guest's e-mail (a logged customer's is the account's). */
export const contactComplete = (contact: { email: string; phone: string }, isLogged: boolean) =>
  filled(contact.phone, 30) && (isLogged || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim()));

/** The address step is done: contact, the delivery address when something ships, the billing address. */
export function addressStepDone(checkout: CheckoutState, cart: Pick<Cart, 'products'>, isLogged: boolean): boolean {
  const ships = needsDelivery(cart);
  return (
    contactComplete(checkout, isLogged) &&
    (!ships || addressComplete(checkout.shippingAddress)) &&
    addressComplete(billingAddressOf(checkout, ships))
  );
}

/** The billing address: the delivery address unless the customer gave another (or nothing ships). */
export function billingAddressOf(checkout: CheckoutState, ships: boolean): CheckoutAddress {
  return ships && checkout.billingSameAsShipping ? checkout.shippingAddress : checkout.billingAddress;
}

/** The delivery step is done: a carrier (and a relay point for a relay carrier), a pick-up slot, or no delivery. */
export function deliveryStepDone(checkout: CheckoutState, cart: Pick<Cart, 'products'>): boolean {
  if (!needsDelivery(cart)) return true;
  switch (checkout.deliveryType) {
    case 'delivery':
      if (!checkout.carrier) return false;
      return checkout.carrier.deliveryType === 'DELIVERY' || checkout.accessPoint !== null;
    case 'clickAndCollect': {
      const { date, idAddress, idSchedule } = checkout.clickAndCollect;
      return date !== null && idAddress !== null && idSchedule !== null;
    }
    default:
      return false;
  }
}

/** What the shipping prices depend on: the cart's lines and the destination. */
export function shippingKeyOf(cart: Pick<Cart, 'products'>, postalCode: string, country: string): string {
  const lines = cart.products
    .map((line) => `${line.idDeclination}x${line.quantity}`)
    .sort()
    .join(',');
  return `${lines}|${postalCode.trim()}|${country}`;
}
