import type { Cart, ShippingFees } from '@atelier/contract';
import { deliveryEndpoints } from '@atelier/contract/endpoints/delivery';
import { browserApi } from '../site/browser-api.ts';
import { shippingKeyOf } from './checkout-checks.ts';
import { updateCheckout, withShippingPrices } from './checkout-state.ts';

/**
 * SPEC §4: one shipping calculation at a time. A request for the destination being computed shares its
 * answer; another one waits for it, then runs. Each answer fills the shipping prices and resets the carrier.
 */
let inFlight: { key: string; promise: Promise<ShippingFees> } | null = null;

export function calculateShipping(cart: Cart, destination: { postalCode: string; country: string; city: string }) {
  const key = shippingKeyOf(cart, destination.postalCode, destination.country);
  if (inFlight?.key === key) return inFlight.promise;
  const before = inFlight?.promise.catch(() => null);
  const promise = (async () => {
    await before;
    const fees = await browserApi().call(deliveryEndpoints.shippingFees, {
      body: {
        products: cart.products.map((line) => ({
          idProduct: line.idProduct,
          idDeclination: line.idDeclination,
          quantity: line.quantity,
        })),
        postalCode: destination.postalCode.trim(),
        country: destination.country,
      },
    });
    updateCheckout((checkout) =>
      withShippingPrices(checkout, fees, key, { postalCode: destination.postalCode.trim(), name: destination.city }),
    );
    return fees;
  })();
  const entry = { key, promise };
  inFlight = entry;
  void promise
    .catch(() => null)
    .finally(() => {
      if (inFlight === entry) inFlight = null;
    });
  return promise;
}
