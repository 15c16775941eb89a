import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDeclinationSaved,
  AdminProduct,
  AdminProductCreate,
  AdminProductSummary,
  AuditEntry,
  List,
  ProductDetail,
  ProductSummary,
  StockMovement,
} from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let secondAdmin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  [admin, secondAdmin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t, { role: 'SUPER_ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
});

const as = (who: Customer | null, site = 1, lang: 'fr_FR' | 'en' = 'fr_FR') => ({
  site,
  lang,
  headers: bearer(who),
});

const list = async (query = '', who: Customer = admin, site = 1) =>
  expectOk<List<AdminProductSummary>>(await t.call({ url: `/api/admin/product?${query}`, ...as(who, site) }));

const read = async (id: number, who: Customer = admin) =>
  expectOk<AdminProduct>(await t.call({ url: `/api/admin/product/${id}`, ...as(who) }));

const auditOf = async (entity: string, id: number) =>
  expectOk<List<AuditEntry>>(await t.call({ url: `/api/admin/audit?entity=${entity}&entityId=${id}`, ...as(admin) }));

const newProduct = (overrides: Partial<AdminProductCreate> = {}): AdminProductCreate => ({
  kind: 'OTHER',
  name: { fr_FR: 'Tabouret en chêne', en: 'Oak stool' },
  summary: { fr_FR: 'Assise en velours', en: 'Velvet seat' },
  description: { fr_FR: '<p>Fait main en Vendée.</p>', en: '<p>Handmade in Vendée.</p>' },
  price: 12_900,
  isPublished: true,
  declination: { reference: 'TAB-CHENE', setQuantity: true, quantity: 4 },
  ...overrides,
});

async function create(overrides: Partial<AdminProductCreate> = {}) {
  return expectOk<AdminProduct>(
    await t.call({ method: 'POST', url: '/api/admin/product', ...as(admin), payload: newProduct(overrides) }),
  );
}

const saveDeclination = (product: AdminProduct, body: Record<string, unknown>, who: Customer = admin) =>
  t.call({
    method: 'PUT',
    url: `/api/admin/product/${product.id}/declination/${product.declinations[0]!.id}`,
    ...as(who),
    payload: body,
  });

describe('GET /api/admin/product (issue 16 item 6)', () => {
  it('lists every product of the site, published or not, with filters and paging', async () => {
    const hidden = await create({ name: { fr_FR: 'Pouf caché zeta', en: 'Hidden pouf zeta' }, isPublished: false });
    const page = await list('name=lk:zeta');
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: hidden.id, isPublished: false, stock: 4, references: ['TAB-CHENE'] });
    expect((await list('isPublished=false&name=lk:zeta')).total).toBe(1);
    expect((await list('isPublished=true&name=lk:zeta')).total).toBe(0);
    expect((await list('reference=lk:tab-chene')).total).toBeGreaterThanOrEqual(1);
    expect((await list('search=hidden zeta')).items.map((item) => item.id)).toEqual([hidden.id]);
    const all = await list('nbItem=2&page=1');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    // Another site's administrator sees another catalogue.
    expect((await list('name=lk:zeta', otherAdmin, 2)).total).toBe(0);
  });

  it('is for the site’s administrators only, privately, and refuses an unknown filter', async () => {
    expectRefused(await t.call({ url: '/api/admin/product' }), 401);
    expectRefused(await t.call({ url: '/api/admin/product', ...as(shopper) }), 403);
    const response = await t.call({ url: '/api/admin/product', ...as(admin) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expectRefused(await t.call({ url: '/api/admin/product?colour=red', ...as(admin) }), 400);
    expectRefused(await t.call({ url: '/api/admin/product?stock=many', ...as(admin) }), 400);
  });
});

describe('GET /api/admin/product/{id}', () => {
  it('gives the product whole in both languages with its declinations and version', async () => {
    const created = await create();
    const product = await read(created.id);
    expect(product).toMatchObject({
      version: 1,
      name: { fr_FR: 'Tabouret en chêne', en: 'Oak stool' },
      slug: { fr_FR: 'tabouret-en-chene', en: 'oak-stool' },
      declinations: [{ reference: 'TAB-CHENE', setQuantity: true, quantity: 4, version: 1 }],
      urls: { fr_FR: `/products/tabouret-en-chene/${created.id}`, en: `/en/products/oak-stool/${created.id}` },
    });
  });

  it('answers 401, 403, and 404 for another site’s product', async () => {
    const created = await create();
    expectRefused(await t.call({ url: `/api/admin/product/${created.id}` }), 401);
    expectRefused(await t.call({ url: `/api/admin/product/${created.id}`, ...as(shopper) }), 403);
    expectRefused(await t.call({ url: `/api/admin/product/${created.id}`, ...as(otherAdmin, 2) }), 404);
  });
});

describe('PUT /api/admin/product/{id}/declination/{idDeclination}', () => {
  it('saves a price that the storefront’s product answer shows at once', async () => {
    const product = await create();
    const declination = product.declinations[0]!;
    // The storefront's answer is kept (siteCache) once read.
    const before = expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${product.id}` }));
    expect(before.declinations[0]!.price).toBe(12_900);
    // A first save and read, then a second: each shows on the storefront's next read (CI has no timing checks).
    expectOk(await saveDeclination(product, { version: declination.version, fixedPrice: true, price: 9_800 }));
    expect(expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${product.id}` })).declinations[0]!.price).toBe(
      9_800,
    );
    expectOk(await saveDeclination(product, { version: declination.version + 1, price: 9_900 }));
    const after = expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${product.id}` }));
    expect(after.declinations[0]!.price).toBe(9_900);
    // The lists too.
    const cards = expectOk<List<ProductSummary>>(await t.call({ url: '/api/v2/product?search=tabouret&nbItem=100' }));
    expect(cards.items.find((card) => card.id === product.id)?.price).toBe(9_900);
  });

  it('keeps a stock history: who, when, why, by how much', async () => {
    const product = await create();
    const declination = product.declinations[0]!;
    const saved = expectOk<AdminDeclinationSaved>(
      await saveDeclination(product, {
        version: declination.version,
        stock: { quantity: 10, seen: 4, reason: 'DELIVERY', note: 'Livraison du fournisseur' },
      }),
    );
    expect(saved).toMatchObject({ declination: { quantity: 10, version: 2 }, stockMerged: false });
    const history = expectOk<List<StockMovement>>(
      await t.call({ url: `/api/admin/product/${product.id}/stock-history`, ...as(admin) }),
    );
    expect(history.total).toBe(2);
    expect(history.items[0]).toMatchObject({
      declinationId: declination.id,
      user: { id: admin.id, email: admin.email },
      delta: 6,
      quantity: 10,
      reason: 'DELIVERY',
      note: 'Livraison du fournisseur',
    });
    expect(history.items[1]).toMatchObject({ delta: 4, quantity: 4, reason: 'INVENTORY' });
    const detail = expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${product.id}` }));
    expect(detail.declinations[0]!.quantity).toBe(10);
    // The audit log has it too.
    const log = await auditOf('declination', declination.id);
    expect(log.items[0]).toMatchObject({
      action: 'declination.update',
      before: { quantity: 4, version: 1 },
      after: { quantity: 10, version: 2, stockReason: 'DELIVERY' },
    });
  });

  it('merges a stock that orders moved meanwhile instead of overwriting it', async () => {
    const product = await create();
    const declination = product.declinations[0]!;
    // An order reserved one unit after the form was read (4 → 3): the stock alone moves, not the version.
    await t.database.db.execute(
      `UPDATE declinations SET quantity = quantity - 1 WHERE site_id = 1 AND id = ${declination.id}` as never,
    );
    const saved = expectOk<AdminDeclinationSaved>(
      await saveDeclination(product, {
        version: declination.version,
        stock: { quantity: 10, seen: 4, reason: 'DELIVERY' },
      }),
    );
    expect(saved.stockMerged).toBe(true);
    expect(saved.declination.quantity).toBe(9);
  });

  it('refuses the second of two saves made from the same version with a clear 409, nothing lost', async () => {
    const product = await create();
    const version = product.declinations[0]!.version;
    expectOk(await saveDeclination(product, { version, fixedPrice: true, price: 5_000 }));
    const message = expectRefused(
      await saveDeclination(product, { version, fixedPrice: true, price: 6_000 }, secondAdmin),
      409,
    );
    expect(message).toContain(admin.email);
    expect(message).toContain('rechargez');
    const english = await t.call({
      method: 'PUT',
      url: `/api/admin/product/${product.id}/declination/${product.declinations[0]!.id}`,
      ...as(secondAdmin, 1, 'en'),
      payload: { version, price: 6_000 },
    });
    expect(expectRefused(english, 409)).toContain('reload it');
    expect((await read(product.id)).declinations[0]).toMatchObject({ price: 5_000, version: version + 1 });
  });

  it('refuses bad input with the fields named, and writes nothing', async () => {
    const product = await create();
    const version = product.declinations[0]!.version;
    const refused = await saveDeclination(product, { version, fixedPrice: true, price: null });
    expect(expectRefused(refused, 400)).toContain('price');
    expect(refused.json<{ errors: Record<string, string> }>().errors.price).toBeDefined();
    expectRefused(await saveDeclination(product, { version, stock: { quantity: -2, reason: 'LOSS' } }), 400);
    expectRefused(await saveDeclination(product, { version, stock: { quantity: 2, reason: 'THEFT' } }), 400);
    expectRefused(await saveDeclination(product, { price: 100 }), 400);
    expectRefused(
      await saveDeclination(product, { version, discount: { type: 'PERCENT', amount: 150, detailType: 'PRODUCT' } }),
      400,
    );
    expect((await read(product.id)).declinations[0]!.version).toBe(version);
    expect((await auditOf('declination', product.declinations[0]!.id)).total).toBe(0);
  });

  it('answers 401, 403, and 404 for another site’s or another product’s declination', async () => {
    const product = await create();
    const other = await create();
    const body = { version: 1, price: 100 };
    expectRefused(await saveDeclination(product, body, null as unknown as Customer), 401);
    expectRefused(await saveDeclination(product, body, shopper), 403);
    const url = `/api/admin/product/${product.id}/declination/${product.declinations[0]!.id}`;
    expectRefused(await t.call({ method: 'PUT', url, ...as(otherAdmin, 2), payload: body }), 404);
    const crossed = `/api/admin/product/${other.id}/declination/${product.declinations[0]!.id}`;
    expectRefused(await t.call({ method: 'PUT', url: crossed, ...as(admin), payload: body }), 404);
  });
});

describe('POST, PUT and DELETE /api/admin/product', () => {
  it('creates a product in its category that the storefront lists at once, recorded in the audit log', async () => {
    const categories = expectOk<{ id: number; slug: string }[]>(await t.call({ url: '/api/v2/product/category' }));
    const category = categories[0]!;
    const before = expectOk<List<ProductSummary>>(await t.call({ url: `/api/v2/product?category=${category.slug}` }));
    const created = await create({ name: { fr_FR: 'Banquette', en: 'Bench' }, categoryIds: [category.id] });
    expect(created.categoryIds).toEqual([category.id]);
    const after = expectOk<List<ProductSummary>>(await t.call({ url: `/api/v2/product?category=${category.slug}` }));
    expect(after.total).toBe(before.total + 1);
    expect(after.items.some((card) => card.id === created.id)).toBe(true);
    const english = expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${created.id}`, lang: 'en' }));
    expect(english.name).toBe('Bench');
    const log = await auditOf('product', created.id);
    expect(log.items[0]).toMatchObject({ action: 'product.create', user: { id: admin.id } });
  });

  it('saves texts, slugs, kind, categories and publication with the version read; a stale save gets 409', async () => {
    const created = await create();
    const { id, version } = created;
    const body = {
      ...newProduct(),
      version,
      kind: 'BOX' as const,
      name: { fr_FR: 'Coffret tabouret', en: 'Stool box' },
      slug: { fr_FR: 'coffret-tabouret', en: '' },
      isPublished: false,
      tags: [{ fr_FR: 'Fait main', en: 'Handmade' }],
    };
    const saved = expectOk<AdminProduct>(
      await t.call({ method: 'PUT', url: `/api/admin/product/${id}`, ...as(admin), payload: body }),
    );
    expect(saved).toMatchObject({
      version: version + 1,
      kind: 'BOX',
      slug: { fr_FR: 'coffret-tabouret', en: 'stool-box' },
      isPublished: false,
    });
    // Unpublished: the storefront no longer has it.
    expectRefused(await t.call({ url: `/api/v2/product/${id}` }), 404);
    // A second administrator saving from the version they read.
    const stale = await t.call({
      method: 'PUT',
      url: `/api/admin/product/${id}`,
      ...as(secondAdmin),
      payload: { ...body, name: { fr_FR: 'Autre nom' } },
    });
    expect(expectRefused(stale, 409)).toContain(admin.email);
    expect((await read(id)).name.fr_FR).toBe('Coffret tabouret');
    const log = await auditOf('product', id);
    expect(log.items[0]).toMatchObject({
      action: 'product.update',
      before: { kind: 'OTHER', isPublished: true, version: 1 },
      after: { kind: 'BOX', isPublished: false, version: 2 },
    });
  });

  it('saves the made-to-measure flags, audited; the storefront links a piece made to measure', async () => {
    const created = await create({ isMadeToMeasure: true });
    expect(created).toMatchObject({ isMadeToMeasure: true, soldByMetre: false });
    expect(expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${created.id}` })).isMadeToMeasure).toBe(true);
    const saved = expectOk<AdminProduct>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/product/${created.id}`,
        ...as(admin),
        payload: { ...newProduct(), version: created.version, isMadeToMeasure: false, soldByMetre: true },
      }),
    );
    expect(saved).toMatchObject({ isMadeToMeasure: false, soldByMetre: true });
    expect(await read(created.id)).toMatchObject({ isMadeToMeasure: false, soldByMetre: true });
    expect((await auditOf('product', created.id)).items[0]).toMatchObject({
      action: 'product.update',
      before: { isMadeToMeasure: true, soldByMetre: false },
      after: { isMadeToMeasure: false, soldByMetre: true },
    });
    // The storefront's kept answer follows the change.
    expect(expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${created.id}` })).isMadeToMeasure).toBe(false);
    // Left out, both stay off; a flag that is not a boolean is refused, naming it.
    expect(await create()).toMatchObject({ isMadeToMeasure: false, soldByMetre: false });
    const bad = await t.call({
      method: 'POST',
      url: '/api/admin/product',
      ...as(admin),
      payload: { ...newProduct(), soldByMetre: 'yes' },
    });
    expect(expectRefused(bad, 400)).toContain('soldByMetre');
  });

  it('refuses unknown categories, a missing French name and foreign images, naming the fields', async () => {
    const created = await create();
    const body = { ...newProduct(), version: created.version };
    const refused = await t.call({
      method: 'PUT',
      url: `/api/admin/product/${created.id}`,
      ...as(admin),
      payload: { ...body, categoryIds: [999_999], images: [{ file: 'products/elsewhere.jpg', alt: { fr_FR: 'x' } }] },
    });
    const errors = refused.json<{ errors: Record<string, string> }>().errors;
    expectRefused(refused, 400);
    expect(errors.categoryIds).toContain('999999');
    expect(errors['images.0.file']).toBeDefined();
    const noName = await t.call({
      method: 'POST',
      url: '/api/admin/product',
      ...as(admin),
      payload: { ...newProduct(), name: { fr_FR: '  ', en: 'x' } },
    });
    expect(noName.json<{ errors: Record<string, string> }>().errors['name.fr_FR']).toBeDefined();
    expectRefused(noName, 400);
    expect((await read(created.id)).version).toBe(created.version);
  });

  it('refuses a quantity discount above 100 % and two thresholds from the same quantity, naming the rows', async () => {
    const created = await create();
    const save = (decreasingDiscounts: AdminProductCreate['decreasingDiscounts']) =>
      t.call({
        method: 'PUT',
        url: `/api/admin/product/${created.id}`,
        ...as(admin),
        payload: { ...newProduct(), decreasingDiscounts, version: created.version },
      });
    const tooMuch = await save([{ fromQuantity: 3, type: 'PERCENT', amount: 150 }]);
    expectRefused(tooMuch, 400);
    expect(tooMuch.json<{ errors: Record<string, string> }>().errors).toEqual({
      'decreasingDiscounts.0.amount': 'un pourcentage ne peut pas dépasser 100',
    });
    const twice = await save([
      { fromQuantity: 6, type: 'PERCENT', amount: 10 },
      { fromQuantity: 3, type: 'PERCENT', amount: 5 },
      { fromQuantity: 6, type: 'EURO', amount: 200 },
    ]);
    expectRefused(twice, 400);
    expect(twice.json<{ errors: Record<string, string> }>().errors).toEqual({
      'decreasingDiscounts.2.fromQuantity': 'un autre palier commence déjà à cette quantité',
    });
    expect((await read(created.id)).version).toBe(created.version);
    // In euros, any amount (the unit price never goes below 0); saved in ascending order.
    const saved = await save([
      { fromQuantity: 12, type: 'EURO', amount: 20_000 },
      { fromQuantity: 6, type: 'PERCENT', amount: 100 },
    ]);
    expect(expectOk<AdminProduct>(saved).decreasingDiscounts.map((tier) => tier.fromQuantity)).toEqual([6, 12]);
  });

  it('answers 401, 403 and 404 for writes, and deletes a product with its declinations', async () => {
    const created = await create();
    const url = `/api/admin/product/${created.id}`;
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/product', payload: newProduct() }), 401);
    expectRefused(
      await t.call({ method: 'POST', url: '/api/admin/product', ...as(shopper), payload: newProduct() }),
      403,
    );
    const body = { ...newProduct(), version: 1 };
    expectRefused(await t.call({ method: 'PUT', url, ...as(otherAdmin, 2), payload: body }), 404);
    expectRefused(await t.call({ method: 'DELETE', url, ...as(otherAdmin, 2) }), 404);
    expectRefused(await t.call({ method: 'DELETE', url, ...as(shopper) }), 403);
    expectOk(await t.call({ url: `/api/v2/product/${created.id}` }));
    expectOk(await t.call({ method: 'DELETE', url, ...as(admin) }));
    expectRefused(await t.call({ url, ...as(admin) }), 404);
    expectRefused(await t.call({ url: `/api/v2/product/${created.id}` }), 404);
    expect((await auditOf('product', created.id)).items[0]).toMatchObject({ action: 'product.delete', after: null });
  });
});

describe('declinations added and removed', () => {
  it('adds a declination with its stock and refuses to remove the last one', async () => {
    const product = await create();
    const added = expectOk<AdminDeclinationSaved>(
      await t.call({
        method: 'POST',
        url: `/api/admin/product/${product.id}/declination`,
        ...as(admin),
        payload: { reference: 'TAB-NOYER', fixedPrice: true, price: 15_900, setQuantity: true, quantity: 2 },
      }),
    );
    expect((await read(product.id)).declinations).toHaveLength(2);
    const base = `/api/admin/product/${product.id}/declination`;
    expectOk(await t.call({ method: 'DELETE', url: `${base}/${added.declination.id}`, ...as(admin) }));
    const last = await t.call({ method: 'DELETE', url: `${base}/${product.declinations[0]!.id}`, ...as(admin) });
    expectRefused(last, 409);
  });
});

describe('POST /api/admin/product/{id}/image', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#884400' } })
      .png()
      .toBuffer();

  function form(parts: { altFr?: string; altEn?: string; image?: Buffer; filename?: string }) {
    const data = new FormData();
    if (parts.altFr !== undefined) data.set('altFr', parts.altFr);
    if (parts.altEn !== undefined) data.set('altEn', parts.altEn);
    if (parts.image) data.set('image', new Blob([new Uint8Array(parts.image)]), parts.filename ?? 'photo.png');
    return data;
  }

  async function upload(id: number, data: FormData, who: Customer | null = admin, site = 1) {
    const request = new Request('http://x/', { method: 'POST', body: data });
    const payload = Buffer.from(await request.arrayBuffer());
    return t.call({
      method: 'POST',
      url: `/api/admin/product/${id}/image`,
      ...as(who, site),
      headers: { ...bearer(who), 'content-type': request.headers.get('content-type')! },
      payload,
    });
  }

  it('stores an image with its alt texts, served resized, shown on the storefront', async () => {
    const product = await create();
    const saved = expectOk<AdminProduct>(
      await upload(product.id, form({ altFr: 'Tabouret vu de face', altEn: 'Stool, front view', image: await png() })),
    );
    expect(saved.version).toBe(product.version + 1);
    expect(saved.images[0]).toMatchObject({
      width: 64,
      height: 48,
      alt: { fr_FR: 'Tabouret vu de face', en: 'Stool, front view' },
    });
    const media = await t.app.inject({ url: saved.images[0]!.url });
    expect(media.statusCode).toBe(200);
    const resized = await t.app.inject({ url: saved.images[0]!.url.replace('/media/', '/img/160/') });
    expect(resized.statusCode).toBe(200);
    const english = expectOk<ProductDetail>(await t.call({ url: `/api/v2/product/${product.id}`, lang: 'en' }));
    expect(english.images[0]).toMatchObject({ alt: 'Stool, front view', width: 64 });
    // Reordered and its focal point set through the product's save.
    const moved = expectOk<AdminProduct>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/product/${product.id}`,
        ...as(admin),
        payload: {
          ...newProduct(),
          version: saved.version,
          images: [{ file: saved.images[0]!.file, alt: { fr_FR: 'Face' }, focalPoint: { x: 0.3, y: 0.6 } }],
        },
      }),
    );
    expect(moved.images[0]).toMatchObject({ alt: { fr_FR: 'Face' }, focalPoint: { x: 0.3, y: 0.6 } });
  });

  it('refuses a file that is no image, a missing alt text, and other sites', async () => {
    const product = await create();
    expectRefused(await upload(product.id, form({ altFr: 'x', image: Buffer.from('not an image') })), 415);
    const noAlt = await upload(product.id, form({ image: await png() }));
    expectRefused(noAlt, 400);
    expectRefused(await upload(product.id, form({ altFr: 'x', image: await png() }), null), 401);
    expectRefused(await upload(product.id, form({ altFr: 'x', image: await png() }), shopper), 403);
    expectRefused(await upload(product.id, form({ altFr: 'x', image: await png() }), otherAdmin, 2), 404);
    expect((await read(product.id)).images).toHaveLength(0);
  });
});

describe('/api/admin/discount-code', () => {
  const url = '/api/admin/discount-code';
  const body = { code: 'printemps10', type: 'PERCENT', amount: 10, endsAt: '2099-06-30T23:59:59+02:00' };

  it('adds, lists, saves and deletes the site’s codes, each recorded in the audit log', async () => {
    const created = expectOk<{ id: number; code: string }>(
      await t.call({ method: 'POST', url, ...as(admin), payload: body }),
    );
    expect(created.code).toBe('PRINTEMPS10');
    expectRefused(await t.call({ method: 'POST', url, ...as(admin), payload: { ...body, code: 'Printemps10' } }), 409);
    const listed = expectOk<List<{ id: number }>>(await t.call({ url: `${url}?code=lk:printemps`, ...as(admin) }));
    expect(listed.items.map((code) => code.id)).toContain(created.id);
    const elsewhere = expectOk<List<{ code: string }>>(await t.call({ url, ...as(otherAdmin, 2) }));
    expect(elsewhere.items.map((code) => code.code)).not.toContain('PRINTEMPS10');
    const saved = expectOk<{ amount: number }>(
      await t.call({ method: 'PUT', url: `${url}/${created.id}`, ...as(admin), payload: { ...body, amount: 15 } }),
    );
    expect(saved.amount).toBe(15);
    expectRefused(
      await t.call({ method: 'PUT', url: `${url}/${created.id}`, ...as(otherAdmin, 2), payload: body }),
      404,
    );
    expectOk(await t.call({ method: 'DELETE', url: `${url}/${created.id}`, ...as(admin) }));
    const log = await auditOf('discountCode', created.id);
    expect(log.items.map((entry) => entry.action)).toEqual([
      'discountCode.delete',
      'discountCode.update',
      'discountCode.create',
    ]);
  });

  it('refuses bad codes, percentages above 100 and reversed dates; 401 and 403', async () => {
    const refused = await t.call({
      method: 'POST',
      url,
      ...as(admin),
      payload: { ...body, code: 'a b', amount: 120, startsAt: '2099-07-01T00:00:00Z' },
    });
    expectRefused(refused, 400);
    expect(Object.keys(refused.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'amount',
      'code',
      'endsAt',
    ]);
    expectRefused(await t.call({ url }), 401);
    expectRefused(await t.call({ method: 'POST', url, ...as(shopper), payload: body }), 403);
  });

  it('refuses a save above 100 % with the field named, and keeps the code as it was', async () => {
    const created = expectOk<{ id: number }>(
      await t.call({ method: 'POST', url, ...as(admin), payload: { ...body, code: 'ETE-PUT' } }),
    );
    const refused = await t.call({
      method: 'PUT',
      url: `${url}/${created.id}`,
      ...as(admin),
      payload: { ...body, code: 'ETE-PUT', amount: 150 },
    });
    expectRefused(refused, 400);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({
      amount: 'un pourcentage ne peut pas dépasser 100',
    });
    const listed = expectOk<List<{ amount: number }>>(await t.call({ url: `${url}?id=${created.id}`, ...as(admin) }));
    expect(listed.items.map((code) => code.amount)).toEqual([10]);
  });
});
