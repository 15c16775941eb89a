// The site frame's parameters and banners (issue 17 item 10): the workshop's footer banner in both languages,
// the winemaker's promotional banner (SHOW_PROMOTE_MESSAGE) and its product search field in the top bar
// (SHOW_SEARCHBAR), which leads to the search page's results. The winemaker's site is reached by its own host
// name, `vins-exemple.localhost` (Chromium sends every `*.localhost` name to this machine).
import type { Page } from '@playwright/test';
import { baseUrl, expect, test } from './fixtures.ts';

test.describe('the workshop (site 1)', () => {
  test('shows its footer banner in French and English, and no promotional banner (switched off)', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('complementary', { name: 'À savoir' })).toContainText(
      'Devis gratuit à l’atelier ou chez vous',
    );
    await expect(page.getByRole('complementary', { name: 'Offre du moment' })).toHaveCount(0);
    await expect(page.getByRole('search')).toHaveCount(0);

    await page.goto('/en');
    await expect(page.locator('footer').getByRole('complementary', { name: 'Good to know' })).toContainText(
      'Free quotes at the workshop or in your home',
    );
  });
});

test.describe('the winemaker (site 2)', () => {
  const winemaker = (path: string) => {
    const url = new URL(path, baseUrl());
    url.hostname = 'vins-exemple.localhost';
    return url.href;
  };

  test('shows its promotional banner above the top bar, in each language', async ({ page }) => {
    await page.goto(winemaker('/'));
    const banner = page.getByRole('complementary', { name: 'Offre du moment' });
    await expect(banner).toContainText('Portes ouvertes au caveau');
    // Above the header, first thing after the skip link.
    const bannerBox = await banner.boundingBox();
    const headerBox = await page.locator('header.site-header').boundingBox();
    expect(bannerBox!.y).toBeLessThan(headerBox!.y);

    await page.goto(winemaker('/en'));
    await expect(page.getByRole('complementary', { name: 'Current offer' })).toContainText('Open days at the cellar');
  });

  test('searches the products from the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(winemaker('/'));
    const search = page.locator('header .desktop-header').getByRole('search');
    await search.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('Sables');
    await search.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/products\/search\?search=Sables/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sables');
    await expect(page.getByRole('link', { name: /Sables d’Or/ }).first()).toBeVisible();
  });
});

/** The sample site's font files a page's text is drawn in: the titles' semibold, the text's regular and semibold. */
const FRAME_FONTS = ['cormorant-garamond-latin-600.woff2', 'inter-latin-400.woff2', 'inter-latin-600.woff2'];

/** The font files the page asks for from now on, by file name. */
function fontFilesRequested(page: Page): Set<string> {
  const fonts = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.add(new URL(request.url()).pathname.split('/').pop()!);
  });
  return fonts;
}

test.describe('the page’s stylesheet (issue 21)', () => {
  test('the build writes Tailwind’s utilities under short names, in the page and in its stylesheet', async ({
    page,
  }) => {
    const html = await (await page.goto('/'))!.text();
    const words = [...html.matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/));
    expect(words.length).toBeGreaterThan(300);
    // No variant (`md:`, `hover:`), no arbitrary value (`[…]`), no step (`mt-0.5`) is left as Tailwind writes it.
    expect(words.filter((word) => /[:[\]./]/.test(word))).toEqual([]);
    expect(words).toContain('flex');
    // The short names style the page: a card of the services block is laid out as a column, rounded.
    const card = page.locator('[data-block="services"] li').first();
    await expect(card).toHaveCSS('flex-direction', 'column');
    await expect(card).toHaveCSS('border-top-left-radius', '24px');
  });

  test('inline, it holds the utilities the page uses; the whole one applies once the page runs', async ({ page }) => {
    await page.goto('/');
    const full = page.locator('link#app-css-full');
    await expect(full).toHaveCount(1);
    const sizes = await page.evaluate(async () => {
      const inline = document.getElementById('app-css')?.textContent ?? '';
      const href = document.querySelector<HTMLLinkElement>('link#app-css-full')?.href ?? '';
      const whole = await (await fetch(href)).text();
      return { inline: inline.length, whole: whole.length, applied: document.styleSheets.length };
    });
    expect(sizes.inline).toBeGreaterThan(10_000);
    expect(sizes.inline).toBeLessThan(sizes.whole * 0.8);
    // A rule the home page does not use is in the whole stylesheet, which applies: the admin's tables, say (a
    // plain word: the build shortens the utilities' longer names).
    expect(await page.locator('style#app-css').textContent()).not.toContain('.table{');
    const styled = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'table';
      document.body.append(probe);
      return getComputedStyle(probe).display;
    });
    expect(styled).toBe('table');
  });

  test('the first screen competes with no stylesheet, and loads the font files its text is drawn in', async ({
    page,
  }) => {
    const fonts = fontFilesRequested(page);
    const answer = await page.goto('/');
    // The whole stylesheet is requested once the page runs, not preloaded beside the hero image and the fonts.
    expect(await answer!.text()).not.toMatch(/<link[^>]*rel="preload"[^>]*as="style"/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // The titles' semibold, the text's regular and the menu's semibold: no file for one bold menu entry or one
    // quotation mark (the current page's entry, the reviews' quotation marks are drawn in a weight already there).
    expect([...fonts].sort()).toEqual(FRAME_FONTS);
  });

  test('a wine’s page loads the same three font files (its awards’ hidden heading is in the headings’ weight)', async ({
    page,
  }) => {
    const fonts = fontFilesRequested(page);
    await page.goto('/wines/gris-de-lay-rose/35');
    await expect(page.getByRole('region', { name: 'Récompenses' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect([...fonts].sort()).toEqual(FRAME_FONTS);
  });
});

test('the footer is drawn once it nears the screen, its links in the accessibility tree before (issue 21)', async ({
  page,
}) => {
  // The narrowest phone, where the footer is tallest.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const footer = page.locator('.site-footer');
  const drawn = () =>
    footer.evaluate((element) => element.querySelector('a')!.checkVisibility({ contentVisibilityAuto: true }));
  // Below the first screen: skipped until needed, yet in the accessibility tree.
  expect(await drawn()).toBe(false);
  // Its place is taller than its content: a checker asking for the colour behind a link finds the footer's.
  const inside = await footer.evaluate((element) => {
    const bottom = element.getBoundingClientRect().bottom;
    return [...element.querySelectorAll('a')].every((link) => link.getBoundingClientRect().bottom <= bottom);
  });
  expect(inside).toBe(true);
  await expect(footer.getByRole('link', { name: 'Mentions légales' })).toBeAttached();
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(footer.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
});

test.describe('the page’s data (issue 21)', () => {
  test('travels as JSON, without what only the server reads, and the theme stays as the visitor moves on', async ({
    page,
  }) => {
    const answer = await page.goto('/');
    const html = await answer!.text();
    // React Router's data as a JSON element, not a JavaScript string with every quote escaped once more.
    expect(html).not.toContain('streamController.enqueue("');
    const data = [...html.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(data).toHaveLength(1);
    expect(() => JSON.parse(data[0]!.split('\n')[0]!) as unknown).not.toThrow();
    // The theme's fonts and colours are written once, in the head, not carried in the data too; nor are the
    // parameters only the server reads (startup.server.ts SERVER_ONLY_PARAMETERS).
    expect(html).toMatch(/<style id="site-theme">@font-face/);
    expect(data[0]).not.toMatch(/woff2|cssVariables|--primary-color|createdAt|devUrl/);
    expect(data[0]).not.toMatch(/PRIMARY_COLOR|SEND_MAIL_AS_MAIL|LEGAL_AGENT|FREE_SHIPPING_PRICE/);
    expect(data[0]).toContain('COMPANY_NAME');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

    // A page reached in the browser keeps the theme the server wrote: colours and titles' font.
    await page.locator('.main-menu a[href="/mobilier-sur-mesure-vendee"]').first().click();
    await expect(page).toHaveURL(/\/mobilier-sur-mesure-vendee$/);
    const theme = await page.evaluate(() => ({
      faces: document.getElementById('site-theme')?.textContent?.match(/@font-face/g)?.length ?? 0,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--primary-color'),
      title: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(theme.faces).toBeGreaterThan(2);
    expect(theme.primary).toBe('#6b2fa3ff');
    expect(theme.title).toContain('Cormorant Garamond');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the whole stylesheet is a plain link', async ({ page }) => {
    await page.goto('/');
    const full = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/app-')),
    );
    expect(full).toBe(true);
  });
});

test.describe('the frame’s messages (issue 21)', () => {
  test('come in a file of their own, kept a year, not in each page’s data', async ({ request }) => {
    const linkOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      // The frame's texts are in the page; the messages' keys are not in its data.
      expect(html, path).not.toContain('layout.openingHours');
      const link =
        /<link rel="preload" as="fetch" crossorigin="anonymous" href="(\/i18n\/[^"]+)" id="root-messages"/.exec(html);
      expect(link, path).not.toBeNull();
      return link![1]!;
    };
    const french = await linkOf('/');
    expect(french).toMatch(/^\/i18n\/fr_FR\.[0-9a-f]{12}\.json$/);
    expect(await linkOf('/mobilier-sur-mesure-vendee')).toBe(french);
    const english = await linkOf('/en');
    expect(english).toMatch(/^\/i18n\/en\.[0-9a-f]{12}\.json$/);

    for (const [path, text] of [
      [french, 'Horaires d’ouverture'],
      [english, 'Opening hours'],
    ] as const) {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/json');
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await answer.json())['layout.openingHours']).toEqual([text]);
    }
    // A page of an earlier version names an older file: today's messages, not kept. An unknown language: 404.
    const older = await request.get('/i18n/fr_FR.000000000000.json');
    expect(older.status()).toBe(200);
    expect(older.headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/i18n/de.000000000000.json')).status()).toBe(404);
  });
});
