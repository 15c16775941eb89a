// The news (issue 17): a visitor opens the news list, page 2 when there is one, a news item and its neighbour,
// in French and in English; a wrong slug sent to the item's address, a page past the end a 404, NewsArticle
// JSON-LD, the sitemap's news pages, axe. The news are read from the seed through the API.
import type { Page } from '@playwright/test';
import type { List, News } from '@atelier/contract';
import { api, baseUrl, expect, expectNoAxeViolation, heading1, open, test } from './fixtures.ts';

const TEXTS = {
  fr_FR: { list: '/actualites', title: 'Actualités', next: /actualité suivante/i, previous: /actualité précédente/i },
  en: { list: '/en/news', title: 'News', next: /next news/i, previous: /previous news/i },
} as const;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const locale of ['fr_FR', 'en'] as const) {
  const texts = TEXTS[locale];

  test(`${locale}: a visitor opens the news list, a news item, then the previous one`, async ({ page }) => {
    const news = await api<List<News>>('/news?nbItem=100', locale);
    expect(news.total).toBeGreaterThan(1);
    const [newest, older] = news.items;

    const response = await open(page, texts.list);
    expect(response?.status()).toBe(200);
    await expect(heading1(page)).toHaveText(texts.title);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(Math.min(10, news.total));
    await expectNoAxeViolation(page);

    const past = await open(page, `${texts.list}?page=${Math.ceil(news.total / 10) + 1}`);
    expect(past?.status()).toBe(404);

    await open(page, texts.list);
    await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: newest!.title }) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(`${baseUrl()}${texts.list}/${newest!.slug}/${newest!.id}`);
    await expect(heading1(page)).toHaveText(newest!.title);
    await expect(page.locator('time').first()).toHaveAttribute('datetime', newest!.publishedAt);
    const ld = await jsonLd(page);
    expect(ld.find((entry) => entry['@type'] === 'NewsArticle')).toMatchObject({ headline: newest!.title });
    await expectNoAxeViolation(page);

    await page.getByRole('link', { name: texts.previous }).click();
    await expect(heading1(page)).toHaveText(older!.title);
    await expect(page.getByRole('link', { name: texts.next })).toBeVisible();

    const wrongSlug = await open(page, `${texts.list}/wrong-slug/${older!.id}`);
    expect(wrongSlug?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`${texts.list}/${older!.slug}/${older!.id}`);
    expect((await open(page, `${texts.list}/${older!.slug}/999999`))?.status()).toBe(404);
  });
}

test('the sitemap lists the news pages with their alternates', async ({ request }) => {
  const news = await api<List<News>>('/news?nbItem=1', 'fr_FR');
  const item = news.items[0]!;
  const xml = await (await request.get(`${baseUrl()}/sitemap.xml`)).text();
  expect(xml).toContain(`<loc>${baseUrl()}/actualites</loc>`);
  expect(xml).toContain(`<loc>${baseUrl()}/en/news/${item.slug}/${item.id}</loc>`);
  expect(xml).toContain(`hreflang="en" href="${baseUrl()}/en/news/${item.slug}/${item.id}"`);
});

test('the home page’s promoted news item links to its page (SHOW_PROMOTE_NEWS on in the seed)', async ({ page }) => {
  const promoted = (await api<List<News>>('/news?promoted=true', 'fr_FR')).items[0]!;
  await open(page, '/');
  const link = page.getByRole('main').getByRole('link', { name: new RegExp(promoted.title) });
  await expect(link.first()).toHaveAttribute('href', `/actualites/${promoted.slug}/${promoted.id}`);
  await link.first().click();
  await expect(heading1(page)).toHaveText(promoted.title);
});
