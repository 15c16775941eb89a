// The content editors (issue 18 item 6) in a browser: the demo administrator writes a blog article in French and
// English with a cover picture uploaded from the computer, publishes it and sees it, with its picture, on the
// blog in both languages; then hides a customer review and sees it leave the site, and shows it again. The rows
// it writes are its own (a folder of its own, deleted at the end); the review it hides is shown again.
import type { Page } from '@playwright/test';
import type { ReviewsSummary } from '@atelier/contract';
import { api, expect, expectNoAxeViolation, goTo, heading1, open, test } from './fixtures.ts';
import { ADMIN } from './shop-api.ts';

async function logIn(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
}

/** A 4×3 PNG (red), small and real: the upload checks files by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGM4YGAARww4OQAONg2BhplLnwAAAABJRU5ErkJggg==',
  'base64',
);

test('the administrator writes a blog article with a picture, in French and English, and publishes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 1_000_000;
  const folderName = `Atelier e2e ${stamp}`;
  const titleFr = `Refaire une bergère ${stamp}`;
  const titleEn = `Re-covering a bergère ${stamp}`;

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/blog');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Blog');

  // A folder of its own, so that the blog's other tests keep theirs.
  const newFolder = page.locator('details').filter({ has: page.getByText('Ajouter un dossier', { exact: true }) });
  await newFolder.locator(':scope > summary').click();
  await newFolder.getByLabel('Nom du dossier (Français)').fill(folderName);
  await newFolder.getByRole('button', { name: 'Ajouter le dossier' }).click();
  await expect(page.getByText('Dossier créé').first()).toBeVisible();
  await expectNoAxeViolation(page);

  await page.getByRole('link', { name: 'Écrire un article' }).click();
  await expect(heading1(page)).toHaveText('Écrire un article');
  await page.getByLabel('Dossier', { exact: true }).selectOption({ label: folderName });
  await page.getByLabel('Titre (Français)').fill(titleFr);
  // The English is flagged while it is missing.
  const titleField = page.locator('[data-localized-field="title"]');
  await expect(titleField.getByText('Anglais à écrire')).toBeVisible();
  await page.getByLabel('Titre (Anglais)').fill(titleEn);
  await expect(titleField.getByText('Anglais à écrire')).toHaveCount(0);
  await page.getByLabel('Courte introduction (Français)').fill('Crin, toile et clous : les étapes.');
  await page.getByLabel('Courte introduction (Anglais)').fill('Horsehair, canvas and nails: the steps.');

  // The cover picture is uploaded as soon as it is picked.
  await page
    .getByLabel('Image de couverture')
    .setInputFiles({ name: 'bergere.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Fichier envoyé')).toBeVisible();
  await page.getByLabel('Ce que montre l’image (Français)').fill('Une bergère refaite');
  await page.getByLabel('Ce que montre l’image (Anglais)').fill('A re-covered bergère');

  await page.getByRole('textbox', { name: 'Texte (Français)' }).click();
  await page.keyboard.type('Le crin est cardé à la main.');
  await page.getByRole('textbox', { name: 'Texte (Anglais)' }).click();
  await page.keyboard.type('The horsehair is carded by hand.');
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/articles\/\d+\?created=1$/);
  await expect(heading1(page)).toHaveText(titleFr);
  await expect(page.getByText('Brouillon (non affiché)')).toBeVisible();
  const articleId = Number(/articles\/(\d+)/.exec(page.url())![1]);

  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText('Sur le site', { exact: true })).toBeVisible();
  const frLink = page.getByRole('link', { name: 'Voir sur le site (français)' });
  const enLink = page.getByRole('link', { name: 'Voir sur le site (anglais)' });
  const frUrl = (await frLink.getAttribute('href'))!;
  const enUrl = (await enLink.getAttribute('href'))!;
  expect(frUrl).toMatch(/^\/blog\/atelier-e2e-\d+\/refaire-une-bergere-\d+\/\d+$/);
  expect(enUrl).toMatch(/^\/en\/blog\/atelier-e2e-\d+\/re-covering-a-bergere-\d+\/\d+$/);

  // On the blog in French, then in English, with its picture: the folder's page lists it, its page shows it.
  for (const [locale, url, title, alt, text] of [
    ['fr', frUrl, titleFr, 'Une bergère refaite', 'Le crin est cardé à la main.'],
    ['en', enUrl, titleEn, 'A re-covered bergère', 'The horsehair is carded by hand.'],
  ] as const) {
    await open(page, url);
    await expect(heading1(page)).toHaveText(title);
    const cover = page.getByRole('main').getByRole('img', { name: alt });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('main')).toContainText(text);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fr' ? 'fr' : 'en');
  }
  for (const prefix of ['', '/en']) {
    const folders = await api<{ items: { id: number; url: string; name: string }[] }>(
      `/blog/folder/list?nbItem=100`,
      prefix ? 'en' : 'fr_FR',
    );
    const folder = folders.items.find((item) => item.name === folderName)!;
    await open(page, folder.url);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: prefix ? titleEn : titleFr }).first()).toBeVisible();
    // The card's picture is decorative (its title is the link): it is there, loaded.
    const picture = main
      .getByRole('article')
      .filter({ hasText: prefix ? titleEn : titleFr })
      .locator('img');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /\/uploads\/|uploads%2F/);
  }

  // Restores what it wrote: the article, then its folder.
  await page.goto(`/admin/blog/articles/${articleId}`);
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?deleted=1$/);
  // Its own list item: the others name it too, in their "inside the folder" choices.
  const folderItem = page.getByRole('listitem').filter({ has: page.locator('summary', { hasText: folderName }) });
  await folderItem.locator('summary', { hasText: folderName }).click();
  await folderItem.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText('Dossier supprimé').first()).toBeVisible();
});

test('the administrator hides a review from the site, then shows it again', async ({ page }) => {
  const before = await api<ReviewsSummary>('/google/reviews?nbItem=100');
  // The oldest review: the home page's latest three stay as they are.
  const oldest = before.reviews.at(-1)!;

  await page.goto('/admin/reviews?orderBy=publishedAt');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Avis clients');
  await expectNoAxeViolation(page);
  const row = page.getByRole('row').filter({ hasText: oldest.text.slice(0, 40) });
  await row.getByRole('button', { name: `Masquer l’avis de ${oldest.author}` }).click();
  await expect(page.getByText('Avis masqué sur le site').first()).toBeVisible();
  await expect(row.getByText('Masqué', { exact: true })).toBeVisible();

  try {
    const hidden = await api<ReviewsSummary>('/google/reviews?nbItem=100');
    expect(hidden.count).toBe(before.count - 1);
    expect(hidden.reviews.map((review) => review.id)).not.toContain(oldest.id);
    await open(page, '/');
    await expect(page.getByTestId('reviews-summary')).toContainText(`${before.count - 1} avis`);
  } finally {
    await goTo(page, '/admin/reviews?orderBy=publishedAt');
    const again = page.getByRole('row').filter({ hasText: oldest.text.slice(0, 40) });
    await again.getByRole('button', { name: `Afficher de nouveau l’avis de ${oldest.author}` }).click();
    await expect(page.getByText('Avis de nouveau affiché sur le site').first()).toBeVisible();
  }
  const shown = await api<ReviewsSummary>('/google/reviews?nbItem=100');
  expect(shown.count).toBe(before.count);
  expect(shown.reviews.map((review) => review.id)).toContain(oldest.id);
});

test('the news, services and popups editors: each writes one in French, then deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 1_000_000;
  await page.goto('/admin/news');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Actualités');
  for (const { path, title, create, body } of [
    { path: '/admin/news', title: 'Actualités', create: 'Écrire une actualité', body: false },
    { path: '/admin/services', title: 'Prestations', create: 'Ajouter une prestation', body: true },
    { path: '/admin/popups', title: 'Pop-ups', create: 'Ajouter un pop-up', body: true },
  ]) {
    await page.goto(path);
    await expect(heading1(page)).toHaveText(title);
    await expectNoAxeViolation(page);
    await page.getByRole('link', { name: create }).click();
    await page.getByLabel('Titre (Français)').fill(`Essai ${stamp}`);
    if (body) {
      await page.getByRole('textbox', { name: 'Texte (Français)' }).click();
      await page.keyboard.type('Un texte.');
    }
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await expect(heading1(page)).toHaveText(`Essai ${stamp}`);
    await expect(page.getByText('Brouillon (non affiché)')).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?deleted=1$`));
  }
});
