import { describe, expect, it } from 'vitest';
import { analyticsConfigs, pageViewPayload } from './analytics-config.ts';

describe('analyticsConfigs', () => {
  it('finds nothing in a configuration without analytics', () => {
    expect(analyticsConfigs({ PRODUCT_FILE_GENERATOR: { showLogo: true } })).toEqual([]);
    expect(analyticsConfigs(null)).toEqual([]);
  });

  it('reads every service of the configuration', () => {
    expect(
      analyticsConfigs({
        MATOMO: { url: 'https://stats.example.fr', siteId: 3 },
        GA4: { id: 'G-AB12CD' },
        GOOGLE_ADS: { id: 'AW-123456' },
        PLAUSIBLE: { domain: 'example.fr' },
        GTM: { id: 'GTM-XYZ1' },
        META_PIXEL: { id: '1234567890' },
      }),
    ).toEqual([
      { kind: 'MATOMO', url: 'https://stats.example.fr/', siteId: '3' },
      { kind: 'GA4', id: 'G-AB12CD' },
      { kind: 'GOOGLE_ADS', id: 'AW-123456' },
      { kind: 'PLAUSIBLE', domain: 'example.fr', src: 'https://plausible.io/js/script.manual.js' },
      { kind: 'GTM', id: 'GTM-XYZ1' },
      { kind: 'META_PIXEL', id: '1234567890' },
    ]);
  });

  it('leaves out values that could carry anything but an id into a script address', () => {
    expect(
      analyticsConfigs({
        GA4: { id: 'G-1"><script>' },
        MATOMO: { url: 'http://stats.example.fr', siteId: 1 },
        PLAUSIBLE: { domain: 'example.fr', src: 'javascript:alert(1)' },
      }),
    ).toEqual([{ kind: 'PLAUSIBLE', domain: 'example.fr', src: 'https://plausible.io/js/script.manual.js' }]);
  });
});

describe('pageViewPayload', () => {
  it('carries the page title and the user id with the e-mail', () => {
    expect(
      pageViewPayload({ title: 'Contact', url: 'https://x.fr/c', user: { id: 42, email: 'jane@example.com' } }),
    ).toEqual({
      title: 'Contact',
      url: 'https://x.fr/c',
      userId: '42 (jane@example.com)',
    });
  });
  it('has no user id for a guest', () => {
    expect(pageViewPayload({ title: 'Home', url: 'https://x.fr/', user: null }).userId).toBeNull();
  });
});
