import { describe, expect, it } from 'vitest';
import { failedLogins } from './failed-logins.ts';

describe('failed logins of one e-mail', () => {
  it('locks the e-mail after max failures for the rest of the window, then frees it', () => {
    const logins = failedLogins({ max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(logins.lockedFor('a', 1_000 + i)).toBe(0);
      logins.failed('a', 1_000 + i);
    }
    expect(logins.lockedFor('a', 2_000)).toBe(59_000);
    expect(logins.lockedFor('b', 2_000)).toBe(0);
    expect(logins.lockedFor('a', 61_000)).toBe(0);
  });

  it('forgets the failures on a success', () => {
    const logins = failedLogins({ max: 2, windowMs: 60_000 });
    logins.failed('a', 0);
    logins.succeeded('a');
    logins.failed('a', 1);
    expect(logins.lockedFor('a', 2)).toBe(0);
  });

  it('keeps at most `bound` e-mails, dropping the oldest', () => {
    const logins = failedLogins({ max: 1, windowMs: 60_000, bound: 2 });
    logins.failed('a', 0);
    logins.failed('b', 0);
    logins.failed('c', 0);
    expect(logins.lockedFor('a', 1)).toBe(0);
    expect(logins.lockedFor('b', 1)).toBeGreaterThan(0);
    expect(logins.lockedFor('c', 1)).toBeGreaterThan(0);
  });
});
