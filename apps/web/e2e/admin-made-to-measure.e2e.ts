// The back-office of made to measure (issue 19 item 2): the demo administrator finds a customer's request in the
// inbox, asks a question, writes a quote with a labour line and a fabric line whose live totals are the API's to
// the cent, and sends it (QUOTED, numbered); renames and reorders the production stages; the inbox on a phone.
import type { Page } from '@playwright/test';
import type { MadeToMeasureOptions, MadeToMeasureRequested, ProductionStage } from '@atelier/contract';
import { quoteAmounts } from '@atelier/domain';
import { baseUrl, expect, expectNoAxeViolation, heading1, open, test } from './fixtures.ts';
import { ADMIN, adminToken, call, CLIENT_IP, register, uniqueEmail } from './shop-api.ts';

/** A small PNG (the API checks photos by their content and re-encodes them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A logged customer's request (NEW at once), with a photo, through `POST /api/quote-request` (multipart). */
async function requestQuote(token: string, fabric: MadeToMeasureOptions['fabrics'][number] | undefined) {
  const form = new FormData();
  form.set(
    'request',
    JSON.stringify({
      pieceKind: 'ARMCHAIR',
      description: 'Bergère Louis XV, assise affaissée',
      dimensions: { width: 70, depth: 65, height: 95 },
      condition: 'WORN',
      fabric: fabric ? { type: 'SHOP', idDeclination: fabric.idDeclination } : { type: 'OWN', description: 'Lin' },
      handover: 'PICKUP',
      message: 'Je peux la déposer un samedi.',
    }),
  );
  form.append('images', new Blob([PNG], { type: 'image/png' }), 'bergere.png');
  const response = await fetch(`${baseUrl()}/api/quote-request`, {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': CLIENT_IP },
    body: form,
  });
  const envelope = (await response.json()) as { success: boolean; data: MadeToMeasureRequested };
  expect(response.status, JSON.stringify(envelope)).toBe(200);
  return envelope.data;
}

async function logInAsAdmin(page: Page, path: string) {
  await open(page, path);
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** '572,50' in a French amount, whatever the spaces. */
const euros = (cents: number) => new RegExp((cents / 100).toFixed(2).replace('.', ','));

test('the workshop answers a request with a question, then a quote whose live totals are the API’s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const options = await call<MadeToMeasureOptions>('GET', '/quote-request/options');
  const fabric = options.fabrics[0];
  const token = await register(uniqueEmail('sur-mesure'));
  const requested = await requestQuote(token, fabric);
  expect(requested.status).toBe('NEW');

  // The inbox, filtered by the reference: the request is there, awaiting the workshop.
  await logInAsAdmin(page, `/admin/made-to-measure?reference=${requested.reference}`);
  await expect(heading1(page)).toHaveText('Demandes sur mesure');
  const row = page.getByRole('row').filter({ hasText: requested.reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nouvelle demande');
  await expectNoAxeViolation(page);

  await row.getByRole('link', { name: requested.reference }).click();
  await expect(heading1(page)).toHaveText(`Demande ${requested.reference}`);
  await expect(page.getByTestId('job-next')).toContainText('répondre par un devis');
  await expect(page.getByRole('img', { name: /Photo 1 de la demande/ })).toBeVisible();

  // A question: the thread shows it and the job waits for the customer.
  await page.getByLabel('Votre question au client').fill('Le bois est-il vermoulu ?');
  await page.getByRole('button', { name: 'Envoyer la question' }).click();
  await expect(page.getByText('Question envoyée au client').first()).toBeVisible();
  await expect(page.getByTestId('job-thread')).toContainText('Le bois est-il vermoulu ?');
  await expect(page.locator('[data-status="QUESTION"]').first()).toBeVisible();

  // The quote: 10 h of labour at 45 €, 3.5 m of fabric at 35 € excl. VAT, 20 % VAT, a 40 % deposit.
  const builder = page.getByTestId('quote-builder');
  const line1 = builder.getByRole('group', { name: 'Ligne 1' });
  await expect(line1.getByLabel('Type')).toHaveValue('LABOUR');
  await line1.getByLabel('Quantité').fill('10');
  await line1.getByLabel('Prix unitaire HT (€)').fill('45');
  let line2 = builder.getByRole('group', { name: 'Ligne 2' });
  if (fabric) {
    // The customer's fabric is offered at its price per metre, excluding VAT.
    await expect(line2.getByLabel('Type')).toHaveValue('FABRIC');
    await expect(line2.getByLabel('Désignation')).toHaveValue(/.+/);
    const exclVat = Math.round((fabric.pricePerMetre * 10_000) / 12_000);
    await expect(line2.getByLabel('Prix unitaire HT (€)')).toHaveValue((exclVat / 100).toFixed(2));
  } else {
    await line2.getByLabel('Type').selectOption('FABRIC');
    await line2.getByLabel('Désignation').fill('Velours côtelé');
  }
  await line2.getByLabel('Quantité').fill('3,5');
  await line2.getByLabel('Prix unitaire HT (€)').fill('35');
  await builder.getByLabel('Acompte (%)').fill('40');
  const expected = quoteAmounts(
    [
      { kind: 'LABOUR', quantity: 10, unitPrice: 4500 },
      { kind: 'FABRIC', quantity: 3.5, unitPrice: 3500 },
    ],
    2000,
    40,
  );
  const totals = builder.getByTestId('quote-totals');
  await expect(totals.locator('[data-amount="totalExclVat"]')).toHaveText(euros(expected.totalExclVat));
  await expect(totals.locator('[data-amount="vat"]')).toHaveText(euros(expected.vat));
  await expect(totals.locator('[data-amount="total"]')).toHaveText(euros(expected.total));
  await expect(totals.locator('[data-amount="deposit"]')).toHaveText(euros(expected.deposit));
  await expect(totals.locator('[data-amount="balance"]')).toHaveText(euros(expected.balance));
  // Reordering a line keeps the totals.
  await builder.getByRole('button', { name: 'Descendre la ligne 1' }).click();
  line2 = builder.getByRole('group', { name: 'Ligne 2' });
  await expect(line2.getByLabel('Type')).toHaveValue('LABOUR');
  await expect(totals.locator('[data-amount="total"]')).toHaveText(euros(expected.total));
  await expectNoAxeViolation(page);

  await builder.getByRole('button', { name: 'Envoyer le devis' }).click();
  await expect(page.getByText('Devis envoyé au client').first()).toBeVisible();
  await expect(page.locator('[data-status="QUOTED"]').first()).toBeVisible();
  const quote = page.getByTestId('job-quote');
  await expect(quote.getByRole('heading', { name: /Devis DV\d{4}-\d{6}/ })).toBeVisible();
  await expect(quote).toContainText(euros(expected.total));
  await expect(quote.getByRole('link', { name: /Télécharger le devis DV\d{4}-\d{6}/ })).toHaveAttribute(
    'href',
    new RegExp(`/api/quote-request/${requested.id}/document/quote-\\d+`),
  );
  // Once quoted, the builder offers a new quote only after a decline or an expiry.
  await expect(page.getByTestId('quote-builder')).toHaveCount(0);
});

test('without JavaScript, the workshop quotes on three lines: the labour and two blank ones', async ({ browser }) => {
  test.setTimeout(120_000);
  const token = await register(uniqueEmail('sur-mesure-sans-js'));
  const requested = await requestQuote(token, undefined);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/auth?redirectTo=${encodeURIComponent(`/admin/made-to-measure/${requested.id}`)}`);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(heading1(page)).toHaveText(`Demande ${requested.reference}`);

  const builder = page.getByTestId('quote-builder');
  // The buttons that add, move and remove lines need JavaScript: none is offered.
  await expect(builder.getByRole('button', { name: 'Ajouter une ligne' })).toHaveCount(0);
  const line1 = builder.getByRole('group', { name: 'Ligne 1' });
  await line1.getByLabel('Quantité').fill('6');
  await line1.getByLabel('Prix unitaire HT (€)').fill('45');
  const line2 = builder.getByRole('group', { name: 'Ligne 2' });
  await line2.getByLabel('Type').selectOption('SUPPLIES');
  await line2.getByLabel('Désignation').fill('Crin et ressorts');
  await line2.getByLabel('Quantité').fill('1');
  await line2.getByLabel('Prix unitaire HT (€)').fill('80');
  await expect(builder.getByRole('group', { name: 'Ligne 3' })).toBeVisible();
  await builder.getByRole('button', { name: 'Envoyer le devis' }).click();

  const expected = quoteAmounts(
    [
      { kind: 'LABOUR', quantity: 6, unitPrice: 4500 },
      { kind: 'SUPPLIES', quantity: 1, unitPrice: 8000 },
    ],
    2000,
    30,
  );
  await expect(page.locator('[data-status="QUOTED"]').first()).toBeVisible();
  await expect(page.getByTestId('job-quote')).toContainText(euros(expected.total));
  await expect(page.getByTestId('job-quote')).toContainText('Crin et ressorts');
  await context.close();
});

test('the workshop renames and reorders its production stages', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await adminToken();
  const stagesOf = () => call<ProductionStage[]>('GET', '/admin/made-to-measure/stage', { token });
  const save = (stages: { id?: number; name: { fr_FR: string; en?: string } }[]) =>
    call<ProductionStage[]>('PUT', '/admin/made-to-measure/stage', { token, body: { stages } });
  // Two stages of this test after the site's own, removed at the end (no job reaches them).
  const before = await stagesOf();
  // The site's seeded stages (received … ready, decision 015): the list is put back as it was at the end.
  expect(before.length, 'the demo site has its seeded production stages').toBeGreaterThan(0);
  const kept = before.map((stage) => ({ id: stage.id, name: stage.name }));
  const mark = Date.now().toString(36);
  const added = await save([
    ...kept,
    { name: { fr_FR: `Contrôle ${mark}`, en: `Check ${mark}` } },
    { name: { fr_FR: `Emballage ${mark}` } },
  ]);
  const [check, wrap] = added.slice(-2) as [ProductionStage, ProductionStage];
  const checkNumber = added.length - 1;

  try {
    await logInAsAdmin(page, '/admin/made-to-measure/stages');
    await expect(heading1(page)).toHaveText('Étapes de fabrication');

    // The English name missing is flagged; written and saved, the flag goes.
    const wrapGroup = page.getByRole('group', { name: `Étape ${added.length}` });
    await expect(wrapGroup).toContainText('anglais', { ignoreCase: true });
    await wrapGroup.getByLabel(`Étape ${added.length} (Anglais)`).fill(`Wrapping ${mark}`);
    await page.getByRole('button', { name: 'Enregistrer les étapes' }).click();
    await expect(page.getByText('Étapes enregistrées').first()).toBeVisible();
    expect((await stagesOf()).at(-1)!.name).toEqual({ fr_FR: `Emballage ${mark}`, en: `Wrapping ${mark}` });

    // The last stage moved up: the list's order follows.
    await page.getByRole('button', { name: `Monter l’étape Emballage ${mark}` }).click();
    await expect(page.getByText('Ordre enregistré').first()).toBeVisible();
    expect((await stagesOf()).slice(-2).map((stage) => stage.id)).toEqual([wrap.id, check.id]);
    await expect(
      page.getByRole('group', { name: `Étape ${checkNumber}` }).getByLabel(`Étape ${checkNumber} (Français)`),
    ).toHaveValue(`Emballage ${mark}`);
    await expectNoAxeViolation(page);
  } finally {
    await save(kept);
  }
});

test('the inbox on a phone keeps the reference, the customer and the status in view', async ({ page }) => {
  const requested = await requestQuote(await register(uniqueEmail('sur-mesure-mobile')), undefined);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, `/admin/made-to-measure?reference=${requested.reference}`);
  await expect(heading1(page)).toHaveText('Demandes sur mesure');
  const firstRow = page.getByRole('row').filter({ hasText: requested.reference });
  await expect(firstRow.getByRole('link', { name: requested.reference })).toBeVisible();
  await expect(firstRow.locator('[data-status]')).toBeVisible();
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolation(page);
});
