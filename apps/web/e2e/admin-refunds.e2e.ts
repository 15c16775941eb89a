// Refunds of an order outside a return (issue 16 item 4): the demo administrator cancels a paid order from its
// page and refunds part of it through the sandbox; the page lists the refund; a second refund above what is left
// is refused with the API's message.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { OrderDetail } from '@atelier/contract';
import { expect, open, test } from './fixtures.ts';
import { ADMIN, buy, call, firstDeliverable, register, shopProducts, uniqueEmail } from './shop-api.ts';

async function expectAccessible(page: Page) {
  // A toast being shown is checked once its entrance is over (its fade-in is no contrast to measure).
  await page.waitForTimeout(600);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the demo administrator cancels a paid order and refunds it through the sandbox, never above what is left', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { plain } = await shopProducts();
  const product = await firstDeliverable(plain, plain[0]!);
  const email = uniqueEmail('remboursement');
  const token = await register(email);
  const order = await buy([{ product, quantity: 1 }], { token });
  const bought = await call<OrderDetail>('GET', `/order/${order.idOrder}`, { token });
  const line = bought.lines[0]!;

  await open(page, `/admin/orders/${order.idOrder}`);
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.idOrder}$`));

  // The shop cannot supply it: the order is cancelled.
  await page.getByLabel('Nouveau statut').selectOption('CANCELLED');
  await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
  await expect(page.getByTestId('admin-order').getByText('Annulée').first()).toBeVisible();

  const refunds = page.getByTestId('order-refunds');
  await expect(refunds.getByRole('heading', { name: 'Remboursements' })).toBeVisible();
  await expect(refunds.getByText('Aucun remboursement pour l’instant.')).toBeVisible();
  await expectAccessible(page);

  // The line, through the order's sandbox payment, confirmed in the dialog.
  await refunds.getByRole('spinbutton', { name: new RegExp(line.name) }).fill('1');
  await expect(refunds.getByLabel(/Par le paiement de la commande \(SANDBOX\)/)).toBeChecked();
  await refunds.getByRole('button', { name: 'Rembourser', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Rembourser le client ?');
  await dialog.getByRole('button', { name: 'Rembourser' }).click();
  await expect(page.getByText('Le remboursement est fait ; le client est prévenu par e-mail.').first()).toBeVisible();
  const list = refunds.getByTestId('order-refund-list');
  await expect(list).toContainText('fait');
  await expect(list).toContainText('par le paiement (SANDBOX)');
  await expect(list).toContainText(ADMIN.email);
  const left = (await refunds.getByTestId('refundable-amount').textContent())!.trim();
  expect(left).not.toBe('0,00 €');
  // The customer's refund mail is listed with the order's mails.
  await expect(page.getByText(`votre remboursement (commande ${order.reference})`)).toBeVisible();

  // A second refund above what is left is refused with the API's message; nothing more is refunded.
  await refunds.getByLabel(/Montant à la place du calcul/).fill('100000');
  await refunds.getByRole('button', { name: 'Rembourser', exact: true }).click();
  await dialog.getByRole('button', { name: 'Rembourser' }).click();
  await expect(refunds.getByRole('alert')).toContainText('ne peut pas dépasser ce qui a été payé');
  await expect(refunds.getByText(/ne peut pas dépasser ce qui a été payé : il reste/).last()).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(refunds.getByTestId('refundable-amount')).toHaveText(left);
  await expectAccessible(page);
});
