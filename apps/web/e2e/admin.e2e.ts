// The back-office (issue 16) in a browser: who may enter, and the workshop owner finding an order by its
// reference and shipping it with a tracking link, on a desktop and on a phone-sized screen; the customer's order
// page and mail show the link.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Cookie, Page } from '@playwright/test';
import { baseUrl, expect, heading1, test } from './fixtures.ts';
import { caughtMails, readableMail } from './mail.ts';
import { ADMIN, buy, PASSWORD, register, shopProducts, uniqueEmail } from './shop-api.ts';

/** Another visitor's browser, who has answered the consent banner already (the global setup's cookie). */
async function otherVisitor(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const answered = process.env['E2E_CONSENT_DENY'];
  if (answered) await context.addCookies([JSON.parse(answered) as Cookie]);
  return { context, page: await context.newPage() };
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The login form of /auth, as the page shows it. */
async function logIn(page: Page, email: string, password: string) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(email);
  await form.getByLabel(/^mot de passe/i).fill(password);
  await form.getByRole('button', { name: /se connecter/i }).click();
}

test('a visitor is sent to log in and comes back to the panel; a customer is refused', async ({ page, browser }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Forders$/);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(heading1(page)).toHaveText('Commandes');
  await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link')).not.toHaveCount(0);
  // Private: no cache (the page cache, a proxy, the browser) keeps an admin page.
  const reloaded = await page.reload();
  expect(reloaded?.headers()['cache-control']).toBe('private, no-store');
  expect(reloaded?.headers()['x-cache']).toBeUndefined();

  // A customer's session (logging in through the form is another test's): their browser carries its cookie.
  const token = await register(uniqueEmail('admin-refused'));
  const { context: customer, page: customerPage } = await otherVisitor(browser);
  await customer.addCookies([{ name: 'token', value: token, url: baseUrl() }]);
  const response = await customerPage.goto('/admin');
  expect(response?.status()).toBe(403);
  await expect(heading1(customerPage)).toHaveText('Accès refusé');
  await customer.close();
});

for (const screen of [
  { name: 'a desktop', viewport: { width: 1280, height: 900 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on ${screen.name}, the owner finds an order by its reference and ships it; the customer sees the link`, async ({
    page,
  }) => {
    // A purchase, two browsers and the mails: a long journey on a loaded 2-core machine.
    test.slow();
    await page.setViewportSize(screen.viewport);
    const email = uniqueEmail('admin-ship');
    const token = await register(email);
    const { plain } = await shopProducts();
    const placed = await buy([{ product: plain[0]!, quantity: 1 }], { token });

    await page.goto('/admin');
    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(heading1(page)).toHaveText(/^Bonjour/);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Commandes' }).click();
    await expect(heading1(page)).toHaveText('Commandes');
    await page.getByLabel('Référence').fill(placed.reference.slice(-6));
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/reference=/);
    await expectAccessible(page);
    await page.getByRole('link', { name: placed.reference }).click();
    await expect(heading1(page)).toHaveText(`Commande ${placed.reference}`);
    await expectAccessible(page);

    // PAID → in preparation → shipped with the carrier's link (the API's rules; the customer is told each time).
    await page.getByLabel('Nouveau statut').selectOption('IN_PREPARATION');
    await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await expect(page.getByText('Le statut de la commande est enregistré.').first()).toBeVisible();
    await expect(page.getByTestId('admin-order').locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'IN_PREPARATION',
    );
    const tracking = `https://suivi.example.com/colis/${placed.idOrder}`;
    await page.getByLabel('Nouveau statut').selectOption('SHIPPED');
    await page.getByLabel('Lien de suivi du colis').fill(tracking);
    await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await expect(page.getByTestId('admin-order').locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'SHIPPED',
    );

    // The link the field keeps once shipped goes only with the shipping: delivered is taken (the shipped mail
    // holds the link), then a step the rules refuse is said, and nothing changes.
    await page.getByLabel('Nouveau statut').selectOption('DELIVERED');
    await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await expect(page.getByTestId('admin-order').locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'DELIVERED',
    );
    await page.getByLabel('Nouveau statut').selectOption('AWAITING_PAYMENT');
    await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await expect(page.getByTestId('status-refused')).toContainText(/./);
    await expect(page.getByTestId('admin-order').locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'DELIVERED',
    );

    // The customer, in a tab of the same browser once the owner is done and logged out: this browser closes with
    // the test (a second browser's close once hung a loaded machine until the test's time ran out).
    await page.context().clearCookies({ name: 'token' });
    const customerPage = await page.context().newPage();
    await customerPage.setViewportSize(screen.viewport);
    await customerPage.goto(`/auth?redirectTo=${encodeURIComponent(`/account/orders/${placed.idOrder}`)}`);
    await logIn(customerPage, email, PASSWORD);
    await expect(heading1(customerPage)).toHaveText(`Commande ${placed.reference}`);
    await expect(customerPage.getByRole('link', { name: /suivre le colis/i })).toHaveAttribute('href', tracking);

    await expect
      .poll(async () =>
        (await caughtMails())
          .filter((mail) => mail.to.includes(email))
          .map(readableMail)
          .join('\n'),
      )
      .toContain(tracking);
  });
}
