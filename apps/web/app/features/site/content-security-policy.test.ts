import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPTS_TOKEN, merchantOrigins, pagePolicy } from './content-security-policy.ts';
import { withInlineScriptHashes } from './inline-script-hashes.server.ts';

const plain = { publicAppConfig: {}, scriptToLoad: null, afterBodyHtml: null, secure: false };
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('page Content-Security-Policy', () => {
  it('allows only the site itself when nothing is configured', () => {
    const policy = pagePolicy(plain);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${INLINE_SCRIPTS_TOKEN}`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(pagePolicy({ ...plain, secure: true })).toContain('upgrade-insecure-requests');
  });

  it('adds the hosts of the configured analytics services, and only those', () => {
    const policy = pagePolicy({
      ...plain,
      publicAppConfig: { MATOMO: { url: 'https://stats.example.fr/', siteId: '3' }, GA4: { id: 'G-ABC123' } },
    });
    expect(directive(policy, 'script-src')).toContain('https://stats.example.fr');
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(policy).not.toContain('facebook');
    // An invalid entry configures nothing.
    expect(pagePolicy({ ...plain, publicAppConfig: { GA4: { id: 'javascript:alert(1)' } } })).toBe(pagePolicy(plain));
  });

  it("adds the addresses the merchant's own code names", () => {
    expect(
      merchantOrigins('<script src="https://widget.example.com/w.js"></script>', 'https://cdn.example.org/x'),
    ).toEqual(['https://cdn.example.org', 'https://widget.example.com']);
    const policy = pagePolicy({ ...plain, scriptToLoad: 'https://widget.example.com/w.js' });
    expect(directive(policy, 'script-src')).toContain('https://widget.example.com');
    expect(directive(policy, 'script-src')).not.toContain('http://');
  });

  it("names the hashes of the page's inline scripts, not of external or empty ones", () => {
    const html =
      '<script>window.a = 1;</script><script type="module">import("/x.js")</script>' +
      '<script src="/assets/app.js"></script><script></script><script>window.a = 1;</script>';
    const policy = withInlineScriptHashes(pagePolicy(plain), html);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${hash('window.a = 1;')} ${hash('import("/x.js")')}`,
    );
  });
});
