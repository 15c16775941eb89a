// Made to measure (issue 19) in a browser: a guest sends a request with two photos in French and confirms it
// from the mailed link, then writes in the job's thread; a logged demo customer sends one in English and lands on
// their job's page; the form names a missing field accessibly; axe finds nothing on the request and job pages.
// Stable names for the lead's whole-journey test: the buttons « Envoyer ma demande » / "Send my request",
// « Confirmer ma demande », « Envoyer le message », « Accepter le devis », « Refuser le devis »,
// « Régler l’acompte de … » / « Régler le solde de … », « Réserver ce créneau », the labels « Type de pièce »,
// « De quoi s’agit-il ? », « État », « Photos de la pièce », « Tissu », « Remise de la pièce terminée », « Votre
// nom complet (vaut signature) », « J’accepte ce devis et les conditions générales de vente ».
import type { Page } from '@playwright/test';
import { baseUrl, expect, expectNoAxeViolation, heading1, open, test } from './fixtures.ts';
import { png } from './png.ts';
import { mailedPath } from './mail.ts';
import { call, uniqueEmail } from './shop-api.ts';

const DEMO_CUSTOMER = { email: 'client.demo@atelier-morineau.fr', password: 'fauteuil-crapaud-85' };
const CONFIRM_LINK = /\/(?:en\/)?(?:devis-sur-mesure\/confirmer|made-to-measure-quote\/confirm)\/[A-Za-z0-9_-]{10,}/g;

/** The demo customer's session, as the login page would leave it. */
async function logInDemoCustomer(page: Page) {
  const { token } = await call<{ token: string }>('POST', '/login', { body: DEMO_CUSTOMER });
  await page.context().addCookies([{ name: 'token', value: token, url: baseUrl() }]);
}

test('a guest sends a request with two photos, confirms it from the mail and writes in its thread', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mtm-guest');
  await open(page, '/devis-sur-mesure');
  await expect(heading1(page)).toHaveText('Demander un devis sur mesure');
  await expect(page.getByText(/L221-28/)).toBeVisible();
  await expectNoAxeViolation(page);

  await page.getByLabel('Type de pièce').selectOption('ARMCHAIR');
  await page.getByLabel(/De quoi s’agit-il/).fill('Bergère Louis XV, assise affaissée');
  await page.getByRole('spinbutton', { name: 'Largeur' }).fill('70');
  await page.getByRole('group', { name: /^État/ }).getByLabel('Usée').check();
  await page.getByLabel('Photos de la pièce').setInputFiles([
    { name: 'face.png', mimeType: 'image/png', buffer: png(24, 24, [180, 40, 40]) },
    { name: 'dos.png', mimeType: 'image/png', buffer: png(24, 24, [40, 40, 180]) },
  ]);
  await expect(page.getByRole('button', { name: /Retirer la photo/ })).toHaveCount(2);
  await page.getByLabel('Mon propre tissu').check();
  await page.getByLabel(/Décrivez votre tissu/).fill('Velours vert, 4 m');
  await page.getByLabel('Retrait à l’atelier').check();
  await page.getByLabel(/^Prénom/).fill('Anne');
  await page.getByLabel(/^Nom/).fill('Guérin');
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const link = await mailedPath(email, CONFIRM_LINK, 'the confirmation mail');
  await open(page, new URL(link, baseUrl()).pathname);
  await page.getByRole('button', { name: 'Confirmer ma demande' }).click();
  await expect(page).toHaveURL(/\/account\/made-to-measure\/\d+\?access=/);
  await expect(heading1(page)).toHaveText(/^Demande SM-\d{4}-\d{4}$/);
  await expect(page.getByText('Reçue', { exact: true })).toBeVisible();
  await expect(page.getByText(/Bergère Louis XV/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Agrandir la photo/ })).toHaveCount(2);
  await expectNoAxeViolation(page);

  await page.getByLabel('Votre message').fill('Le pied arrière gauche est fendu.');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Le pied arrière gauche est fendu.')).toBeVisible();
  await expect(page).toHaveURL(/\?access=/);
});

test('a logged customer sends a request in English and lands on its page', async ({ page }) => {
  await logInDemoCustomer(page);
  await open(page, '/en/made-to-measure-quote');
  await expect(heading1(page)).toHaveText('Request a made-to-measure quote');
  await expect(page.getByText(/You are sending this request from your account/)).toBeVisible();
  await page.getByLabel('Kind of piece').selectOption('HEADBOARD');
  await page.getByLabel('What is it?').fill('160 cm headboard, new make');
  await page
    .getByRole('group', { name: /^Condition/ })
    .getByLabel('A new piece to make')
    .check();
  await page.getByLabel('Not decided yet').check();
  await page.getByLabel('Pick-up at the workshop').check();
  await page.getByRole('button', { name: 'Send my request' }).click();
  // A multipart post (its photos re-encoded), then the job’s page: slow on a loaded machine.
  await expect(page).toHaveURL(/\/en\/account\/made-to-measure\/\d+$/, { timeout: 20_000 });
  await expect(heading1(page)).toHaveText(/^Request SM-\d{4}-\d{4}$/);
  await expect(page.getByText('160 cm headboard, new make')).toBeVisible();
});

test('the form names a missing field accessibly and focuses it', async ({ page }) => {
  await open(page, '/devis-sur-mesure');
  await page.getByLabel('Type de pièce').selectOption('SOFA');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const description = page.getByLabel(/De quoi s’agit-il/);
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription(/Décrivez la pièce/);
  await expect(page.getByRole('alert')).toContainText(/champs sont à corriger/);
});

test('the sitemap lists the request page in both languages', async ({ request }) => {
  const xml = await (await request.get(`${baseUrl()}/sitemap.xml`)).text();
  expect(xml).toContain(`<loc>${baseUrl()}/devis-sur-mesure</loc>`);
  expect(xml).toContain(`<loc>${baseUrl()}/en/made-to-measure-quote</loc>`);
});
