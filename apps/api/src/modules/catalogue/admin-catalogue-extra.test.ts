import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminAward,
  AdminCategory,
  AdminCustomizationInput,
  AdminCustomizations,
  AdminDeclinationSaved,
  AdminMealIcon,
  AdminProduct,
  AdminProductCreate,
  AuditEntry,
  Award,
  Cart,
  Category,
  Customization,
  CustomizePrice,
  List,
  MealIcon,
  ProductDetail,
  ProductSummary,
} from '@atelier/contract';
import { nextDay, shopDay } from '@atelier/domain';
import { dropAtEachShopMidnight } from '../../caches.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  [admin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
});

const as = (who: Customer | null, site = 1, lang: 'fr_FR' | 'en' = 'fr_FR') => ({ site, lang, headers: bearer(who) });

const auditOf = async (entity: string, id: number) =>
  expectOk<List<AuditEntry>>(await t.call({ url: `/api/admin/audit?entity=${entity}&entityId=${id}`, ...as(admin) }));

async function createProduct(overrides: Partial<AdminProductCreate> = {}) {
  return expectOk<AdminProduct>(
    await t.call({
      method: 'POST',
      url: '/api/admin/product',
      ...as(admin),
      payload: {
        kind: 'OTHER',
        name: { fr_FR: 'Coussin brodé', en: 'Embroidered cushion' },
        price: 4_000,
        isPublished: true,
        declination: { reference: 'COUSSIN', setQuantity: false, quantity: 0 },
        ...overrides,
      } satisfies AdminProductCreate,
    }),
  );
}

const embroidery = (version: number): AdminCustomizationInput => ({
  version,
  inputType: 'TEXT',
  label: { fr_FR: 'Texte brodé', en: 'Embroidered text' },
  help: { fr_FR: 'Vos initiales', en: 'Your initials' },
  required: true,
  values: [
    { textNumberOfChar: 10, costType: 'EURO', amount: 800 },
    { textNumberOfChar: 1, costType: 'EURO', amount: 500 },
  ],
});

describe('/api/admin/product/{id}/customization (issue 16 item 6)', () => {
  const url = (id: number, idCustomization?: number) =>
    `/api/admin/product/${id}/customization${idCustomization ? `/${idCustomization}` : ''}`;

  it('adds, saves and deletes questions with their cost rules; the storefront prices with the new rule', async () => {
    const product = await createProduct();
    const declinationId = product.declinations[0]!.id;
    const added = expectOk<AdminCustomizations>(
      await t.call({ method: 'POST', url: url(product.id), ...as(admin), payload: embroidery(product.version) }),
    );
    expect(added.productVersion).toBe(product.version + 1);
    const [question] = added.items;
    expect(question).toMatchObject({
      inputType: 'TEXT',
      required: true,
      label: { fr_FR: 'Texte brodé', en: 'Embroidered text' },
      // Tiers in ascending order, numbered.
      values: [
        { id: 1, textNumberOfChar: 1, costType: 'EURO', amount: 500 },
        { id: 2, textNumberOfChar: 10, costType: 'EURO', amount: 800 },
      ],
      additionalCost: null,
    });
    // The storefront shows it and prices an answer with it.
    const shown = expectOk<Customization[]>(
      await t.call({ url: `/api/product/${product.id}/customization`, lang: 'en' }),
    );
    expect(shown.map((customization) => customization.label)).toEqual(['Embroidered text']);
    const price = async () =>
      expectOk<CustomizePrice>(
        await t.call({
          method: 'POST',
          url: `/api/cart/product/${product.id}/declination/${declinationId}/customize/price`,
          payload: { answers: [{ idCustomization: question!.id, answer: 'AB' }] },
        }),
      );
    expect(await price()).toMatchObject({ basePrice: 4_000, extra: 500, total: 4_500 });

    // A changed cost rule: the next price answer applies it.
    const saved = expectOk<AdminCustomizations>(
      await t.call({
        method: 'PUT',
        url: url(product.id, question!.id),
        ...as(admin),
        payload: {
          ...embroidery(added.productVersion),
          values: [{ textNumberOfChar: 1, costType: 'PERCENT', amount: 25 }],
        },
      }),
    );
    expect(saved.productVersion).toBe(added.productVersion + 1);
    expect(await price()).toMatchObject({ basePrice: 4_000, extra: 1_000, total: 5_000 });

    // A select and a checkbox beside it.
    const withSelect = expectOk<AdminCustomizations>(
      await t.call({
        method: 'POST',
        url: url(product.id),
        ...as(admin),
        payload: {
          version: saved.productVersion,
          inputType: 'SELECT',
          label: { fr_FR: 'Fil', en: 'Thread' },
          position: 2,
          values: [
            { selectKey: 'or', label: { fr_FR: 'Doré', en: 'Gold' }, costType: 'EURO', amount: 300 },
            { selectKey: 'blanc', label: { fr_FR: 'Blanc', en: 'White' }, costType: 'NONE' },
          ],
        } satisfies AdminCustomizationInput,
      }),
    );
    const withBox = expectOk<AdminCustomizations>(
      await t.call({
        method: 'POST',
        url: url(product.id),
        ...as(admin),
        payload: {
          version: withSelect.productVersion,
          inputType: 'CHECKBOX',
          label: { fr_FR: 'Paquet cadeau' },
          position: 3,
          additionalCost: { costType: 'EURO', amount: 250 },
        } satisfies AdminCustomizationInput,
      }),
    );
    expect(withBox.items.map((item) => item.inputType)).toEqual(['TEXT', 'SELECT', 'CHECKBOX']);
    const listed = expectOk<AdminCustomizations>(await t.call({ url: url(product.id), ...as(admin) }));
    expect(listed).toEqual(withBox);

    const gone = expectOk<AdminCustomizations>(
      await t.call({
        method: 'DELETE',
        url: `${url(product.id, question!.id)}?version=${withBox.productVersion}`,
        ...as(admin),
      }),
    );
    expect(gone.items.map((item) => item.inputType)).toEqual(['SELECT', 'CHECKBOX']);
    // The product form reads the same version and questions.
    const read = expectOk<AdminProduct>(await t.call({ url: `/api/admin/product/${product.id}`, ...as(admin) }));
    expect(read.version).toBe(gone.productVersion);
    expect(read.customizations.map((item) => item.id)).toEqual(gone.items.map((item) => item.id));

    const log = await auditOf('product', product.id);
    expect(log.items.map((entry) => entry.action).slice(0, 5)).toEqual([
      'customization.delete',
      'customization.create',
      'customization.create',
      'customization.update',
      'customization.create',
    ]);
    const update = log.items.find((entry) => entry.action === 'customization.update')!;
    expect(update.before).toMatchObject({
      customization: question!.id,
      was: { values: [{ amount: 500 }, { amount: 800 }] },
    });
    expect(update.after).toMatchObject({ now: { values: [{ costType: 'PERCENT', amount: 25 }] } });
  });

  it('refuses a save that read an older version (409), and one that does not fit its input type', async () => {
    const product = await createProduct();
    const stale = await t.call({
      method: 'POST',
      url: url(product.id),
      ...as(admin),
      payload: embroidery(product.version + 5),
    });
    expectRefused(stale, 409);
    const refused = await t.call({
      method: 'POST',
      url: url(product.id),
      ...as(admin),
      payload: {
        version: product.version,
        inputType: 'SELECT',
        label: { fr_FR: '' },
        values: [
          { selectKey: 'a', costType: 'PERCENT', amount: 150 },
          { selectKey: 'a', costType: 'NONE' },
          { costType: 'NONE' },
        ],
        additionalCost: { costType: 'EURO', amount: 100 },
      },
    });
    expectRefused(refused, 400);
    expect(Object.keys(refused.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'label.fr_FR',
      'values.0.amount',
    ]);
    const rules = await t.call({
      method: 'POST',
      url: url(product.id),
      ...as(admin),
      payload: {
        version: product.version,
        inputType: 'SELECT',
        label: { fr_FR: 'Couleur' },
        values: [{ selectKey: 'a', costType: 'NONE' }, { selectKey: 'a', costType: 'NONE' }, { costType: 'NONE' }],
        additionalCost: { costType: 'EURO', amount: 100 },
        file: { accept: ['image/png'], maxBytes: 100_000 },
      },
    });
    expectRefused(rules, 400);
    expect(Object.keys(rules.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'additionalCost',
      'file',
      'values.1.selectKey',
      'values.2.selectKey',
    ]);
    const emptySelect = await t.call({
      method: 'POST',
      url: url(product.id),
      ...as(admin),
      payload: { version: product.version, inputType: 'SELECT', label: { fr_FR: 'Couleur' } },
    });
    expect(emptySelect.json<{ errors: Record<string, string> }>().errors).toHaveProperty('values');
    // Nothing was written, the version did not move.
    const listed = expectOk<AdminCustomizations>(await t.call({ url: url(product.id), ...as(admin) }));
    expect(listed).toEqual({ productVersion: product.version, items: [] });
  });

  it('answers 401, 403, and 404 for another site’s product or another product’s question', async () => {
    const product = await createProduct();
    const other = await createProduct();
    const added = expectOk<AdminCustomizations>(
      await t.call({ method: 'POST', url: url(product.id), ...as(admin), payload: embroidery(product.version) }),
    );
    const id = added.items[0]!.id;
    expectRefused(await t.call({ url: url(product.id) }), 401);
    expectRefused(await t.call({ url: url(product.id), ...as(shopper) }), 403);
    expectRefused(await t.call({ url: url(product.id), ...as(otherAdmin, 2) }), 404);
    const body = embroidery(added.productVersion);
    expectRefused(await t.call({ method: 'POST', url: url(product.id), payload: body }), 401);
    expectRefused(await t.call({ method: 'PUT', url: url(product.id, id), ...as(shopper), payload: body }), 403);
    expectRefused(await t.call({ method: 'PUT', url: url(product.id, id), ...as(otherAdmin, 2), payload: body }), 404);
    expectRefused(
      await t.call({ method: 'PUT', url: url(other.id, id), ...as(admin), payload: embroidery(other.version) }),
      404,
    );
    expectRefused(
      await t.call({
        method: 'DELETE',
        url: `${url(product.id, id)}?version=${added.productVersion}`,
        ...as(otherAdmin, 2),
      }),
      404,
    );
    const response = await t.call({ url: url(product.id), ...as(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('/api/admin/category (issue 16 item 6)', () => {
  const url = '/api/admin/category';

  it('adds, renames and deletes a category; the storefront’s list follows at once; each write audited', async () => {
    const before = expectOk<Category[]>(await t.call({ url: '/api/v2/product/category' }));
    const created = expectOk<AdminCategory>(
      await t.call({
        method: 'POST',
        url,
        ...as(admin),
        payload: { name: { fr_FR: 'Tapis tissés', en: 'Woven rugs' }, position: 9 },
      }),
    );
    expect(created).toMatchObject({
      slug: { fr_FR: 'tapis-tisses', en: 'woven-rugs' },
      productCount: 0,
    });
    const shown = expectOk<Category[]>(await t.call({ url: '/api/v2/product/category', lang: 'en' }));
    expect(shown).toHaveLength(before.length + 1);
    expect(shown.find((category) => category.id === created.id)?.name).toBe('Woven rugs');
    // A slug taken by another category of the site: 409 on its field.
    const taken = await t.call({
      method: 'POST',
      url,
      ...as(admin),
      payload: { name: { fr_FR: 'Autre' }, slug: { fr_FR: 'tapis-tisses' } },
    });
    expectRefused(taken, 409);
    expect(taken.json<{ errors: Record<string, string> }>().errors).toHaveProperty(['slug.fr_FR']);
    const renamed = expectOk<AdminCategory>(
      await t.call({
        method: 'PUT',
        url: `${url}/${created.id}`,
        ...as(admin),
        payload: { name: { fr_FR: 'Tapis', en: 'Rugs' }, slug: { fr_FR: 'tapis', en: 'rugs' } },
      }),
    );
    expect(renamed).toMatchObject({ name: { fr_FR: 'Tapis', en: 'Rugs' }, slug: { fr_FR: 'tapis', en: 'rugs' } });
    const english = expectOk<Category[]>(await t.call({ url: '/api/v2/product/category', lang: 'en' }));
    expect(english.find((category) => category.id === created.id)?.name).toBe('Rugs');

    // In use: 409 until its product leaves it.
    const product = await createProduct({ categoryIds: [created.id] });
    const inUse = await t.call({ method: 'DELETE', url: `${url}/${created.id}`, ...as(admin) });
    expectRefused(inUse, 409);
    const listed = expectOk<AdminCategory[]>(await t.call({ url, ...as(admin) }));
    expect(listed.find((category) => category.id === created.id)?.productCount).toBe(1);
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/product/${product.id}`, ...as(admin) }));
    expectOk(await t.call({ method: 'DELETE', url: `${url}/${created.id}`, ...as(admin) }));
    const after = expectOk<Category[]>(await t.call({ url: '/api/v2/product/category' }));
    expect(after.map((category) => category.id)).not.toContain(created.id);
    const log = await auditOf('category', created.id);
    expect(log.items.map((entry) => entry.action)).toEqual(['category.delete', 'category.update', 'category.create']);
  });

  it('refuses a nameless category; 401, 403, and 404 for another site’s', async () => {
    const refused = await t.call({ method: 'POST', url, ...as(admin), payload: { name: { fr_FR: ' ' } } });
    expectRefused(refused, 400);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toHaveProperty(['name.fr_FR']);
    const created = expectOk<AdminCategory>(
      await t.call({ method: 'POST', url, ...as(admin), payload: { name: { fr_FR: 'Luminaires' } } }),
    );
    expectRefused(await t.call({ url }), 401);
    expectRefused(await t.call({ url, ...as(shopper) }), 403);
    const body = { name: { fr_FR: 'Lampes' } };
    expectRefused(
      await t.call({ method: 'PUT', url: `${url}/${created.id}`, ...as(otherAdmin, 2), payload: body }),
      404,
    );
    expectRefused(await t.call({ method: 'DELETE', url: `${url}/${created.id}`, ...as(otherAdmin, 2) }), 404);
    const elsewhere = expectOk<AdminCategory[]>(await t.call({ url, ...as(otherAdmin, 2) }));
    expect(elsewhere.map((category) => category.id)).not.toContain(created.id);
  });
});

describe('/api/admin/meal-icon (issue 16 item 6)', () => {
  const url = '/api/admin/meal-icon';

  it('adds, saves and deletes an icon unused; 409 while a product shows it; audited', async () => {
    const icon = expectOk<AdminMealIcon>(
      await t.call({
        method: 'POST',
        url,
        ...as(admin),
        payload: { name: { fr_FR: 'Agneau', en: 'Lamb' }, icon: 'lamb' },
      }),
    );
    expect(icon).toMatchObject({ icon: 'lamb', productCount: 0 });
    const saved = expectOk<AdminMealIcon>(
      await t.call({
        method: 'PUT',
        url: `${url}/${icon.id}`,
        ...as(admin),
        payload: { name: { fr_FR: 'Agneau rôti', en: 'Roast lamb' }, icon: 'lamb' },
      }),
    );
    expect(saved.name).toEqual({ fr_FR: 'Agneau rôti', en: 'Roast lamb' });
    const shown = expectOk<MealIcon[]>(await t.call({ url: '/api/parameter/product/meal-icon', lang: 'en' }));
    expect(shown.find((item) => item.id === icon.id)?.name).toBe('Roast lamb');
    const product = await createProduct({ kind: 'WINE', mealIconIds: [icon.id] });
    expectRefused(await t.call({ method: 'DELETE', url: `${url}/${icon.id}`, ...as(admin) }), 409);
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/product/${product.id}`, ...as(admin) }));
    expectOk(await t.call({ method: 'DELETE', url: `${url}/${icon.id}`, ...as(admin) }));
    const log = await auditOf('mealIcon', icon.id);
    expect(log.items.map((entry) => entry.action)).toEqual(['mealIcon.delete', 'mealIcon.update', 'mealIcon.create']);
    expectRefused(
      await t.call({ method: 'POST', url, ...as(admin), payload: { name: { fr_FR: 'x' }, icon: 'Bad icon' } }),
      400,
    );
    expectRefused(await t.call({ url }), 401);
    expectRefused(await t.call({ url, ...as(shopper) }), 403);
    expectRefused(
      await t.call({
        method: 'PUT',
        url: `${url}/${icon.id}`,
        ...as(otherAdmin, 2),
        payload: { name: { fr_FR: 'x' }, icon: 'fish' },
      }),
      404,
    );
  });
});

describe('/api/admin/product/{id}/award (issue 16 item 6)', () => {
  it('adds, saves and deletes a product’s awards; the storefront lists them; audited; 401/403/404', async () => {
    const product = await createProduct({ kind: 'WINE' });
    const url = `/api/admin/product/${product.id}/award`;
    const award = expectOk<AdminAward>(
      await t.call({
        method: 'POST',
        url,
        ...as(admin),
        payload: {
          name: { fr_FR: 'Concours de Mâcon', en: 'Mâcon competition' },
          year: 2024,
          medal: { fr_FR: 'Or', en: 'Gold' },
        },
      }),
    );
    const shown = expectOk<Award[]>(await t.call({ url: `/api/award?product=${product.id}`, lang: 'en' }));
    expect(shown).toMatchObject([{ id: award.id, name: 'Mâcon competition', medal: 'Gold', year: 2024 }]);
    const saved = expectOk<AdminAward>(
      await t.call({
        method: 'PUT',
        url: `${url}/${award.id}`,
        ...as(admin),
        payload: { name: { fr_FR: 'Concours de Mâcon' }, year: 2025, medal: { fr_FR: 'Argent' } },
      }),
    );
    expect(saved).toMatchObject({ year: 2025, medal: { fr_FR: 'Argent' } });
    expect(expectOk<AdminAward[]>(await t.call({ url, ...as(admin) }))).toEqual([saved]);
    expectRefused(await t.call({ url }), 401);
    expectRefused(await t.call({ url, ...as(shopper) }), 403);
    expectRefused(await t.call({ url, ...as(otherAdmin, 2) }), 404);
    expectRefused(await t.call({ method: 'DELETE', url: `${url}/${award.id}`, ...as(otherAdmin, 2) }), 404);
    expectRefused(
      await t.call({ method: 'POST', url, ...as(admin), payload: { name: { fr_FR: 'x' }, year: 1200 } }),
      400,
    );
    expectOk(await t.call({ method: 'DELETE', url: `${url}/${award.id}`, ...as(admin) }));
    expect(expectOk<Award[]>(await t.call({ url: `/api/award?product=${product.id}` }))).toEqual([]);
    const log = await auditOf('award', award.id);
    expect(log.items.map((entry) => entry.action)).toEqual(['award.delete', 'award.update', 'award.create']);
  });
});

describe('dated discounts (issue 16 item 6)', () => {
  const today = shopDay(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  const aWeekAgo = new Date(Date.UTC(y, m - 1, d - 7)).toISOString().slice(0, 10);
  const tomorrow = nextDay(today);

  it('applies a discount between its days only: in the catalogue, the customization price and the cart', async () => {
    const product = await createProduct({
      name: { fr_FR: 'Plaid datéxyz', en: 'Dated throwxyz' },
      price: 10_000,
      // Ended yesterday: not applied.
      discount: { type: 'PERCENT', amount: 20, detailType: 'PRODUCT', startsOn: aWeekAgo, endsOn: yesterday },
    });
    expect(product.discount).toMatchObject({ startsOn: aWeekAgo, endsOn: yesterday });
    const declination = product.declinations[0]!;
    const detail = async () => expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${product.id}` }));
    const listed = async () =>
      expectOk<List<ProductSummary>>(await t.call({ url: '/api/v2/product?nbItem=50&search=datéxyz' })).items.find(
        (item) => item.id === product.id,
      );
    expect((await detail()).declinations[0]).toMatchObject({ price: 10_000, discountedPrice: 10_000, discount: null });
    expect(await listed()).toMatchObject({ price: 10_000, discountedPrice: 10_000, discount: null });

    // The declination's own discount starts today: applied, through every price the shop computes.
    const saved = expectOk<AdminDeclinationSaved>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/product/${product.id}/declination/${declination.id}`,
        ...as(admin),
        payload: {
          version: declination.version,
          discount: { type: 'EURO', amount: 1_500, detailType: 'PRODUCT', startsOn: today, endsOn: tomorrow },
        },
      }),
    );
    expect(saved.declination.discount).toMatchObject({ startsOn: today, endsOn: tomorrow });
    expect((await detail()).declinations[0]).toMatchObject({
      discountedPrice: 8_500,
      discount: { id: declination.id, type: 'EURO', amount: 1_500 },
    });
    expect(await listed()).toMatchObject({ discountedPrice: 8_500 });
    // The list's price filter reads the same rule in SQL.
    const cheap = expectOk<List<ProductSummary>>(
      await t.call({ url: '/api/v2/product?nbItem=50&search=datéxyz&price=lte:9000' }),
    );
    expect(cheap.items.map((item) => item.id)).toEqual([product.id]);
    const price = expectOk<CustomizePrice>(
      await t.call({
        method: 'POST',
        url: `/api/cart/product/${product.id}/declination/${declination.id}/customize/price`,
        payload: { answers: [] },
      }),
    );
    expect(price.basePrice).toBe(8_500);
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '2');
    const cart = expectOk<Cart>(
      await t.call({ method: 'POST', url: `/api/cart/new/product/${declination.id}`, payload: form }),
    );
    expect(cart.products[0]).toMatchObject({ price: 10_000, unitPrice: 8_500, total: 17_000 });

    // Starting tomorrow: not yet.
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/product/${product.id}/declination/${declination.id}`,
        ...as(admin),
        payload: {
          version: saved.declination.version,
          discount: { type: 'EURO', amount: 1_500, detailType: 'PRODUCT', startsOn: tomorrow },
        },
      }),
    );
    expect((await detail()).declinations[0]).toMatchObject({ discountedPrice: 10_000, discount: null });
  });

  it('refuses an end before the start', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/api/admin/product',
      ...as(admin),
      payload: {
        kind: 'OTHER',
        name: { fr_FR: 'Plaid' },
        price: 1_000,
        discount: { type: 'EURO', amount: 100, detailType: 'PRODUCT', startsOn: today, endsOn: yesterday },
      },
    });
    expectRefused(refused, 400);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toHaveProperty(['discount.endsOn']);
  });

  it('drops every kept answer at the next midnight in Paris', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: new Date('2025-07-14T21:00:00Z') });
    try {
      const dropped: number[] = [];
      const stop = dropAtEachShopMidnight({ siteChanged: (siteId) => dropped.push(siteId) });
      vi.advanceTimersByTime(59 * 60_000);
      expect(dropped).toEqual([]);
      vi.advanceTimersByTime(60_000 + 10);
      expect(dropped).toEqual([0]);
      vi.advanceTimersByTime(24 * 3_600_000);
      expect(dropped).toEqual([0, 0]);
      stop();
      vi.advanceTimersByTime(48 * 3_600_000);
      expect(dropped).toEqual([0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
