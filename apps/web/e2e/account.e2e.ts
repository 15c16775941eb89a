// The account journey of issue 5: register → log out → log in → edit the profile → reset the password
// through the mail caught by the test's SMTP server → choose a newsletter → a wrong password → delete the
// account → the account is gone.
import type { Page } from '@playwright/test';
import { expect, heading1, open, test } from './fixtures.ts';
import { mailedPath, RESET_LINK } from './mail.ts';

const PASSWORD = 'Vendée-bergère-1789';
const NEW_PASSWORD = 'Bergère-Louis-XV-1750';

/** The header's account link, named after the session state (« Se connecter » / « Mon compte »). */
const accountLink = (page: Page, name: RegExp) => page.getByRole('link', { name }).filter({ visible: true }).first();

const loginForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
const registerForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: /créer un compte/i }) });

async function logIn(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel(/adresse e-mail/i).fill(email);
  await form.getByLabel(/^mot de passe/i).fill(password);
  await form.getByRole('button', { name: /se connecter/i }).click();
}

test('a visitor registers, logs out and in, edits the profile, resets the password, subscribes and deletes the account', async ({
  page,
}) => {
  const email = `camille.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

  // The account area sends an anonymous visitor to the login page, and back after logging in.
  await open(page, '/account/profil');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount%2Fprofil$/);
  await expect(heading1(page)).toHaveText(/connexion/i);

  // Register.
  await open(page, '/auth');
  const register = registerForm(page);
  await register.getByLabel(/^prénom/i).fill('Camille');
  await register.getByLabel(/^nom/i).fill('Tapissier');
  await register.getByLabel(/adresse e-mail/i).fill(email);
  await register.getByLabel(/^mot de passe/i).fill(PASSWORD);
  await register.getByLabel(/téléphone/i).fill('06 12 34 56 78');
  const birthdate = register.getByLabel(/date de naissance/i);
  if (await birthdate.count()) await birthdate.fill('1985-04-12');
  await register.getByRole('checkbox', { name: /conditions/i }).check();
  await register.getByRole('button', { name: /créer mon compte/i }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Bonjour Camille !')).toBeVisible();
  await expect(accountLink(page, /mon compte/i)).toBeVisible();

  // Log out: home, and the header offers to log in again.
  await page.getByRole('button', { name: /se déconnecter/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page, /se connecter/i)).toBeVisible();

  // Log in, coming back to the page asked for.
  await open(page, '/account/profil');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/profil$/);
  await expect(accountLink(page, /mon compte/i)).toBeVisible();

  // Edit the profile: the new first name stays after a reload.
  await page.locator('#profile-firstname').fill('Dominique');
  await page.getByRole('button', { name: /^enregistrer$/i }).click();
  await expect(page.getByRole('status').filter({ hasText: /enregistrées/ })).toBeVisible();
  await page.reload();
  await expect(page.locator('#profile-firstname')).toHaveValue('Dominique');

  // Forgotten password: log out, ask for a link, follow the mailed one, choose a new password, log in with it.
  await open(page, '/account');
  await page.getByRole('button', { name: /se déconnecter/i }).click();
  await expect(accountLink(page, /se connecter/i)).toBeVisible();
  await open(page, '/auth');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/password\/reset\/ask$/);
  await page.getByLabel(/adresse e-mail/i).fill(email);
  await page.getByRole('button', { name: /envoyer le lien/i }).click();
  await expect(page.getByRole('status')).toHaveText(/si un compte existe pour cette adresse/i);
  await open(page, await mailedPath(email, RESET_LINK, 'the reset mail'));
  await page.getByLabel(/^nouveau mot de passe/i).fill(NEW_PASSWORD);
  await page.getByLabel(/^confirmez le mot de passe/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /changer le mot de passe/i }).click();
  await expect(page.getByRole('status')).toHaveText(/mot de passe est changé/i);
  await open(page, '/auth');
  await logIn(page, email, PASSWORD);
  await expect(loginForm(page).getByRole('alert')).toHaveText(/incorrect/i);
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);

  // Choose a newsletter on the account page: saved at once, still ticked after a reload.
  await open(page, '/account');
  const save = page.getByRole('button', { name: /enregistrer mes choix/i });
  const newsletter = page.locator('form').filter({ has: save });
  const courses = newsletter.getByRole('checkbox', { name: 'Stages et ateliers' });
  await expect(courses).not.toBeChecked();
  await courses.check();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: /choix d’abonnement sont enregistrés/ })).toBeVisible();
  await page.reload();
  await expect(newsletter.getByRole('checkbox', { name: 'Stages et ateliers' })).toBeChecked();
  await expect(newsletter.getByRole('checkbox', { name: 'Les nouvelles de l’atelier' })).not.toBeChecked();
  await open(page, '/account/profil');

  // A wrong password is told under its field.
  const deletion = page.locator('form').filter({ has: page.getByRole('heading', { name: /supprimer mon compte/i }) });
  await deletion.getByLabel(/^mot de passe/i).fill('not-my-password');
  await deletion.getByRole('button', { name: /supprimer définitivement/i }).click();
  await expect(page.locator('#delete-password-error')).toHaveText(/mot de passe est incorrect/i);
  await expect(page.locator('#delete-password')).toHaveAttribute('aria-invalid', 'true');

  // Delete the account: home, logged out.
  await deletion.getByLabel(/^mot de passe/i).fill(NEW_PASSWORD);
  await deletion.getByRole('button', { name: /supprimer définitivement/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page, /se connecter/i)).toBeVisible();

  // The account is gone: logging in fails.
  await open(page, '/auth');
  await logIn(page, email, NEW_PASSWORD);
  await expect(loginForm(page).getByRole('alert')).toHaveText(/incorrect/i);
  await expect(page).toHaveURL(/\/auth$/);
});

test('the account pages are not cached and the English login page has its own words', async ({ page }) => {
  const response = await open(page, '/en/auth');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(heading1(page)).toHaveText('Sign in');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the registration form answers each field’s problem in the page’s language', async ({ page }) => {
    await page.goto('/en/auth');
    const register = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Create an account' }) });
    await register.getByLabel(/^first name/i).fill('Camille');
    await register.getByLabel(/^last name/i).fill('Tapissier');
    await register.getByLabel(/e-mail/i).fill(`nojs.${Date.now().toString(36)}@example.com`);
    await register.getByLabel(/^password/i).fill(PASSWORD);
    await register.getByLabel(/phone/i).fill('12');
    const birthdate = register.getByLabel(/date of birth/i);
    if (await birthdate.count()) await birthdate.fill('1985-04-12');
    // The browser's own check of the terms box is left out to see the server's answer.
    await register.evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await register.getByRole('button', { name: 'Create my account' }).click();

    await expect(page).toHaveURL(/\/en\/auth$/);
    await expect(page.locator('#register-acceptTerms-error')).toHaveText(/accept the terms of use/);
    // What was typed stays, the password excepted.
    await expect(page.locator('#register-firstname')).toHaveValue('Camille');
    await expect(page.locator('#register-phone')).toHaveValue('12');
    await expect(page.locator('#register-password')).toHaveValue('');

    // The site's own rules (the phone number) come once the form's shape is right.
    await register.getByLabel(/^password/i).fill(PASSWORD);
    await register.getByRole('checkbox', { name: /terms of use/i }).check();
    await register.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.locator('#register-phone-error')).toHaveText(/not a valid phone number/);
    await expect(page.locator('#register-acceptTerms-error')).toHaveCount(0);
  });
});
