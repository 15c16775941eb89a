// The albums (issue 17): a visitor opens the albums list and an album in French and in English, clicks a
// picture: the fullscreen slider opens at it with its counter, arrows and keys move, a video plays as a
// <video>; the decoration page's album block; the sitemap's album pages with their alternates; axe clean.
// The albums are read from the seeded sample site through the API, as the visitor's browser would see them.
import type { Page } from '@playwright/test';
import type { Album, AlbumSummary, List } from '@atelier/contract';
import {
  api,
  baseUrl,
  denyConsent,
  expect,
  expectNoAxeViolation,
  heading1,
  menu,
  open,
  test,
  type Locale,
} from './fixtures.ts';

// The consent banner comes up when the browser is idle, possibly over the slider: answered first.
test.use({ consent: 'leave' });

const TEXTS = {
  fr_FR: { albums: 'Albums', open: 'Agrandir la photo', play: 'Lire la vidéo', next: 'Suivante', see: /Voir l’album/ },
  en: { albums: 'Albums', open: 'Enlarge picture', play: 'Play video', next: 'Next', see: /See the album/ },
} as const;

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** The workshop's album with a video, in a language. */
async function workshopAlbum(locale: Locale): Promise<Album> {
  const list = await api<List<AlbumSummary>>('/album?page=1&nbItem=100&slug=dans-l-atelier', 'fr_FR');
  const id = list.items[0]?.id;
  if (!id) throw new Error('the sample site has no workshop album');
  return api<Album>(`/album/${id}`, locale);
}

const counter = (page: Page, n: number, total: number) => page.getByText(new RegExp(`^\\s*${n}\\s*/\\s*${total}\\s*$`));

for (const locale of ['fr_FR', 'en'] as const) {
  const texts = TEXTS[locale];

  test(`${locale}: a visitor opens the albums, an album, and its pictures and video in the slider`, async ({
    page,
  }) => {
    const album = await workshopAlbum(locale);
    const total = album.media.length;
    const videoIndex = album.media.findIndex((item) => item.type === 'video');
    expect(videoIndex, 'the workshop album has a video').toBeGreaterThanOrEqual(0);
    const pictureIndex = album.media.findIndex((item, index) => item.type === 'image' && index > videoIndex);

    const list = await open(page, `${prefix(locale)}/albums`);
    expect(list?.status()).toBe(200);
    await denyConsent(page);
    await expect(heading1(page)).toHaveText(texts.albums);
    await expectNoAxeViolation(page);

    await page.getByRole('link', { name: album.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === album.url);
    await expect(heading1(page)).toHaveText(album.title);
    expect(album.url).toBe(`${prefix(locale)}/albums/${album.slug}/${album.id}`);
    // Thumbnails: sized, and the pictures through the server's files.
    const thumbnails = page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^(${texts.open}|${texts.play})`) });
    await expect(thumbnails).toHaveCount(total);
    await expectNoAxeViolation(page);

    // A picture opens the slider at its own place, with its counter.
    const picture = album.media[pictureIndex]!;
    const thumbnail = page.getByRole('button', {
      name: `${texts.open} ${pictureIndex + 1} ${locale === 'en' ? 'of' : 'sur'} ${total}${locale === 'en' ? ':' : ' :'} ${picture.alt}`,
    });
    await thumbnail.scrollIntoViewIfNeeded();
    // Retried: a click that lands before the page's scripts have run does nothing.
    await expect(async () => {
      await thumbnail.click();
      await expect(counter(page, pictureIndex + 1, total)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator(`.yarl__slide_current img[src="${picture.url}"]`)).toBeVisible();

    // Keys move and wrap.
    await page.keyboard.press('ArrowRight');
    await expect(counter(page, pictureIndex + 2, total)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page, pictureIndex + 1, total)).toBeVisible();
    // The arrow buttons too (shown from 996 px: the test's window is 1280 px wide).
    await page.getByRole('button', { name: texts.next, exact: true }).click();
    await expect(counter(page, pictureIndex + 2, total)).toBeVisible();

    // Back to the video: it plays as a <video>.
    // One key at a time: the slider takes no key while a slide is moving.
    for (let at = pictureIndex + 2; at > videoIndex + 1; at--) {
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page, at - 1, total)).toBeVisible();
    }
    await expect(counter(page, videoIndex + 1, total)).toBeVisible();
    const video = page.locator('.yarl__slide_current video');
    await expect(video).toHaveAttribute('src', album.media[videoIndex]!.url);
    await expect(video).toHaveAccessibleName(album.media[videoIndex]!.alt);
    const playing = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { paused: element.paused, time: element.currentTime, width: element.videoWidth };
    });
    expect(playing.paused).toBe(false);
    expect(playing.time).toBeGreaterThan(0);
    expect(playing.width).toBe(album.media[videoIndex]!.width);

    await page.keyboard.press('Escape');
    await expect(page.getByText(new RegExp(`^\\s*\\d+\\s*/\\s*${total}\\s*$`))).toHaveCount(0);

    // The ImageGallery of the page lists every medium.
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; associatedMedia?: unknown[] },
    );
    expect(ld.find((entry) => entry['@type'] === 'ImageGallery')?.associatedMedia).toHaveLength(total);
  });

  test(`${locale}: a wrong slug is sent to the album's address, an unknown album is a 404`, async ({ page }) => {
    const album = await workshopAlbum(locale);
    const moved = await page.request.get(`${prefix(locale)}/albums/wrong-slug/${album.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers()['location']!, baseUrl()).pathname).toBe(album.url);
    expect((await page.request.get(`${prefix(locale)}/albums/anything/999999`)).status()).toBe(404);
  });
}

test('the decoration page’s album block opens its album in the slider and links to its page', async ({ page }) => {
  const list = await api<List<AlbumSummary>>('/album?slug=decoration-sur-mesure');
  const album = await api<Album>(`/album/${list.items[0]!.id}`);
  await open(page, '/decoration-sur-mesure');
  await denyConsent(page);
  const block = page.locator('[data-block="album"]');
  await expect(block.getByRole('button')).toHaveCount(album.media.length);
  const second = block.getByRole('button').nth(1);
  await second.scrollIntoViewIfNeeded();
  await expect(async () => {
    await second.click();
    await expect(counter(page, 2, album.media.length)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(block.getByRole('link', { name: TEXTS.fr_FR.see })).toHaveAttribute('href', album.url);
});

test('a navigation in the browser to the decoration page draws its album block (its code fetched with the data)', async ({
  page,
}) => {
  const decoration = (await menu('fr_FR')).find((entry) => entry.url === '/decoration-sur-mesure');
  expect(decoration, 'the menu has the decoration page').toBeDefined();
  await open(page, '/');
  await denyConsent(page);
  const link = page.getByRole('navigation').getByRole('link', { name: decoration!.menuTitle, exact: true }).first();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/decoration-sur-mesure');
  const block = page.locator('[data-block="album"]');
  await expect(block.getByRole('button').first()).toBeVisible();
  await block.getByRole('button').first().click();
  await expect(page.getByText(/^\s*1\s*\/\s*\d+\s*$/)).toBeVisible();
  await page.keyboard.press('Escape');
});

test('the sitemap lists the albums and every album in both languages, each with its alternates', async ({
  request,
}) => {
  const albums = await api<List<AlbumSummary>>('/album');
  const xml = await (await request.get('/sitemap.xml')).text();
  const entry = (path: string) => new RegExp(`<url><loc>[^<]*${path}</loc>(<xhtml:link [^>]*/>){3}</url>`);
  for (const urls of [{ fr_FR: '/albums', en: '/en/albums' }, ...albums.items.map((album) => album.urls)]) {
    const french = xml.match(entry(urls.fr_FR))?.[0];
    expect(french, urls.fr_FR).toBeDefined();
    expect(french).toContain(`hreflang="en" href="${new URL(urls.en, baseUrl()).href}"`);
    expect(xml).toMatch(entry(urls.en));
  }
});
