import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context.ts';
import { ALL_SITES } from '../db/client.ts';
import { cachedAnswer, registerResponseCache, sendCachedAnswer, SiteResponseCache } from './response-cache.ts';

describe('SiteResponseCache', () => {
  it("drops one site's answers, or every site's", () => {
    const cache = new SiteResponseCache();
    cache.set(1, 'a', cachedAnswer('1'), cache.generation(1));
    cache.set(2, 'a', cachedAnswer('2'), cache.generation(2));
    cache.invalidate(1);
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(2, 'a')).toBeDefined();
    cache.invalidate(ALL_SITES);
    expect(cache.get(2, 'a')).toBeUndefined();
  });

  it('refuses an answer computed before the site changed', () => {
    const cache = new SiteResponseCache();
    const before = cache.generation(3);
    cache.invalidate(ALL_SITES);
    cache.set(3, 'a', cachedAnswer('stale'), before);
    expect(cache.get(3, 'a')).toBeUndefined();
  });

  it('keeps at most its number of entries per site, the oldest going first', () => {
    const cache = new SiteResponseCache(2);
    for (const key of ['a', 'b', 'c']) cache.set(1, key, cachedAnswer(key), cache.generation(1));
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(1, 'c')).toBeDefined();
  });
});

describe('a kept answer’s compressed copies', () => {
  it('are made for the first client that takes them, then kept', async () => {
    const app = Fastify();
    const body = JSON.stringify({ items: Array.from({ length: 200 }, (_, id) => ({ id, name: `Produit ${id}` })) });
    const answer = cachedAnswer(body);
    app.get('/', (request, reply) => sendCachedAnswer(request, reply, answer));
    expect(answer).toMatchObject({ br: undefined, gzip: undefined });
    await app.inject({ url: '/' });
    expect(answer).toMatchObject({ br: undefined, gzip: undefined });
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    expect(answer.gzip).toBeUndefined();
    const kept = answer.br;
    await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(answer.br).toBe(kept);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);
    expect(cachedAnswer('{"small":true}')).toMatchObject({ br: null, gzip: null });
    await app.close();
  });
});

describe('answers missed at the same time', () => {
  /** A bare app with one kept route that takes `delayMs` to answer, and how many times it ran. */
  async function appWithSlowRoute(delayMs: number, fail = false) {
    const app = Fastify();
    const cache = new SiteResponseCache();
    let runs = 0;
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', (request, _reply, done) => {
      request.ctx = { siteId: 1, locale: 'fr_FR' } as RequestContext;
      done();
    });
    registerResponseCache(app, cache);
    app.get('/list', { config: { siteCache: 'catalogue' } }, async (_request, reply) => {
      runs += 1;
      await sleep(delayMs);
      if (fail && runs === 1) return reply.code(503).send({ success: false });
      return { success: true, data: `list ${runs}` };
    });
    await app.ready();
    return { app, cache, runs: () => runs };
  }
  const twenty = (app: FastifyInstance) => Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/list' })));

  it('computes the answer once and serves it to every request that missed it', async () => {
    const { app, runs } = await appWithSlowRoute(30);
    const answers = await twenty(app);
    expect(runs()).toBe(1);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set([answers[0]!.body]));
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'hit')).toHaveLength(19);
    await app.close();
  });

  it('lets the waiting requests compute it when the first one failed, or a change came meanwhile', async () => {
    const failed = await appWithSlowRoute(30, true);
    const answers = await twenty(failed.app);
    expect(answers.filter((answer) => answer.statusCode === 503)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(19);
    await failed.app.close();

    const changed = await appWithSlowRoute(30);
    const first = changed.app.inject({ url: '/list' });
    await sleep(5);
    const second = changed.app.inject({ url: '/list' });
    changed.cache.dropCatalogue(1);
    const [a, b] = await Promise.all([first, second]);
    // The first answer was computed across the change: not kept, so the second one read it again.
    expect(changed.runs()).toBe(2);
    expect(JSON.parse(b.body)).toEqual({ success: true, data: 'list 2' });
    expect(a.statusCode).toBe(200);
    await changed.app.close();
  });
});
