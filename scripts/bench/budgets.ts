// Every budget of the bench, in one place. Issue 21's replace the older ones where it sets new ones; the others
// are the issues' that set them (3, 4, 5, 6, 16, 18).

export type Db = 'pglite' | 'postgres';

/** The hot API reads (SPEC §7's start-up calls), 50 connections. */
export const READ_BUDGET = { reqPerSec: 10_000, p99Ms: 20 };
/** Issue 4's budget for the catalogue reads. */
export const CATALOGUE_BUDGET = { reqPerSec: 3_000, p99Ms: 30 };
/** Issue 21: the API server's resident memory after the API part (reads, shop, logins). */
export const MEMORY_BUDGET_MB: Record<Db, number> = { pglite: 400, postgres: 250 };
/** Issue 5: logins (Argon2id) per second, and the site info's p99 while they run. */
export const LOGIN_BUDGET = { loginsPerSec: 20, siteInfoP99Ms: 50, concurrency: 8, accounts: 400 };
/**
 * Issue 6's budgets of the shop, each from `connections` parallel clients (shoppers, not a crowd of readers), with
 * issue 21's where it sets new ones: add to cart (an existing cart) and POST /order on PostgreSQL.
 */
export const SHOP_BUDGET = {
  connections: 10,
  addToCart: { reqPerSec: { pglite: 2_000, postgres: 7_000 } as Record<Db, number> },
  shippingFees: { reqPerSec: 1_000 },
  /**
   * POST /order: orders per second from `connections` clients, and the p99 of orders arriving at `rate` a second.
   * Issue 21 on PostgreSQL; issue 6 on the embedded database.
   */
  order: {
    ordersPerSec: { pglite: 100, postgres: 600 } as Record<Db, number>,
    rate: { pglite: 100, postgres: 300 } as Record<Db, number>,
    p99Ms: { pglite: 100, postgres: 50 } as Record<Db, number>,
  },
  /** Guest carts the adds go to in turn (one line each, which grows by one unit per add: 9,999 at most). */
  addCarts: 20,
};
/** Issue 16: the back-office's order list over 10,000 orders, p99 from two administrators at once. */
export const ADMIN_BUDGET = { orders: 10_000, connections: 2, p99Ms: 50 };
/** The storefront: issue 21's, and issue 3's where 21 sets none (the per-request p99, the JS and CSS shipped). */
export const WEB_BUDGET = {
  connections: 10,
  /** Issue 21: kept pages (anonymous visitors), 10 connections; issue 3's p99. */
  keptReqPerSec: 5_000,
  p99Ms: 60,
  jsKb: 100,
  cssKb: 30,
  /** Issue 21: the home page's HTML, raw. */
  homeHtmlKb: 60,
  /** Issue 21: largest contentful paint of the home page (Lighthouse, simulated mobile). */
  homeLcpMs: 1_200,
  /** Issue 21: total blocking time of the pages whose kind is listed (Lighthouse, simulated mobile). */
  tbtMs: 50,
  tbtPages: ['category', 'product'],
  /** Issue 21: 100 in every category on every page kind. */
  lighthouse: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
};
/** Issue 18: a publish or a setting's save on the storefront within 100 ms; the editor opens 30 blocks in < 1 s. */
export const EDITOR_BUDGET = { visibleMs: 100, openMs: 1000, blocks: 30, runs: 5 };
/** Issue 21: from the spawn of `npm start`'s server to the first 200 of an API route. */
export const START_BUDGET = { seededMs: 1_000, firstWithSeedingMs: 3_000 };
/** Issue 21: catalogue reads while one product's price changes every second, against a bare Fastify route. */
export const WRITES_BUDGET = { shareOfBare: 1 / 3, updateEveryMs: 1_000 };
