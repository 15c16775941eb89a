// The back-office's theme (issue 18 item 4) in a browser: the demo administrator sets the primary colour, the
// preview shows it before saving, and once saved the storefront's colour variable changes at once. A wrong colour
// sent to the API is refused naming its key. The original colour is put back at the end (other tests check
// contrasts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { baseUrl, expect, heading1, parameters, test, waitForHydration } from './fixtures.ts';
import { ADMIN, adminToken, call } from './shop-api.ts';

const NEW_COLOUR = '#1f5f8bff';
/**
 * A save's toast on a loaded machine: it shows once the page's data is read again, while the file's other tests run
 * axe on long pages in the other worker (once in CI, more than the default 10 s).
 */
const SAVE_TIMEOUT = 30_000;

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-testid="theme-preview"]').analyze();
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
  // A field filled before the page's hydration is put back to its default value (fixtures.ts).
  await waitForHydration(page);
}

const primaryOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim());

test('the administrator sets the primary colour: previewed before saving, on the storefront once saved', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // a loaded machine
  // Read and put back by this test alone: the file's other tests run in other workers at the same time, so a
  // file-wide restore (afterAll) would undo this colour in the middle of this test.
  const original = (await parameters())['PRIMARY_COLOR']!;
  expect(original).toMatch(/^#[0-9a-f]{8}$/);
  try {
    await logIn(page, '/admin/theme');
    await expect(heading1(page)).toHaveText('Couleurs, polices et logos');
    await expectAccessible(page);

    const field = page.getByLabel('Couleur principale en texte', { exact: true });
    await expect(field).toHaveValue(original);
    await field.fill(NEW_COLOUR);

    // The preview shows the colour before it is saved; the storefront does not yet.
    const preview = await page.getByTestId('theme-preview').elementHandle();
    const frame = (await preview!.contentFrame())!;
    await expect
      .poll(() =>
        frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim()),
      )
      .toBe(NEW_COLOUR);
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/`);
    expect(await primaryOf(visitor)).toBe(original);

    await page.getByRole('button', { name: 'Enregistrer les couleurs' }).click();
    await expect(page.getByText('Couleurs enregistrées').first()).toBeVisible({ timeout: SAVE_TIMEOUT });

    // Saved: the storefront's next page has the new colour, with no wait.
    await visitor.goto(`${baseUrl()}/`);
    expect(await primaryOf(visitor)).toBe(NEW_COLOUR);
    await visitor.close();

    // A wrong colour through the API is refused, naming the key; nothing changes.
    const token = await adminToken();
    const refused = await fetch(`${baseUrl()}/api/admin/parameter/PRIMARY_COLOR`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: 'violet-ish' }),
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toContain('PRIMARY_COLOR');
    expect((await parameters())['PRIMARY_COLOR']).toBe(NEW_COLOUR);
  } finally {
    await call('PUT', '/admin/parameter/PRIMARY_COLOR', { token: await adminToken(), body: { value: original } });
  }
  expect((await parameters())['PRIMARY_COLOR']).toBe(original);
});

test('the site settings page lists the settings by group, each with its help and default; axe-clean on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000); // two long pages checked by axe on a loaded machine
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, '/admin/settings/site');
  await expect(heading1(page)).toHaveText('Réglages du site');
  for (const group of ['Votre entreprise', 'Apparence', 'Barre du haut et menu', 'Boutique', 'Informations légales']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  await expect(page.getByRole('switch', { name: 'Afficher la barre de recherche' })).toBeVisible();
  await expect(page.getByLabel('Hauteur du logo (px)')).toHaveAttribute('max', '300');
  await expectAccessible(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  // The theme page fits a phone too.
  await page.goto('/admin/theme');
  await expect(heading1(page)).toHaveText('Couleurs, polices et logos');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a translatable setting is written in French and English together, the missing English flagged', async ({
  page,
}) => {
  test.setTimeout(120_000); // a loaded machine
  await logIn(page, '/admin/settings/site');
  const identity = page.locator('#group-identity');
  const wine = identity.locator('[data-parameter="WINE_META_DESCRIPTION"]');
  await wine.getByLabel('Méta-description de la page des vins (Français)').fill('Nos vins de Vendée');
  await expect(wine.getByText('Anglais à écrire')).toBeVisible();
  await identity.getByRole('button', { name: 'Enregistrer « Votre entreprise »' }).click();
  await expect(page.getByText('Réglages enregistrés').first()).toBeVisible({ timeout: SAVE_TIMEOUT });
  expect((await parameters())['WINE_META_DESCRIPTION']).toBe('Nos vins de Vendée');
  await wine.getByRole('button', { name: /Revenir au défaut/ }).click();
  await expect(page.getByText('Valeur par défaut rétablie').first()).toBeVisible({ timeout: SAVE_TIMEOUT });
  expect((await parameters())['WINE_META_DESCRIPTION']).toBeNull();
});
