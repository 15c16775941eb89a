import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/account/profil', '/account/profil'],
    ['/en/account?tab=1', '/en/account?tab=1'],
    ['/account.data', '/account'],
  ])('keeps the site path %s', (target, expected) => {
    expect(safeRedirectPath(target, '/account')).toBe(expected);
  });

  it.each([null, '', 'account', '//evil.com', '/\\evil.com', 'https://evil.com/x', '/\nx'])(
    'refuses %s for the fallback',
    (target) => {
      expect(safeRedirectPath(target, '/account')).toBe('/account');
    },
  );
});
