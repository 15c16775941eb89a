import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import { shopDay } from '@atelier/domain';
import {
  awards,
  customizations,
  declinations,
  mealIcons,
  pages,
  productCategories,
  productCategoryLinks,
  products,
  siteParameters,
  variations,
  variationValues,
} from '../../db/schema/index.ts';
import type { ListFilter, ListQuery } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import type { RequestContext } from '../../context.ts';

// ─── text matching: case- and accent-insensitive, like the slugs of SPEC §5 ───

const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ’';
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy'";

/** Lower case without accents, in SQL (PostgreSQL 15 has no unaccent without an extension). */
const foldSql = (text: SQLWrapper) => sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;

/** The same folding in JavaScript, for the values compared with foldSql. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/’/g, "'")
    .toLowerCase();
}

const likePattern = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const slugSql = (text: SQLWrapper) =>
  sql`regexp_replace(regexp_replace(${foldSql(text)}, '[^a-z0-9]+', '-', 'g'), '^-+|-+$', '', 'g')`;

function filterValues(filter: ListFilter): string[] {
  const values = Array.isArray(filter.value) ? filter.value : [filter.value];
  return values
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

// ─── the product card (ProductSummary) and its default declination ───

/** Stock is shown and counted only when both switches are on (HANDLE_STOCK, USE_PRODUCT_STOCK). */
function stockTrackedSql(siteId: number) {
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM ${siteParameters} WHERE ${siteParameters.siteId} = ${siteId} AND ${siteParameters.type} IN ('HANDLE_STOCK', 'USE_PRODUCT_STOCK') AND ${siteParameters.value} IS DISTINCT FROM 'true')`;
}

/**
 * The declination a card shows: the first one in stock, else the first one (the rule of
 * catalogue.service.ts defaultDeclination, here in SQL so lists can sort by its price).
 */
function defaultDeclinationSql(ctx: RequestContext) {
  const soldOut = sql<boolean>`(${declinations.setQuantity} AND ${declinations.quantity} <= 0 AND ${stockTrackedSql(ctx.siteId)})`;
  return ctx.db
    .select({
      id: sql<number>`${declinations.id}`.as('dd_id'),
      year: sql<number | null>`${declinations.year}`.as('dd_year'),
      // The product's price is applied outside: columns of the outer table lose their table name here.
      fixedPrice: sql<boolean>`${declinations.fixedPrice}`.as('dd_fixed_price'),
      price: sql<number | null>`${declinations.price}`.as('dd_price'),
      discount: sql<typeof declinations.$inferSelect.discount>`${declinations.discount}`.as('dd_discount'),
      soldOut: soldOut.as('dd_sold_out'),
      sellByMultipleOf: sql<number | null>`${declinations.sellByMultipleOf}`.as('dd_sell_by_multiple_of'),
    })
    .from(declinations)
    .where(and(eq(declinations.siteId, products.siteId), eq(declinations.productId, products.id)))
    .orderBy(soldOut, asc(declinations.position), asc(declinations.id))
    .limit(1)
    .as('dd');
}

type DefaultDeclination = ReturnType<typeof defaultDeclinationSql>;

/** A fixed price replaces the product's price. */
const unitPriceSql = (dd: DefaultDeclination) =>
  sql<number>`CASE WHEN ${dd.fixedPrice} THEN ${dd.price} ELSE ${products.price} END`;

/** SPEC §9 price after a discount (percent: price × (100 − amount) / 100), in SQL for sorting and filtering. */
function discountedPriceSql(dd: DefaultDeclination) {
  const price = unitPriceSql(dd);
  // The declination's discount in force, else the product's in force (packages/domain dated-discount.ts).
  const today = shopDay(new Date());
  const inForce = (discount: SQL) =>
    sql`(${discount} IS NOT NULL AND coalesce(${discount}->>'startsOn', '') <= ${today} AND coalesce(${discount}->>'endsOn', '9999-12-31') >= ${today})`;
  const discount = sql`(CASE WHEN ${inForce(sql`${dd.discount}`)} THEN ${dd.discount} WHEN ${inForce(sql`${products.discount}`)} THEN ${products.discount} END)`;
  const amount = sql`(${discount}->>'amount')::int`;
  return sql<number>`GREATEST(0, CASE
    WHEN ${discount}->>'detailType' = 'PRODUCT' AND ${discount}->>'type' = 'PERCENT' THEN round(${price} * (100 - ${amount}) / 100.0)
    WHEN ${discount}->>'detailType' = 'PRODUCT' AND ${discount}->>'type' = 'EURO' THEN ${price} - ${amount}
    ELSE ${price} END)::int`;
}

/** The slugs of a product's categories in one language, in the categories' order. */
function categorySlugsSql(locale: Locale) {
  return sql<
    string[]
  >`ARRAY(SELECT ${localizedSql(productCategories.slug, locale)} FROM ${productCategoryLinks} JOIN ${productCategories} ON ${productCategories.siteId} = ${productCategoryLinks.siteId} AND ${productCategories.id} = ${productCategoryLinks.categoryId} WHERE ${productCategoryLinks.siteId} = ${products.siteId} AND ${productCategoryLinks.productId} = ${products.id} ORDER BY ${productCategories.position}, ${productCategories.id})`;
}

const hasCustomizationSql = sql<boolean>`EXISTS (SELECT 1 FROM ${customizations} WHERE ${customizations.siteId} = ${products.siteId} AND ${customizations.productId} = ${products.id})`;

/**
 * Everything a product card needs, in one query (no per-product round trip). The subqueries name the outer
 * `products` row: this only works with the join, since Drizzle drops the table name of selected columns in
 * a single-table select.
 */
function summaryQuery(ctx: RequestContext) {
  const dd = defaultDeclinationSql(ctx);
  const query = ctx.db
    .select({
      id: products.id,
      kind: products.kind,
      subtype: products.subtype,
      name: products.name,
      slug: products.slug,
      summary: products.summary,
      images: products.images,
      tags: products.tags,
      discount: products.discount,
      sellByMultipleOf: products.sellByMultipleOf,
      appellation: sql<{ fr_FR: string; en?: string } | null>`${products.wine}->'appellation'`,
      declination: {
        id: dd.id,
        year: dd.year,
        unitPrice: unitPriceSql(dd),
        discount: dd.discount,
        soldOut: dd.soldOut,
        sellByMultipleOf: dd.sellByMultipleOf,
      },
      hasCustomization: hasCustomizationSql,
      categories: categorySlugsSql(ctx.locale),
    })
    .from(products)
    .innerJoinLateral(dd, sql`true`);
  return { query, dd };
}
export type SummaryRow = Awaited<ReturnType<typeof findSummariesByIds>>[number];

const published = (ctx: RequestContext) => and(eq(products.siteId, ctx.siteId), eq(products.isPublished, true))!;

/** The columns of the product list's fields (the fields and their operators: productListSpec, with its endpoint in the contract). */
function filterColumns(ctx: RequestContext, price: SQL): ListColumns {
  const locale = ctx.locale;
  const name = localizedSql(products.name, locale);
  const tagsText = sql`(SELECT string_agg(coalesce(tag->>${locale}, tag->>'fr_FR'), ' ') FROM jsonb_array_elements(${products.tags}) AS tag)`;
  const searchable = sql`concat_ws(' ', ${name}, ${localizedSql(products.summary, locale)}, ${localizedSql(products.description, locale)}, ${tagsText})`;
  return {
    id: products.id,
    price,
    kind: products.kind,
    // SPEC §4 "name like": a plain value matches part of the name too.
    name: (filter) => {
      if (filter.operator === 'eq' || filter.operator === 'lk' || filter.operator === 'in') {
        const values = Array.isArray(filter.value) ? filter.value : [filter.value];
        return sql`(${sql.join(
          values.map((value) => sql`${foldSql(name)} LIKE ${likePattern(String(value))}`),
          sql` OR `,
        )})`;
      }
      if (filter.operator === 'df') return sql`${foldSql(name)} NOT LIKE ${likePattern(String(filter.value))}`;
      const comparison: Record<string, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };
      return sql`${name} ${sql.raw(comparison[filter.operator] ?? '=')} ${String(filter.value)}`;
    },
    // Every word must appear in the name, summary, description or tags.
    search: (filter) => {
      const words = filterValues(filter)
        .flatMap((value) => value.split(/\s+/))
        .filter(Boolean);
      if (words.length === 0) return undefined;
      return and(...words.map((word) => sql`${foldSql(searchable)} LIKE ${likePattern(word)}`));
    },
    // tags=a,b: products with one of the tags, compared as slugs ("fait-main" finds "Fait main").
    tags: (filter) => {
      const wanted = filterValues(filter).map((value) => slugSql(sql`${value}::text`));
      if (wanted.length === 0) return undefined;
      return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${products.tags}) AS tag WHERE ${slugSql(sql`coalesce(tag->>${locale}, tag->>'fr_FR')`)} IN (${sql.join(wanted, sql`, `)}))`;
    },
    // category=slug: the slug in either language (the request's language first of course).
    category: (filter) => {
      const wanted = filterValues(filter);
      if (wanted.length === 0) return undefined;
      return sql`EXISTS (SELECT 1 FROM ${productCategoryLinks} JOIN ${productCategories} ON ${productCategories.siteId} = ${productCategoryLinks.siteId} AND ${productCategories.id} = ${productCategoryLinks.categoryId} WHERE ${productCategoryLinks.siteId} = ${products.siteId} AND ${productCategoryLinks.productId} = ${products.id} AND (${productCategories.slug}->>'fr_FR' IN (${sql.join(
        wanted.map((value) => sql`${value}`),
        sql`, `,
      )}) OR ${productCategories.slug}->>'en' IN (${sql.join(
        wanted.map((value) => sql`${value}`),
        sql`, `,
      )})))`;
    },
  };
}

/** A page of product cards with the total of matching products (SPEC §7 `{items, total}`). */
export async function findProductPage(ctx: RequestContext, query: ListQuery) {
  const { query: select, dd } = summaryQuery(ctx);
  const price = discountedPriceSql(dd);
  const where = listWhere(published(ctx), query, filterColumns(ctx, price));
  const sortColumns: ListColumns = { id: products.id, name: foldSql(localizedSql(products.name, ctx.locale)), price };
  const needsDeclination = query.filters.some((filter) => filter.field === 'price');
  const counted = needsDeclination
    ? ctx.db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .innerJoinLateral(dd, sql`true`)
        .where(where)
    : ctx.db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
  return listPage(
    select
      .where(where)
      .orderBy(...listOrderBy(query, sortColumns, products.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    counted,
  );
}

/** Product cards of the given ids (published, this site), in no particular order. */
export async function findSummariesByIds(ctx: RequestContext, ids: number[]) {
  if (ids.length === 0) return [];
  return summaryQuery(ctx).query.where(and(published(ctx), inArray(products.id, ids)));
}

// ─── one product ───

export async function findProduct(ctx: RequestContext, id: number) {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(published(ctx), eq(products.id, id)));
  return rows[0] ?? null;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

export async function productExists(ctx: RequestContext, id: number) {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(published(ctx), eq(products.id, id)));
  return rows.length > 0;
}

export function findDeclinations(ctx: RequestContext, productId: number) {
  return ctx.db
    .select()
    .from(declinations)
    .where(and(eq(declinations.siteId, ctx.siteId), eq(declinations.productId, productId)))
    .orderBy(asc(declinations.position), asc(declinations.id));
}
export type DeclinationRow = Awaited<ReturnType<typeof findDeclinations>>[number];

export async function findCategorySlugs(ctx: RequestContext, productId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ slug: localizedSql(productCategories.slug, ctx.locale) })
    .from(productCategoryLinks)
    .innerJoin(
      productCategories,
      and(
        eq(productCategories.siteId, productCategoryLinks.siteId),
        eq(productCategories.id, productCategoryLinks.categoryId),
      ),
    )
    .where(and(eq(productCategoryLinks.siteId, ctx.siteId), eq(productCategoryLinks.productId, productId)))
    .orderBy(asc(productCategories.position), asc(productCategories.id));
  return rows.map((row) => row.slug);
}

export function findCustomizations(ctx: RequestContext, productId: number) {
  return ctx.db
    .select()
    .from(customizations)
    .where(and(eq(customizations.siteId, ctx.siteId), eq(customizations.productId, productId)))
    .orderBy(asc(customizations.position), asc(customizations.id));
}
export type CustomizationRow = Awaited<ReturnType<typeof findCustomizations>>[number];

export async function findStockTracked(ctx: RequestContext): Promise<boolean> {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(
      and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, ['HANDLE_STOCK', 'USE_PRODUCT_STOCK'])),
    );
  return rows.every((row) => row.value === 'true');
}

/** The site's variation values with their definitions (a few dozen rows): the product picks its own. */
export function findVariationValues(ctx: RequestContext) {
  return ctx.db
    .select({
      id: variationValues.id,
      value: variationValues.value,
      variationId: variations.id,
      label: variations.label,
      displayLabel: variations.displayLabel,
    })
    .from(variationValues)
    .innerJoin(
      variations,
      and(eq(variations.siteId, variationValues.siteId), eq(variations.id, variationValues.variationId)),
    )
    .where(eq(variationValues.siteId, ctx.siteId))
    .orderBy(asc(variationValues.position), asc(variationValues.id));
}

export function findAwards(ctx: RequestContext, productId: number) {
  return ctx.db
    .select()
    .from(awards)
    .where(and(eq(awards.siteId, ctx.siteId), eq(awards.productId, productId)))
    .orderBy(sql`${awards.year} DESC NULLS LAST`, asc(awards.id));
}

export function findMealIcons(ctx: RequestContext) {
  return ctx.db.select().from(mealIcons).where(eq(mealIcons.siteId, ctx.siteId)).orderBy(asc(mealIcons.id));
}

/**
 * The ids to recommend beside a product: its own list, else up to `fallback` products sharing one of its
 * categories. Null when the product does not exist here.
 */
export async function findRecommendedIds(ctx: RequestContext, productId: number, fallback: number) {
  const rows = await ctx.db
    .select({ recommendedIds: products.recommendedIds })
    .from(products)
    .where(and(published(ctx), eq(products.id, productId)));
  const row = rows[0];
  if (!row) return null;
  if (row.recommendedIds.length > 0) return row.recommendedIds;
  const own = ctx.db
    .select({ categoryId: productCategoryLinks.categoryId })
    .from(productCategoryLinks)
    .where(and(eq(productCategoryLinks.siteId, ctx.siteId), eq(productCategoryLinks.productId, productId)));
  const neighbours = await ctx.db
    .selectDistinct({ id: products.id, position: products.position })
    .from(products)
    .innerJoin(
      productCategoryLinks,
      and(eq(productCategoryLinks.siteId, products.siteId), eq(productCategoryLinks.productId, products.id)),
    )
    .where(and(published(ctx), inArray(productCategoryLinks.categoryId, own), sql`${products.id} <> ${productId}`))
    .orderBy(asc(products.position), asc(products.id))
    .limit(fallback);
  return neighbours.map((neighbour) => neighbour.id);
}

// ─── categories ───

export function findCategories(ctx: RequestContext) {
  return ctx.db
    .select()
    .from(productCategories)
    .where(eq(productCategories.siteId, ctx.siteId))
    .orderBy(asc(productCategories.position), asc(productCategories.id));
}

/** The shop's category pages (SPEC §2 sub-pages of the shop), whose last URL segment is a category slug. */
export function findCategoryPages(ctx: RequestContext) {
  return ctx.db
    .select({ url: pages.url })
    .from(pages)
    .where(
      and(eq(pages.siteId, ctx.siteId), eq(pages.isPublished, true), sql`${pages.cms}->>'route' = 'shop-category'`),
    );
}
