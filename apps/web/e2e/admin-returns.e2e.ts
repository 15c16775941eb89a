// The back-office's returns (issue 16 item 4): a customer withdraws from a delivered order; the demo administrator
// finds the withdrawal in /admin/returns, marks the goods received and refunds them through the sandbox; the
// customer's return then reads refunded.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { OrderBack } from '@atelier/contract';
import { expect, heading1, open, test } from './fixtures.ts';
import { ADMIN, buy, call, firstDeliverable, moveOrder, register, shopProducts, uniqueEmail } from './shop-api.ts';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the demo administrator receives a withdrawal’s goods and refunds them; the customer sees it refunded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { plain } = await shopProducts();
  const product = await firstDeliverable(plain, plain[0]!);
  const email = uniqueEmail('retour');
  const token = await register(email);
  const order = await buy([{ product, quantity: 1 }], { token });
  await moveOrder(order.idOrder, [{ status: 'IN_PREPARATION' }, { status: 'SHIPPED' }, { status: 'DELIVERED' }]);
  const withdrawal = await call<OrderBack>('POST', `/order/${order.idOrder}/withdrawal`, { token, body: {} });

  await open(page, '/admin/returns');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Freturns$/);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL(/\/admin\/returns$/);
  await expect(heading1(page)).toHaveText('Retours et rétractations');

  await page.getByLabel('Référence de la commande').fill(order.reference);
  await page.getByLabel('Type').selectOption({ label: 'Rétractation' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByText('1 retour')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: new RegExp(`${withdrawal.id} · ${order.reference}`) }).click();

  await expect(heading1(page)).toHaveText(`Rétractation n° ${withdrawal.id} · commande ${order.reference}`);
  await expect(page.getByText(/À rembourser au plus tard le/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Passer à').selectOption({ label: 'Produit reçu' });
  await page.getByRole('button', { name: 'Enregistrer et prévenir le client' }).click();
  await expect(page.getByText('Le retour a avancé ; le client est prévenu par e-mail.').first()).toBeVisible();

  // The refund: the line as offered, through the order's sandbox payment, confirmed in the dialog.
  await page.getByRole('button', { name: 'Rembourser', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rembourser' }).click();
  await expect(page.getByText('Le remboursement est fait ; le client est prévenu par e-mail.').first()).toBeVisible();
  await expect(page.getByTestId('refunds')).toContainText('fait');

  const seen = await call<OrderBack>('GET', `/order-back/${withdrawal.id}`, { token });
  expect(seen.status).toBe('REFUNDED');
  expect(seen.refunded).toBeGreaterThan(0);
});
