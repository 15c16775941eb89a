import { useSyncExternalStore } from 'react';
import type { Cart, CartAnswer, CartLine } from '@atelier/contract';
import { clearCheckout } from '../checkout/checkout-state.ts';
import { ApiError } from '@atelier/contract/caller';
import { cartEndpoints as cart } from '@atelier/contract/endpoints/cart';
import { browserApi } from '../site/browser-api.ts';
import { EMPTY_CART, setStoredCart, storedCart } from './cart-store.ts';

/**
 * The cart in the browser (SPEC §4, issue 6 item 2): the API's cart kept in memory for the pages that show
 * it, its id and count mirrored to localStorage (cart-store.ts) for the header and the next visit. Changes
 * run one after the other, so that answers never arrive out of order; a failed call rejects with the
 * server's message (SPEC §8: an add's refusals come as 'key : error / …').
 */
export interface CartState {
  cart: Cart | null;
  /** 'idle' until a page asks for the cart; 'ready' once it is known (null: no cart yet). */
  status: 'idle' | 'loading' | 'ready';
}

const SERVER_STATE: CartState = { cart: null, status: 'idle' };
let state: CartState = SERVER_STATE;
const listeners = new Set<() => void>();

function publish(next: CartState) {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The cart as the pages show it. */
export const useCart = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );

function keep(cart: Cart): Cart {
  setStoredCart({ id: cart.id, count: cart.quantity, user: cart.isDefault });
  publish({ cart, status: 'ready' });
  return cart;
}

/** SPEC §4/§8: the local cart is forgotten (a failed refresh, a logout, an order paid). */
export function forgetCart() {
  setStoredCart(EMPTY_CART);
  publish({ cart: null, status: 'ready' });
}

/** The cart is gone, not the caller's, or ordered: an answer that says so, not a network failure. */
const cartIsGone = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

let starting: Promise<Cart | null> | null = null;

async function start(isLogged: boolean): Promise<Cart | null> {
  const stored = storedCart();
  if (!isLogged && stored.user) {
    // The visitor logged out: the user's cart stays with the account, their choices go with it.
    forgetCart();
    clearCheckout();
    return null;
  }
  if (isLogged) {
    if (stored.id !== 'new') {
      try {
        // The login hook of SPEC §4: a guest cart becomes the user's (the API merges it with theirs).
        return keep(
          stored.user
            ? await browserApi().call(cart.refreshCart, { params: { cartId: stored.id } })
            : await browserApi().call(cart.makeDefaultCart, { params: { cartId: stored.id } }),
        );
      } catch (error) {
        if (!cartIsGone(error)) throw error;
      }
    }
    return keep(await browserApi().call(cart.mainCart));
  }
  if (stored.id === 'new') {
    publish({ cart: null, status: 'ready' });
    return null;
  }
  try {
    // Refreshed as the main cart; its discount code is kept (the cart page applies or clears one).
    return keep(
      await browserApi().call(cart.refreshCart, { params: { cartId: stored.id }, body: { type: 'MAIN_CART' } }),
    );
  } catch (error) {
    if (!cartIsGone(error)) throw error;
    forgetCart();
    return null;
  }
}

/**
 * SPEC §4 at start: the stored cart refreshed, claimed at login, or the logged user's main cart fetched. Once
 * per page load; the pages that show the cart wait for the same answer. A network failure keeps the stored id.
 */
export function startCart(isLogged: boolean): Promise<Cart | null> {
  if (!starting) {
    if (state.status === 'idle') publish({ ...state, status: 'loading' });
    starting = start(isLogged).catch((error: unknown) => {
      starting = null;
      publish({ cart: state.cart, status: 'ready' });
      throw error;
    });
  }
  return starting;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs cart changes one at a time, after the start-up refresh. */
function change<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(async () => {
    await starting?.catch(() => null);
    return run();
  });
  queue = next.catch(() => undefined);
  return next;
}

const currentId = () => state.cart?.id ?? storedCart().id;

/**
 * Adds a declination (SPEC §7): 'new' makes a cart; a stored cart that is gone or ordered is replaced by a new
 * one. `customizations`: the answers of the customization flow (a FILE answer is the token of its validated file).
 */
export function addToCart(idDeclination: number, quantity: number, customizations: CartAnswer[] = []) {
  return change(async () => {
    const id = currentId();
    const body = { type: 'MAIN_CART' as const, quantity, customizations };
    try {
      return keep(
        await browserApi().call(cart.addToCart, { params: { cartId: id, declinationId: idDeclination }, body }),
      );
    } catch (error) {
      if (id === 'new' || !(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) throw error;
      forgetCart();
      return keep(
        await browserApi().call(cart.addToCart, { params: { cartId: 'new', declinationId: idDeclination }, body }),
      );
    }
  });
}

export const setLineQuantity = (line: CartLine, quantity: number) =>
  change(async () =>
    keep(
      await browserApi().call(cart.setCartQuantity, {
        params: { cartId: currentId(), productId: line.idProduct },
        body: { quantity, idCartProduct: line.id },
      }),
    ),
  );

export const removeLine = (line: { id: number; idProduct: number }) =>
  change(async () =>
    keep(
      await browserApi().call(cart.removeCartLine, {
        params: { cartId: currentId(), productId: line.idProduct, idCartProduct: line.id },
      }),
    ),
  );

/** The cart priced again (a failure that says the cart is gone forgets it). */
export const refreshCart = () =>
  change(async () => {
    const id = currentId();
    if (id === 'new') return null;
    try {
      return keep(await browserApi().call(cart.refreshCart, { params: { cartId: id } }));
    } catch (error) {
      if (cartIsGone(error)) forgetCart();
      throw error;
    }
  });

/** A discount code: checked (`POST /order/discount`), then applied by refreshing the cart with it. */
export const applyDiscountCode = (code: string) =>
  change(async () => {
    const id = currentId();
    await browserApi().call(cart.checkDiscount, { body: { code, idCart: id } });
    return keep(await browserApi().call(cart.refreshCart, { params: { cartId: id }, body: { discountCode: code } }));
  });

export const removeDiscountCode = () =>
  change(async () =>
    keep(await browserApi().call(cart.refreshCart, { params: { cartId: currentId() }, body: { discountCode: null } })),
  );

/** After a paid order: the local cart is forgotten and a new one starts (a logged user's main cart at once). */
export function startNewCart(isLogged: boolean) {
  return change(async () => {
    forgetCart();
    clearCheckout();
    return isLogged ? keep(await browserApi().call(cart.mainCart)) : null;
  });
}
