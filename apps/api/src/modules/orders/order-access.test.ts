import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderAccessToken, orderOfAccessToken } from './order-access.ts';

const key = randomBytes(32);

describe('order access links', () => {
  it('open their order on their site until they expire', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = orderAccessToken(key, 1, 42, now);
    expect(orderOfAccessToken(key, 1, token, now)).toBe(42);
    expect(orderOfAccessToken(key, 2, token, now)).toBeNull();
    expect(orderOfAccessToken(randomBytes(32), 1, token, now)).toBeNull();
    expect(orderOfAccessToken(key, 1, token.replace(/^42\./, '43.'), now)).toBeNull();
    expect(orderOfAccessToken(key, 1, token, new Date('2027-03-01T10:00:00Z'))).toBeNull();
    expect(orderOfAccessToken(key, 1, 'nonsense', now)).toBeNull();
  });
});
