import type { Redis } from 'ioredis';

/**
 * Failed logins per e-mail of a site: the per-address limit alone lets a botnet try one account from many
 * addresses. Only failures count, so an owner who logs in from her phone and her desk all day is never locked
 * out by her own successes; a success forgets the failures. Kept in the process like the per-IP limits
 * (`failedLogins`, bounded: past `bound` keys, the oldest is dropped), or in Redis with the rate limits when
 * several processes serve (`redisFailedLogins`).
 */
export interface FailedLogins {
  /** Milliseconds before `key` may try again, 0 when it may now. */
  lockedFor(key: string, now?: number): number | Promise<number>;
  failed(key: string, now?: number): void | Promise<void>;
  succeeded(key: string): void | Promise<void>;
}

export function failedLogins(options: { max: number; windowMs: number; bound?: number }): {
  [K in keyof FailedLogins]: (...args: Parameters<FailedLogins[K]>) => Awaited<ReturnType<FailedLogins[K]>>;
} {
  const { max, windowMs, bound = 50_000 } = options;
  const entries = new Map<string, { count: number; until: number }>();
  return {
    lockedFor(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return 0;
      if (entry.until <= now) {
        entries.delete(key);
        return 0;
      }
      return entry.count >= max ? entry.until - now : 0;
    },
    failed(key, now = Date.now()) {
      const entry = entries.get(key);
      if (entry && entry.until > now) {
        entry.count += 1;
        return;
      }
      entries.delete(key);
      entries.set(key, { count: 1, until: now + windowMs });
      if (entries.size > bound) entries.delete(entries.keys().next().value as string);
    },
    succeeded(key) {
      entries.delete(key);
    },
  };
}

/**
 * The same rule counted in Redis, so that every process sees the failures (issue 20 item 2): one key per e-mail
 * whose time to live is the window. A Redis that does not answer locks no one out (the per-IP limit still
 * holds in each process): `onError` hears it.
 */
export function redisFailedLogins(
  redis: Redis,
  options: { max: number; windowMs: number; onError: (error: unknown) => void },
): FailedLogins {
  const { max, windowMs, onError } = options;
  const keyOf = (key: string) => `atelier:failed-logins:${key}`;
  return {
    async lockedFor(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
        return Number(count ?? 0) >= max && ttl > 0 ? ttl : 0;
      } catch (error) {
        onError(error);
        return 0;
      }
    },
    async failed(key) {
      // The first failure opens the window; the next ones count in it.
      await redis.multi().set(keyOf(key), 0, 'PX', windowMs, 'NX').incr(keyOf(key)).exec().catch(onError);
    },
    async succeeded(key) {
      await redis.del(keyOf(key)).catch(onError);
    },
  };
}
