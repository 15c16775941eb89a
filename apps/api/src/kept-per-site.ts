import { ALL_SITES } from './db/client.ts';

/**
 * What a load gives per site, kept in memory until the site's data changes (`invalidate`, called by the change
 * fan-out of caches.ts: the tables' triggers announce their changes, decision 004) or `maxAgeMs` passed. A load
 * that a change overtook is used once, not kept. Failed loads are not kept.
 */
export class KeptPerSite<T, Scope extends { siteId: number } = { siteId: number }> {
  #entries = new Map<number, { value: T; loadedAt: number }>();
  #loading = new Map<number, Promise<T>>();
  #generations = new Map<number, number>();
  #epoch = 0;
  readonly #load: (scope: Scope) => Promise<T>;
  readonly #maxAgeMs: number;

  constructor(load: (scope: Scope) => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY) {
    this.#load = load;
    this.#maxAgeMs = maxAgeMs;
  }

  #generation(siteId: number) {
    return this.#epoch + (this.#generations.get(siteId) ?? 0);
  }

  get(scope: Scope): Promise<T> {
    const entry = this.#entries.get(scope.siteId);
    if (entry && Date.now() - entry.loadedAt < this.#maxAgeMs) return Promise.resolve(entry.value);
    const pending = this.#loading.get(scope.siteId);
    if (pending) return pending;
    const generation = this.#generation(scope.siteId);
    const loading = this.#load(scope).finally(() => {
      if (this.#loading.get(scope.siteId) === loading) this.#loading.delete(scope.siteId);
    });
    this.#loading.set(scope.siteId, loading);
    return loading.then((value) => {
      if (generation === this.#generation(scope.siteId)) {
        this.#entries.set(scope.siteId, { value, loadedAt: Date.now() });
      }
      return value;
    });
  }

  /** Whether a value is kept for the site (read-only: for the caches' tests). */
  has(siteId: number): boolean {
    return this.#entries.has(siteId);
  }

  /** Drops a site's entry; ALL_SITES drops every site's. */
  invalidate(siteId: number) {
    if (siteId === ALL_SITES) {
      this.#epoch += 1;
      this.#entries.clear();
      this.#loading.clear();
      return;
    }
    this.#generations.set(siteId, (this.#generations.get(siteId) ?? 0) + 1);
    this.#entries.delete(siteId);
    this.#loading.delete(siteId);
  }
}
