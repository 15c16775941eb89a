import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the site, the language and the URL: keep it until the site changes. */
    siteCache?: boolean;
  }
  interface FastifyRequest {
    siteCacheGeneration?: number;
  }
}

const MAX_ENTRIES_PER_SITE = 2000;

/**
 * Serialized answers of the hot public reads (parameters, site info, menu, element lists), kept per
 * site in memory and dropped whole when a trigger reports that the site's data changed.
 */
export class SiteResponseCache {
  #bySite = new Map<number, Map<string, string>>();
  #generation = new Map<number, number>();

  generation(siteId: number) {
    return this.#generation.get(siteId) ?? 0;
  }

  get(siteId: number, key: string) {
    return this.#bySite.get(siteId)?.get(key);
  }

  set(siteId: number, key: string, payload: string, generation: number) {
    // A write that landed while this answer was computed makes it stale: do not keep it.
    if (generation !== this.generation(siteId)) return;
    let entries = this.#bySite.get(siteId);
    if (!entries) this.#bySite.set(siteId, (entries = new Map()));
    if (entries.size >= MAX_ENTRIES_PER_SITE) entries.delete(entries.keys().next().value as string);
    entries.set(key, payload);
  }

  invalidate(siteId: number) {
    this.#generation.set(siteId, this.generation(siteId) + 1);
    this.#bySite.delete(siteId);
  }
}

export function registerResponseCache(app: FastifyInstance, cache: SiteResponseCache) {
  const keyOf = (locale: string, url: string) => `${locale} ${url}`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.siteCache) return;
    const { siteId, locale } = request.ctx;
    const hit = cache.get(siteId, keyOf(locale, request.url));
    if (hit !== undefined) return reply.type('application/json; charset=utf-8').header('x-cache', 'hit').send(hit);
    request.siteCacheGeneration = cache.generation(siteId);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.siteCacheGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    cache.set(request.ctx.siteId, keyOf(request.ctx.locale, request.url), payload, request.siteCacheGeneration);
    request.siteCacheGeneration = undefined;
    return payload;
  });
}
