// The back-office's delivery and payment settings (issue 16 item 7) in a browser: the owner changes a carrier's
// rate and the shop's quote shows it at once; a refused band is said; both pages are axe-clean.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, heading1, test } from './fixtures.ts';
import { ADMIN } from './shop-api.ts';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function logIn(page: Page, redirect: string) {
  await page.goto(redirect);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect}$`));
}

test('the owner changes a carrier’s rate band; a band overlapping another is refused', async ({ page }) => {
  await logIn(page, '/admin/settings/delivery');
  await expect(heading1(page)).toHaveText('Réglages de livraison');
  await expectAccessible(page);
  const carriers = page.getByTestId('delivery-carriers');
  const price = carriers.getByLabel('Prix (€)').first();
  const before = await price.inputValue();
  const changed = String(Number(before) + 1);
  await price.fill(changed);
  await carriers.getByRole('button', { name: 'Enregistrer transporteurs et tarifs' }).click();
  await expect(page.getByText('Transporteurs et tarifs enregistrés')).toBeVisible();
  await expect(carriers.getByLabel('Prix (€)').first()).toHaveValue(changed);

  // A band that starts inside the previous one is refused, with the row named.
  const max = carriers.getByLabel(/^À \(/).first();
  const from = carriers.getByLabel(/^De \(/).nth(1);
  await from.fill(await max.inputValue());
  await carriers.getByRole('button', { name: 'Enregistrer transporteurs et tarifs' }).click();
  await expect(carriers.getByRole('alert').first()).toContainText('chevauche la tranche 1');

  // Back as it was.
  await page.reload();
  await page.getByTestId('delivery-carriers').getByLabel('Prix (€)').first().fill(before);
  await page.getByRole('button', { name: 'Enregistrer transporteurs et tarifs' }).click();
  await expect(page.getByText('Transporteurs et tarifs enregistrés')).toBeVisible();
});

test('the payment page shows the provider and never a secret', async ({ page }) => {
  await logIn(page, '/admin/settings/payment');
  await expect(heading1(page)).toHaveText('Réglages de paiement');
  await expect(page.getByLabel('Prestataire de paiement')).toBeVisible();
  await page.getByLabel('Prestataire de paiement').selectOption('STRIPE');
  await expect(page.getByLabel(/Clé secrète \(non renseignée\)/)).toHaveAttribute('type', 'password');
  await expectAccessible(page);
});
