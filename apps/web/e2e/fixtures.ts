// Shared fixtures and helpers of the browser tests: the site's data read from the API as a visitor's
// browser would, and a page that answers the cookie-consent banner the way a test asks.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { test as base, expect, type Cookie, type Locator, type Page } from '@playwright/test';

export { expect };

export type Locale = 'fr_FR' | 'en';
export const LOCALES: Locale[] = ['fr_FR', 'en'];

/** The fields of `GET /api/page` (the pages tree) these tests read. */
export interface MenuPage {
  id: number;
  type: string;
  title: string;
  menuTitle: string;
  url: string;
  urls: Record<Locale, string>;
  showInMenu: boolean;
  isHome: boolean;
  isEcommercePage: boolean;
  link: string | null;
  children: MenuPage[];
}

export interface Parameter {
  type: string;
  value: string | null;
}

/** `GET /api/…` on the test server, in a language; returns the envelope's data. */
export async function api<T>(path: string, locale: Locale = 'fr_FR'): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { userLang: locale } });
  if (res.status !== 200) throw new Error(`GET /api${path} answered ${res.status}`);
  const body = (await res.json()) as { success: boolean; data: T };
  return body.data;
}

export function baseUrl(): string {
  const url = process.env['E2E_BASE_URL'];
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}

export async function parameters(): Promise<Record<string, string | null>> {
  const list = await api<Parameter[]>('/parameter');
  return Object.fromEntries(list.map((p) => [p.type, p.value]));
}

/** The pages tree of a language. */
export const menu = (locale: Locale) => api<MenuPage[]>('/page', locale);

/** The entries of the menu (pages shown in the menu, with their sub-pages), internal pages only. */
export function menuEntries(pages: MenuPage[], hideHome: boolean): { entry: MenuPage; parent: MenuPage | null }[] {
  const visible = (page: MenuPage) => page.showInMenu && !page.link && !(hideHome && page.isHome);
  return pages
    .filter(visible)
    .flatMap((page) => [
      { entry: page, parent: null },
      ...page.children.filter(visible).map((child) => ({ entry: child, parent: page })),
    ]);
}

/** A page's path in a language, from the pages tree. */
export async function pageUrl(pageId: number, locale: Locale): Promise<string> {
  const find = (pages: MenuPage[]): MenuPage | undefined =>
    pages.map((p) => (p.id === pageId ? p : find(p.children))).find(Boolean);
  const page = find(await menu(locale));
  if (!page) throw new Error(`page ${pageId} is not in the pages tree`);
  return page.url;
}

// The buttons of the consent banner (vanilla-cookieconsent), French and English.
export const ACCEPT_ALL = /^\s*(tout accepter|accepter tout|accept all)\s*$/i;
export const DENY_ALL = /^\s*(tout refuser|refuser tout|reject all|deny all|refuse all)\s*$/i;

export const acceptAllButton = (page: Page) => page.getByRole('button', { name: ACCEPT_ALL });
export const denyAllButton = (page: Page) => page.getByRole('button', { name: DENY_ALL });

/** The page's h1. */
export const heading1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Waits until React has hydrated the page, so that clicks and keys reach the handlers of the client code: the
 * root marks `<html data-hydrated>` once the hydration is committed. (The props React attaches to the nodes it
 * owns are there earlier, while it still renders: a field filled then would be put back to its default value.)
 */
export async function waitForHydration(page: Page, timeout = 15_000) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout });
}

/** Waits until the page's finite animations and transitions (a banner fading in…) have finished. */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running' && !animation.pending),
  );
}

/**
 * Answers the consent banner (deny) once it is up, for tests that open an overlay of their own (with the
 * `consent: 'leave'` option: the automatic handler would race this click).
 */
export async function denyConsent(page: Page) {
  await denyAllButton(page).first().click({ timeout: 15_000 });
  await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
}

/** Opens `path` and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await goTo(page, path);
  await waitForHydration(page);
  return response;
}

/**
 * A navigation asked again once the page left is settled when it was aborted: a storefront page still busy after
 * its load (its scripts' own requests) aborts the next navigation now and then on a loaded machine
 * (net::ERR_ABORTED).
 */
async function askAgainIfAborted<T>(page: Page, navigate: () => Promise<T>): Promise<T> {
  try {
    return await navigate();
  } catch (error) {
    if (!String(error).includes('ERR_ABORTED')) throw error;
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return navigate();
  }
}

/** `page.goto` asked again when aborted, for pages a test opens itself (the `page` fixture's `goto` does it). */
export const goTo = (page: Page, path: string) => askAgainIfAborted(page, () => page.goto(path));

function retryAbortedNavigations(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = (url, options) => askAgainIfAborted(page, () => goto(url, options));
}

/**
 * The name of the language switch to a language: the language's name, alone or in a phrase that ends with it
 * (« English », « 🇬🇧 English », « Voir cette page en English »), its code (« EN »), or both (« EN – English »).
 */
export const LANGUAGE_NAME: Record<Locale, RegExp> = {
  en: /^(?:.*\s(?:in|en)\s+)?[^\p{L}]*(?:(?:english|anglais|en)\b[^\p{L}]*)+$/iu,
  fr_FR: /^(?:.*\s(?:in|en)\s+)?[^\p{L}]*(?:(?:français|francais|french|fr)(?![\p{L}])[^\p{L}]*)+$/iu,
};

/** The language switch to `target`, opening the language menu first when it is a dropdown. */
export async function languageLink(page: Page, target: Locale): Promise<Locator> {
  const link = page.getByRole('link', { name: LANGUAGE_NAME[target] }).filter({ visible: true }).first();
  if (await link.isVisible()) return link;
  // A dropdown: the button that opens it is named after the language menu or the current language.
  const toggle = page
    .getByRole('button', { name: /langue|language|français|francais|english|^\W*(fr|en)\W*$/i })
    .filter({ visible: true })
    .first();
  // The consent banner's handler may answer the banner (and so close the menu) just after the click: retry.
  await expect(async () => {
    if (!(await link.isVisible())) await toggle.click();
    await expect(link).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return link;
}

/**
 * The page's Content-Security-Policy violations, as the browser reports them (`securitypolicyviolation`): a
 * refused script, style, eval or connection. Every test's page fails on one: Chrome lists each as an issue
 * (Lighthouse's best practices), and what the policy refuses does not work for the visitor either.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__atelierPolicyViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __atelierPolicyViolation?: (text: string) => void })
        .__atelierPolicyViolation;
      report?.(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

type Fixtures = {
  /** What the page does with the consent banner when it gets in the way: deny (default), accept, or nothing. */
  consent: 'deny' | 'accept' | 'leave';
  /** A failing test carries the end of the server's log. */
  serverLog: void;
  /**
   * What the page does with a page's popup (issue 17) when it gets in the way: close it (default), or nothing
   * (the popups' own tests). The sample DIY workshop page and the winemaker's estate page open one.
   */
  popups: 'close' | 'leave';
};

export const test = base.extend<Fixtures>({
  consent: ['deny', { option: true }],
  popups: ['close', { option: true }],
  page: async ({ page, consent, popups }, use) => {
    retryAbortedNavigations(page);
    const violations = await watchPolicyViolations(page);
    if (popups === 'close') {
      // As the consent banner: a popup that comes up is closed with its button before the test's next action.
      const popup = page.getByRole('dialog').filter({ has: page.locator('[data-popup]') });
      await page.addLocatorHandler(
        popup,
        (found) =>
          found
            .getByRole('button', { name: /^(fermer|close)$/i })
            .click({ timeout: 3000 })
            .catch(() => undefined),
        { noWaitAfter: true },
      );
    }
    if (consent !== 'leave') {
      // The visitor has answered already (the cookie the global setup got from the banner): no banner comes up.
      const answered = process.env[consent === 'deny' ? 'E2E_CONSENT_DENY' : 'E2E_CONSENT_ACCEPT'];
      if (answered) await page.context().addCookies([JSON.parse(answered) as Cookie]);
      // Should it come up anyway (a cookie refused, a new revision of the consent), it is answered.
      const button = consent === 'deny' ? denyAllButton(page) : acceptAllButton(page);
      // No wait for the button to hide: the library keeps a hidden copy in its preferences dialog. A click
      // that misses (the banner re-rendered or went away meanwhile) is left: the handler runs again if the
      // banner is still there at the next action or check.
      await page.addLocatorHandler(button, (found) => found.click({ timeout: 3000 }).catch(() => undefined), {
        noWaitAfter: true,
      });
    }
    await use(page);
    expect(violations, 'Content-Security-Policy violations (Chrome reports each as an issue)').toEqual([]);
  },
  serverLog: [
    async ({ consent: _consent }, use, testInfo) => {
      await use();
      const log = process.env['E2E_SERVER_LOG'];
      if (testInfo.status === testInfo.expectedStatus || !log) return;
      const text = await readFile(log, 'utf8').catch(() => '');
      if (text) await testInfo.attach('server.log (end)', { body: text.slice(-8000), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

/** No axe violation on the page once it is done loading and still (the content pages' check). */
export async function expectNoAxeViolation(page: Page) {
  await page.waitForLoadState('networkidle');
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}
