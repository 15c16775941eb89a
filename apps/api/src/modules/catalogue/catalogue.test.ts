import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  awardSchema,
  categorySchema,
  customizationSchema,
  mealIconSchema,
  productDetailSchema,
  productSummarySchema,
  type Award,
  type Category,
  type Customization,
  type List,
  type MealIcon,
  type ProductDetail,
  type ProductSummary,
} from '@atelier/contract';
import { declinations, products, siteParameters } from '../../db/schema/index.ts';
import { SEED_ASSETS_DIR } from '../../db/seed/seed.ts';
import { SAMPLE_CATALOGUES, seedCatalogue } from '../../db/seed/seed-catalogue.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { foldText } from './catalogue.repository.ts';

const t = useTestApp();

async function list(query = '', options: { site?: number; lang?: 'fr_FR' | 'en' } = {}) {
  const response = await t.call({ url: `/api/v2/product${query}`, ...options });
  expect(response.statusCode, response.body).toBe(200);
  const page = data<List<ProductSummary>>(response);
  for (const item of page.items) productSummarySchema.parse(item);
  return page;
}

async function detail(id: number, lang: 'fr_FR' | 'en' = 'fr_FR', site = 1) {
  const response = await t.call({ url: `/api/v2/product/${id}`, lang, site });
  expect(response.statusCode, response.body).toBe(200);
  return productDetailSchema.parse(data<ProductDetail>(response));
}

/** The site-1 product whose French name contains the text (names are unique enough in the sample). */
async function productNamed(text: string) {
  const found = (await list(`?name=lk:${encodeURIComponent(text)}`)).items[0];
  if (!found) throw new Error(`no sample product named like ${text}`);
  return found;
}

const isSorted = (values: number[], descending = false) =>
  values.every((value, i) => i === 0 || (descending ? values[i - 1]! >= value : values[i - 1]! <= value));

describe('the sample catalogue', () => {
  it('gives site 1 at least 30 products, wines, boxes and a drawn JPEG for every image', async () => {
    const all = await list('?nbItem=100');
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.items.filter((item) => item.kind === 'WINE').length).toBeGreaterThanOrEqual(5);
    expect(all.items.filter((item) => item.kind === 'BOX').length).toBeGreaterThanOrEqual(2);
    for (const [siteId, catalogue] of Object.entries(SAMPLE_CATALOGUES)) {
      for (const image of catalogue.products.flatMap((product) => product.images)) {
        const file = path.join(SEED_ASSETS_DIR, `site-${siteId}`, image.file);
        expect((await stat(file)).size, file).toBeLessThan(64 * 1024);
        expect(await sharp(file).metadata(), file).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
      }
    }
  });

  it('is written once: a site that has products is left alone', async () => {
    expect(await seedCatalogue(t.database.db, 1)).toBe(false);
    expect(await seedCatalogue(t.database.db, 2)).toBe(false);
  });
});

describe('GET /v2/product', () => {
  it('defaults to 100 products ordered by price', async () => {
    const page = await list();
    expect(page.items.length).toBe(Math.min(page.total, 100));
    expect(isSorted(page.items.map((item) => item.discountedPrice))).toBe(true);
  });

  it('sorts by -price, -id and name, and pages without overlap', async () => {
    expect(
      isSorted(
        (await list('?orderBy=-price')).items.map((item) => item.discountedPrice),
        true,
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await list('?orderBy=-id')).items.map((item) => item.id),
        true,
      ),
    ).toBe(true);
    const names = (await list('?orderBy=name')).items.map((item) => foldText(item.name));
    expect(names).toEqual([...names].sort());
    const first = await list('?orderBy=id&nbItem=5&page=1');
    const second = await list('?orderBy=id&nbItem=5&page=2');
    const ten = await list('?orderBy=id&nbItem=10');
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ten.items.map((item) => item.id));
    expect(first.total).toBe(ten.total);
  });

  it('filters by a list of kinds', async () => {
    const page = await list('?kind=WINE,BOX');
    expect(new Set(page.items.map((item) => item.kind))).toEqual(new Set(['WINE', 'BOX']));
    const wine = page.items.find((item) => item.kind === 'WINE')!;
    expect(wine.url).toMatch(new RegExp(`^/wines/${wine.slug}/${wine.id}$`));
    expect(wine).toMatchObject({ subtype: 'BOTTLE', sellByMultipleOf: 6 });
    expect(wine.wine?.appellation).toMatch(/Fiefs Vendéens|Crémant/);
    const all = await list();
    expect(page.total).toBe(all.items.filter((item) => item.kind !== 'OTHER').length);
  });

  it('finds part of a name, ignoring case and accents', async () => {
    const page = await list('?name=COUSSIN');
    expect(page.total).toBeGreaterThanOrEqual(3);
    for (const item of page.items) expect(foldText(item.name)).toContain('coussin');
    expect((await list('?name=lk:lave')).items.some((item) => item.name.includes('lavé'))).toBe(true);
  });

  it('searches names, summaries, descriptions and tags, every word', async () => {
    const tanned = await list(`?search=${encodeURIComponent('tanné végétal')}`);
    expect(tanned.items.map((item) => item.name)).toContain('Sac week-end en toile et cuir');
    const tagged = await list('?search=personnalisable');
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.items.every((item) => item.tags.includes('Personnalisable') || item.hasCustomization)).toBe(true);
    expect((await list('?search=zzzz-nothing')).total).toBe(0);
  });

  it('filters by tags (one of them), written as text or as a slug', async () => {
    const page = await list('?tags=Restauré,naissance');
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.items) expect(item.tags.some((tag) => ['Restauré', 'Naissance'].includes(tag))).toBe(true);
    expect((await list('?tags=restaure')).total).toBe(
      page.items.filter((item) => item.tags.includes('Restauré')).length,
    );
  });

  it('filters by category slug, in French and in English', async () => {
    const fr = await list('?category=mobilier-artisanal');
    expect(fr.total).toBeGreaterThanOrEqual(5);
    for (const item of fr.items) expect(item.categories).toContain('mobilier-artisanal');
    const en = await list('?category=handcrafted-furniture', { lang: 'en' });
    expect(en.items.map((item) => item.id).sort()).toEqual(fr.items.map((item) => item.id).sort());
    for (const item of en.items) expect(item.categories).toContain('handcrafted-furniture');
    expect((await list('?category=no-such-category')).total).toBe(0);
  });

  it('shows stock, discounts and multiples on the cards', async () => {
    expect(await productNamed('Mobile nuages')).toMatchObject({ inStock: false });
    const percent = await productNamed('Tapis d’éveil');
    expect(percent.discount).toMatchObject({ type: 'PERCENT', amount: 15 });
    expect(percent.discountedPrice).toBe(Math.round((percent.price * 85) / 100));
    const euro = await productNamed('Banc d’entrée');
    expect(euro.discount).toMatchObject({ type: 'EURO', amount: 6000 });
    expect(euro.discountedPrice).toBe(euro.price - 6000);
    expect((await productNamed('Serviettes de table')).sellByMultipleOf).toBe(4);
  });

  it('refuses bad queries with a 400 envelope naming the field', async () => {
    for (const [query, field] of [
      ['kind=FOO', 'kind'],
      ['nbItem=500', 'nbItem'],
      ['page=0', 'page'],
      ['orderBy=colour', 'orderBy'],
      ['colour=red', 'colour'],
      ['search=gt:a', 'search'],
      ['price=cheap', 'price'],
    ]) {
      const response = await t.call({ url: `/api/v2/product?${query}`, lang: 'en' });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, data: null });
      expect(response.json<{ message: string }>().message, query).toContain(field);
    }
  });

  it('keeps each site to its own products', async () => {
    const one = await list('?nbItem=100');
    const two = await list('?nbItem=100', { site: 2 });
    expect(two.total).toBeGreaterThanOrEqual(10);
    expect(two.items.filter((item) => item.kind === 'WINE').length).toBeGreaterThanOrEqual(8);
    expect(two.items.some((item) => one.items.some((other) => other.id === item.id))).toBe(false);
  });
});

describe('GET /v2/product/:id', () => {
  it('answers in French and in English with the paths of both', async () => {
    const { id } = await productNamed('Doudou lapin');
    const fr = await detail(id);
    const en = await detail(id, 'en');
    expect(fr.name).toBe('Doudou lapin en lin lavé');
    expect(en.name).toBe('Washed-linen bunny comforter');
    expect(fr.url).toBe(`/products/doudou-lapin-en-lin-lave/${id}`);
    expect(en.url).toBe(`/en/products/washed-linen-bunny-comforter/${id}`);
    expect(fr.urls).toEqual({ fr_FR: fr.url, en: en.url });
    expect(en.declinations.map((d) => d.label)).toEqual(['Ivory', 'Sage green', 'Dusty pink']);
    expect(en.description).toContain('<p>');
    expect(fr.images.length).toBeGreaterThan(1);
    expect(fr.images[0]).toMatchObject({ width: 800, height: 1200, url: expect.stringMatching(/^\/media\/site-1\//) });
    expect((await t.app.inject({ url: fr.images[0]!.url })).statusCode).toBe(200);
  });

  it('describes declinations with their variations, prices and stock', async () => {
    const cushion = await detail((await productNamed('Coussin en lin lavé')).id);
    expect(cushion.variations.map((v) => v.label)).toEqual(['Couleur', 'Taille']);
    expect(cushion.declinations).toHaveLength(12);
    const big = cushion.declinations.find((d) => d.label === 'Terracotta · 60 × 60 cm')!;
    expect(big).toMatchObject({ fixedPrice: true, price: 4900, setQuantity: true, quantity: 4 });
    for (const declination of cushion.declinations) {
      expect(declination.variations.map((v) => v.idVariation)).toEqual(cushion.variations.map((v) => v.id));
    }
    expect(cushion.decreasingDiscounts.map((d) => d.fromQuantity)).toEqual([3, 6]);
    const bench = await detail((await productNamed('Banc d’entrée')).id);
    expect(bench.variations).toHaveLength(3);
    expect(bench.declinations.find((d) => d.quantity === 0)).toBeDefined();
  });

  it('gives a wine its vintages, half bottles, multiple of 6 and wine details', async () => {
    const { id } = await productNamed('Cuvée de l’Atelier');
    const wine = await detail(id);
    expect(wine.url).toMatch(/^\/wines\//);
    const capacities = wine.declinations.map((d) => `${d.year} ${d.capacity} ${d.capacityUnit}`);
    expect(capacities).toEqual(['2021 75 CENTILITRE', '2022 75 CENTILITRE', '2022 37.5 CENTILITRE']);
    expect(wine.declinations.map((d) => d.label)).toEqual(['2021 · 75 cl', '2022 · 75 cl', '2022 · 37,5 cl']);
    // The sold-out 2021 is not the one shown first.
    expect(wine.idDeclination).toBe(wine.declinations[1]!.id);
    expect(wine.declinations.every((d) => d.sellByMultipleOf === 6)).toBe(true);
    expect(wine.wineDetail).toMatchObject({ appellation: 'Fiefs Vendéens Mareuil', alcoholPercent: 13 });
    expect(wine.wineDetail?.grapeVarieties.map((g) => g.name)).toContain('Négrette');
    expect(wine.mealIconIds.length).toBeGreaterThan(0);
  });

  it('shows stock quantities only while HANDLE_STOCK and USE_PRODUCT_STOCK are on', async () => {
    const { id } = await productNamed('Pochette à langer');
    expect((await detail(id)).declinations[0]).toMatchObject({ setQuantity: true, quantity: 2 });
    const handleStock = and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'HANDLE_STOCK'));
    await t.database.db.update(siteParameters).set({ value: 'false' }).where(handleStock);
    try {
      await vi.waitFor(async () =>
        expect((await detail(id)).declinations[0]).toMatchObject({ setQuantity: false, quantity: null }),
      );
      expect(await productNamed('Mobile nuages')).toMatchObject({ inStock: true });
    } finally {
      await t.database.db.update(siteParameters).set({ value: 'true' }).where(handleStock);
    }
  });

  it('tells the pieces made to measure apart, for the link to the quote request (issue 19)', async () => {
    expect((await detail((await productNamed('Bergère Louis XV')).id)).isMadeToMeasure).toBe(true);
    expect((await detail((await productNamed('Tête de lit')).id, 'en')).isMadeToMeasure).toBe(true);
    expect((await detail((await productNamed('Doudou lapin')).id)).isMadeToMeasure).toBe(false);
  });

  it('answers 404 for an unknown product and for another site’s product, 400 for a bad id', async () => {
    const { id } = await productNamed('Doudou lapin');
    for (const [url, site] of [
      ['/api/v2/product/999999', 1],
      [`/api/v2/product/${id}`, 2],
      [`/api/product/${id}/customization`, 2],
      [`/api/award?product=${id}`, 2],
      [`/api/v2/product/recommended/${id}`, 2],
    ] as const) {
      const response = await t.call({ url, site, lang: 'en' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({
        success: false,
        data: null,
        message: expect.stringContaining('not found'),
      });
    }
    expect((await t.call({ url: '/api/v2/product/abc' })).statusCode).toBe(400);
    expect((await t.call({ url: '/api/award' })).statusCode).toBe(400);
  });

  it('drops the cached answer when the product changes in the database', async () => {
    const { id, price } = await productNamed('Pouf rond');
    await detail(id);
    expect((await t.call({ url: `/api/v2/product/${id}` })).headers['x-cache']).toBe('hit');
    await t.database.db
      .update(products)
      .set({ price: price + 1000 })
      .where(and(eq(products.siteId, 1), eq(products.id, id)));
    await vi.waitFor(async () => expect((await detail(id)).price).toBe(price + 1000));
    expect((await productNamed('Pouf rond')).price).toBe(price + 1000);
  });

  it('tells a stock change apart: the product shows the new stock, the rest of the site stays cached', async () => {
    const changed: number[] = [];
    t.app.sites.onChange((siteId) => changed.push(siteId));
    const { id: productId } = await productNamed('Pouf rond');
    const [row] = await t.database.db
      .select({
        id: declinations.id,
        quantity: declinations.quantity,
        setQuantity: declinations.setQuantity,
        reference: declinations.reference,
      })
      .from(declinations)
      .where(and(eq(declinations.siteId, 1), eq(declinations.productId, productId)))
      .limit(1);
    if (!row) throw new Error('no declination');
    const stockOf = async () => (await detail(productId)).declinations.find((d) => d.id === row.id)?.quantity;
    await t.database.db
      .update(declinations)
      .set({ setQuantity: true, quantity: 3, reference: 'POUF-STOCK' })
      .where(and(eq(declinations.siteId, 1), eq(declinations.id, row.id)));
    await vi.waitFor(() => expect(changed).toContain(1));
    await vi.waitFor(async () => expect(await stockOf()).toBe(3));
    changed.length = 0;
    // An order's reservation: the stock alone, down to what the storefront shows ('only 2 left').
    await t.database.db
      .update(declinations)
      .set({ quantity: sql`${declinations.quantity} - 1` })
      .where(and(eq(declinations.siteId, 1), eq(declinations.id, row.id)));
    await vi.waitFor(async () => expect(await stockOf()).toBe(2));
    expect(changed).toEqual([]);
    await t.database.db
      .update(declinations)
      .set({ setQuantity: row.setQuantity, quantity: row.quantity, reference: row.reference })
      .where(and(eq(declinations.siteId, 1), eq(declinations.id, row.id)));
    await vi.waitFor(() => expect(changed).toContain(1));
  });
});

describe('product extras', () => {
  it('lists the four kinds of customization with their costs', async () => {
    const { id } = await productNamed('Coussin prénom');
    const response = await t.call({ url: `/api/product/${id}/customization`, lang: 'en' });
    const customizations = data<Customization[]>(response).map((c) => customizationSchema.parse(c));
    const byType = Object.fromEntries(customizations.map((c) => [c.inputType, c]));
    expect(byType.TEXT?.customizationValues.map((v) => [v.textNumberOfChar, v.costType, v.amount])).toEqual([
      [1, 'EURO', 500],
      [6, 'EURO', 800],
      [11, 'EURO', 1200],
    ]);
    expect(byType.SELECT?.customizationValues.map((v) => v.selectKey)).toContain('toile-de-jouy');
    expect(byType.SELECT?.customizationValues.some((v) => v.costType === 'PERCENT')).toBe(true);
    expect(byType.CHECKBOX?.additionalCost).toEqual({ costType: 'EURO', amount: 350 });
    expect(byType.FILE?.file).toEqual({ accept: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * 1024 * 1024 });
    expect(byType.CHECKBOX?.label).toBe('Gift wrapping');
    expect((await detail(id)).customizations).toHaveLength(4);
  });

  it('lists the awards of a wine and the meal icons of the site', async () => {
    const { id } = await productNamed('Cuvée de l’Atelier');
    const awards = data<Award[]>(await t.call({ url: `/api/award?product=${id}`, lang: 'en' }));
    expect(awards.map((award) => awardSchema.parse(award).medal)).toContain('Silver medal');
    const icons = data<MealIcon[]>(await t.call({ url: '/api/parameter/product/meal-icon', lang: 'en' }));
    expect(icons.map((icon) => mealIconSchema.parse(icon).icon)).toEqual(
      expect.arrayContaining(['meat', 'fish', 'cheese', 'dessert']),
    );
    const wine = await detail(id);
    expect(wine.mealIconIds.every((iconId) => icons.some((icon) => icon.id === iconId))).toBe(true);
  });

  it('recommends the products a product names, else products of its categories', async () => {
    const { id } = await productNamed('Doudou lapin');
    const named = data<{ products: ProductSummary[] }>(await t.call({ url: `/api/v2/product/recommended/${id}` }));
    expect(named.products.map((p) => p.name)).toEqual([
      'Couverture bébé en double gaze',
      'Coffret naissance « Premiers câlins »',
      'Bavoir bandana en double gaze',
    ]);
    const bench = await productNamed('Banc d’entrée');
    await t.database.db
      .update(products)
      .set({ recommendedIds: [] })
      .where(and(eq(products.siteId, 1), eq(products.id, bench.id)));
    await vi.waitFor(async () => {
      const fallback = data<{ products: ProductSummary[] }>(
        await t.call({ url: `/api/v2/product/recommended/${bench.id}` }),
      ).products;
      expect(fallback.length).toBeGreaterThan(0);
      expect(fallback.every((p) => p.id !== bench.id && p.categories.includes('mobilier-artisanal'))).toBe(true);
    });
  });

  it('lists the categories with the paths of the shop’s pages in both languages', async () => {
    const fr = data<Category[]>(await t.call({ url: '/api/v2/product/category' }));
    const en = data<Category[]>(await t.call({ url: '/api/v2/product/category', lang: 'en' }));
    for (const category of fr) categorySchema.parse(category);
    const furniture = fr.find((c) => c.slug === 'mobilier-artisanal');
    expect(furniture?.urls).toEqual({
      fr_FR: '/boutique-artisanale/mobilier-artisanal',
      en: '/en/craft-shop/handcrafted-furniture',
    });
    expect(fr.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'cadeaux-naissance-artisanaux',
        'decoration-maison-sur-mesure',
        'mobilier-artisanal',
        'sacs-artisanaux',
      ]),
    );
    expect(en.find((c) => c.id === furniture?.id)?.name).toBe('Handcrafted furniture');
    // A category without a page of its own opens the search on it.
    expect(fr.find((c) => c.slug === 'coffrets-et-vins-de-vendee')?.urls.fr_FR).toBe(
      '/products/search?category=coffrets-et-vins-de-vendee',
    );
    const two = data<Category[]>(await t.call({ url: '/api/v2/product/category', site: 2 }));
    expect(two.some((c) => fr.some((other) => other.id === c.id))).toBe(false);
  });
});
