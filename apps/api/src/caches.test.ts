import { describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cart, ProductDetail, ShippingFees, SiteParameter } from '@atelier/contract';
import { ALL_SITES } from './db/client.ts';
import { customizations, declinations, products } from './db/schema/index.ts';
import type { RequestContext } from './context.ts';
import { data, useTestApp } from '../test/test-app.ts';

const t = useTestApp();

/**
 * A published product of the site that a cart takes as it is, and its first declination priced by the product (not
 * a fixed price).
 */
async function sample(site: number) {
  const [row] = await t.database.db
    .select({
      productId: products.id,
      declinationId: declinations.id,
      multiple: sql<number>`coalesce(${declinations.sellByMultipleOf}, ${products.sellByMultipleOf})`,
    })
    .from(products)
    .innerJoin(declinations, and(eq(declinations.siteId, products.siteId), eq(declinations.productId, products.id)))
    .where(
      and(
        eq(products.siteId, site),
        eq(products.isPublished, true),
        eq(declinations.fixedPrice, false),
        // Enough units left to add a few to a cart, which asks no customization.
        sql`(not ${declinations.setQuantity} or ${declinations.quantity} >= 24)`,
        sql`not exists (select 1 from ${customizations} where ${customizations.siteId} = ${products.siteId}
          and ${customizations.productId} = ${products.id} and ${customizations.required})`,
      ),
    )
    .orderBy(asc(products.id), asc(declinations.position), asc(declinations.id))
    .limit(1);
  if (!row) throw new Error(`no sample product on site ${site}`);
  return row;
}

type Sample = Awaited<ReturnType<typeof sample>>;

const ctx = (siteId: number): RequestContext => ({
  siteId,
  locale: 'fr_FR',
  token: null,
  user: null,
  db: t.database.db,
});

async function ok<T>(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return data<T>(answer);
}

const product = (site: number, id: number) => ok<ProductDetail>(t.call({ url: `/api/v2/product/${id}`, site }));
const parameters = async (site: number) =>
  Object.fromEntries(
    (await ok<SiteParameter[]>(t.call({ url: '/api/parameter', site }))).map((row) => [row.type, row.value]),
  );
const shippingFees = (site: number, { productId, multiple }: Sample) =>
  ok<ShippingFees>(
    t.call({
      method: 'POST',
      url: '/api/calculate/shipping-fees',
      site,
      payload: { products: [{ idProduct: productId, quantity: multiple }], country: 'FR' },
    }),
  );
const newCart = (site: number, { declinationId, multiple }: Sample) =>
  ok<Cart>(
    t.call({
      method: 'POST',
      url: `/api/cart/new/product/${declinationId}`,
      site,
      payload: { type: 'MAIN_CART', quantity: multiple },
    }),
  );
const cartAgain = (site: number, cartId: string) =>
  ok<Cart>(t.call({ method: 'POST', url: `/api/cart/${cartId}`, site, payload: {} }));

/** Reads through every per-site cache of the API, so that each holds the site's data. */
async function fill(site: number, item: Sample) {
  await product(site, item.productId);
  await parameters(site);
  await shippingFees(site, item);
  const cart = await newCart(site, item);
  await t.app.caches.orderSettings.get(ctx(site));
  return cart;
}

/** Whether the API keeps its French answer to a URL of the site. */
const kept = (site: number, url: string) => t.app.caches.answers.get(site, `fr_FR ${url}`) !== undefined;

/** Which caches hold something of the site. */
function held(site: number) {
  const { caches } = t.app;
  return {
    sites: caches.sites.loaded,
    answers: caches.answers.size(site) > 0,
    delivery: caches.delivery.has(site),
    orderSettings: caches.orderSettings.has(site),
    cartCatalogue: caches.cartCatalogue.has(site),
  };
}

const everything = { sites: true, answers: true, delivery: true, orderSettings: true, cartCatalogue: true };
const nothing = { sites: false, answers: false, delivery: false, orderSettings: false, cartCatalogue: false };

describe('a change of a site, made in SQL, reaches every cache that holds its data', () => {
  it("a product's price: its answers, the cart rows and shipping facts go; the next answers show it", async () => {
    const one = await sample(1);
    const two = await sample(2);
    const cart = await fill(1, one);
    await fill(2, two);
    const before = { product: await product(1, one.productId), fees: await shippingFees(1, one) };
    expect(held(1)).toEqual(everything);
    expect(held(2)).toEqual(everything);

    await t.changed(
      t.database.db.execute(sql`update products set price = price + 100 where site_id = 1 and id = ${one.productId}`),
    );
    // A change drops what it changed (issue 21, migration 0038): the site's other answers (its parameters), the
    // sites' index, the delivery's rules and the order settings stay; the other site keeps all.
    expect(held(1)).toEqual({ ...everything, cartCatalogue: false });
    expect(kept(1, `/api/v2/product/${one.productId}`)).toBe(false);
    expect(kept(1, '/api/parameter')).toBe(true);
    expect(held(2)).toEqual(everything);
    expect((await product(1, one.productId)).price).toBe(before.product.price + 100);
    expect((await cartAgain(1, cart.id)).products[0]!.price).toBe(cart.products[0]!.price + 100);
    expect((await shippingFees(1, one)).productsTotal).toBeGreaterThan(before.fees.productsTotal);

    await t.changed(
      t.database.db.execute(sql`update products set price = price - 100 where site_id = 1 and id = ${one.productId}`),
    );
  });

  it('a site parameter: the parameters, delivery rules and order settings show the new value', async () => {
    const one = await sample(1);
    await fill(1, one);
    const before = { parameters: await parameters(1), fees: await shippingFees(1, one) };
    const terms = (await t.app.caches.orderSettings.get(ctx(1))).saleTerms.fr_FR;
    expect(held(1)).toEqual(everything);

    // One statement: one change for both rows.
    await t.changed(
      t.database.db.execute(sql`update site_parameters
        set value = case type when 'FREE_SHIPPING_PRICE' then '321' else value || ' Article ajouté.' end
        where site_id = 1 and type in ('FREE_SHIPPING_PRICE', 'SALE_TERMS')`),
    );
    expect(held(1)).toEqual(nothing);
    expect((await parameters(1)).FREE_SHIPPING_PRICE).toBe('321');
    expect((await shippingFees(1, one)).freeShipping.fromPrice).toBe(32100);
    expect((await t.app.caches.orderSettings.get(ctx(1))).saleTerms.fr_FR).toBe(`${terms} Article ajouté.`);

    await t.changed(
      t.database.db.execute(sql`update site_parameters
        set value = case type when 'FREE_SHIPPING_PRICE' then ${before.parameters.FREE_SHIPPING_PRICE ?? null}
          else ${before.parameters.SALE_TERMS ?? null} end
        where site_id = 1 and type in ('FREE_SHIPPING_PRICE', 'SALE_TERMS')`),
    );
    expect((await shippingFees(1, one)).freeShipping.fromPrice).toBe(before.fees.freeShipping.fromPrice);
  });

  it("a delivery rate: the delivery cache goes, and the carrier's price is the new one", async () => {
    const one = await sample(1);
    await fill(1, one);
    const before = await shippingFees(1, one);
    const carrier = before.carriers[0];
    if (!carrier) throw new Error('the sample product has no carrier on site 1');
    expect(held(1)).toEqual(everything);

    await t.changed(
      t.database.db.execute(
        sql`update carrier_rates set price = price + 100 where site_id = 1 and carrier_id = ${carrier.id}`,
      ),
    );
    expect(held(1)).toEqual(nothing);
    const after = await shippingFees(1, one);
    expect(after.carriers.find((offer) => offer.id === carrier.id)?.price).toBe(carrier.price + 100);

    await t.changed(
      t.database.db.execute(
        sql`update carrier_rates set price = price - 100 where site_id = 1 and carrier_id = ${carrier.id}`,
      ),
    );
  });

  it.each([
    ['blog_articles', 'title', '/api/blog/'],
    ['blog_folders', 'name', '/api/blog/folder/'],
    // The services and popups (issue 17, migration 0022), read the same way.
    ['services', 'title', '/api/service/'],
    ['popups', 'title', '/api/popup/'],
  ] as const)(
    'a row of %s (the blog, migration 0020): every cache of the site goes; the next answer shows it',
    async (table, column, path) => {
      const one = await sample(1);
      await fill(1, one);
      const { rows } = (await t.database.db.execute(
        sql`select id, ${sql.identifier(column)}->>'fr_FR' as text from ${sql.identifier(table)} where site_id = 1 order by id limit 1`,
      )) as unknown as { rows: { id: number; text: string }[] };
      const row = rows[0];
      if (!row) throw new Error(`no row of ${table} on site 1`);
      const read = async () => {
        const answer = await ok<{ title?: string; folder?: { name: string } }>(
          t.call({ url: `${path}${row.id}`, site: 1 }),
        );
        return answer.title ?? answer.folder?.name;
      };
      expect(await read()).toBe(row.text);
      expect(held(1)).toEqual(everything);
      const rename = (text: string) =>
        t.changed(
          t.database.db.execute(
            sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = jsonb_set(${sql.identifier(column)}, '{fr_FR}', to_jsonb(${text}::text))
            where site_id = 1 and id = ${row.id}`,
          ),
        );
      await rename(`${row.text} (changé)`);
      expect(held(1)).toEqual(nothing);
      expect(await read()).toBe(`${row.text} (changé)`);
      await rename(row.text);
    },
  );

  it('a row of reviews (migration 0022): every cache of the site goes; the next answer shows it', async () => {
    const one = await sample(1);
    await fill(1, one);
    const read = async () =>
      (await ok<{ reviews: { id: number; text: string }[] }>(t.call({ url: '/api/google/reviews?nbItem=1', site: 1 })))
        .reviews[0]!;
    const newest = await read();
    expect(held(1)).toEqual(everything);
    const rewrite = (text: string) =>
      t.changed(t.database.db.execute(sql`update reviews set text = ${text} where site_id = 1 and id = ${newest.id}`));
    await rewrite(`${newest.text} (modifié)`);
    expect(held(1)).toEqual(nothing);
    expect((await read()).text).toBe(`${newest.text} (modifié)`);
    await rewrite(newest.text);
  });

  it('a row of events (its seats taken, migration 0025): every cache of the site goes; the next answer shows it', async () => {
    const one = await sample(1);
    await fill(1, one);
    const { rows } = (await t.database.db.execute(
      sql`select id, capacity - seats_taken as free from events where site_id = 1 and seats_taken < capacity order by id limit 1`,
    )) as unknown as { rows: { id: number; free: number }[] };
    const row = rows[0];
    if (!row) throw new Error('no event with a free seat on site 1');
    const read = async () =>
      (await ok<{ freeSeats: number }>(t.call({ url: `/api/element/event/${row.id}`, site: 1 }))).freeSeats;
    expect(await read()).toBe(row.free);
    expect(held(1)).toEqual(everything);
    const take = (seats: number) =>
      t.changed(
        t.database.db.execute(
          sql`update events set seats_taken = seats_taken + ${seats} where site_id = 1 and id = ${row.id}`,
        ),
      );
    await take(1);
    expect(held(1)).toEqual(nothing);
    expect(await read()).toBe(row.free - 1);
    await take(-1);
  });

  it('a stock alone: only its product’s answers go (nothing else holds a stock), and the product shows it', async () => {
    const one = await sample(1);
    const stockOf = async () =>
      (await product(1, one.productId)).declinations.find((row) => row.id === one.declinationId)?.quantity;
    const [row] = await t.database.db
      .select({
        setQuantity: declinations.setQuantity,
        quantity: declinations.quantity,
        reference: declinations.reference,
      })
      .from(declinations)
      .where(and(eq(declinations.siteId, 1), eq(declinations.id, one.declinationId)));
    if (!row) throw new Error('no sample declination');
    await t.changed(
      t.database.db.execute(
        // The reference too: a change of more than the stock, which the other caches drop on.
        sql`update declinations set set_quantity = true, quantity = 50, reference = 'CACHES-STOCK'
          where site_id = 1 and id = ${one.declinationId}`,
      ),
    );
    await fill(1, one);
    expect(await stockOf()).toBe(50);
    expect(held(1)).toEqual(everything);
    const heard: number[] = [];
    t.app.sites.onChange((siteId) => heard.push(siteId));

    // An order's reservation: a '<site>:stock' notification, which app.sites.onChange does not hear.
    await t.database.db.execute(
      sql`update declinations set quantity = 49 where site_id = 1 and id = ${one.declinationId}`,
    );
    await vi.waitFor(() => expect(kept(1, `/api/v2/product/${one.productId}`)).toBe(false));
    expect(kept(1, '/api/parameter')).toBe(true);
    expect(held(1)).toEqual(everything);
    expect(heard).toEqual([]);
    expect(await stockOf()).toBe(49);

    await t.changed(
      t.database.db.execute(
        sql`update declinations set set_quantity = ${row.setQuantity}, quantity = ${row.quantity},
          reference = ${row.reference} where site_id = 1 and id = ${one.declinationId}`,
      ),
    );
  });

  it('tells the listeners outside the API (the storefront’s pages) after every API cache dropped the site', async () => {
    const one = await sample(1);
    await fill(1, one);
    const seen: ReturnType<typeof held>[] = [];
    t.app.sites.onChange((siteId) => {
      if (siteId === 1) seen.push(held(1));
    });
    await t.changed(t.database.db.execute(sql`update site_parameters set value = value where site_id = 1`));
    expect(seen).toEqual([nothing]);
    // A product's change tells them too (a page may show it), after the catalogue's caches dropped it.
    await fill(1, one);
    await t.changed(
      t.database.db.execute(sql`update products set price = price where site_id = 1 and id = ${one.productId}`),
    );
    expect(seen.at(-1)).toEqual({ ...everything, cartCatalogue: false });
  });

  it('a product’s change drops its answers and the lists, not another product’s; a category’s, every catalogue answer', async () => {
    const one = await sample(1);
    const [other] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, 1), eq(products.isPublished, true), sql`${products.id} <> ${one.productId}`))
      .limit(1);
    if (!other) throw new Error('no second product on site 1');
    const list = '/api/v2/product?nbItem=24';
    const read = async () => {
      await product(1, one.productId);
      await product(1, other.id);
      await ok(t.call({ url: list, site: 1 }));
      await ok(t.call({ url: '/api/v2/product/category', site: 1 }));
      await parameters(1);
    };
    await read();
    for (const url of [`/api/v2/product/${other.id}`, list, '/api/parameter']) expect(kept(1, url), url).toBe(true);

    // A declination's price (by SQL, as a script or another process would): the product's own answer and the
    // lists go; the other product's and the site's other answers stay, and still answer from memory.
    await t.changed(
      t.database.db.execute(
        sql`update declinations set reference = coalesce(reference, '') || '-changed' where site_id = 1
          and id = ${one.declinationId}`,
      ),
    );
    expect(kept(1, `/api/v2/product/${one.productId}`)).toBe(false);
    expect(kept(1, list)).toBe(false);
    expect(kept(1, `/api/v2/product/${other.id}`)).toBe(true);
    expect(kept(1, '/api/parameter')).toBe(true);
    const again = await t.call({ url: `/api/v2/product/${other.id}`, site: 1 });
    expect(again.headers['x-cache']).toBe('hit');

    // A category (the catalogue's shared rows): every catalogue answer goes, the site's others stay.
    await read();
    await t.changed(t.database.db.execute(sql`update product_categories set position = position where site_id = 1`));
    expect(kept(1, `/api/v2/product/${other.id}`)).toBe(false);
    expect(kept(1, '/api/v2/product/category')).toBe(false);
    expect(kept(1, '/api/parameter')).toBe(true);

    await t.changed(
      t.database.db.execute(
        sql`update declinations set reference = nullif(replace(reference, '-changed', ''), '') where site_id = 1
          and id = ${one.declinationId}`,
      ),
    );
  });

  it('drops every site when changes may have been missed (ALL_SITES: the change feed was interrupted)', async () => {
    await fill(1, await sample(1));
    await fill(2, await sample(2));
    expect(held(1)).toEqual(everything);
    expect(held(2)).toEqual(everything);
    const heard: number[] = [];
    t.app.sites.onChange((siteId) => heard.push(siteId));
    t.app.caches.siteChanged(ALL_SITES, 'data');
    expect(held(1)).toEqual(nothing);
    expect(held(2)).toEqual(nothing);
    expect(heard).toEqual([ALL_SITES]);
  });
});
