// The checkout of issue 6 in a browser: a guest buys a customized product delivered to a relay point, a
// customer who logs in on the way buys wine by 6 collected at the winemaker's cellar (site 2, on its own host
// name), and a declined card leaves the cart as it was. Payments go through the built-in sandbox provider's
// card page. The map's tiles come from the internet, which the tests do not have: their requests are refused,
// and the list alone is used.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Declination, ProductDetail, ProductSummary } from '@atelier/contract';
import { api, baseUrl, expect, heading1, open, test } from './fixtures.ts';

const PASSWORD = 'Vendée-bergère-1789';
const CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

let catalogue: Promise<ProductDetail[]> | null = null;
/** Every product of the sample site in detail, read once per worker. */
function products(): Promise<ProductDetail[]> {
  catalogue ??= api<{ items: ProductSummary[] }>('/v2/product?nbItem=100').then((list) =>
    Promise.all(list.items.map((item) => api<ProductDetail>(`/v2/product/${item.id}`))),
  );
  return catalogue;
}

async function findProduct(what: string, fits: (product: ProductDetail) => boolean): Promise<ProductDetail> {
  const found = (await products()).find(fits);
  if (!found) throw new Error(`the sample catalogue has no ${what}`);
  return found;
}

/** The winemaker's site (site 2), on the host name its sample data gives it. */
const winemaker = () => `http://vins-exemple.localhost:${new URL(baseUrl()).port}`;

/** The winemaker's products in detail (the API told which site by the `idSite` header). */
async function winemakerProducts(): Promise<ProductDetail[]> {
  const read = async <T>(path: string) => {
    const answer = await fetch(`${baseUrl()}/api${path}`, { headers: { idSite: '2', userLang: 'fr_FR' } });
    return ((await answer.json()) as { data: T }).data;
  };
  const list = await read<{ items: ProductSummary[] }>('/v2/product?nbItem=100');
  return Promise.all(list.items.map((item) => read<ProductDetail>(`/v2/product/${item.id}`)));
}

/** A declination that can be bought `units` times. */
const buyable = (declination: Declination, units: number) =>
  !declination.setQuantity || (declination.quantity ?? 0) >= units;

/** The unit stock of a declination as the API says it now. */
async function stockOf(idProduct: number, idDeclination: number) {
  const product = await api<ProductDetail>(`/v2/product/${idProduct}`);
  return product.declinations.find((declination) => declination.id === idDeclination)!.quantity;
}

/** The map's tiles are on the internet: refused here, the page must not care. */
async function offline(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/** No serious or critical accessibility problem on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The header's count (the desktop bar's; the bottom bar is hidden on a large screen). */
const cartCount = (page: Page) => page.getByTestId('cart-count').filter({ visible: true });

async function fillAddress(page: Page, prefix: 'shipping' | 'billing', postalCode: string) {
  await page.locator(`#${prefix}-firstname`).fill('Léa');
  await page.locator(`#${prefix}-lastname`).fill('Martin');
  await page.locator(`#${prefix}-address`).fill('3 rue des Halles');
  await page.locator(`#${prefix}-country`).selectOption('FR');
  await page.locator(`#${prefix}-postalCode`).fill(postalCode);
  // SPEC: the city is found from a French postal code.
  const [city] = await api<{ name: string }[]>(`/cities/${postalCode}/250`);
  await expect(page.locator(`#${prefix}-city`)).toHaveValue(city!.name);
}

/** The sandbox's hosted card page: a card, a future expiry date, any security code. */
async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\/\d+\//);
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel(/date d’expiration/i).fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel(/cryptogramme/i).fill('123');
  await page.getByLabel(/titulaire/i).fill('Léa Martin');
  await page.getByRole('button', { name: /^payer/i }).click();
}

/** The payment step: the sale terms must be ticked before paying. */
async function acceptTermsAndPay(page: Page) {
  await expect(page).toHaveURL(/\/cart\/payment$/);
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await page.getByRole('button', { name: 'Payer ma commande' }).click();
  await expect(page.getByText('Vous devez accepter les conditions générales de vente.')).toBeVisible();
  await page.getByRole('checkbox', { name: /j’accepte les conditions générales de vente/i }).check();
  const order = page.waitForRequest((request) => request.method() === 'POST' && /\/api\/order$/.test(request.url()));
  await page.getByRole('button', { name: 'Payer ma commande' }).click();
  // One key per order the page means to place: a retry after a lost answer cannot place a second one (issue 20).
  expect((await order).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
}

test('a guest buys a customized product delivered to a relay point and pays with the sandbox card', async ({
  page,
}) => {
  await offline(page);
  const product = await findProduct(
    'product with a single text customization',
    (p) =>
      p.kind !== 'WINE' &&
      p.customizations.length === 1 &&
      p.customizations[0]!.inputType === 'TEXT' &&
      buyable(
        p.declinations.find((d) => d.id === p.idDeclination)!,
        1,
      ),
  );
  const declination = product.declinations.find((d) => d.id === product.idDeclination)!;
  const question = product.customizations[0]!;
  const stockBefore = await stockOf(product.id, declination.id);

  // The customization flow, then its summary's add to cart, which leads to the cart.
  await open(page, product.url);
  const flow = new RegExp(`/products/${product.slug}/${product.id}/${declination.id}/customize$`);
  await expect(async () => {
    if (!flow.test(page.url())) await page.getByRole('link', { name: 'Personnaliser ce produit' }).click();
    await expect(page).toHaveURL(flow, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('textbox', { name: question.label }).fill('Léonie');
  await page.getByRole('button', { name: /valider et continuer|voir le récapitulatif/i }).click();
  await expect(page.getByTestId('customization-summary')).toBeVisible();
  await page.getByTestId('customization-summary').getByRole('button', { name: 'Ajouter au panier' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(heading1(page)).toHaveText('Mon panier');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  await expect(line).toContainText(`${question.label} : Léonie`);
  await expect(cartCount(page)).toHaveText('1');
  await expectAccessible(page);

  // Addresses: a guest gives an e-mail; the city comes from the postal code.
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/cart\/address$/);
  await expect(page.getByRole('link', { name: 'Se connecter' }).filter({ visible: true }).last()).toHaveAttribute(
    'href',
    '/auth?redirectTo=%2Fcart%2Faddress',
  );
  // Nothing is sent while a field is missing.
  await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();
  await expect(page.locator('#contact-email-error')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(`lea.${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await fillAddress(page, 'shipping', '85000');
  await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();

  // A relay point near the delivery address, chosen from the list (the map's tiles never load here).
  await expect(page).toHaveURL(/\/cart\/shipping$/);
  await page.getByRole('radio', { name: /point relais/i }).check();
  const points = page.getByTestId('relay-points');
  await expect(points.getByRole('radio').first()).toBeVisible();
  await expect(page.getByTestId('relay-map')).toBeVisible();
  // The point's name: the first line of its label.
  const pointName = (await points.locator('label').first().locator('span span').first().innerText()).trim();
  await points.getByRole('radio').first().check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  // The summary names the point and the customization; then the sandbox's card page.
  await expect(page.getByTestId('order-summary')).toContainText(pointName);
  await expect(page.getByTestId('order-summary')).toContainText('Léonie');
  await acceptTermsAndPay(page);
  await payOnSandbox(page, CARDS.paid);

  await expect(page).toHaveURL(/\/order\/success\?id=/);
  await expect(heading1(page)).toHaveText('Merci pour votre commande !');
  await expect(page.getByTestId('order-success')).toContainText(/Votre commande C\d{4}-\d{6} est enregistrée/);
  // The paid cart is over: the header shows no count, the cart page is empty.
  await expect(cartCount(page)).toHaveCount(0);
  await open(page, '/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  if (declination.setQuantity) expect(await stockOf(product.id, declination.id)).toBe((stockBefore ?? 0) - 1);
});

test('on the winemaker’s site, a customer logs in during the checkout and collects wine by 6 on an allowed day', async ({
  page,
}) => {
  await offline(page);
  // Site 2 (the winemaker) answers on its own host name; Chromium sends *.localhost to this machine.
  const site = winemaker();
  const wine = (await winemakerProducts()).find(
    (p) =>
      p.kind === 'WINE' &&
      p.sellByMultipleOf === 6 &&
      buyable(
        p.declinations.find((d) => d.id === p.idDeclination)!,
        6,
      ),
  );
  if (!wine) throw new Error('the winemaker’s catalogue has no wine sold by 6 in stock');

  // A guest adds a case of 6 (after the age question): a toast, and the header's count.
  await open(page, `${site}${wine.url}`);
  const dialog = page.getByRole('dialog', { name: /âge légal/i });
  await dialog.getByRole('button', { name: /j’ai 18 ans ou plus/i }).click();
  await expect(dialog).toBeHidden();
  const buyBox = page.getByTestId('product-buy-box');
  await expect(buyBox.getByRole('combobox', { name: 'Quantité' })).toHaveValue('6');
  await buyBox.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(`6 × « ${wine.name} » ajoutés au panier`)).toBeVisible();
  await expect(cartCount(page)).toHaveText('6');

  // The cart offers the multiples of 6 only.
  await open(page, `${site}/cart`);
  const quantity = page.getByTestId('cart-line').getByRole('combobox', { name: 'Quantité' });
  await expect(quantity).toHaveValue('6');
  expect((await quantity.locator('option').allTextContents()).slice(0, 3)).toEqual(['6', '12', '18']);

  // Log in on the way (a new account): the guest cart becomes the customer's, back at the addresses.
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await page.locator('main').getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcart%2Faddress$/);
  const register = page.locator('form').filter({ has: page.getByRole('heading', { name: /créer un compte/i }) });
  await register.getByLabel(/^prénom/i).fill('Camille');
  await register.getByLabel(/^nom/i).fill('Tapissier');
  await register.getByLabel(/adresse e-mail/i).fill(`camille.${Date.now().toString(36)}@example.com`);
  await register.getByLabel(/^mot de passe/i).fill(PASSWORD);
  await register.getByLabel(/téléphone/i).fill('06 12 34 56 78');
  const birthdate = register.getByLabel(/date de naissance/i);
  if (await birthdate.count()) await birthdate.fill('1985-04-12');
  await register.getByRole('checkbox', { name: /conditions/i }).check();
  await register.getByRole('button', { name: /créer mon compte/i }).click();
  await expect(page).toHaveURL(`${site}/cart/address`);
  await expect(page.getByLabel('Adresse e-mail')).toHaveCount(0);
  await expect(cartCount(page)).toHaveText('6');

  // A logged customer keeps the address in the account.
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await fillAddress(page, 'shipping', '85310');
  await page.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon compte' }).check();
  await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();
  await expect(page).toHaveURL(`${site}/cart/shipping`);
  // Asked by the page itself: only the browser knows the site's host name.
  const saved = await page.evaluate(async () => (await (await fetch('/api/user/address')).json()) as unknown);
  expect((saved as { data: { postalCode: string }[] }).data).toEqual([
    expect.objectContaining({ postalCode: '85310' }),
  ]);

  // Click & Collect: an allowed day of the calendar, then one of its slots.
  await page.getByRole('radio', { name: /retrait sur place/i }).check();
  const calendar = page.getByTestId('pickup-calendar');
  const firstDay = calendar.locator('td button').first();
  await expect(firstDay).toBeVisible();
  const day = calendar.getByRole('button', { name: (await firstDay.getAttribute('aria-label'))!, exact: true });
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await calendar.getByRole('radio').first().check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  // The summary, and the winemaker's alcohol messages beside the payment.
  await expect(page.getByTestId('order-summary')).toContainText(
    /Retrait le \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} – \d{2}:\d{2}/,
  );
  await expect(page.getByTestId('order-summary')).toContainText(`${wine.name} × 6`);
  await expect(page.getByTestId('alcohol-selling-message')).toBeVisible();
  await expect(page.getByTestId('ethylotest-message')).toBeVisible();
  await expectAccessible(page);
  await acceptTermsAndPay(page);
  await payOnSandbox(page, CARDS.paid);

  await expect(page).toHaveURL(new RegExp(`^${site}/order/success\\?id=`));
  await expect(page.getByTestId('order-success')).toContainText(/Votre commande C\d{4}-\d{6} est enregistrée/);
  await expect(page.getByRole('link', { name: 'Voir mon compte' })).toBeVisible();
  await expect(cartCount(page)).toHaveCount(0);
});

test('a declined card lands on the error page and leaves the cart as it was', async ({ page }) => {
  await offline(page);
  const product = await findProduct(
    'product without customization, sold by one, in stock',
    (p) =>
      p.kind !== 'WINE' &&
      p.customizations.length === 0 &&
      p.sellByMultipleOf === 1 &&
      buyable(
        p.declinations.find((d) => d.id === p.idDeclination)!,
        2,
      ),
  );

  await open(page, product.url);
  const buyBox = page.getByTestId('product-buy-box');
  // Two units (the page may still settle its price after hydration: the quantity is checked before adding).
  const quantity = buyBox.getByRole('spinbutton', { name: 'Quantité' });
  await expect(async () => {
    if ((await quantity.inputValue()) !== '2') {
      await buyBox.getByRole('button', { name: 'Augmenter la quantité' }).click();
    }
    await expect(quantity).toHaveValue('2', { timeout: 1000 });
  }).toPass();
  await buyBox.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(cartCount(page)).toHaveText('2');

  // A discount code: an expired one is refused with the server's reason, a valid one applies.
  await open(page, '/cart');
  await page.getByLabel('Code promo').fill('NOEL2024');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expect(page.getByTestId('discount-applied')).toHaveCount(0);
  await page.getByLabel('Code promo').fill('bienvenue10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByTestId('discount-applied')).toContainText('Code « BIENVENUE10 » appliqué');
  await expect(page.getByTestId('cart-totals')).toContainText('Remise (code BIENVENUE10)');

  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/cart\/address$/);
  await page.getByLabel('Adresse e-mail').fill(`lea.${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await fillAddress(page, 'shipping', '85000');
  await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();

  // Home delivery by the first home carrier.
  await expect(page).toHaveURL(/\/cart\/shipping$/);
  await page.getByRole('radio', { name: /colissimo/i }).check();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByTestId('order-summary')).toContainText('Remise (code BIENVENUE10)');
  await acceptTermsAndPay(page);
  await payOnSandbox(page, CARDS.declined);

  await expect(page).toHaveURL(/\/order\/error\?id=/);
  await expect(heading1(page)).toHaveText('Paiement refusé');
  await expect(page.getByText('Votre panier est intact')).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');

  // The cart is untouched, and the payment can be tried again from it.
  await page.getByRole('link', { name: 'Retour au panier' }).click();
  await expect(page.getByTestId('cart-line')).toContainText(product.name);
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByTestId('discount-applied')).toContainText('BIENVENUE10');
});

test('the cart pages are private, unindexed, in French and in English; an unknown outcome is a 404', async ({
  page,
  request,
}) => {
  for (const path of ['/cart', '/cart/address', '/cart/shipping', '/cart/payment', '/cart/success', '/order/success']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    expect(await answer.text(), path).toContain('<meta name="robots" content="noindex"/>');
  }
  expect((await request.get('/order/elsewhere')).status()).toBe(404);

  await open(page, '/en/cart');
  await expect(heading1(page)).toHaveText('My cart');
  await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty.');
  // A step after the cart sends an empty cart back to it.
  await open(page, '/en/cart/payment');
  await expect(page.getByRole('link', { name: 'Back to the cart' })).toBeVisible();
});

test('before the page runs, the cart shows it is empty to a visitor whose browser holds none, else it is loading', async ({
  page,
}) => {
  // The page's JavaScript never arrives: what shows is what the first paint shows.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByText('Chargement du panier…')).toBeHidden();

  await page.addInitScript(() =>
    localStorage.setItem('atelier.cart', JSON.stringify({ id: 'a-stored-cart', count: 2, user: false })),
  );
  await page.goto('/cart');
  await expect(page.getByText('Chargement du panier…')).toBeVisible();
  await expect(page.getByTestId('cart-empty')).toBeHidden();
});
