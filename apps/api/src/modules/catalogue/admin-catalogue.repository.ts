import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SiteContext } from '../../context.ts';
import {
  auditLog,
  customizations,
  declinations,
  mealIcons,
  productCategories,
  productCategoryLinks,
  products,
  stockMovements,
  users,
  variations,
  variationValues,
} from '../../db/schema/index.ts';
import type { ListFilter, ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';

/**
 * The back-office's reads and writes of the catalogue (issue 16 item 6): every product of the site, published or
 * not, as stored (both languages). The storefront's reads stay in catalogue.repository.ts.
 */

export type ProductRow = typeof products.$inferSelect;
export type DeclinationRow = typeof declinations.$inferSelect;
export type NewProduct = Omit<typeof products.$inferInsert, 'siteId' | 'id'>;
export type NewDeclination = Omit<typeof declinations.$inferInsert, 'siteId' | 'id'>;

// The outer product row, named with its table: Drizzle drops the table name of a single-table select's columns,
// and the correlated subqueries below would read their own table's `id` instead.
const productSite = sql`"products"."site_id"`;
const productId = sql`"products"."id"`;

const declinationCountSql = sql<number>`(SELECT count(*)::int FROM ${declinations} d WHERE d.site_id = ${productSite} AND d.product_id = ${productId})`;
/** The sum of the tracked stocks, null when no declination tracks its stock. */
const trackedStockSql = sql<
  number | null
>`(SELECT sum(d.quantity)::int FROM ${declinations} d WHERE d.site_id = ${productSite} AND d.product_id = ${productId} AND d.set_quantity)`;
const referencesSql = sql<
  string[]
>`ARRAY(SELECT d.reference FROM ${declinations} d WHERE d.site_id = ${productSite} AND d.product_id = ${productId} AND d.reference IS NOT NULL ORDER BY d.position, d.id)`;
const categoryIdsSql = sql<
  number[]
>`ARRAY(SELECT l.category_id FROM ${productCategoryLinks} l WHERE l.site_id = ${productSite} AND l.product_id = ${productId} ORDER BY l.category_id)`;
const nameSql = sql<string>`lower(concat_ws(' ', "products"."name"->>'fr_FR', "products"."name"->>'en'))`;

const escapeLike = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const valuesOf = (filter: ListFilter) => (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);

/** `GET /admin/product`: every product of the site, newest first, 25 a page. */
export const adminProductListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    name: { type: 'string', sortable: true },
    reference: { type: 'string' },
    search: { type: 'string' },
    kind: { type: { enum: ['WINE', 'BOX', 'OTHER'] } },
    isPublished: { type: 'boolean' },
    category: { type: 'integer' },
    price: { type: 'integer', sortable: true },
    stock: { type: 'integer', sortable: true },
    position: { type: 'integer', sortable: true },
    updatedAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 25,
  defaultOrderBy: '-id',
};

/** A text filter on an expression: lk and eq both match part of it, case-insensitively; df excludes. */
function textFilter(expression: SQL) {
  return (filter: ListFilter) => {
    const values = valuesOf(filter).filter(Boolean);
    if (values.length === 0) return undefined;
    const matches = sql.join(
      values.map((value) => sql`lower(${expression}) LIKE ${escapeLike(value)}`),
      sql` OR `,
    );
    return filter.operator === 'df' ? sql`NOT (${matches})` : sql`(${matches})`;
  };
}

const referenceMatch = (pattern: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${declinations} d WHERE d.site_id = ${productSite} AND d.product_id = ${productId} AND lower(d.reference) LIKE ${pattern})`;

const columns: ListColumns = {
  id: products.id,
  name: textFilter(nameSql),
  reference: (filter) => {
    const values = valuesOf(filter).filter(Boolean);
    if (values.length === 0) return undefined;
    const any = sql.join(
      values.map((value) => referenceMatch(sql`${escapeLike(value)}`)),
      sql` OR `,
    );
    return filter.operator === 'df' ? sql`NOT (${any})` : sql`(${any})`;
  },
  // Every word in the name (either language) or a declination's reference.
  search: (filter) => {
    const words = valuesOf(filter)
      .flatMap((value) => value.split(/\s+/))
      .filter(Boolean);
    if (words.length === 0) return undefined;
    return and(
      ...words.map((word) => sql`(${nameSql} LIKE ${escapeLike(word)} OR ${referenceMatch(sql`${escapeLike(word)}`)})`),
    );
  },
  kind: products.kind,
  isPublished: products.isPublished,
  category: (filter) => {
    const ids = valuesOf(filter).map(Number);
    const any = sql`EXISTS (SELECT 1 FROM ${productCategoryLinks} l WHERE l.site_id = ${productSite} AND l.product_id = ${productId} AND l.category_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
    return filter.operator === 'df' ? sql`NOT ${any}` : any;
  },
  price: products.price,
  stock: trackedStockSql,
  position: products.position,
  updatedAt: products.updatedAt,
};

const sortColumns: ListColumns = { ...columns, name: sql`lower("products"."name"->>'fr_FR')` };

export function findProductPage(ctx: SiteContext, query: ListQuery) {
  const where = listWhere(eq(products.siteId, ctx.siteId), query, columns);
  return listPage(
    ctx.db
      .select({
        id: products.id,
        version: products.version,
        kind: products.kind,
        name: products.name,
        isPublished: products.isPublished,
        price: products.price,
        images: products.images,
        updatedAt: products.updatedAt,
        declinationCount: declinationCountSql,
        stock: trackedStockSql,
        references: referencesSql,
        categoryIds: categoryIdsSql,
      })
      .from(products)
      .where(where)
      .orderBy(...listOrderBy(query, sortColumns, products.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(products).where(where),
  );
}

// ─── one product ───

const productWhere = (ctx: SiteContext, id: number) => and(eq(products.siteId, ctx.siteId), eq(products.id, id));

export async function findProduct(ctx: SiteContext, id: number, lock = false): Promise<ProductRow | null> {
  const query = ctx.db.select().from(products).where(productWhere(ctx, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export function findDeclinations(ctx: SiteContext, id: number) {
  return ctx.db
    .select()
    .from(declinations)
    .where(and(eq(declinations.siteId, ctx.siteId), eq(declinations.productId, id)))
    .orderBy(asc(declinations.position), asc(declinations.id));
}

export async function findDeclination(ctx: SiteContext, productId: number, id: number, lock = false) {
  const query = ctx.db
    .select()
    .from(declinations)
    .where(and(eq(declinations.siteId, ctx.siteId), eq(declinations.productId, productId), eq(declinations.id, id)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function findCategoryIds(ctx: SiteContext, id: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: productCategoryLinks.categoryId })
    .from(productCategoryLinks)
    .where(and(eq(productCategoryLinks.siteId, ctx.siteId), eq(productCategoryLinks.productId, id)))
    .orderBy(asc(productCategoryLinks.categoryId));
  return rows.map((row) => row.id);
}

export function findCustomizations(ctx: SiteContext, id: number) {
  return ctx.db
    .select()
    .from(customizations)
    .where(and(eq(customizations.siteId, ctx.siteId), eq(customizations.productId, id)))
    .orderBy(asc(customizations.position), asc(customizations.id));
}

export async function insertProduct(ctx: SiteContext, values: NewProduct): Promise<ProductRow> {
  const [row] = await ctx.db
    .insert(products)
    .values({ ...values, siteId: ctx.siteId })
    .returning();
  return row!;
}

/** Saves the product if its version is still `version`; the saved row, or null when it moved meanwhile. */
export async function updateProduct(ctx: SiteContext, id: number, version: number, values: Partial<NewProduct>) {
  const rows = await ctx.db
    .update(products)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(productWhere(ctx, id), eq(products.version, version)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteProduct(ctx: SiteContext, id: number) {
  await ctx.db.delete(products).where(productWhere(ctx, id));
}

export async function replaceCategoryLinks(ctx: SiteContext, id: number, categoryIds: number[]) {
  await ctx.db
    .delete(productCategoryLinks)
    .where(and(eq(productCategoryLinks.siteId, ctx.siteId), eq(productCategoryLinks.productId, id)));
  if (categoryIds.length === 0) return;
  await ctx.db
    .insert(productCategoryLinks)
    .values(categoryIds.map((categoryId) => ({ siteId: ctx.siteId, productId: id, categoryId })));
}

export async function insertDeclination(ctx: SiteContext, values: NewDeclination): Promise<DeclinationRow> {
  const [row] = await ctx.db
    .insert(declinations)
    .values({ ...values, siteId: ctx.siteId })
    .returning();
  return row!;
}

export async function updateDeclination(
  ctx: SiteContext,
  id: number,
  version: number,
  values: Partial<NewDeclination>,
) {
  const rows = await ctx.db
    .update(declinations)
    .set({ ...values, version: version + 1 })
    .where(and(eq(declinations.siteId, ctx.siteId), eq(declinations.id, id), eq(declinations.version, version)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteDeclination(ctx: SiteContext, id: number) {
  await ctx.db.delete(declinations).where(and(eq(declinations.siteId, ctx.siteId), eq(declinations.id, id)));
}

/** Touches the product (its list's `updatedAt`) without moving its version: a declination's save. */
export async function touchProduct(ctx: SiteContext, id: number) {
  await ctx.db.update(products).set({ updatedAt: new Date() }).where(productWhere(ctx, id));
}

// ─── what a product refers to: ids of this site ───

/** The ids among `ids` that this site does not have in `table`. */
async function missing(
  ctx: SiteContext,
  table: typeof productCategories | typeof variations | typeof mealIcons | typeof products | typeof variationValues,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.siteId, ctx.siteId), inArray(table.id, ids)));
  const found = new Set(rows.map((row) => row.id));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

export const missingCategories = (ctx: SiteContext, ids: number[]) => missing(ctx, productCategories, ids);
export const missingVariations = (ctx: SiteContext, ids: number[]) => missing(ctx, variations, ids);
export const missingMealIcons = (ctx: SiteContext, ids: number[]) => missing(ctx, mealIcons, ids);
export const missingProducts = (ctx: SiteContext, ids: number[]) => missing(ctx, products, ids);
export const missingVariationValues = (ctx: SiteContext, ids: number[]) => missing(ctx, variationValues, ids);

// ─── stock history ───

export async function insertStockMovement(
  ctx: SiteContext,
  movement: Omit<typeof stockMovements.$inferInsert, 'siteId' | 'id' | 'createdAt'>,
) {
  await ctx.db.insert(stockMovements).values({ ...movement, siteId: ctx.siteId });
}

export function findStockMovements(
  ctx: SiteContext,
  productId: number,
  options: { declinationId?: number | undefined; nbItem: number; page: number },
) {
  const where = and(
    eq(stockMovements.siteId, ctx.siteId),
    eq(stockMovements.productId, productId),
    options.declinationId === undefined ? undefined : eq(stockMovements.declinationId, options.declinationId),
  );
  return listPage(
    ctx.db
      .select({
        id: stockMovements.id,
        createdAt: stockMovements.createdAt,
        declinationId: stockMovements.declinationId,
        userId: stockMovements.userId,
        email: users.email,
        delta: stockMovements.delta,
        quantity: stockMovements.quantity,
        reason: stockMovements.reason,
        note: stockMovements.note,
      })
      .from(stockMovements)
      .leftJoin(users, and(eq(users.siteId, stockMovements.siteId), eq(users.id, stockMovements.userId)))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(options.nbItem)
      .offset((options.page - 1) * options.nbItem),
    ctx.db.select({ total: count() }).from(stockMovements).where(where),
  );
}

/** Who made the last recorded change of an entity, and when (the 409's message names them). */
export async function findLastChange(ctx: SiteContext, entity: string, entityId: number) {
  const rows = await ctx.db
    .select({ email: users.email, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, and(eq(users.siteId, auditLog.siteId), eq(users.id, auditLog.userId)))
    .where(and(eq(auditLog.siteId, ctx.siteId), eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return rows[0] ?? null;
}
