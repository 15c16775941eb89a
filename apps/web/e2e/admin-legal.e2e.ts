// The back-office's legal texts (issue 18 item 5) in a browser, on a phone: the owner adds a paragraph to the legal
// notice in French and in English, sees the filled text in the preview, saves; the storefront's legal notice shows
// it in both languages at once; the history lists the versions with their dates; the owner puts the earlier
// version back. The pages pass axe. The text is restored at the end whatever happens (the specs share one site).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AdminLegalText } from '@atelier/contract';
import { expect, goTo, heading1, open, test, waitForHydration } from './fixtures.ts';
import {
  ADMIN,
  adminToken,
  buy,
  call,
  firstDeliverable,
  PASSWORD,
  register,
  shopProducts,
  uniqueEmail,
} from './shop-api.ts';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function logIn(page: Page, who = ADMIN) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(who.email);
  await form.getByLabel(/^mot de passe/i).fill(who.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
}

/** Types a paragraph at the end of a rich-text editor (the text before it, heading included, stays). */
async function appendParagraph(page: Page, name: RegExp, text: string) {
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

test('on a phone, the owner edits the legal notice in French and English; the site shows it at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const original = await call<AdminLegalText>('GET', '/admin/legal-text/LEGAL_NOTICE', { token });
  const mark = `${Date.now() % 1_000_000}`;
  const french = `Atelier ouvert le samedi ${mark}.`;
  const english = `Workshop open on Saturdays ${mark}.`;
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/legal');
    await logIn(page);
    await expect(heading1(page)).toHaveText('Textes légaux');
    await expect(page.locator('[data-legal-text]')).toHaveCount(5);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(heading1(page)).toHaveText('Mentions légales');
    // The company details the text may name, with their values.
    await expect(page.getByRole('button', { name: 'Copier {{SIRET}}' })).toBeVisible();
    await expect(page.locator('[data-preview="fr_FR"]')).not.toContainText('{{');
    // Nothing wider than the phone: the two editors and previews stack.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const versions = page.getByTestId('legal-versions').getByRole('listitem');
    const before = await versions.count();
    await appendParagraph(page, /texte \(français\)/i, french);
    await appendParagraph(page, /texte \(anglais\)/i, english);
    // The preview follows the editors.
    await expect(page.locator('[data-preview="fr_FR"]')).toContainText(french);
    await expect(page.locator('[data-preview="en"]')).toContainText(english);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré : le site affiche le nouveau texte').first()).toBeVisible();

    // The history: the new version on top, on the site, and the one before it, each with its date.
    await expect(versions).toHaveCount(before + 1);
    if (process.env['E2E_SCREENSHOT']) await page.screenshot({ path: process.env['E2E_SCREENSHOT'], fullPage: true });
    await expect(versions.first()).toContainText('Sur le site');
    for (const index of [0, 1]) {
      await expect(versions.nth(index).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    }
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectAccessible(page);

    // The storefront, in both languages, at once.
    await goTo(page, '/legal-notice');
    await expect(page.getByRole('main')).toContainText(french);
    await goTo(page, '/en/legal-notice');
    await expect(page.getByRole('main')).toContainText(english);
    await expect(page.getByRole('main')).not.toContainText(french);

    // The earlier version, read and put back.
    await goTo(page, '/admin/legal/legal-notice');
    await versions.nth(1).getByRole('link', { name: /^Lire/ }).click();
    const earlier = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Version du/ }) });
    await expect(earlier.locator('[data-preview="fr_FR"]')).not.toContainText(french);
    await expectAccessible(page);
    await earlier.getByRole('button', { name: 'Remettre cette version sur le site' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remettre cette version sur le site' }).click();
    await expect(page.getByText('L’ancienne version est de retour sur le site').first()).toBeVisible();
    await goTo(page, '/legal-notice');
    await expect(page.getByRole('main')).not.toContainText(french);
  } finally {
    const now = await call<AdminLegalText>('GET', '/admin/legal-text/LEGAL_NOTICE', { token });
    if (now.html.fr_FR !== original.html.fr_FR || now.html.en !== original.html.en) {
      await call('PUT', '/admin/legal-text/LEGAL_NOTICE', { token, body: { html: original.html } });
    }
  }
});

test('a buyer reads, from their order, the sale terms in force when they ordered', async ({ page }) => {
  test.setTimeout(120_000);
  const { plain } = await shopProducts();
  const product = await firstDeliverable(plain, plain[0]!);
  const email = uniqueEmail('cgv');
  const token = await register(email);
  const order = await buy([{ product, quantity: 1 }], { token });
  const terms = await call<{ version: { createdAt: string } | null; html: string }>(
    'GET',
    `/order/${order.idOrder}/sale-terms`,
    { token },
  );
  expect(terms.version).not.toBeNull();

  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, `/auth?redirectTo=${encodeURIComponent(`/account/orders/${order.idOrder}`)}`);
  await logIn(page, { email, password: PASSWORD });
  await expect(heading1(page)).toHaveText(`Commande ${order.reference}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Les conditions générales de vente acceptées' }).click();
  await expect(heading1(page)).toHaveText(`Conditions générales de vente de la commande ${order.reference}`);
  await expect(page.getByTestId('order-sale-terms')).toContainText(/Acceptées le .* la version du \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByTestId('order-sale-terms')).not.toContainText('{{');
  await expectAccessible(page);
});
