import { nextShopMidnight } from '@atelier/domain';
import { ALL_SITES, type Database, type SiteChange } from './db/client.ts';
import { CartCatalogueCache } from './modules/cart/cart-catalogue.ts';
import { CartMemory } from './modules/cart/cart.repository.ts';
import { DeliveryCache } from './modules/delivery/delivery-cache.ts';
import { RelayNetworks } from './modules/delivery/relay-provider.ts';
import { orderSettingsCache, type OrderSettingsCache } from './modules/orders/orders.service.ts';
import { SiteResponseCache } from './plugins/response-cache.ts';
import { SiteRegistry } from './plugins/site-context.ts';

/**
 * Everything the API keeps in memory between requests, made once per app (`buildApp` calls `createCaches`) and
 * handed to the modules that read it through their plugin options in app.ts. The table of what each keeps, per
 * what key, what drops it and how large it may grow is in docs/decisions/004-cache-and-notify.md.
 *
 * What a change drops is said in one place, `siteChanged` below, which `buildApp` wires to the database's change
 * notifications (decision 004).
 *
 * The storefront's kept pages (`PageCache` of apps/web/page-cache.ts, made by `registerPages` in
 * apps/web/server.ts) are site data too, but the API cannot import the web app: they subscribe through
 * `app.sites.onChange`, which `siteChanged` calls last, once the API's caches dropped the site (so a page rendered
 * after that reads fresh answers). The storefront's order statuses (`keptStatuses` of
 * apps/web/app/features/orders/orders-api.server.ts) only expire, after ten minutes.
 *
 * Module state that stays where it is, because it is not a cache of a site's data:
 * - accounts/session.ts `resolved`: the session of one request, keyed by the request (it goes with it).
 * - db/prepared.ts `preparedOf`: prepared statements per database handle *or transaction* (a transaction
 *   prepares its own, so they cannot be made here), and `names`, the statement name of each query shape: built
 *   queries, no rows.
 * - `DeliveryCache`'s `#shippingMade` and `#deliveryMade`: what its parts give, keyed by the kept parts
 *   themselves, so they go when the parts go.
 * - delivery/delivery-country.ts `indexes`, geography/geography.service.ts `countriesByLocale` and `cityIndex`:
 *   the country and commune lists of the packaged data, the same for every site.
 * - site/font-fallback.ts `computedByStore`: a font file's measurements, by file store, site and file (a file,
 *   not rows; the site info that shows them is one of the `answers`).
 * - images/image-variants.ts `rendering`: renderings under way (the variants themselves are files of the file
 *   store, under `_variants/`).
 * - mail/order-links.ts `guestLinks`: how guests' order links are signed, with the app's key read from DATA_DIR by
 *   the order-history routes. A secret, not site data, and nothing drops it; it is keyed by the database because
 *   the payment's confirmation mail knows only its site context (`{ db, siteId }`), not the app's caches.
 */
export interface Caches {
  /** Known sites and their host names: one index of every site. */
  readonly sites: SiteRegistry;
  /** Serialized answers of the `siteCache` routes, per site, language and URL (plugins/response-cache.ts). */
  readonly answers: SiteResponseCache;
  /** Per site: the delivery parameters, zones, carriers and bands, shipping facts, Click & Collect slots. */
  readonly delivery: DeliveryCache;
  /** The relay networks; the built-in one keeps the `relay_points` rows (every site's, not a site's). */
  readonly relays: RelayNetworks;
  /** Per site: the sale terms and payment settings every order reads (orders.service.ts). */
  readonly orderSettings: OrderSettingsCache;
  /** Per site: the products, declinations, labels and customizations carts read (cart-catalogue.ts). */
  readonly cartCatalogue: CartCatalogueCache;
  /** The last state of the carts adds saw, per site and cart (cart.repository.ts). */
  readonly cartMemory: CartMemory;
  /** The one fan-out of the database's change notifications: what a change of a site drops. */
  siteChanged(siteId: number, change: SiteChange, productId?: number): void;
  /** Called with a site's id after its data changed and the caches above dropped it (not for a stock alone). */
  onChange(listener: (siteId: number) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the API keeps in memory, to inspect (tests); modules get theirs through their plugin options. */
    caches: Caches;
  }
}

export function createCaches(database: Database): Caches {
  const listeners = new Set<(siteId: number) => void>();
  const caches: Omit<Caches, 'siteChanged' | 'onChange'> = {
    sites: new SiteRegistry(database.db),
    answers: new SiteResponseCache(),
    delivery: new DeliveryCache(),
    relays: new RelayNetworks(database.db),
    orderSettings: orderSettingsCache(),
    cartCatalogue: new CartCatalogueCache(database.db),
    cartMemory: new CartMemory(),
  };
  return {
    ...caches,
    siteChanged(siteId, change, productId) {
      if (change !== 'data') {
        // The catalogue's answers read the catalogue's tables only; the site's others read none of them
        // (migration 0038): a product's change drops its own answers and the lists, a stock's too (an order's
        // reservation), the shared rows' every catalogue answer.
        caches.answers.dropCatalogue(siteId, change === 'catalogue' ? undefined : productId);
        // Nothing else holds a stock: the cart's catalogue reads a tracked stock from the table, the delivery's
        // facts and the order settings have none (migration 0011).
        if (change === 'stock') return;
        // The cart's kept catalogue rows, the shipping facts of the declinations (a price, a weight), and the
        // pages (which may show the product). The sites' index, the delivery's rules and the order settings stay.
        caches.cartCatalogue.invalidate(siteId);
        caches.delivery.dropCatalogue(siteId);
        for (const listener of listeners) listener(siteId);
        return;
      }
      caches.answers.invalidate(siteId);
      // One index of every site (a domain may move from one site to another): read again whole.
      caches.sites.invalidate();
      caches.delivery.invalidate(siteId);
      caches.orderSettings.invalidate(siteId);
      caches.cartCatalogue.invalidate(siteId);
      // Not here: `relays` (every site's rows, kept ten minutes) and `cartMemory` (a recalled cart is written
      // only if its version is still the one recalled, migration 0013).
      for (const listener of listeners) listener(siteId);
    },
    onChange(listener) {
      listeners.add(listener);
    },
  };
}

/**
 * Dated discounts start and end at midnight in Paris (packages/domain dated-discount.ts), when no row changes and
 * no trigger fires: at each such midnight every site's kept answers, facts and pages drop, as after a change, so
 * that none serves a discount past its last day or misses one on its first. Stops with the app (`onClose`).
 */
export function dropAtEachShopMidnight(caches: Pick<Caches, 'siteChanged'>, now = () => new Date()): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const at = now();
    // A few milliseconds past midnight, so that the new day has begun wherever the time is read.
    timer = setTimeout(
      () => {
        caches.siteChanged(ALL_SITES, 'data');
        arm();
      },
      nextShopMidnight(at).getTime() - at.getTime() + 5,
    );
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
