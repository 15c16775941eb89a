/**
 * Failed logins per e-mail of a site: the per-address limit alone lets a botnet try one account from many
 * addresses. Only failures count, so an owner who logs in from her phone and her desk all day is never locked
 * out by her own successes; a success forgets the failures. Kept in the process like the per-IP limits, and
 * bounded: past `bound` keys, the oldest is dropped.
 */
export interface FailedLogins {
  /** Milliseconds before `key` may try again, 0 when it may now. */
  lockedFor(key: string, now?: number): number;
  failed(key: string, now?: number): void;
  succeeded(key: string): void;
}

export function failedLogins(options: { max: number; windowMs: number; bound?: number }): FailedLogins {
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
