import { describe, expect, it } from 'vitest';
import { ALL_SITES } from '../db/client.ts';
import { cachedAnswer, SiteResponseCache } from './response-cache.ts';

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
