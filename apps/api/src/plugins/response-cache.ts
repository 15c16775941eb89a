import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ALL_SITES } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the site, the language and the URL: keep it until the site changes. */
    siteCache?: boolean;
  }
  interface FastifyRequest {
    siteCacheGeneration?: number;
  }
}

/** Smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

/** One cached answer: its UTF-8 bytes and, for larger ones, the compressed variants made once. */
export interface CachedAnswer {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export function cachedAnswer(body: string): CachedAnswer {
  const identity = Buffer.from(body);
  if (identity.length < COMPRESS_FROM_BYTES) return { identity, br: null, gzip: null };
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * Serialized answers of the hot public reads (parameters, site info, menu, element lists; rendered pages
 * in the storefront), kept per site in memory and dropped whole when a trigger reports that the site's
 * data changed (decision 004). The oldest entry of a full site goes first.
 */
export class SiteResponseCache<Entry = CachedAnswer> {
  #bySite = new Map<number, Map<string, Entry>>();
  #generation = new Map<number, number>();
  /** Bumped when every site's answers go at once. */
  #epoch = 0;
  #maxEntriesPerSite: number;

  constructor(maxEntriesPerSite = 2000) {
    this.#maxEntriesPerSite = maxEntriesPerSite;
  }

  generation(siteId: number) {
    return this.#epoch + (this.#generation.get(siteId) ?? 0);
  }

  get(siteId: number, key: string) {
    return this.#bySite.get(siteId)?.get(key);
  }

  set(siteId: number, key: string, answer: Entry, generation: number) {
    // A write that landed while this answer was computed makes it stale: do not keep it.
    if (generation !== this.generation(siteId)) return;
    let entries = this.#bySite.get(siteId);
    if (!entries) this.#bySite.set(siteId, (entries = new Map()));
    if (entries.size >= this.#maxEntriesPerSite) entries.delete(entries.keys().next().value as string);
    entries.set(key, answer);
  }

  /** How many answers are kept for the site (read-only: for the caches' tests). */
  size(siteId: number): number {
    return this.#bySite.get(siteId)?.size ?? 0;
  }

  /** Drops a site's answers; ALL_SITES drops every site's. */
  invalidate(siteId: number) {
    if (siteId === ALL_SITES) {
      this.#epoch += 1;
      this.#bySite.clear();
      return;
    }
    this.#generation.set(siteId, (this.#generation.get(siteId) ?? 0) + 1);
    this.#bySite.delete(siteId);
  }
}

/** The variant the client accepts: brotli, then gzip, else the plain bytes. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.header('vary', 'accept-encoding');
  if (answer.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(answer.br);
  if (answer.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.identity);
}

export function registerResponseCache(app: FastifyInstance, cache: SiteResponseCache) {
  const keyOf = (locale: string, url: string) => `${locale} ${url}`;
  app.addHook('onRequest', (request, reply, done: HookHandlerDoneFunction) => {
    if (request.method !== 'GET' || !request.routeOptions.config.siteCache) return done();
    const { siteId, locale } = request.ctx;
    const hit = cache.get(siteId, keyOf(locale, request.url));
    if (hit === undefined) {
      request.siteCacheGeneration = cache.generation(siteId);
      return done();
    }
    reply.type('application/json; charset=utf-8').header('x-cache', 'hit');
    sendCachedAnswer(request, reply, hit);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const generation = request.siteCacheGeneration;
    if (generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    request.siteCacheGeneration = undefined;
    cache.set(request.ctx.siteId, keyOf(request.ctx.locale, request.url), cachedAnswer(payload), generation);
    done(null, payload);
  });
}
