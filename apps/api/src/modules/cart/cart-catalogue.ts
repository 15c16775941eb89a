import type { LocalizedText } from '@atelier/contract';
import { ALL_SITES, type Db } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { tracksStock } from '../catalogue/catalogue.service.ts';
import * as repository from './cart.repository.ts';

/**
 * What adding to and pricing a cart read of the catalogue (issue 6: 800 adds per second): the products and
 * declinations of the lines, the products' customizations, whether the site tracks stock, the labels of
 * variation values.
 *
 * Whatever a request lacks is read in one query (each query's round trip is what costs). The rows are also
 * kept per site in memory and dropped whenever the site's data changes (the fan-out of caches.ts, decision 004),
 * like the site's other caches. PGlite delivers a change's notification before the write returns, so there a
 * kept row is exactly as fresh as one read again; PostgreSQL delivers it a moment after the commit, so a price
 * changed in the back office reaches carts a few milliseconds later (as it reaches the product pages). A
 * tracked stock is always read from the table.
 */

interface SiteEntry {
  products: Map<number, repository.LineProduct | null>;
  declinations: Map<number, repository.LineDeclination | null>;
  /** The texts of each declination's variation values. */
  labels: Map<number, { id: number; value: LocalizedText }[]>;
  customizations: Map<number, repository.CustomizationRow[]>;
  stockTracked?: boolean;
}

const newEntry = (): SiteEntry => ({
  products: new Map(),
  declinations: new Map(),
  labels: new Map(),
  customizations: new Map(),
});

/** The kept catalogue rows of one database, per site (one per app: caches.ts). */
export class CartCatalogueCache {
  readonly #db: Db;
  #sites = new Map<number, SiteEntry>();

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * The site's entry; a load stores into the entry it started from, so that a change drops what it read. None
   * when `ctx.db` is a transaction: what it reads may not be committed, so it is not kept.
   */
  entry(ctx: RequestContext): SiteEntry | undefined {
    if (ctx.db !== this.#db) return undefined;
    let entry = this.#sites.get(ctx.siteId);
    if (!entry) this.#sites.set(ctx.siteId, (entry = newEntry()));
    return entry;
  }

  /** Whether rows are kept for the site (read-only: for the caches' tests). */
  has(siteId: number): boolean {
    return this.#sites.has(siteId);
  }

  /** Drops a site's rows; ALL_SITES drops every site's. */
  invalidate(siteId: number) {
    if (siteId === ALL_SITES) this.#sites.clear();
    else this.#sites.delete(siteId);
  }
}

/** Reads missing keys once, keeps what it got in `memo` (and `kept` when given), answers the map. */
async function readMissing<T>(
  ids: number[],
  memo: Map<number, T | null>,
  kept: Map<number, T | null> | undefined,
  load: (missing: number[]) => Promise<Map<number, T>>,
): Promise<Map<number, T>> {
  const missing = [...new Set(ids)].filter((id) => {
    if (memo.has(id)) return false;
    const known = kept?.get(id);
    if (known === undefined) return true;
    memo.set(id, known);
    return false;
  });
  if (missing.length > 0) {
    const loaded = await load(missing);
    for (const id of missing) {
      const value = loaded.get(id) ?? null;
      memo.set(id, value);
      kept?.set(id, value);
    }
  }
  const found = new Map<number, T>();
  for (const id of ids) {
    const value = memo.get(id);
    if (value) found.set(id, value);
  }
  return found;
}

/**
 * The catalogue as one request reads it: each row read once per request, from the site's kept rows (`cache`).
 * Inside a transaction (`ctx.db` a transaction) nothing is kept: the rows are read through it.
 */
export class CartCatalogue {
  #ctx: RequestContext;
  #cache: CartCatalogueCache;
  #entry: SiteEntry | undefined;
  #memo = newEntry();
  /** The stock of declinations as read from the table in this request (here, or by the caller). */
  #stock = new Map<number, number>();

  constructor(ctx: RequestContext, cache: CartCatalogueCache) {
    this.#ctx = ctx;
    this.#cache = cache;
  }

  /** The entry kept for the site, if any: taken once, so that a change during the request drops what it read. */
  #kept(): SiteEntry | undefined {
    this.#entry ??= this.#cache.entry(this.#ctx);
    return this.#entry;
  }

  /** The stock of tracked declinations as the caller just read it: not read again. */
  stockAsRead(stock: Map<number, number>): void {
    for (const [id, quantity] of stock) this.#stock.set(id, quantity);
  }

  async products(ids: number[]): Promise<Map<number, repository.LineProduct>> {
    return readMissing(ids, this.#memo.products, this.#kept()?.products, async (missing) => {
      const rows = await repository.findLineProducts(this.#ctx, missing);
      return new Map(rows.map((row) => [row.id, row]));
    });
  }

  /**
   * Declinations with their stock as it is now (read from the table when tracked and kept). Those not kept are
   * read in one query with their products, labels, their products' customizations and the stock setting.
   */
  async declinations(ids: number[]): Promise<Map<number, repository.LineDeclination>> {
    const kept = this.#kept();
    const found = await readMissing(ids, this.#memo.declinations, kept?.declinations, async (missing) => {
      const rows = await repository.findCatalogueRows(this.#ctx, missing);
      for (const row of rows) {
        this.#stock.set(row.declination.id, row.declination.quantity);
        for (const entry of kept ? [this.#memo, kept] : [this.#memo]) {
          entry.products.set(row.product.id, row.product);
          entry.labels.set(row.declination.id, row.labels);
          entry.customizations.set(row.product.id, row.customizations);
          entry.stockTracked ??= row.stockTracked;
        }
      }
      return new Map(rows.map((row) => [row.declination.id, row.declination]));
    });
    for (const id of found.keys()) {
      const labels = kept?.labels.get(id);
      if (labels && !this.#memo.labels.has(id)) this.#memo.labels.set(id, labels);
    }
    // A tracked stock as it is now: read with the rows or by the caller in this request, else read here.
    const tracked = [...found.values()].filter((row) => row.setQuantity);
    const unread = tracked.filter((row) => !this.#stock.has(row.id)).map((row) => row.id);
    if (unread.length > 0) {
      for (const { id, quantity } of await repository.findStock(this.#ctx, unread)) this.#stock.set(id, quantity);
    }
    for (const row of tracked) {
      const quantity = this.#stock.get(row.id);
      if (quantity === undefined || quantity === row.quantity) continue;
      const fresh = { ...row, quantity };
      found.set(row.id, fresh);
      this.#memo.declinations.set(row.id, fresh);
    }
    return found;
  }

  /** The customizations of some products, in their order, by product id. */
  async customizations(productIds: number[]): Promise<Map<number, repository.CustomizationRow[]>> {
    const ids = [...new Set(productIds)];
    const kept = this.#kept()?.customizations;
    const missing = ids.filter((id) => {
      if (this.#memo.customizations.has(id)) return false;
      const known = kept?.get(id);
      if (known) this.#memo.customizations.set(id, known);
      return !known;
    });
    if (missing.length > 0) {
      const rows = await repository.findCustomizationsOfProducts(this.#ctx, missing);
      for (const id of missing) {
        const ofProduct = rows.filter((row) => row.productId === id);
        this.#memo.customizations.set(id, ofProduct);
        kept?.set(id, ofProduct);
      }
    }
    return new Map(ids.map((id) => [id, this.#memo.customizations.get(id) ?? []]));
  }

  /** HANDLE_STOCK and USE_PRODUCT_STOCK. */
  async stockTracked(): Promise<boolean> {
    if (this.#memo.stockTracked === undefined) {
      const kept = this.#kept();
      this.#memo.stockTracked = kept?.stockTracked ?? (await tracksStock(this.#ctx));
      if (kept) kept.stockTracked = this.#memo.stockTracked;
    }
    return this.#memo.stockTracked;
  }

  /** The texts of the variation values of the declinations read so far (a declination's label). */
  valueLabels(): Map<number, LocalizedText> {
    return new Map([...this.#memo.labels.values()].flat().map((label) => [label.id, label.value]));
  }

  /** Cart lines with their product and declination (null when gone or no longer the line's product's). */
  async rowsOf(lines: repository.CartLineRow[]): Promise<repository.PricingRow[]> {
    // The declinations first: their products come with them.
    const declinationsById = await this.declinations(lines.map((line) => line.declinationId));
    const productsById = await this.products(lines.map((line) => line.productId));
    return lines.map((line) => {
      const declination = declinationsById.get(line.declinationId);
      return {
        line,
        product: productsById.get(line.productId) ?? null,
        declination: declination?.productId === line.productId ? declination : null,
      };
    });
  }
}
