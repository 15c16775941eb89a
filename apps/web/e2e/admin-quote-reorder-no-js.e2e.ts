// Issue 19 item 2, without JavaScript: the quote builder's ↑/↓ buttons need a script, so a page not hydrated offers
// a position per line instead; the workshop swaps the first two lines by their positions and the quote is issued
// with them in the new order (quote-form.ts `orderedLinesOf`).
import type { MadeToMeasureJob, MadeToMeasureRequested } from '@atelier/contract';
import { quoteAmounts } from '@atelier/domain';
import { baseUrl, expect, heading1, test } from './fixtures.ts';
import { ADMIN, adminToken, call, CLIENT_IP, register, uniqueEmail } from './shop-api.ts';

/** A small PNG (the API checks photos by their content and re-encodes them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A logged customer's request with the customer's own fabric (no fabric line offered): NEW at once. */
async function requestQuote(token: string) {
  const form = new FormData();
  form.set(
    'request',
    JSON.stringify({
      pieceKind: 'ARMCHAIR',
      description: 'Cabriolet à regarnir',
      dimensions: { width: 60, depth: 55, height: 85 },
      condition: 'WORN',
      fabric: { type: 'OWN', description: 'Lin naturel' },
      handover: 'PICKUP',
    }),
  );
  form.append('images', new Blob([PNG], { type: 'image/png' }), 'cabriolet.png');
  const response = await fetch(`${baseUrl()}/api/quote-request`, {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': CLIENT_IP },
    body: form,
  });
  const envelope = (await response.json()) as { success: boolean; data: MadeToMeasureRequested };
  expect(response.status, JSON.stringify(envelope)).toBe(200);
  return envelope.data;
}

test('without JavaScript, the workshop reorders two quote lines by their positions and issues the quote so', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const requested = await requestQuote(await register(uniqueEmail('sur-mesure-ordre')));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/auth?redirectTo=${encodeURIComponent(`/admin/made-to-measure/${requested.id}`)}`);
  const login = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await login.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await login.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await login.getByRole('button', { name: /se connecter/i }).click();
  await expect(heading1(page)).toHaveText(`Demande ${requested.reference}`);

  const builder = page.getByTestId('quote-builder');
  // No ↑/↓ without a script: a position per line, numbered from 1.
  await expect(builder.getByRole('button', { name: 'Descendre la ligne 1' })).toHaveCount(0);
  await expect(builder.getByText(/changez leurs positions/)).toBeVisible();
  const line1 = builder.getByRole('group', { name: 'Ligne 1' });
  const line2 = builder.getByRole('group', { name: 'Ligne 2' });
  await expect(line1.getByLabel('Position')).toHaveValue('1');
  await expect(line2.getByLabel('Position')).toHaveValue('2');

  // Line 1: the labour offered; line 2: supplies. Then line 2 goes first.
  await line1.getByLabel('Désignation').fill('Garnissage traditionnel');
  await line1.getByLabel('Quantité').fill('8');
  await line1.getByLabel('Prix unitaire HT (€)').fill('45');
  await line2.getByLabel('Type').selectOption('SUPPLIES');
  await line2.getByLabel('Désignation').fill('Crin animal et toile de jute');
  await line2.getByLabel('Quantité').fill('1');
  await line2.getByLabel('Unité').fill('lot');
  await line2.getByLabel('Prix unitaire HT (€)').fill('62,50');
  await line1.getByLabel('Position').fill('2');
  await line2.getByLabel('Position').fill('1');
  await builder.getByRole('button', { name: 'Envoyer le devis' }).click();

  await expect(page.locator('[data-status="QUOTED"]').first()).toBeVisible();
  const quote = page.getByTestId('job-quote');
  const text = (await quote.innerText()).replace(/\s+/g, ' ');
  expect(text.indexOf('Crin animal et toile de jute')).toBeGreaterThan(-1);
  expect(text.indexOf('Crin animal et toile de jute')).toBeLessThan(text.indexOf('Garnissage traditionnel'));

  // The quote issued holds the lines in that order, every typed value kept, and its totals are the rule's.
  const job = await call<MadeToMeasureJob>('GET', `/admin/quote-request/${requested.id}`, {
    token: await adminToken(),
  });
  expect(
    job.quote?.lines.map(({ kind, label, quantity, unit, unitPrice }) => ({ kind, label, quantity, unit, unitPrice })),
  ).toEqual([
    { kind: 'SUPPLIES', label: 'Crin animal et toile de jute', quantity: 1, unit: 'lot', unitPrice: 6250 },
    { kind: 'LABOUR', label: 'Garnissage traditionnel', quantity: 8, unit: 'h', unitPrice: 4500 },
  ]);
  const expected = quoteAmounts(
    [
      { kind: 'SUPPLIES', quantity: 1, unitPrice: 6250 },
      { kind: 'LABOUR', quantity: 8, unitPrice: 4500 },
    ],
    2000,
    job.quote!.depositPercent,
  );
  expect(job.quote?.total).toBe(expected.total);
  await context.close();
});
