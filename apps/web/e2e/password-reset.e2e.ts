// Password reset by e-mail (issue 5 item 3): ask for a link on the page, read it from the mail, choose a
// new password, log in with it; the link serves once only.
import type { Page } from '@playwright/test';
import { mailedPath, RESET_LINK } from './mail.ts';
import { expect, heading1, open, test, waitForHydration } from './fixtures.ts';
import { call, newClientIp } from './shop-api.ts';

const PASSWORD = 'Vendée-bergère-1789';
const NEW_PASSWORD = 'Chaise-Voltaire-1848';

/** An account made through the API, with the payload of the registration form of account.e2e.ts. */
async function registerAccount(email: string) {
  const body = {
    email,
    password: PASSWORD,
    firstname: 'Camille',
    lastname: 'Tapissier',
    phone: '06 12 34 56 78',
    birthdate: '1985-04-12',
    acceptTerms: true,
    newsletter: false,
  };
  // From an address of its own: the browser tests' registrations from 127.0.0.1 share its 10 an hour.
  await call('POST', '/register', { body, clientIp: newClientIp() });
}

/** The path of the reset link mailed to `email`. */
const mailedResetPath = (email: string) => mailedPath(email, RESET_LINK, 'the reset mail');

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel(/^nouveau mot de passe/i).fill(password);
  await page.getByLabel(/^confirmez le mot de passe/i).fill(password);
  await page.getByRole('button', { name: /changer le mot de passe/i }).click();
}

test('a visitor resets a forgotten password through the mailed link, which serves once', async ({ page }) => {
  const email = `reset.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
  await registerAccount(email);

  // From the login page to the form asking for a link.
  await open(page, '/auth');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/password\/reset\/ask$/);
  await expect(heading1(page)).toHaveText(/mot de passe oublié/i);
  await page.getByLabel(/adresse e-mail/i).fill(email);
  await page.getByRole('button', { name: /envoyer le lien/i }).click();
  await expect(page.getByRole('status')).toHaveText(/si un compte existe pour cette adresse/i);

  // The mailed link: two different passwords are refused before the API is asked.
  const link = await mailedResetPath(email);
  expect(link).toMatch(/^\/password\/reset\//);
  const response = await open(page, link);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByLabel(/^nouveau mot de passe/i).fill(NEW_PASSWORD);
  await page.getByLabel(/^confirmez le mot de passe/i).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: /changer le mot de passe/i }).click();
  await expect(page.locator('#reset-passwordConfirmation-error')).toHaveText(/pas identiques/i);

  await setNewPassword(page, NEW_PASSWORD);
  await expect(page.getByRole('status')).toHaveText(/mot de passe est changé/i);

  // The new password opens the account.
  await page
    .getByRole('link', { name: /^se connecter$/i })
    .filter({ visible: true })
    .last()
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  const login = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await login.getByLabel(/adresse e-mail/i).fill(email);
  await login.getByLabel(/^mot de passe/i).fill(NEW_PASSWORD);
  await login.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The account page done loading (its data and scripts) before the browser leaves it: CI saw the next address
  // aborted by what the login still had under way.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  // The same link again: already used, and a new one can be asked for.
  await open(page, link);
  await setNewPassword(page, 'Fauteuil-Crapaud-1900');
  await expect(page.getByRole('alert')).toHaveText(/déjà servi/i);
  await expect(page.getByRole('link', { name: /demander un nouveau lien/i })).toHaveAttribute(
    'href',
    '/password/reset/ask',
  );
});

test('without its token, the reset page sends the visitor to the form that mails a link', async ({ page }) => {
  for (const [asked, form] of [
    ['/password/reset', '/password/reset/ask'],
    ['/en/password/reset', '/en/password/reset/ask'],
  ]) {
    await page.goto(asked!);
    await expect(page).toHaveURL((url) => url.pathname === form);
  }
});

test('the English pages have their own words and are not cached', async ({ page }) => {
  const response = await open(page, '/en/password/reset/ask');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(heading1(page)).toHaveText('Forgot your password');
  await page.getByLabel(/e-mail address/i).fill(`nobody.${Date.now().toString(36)}@example.com`);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(/if an account exists for this address/i);

  await open(page, '/en/password/reset/not-a-real-token');
  await page.getByLabel(/^new password/i).fill(NEW_PASSWORD);
  await page.getByLabel(/^confirm the password/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/en/password/reset/ask',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms answer from the server', async ({ page }) => {
    await page.goto('/password/reset/ask');
    await page.getByLabel(/adresse e-mail/i).fill(`nojs.${Date.now().toString(36)}@example.com`);
    await page.getByRole('button', { name: /envoyer le lien/i }).click();
    await expect(page.getByRole('status')).toHaveText(/si un compte existe pour cette adresse/i);

    await page.goto('/password/reset/not-a-real-token');
    await page.getByLabel(/^nouveau mot de passe/i).fill(NEW_PASSWORD);
    await page.getByLabel(/^confirmez le mot de passe/i).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /changer le mot de passe/i }).click();
    await expect(page.getByRole('alert')).toHaveText(/pas valide/i);
  });
});
