// The fullscreen slider opened from a gallery block: counter, arrow keys, wrap at both ends, Escape.
import { api, denyConsent, expect, menu, open, test } from './fixtures.ts';

// The consent banner comes up when the browser is idle, possibly over the slider: answered first.
test.use({ consent: 'leave' });

interface GalleryBlock {
  type: 'gallery';
  title?: string;
  images: { alt: string; image: string }[];
}

test('a gallery image opens the slider; keys move, wrap and close', async ({ page }) => {
  // The home page's gallery, as stored (alt texts are what the visitor's screen reader announces).
  const home = (await menu('fr_FR')).find((p) => p.isHome);
  expect(home).toBeDefined();
  const { blocks } = await api<{ blocks: { type: string }[] }>(`/page/${home!.id}`);
  const gallery = blocks.find((b): b is GalleryBlock => b.type === 'gallery');
  expect(gallery, 'the home page has a gallery block').toBeDefined();
  const total = gallery!.images.length;
  expect(total).toBeGreaterThan(2);
  const first = gallery!.images[0]!;

  await open(page, home!.url);
  await denyConsent(page);
  const counter = (n: number) => page.getByText(new RegExp(`^\\s*${n}\\s*/\\s*${total}\\s*$`));
  const thumbnail = page.getByRole('main').getByRole('img', { name: first.alt, exact: true }).first();
  await thumbnail.scrollIntoViewIfNeeded();
  // Retried: a click that lands before the page's scripts have run does nothing.
  await expect(async () => {
    await thumbnail.click();
    await expect(counter(1)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  await page.keyboard.press('ArrowRight');
  await expect(counter(2)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(counter(1)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(counter(total), 'ArrowLeft on the first image wraps to the last').toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter(1), 'ArrowRight on the last image wraps to the first').toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByText(new RegExp(`^\\s*\\d+\\s*/\\s*${total}\\s*$`))).toHaveCount(0);
});

test('the slider opens at the clicked image', async ({ page }) => {
  const home = (await menu('fr_FR')).find((p) => p.isHome)!;
  const { blocks } = await api<{ blocks: { type: string }[] }>(`/page/${home.id}`);
  const gallery = blocks.find((b): b is GalleryBlock => b.type === 'gallery')!;
  const total = gallery.images.length;
  const third = gallery.images[2]!;
  await open(page, home.url);
  await denyConsent(page);
  const thumbnail = page.getByRole('main').getByRole('img', { name: third.alt, exact: true }).first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(async () => {
    await thumbnail.click();
    await expect(page.getByText(new RegExp(`^\\s*3\\s*/\\s*${total}\\s*$`))).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
});
