import { use } from 'react';
import type * as ShopViews from './shop-views.ts';

let chunk: Promise<typeof ShopViews> | null = null;
let loaded: typeof ShopViews | null = null;

/**
 * The shop's views load with the shop's pages only (the home page's code stays small). Their loaders fetch
 * the chunk before rendering: the server's, so the page is whole without JavaScript; the browser's on a
 * navigation. On the first page of a visit the browser's render waits for the chunk, the server's HTML
 * standing meanwhile (the contact page does the same, routes/cms-page.tsx).
 */
export function loadShopViews(): Promise<typeof ShopViews> {
  chunk ??= import('./shop-views.ts').then((module) => (loaded = module));
  return chunk;
}

/** The shop's views, once loaded (suspends until then). */
export function useShopViews(): typeof ShopViews {
  return loaded ?? use(loadShopViews());
}
