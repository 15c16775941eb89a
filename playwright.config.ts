import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * Browser tests of the storefront (apps/web/e2e). Chromium comes from Debian (`/usr/bin/chromium`, installed
 * by .ci/run), never from a download; each test gets a fresh browser context (Playwright launches Chromium
 * with a fresh user-data dir). The global setup builds the web app, starts the server and an SMTP catcher.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: /.*\.(e2e|spec)\.ts$/,
  globalSetup: './apps/web/e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  // Generous for a loaded 2-core machine; a passing run takes a fraction of it.
  timeout: 60_000,
  // A save's answer, then the page's data read again, on CI's loaded machine: 10 s was once not enough (a passing
  // assertion returns as soon as it holds, so a longer wait costs nothing when all is well).
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // Set by the global setup (read again in each worker).
    baseURL: process.env['E2E_BASE_URL'],
    locale: 'fr-FR',
    // Motion off, as a visitor may ask: a smooth scroll (SCROLL_TO_TOP_BEHAVIOR) would move what a test aims at.
    contextOptions: { reducedMotion: 'reduce' },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
