// The layout of a 375 px wide phone: no horizontal scroll, the burger opens the menu, a menu link works.
import { expect, heading1, LANGUAGE_NAME, menu, menuEntries, open, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('the burger opens the menu and a menu link works', async ({ page }) => {
  const target = menuEntries(await menu('fr_FR'), true).find(
    ({ entry }) => !entry.isHome && !entry.isEcommercePage,
  )?.entry;
  expect(target).toBeDefined();
  await open(page, '/');
  await expect(heading1(page)).toBeVisible();

  // Nothing wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width at 375 px').toBeLessThanOrEqual(375);

  // The menu is closed: its links are not shown until the burger is pressed.
  const link = page.getByRole('link', { name: target!.menuTitle, exact: true }).filter({ visible: true });
  const burger = page
    .getByRole('button', { name: /menu|navigation/i })
    .filter({ visible: true })
    .first();
  await expect(burger).toBeVisible();
  await expect(link).toHaveCount(0);
  await burger.click();
  await expect(link.first()).toBeVisible();
  await link.first().click();
  await expect(page).toHaveURL((url) => decodeURI(url.pathname) === target!.url);
  await expect(heading1(page)).toBeVisible();
});

test('the language menu is reachable on a small screen', async ({ page }) => {
  await open(page, '/mobilier-sur-mesure-vendee');
  const english = page.getByRole('link', { name: LANGUAGE_NAME.en }).filter({ visible: true });
  if ((await english.count()) === 0) {
    // Behind the burger or a language button.
    const toggle = page
      .getByRole('button', { name: /menu|langue|language|français|^\W*fr\W*$/i })
      .filter({ visible: true })
      .first();
    await toggle.click();
  }
  await english.first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/made-to-measure-furniture-vendee');
});
