// Issue 5 item 1: the account forms name each field's problem in the page's language in the browser too,
// before anything is sent (the server's own answers are the no-JavaScript test of account.e2e.ts).
import { denyConsent, expect, open, test } from './fixtures.ts';

test.use({ consent: 'leave' });

test('the registration form is checked in the browser, in French and in English', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    // The banner records the visitor's choice (issue 20's consent records): not the form's doing.
    if (request.method() === 'POST' && !request.url().endsWith('/api/consent')) posts.push(request.url());
  });
  await open(page, '/auth');
  await denyConsent(page);
  const register = page.locator('form').filter({ has: page.getByRole('heading', { name: /créer un compte/i }) });
  await register.getByLabel(/adresse e-mail/i).fill('pas-une-adresse');
  await register.getByLabel(/^mot de passe/i).fill('court');
  await register.getByRole('button', { name: /créer mon compte/i }).click();

  await expect(page.locator('#register-firstname-error')).toHaveText('Ce champ est obligatoire');
  await expect(page.locator('#register-email-error')).toHaveText('Cette adresse e-mail n’est pas valide');
  await expect(page.locator('#register-password-error')).toHaveText('8 caractères au moins');
  await expect(page.locator('#register-acceptTerms-error')).toHaveText(/accepter les conditions d’utilisation/);
  // The first field in trouble has the focus, and nothing was sent.
  await expect(page.locator('#register-firstname')).toBeFocused();
  expect(posts).toEqual([]);

  await open(page, '/en/auth');
  const login = page.locator('form').filter({ has: page.getByRole('heading', { name: /already have an account/i }) });
  await login.getByRole('button', { name: /sign in/i }).click();
  await expect(page.locator('#login-email-error')).toHaveText('This field is required');
  await expect(page.locator('#login-password-error')).toHaveText('This field is required');
  expect(posts).toEqual([]);
});
