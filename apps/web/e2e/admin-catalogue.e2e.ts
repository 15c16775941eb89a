// The back-office's catalogue (issue 16 item 6): the demo administrator adds a product with an image and texts in
// both languages, which then appears in its category's listing in French and in English, and edits its price and
// stock, which the shop's product page then shows; on a desktop and on a phone-sized screen. Two administrators
// saving the same product: the second is told, and keeps what they typed.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Cookie, Page } from '@playwright/test';
import type { Category } from '@atelier/contract';
import { api, expect, heading1, languageLink, open, test, waitForAnimations } from './fixtures.ts';
import { png } from './png.ts';
import { ADMIN } from './shop-api.ts';

/** Another browser (a second administrator), who has answered the consent banner already. */
async function otherVisitor(browser: Browser) {
  const context = await browser.newContext();
  const answered = process.env['E2E_CONSENT_DENY'];
  if (answered) await context.addCookies([JSON.parse(answered) as Cookie]);
  return { context, page: await context.newPage() };
}

async function expectAccessible(page: Page) {
  // A toast fading in is measured at its final colours.
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Logs in through /auth on the way to `path` (the login form sends back to it). */
async function logInAsAdmin(page: Page, path = '/admin/products') {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`));
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A new product made through the form of /admin/products/new, with its image; ends on the product's page. */
async function addProduct(page: Page, name: string, category: Category, reference: string) {
  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await expect(heading1(page)).toHaveText('Nouveau produit');
  await expectAccessible(page);
  await page.getByLabel('Nom (français)').fill(name);
  await page.getByLabel('Nom (anglais)').fill(`${name} stool`);
  await page.getByLabel('Résumé (français)').fill('Assise en velours');
  await page.getByLabel('Résumé (anglais)').fill('Velvet seat');
  await page.getByLabel('Prix (€)').fill('129,00');
  await page.getByLabel('Publié sur la boutique').check();
  await page.getByLabel(category.name, { exact: true }).check();
  await page.getByLabel('Référence').fill(reference);
  await page.getByLabel('Stock', { exact: true }).fill('4');
  await page.getByLabel('Stock suivi').check();
  await page
    .getByLabel('Image (JPEG, PNG, WebP, AVIF)')
    .setInputFiles({ name: 'tabouret.png', mimeType: 'image/png', buffer: png() });
  await page.getByLabel('Texte alternatif (français)').fill('Tabouret vu de face');
  await page.getByLabel('Texte alternatif (anglais)').fill('Stool, front view');
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(heading1(page)).toHaveText(name);
  await expect(page.getByText('Produit créé').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tabouret vu de face' })).toBeVisible();
}

for (const screen of [
  { name: 'a desktop', viewport: { width: 1280, height: 900 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on ${screen.name}, the administrator adds a product in both languages with an image, then edits its price and stock`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen.viewport);
    const categories = await api<Category[]>('/v2/product/category');
    const category = categories[0]!;
    const name = `Tabouret ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const reference = `TAB-${screen.viewport.width}-${Date.now().toString(36)}`;
    await logInAsAdmin(page);
    await expect(heading1(page)).toHaveText('Catalogue');
    await expectAccessible(page);
    // Nothing wider than the screen: a list that does not fit scrolls inside its own region.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);

    await addProduct(page, name, category, reference);
    const productPage = page.url();
    await expectAccessible(page);

    // It appears in its category's listing, in French and in English.
    await open(page, category.urls.fr_FR);
    await expect(page.locator('main').getByText(name, { exact: true }).first()).toBeVisible();
    await (await languageLink(page, 'en')).click();
    await expect(page).toHaveURL(category.urls.en);
    await expect(page.locator('main').getByText(`${name} stool`, { exact: true }).first()).toBeVisible();

    // Found again from the list by its reference; its price and stock saved: the shop's page shows them.
    await open(page, '/admin/products');
    await page.getByLabel('Rechercher (nom, référence)').fill(reference);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/search=/);
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(productPage.split('?')[0]!);
    await expect(heading1(page)).toHaveText(name);
    const declination = page.getByRole('form', { name: `Déclinaison ${reference}` });
    await declination.getByLabel('Prix (€)').fill('99,50');
    await declination.getByLabel('Prix propre', { exact: false }).check();
    await declination.getByLabel('Stock', { exact: true }).fill('2');
    await declination.getByLabel('Motif d’un changement de stock').selectOption({ label: 'Perte ou casse' });
    await declination.getByRole('button', { name: 'Enregistrer la déclinaison' }).click();
    await expect(page.getByText('Déclinaison enregistrée').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historique du stock' })).toContainText('Perte ou casse');
    await expect(page.getByRole('region', { name: 'Historique du stock' })).toContainText('-2 → 2');
    const overflowHere = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflowHere).toBeLessThanOrEqual(1);

    const href = await page.getByRole('link', { name: 'Voir sur la boutique' }).getAttribute('href');
    await open(page, href!);
    await expect(heading1(page)).toContainText(name);
    await expect(page.locator('main')).toContainText(/99,50\s€/);
    await expect(page.getByTestId('stock-label').first()).toHaveText('Plus que 2 en stock');
  });
}

test('two administrators save the same product: the second is told, keeps what they typed, and can reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const categories = await api<Category[]>('/v2/product/category');
  const name = `Pouf ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await logInAsAdmin(page);
  await addProduct(page, name, categories[0]!, `POUF-${Date.now().toString(36)}`);
  const productPath = new URL(page.url()).pathname;

  const { context, page: other } = await otherVisitor(browser);
  await logInAsAdmin(other, productPath);
  await expect(heading1(other)).toHaveText(name);
  // Both have the product open; the first saves.
  await open(page, productPath);
  await page.getByLabel('Résumé (français)').fill('Assise en lin, par la première');
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(page.getByText('Produit enregistré').first()).toBeVisible();

  // The second saves what they read before: refused with who saved it, what they typed still there.
  await other.getByLabel('Résumé (français)').fill('Assise en laine, par la seconde');
  await other.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(other.getByTestId('save-refused')).toContainText(/a été enregistré par admin\.demo@/);
  await expect(other.getByLabel('Résumé (français)')).toHaveValue('Assise en laine, par la seconde');
  await expectAccessible(other);
  // Saving again is refused the same way (nothing of the first's is lost).
  await other.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(other.getByTestId('save-refused')).toBeVisible();
  // Reloaded, the form shows the first's save; the second can make theirs again.
  await other.getByRole('link', { name: 'Recharger le produit' }).click();
  await expect(other.getByLabel('Résumé (français)')).toHaveValue('Assise en lin, par la première');
  await expect(other.getByTestId('save-refused')).toHaveCount(0);
  await other.getByLabel('Résumé (français)').fill('Assise en laine, par la seconde');
  await other.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(other.getByText('Produit enregistré').first()).toBeVisible();

  // The same for a declination's stock: the first's change is kept, the second is told.
  await open(page, productPath);
  await other.reload();
  await page.getByLabel('Stock', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Enregistrer la déclinaison' }).click();
  await expect(page.getByText('Déclinaison enregistrée').first()).toBeVisible();
  await other.getByLabel('Stock', { exact: true }).fill('9');
  await other.getByRole('button', { name: 'Enregistrer la déclinaison' }).click();
  await expect(other.getByTestId('save-refused')).toContainText(/Cette déclinaison a été enregistrée par/);
  await expect(other.getByLabel('Stock', { exact: true })).toHaveValue('9');
  await other.getByRole('link', { name: 'Recharger le produit' }).click();
  await expect(other.getByLabel('Stock', { exact: true })).toHaveValue('7');
  await context.close();
});

test('on a phone, the administrator creates, edits and deletes a discount code', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const code = `ETE${Date.now().toString(36).toUpperCase()}`;
  await logInAsAdmin(page, '/admin/discount-codes');
  await expect(heading1(page)).toHaveText('Codes de réduction');
  await expect(
    page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Codes de réduction' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Nouveau code' }).click();
  await expect(heading1(page)).toHaveText('Nouveau code de réduction');
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Type de réduction').selectOption({ label: 'Pourcentage' });
  await page.getByLabel('Pourcentage (%)').fill('10');
  await page.getByLabel('Montant minimum du panier (€)').fill('50');
  await page.getByLabel('Valable jusqu’au (inclus)').fill('2099-08-31');
  await page.getByRole('button', { name: 'Créer le code' }).click();
  await expect(heading1(page)).toHaveText(`Code ${code}`);
  await expect(page.getByText('Code de réduction créé').first()).toBeVisible();
  await expect(page.getByLabel('Pourcentage (%)')).toHaveValue('10');
  await expect(page.getByLabel('Valable jusqu’au (inclus)')).toHaveValue('2099-08-31');
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  // What the API refuses is said beside its field, and nothing is saved.
  await page.getByLabel('Pourcentage (%)').fill('150');
  await page.getByRole('button', { name: 'Enregistrer le code' }).click();
  await expect(page.locator('#discount-amount-error')).toHaveText('un pourcentage ne peut pas dépasser 100');
  await expect(page.getByLabel('Pourcentage (%)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Pourcentage (%)').fill('15');
  await page.getByRole('button', { name: 'Enregistrer le code' }).click();
  await expect(page.getByText('Code de réduction enregistré').first()).toBeVisible();

  // In the list, found by its code, with its new value.
  await page.getByRole('link', { name: '← Codes de réduction' }).click();
  await page.getByLabel('Rechercher un code').fill(code.slice(0, 8).toLowerCase());
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/code=/);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15 %');
  await expect(row).toContainText('31/08/2099');

  // A second code written the same way is refused.
  await page.getByRole('link', { name: 'Nouveau code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Type de réduction').selectOption({ label: 'Montant en euros' });
  await page.getByLabel('Montant (€)').fill('5');
  await page.getByRole('button', { name: 'Créer le code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expect(heading1(page)).toHaveText('Nouveau code de réduction');

  // Deleted after a confirmation (cancelled once).
  await page.goBack();
  await row.getByRole('link', { name: code }).click();
  await expect(heading1(page)).toHaveText(`Code ${code}`);
  await page.getByRole('button', { name: 'Supprimer le code' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Supprimer le code « ${code} »`) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading1(page)).toHaveText(`Code ${code}`);
  await page.getByRole('button', { name: 'Supprimer le code' }).click();
  await dialog.getByRole('button', { name: 'Supprimer le code' }).click();
  await expect(heading1(page)).toHaveText('Codes de réduction');
  await expect(page.getByText('Code de réduction supprimé').first()).toBeVisible();
  await page.getByLabel('Rechercher un code').fill(code);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByText('Aucun code ne correspond à ces filtres.')).toBeVisible();
});

test('a product’s images: another added, alt texts edited in both languages, reordered, one removed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const categories = await api<Category[]>('/v2/product/category');
  const name = `Banquette ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await logInAsAdmin(page);
  await addProduct(page, name, categories[0]!, `BANQ-${Date.now().toString(36)}`);

  const upload = page.locator('form').filter({ has: page.getByRole('button', { name: 'Ajouter l’image' }) });
  await upload
    .getByLabel('Image (JPEG, PNG, WebP, AVIF)')
    .setInputFiles({ name: 'dos.png', mimeType: 'image/png', buffer: png(10, 8) });
  await upload.getByLabel('Texte alternatif (français)').fill('Banquette vue de dos');
  await upload.getByRole('button', { name: 'Ajouter l’image' }).click();
  await expect(page.getByText('Image ajoutée').first()).toBeVisible();
  await expect(page.getByLabel('Texte alternatif (français) de l’image 2')).toHaveValue('Banquette vue de dos');

  await page.getByLabel('Texte alternatif (anglais) de l’image 2').fill('Bench, back view');
  await page.getByLabel('Place de l’image 2').selectOption('1');
  await page.getByRole('button', { name: 'Enregistrer les images' }).click();
  await expect(page.getByText('Images enregistrées').first()).toBeVisible();
  await expect(page.getByLabel('Texte alternatif (français) de l’image 1')).toHaveValue('Banquette vue de dos');
  await expect(page.getByLabel('Texte alternatif (anglais) de l’image 1')).toHaveValue('Bench, back view');
  await expectAccessible(page);

  // Removed after a confirmation: the other stays.
  await page.getByRole('button', { name: 'Retirer l’image 2' }).click();
  const dialog = page.getByRole('dialog', { name: /Retirer l’image 2 du produit/ });
  await dialog.getByRole('button', { name: 'Retirer l’image' }).click();
  await expect(page.getByText('Image retirée').first()).toBeVisible();
  await expect(page.getByLabel('Texte alternatif (français) de l’image 2')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Banquette vue de dos' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tabouret vu de face' })).toHaveCount(0);
});
