// The reviews (issue 17 item 8): site 1's home page shows its stored reviews, their average as text and the
// count, then the latest three, in French and in English; stars hidden from screen readers, a review written in
// another language says so, AggregateRating JSON-LD, axe. The reviews are read through the API, as stored.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ReviewsSummary } from '@atelier/contract';
import { api, expect, open, test, type Locale } from './fixtures.ts';

const TEXTS = {
  fr_FR: {
    path: '/',
    title: 'Ils nous ont confié leurs sièges',
    summary: (average: string, count: number) => `Note moyenne : ${average} sur 5 · ${count} avis`,
    rating: (rating: number) => `${rating} sur 5`,
    average: (value: number) => value.toFixed(1).replace('.', ','),
    lang: 'fr',
  },
  en: {
    path: '/en',
    title: 'They trusted us with their seats',
    summary: (average: string, count: number) => `Rated ${average} out of 5 · ${count} reviews`,
    rating: (rating: number) => `${rating} out of 5`,
    average: (value: number) => value.toFixed(1),
    lang: 'en',
  },
} as const;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const locale of ['fr_FR', 'en'] as const satisfies Locale[]) {
  const texts = TEXTS[locale];

  test(`${locale}: the home page shows the average, the count and the latest reviews`, async ({ page }) => {
    const stored = await api<ReviewsSummary>('/google/reviews?nbItem=3', locale);
    expect(stored.count).toBeGreaterThanOrEqual(8);
    expect(stored.average).not.toBeNull();
    const average = stored.average!;

    const response = await open(page, texts.path);
    expect(response?.status()).toBe(200);
    const block = page.getByRole('region', { name: texts.title });
    await expect(block).toBeVisible();
    await expect(block.getByTestId('reviews-summary')).toContainText(
      texts.summary(texts.average(average), stored.count),
    );

    const cards = block.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [index, review] of stored.reviews.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('blockquote')).toHaveText(review.text);
      await expect(card).toContainText(review.author);
      // The rating as text; the stars are drawn for the eye only.
      await expect(card.getByText(texts.rating(review.rating), { exact: true })).toBeAttached();
      // The stars: one element, the star mask over the primary colour up to the rating.
      const drawn = await card.locator('[aria-hidden="true"][style*="--stars-fill"]').evaluate((stars) => {
        const style = getComputedStyle(stars);
        return { mask: style.maskImage, fill: style.getPropertyValue('--stars-fill'), width: stars.clientWidth };
      });
      expect(drawn.mask).toContain('data:image/svg+xml');
      // A whole rating: its stars and their gaps, of the 136 units five stars take (StarRating.test.ts).
      expect(drawn.fill).toBe(`${Math.round((Math.min(136, review.rating * 28) / 136) * 10000) / 100}%`);
      expect(drawn.width).toBeGreaterThan(100);
      // A review written in another language than the page's says which.
      const lang = review.lang && review.lang !== texts.lang ? review.lang : null;
      if (lang) await expect(card.getByRole('blockquote')).toHaveAttribute('lang', lang);
      else expect(await card.getByRole('blockquote').getAttribute('lang')).toBeNull();
    }
    expect(await block.locator('svg:not([aria-hidden="true"])').count()).toBe(0);

    const business = (await jsonLd(page)).find((entry) => entry['@type'] === 'LocalBusiness');
    expect(business?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: stored.count,
      bestRating: 5,
      worstRating: 1,
    });

    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).include('section[data-block="reviews"]').analyze();
    expect(results.violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);
  });
}
