import type { Locale } from '@atelier/contract';
import type { Db } from '../db/client.ts';

export interface LinkedOrder {
  siteId: number;
  id: number;
  userId: number | null;
  locale: string;
}

/** A guest's signed, expiring link to an order (modules/orders/order-access.ts). */
export type GuestOrderLink = (order: LinkedOrder, origin: string, locale: Locale) => string;

/**
 * The link a customer follows to their order from a mail: a member's account page, or for a guest the signed
 * link of order-access.ts. Signing needs the key under DATA_DIR, which the order routes load when the app
 * starts: they hand the guest link over here for the app's database, so that the payment's confirmation mail
 * (sent by the payments module, which knows the database but not DATA_DIR, and sits below the orders module)
 * links guests too.
 */
const guestLinks = new WeakMap<Db, GuestOrderLink>();

export function rememberGuestOrderLink(db: Db, link: GuestOrderLink) {
  guestLinks.set(db, link);
}

/** The absolute link to the order in its language, or null for a guest when no link was handed over. */
export function orderPageLink(db: Db, order: LinkedOrder, storefrontUrl: string): string | null {
  const locale: Locale = order.locale === 'en' ? 'en' : 'fr_FR';
  const origin = new URL(storefrontUrl).origin;
  if (order.userId !== null) return `${origin}${locale === 'en' ? '/en' : ''}/account/orders/${order.id}`;
  return guestLinks.get(db)?.(order, origin, locale) ?? null;
}
