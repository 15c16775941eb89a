// The modal container: a dialog that locks the page's scroll and closes on Escape and on a click of its
// backdrop. On the sample site it opens from the privacy-policy link next to the contact form's consent box
// (the text shows in the modal so that what the visitor typed stays).
import type { Page } from '@playwright/test';
import { acceptAllButton, expect, heading1, open, test } from './fixtures.ts';

const CONTACT = '/contact-tapissier-vendee';

/** Open dialogs other than the consent banner's. */
const modals = (page: Page) =>
  page
    .getByRole('dialog')
    .filter({ visible: true })
    .filter({ hasNot: acceptAllButton(page) });

const scrollLocked = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, document.body].some((element) => getComputedStyle(element).overflow === 'hidden'),
  );

test('the modal locks the scroll and closes on Escape and on a backdrop click', async ({ page }) => {
  await open(page, CONTACT);
  await expect(heading1(page)).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /envoyer|send/i }) });
  const message = form.getByRole('textbox', { name: /^\s*(votre )?message/i }).first();
  await message.fill('Texte gardé pendant la lecture de la politique.');
  const link = form.getByRole('link', { name: /politique de confidentialité|privacy policy/i }).first();
  await expect(link, 'the privacy-policy link next to the consent box').toBeVisible();

  await link.click();
  // The sample site opens the policy in a modal, over the form being filled.
  await expect(modals(page), 'the privacy-policy link of the contact form opens a modal').toHaveCount(1, {
    timeout: 10_000,
  });

  const modal = modals(page).first();
  await expect(modal.getByRole('heading').first()).toContainText(/confidentialité/i);
  expect(await scrollLocked(page), 'the page behind does not scroll').toBe(true);

  await page.keyboard.press('Escape');
  await expect(modals(page)).toHaveCount(0);
  expect(await scrollLocked(page)).toBe(false);
  await expect(page).toHaveURL((url) => url.pathname === CONTACT);
  await expect(message).toHaveValue('Texte gardé pendant la lecture de la politique.');

  // Again, closed by a click on the backdrop (outside the dialog's box).
  await link.click();
  await expect(modal).toBeVisible();
  const box = await modal.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(Math.max(2, box!.x / 2), Math.max(2, box!.y / 2));
  await expect(modals(page)).toHaveCount(0);
});
