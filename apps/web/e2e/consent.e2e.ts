// The cookie-consent banner (vanilla-cookieconsent): shown at start-up, accept-all and deny-all, remembered.
import type { BrowserContext } from '@playwright/test';
import { acceptAllButton, denyAllButton, expect, open, test, waitForHydration } from './fixtures.ts';

test.use({ consent: 'leave' });

/** The categories stored by the consent library (its cookie holds JSON with a `categories` list). */
async function storedCategories(context: BrowserContext): Promise<string[] | null> {
  for (const cookie of await context.cookies()) {
    try {
      const value = JSON.parse(decodeURIComponent(cookie.value)) as { categories?: unknown };
      if (Array.isArray(value.categories)) return value.categories.map(String);
    } catch {
      // not the consent cookie
    }
  }
  return null;
}

test.describe('consent banner', () => {
  test('a first visit loads the banner’s code without zod (its rules are constants, not schemas)', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await open(page, '/');
    await expect(acceptAllButton(page)).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(5);
    // zod's library names its classes `$Zod…`: none of the page's scripts, the banner's included, holds one.
    expect(bodies.filter((body) => body.includes('$ZodType')).length).toBe(0);
  });

  for (const choice of ['accept', 'deny'] as const) {
    test(`${choice} all (French) closes the banner and is remembered`, async ({ page, context }) => {
      await open(page, '/');
      const accept = acceptAllButton(page);
      const deny = denyAllButton(page);
      await expect(accept).toBeVisible({ timeout: 10_000 });
      await expect(deny).toBeVisible();
      await expect(accept).toHaveText(/tout accepter/i);
      await expect(deny).toHaveText(/tout refuser/i);
      await (choice === 'accept' ? accept : deny).click();
      await expect(accept).toBeHidden();
      await expect(deny).toBeHidden();

      // The window closes at once; the library keeps the choice once it has loaded.
      await expect
        .poll(() => storedCategories(context), { message: 'the consent is stored in a cookie', timeout: 15_000 })
        .not.toBeNull();
      const categories = await storedCategories(context);
      // Deny-all keeps the necessary cookies only; accept-all takes every category.
      if (choice === 'deny') expect(categories!.length).toBeLessThanOrEqual(1);

      await page.reload();
      await waitForHydration(page);
      await page.waitForTimeout(1500); // the banner would be up by now
      await expect(accept).toBeHidden();
      await expect(deny).toBeHidden();
    });
  }

  test('accept-all takes more categories than deny-all', async ({ browser }) => {
    const stored: Record<string, string[] | null> = {};
    for (const choice of ['accept', 'deny'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await open(page, '/');
      await (choice === 'accept' ? acceptAllButton(page) : denyAllButton(page)).click({ timeout: 10_000 });
      await expect(acceptAllButton(page)).toBeHidden();
      // The window closes at once; the library keeps the choice once it has loaded.
      await expect.poll(() => storedCategories(context), { timeout: 15_000 }).not.toBeNull();
      stored[choice] = await storedCategories(context);
      await context.close();
    }
    expect(stored['accept']?.length ?? 0).toBeGreaterThan(stored['deny']?.length ?? 0);
  });

  for (const from of ['/mobilier-sur-mesure-vendee', '/does-not-exist', '/en/does-not-exist']) {
    test(`stays up until answered while the visitor navigates (from ${from})`, async ({ page }) => {
      await open(page, from);
      await expect(acceptAllButton(page)).toBeVisible({ timeout: 10_000 });
      // A link followed without answering (clicked through the DOM: the banner covers the page).
      const link = page.getByRole('main').getByRole('link').first();
      const target = await link.getAttribute('href');
      await link.evaluate((a: HTMLAnchorElement) => a.click());
      await expect(page).toHaveURL((url) => url.pathname === target);
      await page.waitForTimeout(1500);
      await expect(acceptAllButton(page), 'the banner is still waiting for an answer').toBeVisible();
    });
  }

  test('stays up, in the new language, when the visitor switches language without answering', async ({ page }) => {
    await open(page, '/mobilier-sur-mesure-vendee');
    await expect(page.getByRole('button', { name: /^\s*tout accepter\s*$/i })).toBeVisible({ timeout: 10_000 });
    // The language switch is behind the banner: followed through the DOM, as a keyboard user would.
    const english = page.locator('a[hreflang="en"], a[lang="en"]').first();
    const target = await english.getAttribute('href');
    await english.evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('button', { name: /^\s*accept all\s*$/i })).toBeVisible({ timeout: 10_000 });
  });

  test('is in English on English pages', async ({ page }) => {
    await open(page, '/en');
    await expect(page.getByRole('button', { name: /^\s*accept all\s*$/i })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: /^\s*(reject|deny|refuse) all\s*$/i })).toBeVisible();
  });

  test('is up from the first paint, before the page runs; an earlier answer keeps it down; « Personnaliser » opens the choices', async ({
    page,
    context,
  }) => {
    // The page's JavaScript never arrives: what shows is what the first paint shows.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/mobilier-sur-mesure-vendee');
    await expect(acceptAllButton(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vos cookies, votre choix' })).toBeVisible();
    await context.addCookies([{ name: 'cc_cookie', value: '{}', url: page.url() }]);
    await page.goto('/mobilier-sur-mesure-vendee');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(acceptAllButton(page)).toBeHidden();

    await context.clearCookies();
    await page.unrouteAll();
    await open(page, '/mobilier-sur-mesure-vendee');
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Enregistrer mes choix' })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('is decided by the server: the page’s scripts read no cookie before it paints', async ({ page, context }) => {
    const inlineScripts = () =>
      page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    await page.goto('/mobilier-sur-mesure-vendee');
    await expect(page.locator('html')).toHaveAttribute('data-consent-pending', '');
    expect((await inlineScripts()).filter((text) => text.includes('document.cookie'))).toEqual([]);
    await context.addCookies([{ name: 'cc_cookie', value: '{}', url: page.url() }]);
    await page.goto('/mobilier-sur-mesure-vendee');
    await expect(page.locator('html')).not.toHaveAttribute('data-consent-pending');
  });

  test('is not there without JavaScript, which could not take the answer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/mobilier-sur-mesure-vendee');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(acceptAllButton(page)).toBeHidden();
    await context.close();
  });

  test('takes an answer given before the page runs, and keeps it once the page runs', async ({ page, context }) => {
    // The page's scripts are late: the click lands before hydration.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/mobilier-sur-mesure-vendee');
    await acceptAllButton(page).click();
    await expect(acceptAllButton(page)).toBeHidden();
    await waitForHydration(page);
    await expect.poll(() => storedCategories(context), { timeout: 15_000 }).toContain('analytics');
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    await expect(acceptAllButton(page)).toBeHidden();
  });
});
