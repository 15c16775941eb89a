import type { Locale } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { orderAccessLink, orderAccessToken } from '../orders/order-access.ts';

/**
 * The link a customer follows to their order from a mail: a member's account page, or for a guest the signed,
 * expiring link of order-access.ts. The signing key lives under DATA_DIR; the order routes load it when the app
 * starts and remember it here for the app's database, so that the payment's confirmation mail (which knows the
 * database but not DATA_DIR) links guests too.
 */
const keys = new WeakMap<Db, Buffer>();

export function rememberOrderLinkKey(db: Db, key: Buffer) {
  keys.set(db, key);
}

export interface LinkedOrder {
  siteId: number;
  id: number;
  userId: number | null;
  locale: string;
}

/** The absolute link to the order in its language, or null for a guest when no key is known (mail without it). */
export function orderPageLink(db: Db, order: LinkedOrder, storefrontUrl: string): string | null {
  const locale: Locale = order.locale === 'en' ? 'en' : 'fr_FR';
  const origin = new URL(storefrontUrl).origin;
  if (order.userId !== null) return `${origin}${locale === 'en' ? '/en' : ''}/account/orders/${order.id}`;
  const key = keys.get(db);
  return key ? orderAccessLink(origin, locale, orderAccessToken(key, order.siteId, order.id)) : null;
}
