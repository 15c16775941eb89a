import { useSyncExternalStore } from 'react';
import type { AccessPoint, CarrierOffer, CarrierSiteType, ShippingFees } from '@atelier/contract';

/**
 * The checkout choices (SPEC §3 "Cart checkout state", §4): mirrored to localStorage and restored on load,
 * so that a reload or a return from the payment page finds them. The rules of SPEC §4 are the functions
 * below: choosing Click & Collect resets carrier, city, shipping prices and access point; new shipping prices
 * reset the carrier.
 */

/** SPEC §4 delivery types of the checkout. */
export type CheckoutDeliveryType = 'delivery' | 'clickAndCollect' | 'no_delivery';

/** SPEC §3 Address, as typed in the checkout (`country`: ISO alpha-2). */
export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  company: string;
  address: string;
  addressPart2: string;
  postalCode: string;
  city: string;
  country: string;
}

export const EMPTY_ADDRESS: CheckoutAddress = {
  firstname: '',
  lastname: '',
  company: '',
  address: '',
  addressPart2: '',
  postalCode: '',
  city: '',
  country: 'FR',
};

export interface ClickAndCollectChoice {
  /** YYYY-MM-DD. */
  date: string | null;
  idAddress: number | null;
  idSchedule: number | null;
  /** The chosen slot's times ('HH:MM'), for the summary. */
  slot: { start: string; end: string } | null;
}

export interface CheckoutState {
  email: string;
  phone: string;
  message: string;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  /** The billing address is the delivery address (the default). */
  billingSameAsShipping: boolean;
  /** The saved addresses chosen by a logged customer (ids of `GET /user/address`), null when typed. */
  idShippingAddress: number | null;
  idBillingAddress: number | null;
  /** SPEC §3: the postal code and city of the shipping calculation, and its country. */
  city: { postalCode: string; name: string } | null;
  country: { id: number; alphaTwo: string } | null;
  deliveryType: CheckoutDeliveryType | null;
  /** Home or relay delivery (SPEC §3 carrier siteType): the tab of `delivery` the customer is on. */
  siteType: CarrierSiteType;
  carrier: CarrierOffer | null;
  shippingPrices: CarrierOffer[];
  /** The rest of the calculation's answer: free shipping, why no carrier is offered. */
  shippingInfo: Omit<ShippingFees, 'carriers'> | null;
  /** What the shipping prices were computed for (cart lines, postal code, country): stale when it changes. */
  shippingKey: string | null;
  accessPoint: AccessPoint | null;
  clickAndCollect: ClickAndCollectChoice;
}

export const EMPTY_CHECKOUT: CheckoutState = {
  email: '',
  phone: '',
  message: '',
  shippingAddress: EMPTY_ADDRESS,
  billingAddress: EMPTY_ADDRESS,
  billingSameAsShipping: true,
  idShippingAddress: null,
  idBillingAddress: null,
  city: null,
  country: null,
  deliveryType: null,
  siteType: 'HOME',
  carrier: null,
  shippingPrices: [],
  shippingInfo: null,
  shippingKey: null,
  accessPoint: null,
  clickAndCollect: { date: null, idAddress: null, idSchedule: null, slot: null },
};

// ─── SPEC §4 transitions (pure) ───

/** Choosing Click & Collect resets carrier, city, shipping prices and access point. */
export function chooseClickAndCollect(checkout: CheckoutState, idAddress: number | null): CheckoutState {
  return {
    ...checkout,
    deliveryType: 'clickAndCollect',
    carrier: null,
    city: null,
    shippingPrices: [],
    shippingInfo: null,
    shippingKey: null,
    accessPoint: null,
    clickAndCollect: { date: null, idSchedule: null, slot: null, idAddress },
  };
}

/** Home or relay delivery: the carrier and access point of the other kind no longer hold. */
export function chooseDelivery(checkout: CheckoutState, siteType: CarrierSiteType): CheckoutState {
  const sameKind = checkout.deliveryType === 'delivery' && checkout.siteType === siteType;
  return {
    ...checkout,
    deliveryType: 'delivery',
    siteType,
    carrier: sameKind ? checkout.carrier : null,
    accessPoint: siteType === 'RELAY' && sameKind ? checkout.accessPoint : null,
    clickAndCollect: { date: null, idAddress: null, idSchedule: null, slot: null },
  };
}

/** New shipping prices: the carrier is reset (SPEC §4), the city and country are those they were computed for. */
export function withShippingPrices(
  checkout: CheckoutState,
  fees: ShippingFees,
  key: string,
  city: CheckoutState['city'],
): CheckoutState {
  const { carriers, ...info } = fees;
  return {
    ...checkout,
    shippingPrices: carriers,
    shippingInfo: info,
    shippingKey: key,
    carrier: null,
    city,
    country: fees.country,
  };
}

/** The order's delivery type (SPEC §4: delivery → DELIVERY, relay points → PICKUP, …). */
export function orderDeliveryType(checkout: Pick<CheckoutState, 'deliveryType' | 'carrier'>) {
  switch (checkout.deliveryType) {
    case 'clickAndCollect':
      return 'CLICK_AND_COLLECT' as const;
    case 'no_delivery':
      return 'NO_DELIVERY' as const;
    case 'delivery':
      return checkout.carrier?.deliveryType === 'PICKUP' ? ('PICKUP' as const) : ('DELIVERY' as const);
    default:
      return null;
  }
}

// ─── localStorage mirror ───

export const CHECKOUT_STORAGE_KEY = 'atelier.checkout';

/** A stored state, on top of the empty one (a field added since is filled in; a damaged value starts over). */
export function parseCheckout(text: string | null): CheckoutState {
  if (!text) return EMPTY_CHECKOUT;
  try {
    const stored = JSON.parse(text) as Partial<CheckoutState> | null;
    if (!stored || typeof stored !== 'object') return EMPTY_CHECKOUT;
    return {
      ...EMPTY_CHECKOUT,
      ...stored,
      shippingAddress: { ...EMPTY_ADDRESS, ...stored.shippingAddress },
      billingAddress: { ...EMPTY_ADDRESS, ...stored.billingAddress },
      clickAndCollect: { ...EMPTY_CHECKOUT.clickAndCollect, ...stored.clickAndCollect },
      shippingPrices: Array.isArray(stored.shippingPrices) ? stored.shippingPrices : [],
    };
  } catch {
    return EMPTY_CHECKOUT;
  }
}

let current: CheckoutState | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const checkoutSnapshot = (): CheckoutState =>
  (current ??= parseCheckout(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? null));

export function updateCheckout(change: (checkout: CheckoutState) => CheckoutState) {
  current = change(checkoutSnapshot());
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}

/** After a paid order or a logout: the next checkout starts from nothing (a shared computer keeps no address). */
export function clearCheckout() {
  updateCheckout(() => EMPTY_CHECKOUT);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The checkout state; the empty one on the server and during hydration. */
export const useCheckout = () => useSyncExternalStore(subscribe, checkoutSnapshot, () => EMPTY_CHECKOUT);
