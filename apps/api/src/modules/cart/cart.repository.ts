import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { LocalizedText } from '@atelier/contract';
import {
  cartProducts,
  carts,
  customizationFiles,
  customizations,
  declinations,
  discountCodes,
  products,
  siteParameters,
  variationValues,
  type StoredCustomizationAnswer,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';
import { prepared } from '../../db/prepared.ts';

/** The cart's rows (issue 6). Every query is scoped to the request's site. */

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartProducts.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export async function findCart(ctx: RequestContext, id: string): Promise<CartRow | null> {
  const rows = await ctx.db
    .select()
    .from(carts)
    .where(and(eq(carts.siteId, ctx.siteId), eq(carts.id, id)));
  return rows[0] ?? null;
}

/** The cart row locked until the end of the transaction (two adds to one cart take turns). */
export async function lockCart(ctx: RequestContext, id: string): Promise<CartRow | null> {
  const rows = await ctx.db
    .select()
    .from(carts)
    .where(and(eq(carts.siteId, ctx.siteId), eq(carts.id, id)))
    .for('update');
  return rows[0] ?? null;
}

/** The user's default cart that was not ordered yet. */
export async function findDefaultCart(ctx: RequestContext, userId: number): Promise<CartRow | null> {
  const rows = await ctx.db
    .select()
    .from(carts)
    .where(
      and(eq(carts.siteId, ctx.siteId), eq(carts.userId, userId), eq(carts.isDefault, true), isNull(carts.orderedAt)),
    );
  return rows[0] ?? null;
}

/**
 * Inserts a cart and answers it; null when the user already has a default cart (a concurrent request made
 * it: the partial unique index on (site, user) where default holds).
 */
export async function insertCart(
  ctx: RequestContext,
  cart: { id: string; userId: number | null; isDefault: boolean; discountCode: string | null },
): Promise<CartRow | null> {
  const rows = await ctx.db
    .insert(carts)
    .values({ siteId: ctx.siteId, type: 'MAIN_CART', ...cart })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updateCart(
  ctx: RequestContext,
  id: string,
  fields: Partial<Pick<CartRow, 'userId' | 'isDefault' | 'discountCode'>>,
) {
  await ctx.db
    .update(carts)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(carts.siteId, ctx.siteId), eq(carts.id, id)));
}

/** The user's carts stop being default, but `exceptId` (at most one default cart per user). */
export async function clearDefault(ctx: RequestContext, userId: number, exceptId: string | null = null) {
  await ctx.db
    .update(carts)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(carts.siteId, ctx.siteId),
        eq(carts.userId, userId),
        eq(carts.isDefault, true),
        exceptId === null ? undefined : ne(carts.id, exceptId),
      ),
    );
}

/** The user's ordered carts stop being default (a new default cart can then be made). */
export async function clearOrderedDefault(ctx: RequestContext, userId: number) {
  await ctx.db
    .update(carts)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(carts.siteId, ctx.siteId),
        eq(carts.userId, userId),
        eq(carts.isDefault, true),
        isNotNull(carts.orderedAt),
      ),
    );
}

/** Deletes a cart with its lines (foreign key cascade). */
export async function deleteCart(ctx: RequestContext, id: string) {
  await ctx.db.delete(carts).where(and(eq(carts.siteId, ctx.siteId), eq(carts.id, id)));
}

// ─── lines ───

export function findLines(ctx: RequestContext, cartId: string): Promise<CartLineRow[]> {
  return ctx.db
    .select()
    .from(cartProducts)
    .where(and(eq(cartProducts.siteId, ctx.siteId), eq(cartProducts.cartId, cartId)))
    .orderBy(asc(cartProducts.id));
}

export async function insertLine(
  ctx: RequestContext,
  line: {
    cartId: string;
    productId: number;
    declinationId: number;
    quantity: number;
    customizations: StoredCustomizationAnswer[];
  },
): Promise<CartLineRow> {
  const [row] = await ctx.db
    .insert(cartProducts)
    .values({ siteId: ctx.siteId, ...line })
    .returning();
  if (!row) throw new Error('insert into cart_products returned no row');
  return row;
}

export async function setLineQuantity(ctx: RequestContext, cartId: string, lineId: number, quantity: number) {
  await ctx.db
    .update(cartProducts)
    .set({ quantity })
    .where(and(eq(cartProducts.siteId, ctx.siteId), eq(cartProducts.cartId, cartId), eq(cartProducts.id, lineId)));
}

export async function deleteLine(ctx: RequestContext, cartId: string, lineId: number) {
  await ctx.db
    .delete(cartProducts)
    .where(and(eq(cartProducts.siteId, ctx.siteId), eq(cartProducts.cartId, cartId), eq(cartProducts.id, lineId)));
}

/** Moves some lines of one cart to another (a claimed cart takes the lines of the user's previous one). */
export async function moveLines(ctx: RequestContext, fromCartId: string, toCartId: string, lineIds: number[]) {
  if (lineIds.length === 0) return;
  await ctx.db
    .update(cartProducts)
    .set({ cartId: toCartId })
    .where(
      and(eq(cartProducts.siteId, ctx.siteId), eq(cartProducts.cartId, fromCartId), inArray(cartProducts.id, lineIds)),
    );
}

// ─── what a cart is priced with ───

/** The product columns a cart line needs (not the descriptions, features and wine details of the page). */
const lineProduct = {
  id: products.id,
  kind: products.kind,
  subtype: products.subtype,
  name: products.name,
  slug: products.slug,
  price: products.price,
  discount: products.discount,
  sellByMultipleOf: products.sellByMultipleOf,
  isDematerialized: products.isDematerialized,
  isMadeToMeasure: products.isMadeToMeasure,
  hasShippingFees: products.hasShippingFees,
  weight: products.weight,
  images: products.images,
  decreasingDiscounts: products.decreasingDiscounts,
  isPublished: products.isPublished,
};

const lineDeclination = {
  id: declinations.id,
  productId: declinations.productId,
  year: declinations.year,
  capacity: declinations.capacity,
  capacityUnit: declinations.capacityUnit,
  variationValueIds: declinations.variationValueIds,
  reference: declinations.reference,
  fixedPrice: declinations.fixedPrice,
  price: declinations.price,
  discount: declinations.discount,
  setQuantity: declinations.setQuantity,
  quantity: declinations.quantity,
  sellByMultipleOf: declinations.sellByMultipleOf,
  weight: declinations.weight,
  image: declinations.image,
};

/** A declination with its product, when the product is published on this site. */
export async function findSellableDeclination(ctx: RequestContext, declinationId: number) {
  const rows = await ctx.db
    .select({ declination: lineDeclination, product: lineProduct })
    .from(declinations)
    .innerJoin(products, and(eq(products.siteId, declinations.siteId), eq(products.id, declinations.productId)))
    .where(
      and(eq(declinations.siteId, ctx.siteId), eq(declinations.id, declinationId), eq(products.isPublished, true)),
    );
  return rows[0] ?? null;
}
export type SellableDeclination = NonNullable<Awaited<ReturnType<typeof findSellableDeclination>>>;
export type LineProduct = SellableDeclination['product'];
export type LineDeclination = SellableDeclination['declination'];

/** A cart line with its product and declination as they are now (null when gone). */
export interface PricingRow {
  line: CartLineRow;
  product: LineProduct | null;
  declination: LineDeclination | null;
}

/**
 * Everything pricing needs of some declinations in one round trip (PostgreSQL, where each query's round trip
 * is what costs): each declination with its product, the labels of its variation values, its product's
 * customizations, and whether the site tracks stock.
 */
export function findCatalogueRows(ctx: RequestContext, declinationIds: number[]) {
  if (declinationIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({
      declination: lineDeclination,
      product: lineProduct,
      labels: sql<{ id: number; value: LocalizedText }[]>`coalesce((
        select json_agg(json_build_object('id', ${variationValues.id}, 'value', ${variationValues.value}))
        from ${variationValues}
        where ${variationValues.siteId} = ${declinations.siteId}
          and ${variationValues.id} in (select (jsonb_array_elements_text(${declinations.variationValueIds}))::int)
      ), '[]'::json)`,
      customizations: sql<CustomizationRow[]>`coalesce((
        select json_agg(json_build_object('siteId', ${customizations.siteId}, 'id', ${customizations.id},
          'productId', ${customizations.productId}, 'type', ${customizations.type},
          'inputType', ${customizations.inputType}, 'label', ${customizations.label}, 'help', ${customizations.help},
          'required', ${customizations.required}, 'position', ${customizations.position},
          'values', ${customizations.values}, 'additionalCost', ${customizations.additionalCost},
          'file', ${customizations.file}) order by ${customizations.position}, ${customizations.id})
        from ${customizations}
        where ${customizations.siteId} = ${products.siteId} and ${customizations.productId} = ${products.id}
      ), '[]'::json)`,
      stockTracked: sql<boolean>`(select coalesce(bool_and(${siteParameters.value} = 'true'), true)
        from ${siteParameters}
        where ${siteParameters.siteId} = ${ctx.siteId}
          and ${siteParameters.type} in ('HANDLE_STOCK', 'USE_PRODUCT_STOCK'))`,
    })
    .from(declinations)
    .innerJoin(products, and(eq(products.siteId, declinations.siteId), eq(products.id, declinations.productId)))
    .where(and(eq(declinations.siteId, ctx.siteId), inArray(declinations.id, declinationIds)));
}

/** Some products of this site, with the columns a cart line needs (lines whose declination is gone). */
export function findLineProducts(ctx: RequestContext, ids: number[]): Promise<LineProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ctx.db
    .select(lineProduct)
    .from(products)
    .where(and(eq(products.siteId, ctx.siteId), inArray(products.id, ids)));
}

/** The stock of some declinations as it is now. */
export function findStock(ctx: RequestContext, ids: number[]): Promise<{ id: number; quantity: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({ id: declinations.id, quantity: declinations.quantity })
    .from(declinations)
    .where(and(eq(declinations.siteId, ctx.siteId), inArray(declinations.id, ids)));
}

const slot = (name: string) => sql.placeholder(name);

/** The cart and its lines from the rows of the cart joined with its lines; null when there are none. */
function cartOfRows(rows: { cart: CartRow; line: CartLineRow | null }[]) {
  const first = rows[0];
  return first ? { cart: first.cart, lines: rows.flatMap(({ line }) => (line ? [line] : [])) } : null;
}

/** A cart row and its lines in one query. */
async function cartWithLines(ctx: RequestContext, id: string) {
  const query = prepared(ctx.db, 'cart_with_lines', () =>
    ctx.db
      .select({ cart: carts, line: cartProducts })
      .from(carts)
      .leftJoin(cartProducts, and(eq(cartProducts.siteId, carts.siteId), eq(cartProducts.cartId, carts.id)))
      .where(and(eq(carts.siteId, slot('siteId')), eq(carts.id, slot('id'))))
      .orderBy(asc(cartProducts.id))
      .prepare('cart_with_lines'),
  );
  return cartOfRows(await query.execute({ siteId: ctx.siteId, id }));
}

/**
 * The cart row, its lines and the stock of their tracked declinations as it is now, in one query (the order
 * step reads them together); null when the cart does not exist here.
 */
export async function findCartWithLinesAndStock(
  ctx: RequestContext,
  id: string,
): Promise<{ cart: CartRow; lines: CartLineRow[]; stock: Map<number, number> } | null> {
  const query = prepared(ctx.db, 'cart_with_lines_and_stock', () =>
    ctx.db
      .select({ cart: carts, line: cartProducts, stock: declinations.quantity })
      .from(carts)
      .leftJoin(cartProducts, and(eq(cartProducts.siteId, carts.siteId), eq(cartProducts.cartId, carts.id)))
      .leftJoin(
        declinations,
        and(
          eq(declinations.siteId, cartProducts.siteId),
          eq(declinations.id, cartProducts.declinationId),
          eq(declinations.setQuantity, true),
        ),
      )
      .where(and(eq(carts.siteId, slot('siteId')), eq(carts.id, slot('id'))))
      .orderBy(asc(cartProducts.id))
      .prepare('cart_with_lines_and_stock'),
  );
  const found = await query.execute({ siteId: ctx.siteId, id });
  const cart = cartOfRows(found);
  if (!cart) return null;
  const stock = new Map<number, number>();
  for (const row of found) if (row.line && row.stock !== null) stock.set(row.line.declinationId, row.stock);
  return { ...cart, stock };
}

/** The cart row and its lines; null when the cart does not exist here. */
export function findCartWithLines(
  ctx: RequestContext,
  id: string,
): Promise<{ cart: CartRow; lines: CartLineRow[] } | null> {
  return cartWithLines(ctx, id);
}

/**
 * The cart row locked until the end of the transaction, then its lines; null when it does not exist here. Two
 * statements: on PostgreSQL, a statement that waited for a row's lock reads that row as it is now but the
 * other tables as they were when it started (the lines another add just wrote would be missed).
 */
export async function lockCartWithLines(
  ctx: RequestContext,
  id: string,
): Promise<{ cart: CartRow; lines: CartLineRow[] } | null> {
  const cart = await lockCart(ctx, id);
  return cart && { cart, lines: await findLines(ctx, id) };
}

/**
 * What an add to cart read of a cart, without a lock (or remembered: `CartMemory`): its version, owner and
 * state. Its write is one statement that locks the cart and writes the line only if the version is still the
 * one read, on a cart still open and of the same owner; else it writes nothing and the add reads the cart
 * again. Every change of a cart or of its lines bumps its version (triggers, migration 0013), so the line
 * written makes it `version + 1`.
 */
export interface AddGuard {
  cartId: string;
  userId: number | null;
  version: number;
}

/** The cart locked for the statement's transaction, if still as an add read it. */
function guardedCart(db: RequestContext['db']) {
  return db.$with('guarded_cart').as(
    db
      .select({ siteId: carts.siteId, id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.siteId, slot('siteId')),
          eq(carts.id, slot('cartId')),
          eq(carts.version, slot('version')),
          isNull(carts.orderedAt),
          sql`${carts.userId} is not distinct from ${slot('userId')}::integer`,
        ),
      )
      .for('update'),
  );
}

/**
 * The last state of carts an add saw, per database (a few thousand carts; one per app: caches.ts): read again
 * when they changed.
 */
export class CartMemory {
  static readonly MAX_CARTS = 5000;
  readonly #carts = new Map<string, { cart: CartRow; lines: CartLineRow[] }>();

  recall(siteId: number, cartId: string) {
    return this.#carts.get(`${siteId}:${cartId}`) ?? null;
  }

  remember(siteId: number, state: { cart: CartRow; lines: CartLineRow[] }) {
    const key = `${siteId}:${state.cart.id}`;
    this.#carts.delete(key);
    this.#carts.set(key, state);
    if (this.#carts.size > CartMemory.MAX_CARTS) this.#carts.delete(this.#carts.keys().next().value!);
  }

  forget(siteId: number, cartId: string) {
    this.#carts.delete(`${siteId}:${cartId}`);
  }
}

/** Adds units to a line of an add's cart, as one guarded statement; false when the cart changed since. */
export async function addUnitsToLine(ctx: RequestContext, guard: AddGuard, lineId: number, units: number) {
  const query = prepared(ctx.db, 'cart_line_add_units', () => {
    const guarded = guardedCart(ctx.db);
    return ctx.db
      .with(guarded)
      .update(cartProducts)
      .set({ quantity: sql`${cartProducts.quantity} + ${slot('units')}::integer` })
      .from(guarded)
      .where(
        and(
          eq(cartProducts.siteId, guarded.siteId),
          eq(cartProducts.cartId, guarded.id),
          eq(cartProducts.id, slot('lineId')),
        ),
      )
      .returning({ id: cartProducts.id })
      .prepare('cart_line_add_units');
  });
  const updated = await query.execute({ siteId: ctx.siteId, ...guard, lineId, units });
  return updated.length > 0;
}

/** Inserts an add's new line, as one guarded statement; null when the cart changed since. */
export async function insertLineIfUnchanged(
  ctx: RequestContext,
  guard: AddGuard,
  line: { productId: number; declinationId: number; quantity: number; customizations: StoredCustomizationAnswer[] },
): Promise<CartLineRow | null> {
  const query = prepared(ctx.db, 'cart_line_insert', () => {
    const guarded = guardedCart(ctx.db);
    return ctx.db
      .with(guarded)
      .insert(cartProducts)
      .select(
        // The columns of cart_products in their order, the id from its identity's sequence (Drizzle's
        // overridingSystemValue() is lost by select(): said here, where the select starts).
        sql`overriding system value select ${guarded.siteId}, nextval(pg_get_serial_sequence('cart_products', 'id')),
          ${guarded.id}, ${slot('productId')}::integer, ${slot('declinationId')}::integer,
          ${slot('quantity')}::integer, ${slot('customizations')}::jsonb, now()
        from ${guarded}`,
      )
      .returning()
      .prepare('cart_line_insert');
  });
  const [row] = await query.execute({
    siteId: ctx.siteId,
    ...guard,
    ...line,
    customizations: JSON.stringify(line.customizations),
  });
  return row ?? null;
}

export type CustomizationRow = typeof customizations.$inferSelect;

/** The customizations of some products (the answers of a cart's lines are priced and labelled with them). */
export function findCustomizationsOfProducts(ctx: RequestContext, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select()
    .from(customizations)
    .where(and(eq(customizations.siteId, ctx.siteId), inArray(customizations.productId, productIds)))
    .orderBy(asc(customizations.position), asc(customizations.id));
}

/** The validated customer files behind some answer tokens. */
export function findCustomizationFiles(ctx: RequestContext, tokens: string[]) {
  if (tokens.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({
      customizationId: customizationFiles.customizationId,
      token: customizationFiles.token,
      file: customizationFiles.file,
      mimeType: customizationFiles.mimeType,
    })
    .from(customizationFiles)
    .where(and(eq(customizationFiles.siteId, ctx.siteId), inArray(customizationFiles.token, tokens)));
}

// ─── discount codes ───

/** A code of this site, whatever the case it is typed in. */
export async function findDiscountCode(ctx: RequestContext, code: string): Promise<DiscountCodeRow | null> {
  const rows = await ctx.db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, ctx.siteId), sql`upper(${discountCodes.code}) = ${code.trim().toUpperCase()}`));
  return rows[0] ?? null;
}
