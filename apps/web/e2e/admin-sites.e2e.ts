// The sites (issue 18 item 7) in a browser, on a phone-sized screen: the super administrator creates a third site
// with its own host name, which answers at once; invites its administrator, who gets the mail, chooses a password
// through the link and logs in to that site's back-office. The pages pass axe.
import type { Page } from '@playwright/test';
import { mailedPath, RESET_LINK } from './mail.ts';
import { baseUrl, denyAllButton, expect, expectNoAxeViolation, heading1, test } from './fixtures.ts';

const SUPER_ADMIN = { email: 'super.demo@atelier-morineau.fr', password: 'tapissier-super-85' };
const PASSWORD = 'Broderie-au-point-2025';

async function logIn(page: Page, who: { email: string; password: string }) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(who.email);
  await form.getByLabel(/^mot de passe/i).fill(who.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
}

test('a super administrator creates a third site that answers on its own host name', async ({ page }) => {
  // A host name of this run only, so that a run again on the same database passes.
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const host = `atelier-test-${run}.localhost`;
  const name = `Atelier Test ${run}`;
  const onNewSite = (path: string) => {
    const url = new URL(path, baseUrl());
    url.hostname = host;
    return url.href;
  };

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/sites');
  await logIn(page, SUPER_ADMIN);
  await expect(heading1(page)).toHaveText('Sites');
  await expectNoAxeViolation(page);

  const create = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Nouveau site' }) });
  // A wrong host name is refused under its field.
  await create.getByLabel('Nom du site').fill(name);
  await create.getByLabel('Noms d’hôte').fill('atelier_test.localhost');
  await create.getByRole('button', { name: 'Créer le site' }).click();
  await expect(create.getByText('atelier_test.localhost n’est pas un nom d’hôte', { exact: false })).toBeVisible();
  await create.getByLabel('Nom du site').fill(name);
  await create.getByLabel('Noms d’hôte').fill(host);
  await create.getByLabel('Copier le site').selectOption({ index: 0 });
  await create.getByLabel(/boutique en ligne/i).uncheck();
  await create.getByRole('button', { name: 'Créer le site' }).click();
  await expect(page.getByText(/site créé/i).first()).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: host });
  await expect(row).toContainText(name);

  // The new site answers on its host name at once, as itself, without its shop (Chromium, not Node, resolves
  // *.localhost to this machine).
  const visitor = await page.context().newPage();
  const home = await visitor.goto(onNewSite('/'));
  expect(home?.status()).toBe(200);
  await expect(visitor.locator('header').first()).toBeVisible();
  const info = await visitor.evaluate(async () => (await fetch('/api/site/info')).json());
  expect(info.data).toMatchObject({ name, isECommerce: false });
  await visitor.close();

  // Its page: invite its administrator.
  await row.getByRole('link', { name: `Modifier ${name}` }).click();
  await expect(heading1(page)).toHaveText(`Site ${name}`);
  await expectNoAxeViolation(page);
  const email = `admin.${run}@example.com`;
  const invite = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Inviter un administrateur' }) });
  await invite.getByLabel('Adresse e-mail').fill(email);
  await invite.getByLabel('Prénom').fill('Zoé');
  await invite.getByLabel('Nom', { exact: true }).fill('Martin');
  await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText('Invitation envoyée').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText(/invitation envoyée/i);

  // The invited administrator chooses a password through the mailed link, on the new site's host…
  const link = await mailedPath(email, RESET_LINK, 'the invitation');
  const invited = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 375, height: 812 } });
  const newcomer = await invited.newPage();
  // A new visitor of the new site: the consent banner comes up, and is answered.
  await newcomer.addLocatorHandler(denyAllButton(newcomer), (button) => button.click({ timeout: 3000 }), {
    noWaitAfter: true,
  });
  await newcomer.goto(onNewSite(link));
  await newcomer.getByLabel(/^nouveau mot de passe/i).fill(PASSWORD);
  await newcomer.getByLabel(/^confirmez le mot de passe/i).fill(PASSWORD);
  await newcomer.getByRole('button', { name: /changer le mot de passe/i }).click();
  await expect(newcomer.getByRole('status')).toHaveText(/mot de passe est changé/i);

  // …and logs in to that site's back-office.
  await newcomer.goto(onNewSite('/admin'));
  await logIn(newcomer, { email, password: PASSWORD });
  await expect(newcomer).toHaveURL(new RegExp(`^http://${host.replace(/\./g, '\\.')}:\\d+/admin$`));
  await expect(newcomer.locator('header')).toContainText(name);
  // A plain administrator has no sites section.
  await expect(newcomer.getByRole('link', { name: 'Sites' })).toHaveCount(0);
  await invited.close();

  // The super administrator switches to the new site's back-office, on its own host name.
  await page.getByRole('button', { name: `Administrer ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${host.replace(/\./g, '\\.')}:\\d+/admin$`));
  await expect(page.locator('header')).toContainText(name);
  await expect(page.getByLabel('Site administré')).toHaveValue(/\d+/);
});
