import { useEffect, useSyncExternalStore } from 'react';

/**
 * The part of the cart every page carries (SPEC §4): the cart's id in localStorage ('new' when there is none),
 * the count the header shows, and whether the cart is a logged user's. Kept tiny on purpose: the cart itself
 * (lines, totals, the API calls) lives in cart-session.ts, loaded only when a page needs it.
 */
export interface StoredCart {
  /** The cart's public id, or 'new' (SPEC §4). */
  id: string;
  /** Every unit in the cart, as the last answer of the API said. */
  count: number;
  /** The cart is a logged user's (made default at login): logging out forgets it (SPEC §4). */
  user: boolean;
}

export const CART_STORAGE_KEY = 'atelier.cart';
export const EMPTY_CART: StoredCart = { id: 'new', count: 0, user: false };

let current: StoredCart | null = null;
const listeners = new Set<() => void>();

function read(): StoredCart {
  try {
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as Partial<StoredCart> | null;
    if (stored && typeof stored.id === 'string' && stored.id)
      return { id: stored.id, count: Number(stored.count) || 0, user: stored.user === true };
  } catch {
    // Storage refused (privacy settings) or a damaged value: the visitor starts without a cart.
  }
  return EMPTY_CART;
}

export const storedCart = (): StoredCart => (current ??= read());

export function setStoredCart(next: StoredCart) {
  current = next;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Kept in memory for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeStoredCart(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The header's count: 0 on the server and during hydration, then the stored one. */
export const useCartCount = () =>
  useSyncExternalStore(
    subscribeStoredCart,
    () => storedCart().count,
    () => 0,
  );

let started = false;

/**
 * SPEC §4 at start: the stored cart is refreshed (or claimed at login, or the user's main cart fetched) once the
 * page is idle. A visitor with no cart and no session loads nothing; neither does a site that sells nothing.
 */
export function useCartStart(isLogged: boolean, enabled: boolean) {
  useEffect(() => {
    const { id, user } = storedCart();
    if (started || !enabled || (id === 'new' && !isLogged && !user)) return;
    started = true;
    // A failure (network, a new version's chunk) keeps the stored cart: the next page tries again.
    const start = () =>
      void import('./cart-session.ts')
        .then((session) => session.startCart(isLogged))
        .catch((error: unknown) => console.error('The cart could not be refreshed', error));
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 300);
  }, [isLogged, enabled]);
}
