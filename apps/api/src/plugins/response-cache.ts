import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ALL_SITES } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the site, the language and the URL: keep it until the site changes (`true`), or
     * until the catalogue changes (`'catalogue'`), or until the product of the route's `:id` changes, or the
     * catalogue's shared rows (`'product'`).
     */
    siteCache?: boolean | 'catalogue' | 'product';
  }
  interface FastifyRequest {
    siteCacheGeneration?: string;
    siteCacheTag?: AnswerTag;
    /** The answer this request computes for the ones that missed it at the same time (registerResponseCache). */
    siteCacheFill?: Fill;
  }
}

/** Smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * One cached answer: its UTF-8 bytes and, for larger ones, a brotli and a gzip copy, each made for the first
 * client that takes it (`sendCachedAnswer`), then kept with it. An answer the storefront reads to render a page
 * is never compressed; a page is, once, for its first visitor.
 */
export interface CachedAnswer {
  identity: Buffer;
  /** Null: not worth compressing; undefined: not asked for yet. */
  br: Buffer | null | undefined;
  gzip: Buffer | null | undefined;
}

/**
 * Brotli's quality for the kept answers. Measured on the sample site (2-core machine): the 16 KB product list
 * compresses to the same 3,277 bytes at 5 as at 9 in 0.8 ms instead of 6.8 ms; the 170 KB home page to 35.0 KB
 * instead of 34.4 KB in 4.6 ms instead of 24 ms. An answer is compressed on the request that asks for it first,
 * right after a change dropped the old one: that is when the time counts (issue 21, reads under writes).
 */
const BROTLI_QUALITY = 5;

export function cachedAnswer(body: string): CachedAnswer {
  const identity = Buffer.from(body);
  const worth = identity.length >= COMPRESS_FROM_BYTES;
  return { identity, br: worth ? undefined : null, gzip: worth ? undefined : null };
}

/**
 * What an answer shows, for what a change drops (issue 21: a change drops what it changed, not the whole site):
 * the site's data but not its catalogue (`site`), the catalogue's lists and shared rows (`catalogue`), or one
 * product's own answers (`product`, with its id).
 */
export type AnswerTag = { area: 'site' } | { area: 'catalogue' } | { area: 'product'; productId: number };

export const SITE_WIDE: AnswerTag = { area: 'site' };

interface Kept<Entry> {
  entry: Entry;
  tag: AnswerTag;
}

/**
 * Serialized answers of the hot public reads (parameters, site info, menu, element lists, the catalogue; rendered
 * pages in the storefront), kept per site in memory (decision 004). A change of the site's data drops them all;
 * a change of the catalogue drops its answers only, and a product's change its own answers and the catalogue's
 * lists, not the other products' (`dropCatalogue`). The oldest entry of a full site goes first.
 */
export class SiteResponseCache<Entry = CachedAnswer> {
  #bySite = new Map<number, Map<string, Kept<Entry>>>();
  #generation = new Map<number, number>();
  /** Bumped at each catalogue change of a site: a catalogue answer computed across one is not kept. */
  #catalogueGeneration = new Map<number, number>();
  /** Bumped when every site's answers go at once. */
  #epoch = 0;
  #maxEntriesPerSite: number;

  constructor(maxEntriesPerSite = 2000) {
    this.#maxEntriesPerSite = maxEntriesPerSite;
  }

  /** What `set` compares to know whether a change landed while its answer was computed. */
  generation(siteId: number, tag: AnswerTag = SITE_WIDE): string {
    const site = this.#epoch + (this.#generation.get(siteId) ?? 0);
    return tag.area === 'site' ? `${site}` : `${site}.${this.#catalogueGeneration.get(siteId) ?? 0}`;
  }

  get(siteId: number, key: string) {
    return this.#bySite.get(siteId)?.get(key)?.entry;
  }

  set(siteId: number, key: string, answer: Entry, generation: string, tag: AnswerTag = SITE_WIDE) {
    // A write that landed while this answer was computed makes it stale: do not keep it.
    if (generation !== this.generation(siteId, tag)) return;
    let entries = this.#bySite.get(siteId);
    if (!entries) this.#bySite.set(siteId, (entries = new Map()));
    if (entries.size >= this.#maxEntriesPerSite) entries.delete(entries.keys().next().value as string);
    entries.set(key, { entry: answer, tag });
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

  /**
   * Drops a site's catalogue answers: with a product's id, that product's own and the catalogue's lists (a list
   * may show it, or now leave it out); without, every one. The site's other answers stay.
   */
  dropCatalogue(siteId: number, productId?: number) {
    this.#catalogueGeneration.set(siteId, (this.#catalogueGeneration.get(siteId) ?? 0) + 1);
    const entries = this.#bySite.get(siteId);
    if (!entries) return;
    for (const [key, { tag }] of entries) {
      const stays =
        tag.area === 'site' || (tag.area === 'product' && productId !== undefined && tag.productId !== productId);
      if (!stays) entries.delete(key);
    }
  }
}

/** The variant the client accepts: brotli, then gzip, else the plain bytes (a copy made at its first ask). */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.header('vary', 'accept-encoding');
  if (answer.br !== null && /\bbr\b/.test(accepted)) {
    answer.br ??= brotliCompressSync(answer.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (answer.gzip !== null && /\bgzip\b/.test(accepted)) {
    answer.gzip ??= gzipSync(answer.identity);
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.identity);
}

/** The tag of a flagged route's answer (its `siteCache`; a product's id from its `:id`). */
function tagOf(request: FastifyRequest): AnswerTag {
  const flag = request.routeOptions.config.siteCache;
  if (flag === 'catalogue') return { area: 'catalogue' };
  if (flag === 'product') {
    const productId = Number((request.params as { id?: unknown } | undefined)?.id);
    return Number.isSafeInteger(productId) ? { area: 'product', productId } : { area: 'catalogue' };
  }
  return SITE_WIDE;
}

/** A kept answer sent as JSON, marked as a hit. */
function sendHit(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.type('application/json; charset=utf-8').header('x-cache', 'hit');
  sendCachedAnswer(request, reply, answer);
}

/** An answer being computed: the requests that missed it meanwhile wait for it (`settled`) instead. */
interface Fill {
  key: string;
  generation: string;
  settled: Promise<void>;
  settle: () => void;
}

export function registerResponseCache(app: FastifyInstance, cache: SiteResponseCache) {
  const keyOf = (locale: string, url: string) => `${locale} ${url}`;
  /**
   * The answers being computed, by site and key. Right after a change dropped a hot answer, every request in
   * flight missed it: one computes it, the others wait for it, rather than each reading the database and
   * compressing the same bytes (50 connections on the catalogue's list while a price changes: p99 310 ms without, issue 21).
   */
  const filling = new Map<string, Fill>();
  const settle = (request: FastifyRequest) => {
    const fill = request.siteCacheFill;
    if (!fill) return;
    request.siteCacheFill = undefined;
    if (filling.get(fill.key) === fill) filling.delete(fill.key);
    fill.settle();
  };
  app.addHook('onRequest', (request, reply, done: HookHandlerDoneFunction) => {
    if (request.method !== 'GET' || !request.routeOptions.config.siteCache) return done();
    const { siteId, locale } = request.ctx;
    const key = keyOf(locale, request.url);
    const hit = cache.get(siteId, key);
    if (hit !== undefined) {
      sendHit(request, reply, hit);
      return;
    }
    const tag = tagOf(request);
    const generation = cache.generation(siteId, tag);
    const fillKey = `${siteId} ${key}`;
    const pending = filling.get(fillKey);
    if (pending?.generation === generation) {
      // Served from the answer being computed once it is kept; computed here if it was not (an error, a change).
      void pending.settled.then(() => {
        const kept = cache.get(siteId, key);
        if (kept === undefined) {
          request.siteCacheTag = tag;
          request.siteCacheGeneration = cache.generation(siteId, tag);
          return done();
        }
        sendHit(request, reply, kept);
      });
      return;
    }
    let release = () => {};
    const settled = new Promise<void>((resolve) => (release = resolve));
    const fill: Fill = { key: fillKey, generation, settled, settle: release };
    filling.set(fillKey, fill);
    request.siteCacheFill = fill;
    request.siteCacheTag = tag;
    request.siteCacheGeneration = generation;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const generation = request.siteCacheGeneration;
    if (generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    request.siteCacheGeneration = undefined;
    const { siteId, locale } = request.ctx;
    cache.set(siteId, keyOf(locale, request.url), cachedAnswer(payload), generation, request.siteCacheTag);
    settle(request);
    done(null, payload);
  });
  // Whatever the answer was (an error, a closed connection), the waiting requests go on.
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });
}
