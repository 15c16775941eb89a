// Dynamic forms (issue 17 item 4): the workshop's quote request on the furniture page, sent with a photo; the
// company's mail carries the photo, the sender gets the acknowledgement. Wrong answers are named under their
// fields with the focus on the first; a conditional field appears when it applies; the form works without
// JavaScript too.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { caughtMails, readableMail } from './mail.ts';
import { expect, open, parameters, test } from './fixtures.ts';

const FURNITURE = { fr_FR: '/mobilier-sur-mesure-vendee', en: '/en/made-to-measure-furniture-vendee' };

const token = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const quoteForm = (page: Page, name: RegExp | string) => page.getByRole('region', { name }).locator('form');

const smallPng = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 150, g: 90, b: 40 } } })
    .png()
    .toBuffer();

test('sends the quote form with a photo; the company gets the photo, the sender an acknowledgement', async ({
  page,
}) => {
  const companyEmail = (await parameters())['COMPANY_EMAIL'];
  expect(companyEmail).toBeTruthy();
  const id = token();
  const email = `claire.${id}@example.com`;
  await open(page, FURNITURE.fr_FR);
  const form = quoteForm(page, 'Demande de devis');
  await form.getByLabel('Nom et prénom').fill('Claire Test');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByLabel('Téléphone').fill('06 12 34 56 78');
  await form.getByLabel('Votre projet').selectOption('armchair');
  await form.getByRole('radio', { name: 'À choisir à l’atelier' }).check();
  await form.getByRole('checkbox', { name: 'Enlèvement à domicile' }).check();
  await form.getByLabel('Votre message').fill(`Une bergère à regarnir. Référence ${id}.`);
  const photo = await smallPng();
  await form
    .getByLabel('Photos du meuble')
    .setInputFiles({ name: 'bergere.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByRole('list', { name: 'Fichiers choisis' })).toContainText('bergere.png');
  await form.getByRole('button', { name: 'Demander mon devis gratuit' }).click();

  await expect(form.getByRole('status')).toContainText('Votre demande de devis est bien arrivée');
  await expect(form.getByRole('status')).toBeFocused();
  // The form is emptied for a next request.
  await expect(form.getByLabel('Nom et prénom')).toHaveValue('');

  await expect
    .poll(async () => (await caughtMails()).filter((mail) => readableMail(mail).includes(id)).length, {
      timeout: 10_000,
      message: 'the company mail and the acknowledgement reach the SMTP server',
    })
    .toBe(2);
  const mails = (await caughtMails()).filter((mail) => readableMail(mail).includes(id));
  const company = mails.find((mail) => mail.to.includes(companyEmail!))!;
  expect(company).toBeTruthy();
  expect(company.raw).toMatch(/Content-Type: image\/png;?\s+name=bergere\.png/i);
  expect(company.raw).toMatch(/Content-Disposition: attachment;\s+filename=bergere\.png/i);
  // The attachment is the photo itself.
  const attachment = /filename=bergere\.png\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(company.raw)?.[1] ?? '';
  expect(Buffer.from(attachment.replace(/\s/g, ''), 'base64').equals(photo)).toBe(true);
  const acknowledgement = mails.find((mail) => mail.to.includes(email))!;
  expect(acknowledgement).toBeTruthy();
  const text = readableMail(acknowledgement);
  expect(text).toContain('Nous avons bien reçu votre demande');
  // Its signed link gives the sender their photo back.
  const link = /https?:\/\/[^\s]+\/api\/forms\/file\/download\/\d+\?expires=\d+&signature=[\w-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  const download = await page.request.get(url.pathname + url.search);
  expect(download.status()).toBe(200);
  expect((await download.body()).equals(photo)).toBe(true);
});

test('names the wrong answers under their fields, in English, with the focus on the first', async ({ page }) => {
  await open(page, FURNITURE.en);
  const form = quoteForm(page, 'Quote request');
  // A conditional field: shown only for "Other".
  await expect(form.getByLabel('Tell us what it is')).toHaveCount(0);
  await form.getByLabel('Your project').selectOption('other');
  await expect(form.getByLabel('Tell us what it is')).toBeVisible();
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('claire@');
  await form.getByLabel('Number of pieces').fill('0');
  await form.getByLabel('Photos of the piece').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('just some words, no photo '.repeat(20)),
  });
  await form.getByRole('button', { name: 'Request my free quote' }).click();

  const name = form.getByLabel('Full name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('is required');
  await expect(form.getByLabel('Tell us what it is')).toHaveAccessibleDescription('is required');
  await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
    'is not a valid e-mail address',
  );
  await expect(form.getByLabel('Number of pieces')).toHaveAccessibleDescription('is too small (minimum 1)');
  await expect(form.getByLabel('Photos of the piece')).toHaveAccessibleDescription(
    /photo\.jpg is not of a recognised type/,
  );
  await expect(form.getByRole('alert')).toContainText('fields need correcting');

  // The reset clears the answers and the errors.
  await form.getByRole('button', { name: 'Clear the form' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote form is a plain form that the page answers', async ({ page }) => {
    const id = token();
    await page.goto(FURNITURE.fr_FR);
    const form = quoteForm(page, 'Demande de devis');
    await form.getByLabel('Nom et prénom').fill('Jules Sans Script');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(`jules.${id}@example.com`);
    await form.getByRole('combobox', { name: /^Votre projet/ }).selectOption('sofa');
    await form.getByLabel('Votre message').fill(`Un canapé à recouvrir. ${id}`);
    await form.getByRole('button', { name: 'Demander mon devis gratuit' }).click();
    await expect(quoteForm(page, 'Demande de devis').getByRole('status')).toContainText(
      'Votre demande de devis est bien arrivée',
    );
    await expect
      .poll(async () => (await caughtMails()).filter((mail) => readableMail(mail).includes(id)).length, {
        timeout: 10_000,
      })
      .toBe(2);
  });
});
