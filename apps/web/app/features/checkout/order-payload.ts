import type { Cart, OrderRequest, PostalAddress } from '@atelier/contract';
import { billingAddressOf, needsDelivery } from './checkout-checks.ts';
import { orderDeliveryType, type CheckoutAddress, type CheckoutState } from './checkout-state.ts';

/**
 * `POST /order` from the checkout's choices (SPEC §7, contract orders.ts): what each delivery type needs and
 * nothing else. No price travels: the server prices the cart and the delivery again.
 */

const postal = (address: CheckoutAddress): PostalAddress => ({
  firstname: address.firstname.trim(),
  lastname: address.lastname.trim(),
  company: address.company.trim() || null,
  address: address.address.trim(),
  addressPart2: address.addressPart2.trim() || null,
  postalCode: address.postalCode.trim(),
  city: address.city.trim(),
  country: address.country,
});

export function orderPayload(
  cart: Pick<Cart, 'id' | 'products' | 'discountCode'>,
  checkout: CheckoutState,
  isLogged: boolean,
  acceptSaleTerms: boolean,
): OrderRequest {
  const ships = needsDelivery(cart);
  const type = ships ? (orderDeliveryType(checkout) ?? 'DELIVERY') : 'NO_DELIVERY';
  const billing = postal(billingAddressOf(checkout, ships));
  const pickup = type === 'CLICK_AND_COLLECT' ? checkout.clickAndCollect : null;
  const carrier = type === 'DELIVERY' || type === 'PICKUP' ? checkout.carrier : null;
  const destination =
    type === 'DELIVERY'
      ? { postalCode: checkout.shippingAddress.postalCode.trim(), country: checkout.shippingAddress.country }
      : type === 'PICKUP' && checkout.accessPoint
        ? { postalCode: checkout.accessPoint.zipCode, country: checkout.accessPoint.country }
        : null;
  return {
    idCart: cart.id,
    user: {
      phone: checkout.phone.trim(),
      ...(isLogged ? {} : { email: checkout.email.trim() }),
      firstname: billing.firstname,
      lastname: billing.lastname,
    },
    address: {
      delivery: type === 'DELIVERY' ? postal(checkout.shippingAddress) : null,
      billing,
    },
    discount: cart.discountCode,
    message: checkout.message.trim() || null,
    delivery: {
      type,
      idCarrier: carrier?.id ?? null,
      accessPointId: type === 'PICKUP' ? (checkout.accessPoint?.id ?? null) : null,
      idAddress: pickup?.idAddress ?? null,
    },
    dateSchedule: pickup?.date ?? null,
    idSchedule: pickup?.idSchedule ?? null,
    deliveryPostalCode: destination?.postalCode ?? null,
    deliveryIdCountry: destination?.country ?? null,
    acceptSaleTerms,
  };
}
