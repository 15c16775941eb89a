// The newsletter of issue 5: a visitor subscribes with the footer's form, confirms through the mailed link
// (once), and can leave with the mail's unsubscribe link; the English footer answers in English; without
// JavaScript the form still answers from the server.
import type { Page } from '@playwright/test';
import { mailedPath } from './mail.ts';
import { denyConsent, expect, heading1, open, test } from './fixtures.ts';

// The consent banner comes up when the page is idle: it is answered here, before the form is used.
test.use({ consent: 'leave' });

const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

const footerForm = (page: Page) =>
  page
    .getByRole('contentinfo')
    .locator('form')
    .filter({ has: page.getByRole('textbox') });

const LINKS = {
  confirm: /\/(?:en\/)?newsletter\/confirm\/[A-Za-z0-9_-]+/g,
  unsubscribe: /\/(?:en\/)?newsletter\/unsubscribe\/\d+\.[A-Za-z0-9_-]+/g,
};

test('a visitor subscribes from the footer, confirms through the mailed link once, and can unsubscribe', async ({
  page,
}) => {
  const email = uniqueEmail('lecteur');
  await open(page, '/');
  await denyConsent(page);
  const form = footerForm(page);
  await expect(page.getByRole('heading', { name: 'Lettre d’information' })).toBeVisible();
  await form.getByLabel('Votre e-mail').fill(email);
  await form.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(form.getByRole('status')).toHaveText(/si cette adresse n’est pas encore inscrite/i);
  await expect(form.getByLabel('Votre e-mail')).toHaveValue('');

  // The mailed link opens a page whose button confirms (opening it alone changes nothing).
  const link = await mailedPath(email, LINKS.confirm, 'the confirmation mail');
  expect(link).toMatch(/^\/newsletter\/confirm\//);
  const response = await open(page, link);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(heading1(page)).toHaveText('Confirmer votre inscription');
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Votre inscription à « Les nouvelles de l’atelier » est confirmée. Merci !',
  );

  // The link serves once.
  await open(page, link);
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/déjà servi/);

  // The same mail's unsubscribe link.
  await open(page, await mailedPath(email, LINKS.unsubscribe, 'the confirmation mail'));
  await expect(heading1(page)).toHaveText('Se désinscrire');
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/désinscrit de « Les nouvelles de l’atelier »/);
});

test('the English footer answers in English, its problems included', async ({ page }) => {
  await open(page, '/en');
  await denyConsent(page);
  const form = footerForm(page);
  await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible();

  // The browser's own check of the address is left out to see the server's answer.
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
  await form.getByLabel('Your e-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('is not a valid e-mail address');
  await expect(form.getByLabel('Your e-mail')).toHaveAttribute('aria-invalid', 'true');

  const email = uniqueEmail('reader');
  await form.getByLabel('Your e-mail').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(/if this address is not subscribed yet/i);
  await expect(form.getByRole('alert')).toHaveCount(0);

  const link = await mailedPath(email, LINKS.confirm, 'the confirmation mail');
  expect(link).toMatch(/^\/en\/newsletter\/confirm\//);
  await open(page, link);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your subscription to “News from the workshop” is confirmed. Thank you!',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer form answers from the server, and so does an unknown link', async ({ page }) => {
    await page.goto('/');
    const form = footerForm(page);
    await form.getByLabel('Votre e-mail').fill(uniqueEmail('nojs'));
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/si cette adresse n’est pas encore inscrite/i);

    await page.goto('/newsletter/confirm/not-a-real-token');
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/pas valide/);
  });
});
