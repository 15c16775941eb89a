// Product and wine pages, the customization flow (issue 4 items 4 and 6): declinations, stock labels,
// quantity multiples, redirects, the age question, the technical sheet, English, JSON-LD and accessibility.
// The products are found in the seeded catalogue through the API, by what each test needs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { CustomizePrice, Declination, ProductDetail, ProductSummary } from '@atelier/contract';
import { formatPrice, quantityChoices } from '@atelier/domain';
import { api, baseUrl, denyConsent, expect, heading1, open, parameters, test, type Locale } from './fixtures.ts';

const soldOut = (declination: Declination) => declination.setQuantity && (declination.quantity ?? 0) <= 0;
/** Prices are compared with every kind of space made one (Intl writes narrow no-break spaces). */
const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();
const price = (cents: number, locale: Locale = 'fr_FR') => spaces(formatPrice(cents, locale));

let catalogue: Promise<ProductDetail[]> | null = null;
/** Every product of the sample site in detail, read once per worker. */
function products(): Promise<ProductDetail[]> {
  catalogue ??= api<{ items: ProductSummary[] }>('/v2/product?nbItem=100').then((list) =>
    Promise.all(list.items.map((item) => api<ProductDetail>(`/v2/product/${item.id}`))),
  );
  return catalogue;
}

async function findProduct(what: string, test: (product: ProductDetail) => boolean): Promise<ProductDetail> {
  const found = (await products()).find(test);
  if (!found) throw new Error(`the sample catalogue has no ${what}`);
  return found;
}

const buyBox = (page: Page) => page.getByTestId('product-buy-box');
const currentPrice = (page: Page) => buyBox(page).getByTestId('product-price-current');
const stockLabel = (page: Page) => buyBox(page).getByTestId('stock-label');

let siteParameters: ReturnType<typeof parameters> | null = null;

/** The stock label the site's parameters give a declination (SPEC §3 IN_STOCK_LABEL / NOT_IN_STOCK_LABEL). */
async function expectedStock(declination: Declination) {
  siteParameters ??= parameters();
  const settings = await siteParameters;
  const limit = Number(settings.STOCK_LIMIT_DISPLAY ?? 2);
  if (soldOut(declination)) return settings.NOT_IN_STOCK_LABEL ?? 'Rupture de stock';
  if (declination.setQuantity && (declination.quantity ?? 0) <= limit)
    return `Plus que ${declination.quantity} en stock`;
  return settings.IN_STOCK_LABEL ?? 'En stock';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks the swatch or picks the option of a variation value (the picker shows one or the other). */
async function chooseValue(page: Page, label: string, value: { id: number; value: string }) {
  const group = buyBox(page).getByRole('group', { name: new RegExp(`^${escape(label)}`) });
  if ((await group.count()) > 0) {
    // The swatch is the label around a visually hidden radio.
    const radio = page.getByRole('radio', { name: new RegExp(`^${escape(value.value)}`) });
    await group.locator('label').filter({ has: radio }).click();
  } else {
    await buyBox(page).getByRole('combobox', { name: label, exact: true }).selectOption(String(value.id));
  }
}

test('choosing another declination changes the URL, the price and the stock label', async ({ page }) => {
  // A product with variations whose default declination and another one differ in price and in stock label.
  const pairs = await Promise.all(
    (await products())
      .filter((product) => product.variations.length >= 2 && product.kind !== 'WINE')
      .map(async (product) => {
        const first = product.declinations.find((d) => d.id === product.idDeclination)!;
        for (const other of product.declinations) {
          if (
            other.discountedPrice !== first.discountedPrice &&
            (await expectedStock(other)) !== (await expectedStock(first))
          )
            return { product, first, other };
        }
        return null;
      }),
  );
  const pair = pairs.find(Boolean);
  expect(pair, 'a product whose declinations differ in price and stock').toBeTruthy();
  const { product, first, other } = pair!;

  await open(page, product.url);
  await expect(currentPrice(page)).toHaveText(price(first.discountedPrice), { useInnerText: true });
  await expect(stockLabel(page)).toHaveText(await expectedStock(first));

  // Retried: a choice made before the page's scripts run is lost.
  await expect(async () => {
    for (const variation of product.variations) {
      const wanted = other.variations.find((v) => v.idVariation === variation.id)!.id;
      const value = variation.values.find((v) => v.id === wanted)!;
      await chooseValue(page, variation.displayLabel ?? variation.label, value);
    }
    await expect(page).toHaveURL(new RegExp(`[?&]declination=${other.id}\\b`), { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  // The address changes before React commits the new declination's render (a transition): waited for.
  await expect(currentPrice(page)).toHaveText(price(other.discountedPrice), { useInnerText: true });
  await expect(stockLabel(page)).toHaveText(await expectedStock(other));
  await expect(buyBox(page).getByTestId('declination-label')).toHaveText(other.label);

  // The address is shareable: opened afresh it shows the same declination.
  await open(page, `${product.url}?declination=${other.id}`);
  expect(spaces(await currentPrice(page).innerText())).toBe(price(other.discountedPrice));
});

test('a wrong or missing slug redirects (301) to the product’s canonical URL', async ({ page, request }) => {
  const product = await findProduct('product', (p) => p.kind === 'OTHER');
  for (const wrong of [`/products/not-its-slug/${product.id}`, `/products/${product.id}`]) {
    const answer = await request.get(wrong, { maxRedirects: 0 });
    expect(answer.status(), wrong).toBe(301);
    expect(new URL(answer.headers()['location']!, baseUrl()).pathname).toBe(product.url);
  }
  await page.goto(`/products/not-its-slug/${product.id}?declination=${product.idDeclination}`);
  await expect(page).toHaveURL(`${baseUrl()}${product.url}?declination=${product.idDeclination}`);
  await expect(heading1(page)).toHaveText(product.name);
  // An unknown id is the 404 page.
  expect((await request.get('/products/anything/987654')).status()).toBe(404);

  // A wine's page lives under /wines; a vintage it does not have is not a page.
  const wine = await findProduct('wine', (p) => p.kind === 'WINE');
  const asProduct = await request.get(`/products/${wine.slug}/${wine.id}`, { maxRedirects: 0 });
  expect(asProduct.status()).toBe(301);
  expect(new URL(asProduct.headers()['location']!, baseUrl()).pathname).toBe(wine.url);
  expect((await request.get(`${wine.url}/1901`)).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, consent: 'leave' });

  test('the declination picker is a form that opens the chosen declination’s address', async ({ page }) => {
    const product = await findProduct(
      'product with one variation',
      (p) => p.kind === 'OTHER' && p.variations.length === 1 && p.declinations.length >= 2,
    );
    const other = product.declinations.find((d) => d.id !== product.idDeclination)!;
    const variation = product.variations[0]!;
    const value = variation.values.find((v) => v.id === other.variations[0]!.id)!;
    await page.goto(product.url);
    await chooseValue(page, variation.displayLabel ?? variation.label, value);
    await buyBox(page).getByRole('button', { name: 'Afficher ce choix' }).click();
    await expect(page).toHaveURL(`${baseUrl()}${product.url}?declination=${other.id}`);
    expect(spaces(await currentPrice(page).innerText())).toBe(price(other.discountedPrice));
  });
});

test('a sold-out declination says so and cannot be added; a low stock says how many are left', async ({ page }) => {
  const product = await findProduct(
    'product with a sold-out declination',
    (p) => p.kind !== 'WINE' && p.declinations.some(soldOut),
  );
  const empty = product.declinations.find(soldOut)!;
  await page.goto(`${product.url}?declination=${empty.id}`);
  await expect(stockLabel(page)).toHaveText(await expectedStock(empty));
  await expect(buyBox(page).getByRole('button', { name: /ajouter au panier/i })).toBeDisabled();

  const limit = Number((await parameters()).STOCK_LIMIT_DISPLAY ?? 2);
  // SPEC §9: 'Only N left' at or under STOCK_LIMIT_DISPLAY.
  const low = await findProduct(
    'product with a low stock',
    (p) =>
      p.kind !== 'WINE' &&
      p.declinations.some((d) => d.setQuantity && (d.quantity ?? 0) > 0 && (d.quantity ?? 0) <= limit),
  );
  const few = low.declinations.find((d) => d.setQuantity && (d.quantity ?? 0) > 0 && (d.quantity ?? 0) <= limit)!;
  await page.goto(`${low.url}?declination=${few.id}`);
  await expect(stockLabel(page)).toHaveText(`Plus que ${few.quantity} en stock`);
});

test('the quantity honours the sell-by multiple: a wine by 6 offers 6, 12, …; one by 1 never goes below 1', async ({
  page,
}) => {
  const wine = await findProduct('wine sold by 6', (p) => p.kind === 'WINE' && p.sellByMultipleOf === 6);
  await open(page, wine.url);
  await page.getByRole('button', { name: /j’ai 18 ans ou plus/i }).click();
  const quantity = buyBox(page).getByLabel('Quantité');
  const options = await quantity.locator('option').allTextContents();
  expect(options.map(Number)).toEqual(quantityChoices(6));
  expect(options.slice(0, 3)).toEqual(['6', '12', '18']);
  await expect(buyBox(page).getByText('Vendu par 6 bouteilles')).toBeVisible();

  const single = await findProduct(
    'product sold by one, in stock',
    (p) => p.kind === 'OTHER' && p.declinations.every((d) => d.sellByMultipleOf === 1 && !soldOut(d) && !d.setQuantity),
  );
  await open(page, single.url);
  const field = buyBox(page).getByRole('spinbutton', { name: 'Quantité' });
  const minus = buyBox(page).getByRole('button', { name: 'Diminuer la quantité' });
  const plus = buyBox(page).getByRole('button', { name: 'Augmenter la quantité' });
  await expect(field).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await expect(async () => {
    await plus.click();
    await expect(field).toHaveValue('2', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await minus.click();
  await expect(field).toHaveValue('1');
  // A non-numeric entry falls back to the multiple (SPEC §5).
  await field.fill('');
  await field.pressSequentially('abc');
  await field.blur();
  await expect(field).toHaveValue('1');
});

test('the customization flow: a text, a choice, a file, the live price and the summary', async ({ page, request }) => {
  const product = await findProduct('product with text, select and file customizations', (p) =>
    ['TEXT', 'SELECT', 'FILE'].every((type) => p.customizations.some((c) => c.inputType === type)),
  );
  const declination = product.declinations.find((d) => d.id === product.idDeclination)!;
  // SPEC §2 {slug?}: without its slug, the flow's address redirects (301) to its canonical one.
  const slugless = await request.get(`/products/${product.id}/${declination.id}/customize`, { maxRedirects: 0 });
  expect(slugless.status()).toBe(301);
  expect(new URL(slugless.headers()['location']!, baseUrl()).pathname).toBe(
    `/products/${product.slug}/${product.id}/${declination.id}/customize`,
  );
  const questions = [...product.customizations].sort((a, b) => a.position - b.position);

  // From the product page's link.
  await open(page, product.url);
  const flow = new RegExp(`/products/${product.slug}/${product.id}/${declination.id}/customize$`);
  // Retried: the consent banner's handler may take the first click.
  await expect(async () => {
    if (!flow.test(page.url())) await buyBox(page).getByRole('link', { name: 'Personnaliser ce produit' }).click();
    await expect(page).toHaveURL(flow, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(`Question 1 sur ${questions.length}`)).toBeVisible();
  // Not indexed, but it says what it customizes to whoever it is shared with.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);

  const answers: { idCustomization: number; answer: string }[] = [];
  const total = page.getByTestId('customization-total');
  const expectTotal = async () => {
    const answer = await request.post(`/api/cart/product/${product.id}/declination/${declination.id}/customize/price`, {
      data: { answers },
    });
    const { data } = (await answer.json()) as { data: CustomizePrice };
    await expect(total).toHaveText(price(data.total), { useInnerText: true });
    return data;
  };
  const next = page.getByRole('button', { name: /valider et continuer|voir le récapitulatif/i });

  for (const [index, question] of questions.entries()) {
    await expect(page.getByText(`Question ${index + 1} sur ${questions.length}`)).toBeVisible();
    if (question.inputType === 'TEXT') {
      const text = 'Léonie';
      await expect(async () => {
        await page.getByRole('textbox', { name: question.label }).fill(text);
        await expect(page.getByText('6 caractères')).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      answers.push({ idCustomization: question.id, answer: text });
    } else if (question.inputType === 'SELECT') {
      // Without an answer, a required choice is asked for again.
      if (question.required) {
        await next.click();
        await expect(page.getByRole('alert')).toHaveText('Merci de répondre à cette question.');
      }
      const option = question.customizationValues.filter((v) => v.costType !== 'NONE').at(-1)!;
      await page.getByRole('radio', { name: new RegExp(option.label!) }).check();
      answers.push({ idCustomization: question.id, answer: option.selectKey! });
    } else if (question.inputType === 'CHECKBOX') {
      await page.getByRole('checkbox').check();
      answers.push({ idCustomization: question.id, answer: 'true' });
    } else {
      const input = page.locator('input[type=file]');
      // A text renamed .png is refused, with the server's reason beside the field.
      await input.setInputFiles({ name: 'pas-une-image.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
      await expect(page.getByRole('alert')).toBeVisible();
      await input.setInputFiles({ name: 'mon-tissu.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(page.getByText(/Fichier accepté : mon-tissu\.png/)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    await next.click();
    // Each saved answer brings the server's price.
    if (question.inputType !== 'FILE') await expectTotal();
  }

  const summary = page.getByTestId('customization-summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Léonie')).toBeVisible();
  await expect(summary.getByText('mon-tissu.png')).toBeVisible();
  await expect(summary.getByTestId('customization-summary-total')).toHaveText(await total.innerText(), {
    useInnerText: true,
  });

  // The answers are kept for the visit: a reload comes back to the summary.
  await page.reload();
  await expect(page.getByTestId('customization-summary')).toBeVisible();
  await expect(page.getByTestId('customization-summary').getByText('Léonie')).toBeVisible();
});

test('a wine by vintage, after confirming the legal drinking age', async ({ page }) => {
  const wine = await findProduct(
    'wine with several vintages',
    (p) => p.kind === 'WINE' && new Set(p.declinations.map((d) => d.year)).size >= 2,
  );
  const years = [...new Set(wine.declinations.map((d) => d.year!))].sort((a, b) => a - b);
  const year = years[0]!;
  const ofYear =
    wine.declinations.find((d) => d.year === year && !soldOut(d)) ?? wine.declinations.find((d) => d.year === year)!;

  await open(page, `${wine.url}/${year}`);
  const dialog = page.getByRole('dialog', { name: /âge légal/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /j’ai 18 ans ou plus/i }).click();
  await expect(dialog).toBeHidden();

  await expect(heading1(page)).toBeVisible();
  await expect(buyBox(page).getByRole('link', { name: String(year) })).toHaveAttribute('aria-current', 'page');
  expect(spaces(await currentPrice(page).innerText())).toBe(price(ofYear.discountedPrice));
  await expect(buyBox(page).getByTestId('health-message')).toHaveText(
    'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
  );

  // Another vintage: its own address; the answer holds for the visit (no second question).
  const other = years[1]!;
  await buyBox(page)
    .getByRole('link', { name: String(other) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${wine.url}/${other}$`));
  await expect(buyBox(page).getByRole('link', { name: String(other) })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('dialog', { name: /âge légal/i })).toHaveCount(0);
});

test('a visitor under the legal drinking age sees a polite message instead of the wine', async ({ page }) => {
  const wine = await findProduct('wine', (p) => p.kind === 'WINE');
  await open(page, wine.url);
  await page.getByRole('button', { name: /moins de 18 ans/i }).click();
  await expect(page.getByTestId('age-refused')).toBeVisible();
  await expect(page.getByTestId('product-page')).toHaveCount(0);
});

test('the technical sheet link downloads a PDF', async ({ page, request }) => {
  const product = await findProduct('product', (p) => p.kind === 'OTHER');
  await open(page, product.url);
  const link = buyBox(page).getByRole('link', { name: /fiche technique/i });
  const href = await link.getAttribute('href');
  expect(href).toBe(`/api/product/generate/file/${product.id}/${product.idDeclination}`);
  const sheet = await request.get(href!);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()['content-type']).toContain('application/pdf');
  expect((await sheet.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});

test('the English product page', async ({ page }) => {
  const french = await findProduct('product with a discount', (p) => p.kind === 'OTHER' && p.discountedPrice < p.price);
  const product = await api<ProductDetail>(`/v2/product/${french.id}`, 'en');
  const declination = product.declinations.find((d) => d.id === product.idDeclination)!;
  await open(page, product.urls.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading1(page)).toHaveText(product.name);
  expect(spaces(await currentPrice(page).innerText())).toBe(price(declination.discountedPrice, 'en'));
  await expect(buyBox(page).getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(buyBox(page).getByRole('link', { name: /technical sheet/i })).toHaveAttribute('href', /\?lang=en$/);
  await expect(page.locator('link[rel=alternate][hreflang=fr]')).toHaveAttribute(
    'href',
    `${baseUrl()}${product.urls.fr_FR}`,
  );
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseUrl()}${product.urls.en}`);
});

test('a piece made to measure links to the quote request with the product, in both languages', async ({ page }) => {
  const product = await findProduct('piece made to measure', (p) => p.isMadeToMeasure);
  await open(page, product.url);
  await expect(buyBox(page).getByRole('link', { name: 'Demander un devis sur mesure' })).toHaveAttribute(
    'href',
    `/devis-sur-mesure?product=${product.id}`,
  );
  await expect(buyBox(page).getByTestId('made-to-measure-link')).toContainText('L221-28');
  await open(page, product.urls.en);
  await expect(buyBox(page).getByRole('link', { name: 'Ask for a made-to-measure quote' })).toHaveAttribute(
    'href',
    `/en/made-to-measure-quote?product=${product.id}`,
  );
  const other = await findProduct('product not made to measure', (p) => p.kind === 'OTHER' && !p.isMadeToMeasure);
  await open(page, other.url);
  await expect(heading1(page)).toHaveText(other.name);
  await expect(page.getByTestId('made-to-measure-link')).toHaveCount(0);
});

test('the language switch goes to the product in the other language, same declination', async ({ page }) => {
  const product = await findProduct('product with several declinations', (p) => p.declinations.length > 1);
  const declination = product.declinations.at(-1)!;
  await open(page, `${product.urls.fr_FR}?declination=${declination.id}`);
  const english = page.locator('a[hreflang="en"]').first();
  await expect(english).toHaveAttribute('href', `${product.urls.en}?declination=${declination.id}`);
});

test('the page carries its canonical URL, Open Graph image and Product JSON-LD', async ({ page }) => {
  const product = await findProduct(
    'product with several declinations',
    (p) => p.kind === 'OTHER' && p.declinations.length > 1,
  );
  await page.goto(`${product.url}?declination=${product.declinations[1]!.id}`);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseUrl()}${product.url}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    '@type': string;
    name: string;
    offers: { price: string; priceCurrency: string; availability: string }[];
  };
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.name).toBe(product.name);
  expect(jsonLd.offers).toHaveLength(product.declinations.length);
  for (const [index, offer] of jsonLd.offers.entries()) {
    const declination = product.declinations[index]!;
    expect(offer.priceCurrency).toBe('EUR');
    expect(offer.price).toBe((declination.discountedPrice / 100).toFixed(2));
    expect(offer.availability).toBe(`https://schema.org/${soldOut(declination) ? 'OutOfStock' : 'InStock'}`);
  }
});

test.describe('the gallery', () => {
  // The consent banner comes up when the browser is idle, possibly over the slider: answered first.
  test.use({ consent: 'leave' });

  test('a thumbnail opens the fullscreen slider at its picture', async ({ page }) => {
    const product = await findProduct('product with three pictures', (p) => p.kind === 'OTHER' && p.images.length >= 3);
    await open(page, product.url);
    await denyConsent(page);
    const thumbnails = page.getByRole('list', { name: 'Autres images du produit' }).getByRole('button');
    const total = await page.getByRole('button', { name: /^Agrandir l’image/ }).count();
    await expect(async () => {
      await thumbnails.nth(1).click();
      await expect(page.getByText(new RegExp(`^\\s*3\\s*/\\s*${total}\\s*$`))).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');
  });
});

for (const kind of ['product', 'wine'] as const) {
  test(`a ${kind} page has no serious or critical axe violation`, async ({ page }, testInfo) => {
    const product = await findProduct(kind === 'wine' ? 'wine' : 'product with variations and customizations', (p) =>
      kind === 'wine' ? p.kind === 'WINE' : p.variations.length > 0 && p.customizations.length > 0,
    );
    await open(page, product.url);
    if (kind === 'wine') {
      // The age question is scanned too, then the page behind it.
      await expect(page.getByRole('dialog', { name: /âge légal/i })).toBeVisible();
      const dialog = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      expect(dialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await page.getByRole('button', { name: /j’ai 18 ans ou plus/i }).click();
    }
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (results.violations.length > 0) {
      await testInfo.attach('axe violations', {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
    }
    expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

/** A 1 × 1 PNG (a real image the server can open). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
