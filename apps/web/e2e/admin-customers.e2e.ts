// The back-office's customers (issue 16 item 5): a customer registers and buys; the demo administrator finds them
// by their e-mail, opens their page, sees the order, downloads their data (GDPR) and anonymises them at their
// request, after a confirmation; the customer can no longer log in. An administrator account is refused. On a
// desktop and on a phone-sized screen.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { baseUrl, expect, heading1, open, test, waitForAnimations } from './fixtures.ts';
import { ADDRESS, ADMIN, buy, call, CLIENT_IP, PASSWORD, register, shopProducts, uniqueEmail } from './shop-api.ts';

async function expectAccessible(page: Page) {
  // A toast fading in is read at its half-way colours: checked once it is in place.
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function logInAsAdmin(page: Page, path: string) {
  await open(page, path);
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await expect(heading1(page)).toHaveText('Clients');
}

/** `POST /api/login` as the customer's app would: the answer's status. */
async function loginStatus(email: string, password: string) {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': CLIENT_IP },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

for (const screen of [
  { name: 'a desktop', viewport: { width: 1280, height: 900 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on ${screen.name}, the owner finds a customer by e-mail, exports their data and anonymises them`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen.viewport);
    const email = uniqueEmail('client-rgpd');
    const token = await register(email);
    const { plain } = await shopProducts();
    const placed = await buy([{ product: plain[0]!, quantity: 1 }], { token });
    await call('POST', '/user/address', { token, body: { ...ADDRESS, address: '12 rue du Calvaire' } });
    expect(await loginStatus(email, PASSWORD)).toBe(200);

    await logInAsAdmin(page, '/admin/customers');
    await expect(
      page
        .getByRole('navigation', { name: 'Administration' })
        .getByRole('link', { name: 'Clients', includeHidden: true }),
    ).toHaveAttribute('href', '/admin/customers');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/email=/);
    await expect(page.getByText('1 compte', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell').nth(4)).toHaveText('1'); // one order
    await expectAccessible(page);
    await row.getByRole('link', { name: 'Léa Martin' }).click();

    await expect(heading1(page)).toHaveText('Léa Martin');
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText('12 rue du Calvaire').first()).toBeVisible();
    const orderLink = page.getByRole('link', { name: placed.reference });
    await expect(orderLink).toBeVisible();
    await expectAccessible(page);

    // The order page names its customer with a link back to their page.
    await orderLink.click();
    await expect(heading1(page)).toHaveText(`Commande ${placed.reference}`);
    await page.getByRole('link', { name: 'Léa Martin' }).click();
    await expect(heading1(page)).toHaveText('Léa Martin');

    // Their data, as a JSON file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger ses données (JSON)' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    expect(text).toContain(email);
    expect(text).toContain(placed.reference);

    // Anonymised at their request: asked first, then done.
    await page.getByLabel('Motif (gardé dans le journal des modifications)').fill('Demande du client par e-mail');
    await page.getByRole('button', { name: 'Anonymiser', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Anonymiser définitivement ce compte ?');
    await dialog.getByRole('button', { name: 'Anonymiser définitivement' }).click();
    await expect(page.getByText('Le compte est anonymisé.').first()).toBeVisible();
    await expect(page.getByTestId('anonymised')).toBeVisible();
    await expect(heading1(page)).toHaveText(/^Client anonymisé n° \d+$/);
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByText('12 rue du Calvaire')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anonymiser', exact: true })).toHaveCount(0);
    // The order stays, for the accounts.
    await expect(page.getByRole('link', { name: placed.reference })).toBeVisible();
    await expectAccessible(page);

    expect(await loginStatus(email, PASSWORD)).toBeGreaterThanOrEqual(400);
  });
}

test('an administrator account cannot be anonymised: the refusal is said', async ({ page }) => {
  await logInAsAdmin(page, `/admin/customers?email=${encodeURIComponent(ADMIN.email)}`);
  await page.getByRole('row').filter({ hasText: ADMIN.email }).getByRole('link').first().click();
  await expect(page.getByTestId('admin-customer')).toBeVisible();
  await page.getByRole('button', { name: 'Anonymiser', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Anonymiser définitivement' }).click();
  await expect(page.getByTestId('anonymise-refused')).toContainText('administrateur');
  await expect(page.getByTestId('anonymised')).toHaveCount(0);
  expect(await loginStatus(ADMIN.email, ADMIN.password)).toBe(200);

  // The same pages in English.
  await open(page, `/en/admin/customers?email=${encodeURIComponent(ADMIN.email)}`);
  await expect(heading1(page)).toHaveText('Customers');
  await expect(page.getByText('1 account', { exact: true })).toBeVisible();
});
