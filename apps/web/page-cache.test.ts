// The storefront's page cache on the real API and database, with a stand-in for React Router's renderer.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { siteParameters } from '../api/src/db/schema/index.ts';
import { useTestApp } from '../api/test/test-app.ts';
import { registerPages } from './storefront.ts';

let renders = 0;
let renderDelayMs = 0;
const t = useTestApp({}, (app) =>
  registerPages(app, async (request, api) => {
    renders += 1;
    if (renderDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, renderDelayMs));
    const colour = (await api.parameters()).find((p) => p.type === 'PRIMARY_COLOR')?.value;
    const text = `<p>${new URL(request.url).pathname} ${colour}</p>`;
    // Big enough to be worth compressing, like a real page.
    const html = `<!doctype html><html><body>${text}${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(60)}</body></html>`;
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }),
);

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: 'localhost:3000', ...headers } });

describe('page cache', () => {
  it('renders a page once for every anonymous visitor, compressed when asked', async () => {
    const first = await page('/atelier');
    const before = renders;
    const second = await page('/atelier', { 'accept-encoding': 'br', cookie: 'i18n_locale=en; _ga=1' });
    expect(renders).toBe(before);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(first.body).toContain('/atelier #');
  });

  it('renders a page once for the visitors who asked for it at the same time', async () => {
    renderDelayMs = 40;
    try {
      const before = renders;
      const answers = await Promise.all(Array.from({ length: 10 }, () => page('/ensemble')));
      expect(renders - before).toBe(1);
      expect(answers.every((answer) => answer.statusCode === 200 && answer.body === answers[0]!.body)).toBe(true);
      expect(answers.filter((answer) => answer.headers['x-cache'] === 'hit')).toHaveLength(9);
      // A visitor with a session is not kept waiting for it, nor served it.
      await Promise.all([page('/ensemble-2'), page('/ensemble-2', { cookie: 'token=x' })]);
      expect(renders - before).toBe(3);
    } finally {
      renderDelayMs = 0;
    }
  });

  it('keeps a page with the consent banner’s first window marked up and without, as the visitor answered or not', async () => {
    const asked = await page('/consent');
    const before = renders;
    const answered = await page('/consent', { cookie: 'cc_cookie=%7B%7D; i18n_locale=en' });
    const crawler = await page('/consent', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    const askedAgain = await page('/consent', { cookie: '_ga=1' });
    const answeredAgain = await page('/consent', { cookie: 'cc_cookie=%7B%7D' });
    expect(asked.body).toContain('<html data-consent-pending="">');
    expect(answered.body).toContain('<html>');
    expect(crawler.body).toContain('<html>');
    expect(renders - before).toBe(1);
    expect([crawler, askedAgain, answeredAgain].map((answer) => answer.headers['x-cache'])).toEqual([
      'hit',
      'hit',
      'hit',
    ]);
    expect(askedAgain.body).toBe(asked.body);
    expect(answeredAgain.body).toBe(answered.body);
  });

  it('renders for a visitor with a session, and keeps pages per URL and host', async () => {
    await page('/a');
    const before = renders;
    await page('/a', { cookie: 'token=abc' });
    await page('/b');
    await page('/a', { host: 'vins-exemple.localhost:3000' });
    expect(renders).toBe(before + 3);
  });

  it("drops a site's pages when its data changes, even changed directly in the database", async () => {
    const before = (await page('/couleur')).body;
    await t.database.db
      .update(siteParameters)
      .set({ value: '#abcdefff' })
      .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'PRIMARY_COLOR')));
    await vi.waitFor(async () => expect((await page('/couleur')).body).toContain('#abcdefff'), { timeout: 2000 });
    expect(before).not.toContain('#abcdefff');
  });

  it('does not keep a POST', async () => {
    const before = renders;
    await t.app.inject({ method: 'POST', url: '/c', headers: { host: 'localhost:3000' } });
    await t.app.inject({ method: 'POST', url: '/c', headers: { host: 'localhost:3000' } });
    expect(renders).toBe(before + 2);
  });

  it('answers a URL that does not decode with the page shown for its path taken literally, a 400', async () => {
    const bad = await page('/%E0%A4%A');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^text\/html/);
    expect(bad.body).toContain('<p>/%25E0%25A4%25A ');
    // Under /api, the envelope in the request's language.
    const api = await page('/api/%E0%A4%A', { userlang: 'en' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({
      success: false,
      data: null,
      message: 'This address is not a valid URL: /api/%E0%A4%A',
    });
  });
});
