import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadIsDue } from './chunk-reload.ts';
import { scriptKind } from './MerchantCode.tsx';
import { popupClosedAt, rememberPopupClosed } from './popup-memory.ts';
import { prefetchAllowed, prefetchSnapshots } from './prefetch.tsx';
import { requestsSnapshots, trackRequest } from './requests-in-flight.ts';

/** A Storage in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('chunk-load failures', () => {
  it('recognises the browsers’ messages for a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
  it('reloads at most once per minute', () => {
    const now = 1_000_000;
    expect(reloadIsDue(null, now)).toBe(true);
    expect(reloadIsDue(now - 5_000, now)).toBe(false);
    expect(reloadIsDue(now - CHUNK_RELOAD_INTERVAL_MS - 1, now)).toBe(true);
  });
});

describe('popup memory', () => {
  it('keeps the close time of a popup', () => {
    const store = memoryStorage();
    const closedAt = new Date('2026-05-01T10:00:00Z');
    rememberPopupClosed('42', false, closedAt, store);
    expect(popupClosedAt('42', store)).toEqual(closedAt);
  });
  it('keeps nothing for a popup shown on every reload', () => {
    const store = memoryStorage();
    rememberPopupClosed('42', true, new Date(), store);
    expect(popupClosedAt('42', store)).toBeNull();
  });
});

describe('prefetchAllowed', () => {
  it('prefetches on a good connection, or when the browser does not tell', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
  it('does not prefetch on 2g or with data saving', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

// A store's value as the page hydrates and in the browser: when they differ, React renders its components again,
// synchronously, right after hydrating them (issue 21: every link of a page, a long task of every first visit).
describe('what the page hydrates with', () => {
  it('lets links prefetch as a good connection does, so only a poor one renders them again', () => {
    expect(prefetchSnapshots.hydration()).toBe(prefetchAllowed({ effectiveType: '4g', saveData: false }));
    // No connection information here (Node), as in a browser that does not tell: the same.
    expect(prefetchSnapshots.browser()).toBe(prefetchSnapshots.hydration());
  });

  it('has the loading bar idle as the same object until a request starts, and after it ends', async () => {
    expect(requestsSnapshots.browser()).toBe(requestsSnapshots.hydration());
    let finish: (value: string) => void = () => {};
    const request = trackRequest(new Promise<string>((resolve) => (finish = resolve)));
    expect(requestsSnapshots.browser()).toEqual({ inFlight: 1, failed: false });
    finish('done');
    await request;
    expect(requestsSnapshots.browser()).toEqual({ inFlight: 0, failed: false });
  });
});

describe('scriptKind', () => {
  it('tells an address, markup and code apart', () => {
    expect(scriptKind('https://cdn.example.com/widget.js')).toBe('url');
    expect(scriptKind('/scripts/shop.js')).toBe('url');
    expect(scriptKind('<script>console.log(1)</script>')).toBe('html');
    expect(scriptKind('console.log("hello")')).toBe('inline');
  });
});
