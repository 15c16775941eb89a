import type { SiteInfo } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** The site a request without the idSite header lands on, given its host and its idSite cookie. */
async function siteOf(host: string, idSite: string | undefined, headers: Record<string, string> = {}) {
  const response = await t.call({
    url: '/api/site/info',
    site: null,
    headers: { host, ...headers },
    ...(idSite === undefined ? {} : { cookies: { idSite } }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SiteInfo }>().data.id;
}

describe('the idSite cookie (decision 011)', () => {
  it('chooses the site on a host that is no site’s domain', async () => {
    expect(await siteOf('preview.example', '2')).toBe(2);
    expect(await siteOf('preview.example', undefined)).toBe(1);
  });

  it('never takes a site’s own domain to another site', async () => {
    // vins-exemple.localhost is site 2's, localhost site 1's (seed).
    expect(await siteOf('vins-exemple.localhost:3000', '1')).toBe(2);
    expect(await siteOf('localhost:3000', '2')).toBe(1);
    expect(await siteOf('vins-exemple.localhost:3000', '2')).toBe(2);
  });

  it('gives way to the idSite header', async () => {
    expect(await siteOf('preview.example', '1', { idSite: '2' })).toBe(2);
  });

  it('is ignored when it names no site, rather than breaking the page', async () => {
    expect(await siteOf('preview.example', '999')).toBe(1);
    expect(await siteOf('preview.example', 'abc')).toBe(1);
  });
});
