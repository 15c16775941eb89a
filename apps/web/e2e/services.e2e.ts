// Services and popups (issue 17 items 6, 7). A page's services block lists the site's services of its tags,
// each a link to the service's page, in French and in English; a page's popup shows once (Escape and a click on
// the backdrop close it, a reload does not bring it back), and a popup set to show at every reload comes back.
// The services and popups are read from the sample sites through the API, as the visitor's browser sees them.
import type { Page } from '@playwright/test';
import type { ServiceList } from '@atelier/contract';
import {
  api,
  baseUrl,
  expect,
  expectNoAxeViolation,
  heading1,
  open,
  test,
  type Locale,
  waitForHydration,
} from './fixtures.ts';

// The popups' own tests: nothing closes them behind the test's back.
test.use({ popups: 'leave' });

const PAGES = {
  furniture: { fr_FR: '/mobilier-sur-mesure-vendee', en: '/en/made-to-measure-furniture-vendee' },
  decoration: { fr_FR: '/decoration-sur-mesure', en: '/en/made-to-measure-decoration' },
} as const;
const BLOCK_TITLES = {
  furniture: {
    fr_FR: 'Nos prestations pour vos sièges et vos meubles',
    en: 'Our services for your seats and furniture',
  },
  decoration: { fr_FR: 'Nos prestations de décoration', en: 'Our decoration services' },
} as const;
const TAGS = { furniture: 'fauteuils,mobilier', decoration: 'decoration' } as const;

const DIY = '/atelier-tapisserie-diy';
/** The winemaker's site (site 2), on the host name its sample data gives it; Chromium sends *.localhost here. */
const winemaker = () => `http://vins-exemple.localhost:${new URL(baseUrl()).port}`;

/** The services block of a page, found by its heading. */
const servicesBlock = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The popup dialogs of the page (the consent banner's dialog left out). */
const popups = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[data-popup]') });

/** Once the page has run its scripts and fetched what it fetches, no popup has come up. */
async function expectNoPopup(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // PopupBlock opens a popup once the page is idle, 1.5 s after its hydration at the latest.
  await page.waitForTimeout(1600);
  await expect(popups(page)).toHaveCount(0);
}

for (const locale of ['fr_FR', 'en'] as const satisfies Locale[]) {
  test(`${locale}: a services block lists the services of its tags, each a link to its page`, async ({ page }) => {
    const seats = await api<ServiceList>(`/service?page=1&nbItem=100&tag=${TAGS.furniture}`, locale);
    const decoration = await api<ServiceList>(`/service?tag=${TAGS.decoration}`, locale);
    expect(seats.services.length, 'the sample workshop has services for seats and furniture').toBeGreaterThan(1);
    const titles = (list: ServiceList) => list.services.map((service) => service.title);
    expect(titles(seats)).not.toEqual(titles(decoration));

    await open(page, PAGES.decoration[locale]);
    const decorationBlock = servicesBlock(page, BLOCK_TITLES.decoration[locale]);
    await expect(decorationBlock.getByRole('heading', { level: 3 })).toHaveText(titles(decoration));

    await open(page, PAGES.furniture[locale]);
    const block = servicesBlock(page, BLOCK_TITLES.furniture[locale]);
    await expect(block.getByRole('heading', { level: 3 })).toHaveText(titles(seats));
    for (const service of seats.services) {
      await expect(block.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', service.url);
    }
    await expectNoAxeViolation(page);

    const first = seats.services[0]!;
    await block.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === first.url);
    await expect(heading1(page)).toHaveText(first.title);
    await expect(
      page.getByRole('heading', { level: 2, name: locale === 'en' ? 'Our work' : 'Nos réalisations' }),
    ).toBeVisible();
    await expect(page.locator('article[data-style]')).toHaveAttribute('data-style', 'CLASSIC');
    // Its addresses in both languages for search engines.
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${new URL(page.url()).origin}${first.urls.en}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      `${new URL(page.url()).origin}${first.urls.fr_FR}`,
    );
    await expectNoAxeViolation(page);

    // Opened directly (not through the client's navigation): the server's page, a 404 for an unknown id.
    const direct = await open(page, first.url);
    expect(direct?.status()).toBe(200);
    const unknown = await page.goto(`${first.url.replace(/\/\d+$/, '')}/999999`);
    expect(unknown?.status()).toBe(404);
  });
}

test('the service pages are in the sitemap with their hreflang', async ({ request }) => {
  const services = await api<ServiceList>('/service');
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const service of services.services) {
    expect(xml).toContain(`<loc>${baseUrl()}${service.urls.fr_FR}</loc>`);
    expect(xml).toContain(`hreflang="en" href="${baseUrl()}${service.urls.en}"`);
  }
});

test('a popup shows once: Escape closes it, a reload does not bring it back, nor the backdrop’s close', async ({
  page,
}) => {
  await open(page, DIY);
  const popup = popups(page);
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAccessibleName('La saison des ateliers reprend en janvier');
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText('La saison des ateliers reprend en janvier');
  // A modal dialog: the focus is inside it.
  expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popups(page)).toHaveCount(0);
  // Remembered as closed, with the time it was.
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('popup-closed:'))
      .map((key) => localStorage.getItem(key)),
  );
  expect(kept).toHaveLength(1);
  expect(Number.isNaN(Date.parse(kept[0] ?? ''))).toBe(false);

  await page.reload();
  await expectNoPopup(page);

  // A visitor who never closed it (storage cleared) gets it again; a click on the backdrop closes it.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(popups(page)).toBeVisible();
  const box = await popups(page).boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(Math.max(2, box!.x / 2), Math.max(2, box!.y / 2));
  await expect(popups(page)).toHaveCount(0);
  await page.reload();
  await expectNoPopup(page);
});

test('a popup set to show at every reload comes back after being closed', async ({ page }) => {
  await open(page, `${winemaker()}/le-domaine`);
  const popup = popups(page);
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAccessibleName(/vendanges/i);
  await page.keyboard.press('Escape');
  await expect(popups(page)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(popups(page)).toBeVisible();
  await popups(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(popups(page)).toHaveCount(0);
});

test('the winemaker’s services: its own two, on pages in its SPLIT style', async ({ page }) => {
  await open(page, `${winemaker()}/le-domaine`);
  await popups(page).getByRole('button', { name: 'Fermer' }).click();
  const block = servicesBlock(page, 'Venir au domaine');
  await expect(block.getByRole('heading', { level: 3 })).toHaveText([
    'Visite et dégustation',
    'Soirées accords mets et vins',
  ]);
  await block.getByRole('link', { name: 'Visite et dégustation' }).click();
  await expect(heading1(page)).toHaveText('Visite et dégustation');
  await expect(page.locator('article[data-style]')).toHaveAttribute('data-style', 'SPLIT');
  await expectNoAxeViolation(page);
});
