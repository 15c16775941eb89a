// The back-office's menus (issue 18 item 3) in a browser: on a phone, the owner adds to the top menu a link to a
// category with its text in French and English, sees it in the storefront's menu on / and /en, moves it up and
// back down, then removes it after confirming; the menu is as it was. The page passes axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, heading1, open, test } from './fixtures.ts';
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

interface Entry {
  id: number;
  order: number;
  children: Entry[];
}
/** The menu's entries and places (`GET /api/page`). */
const shape = (pages: Entry[]): unknown =>
  pages.map((p) => ({ id: p.id, order: p.order, children: shape(p.children) }));

/** Where an entry comes among the menu's top entries (by its menu title in French). */
async function placeOf(title: string) {
  const top = await api<(Entry & { menuTitle: string })[]>('/page');
  return [...top].sort((a, b) => a.order - b.order).findIndex((entry) => entry.menuTitle === title);
}

interface Category {
  id: number;
  name: string;
  urls: { fr_FR: string; en: string };
}

/** The storefront's main menu links, in order (a desktop screen shows it in the header). */
async function menuLinks(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, path);
  const nav = page.getByRole('navigation', { name: path.startsWith('/en') ? 'Main menu' : 'Menu principal' });
  return nav.getByRole('link');
}

test('on a phone, the owner adds a menu link to a category in both languages, moves it and removes it', async ({
  page,
}) => {
  // Six pages and two accessibility checks on a loaded machine.
  test.setTimeout(120_000);
  const [category] = await api<Category[]>('/v2/product/category');
  const before = shape(await api<Entry[]>('/page'));
  const n = Date.now() % 100_000;
  const fr = `Coussins ${n}`;
  const en = `Cushions ${n}`;

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/menus');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Menus');
  await expectAccessible(page);

  const create = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Ajouter un lien au menu' }) });
  await create.getByLabel('Texte du lien (Français)').fill(fr);
  await expect(create.getByText('Anglais à écrire')).toBeVisible();
  await create.getByLabel('Texte du lien (Anglais)').fill(en);
  await create.getByLabel('Le lien mène vers').selectOption({ label: 'une catégorie de produits' });
  await create.getByLabel('Catégorie', { exact: true }).selectOption({ value: String(category!.id) });
  await create.getByRole('button', { name: 'Ajouter le lien' }).click();
  await expect(page.getByText('Lien ajouté').first()).toBeVisible();
  const row = page.locator('[data-menu-entry]').filter({ hasText: fr });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // The storefront's menu shows it at once, in French and in English, leading to the category.
  let links = await menuLinks(page, '/');
  await expect(links.filter({ hasText: fr })).toHaveAttribute('href', category!.urls.fr_FR);
  links = await menuLinks(page, '/en');
  await expect(links.filter({ hasText: en })).toHaveAttribute('href', category!.urls.en);

  // Moved up: it comes before the entry that preceded it.
  const place = await placeOf(fr);
  expect(place).toBeGreaterThan(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/admin/menus');
  await page.getByRole('button', { name: `Monter « ${fr} »` }).click();
  await expect(page.getByText('Ordre enregistré').first()).toBeVisible();
  await expect.poll(async () => placeOf(fr)).toBe(place - 1);
  links = await menuLinks(page, '/');
  await expect(links.filter({ hasText: fr })).toBeVisible();

  // Moved back down, then removed after confirming.
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/admin/menus');
  await page.getByRole('button', { name: `Descendre « ${fr} »` }).click();
  await expect(page.getByText('Ordre enregistré').first()).toBeVisible();
  const entry = page.locator('[data-menu-entry]').filter({ hasText: fr });
  await entry.locator('summary').first().click();
  await entry.getByRole('button', { name: 'Retirer du menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Le retirer' }).click();
  await expect(page.getByText('Retiré').first()).toBeVisible();
  await expect(page.locator('[data-menu-entry]').filter({ hasText: fr })).toHaveCount(0);

  links = await menuLinks(page, '/');
  await expect(links.filter({ hasText: fr })).toHaveCount(0);
  // The menu is as it was: the same entries in the same places.
  expect(shape(await api<Entry[]>('/page'))).toEqual(before);
});
