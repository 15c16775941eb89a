// The back-office's pages (issue 18 item 1) in a browser, on a phone-sized screen: the owner adds a page, writes
// its settings in French and English, puts it online (hidden from visitors until then), duplicates it and deletes
// the copy and the page after confirming; the pages pass axe. The page is kept out of the menu so that the other
// tests' menus do not change while this one runs.
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

const rowOf = (page: Page, title: string) =>
  page.locator('li[data-page-id]').filter({ has: page.getByText(title, { exact: true }) });

async function toastGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

test('on a phone, the owner adds a page, writes it in both languages, puts it online, duplicates and deletes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/pages');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Pages');
  await expectAccessible(page);

  const stamp = Date.now() % 1_000_000;
  const title = `Portes ouvertes ${stamp}`;
  const titleEn = `Open days ${stamp}`;
  const slug = `portes-ouvertes-${stamp}`;
  const slugEn = `open-days-${stamp}`;

  const create = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Nouvelle page' }) });
  await create.getByLabel('Titre (Français)').fill(title);
  await expect(create.getByText('Anglais à écrire')).toBeVisible();
  await create.getByRole('button', { name: 'Ajouter la page' }).click();

  // Its settings open, in both languages.
  await expect(heading1(page)).toHaveText(`Réglages de « ${title} »`);
  await expect(page.getByText('Page ajoutée').first()).toBeVisible();
  await expect(page.getByLabel('Adresse (Français)')).toHaveValue(slug);
  // Not online yet: visitors get the not-found page.
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);

  await page.getByLabel('Titre (Anglais)').fill(titleEn);
  await page.getByLabel('Adresse (Anglais)').fill(slugEn);
  await page.getByLabel('Description pour les moteurs de recherche (Français)').fill('Venez voir l’atelier.');
  await page.getByLabel('Description pour les moteurs de recherche (Anglais)').fill('Come and see the workshop.');
  await page.getByLabel('En ligne').check();
  await page.getByLabel('Afficher dans le menu').uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Page enregistrée').first()).toBeVisible();
  await expect(page.getByLabel('Titre (Anglais)')).toHaveValue(titleEn);
  await toastGone(page);
  await expectAccessible(page);

  // On the storefront at once, in both languages.
  await page.goto(`/${slug}`);
  await expect(heading1(page)).toHaveText(title);
  await page.goto(`/en/${slugEn}`);
  await expect(heading1(page)).toHaveText(titleEn);

  // Duplicated: the copy is hidden from visitors.
  await page.goto('/admin/pages');
  await rowOf(page, title)
    .getByRole('button', { name: /^Dupliquer/ })
    .click();
  await expect(page.getByText(/Page dupliquée/).first()).toBeVisible();
  const copy = rowOf(page, `${title} (copie)`);
  await expect(copy.getByText('Cachée')).toBeVisible();
  await expect(rowOf(page, title).getByText('En ligne')).toBeVisible();
  await toastGone(page);

  // Deleted after confirming: the copy, then the page.
  for (const name of [`${title} (copie)`, title]) {
    await rowOf(page, name)
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'La supprimer' }).click();
    await expect(page.getByText('Page supprimée').first()).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    await toastGone(page);
  }
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);
});
