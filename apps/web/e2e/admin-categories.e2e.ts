// The back-office's categories (issue 16 item 6) in a browser: the owner adds a category in both languages,
// renames it, deletes it after confirming, on a phone-sized screen; and a food pairing (meal icon) likewise; the
// pages pass axe.
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

async function logIn(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
}

test('on a phone, the owner adds, renames and deletes a category', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/categories');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Catégories');
  await expectAccessible(page);

  const name = `Tapis ${Date.now() % 100_000}`;
  const create = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Nouvelle catégorie' }) });
  // A nameless category is refused under its field.
  await create.getByRole('button', { name: 'Ajouter la catégorie' }).click();
  await expect(create.getByText(/obligatoire|required/i).first()).toBeVisible();
  await create.getByLabel('Nom en français').fill(name);
  await create.getByLabel('Nom en anglais').fill(`Rugs ${name.slice(6)}`);
  await create.getByRole('button', { name: 'Ajouter la catégorie' }).click();
  await expect(page.getByText('Catégorie ajoutée').first()).toBeVisible();

  const item = page.getByRole('listitem').filter({ hasText: name });
  await item.locator('summary').click();
  await item.getByLabel('Nom en français').fill(`${name} tissés`);
  await item.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Catégorie enregistrée').first()).toBeVisible();
  const renamed = page.getByRole('listitem').filter({ hasText: `${name} tissés` });
  await expect(renamed).toBeVisible();
  // Once the toast went (it fades in and out over the page).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);

  // Still open after its save.
  await expect(renamed.locator('details')).toHaveAttribute('open', '');
  await renamed.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'La supprimer' }).click();
  await expect(page.getByText('Catégorie supprimée').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('the owner adds a food pairing with its drawing, renames it in English and deletes it', async ({ page }) => {
  await page.goto('/admin/meal-icons');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Accords mets');
  await expectAccessible(page);

  const name = `Galettes ${Date.now() % 100_000}`;
  const create = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Nouvel accord' }) });
  await create.getByLabel('Nom en français').fill(name);
  await create.getByLabel('Dessin').selectOption({ label: 'Fromage' });
  await create.getByRole('button', { name: 'Ajouter l’accord' }).click();
  await expect(page.getByText('Accord ajouté').first()).toBeVisible();

  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('aucun produit');
  await item.locator('summary').click();
  await expect(item.getByLabel('Dessin')).toHaveValue('cheese');
  await item.getByLabel('Nom en anglais').fill('Buckwheat pancakes');
  await item.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Accord enregistré').first()).toBeVisible();

  await page.goto('/en/admin/meal-icons');
  await expect(heading1(page)).toHaveText('Food pairings');
  const inEnglish = page.getByRole('listitem').filter({ hasText: 'Buckwheat pancakes' });
  await inEnglish.locator('summary').click();
  await inEnglish.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete it' }).click();
  await expect(page.getByText('Pairing deleted').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Buckwheat pancakes' })).toHaveCount(0);
});
