// The back-office's page editor (issue 18 item 1): the demo administrator changes the home hero's title in French
// and in English, sees it in the live previews, publishes, and the storefront shows it in both languages (then the
// original title is put back and published). Blocks reordered with the keyboard; a page of 30 blocks opens whole
// (its time is the bench's).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AdminLayoutSaved, AdminPageDetail, AdminPageEdit, PageBlock } from '@atelier/contract';
import { expect, heading1, menu, test, waitForAnimations, waitForHydration } from './fixtures.ts';
import { ADMIN, adminToken, call } from './shop-api.ts';

/** Logs in through /auth on the way to `path` (the login form sends back to it). */
async function logInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`));
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: /déjà un compte/i }) });
  await form.getByLabel(/adresse e-mail/i).fill(ADMIN.email);
  await form.getByLabel(/^mot de passe/i).fill(ADMIN.password);
  await form.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function expectAccessible(page: Page) {
  await waitForAnimations(page);
  // The previews are the storefront's own pages, checked by the storefront's tests.
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(
    results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const layoutOf = async (id: number) =>
  call<AdminPageEdit>('GET', `/admin/page/${id}/layout`, { token: await adminToken() });

/** Saves a page's draft and publishes it through the API (the test's own set-up and clean-up). */
async function publishBlocks(id: number, blocks: PageBlock[]) {
  const token = await adminToken();
  const edit = await layoutOf(id);
  await call<AdminLayoutSaved>('PUT', `/admin/page/${id}/layout/${edit.layout.id}`, {
    token,
    body: { blocks, baseHash: edit.layout.hash, force: true },
  });
  await call('POST', `/admin/page/${id}/publish`, { token });
}

/** A new unpublished page with these blocks as its draft. */
async function pageWithBlocks(title: string, blocks: PageBlock[]) {
  const token = await adminToken();
  const page = await call<AdminPageDetail>('POST', '/admin/page', {
    token,
    body: { title: { fr_FR: title, en: `${title} (en)` } },
  });
  const edit = await layoutOf(page.id);
  await call('PUT', `/admin/page/${page.id}/layout/${edit.layout.id}`, {
    token,
    body: { blocks, baseHash: edit.layout.hash },
  });
  return page.id;
}

const deletePage = async (id: number) => call('DELETE', `/admin/page/${id}`, { token: await adminToken() });

const text = (fr: string, en: string) => ({ fr_FR: fr, en });
const richText = (n: number): PageBlock => ({
  type: 'richText',
  html: text(`<p>Paragraphe ${n}</p>`, `<p>Paragraph ${n}</p>`),
});

test('the administrator changes the home hero title in French and English, previews it and publishes it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const home = (await menu('fr_FR')).find((entry) => entry.isHome)!;
  const original = (await layoutOf(home.id)).layout.blocks;
  const hero = original[0];
  expect(hero?.type).toBe('hero');
  const stamp = Date.now().toString(36);
  const fr = `Tapissier en Vendée ${stamp}`;
  const en = `Upholsterer in Vendée ${stamp}`;
  try {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await logInAsAdmin(page, `/admin/pages/${home.id}`);
    await waitForHydration(page);
    await expect(heading1(page)).toContainText('Modifier');
    const previewFr = page.frameLocator('[data-testid="preview-fr_FR"]');
    const previewEn = page.frameLocator('[data-testid="preview-en"]');
    await expect(page.getByTestId('preview-fr_FR')).toHaveAttribute('data-ready', 'true');
    await expectAccessible(page);

    const heroItem = page.getByTestId('block-item').first();
    await heroItem.getByRole('button', { name: 'Modifier' }).click();
    await heroItem.getByLabel('Titre (Français)', { exact: true }).fill(fr);
    await heroItem.getByLabel('Titre (Anglais)', { exact: true }).fill(en);
    await expect(page.getByTestId('editor-status')).toContainText('Changements non enregistrés');
    // The previews draw the unsaved title, each in its language, in the site's own frame.
    await expect(previewFr.getByRole('heading', { level: 1 })).toHaveText(fr);
    await expect(previewEn.getByRole('heading', { level: 1 })).toHaveText(en);
    await expect(previewFr.locator('header').first()).toBeVisible();
    // Saved as a draft: the live page has not changed.
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page.getByText('Brouillon enregistré').first()).toBeVisible();
    const live = await fetch(new URL('/', page.url())).then((response) => response.text());
    expect(live).not.toContain(fr);

    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Page publiée').first()).toBeVisible();
    await page.goto('/');
    await expect(heading1(page)).toHaveText(fr);
    await page.goto('/en');
    await expect(heading1(page)).toHaveText(en);
  } finally {
    await publishBlocks(home.id, original);
  }
  await page.goto('/');
  await expect(heading1(page)).toHaveText((hero as { title: { fr_FR: string } }).title.fr_FR);
});

test('on a phone, the administrator moves a block with the keyboard, and the draft keeps the new order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await pageWithBlocks(`Ordre ${Date.now().toString(36)}`, [
    {
      type: 'callToAction',
      title: text('Premier', 'First'),
      text: text('a', 'a'),
      label: text('Go', 'Go'),
      url: text('/', '/en'),
    },
    { type: 'openingHours', title: text('Second', 'Second') },
  ]);
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await logInAsAdmin(page, `/admin/pages/${id}`);
    await waitForHydration(page);
    const types = () =>
      page.getByTestId('block-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-block-type')));
    await expect.poll(types).toEqual(['callToAction', 'openingHours']);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectAccessible(page);

    // The drag handle, with the keyboard: space to pick up, an arrow, space to drop.
    await page.getByRole('button', { name: /^Déplacer « Appel à l’action/ }).focus();
    // dnd-kit measures the list once the block is picked up, and moves it at the next frame.
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect.poll(types).toEqual(['openingHours', 'callToAction']);
    // The up button, with the keyboard too.
    await page.getByRole('button', { name: /^Monter « Appel à l’action/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(types).toEqual(['callToAction', 'openingHours']);
    await page.getByRole('button', { name: /^Descendre « Appel à l’action/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(types).toEqual(['openingHours', 'callToAction']);

    // A block added without its picture is not saved: the field says what is missing; then it is removed.
    await page.getByLabel('Type de bloc').selectOption({ label: 'Grande image d’ouverture' });
    await page.getByRole('button', { name: 'Ajouter ce bloc' }).click();
    await expect(page.getByTestId('block-item')).toHaveCount(3);
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    const added = page.getByTestId('block-item').last();
    await expect(added.getByText('Choisissez une image.')).toBeVisible();
    await expectAccessible(page);
    await added.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Le supprimer' }).click();
    await expect(page.getByTestId('block-item')).toHaveCount(2);

    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page.getByText('Brouillon enregistré').first()).toBeVisible();
    expect((await layoutOf(id)).layout.blocks.map((block) => block.type)).toEqual(['openingHours', 'callToAction']);
    // The layout's picture for the pages list, drawn after the save.
    await expect.poll(async () => (await layoutOf(id)).layout.previewUrl).not.toBeNull();
  } finally {
    await deletePage(id);
  }
});

// Its budget (under a second, warm) is the bench's (`scripts/bench/editor.ts`): CI's machines are shared, and a
// timing there fails on a slow one for what the browser does, not the product (3.5 s here once, the server's answer
// 293 ms). This test opens the 30 blocks and reports the time it took.
test('the editor opens a page of 30 blocks, all of them, and is interactive', async ({ page }) => {
  test.setTimeout(90_000);
  const id = await pageWithBlocks(
    `Trente blocs ${Date.now().toString(36)}`,
    Array.from({ length: 30 }, (_, n) => richText(n + 1)),
  );
  try {
    await logInAsAdmin(page, `/admin/pages/${id}`);
    // The first visit's previews done loading: they do not weigh on the timed one.
    await expect(page.getByTestId('preview-en')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('preview-fr_FR')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    // Once warm (the first visit loaded the editor's code), the time an administrator waits to see the blocks.
    const started = Date.now();
    await page.goto(`/admin/pages/${id}`, { waitUntil: 'commit' });
    await expect(page.getByTestId('block-item')).toHaveCount(30);
    await waitForHydration(page);
    const elapsed = Date.now() - started;
    const timing = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        server: Math.round((entry?.responseStart ?? 0) - (entry?.requestStart ?? 0)),
        interactive: Math.round(performance.now()),
      };
    });
    const report =
      `page editor, 30 blocks: ${elapsed} ms to the blocks and interactive as measured by the test ` +
      `(in the browser: server answer ${timing.server} ms, hydrated by ${timing.interactive} ms)`;
    test.info().annotations.push({ type: 'timing', description: report });
    console.warn(report);
  } finally {
    await deletePage(id);
  }
});

test('another administrator saved meanwhile: the editor says who and takes their version; an earlier version is restored', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const hours = (title: string): PageBlock => ({ type: 'openingHours', title: text(title, title) });
  const id = await pageWithBlocks(`Versions ${Date.now().toString(36)}`, [hours('Version une')]);
  try {
    await publishBlocks(id, [hours('Version une')]);
    await publishBlocks(id, [hours('Version deux'), hours('Bloc en plus')]);
    await logInAsAdmin(page, `/admin/pages/${id}`);
    await waitForHydration(page);
    const items = page.getByTestId('block-item');
    await expect(items).toHaveCount(2);

    // Someone else saves the draft while this editor is open.
    const token = await adminToken();
    const edit = await layoutOf(id);
    await call('PUT', `/admin/page/${id}/layout/${edit.layout.id}`, {
      token,
      body: { blocks: [hours('Leur version')], baseHash: edit.layout.hash },
    });
    await items.first().getByRole('button', { name: 'Modifier' }).click();
    await items.first().getByLabel('Titre (Français)', { exact: true }).fill('Ma version');
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quelqu’un d’autre a enregistré cette page' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Louise Morineau');
    await dialog.getByRole('button', { name: 'Reprendre sa version' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Leur version');

    // The versions published before: the first one comes back as the draft.
    await page.getByText('Versions publiées').click();
    const versions = page.getByTestId('page-versions').getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await versions.last().getByRole('button', { name: 'Reprendre cette version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'La reprendre' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Version une');
    expect((await layoutOf(id)).layout.blocks).toEqual([hours('Version une')]);
  } finally {
    await deletePage(id);
  }
});
