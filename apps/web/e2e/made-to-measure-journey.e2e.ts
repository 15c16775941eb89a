// Made to measure (issue 19), the whole journey in a browser, the customer and the workshop side by side: a
// customer asks for a quote with two photos → the workshop answers with a priced quote from the back-office → the
// customer accepts it and pays the deposit with the sandbox card → the workshop posts two production stages with
// photos → asks the balance → the customer pays it and books a Click & Collect slot → the workshop closes the job,
// whose deposit and balance invoices stay in the customer's account.
import type { Browser, Cookie, Page } from '@playwright/test';
import { quoteAmounts } from '@atelier/domain';
import { baseUrl, expect, expectNoAxeViolation, heading1, open, test } from './fixtures.ts';
import { ADMIN, register, uniqueEmail } from './shop-api.ts';

/** A tiny PNG (the API checks photos by their content and re-encodes them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** '572,50' in a French amount, whatever the spaces. */
const euros = (cents: number) => new RegExp((cents / 100).toFixed(2).replace('.', ','));

/** A second browser, the workshop's, whose visitor has answered the consent banner already. */
async function adminPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const answered = process.env['E2E_CONSENT_DENY'];
  if (answered) await context.addCookies([JSON.parse(answered) as Cookie]);
  const page = await context.newPage();
  await open(page, path);
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

/** The sandbox's hosted card page with the paid test card. */
async function payWithSandboxCard(page: Page) {
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel(/date d’expiration/i).fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel(/cryptogramme/i).fill('123');
  await page.getByLabel(/titulaire/i).fill('Claire Bodin');
  await page.getByRole('button', { name: /^payer/i }).click();
  await expect(page).toHaveURL(/\/account\/made-to-measure\/\d+\?.*payment=/);
}

test('request → quote → accepted, deposit paid → two stages → balance paid → slot booked → closed', async ({
  browser,
  page: customer,
}) => {
  test.setTimeout(240_000);
  const token = await register(uniqueEmail('sur-mesure-parcours'));
  await customer.context().addCookies([{ name: 'token', value: token, url: baseUrl() }]);

  // 1. The request, with two photos, picked up at the workshop.
  await open(customer, '/devis-sur-mesure');
  await customer.getByLabel('Type de pièce').selectOption('ARMCHAIR');
  await customer.getByLabel(/De quoi s’agit-il/).fill('Fauteuil crapaud, ressorts à refaire');
  await customer.getByRole('group', { name: /^État/ }).getByLabel('Usée').check();
  await customer.getByLabel('Photos de la pièce').setInputFiles([photo('face.png'), photo('profil.png')]);
  await customer.getByLabel('Mon propre tissu').check();
  await customer.getByLabel(/Décrivez votre tissu/).fill('Velours bleu, 3 m');
  await customer.getByLabel('Retrait à l’atelier').check();
  await customer.getByRole('button', { name: 'Envoyer ma demande' }).click();
  // A multipart post (its photos re-encoded), then the job’s page: slow on a loaded machine.
  await expect(customer).toHaveURL(/\/account\/made-to-measure\/\d+$/, { timeout: 20_000 });
  const jobUrl = new URL(customer.url()).pathname;
  await expect(heading1(customer)).toHaveText(/^Demande SM-\d{4}-\d{4}$/);
  const reference = (await heading1(customer).textContent())!.replace('Demande ', '').trim();
  await expect(customer.getByRole('button', { name: /Agrandir la photo/ })).toHaveCount(2);

  // 2. The workshop's quote: 8 h of labour at 45 € and 3 m of supplies at 12,50 € excl. VAT, a 30 % deposit.
  const workshop = await adminPage(browser, `/admin/made-to-measure?reference=${reference}`);
  await workshop.getByRole('link', { name: reference }).click();
  await expect(heading1(workshop)).toHaveText(`Demande ${reference}`);
  const builder = workshop.getByTestId('quote-builder');
  const line1 = builder.getByRole('group', { name: 'Ligne 1' });
  await line1.getByLabel('Type').selectOption('LABOUR');
  await line1.getByLabel('Désignation').fill('Réfection complète');
  await line1.getByLabel('Quantité').fill('8');
  await line1.getByLabel('Prix unitaire HT (€)').fill('45');
  if ((await builder.getByRole('group', { name: 'Ligne 2' }).count()) === 0) {
    await builder.getByRole('button', { name: 'Ajouter une ligne' }).click();
  }
  const line2 = builder.getByRole('group', { name: 'Ligne 2' });
  await line2.getByLabel('Type').selectOption('SUPPLIES');
  await line2.getByLabel('Désignation').fill('Sangles et crin');
  await line2.getByLabel('Quantité').fill('3');
  await line2.getByLabel('Prix unitaire HT (€)').fill('12,50');
  await builder.getByLabel('Acompte (%)').fill('30');
  const amounts = quoteAmounts(
    [
      { kind: 'LABOUR', quantity: 8, unitPrice: 4500 },
      { kind: 'SUPPLIES', quantity: 3, unitPrice: 1250 },
    ],
    2000,
    30,
  );
  await expect(builder.getByTestId('quote-totals').locator('[data-amount="total"]')).toHaveText(euros(amounts.total));
  await builder.getByRole('button', { name: 'Envoyer le devis' }).click();
  await expect(workshop.locator('[data-status="QUOTED"]').first()).toBeVisible();

  // 3. The customer accepts it (their name as signature) and pays the deposit with the sandbox card.
  await open(customer, jobUrl);
  await expect(customer.getByText(/L221-28/).first()).toBeVisible();
  await customer.getByLabel('Votre nom complet (vaut signature)').fill('Claire Bodin');
  await customer.getByRole('checkbox', { name: /J’accepte ce devis/ }).check();
  await customer.getByRole('button', { name: 'Accepter le devis' }).click();
  await customer.getByRole('button', { name: /Régler l’acompte de/ }).click();
  await payWithSandboxCard(customer);
  await expect(customer.getByRole('link', { name: /Facture d’acompte F\d{4}-\d{6}/ })).toBeVisible();

  // 4. Two production stages with photos, posted from the back-office.
  for (const [stage, note] of [
    [/Reçu/, 'Le fauteuil est arrivé à l’atelier.'],
    [/Dégarnissage/, 'Carcasse mise à nu : elle est saine.'],
  ] as const) {
    await workshop.reload();
    const form = workshop.getByTestId('stage-form');
    const option = form.getByLabel('Étape').locator('option').filter({ hasText: stage });
    await form.getByLabel('Étape').selectOption({ value: (await option.getAttribute('value'))! });
    await form.getByLabel('Note pour le client (facultative)').fill(note);
    await form.getByLabel('Photos').setInputFiles([photo('etape.png')]);
    await form.getByRole('button', { name: 'Publier l’étape' }).click();
    await expect(workshop.getByTestId('job-timeline')).toContainText(note);
  }

  // 5. The balance asked, then paid by the customer, who books a Click & Collect slot.
  await workshop.getByRole('button', { name: /Demander le solde de/ }).click();
  await workshop.getByRole('button', { name: 'Oui, demander le solde' }).click();
  await expect(workshop.locator('[data-status="BALANCE_DUE"]').first()).toBeVisible();

  await open(customer, jobUrl);
  await expect(customer.getByText('Carcasse mise à nu : elle est saine.')).toBeVisible();
  await customer.getByRole('button', { name: /Régler le solde de/ }).click();
  await payWithSandboxCard(customer);
  await expect(customer.getByRole('link', { name: /Facture de solde F\d{4}-\d{6}/ })).toBeVisible();
  const calendar = customer.getByTestId('pickup-calendar');
  const firstDay = calendar.locator('td button').first();
  await expect(firstDay).toBeVisible();
  await calendar.getByRole('button', { name: (await firstDay.getAttribute('aria-label'))!, exact: true }).click();
  await calendar.getByRole('radio').first().check();
  await customer.getByRole('button', { name: 'Réserver ce créneau' }).click();
  await expect(customer.getByText(/créneau de retrait est réservé/)).toBeVisible();

  // Without JavaScript, the page lists the slots of this month and the next: the customer moves theirs to the last.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(await customer.context().cookies());
  const plainPage = await plain.newPage();
  await plainPage.goto(jobUrl);
  const slots = plainPage.getByLabel('Jour et créneau de retrait');
  const last = slots.locator('option').last();
  const lastValue = (await last.getAttribute('value'))!;
  await slots.selectOption(lastValue);
  await plainPage.getByRole('button', { name: 'Réserver ce créneau' }).click();
  await expect(plainPage.getByText(/créneau de retrait est réservé/)).toBeVisible();
  const lastDay = lastValue.split('|')[1]!.split('-').reverse().join('/');
  await expect(plainPage.getByText(new RegExp(`Retrait le ${lastDay}`))).toBeVisible();
  await plain.close();

  // 6. The workshop hands the piece over and closes the job; the invoices stay in the customer's account.
  await workshop.reload();
  await workshop.getByRole('button', { name: 'Clôturer : pièce remise' }).click();
  await workshop.getByRole('button', { name: 'Oui, clôturer' }).click();
  await expect(workshop.locator('[data-status="CLOSED"]').first()).toBeVisible();

  await open(customer, jobUrl);
  await expect(customer.getByText(/Votre pièce vous a été remise/)).toBeVisible();
  await expect(customer.getByRole('link', { name: /Facture d’acompte F\d{4}-\d{6}/ })).toBeVisible();
  await expect(customer.getByRole('link', { name: /Facture de solde F\d{4}-\d{6}/ })).toBeVisible();
  await expectNoAxeViolation(customer);
});
