import { describe, expect, it } from 'vitest';
import { isConsentPending, withConsentPending } from './consent-pending.ts';

describe('the consent banner’s first window, decided by the server (issue 21)', () => {
  it('asks a visitor without the library’s cookie, not one who answered nor a crawler', () => {
    expect(isConsentPending(undefined, 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile')).toBe(true);
    expect(isConsentPending('_ga=GA1.1; i18n_locale=en', undefined)).toBe(true);
    // Another cookie whose name ends like the library's is not it.
    expect(isConsentPending('xcc_cookie=1', undefined)).toBe(true);
    expect(isConsentPending('i18n_locale=en; cc_cookie=%7B%7D', undefined)).toBe(false);
    expect(isConsentPending('cc_cookie=%7B%7D', undefined)).toBe(false);
    expect(isConsentPending(undefined, 'Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(false);
    expect(isConsentPending(undefined, 'facebookexternalhit/1.1')).toBe(false);
  });

  it('marks the document’s <html>, whatever its attributes, and nothing else', () => {
    expect(withConsentPending('<!DOCTYPE html><html lang="fr" dir="ltr"><head></head></html>')).toBe(
      '<!DOCTYPE html><html data-consent-pending="" lang="fr" dir="ltr"><head></head></html>',
    );
    expect(withConsentPending('<p>no document</p>')).toBe('<p>no document</p>');
  });
});
