// The back-office's forms and albums (issue 18 item 6) in a browser. The demo administrator builds a form with a
// text question and a required file question on a phone; a visitor answers it (through the storefront's
// multipart submit: putting a form on a page is the page editor's, another part of the issue); the
// administrator reads the answer, downloads its file and the CSV export, then deletes the form. An album: two
// pictures uploaded at once, their order swapped from the keyboard, the storefront's album shows the new order.
// An event's registrations: listed, one cancelled after confirming (its seats freed), the event then deleted.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminEvent, Album, SiteEvent } from '@atelier/contract';
import { api, baseUrl, expect, expectNoAxeViolation, heading1, open, test, waitForHydration } from './fixtures.ts';
import { ADMIN, adminToken, call } from './shop-api.ts';

async function logIn(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
}

const picture = (colour: string) =>
  sharp({ create: { width: 48, height: 36, channels: 3, background: colour } })
    .png()
    .toBuffer();

const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A visitor's answer as the storefront's form sends it (multipart, from an address of its own). */
async function answer(formId: number, values: Record<string, string>, file: { field: string; name: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  body.set(file.field, new Blob([new Uint8Array(await picture('#7a4a2a'))], { type: 'image/png' }), file.name);
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const response = await fetch(`${baseUrl()}/api/forms/${formId}/submit`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': address },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

test('on a phone, the administrator builds a form with a file question and reads an answer with its file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/forms/new');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Nouveau formulaire');
  await waitForHydration(page);
  const name = `Demande de photos ${token()}`;
  await page.getByLabel('Nom du formulaire (Français)').fill(name);
  await page.getByLabel('Nom du formulaire (Anglais)').fill('Photo request');

  await page.getByRole('button', { name: 'Ajouter une question' }).click();
  const first = page.locator('[data-builder-field="1"]');
  await first.getByLabel('Intitulé de la question (Français)').fill('Votre nom');
  await first.getByLabel('Intitulé de la question (Anglais)').fill('Your name');
  await page.getByRole('button', { name: 'Ajouter une question' }).click();
  const second = page.locator('[data-builder-field="2"]');
  await second.getByLabel('Intitulé de la question (Français)').fill('Photo de la pièce');
  // The English is flagged while it is missing.
  await expect(second.getByText('Anglais à écrire')).toBeVisible();
  await second.getByLabel('Type de réponse').selectOption({ label: 'Fichier (photo, document)' });
  await second.getByLabel('Réponse obligatoire').check();
  await expect(second.getByLabel('Photos (JPEG, PNG, WebP)')).toBeChecked();
  // A box asking the visitor's consent: its answers are kept as consent records.
  await page.getByRole('button', { name: 'Ajouter une question' }).click();
  const third = page.locator('[data-builder-field="3"]');
  await third.getByLabel('Intitulé de la question (Français)').fill('Recontact');
  await third.getByLabel('Intitulé de la question (Anglais)').fill('Contact');
  await third.getByLabel('Type de réponse').selectOption({ label: 'Plusieurs choix (cases à cocher)' });
  await third.getByLabel('Choix 1 (Français)').fill('J’accepte d’être recontacté');
  await third.getByLabel('Choix 1 (Anglais)').fill('I agree to be contacted');
  await third.getByLabel('Ces cases recueillent un consentement (RGPD)').check();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Créer le formulaire' }).click();
  await expect(page.getByText('Formulaire créé').first()).toBeVisible();
  await expect(heading1(page)).toHaveText(name);
  const formId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(formId).toBeGreaterThan(0);

  // The storefront serves the form as built.
  const shown = await api<{ fields: { key: string; type: string; required: boolean }[] }>(`/forms/${formId}`);
  expect(shown.fields.map((field) => [field.type, field.required])).toEqual([
    ['text', false],
    ['file', true],
    ['checkboxes', false],
  ]);
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.locator('[data-builder-field="3"]').getByLabel('Ces cases recueillent un consentement (RGPD)'),
  ).toBeChecked();
  const [nameKey, photoKey] = shown.fields.map((field) => field.key);
  const visitor = `Jeanne ${token()}`;
  await answer(formId, { [nameKey!]: visitor }, { field: photoKey!, name: 'fauteuil.png' });

  await page.reload();
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Voir la réponse' }).click();
  await expect(heading1(page)).toHaveText(`Réponses : ${name}`);
  await expect(page.getByText(visitor)).toBeVisible();
  await expectNoAxeViolation(page);

  const [photo] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger fauteuil.png' }).click(),
  ]);
  expect(photo.suggestedFilename()).toBe('fauteuil.png');
  const downloaded = await sharp(await readFile((await photo.path())!)).metadata();
  expect([downloaded.format, downloaded.width]).toEqual(['png', 48]);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger en tableur (CSV)' }).click(),
  ]);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text.startsWith('\ufeffDate;Langue;Votre nom;Photo de la pièce')).toBe(true);
  expect(text).toContain(`${visitor};fauteuil.png`);

  // Deleted, after confirming: the storefront no longer has it.
  await page.getByRole('link', { name: `← Le formulaire « ${name} »` }).click();
  await page.getByRole('button', { name: 'Supprimer le formulaire' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer le formulaire' }).click();
  await expect(page.getByText('Formulaire supprimé').first()).toBeVisible();
  const gone = await fetch(`${baseUrl()}/api/forms/${formId}`);
  expect(gone.status).toBe(404);
});

test('the administrator uploads two pictures to a new album and swaps them from the keyboard', async ({ page }) => {
  await page.goto('/admin/albums');
  await logIn(page);
  await expect(heading1(page)).toHaveText('Albums photo');
  await waitForHydration(page);
  const title = `Chantier ${token()}`;
  const create = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Nouvel album' }) });
  await create.getByLabel('Titre de l’album (Français)').fill(title);
  await create.getByRole('button', { name: 'Créer l’album' }).click();
  await expect(heading1(page)).toHaveText(title);
  await waitForHydration(page);
  const albumId = Number(new URL(page.url()).pathname.split('/').pop());

  await page.getByLabel('Ajouter des photos ou des vidéos').setInputFiles([
    { name: 'avant.png', mimeType: 'image/png', buffer: await picture('#c08040') },
    { name: 'apres.png', mimeType: 'image/png', buffer: await picture('#4080c0') },
  ]);
  await expect(page.getByText('2 sur 2 envoyé(s)')).toBeVisible();
  const items = page.locator('[data-album-media]');
  await expect(items).toHaveCount(2);
  const before = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-album-media')!));
  await expectNoAxeViolation(page);

  // The first picture's handle: Space picks it up, the arrow towards the second one (beside it or under it, as
  // the screen lays them out) moves it one place on, Space drops it; each step once the last one is announced.
  const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
  const towardsSecond = second!.x > first!.x + first!.width / 2 ? 'ArrowRight' : 'ArrowDown';
  const handle = page.getByRole('button', { name: /^Déplacer n° 1,/ });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(towardsSecond);
  await expect(page.getByText('Au-dessus de la place 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Déplacé de la place 1 à la place 2.')).toBeVisible();
  await expect(page.getByText('Ordre et textes enregistrés').first()).toBeVisible();
  await expect
    .poll(() => items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-album-media')!)))
    .toEqual([before[1], before[0]]);

  // The storefront's album follows at once.
  const album = await api<Album>(`/album/${albumId}`);
  expect(album.media.map((item) => item.url.split('/').pop())).toEqual(
    [before[1], before[0]].map((f) => f!.split('/').pop()),
  );
  await open(page, album.url);
  await expect(heading1(page)).toHaveText(title);

  await page.goto(`/admin/albums/${albumId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Supprimer l’album' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer l’album' }).click();
  await expect(heading1(page)).toHaveText('Albums photo');
});

test('the administrator cancels a registration to an event, which frees its seats, then deletes the event', async ({
  page,
}) => {
  const starts = new Date(Date.now() + 30 * 86_400_000);
  starts.setUTCHours(13, 0, 0, 0);
  const title = `Atelier garniture ${token()}`;
  const event = await call<AdminEvent>('POST', '/admin/event', {
    token: await adminToken(),
    body: {
      title: { fr_FR: title, en: 'Stuffing workshop' },
      description: { fr_FR: '<p>Garnir une assise.</p>' },
      place: { fr_FR: 'L’atelier, Fontenay-le-Comte' },
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 3 * 3_600_000).toISOString(),
      capacity: 8,
      price: null,
      image: null,
      isPublished: true,
    },
  });
  const person = `Paul ${token()}`;
  await call('POST', `/element/event/${event.id}/register`, {
    body: { name: person, email: 'paul@example.org', phone: '06 12 34 56 78', seats: 3 },
  });
  const freeSeats = async () => (await api<SiteEvent>(`/element/event/${event.id}`)).freeSeats;
  expect(await freeSeats()).toBe(5);

  await page.goto(`/admin/events/${event.id}`);
  await logIn(page);
  await expect(heading1(page)).toHaveText(title);
  await waitForHydration(page);
  const row = page.getByRole('row').filter({ hasText: person });
  await expect(row).toContainText('3');
  await expectNoAxeViolation(page);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger en tableur (CSV)' }).click(),
  ]);
  expect(await readFile((await csv.path())!, 'utf8')).toContain(`${person};paul@example.org;06 12 34 56 78;3;`);

  await row.getByRole('button', { name: /Annuler l’inscription/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler l’inscription' }).click();
  await expect(page.getByText('Inscription annulée : les places sont libérées').first()).toBeVisible();
  await expect(row).toContainText('Annulée le');
  expect(await freeSeats()).toBe(8);

  await page.getByRole('button', { name: 'Supprimer l’événement' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer l’événement' }).click();
  await expect(page.getByText('Événement supprimé').first()).toBeVisible();
  expect((await fetch(`${baseUrl()}/api/element/event/${event.id}`)).status).toBe(404);
});
