// The back-office's product page, its other sections (issue 16 item 6): on a phone, the demo administrator adds a
// tag and a feature, sets a dated discount and a quantity discount, adds a customization question with its
// options and an award; the shop's product page, its search and its customization page then show them. A wine's
// sheet and its meal icons the same way on the wine's page. Products are made through the API: the forms of the
// new product's page have their own test (admin-catalogue.e2e.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { AdminMealIcon, AdminProduct, AdminProductCreate, LoginResult, ProductDetail } from '@atelier/contract';
import { expect, heading1, open, test, waitForAnimations } from './fixtures.ts';
import { ADMIN, call } from './shop-api.ts';

const PHONE = { width: 390, height: 844 };

async function expectAccessible(page: Page) {
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

let token: Promise<string> | null = null;
const adminToken = () =>
  (token ??= call<LoginResult>('POST', '/login', { body: ADMIN }).then((logged) => logged.token));

/** A published product of the demo site, made through the API. */
async function newProduct(name: string, more: Partial<AdminProductCreate> = {}) {
  return call<AdminProduct>('POST', '/admin/product', {
    token: await adminToken(),
    body: { kind: 'OTHER', name: { fr_FR: name, en: `${name} EN` }, price: 10_000, isPublished: true, ...more },
  });
}

/** Logs in through /auth on the way to `path` (the login form sends back to it). */
async function logInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`));
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A folding section of the page, opened. */
async function openSection(page: Page, title: string | RegExp): Promise<Locator> {
  const summary = page.locator('summary', { hasText: title }).first();
  const section = summary.locator('xpath=..');
  if (!(await section.evaluate((details) => (details as HTMLDetailsElement).open))) await summary.click();
  await expect(section).toHaveAttribute('open', '');
  return section;
}

/** The shop's calendar day (Paris), 'YYYY-MM-DD'. */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('on a phone, the administrator adds a tag, a feature, a dated discount, a customization and an award: the shop shows them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const id = unique();
  const name = `Fauteuil ${id}`;
  const tag = `Tapisserie ${id}`;
  const product = await newProduct(name);
  const productPath = `/admin/products/${product.id}`;
  await logInAsAdmin(page, productPath);
  await expect(heading1(page)).toHaveText(name);

  // A tag and a feature; the keyboard goes to each new row.
  const tags = await openSection(page, 'Étiquettes et caractéristiques');
  await tags.getByRole('button', { name: 'Ajouter une étiquette' }).click();
  await expect(tags.getByLabel('Étiquette 1 (français)')).toBeFocused();
  await page.keyboard.type(tag);
  await tags.getByLabel('Étiquette 1 (anglais)').fill(`Upholstery ${id}`);
  // A second one, removed again.
  await tags.getByRole('button', { name: 'Ajouter une étiquette' }).click();
  await tags.getByLabel('Étiquette 2 (français)').fill('De trop');
  await tags.getByRole('button', { name: 'Retirer l’étiquette 2' }).click();
  await expect(tags.getByLabel('Étiquette 2 (français)')).toHaveCount(0);
  await tags.getByRole('button', { name: 'Ajouter une caractéristique' }).click();
  await tags.getByLabel('Libellé 1 (français)').fill('Bois');
  await tags.getByLabel('Libellé 1 (anglais)').fill('Wood');
  await tags.getByLabel('Valeur 1 (français)').fill('Hêtre massif');
  await tags.getByLabel('Valeur 1 (anglais)').fill('Solid beech');

  // A dated discount from today, and a quantity discount.
  const discounts = await openSection(page, 'Réductions');
  await discounts.getByLabel('Réduction', { exact: true }).selectOption({ label: 'Pourcentage' });
  await discounts.getByLabel('Réduction (%)', { exact: true }).fill('20');
  await discounts.getByLabel('À partir du').fill(shopToday());
  // An end before the start is refused beside its field, and the section stays open.
  await discounts.getByLabel('Jusqu’au (inclus)').fill('2000-01-01');
  await discounts.getByRole('button', { name: 'Ajouter un palier' }).click();
  await discounts.getByLabel('Palier 1 : à partir de (quantité)').fill('3');
  await discounts.getByLabel('Palier 1 : réduction (%)').fill('5');
  const shipping = await openSection(page, 'Vente et expédition');
  await shipping.getByLabel('Poids (grammes)').fill('8500');
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(page.locator('#product-discountEndsOn-error')).toHaveText('la fin doit venir après le début');
  await expect(discounts.getByLabel('Jusqu’au (inclus)')).toHaveAttribute('aria-invalid', 'true');
  await expect(tags.getByLabel('Étiquette 1 (français)')).toHaveValue(tag);
  await discounts.getByLabel('Jusqu’au (inclus)').fill('2099-12-31');
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(page.getByText('Produit enregistré').first()).toBeVisible();
  // Saved and drawn again from what the product has; the sections stay open.
  await expect(tags.getByLabel('Valeur 1 (français)')).toHaveValue('Hêtre massif');
  await expect(discounts.getByLabel('Réduction (%)', { exact: true })).toHaveValue('20');
  await expect(shipping.getByLabel('Poids (grammes)')).toHaveValue('8500');

  // A customization question: a choice between two threads, one costing 5 €.
  await openSection(page, 'Personnalisations (0)');
  const question = await openSection(page, 'Ajouter une question');
  await question.getByLabel('Question (français)').fill('Couleur du fil');
  await question.getByLabel('Question (anglais)').fill('Thread colour');
  await question.getByLabel('Réponse attendue').selectOption({ label: 'Choix dans une liste' });
  // A list without options is refused beside the list, what was typed kept.
  await question.getByRole('button', { name: 'Ajouter la question' }).click();
  await expect(question.locator('#customization-new-values-error')).toHaveText(
    'une liste de choix a besoin d’au moins une option',
  );
  await expect(question.getByLabel('Question (français)')).toHaveValue('Couleur du fil');
  await question.getByRole('button', { name: 'Ajouter une option' }).click();
  await question.getByLabel('Option 1 : libellé (français)').fill('Fil doré');
  await question.getByLabel('Option 1 : libellé (anglais)').fill('Gold thread');
  await question.getByLabel('Option 1 : coût', { exact: true }).selectOption({ label: 'Montant en euros' });
  await question.getByLabel('Option 1 : coût (€)').fill('5');
  await question.getByRole('button', { name: 'Ajouter une option' }).click();
  await question.getByLabel('Option 2 : libellé (français)').fill('Fil écru');
  await question.getByRole('button', { name: 'Ajouter la question' }).click();
  await expect(page.getByText('Question ajoutée').first()).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Personnalisations (1)' })).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Couleur du fil : Choix dans une liste' })).toBeVisible();
  // The product's form kept its values, with the product's new version (the question moved it).
  await expect(tags.getByLabel('Étiquette 1 (français)')).toHaveValue(tag);

  // An award.
  const awards = await openSection(page, 'Récompenses (0)');
  await awards.getByLabel('Concours (français)').fill('Concours des métiers d’art');
  await awards.getByLabel('Médaille ou distinction (français)').fill('Médaille d’or');
  await awards.getByLabel('Année').fill('2024');
  await awards.getByRole('button', { name: 'Ajouter la récompense' }).click();
  await expect(page.getByText('Récompense ajoutée').first()).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Récompenses (1)' })).toBeVisible();

  // Every section open: usable on the phone and accessible.
  await openSection(page, /^Couleur du fil/);
  // Every other section opened too (the page draws them again after each save).
  await expect(async () => {
    for (const summary of await page.locator('details:not([open]) > summary').all()) await summary.click();
    await expect(page.locator('details:not([open])')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectAccessible(page);
  // Saving the product again leaves the question and the award alone.
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(page.getByText('Produit enregistré').first()).toBeVisible();

  // The shop: the feature, the discounted price, the quantity discount and the award.
  const saved = await call<AdminProduct>('GET', `/admin/product/${product.id}`, { token: await adminToken() });
  expect(saved.customizations).toHaveLength(1);
  await open(page, saved.urls.fr_FR);
  await expect(heading1(page)).toHaveText(name);
  await expect(page.getByTestId('product-price-current')).toHaveText(/80,00\s€/);
  await expect(page.getByTestId('product-price')).toContainText(/100,00\s€/);
  await expect(page.locator('main')).toContainText('Hêtre massif');
  await expect(page.locator('main')).toContainText('Médaille d’or');
  await expect(page.locator('#decreasing-discounts')).toBeVisible();
  // Its customization page asks the question, with the option's cost.
  await page.getByTestId('product-buy-box').getByRole('link', { name: 'Personnaliser ce produit' }).click();
  await expect(page.getByRole('heading', { name: /Couleur du fil/ })).toBeVisible();
  const gold = page.locator('label').filter({ hasText: 'Fil doré' });
  await expect(gold).toContainText(/\+\s?5,00\s€/);
  await expect(page.locator('label').filter({ hasText: 'Fil écru' })).toBeVisible();
  // The search finds it by its tag.
  await open(page, `/products/search?tag=${encodeURIComponent(tag)}`);
  await expect(page.locator('main').getByText(name, { exact: true }).first()).toBeVisible();
});

test('a wine’s sheet and meal icons are edited on its page, and a tag removed: the wine’s page shows them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const name = `Fiefs ${id}`;
  const product = await newProduct(name, { kind: 'WINE', tags: [{ fr_FR: 'Ancien', en: 'Old' }] });
  const asAdmin = { token: await adminToken() };
  await call('POST', `/admin/product/${product.id}/customization`, {
    ...asAdmin,
    body: {
      version: product.version,
      inputType: 'CHECKBOX',
      label: { fr_FR: 'Emballage cadeau' },
      additionalCost: { costType: 'EURO', amount: 300 },
    },
  });
  await call('POST', `/admin/product/${product.id}/award`, {
    ...asAdmin,
    body: { name: { fr_FR: 'Concours de Mâcon' } },
  });
  const icons = await call<AdminMealIcon[]>('GET', '/admin/meal-icon', asAdmin);
  const icon = icons[0]!;
  await logInAsAdmin(page, `/admin/products/${product.id}`);
  await expect(heading1(page)).toHaveText(name);

  const tags = await openSection(page, 'Étiquettes et caractéristiques');
  await tags.getByRole('button', { name: 'Retirer l’étiquette 1' }).click();
  await expect(tags.getByText('Aucune étiquette.')).toBeVisible();
  await expect(tags.getByRole('button', { name: 'Ajouter une étiquette' })).toBeFocused();

  const wine = await openSection(page, /^Vin :/);
  await wine.getByLabel('Appellation (français)').fill('Fiefs Vendéens Brem');
  await wine.getByLabel('Couleur (français)').fill('Rouge');
  await wine.getByLabel('Degré d’alcool (% vol.)').fill('12,5');
  await wine.getByRole('button', { name: 'Ajouter un cépage' }).click();
  await wine.getByLabel('Cépage 1', { exact: true }).fill('Négrette');
  await wine.getByLabel('Part du cépage 1 (%, facultatif)').fill('70');
  await wine.getByLabel('Conseils de service (français)').fill('Servir à 16 °C');
  await wine.getByLabel(icon.name.fr_FR, { exact: true }).check();
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(page.getByText('Produit enregistré').first()).toBeVisible();
  await expect(wine.getByLabel('Degré d’alcool (% vol.)')).toHaveValue('12,5');
  await expect(wine.getByLabel(icon.name.fr_FR, { exact: true })).toBeChecked();
  await expectAccessible(page);

  // The gift wrap question costs 4 € now, then goes; the award goes.
  await openSection(page, 'Personnalisations (1)');
  const wrap = await openSection(page, 'Emballage cadeau : Case à cocher');
  await expect(wrap.getByLabel('Coût (€)')).toHaveValue('3.00');
  await wrap.getByLabel('Coût (€)').fill('4');
  await wrap.getByRole('button', { name: 'Enregistrer la question' }).click();
  await expect(page.getByText('Question enregistrée').first()).toBeVisible();
  await expect(wrap.getByLabel('Coût (€)')).toHaveValue('4.00');
  await wrap.getByRole('button', { name: 'Supprimer la question « Emballage cadeau »' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer la question' }).click();
  await expect(page.getByText('Question supprimée').first()).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Personnalisations (0)' })).toBeVisible();
  await openSection(page, 'Récompenses (1)');
  await page.getByRole('button', { name: 'Retirer « Concours de Mâcon »' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retirer la récompense' }).click();
  await expect(page.getByText('Récompense retirée').first()).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Récompenses (0)' })).toBeVisible();
  // The wine's sheet was kept meanwhile.
  await expect(wine.getByLabel('Degré d’alcool (% vol.)')).toHaveValue('12,5');

  const saved = await call<AdminProduct>('GET', `/admin/product/${product.id}`, asAdmin);
  expect(saved.customizations).toEqual([]);
  expect(saved.tags).toEqual([]);
  expect(saved.mealIconIds).toEqual([icon.id]);
  expect(saved.wine).toMatchObject({ alcoholPercent: 12.5, grapeVarieties: [{ name: 'Négrette', percent: 70 }] });
  await open(page, saved.urls.fr_FR);
  await expect(page.locator('main')).toContainText('Fiefs Vendéens Brem');
  await expect(page.locator('main')).toContainText('Négrette');
  await expect(page.locator('#meal-icons').locator('..')).toContainText(icon.name.fr_FR);
});

test('the administrator makes a product vary by colour, adds a declination with its own price and stock, and deletes the first', async ({
  page,
}) => {
  const id = unique();
  const name = `Coussin ${id}`;
  const product = await newProduct(name);
  const productPath = `/admin/products/${product.id}`;
  await logInAsAdmin(page, productPath);
  await expect(heading1(page)).toHaveText(name);

  const section = await openSection(page, 'Variations et nouvelle déclinaison');
  await section.getByLabel(/^Couleur \(/).check();
  await section.getByRole('button', { name: 'Enregistrer les variations' }).click();
  await expect(page.getByText('Variations enregistrées').first()).toBeVisible();

  const again = await openSection(page, 'Variations et nouvelle déclinaison');
  const colour = again.getByLabel('Couleur', { exact: true });
  const value = (await colour.locator('option').first().textContent())!.trim();
  await again.getByLabel('Référence').fill(`COU-${id}`);
  await again.getByLabel('Prix propre (€, facultatif)').fill('120,50');
  await again.getByLabel('Stock de départ').fill('3');
  await again.getByLabel('Suivre son stock').check();
  await again.getByRole('button', { name: 'Ajouter la déclinaison' }).click();
  await expect(page.getByText('Déclinaison ajoutée').first()).toBeVisible();
  await expect(page.getByText(`Déclinaison Couleur : ${value}`)).toBeVisible();
  await expectAccessible(page);

  // The shop sells it: its colour, its own price and its stock.
  const sold = await call<ProductDetail>('GET', `/v2/product/${product.id}`);
  expect(sold.declinations.find((declination) => declination.reference === `COU-${id}`)).toMatchObject({
    label: value,
    price: 12_050,
    setQuantity: true,
    quantity: 3,
  });

  // The first declination goes; the last one left cannot be deleted.
  await page.getByRole('button', { name: 'Supprimer la déclinaison' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer la déclinaison' }).click();
  await expect(page.getByText('Déclinaison supprimée').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer la déclinaison' })).toHaveCount(0);
  await expect(page.getByText(`Déclinaison Couleur : ${value}`)).toBeVisible();
});
