import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminAward,
  AdminCategory,
  AdminMealIcon,
  LocalizedText,
  adminAwardInputSchema,
  adminCategoryInputSchema,
  adminMealIconInputSchema,
} from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { awards, mealIcons, productCategories, productCategoryLinks, products } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import * as repository from './admin-catalogue.repository.ts';
import type { SiteChanged } from './admin-catalogue.service.ts';
import { listCategories } from './catalogue.service.ts';

/**
 * The back-office's categories, meal icons and awards (issue 16 item 6): their texts in both languages, written
 * in one transaction with their audit entry; the site's kept answers and pages drop once committed. A category
 * or a meal icon that products still use cannot be deleted (409: the products would lose it unseen).
 */

type CategoryInput = z.output<typeof adminCategoryInputSchema>;
type MealIconInput = z.output<typeof adminMealIconInputSchema>;
type AwardInput = z.output<typeof adminAwardInputSchema>;

function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

/** Runs a write, then drops the site's kept answers and pages when it went through. */
async function written<T>(ctx: RequestContext, siteChanged: SiteChanged, work: Promise<T>): Promise<T> {
  const result = await work;
  if (!(typeof result === 'object' && result !== null && 'ok' in result && result.ok === false)) {
    siteChanged(ctx.siteId);
  }
  return result;
}

// ─── categories ───

type CategoryRow = typeof productCategories.$inferSelect;

const productCountSql = sql<number>`(SELECT count(*)::int FROM ${productCategoryLinks} l WHERE l.site_id = "product_categories"."site_id" AND l.category_id = "product_categories"."id")`;

const categoryWhere = (ctx: RequestContext, id: number) =>
  and(eq(productCategories.siteId, ctx.siteId), eq(productCategories.id, id));

async function categoryRows(ctx: RequestContext, id?: number) {
  return ctx.db
    .select({ row: productCategories, productCount: productCountSql })
    .from(productCategories)
    .where(id === undefined ? eq(productCategories.siteId, ctx.siteId) : categoryWhere(ctx, id))
    .orderBy(asc(productCategories.position), asc(productCategories.id));
}

async function presentCategories(ctx: RequestContext, rows: { row: CategoryRow; productCount: number }[]) {
  const shown = new Map((await listCategories(ctx)).map((category) => [category.id, category.urls]));
  return rows.map(({ row, productCount }): AdminCategory => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    position: row.position,
    productCount,
    urls: shown.get(row.id) ?? { fr_FR: '', en: '' },
  }));
}

export async function listAdminCategories(ctx: RequestContext): Promise<AdminCategory[]> {
  return presentCategories(ctx, await categoryRows(ctx));
}

async function oneCategory(ctx: RequestContext, id: number): Promise<AdminCategory> {
  const [category] = await presentCategories(ctx, await categoryRows(ctx, id));
  if (!category) throw notFound('Category', id);
  return category;
}

const slugOf = (given: string | undefined, name: string, fallback: string) =>
  (given || slugify(name) || fallback).slice(0, 160);

function categoryValues(input: CategoryInput) {
  const slug: LocalizedText = {
    fr_FR: slugOf(input.slug?.fr_FR, input.name.fr_FR, 'categorie'),
    en: slugOf(input.slug?.en, input.name.en ?? input.name.fr_FR, 'category'),
  };
  return { name: input.name, slug, description: input.description, position: input.position };
}

/** A slug another category of the site has in the same language: refused, the pages would collide. */
async function slugProblems(ctx: RequestContext, slug: LocalizedText, exceptId: number | null) {
  const others = (await ctx.db.select().from(productCategories).where(eq(productCategories.siteId, ctx.siteId))).filter(
    (row) => row.id !== exceptId,
  );
  const problems: FieldProblem[] = [];
  for (const locale of ['fr_FR', 'en'] as const) {
    const wanted = slug[locale];
    if (wanted && others.some((row) => row.slug[locale] === wanted)) {
      problems.push({ field: `slug.${locale}`, code: 'ADMIN_SLUG_TAKEN', params: { slug: wanted } });
    }
  }
  return problems;
}

export function createCategory(
  ctx: RequestContext,
  input: CategoryInput,
  siteChanged: SiteChanged,
): Promise<Checked<AdminCategory>> {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminCategory>> => {
    const values = categoryValues(input);
    const problems = await slugProblems(tx, values.slug, null);
    if (problems.length) return refused(problems, 409);
    const [row] = await tx.db
      .insert(productCategories)
      .values({ ...values, siteId: ctx.siteId })
      .returning();
    const category = await oneCategory(tx, row!.id);
    await recordChange(tx, {
      action: 'category.create',
      entity: 'category',
      entityId: row!.id,
      before: null,
      after: category,
    });
    return accepted(category);
  });
  return written(ctx, siteChanged, work);
}

export function updateCategory(
  ctx: RequestContext,
  id: number,
  input: CategoryInput,
  siteChanged: SiteChanged,
): Promise<Checked<AdminCategory>> {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminCategory>> => {
    const [current] = await tx.db.select().from(productCategories).where(categoryWhere(tx, id)).for('update');
    if (!current) throw notFound('Category', id);
    const values = categoryValues(input);
    const problems = await slugProblems(tx, values.slug, id);
    if (problems.length) return refused(problems, 409);
    await tx.db.update(productCategories).set(values).where(categoryWhere(tx, id));
    const before = {
      name: current.name,
      slug: current.slug,
      description: current.description,
      position: current.position,
    };
    await recordChange(tx, { action: 'category.update', entity: 'category', entityId: id, before, after: values });
    return accepted(await oneCategory(tx, id));
  });
  return written(ctx, siteChanged, work);
}

export function deleteCategory(ctx: RequestContext, id: number, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const [current] = await categoryRows(tx, id);
    if (!current) throw notFound('Category', id);
    if (current.productCount > 0) {
      throw new AppError('CONFLICT', 'ADMIN_CATEGORY_IN_USE', { count: current.productCount });
    }
    await tx.db.delete(productCategories).where(categoryWhere(tx, id));
    const { row } = current;
    await recordChange(tx, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: { name: row.name, slug: row.slug, description: row.description, position: row.position },
      after: null,
    });
    return { id };
  });
  return written(ctx, siteChanged, work);
}

// ─── meal icons ───

const iconUseSql = sql<number>`(SELECT count(*)::int FROM ${products} p WHERE p.site_id = "meal_icons"."site_id" AND p.meal_icon_ids @> jsonb_build_array("meal_icons"."id"))`;
const iconWhere = (ctx: RequestContext, id: number) => and(eq(mealIcons.siteId, ctx.siteId), eq(mealIcons.id, id));

async function iconRows(ctx: RequestContext, id?: number): Promise<AdminMealIcon[]> {
  const rows = await ctx.db
    .select({ id: mealIcons.id, name: mealIcons.name, icon: mealIcons.icon, productCount: iconUseSql })
    .from(mealIcons)
    .where(id === undefined ? eq(mealIcons.siteId, ctx.siteId) : iconWhere(ctx, id))
    .orderBy(asc(mealIcons.id));
  return rows;
}

export const listMealIcons = (ctx: RequestContext) => iconRows(ctx);

async function oneIcon(ctx: RequestContext, id: number) {
  const [icon] = await iconRows(ctx, id);
  if (!icon) throw notFound('Meal icon', id);
  return icon;
}

export function createMealIcon(ctx: RequestContext, input: MealIconInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(mealIcons)
      .values({ siteId: ctx.siteId, name: input.name, icon: input.icon })
      .returning();
    await recordChange(tx, {
      action: 'mealIcon.create',
      entity: 'mealIcon',
      entityId: row!.id,
      before: null,
      after: input,
    });
    return oneIcon(tx, row!.id);
  });
  return written(ctx, siteChanged, work);
}

export function updateMealIcon(ctx: RequestContext, id: number, input: MealIconInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const [current] = await tx.db.select().from(mealIcons).where(iconWhere(tx, id)).for('update');
    if (!current) throw notFound('Meal icon', id);
    await tx.db.update(mealIcons).set({ name: input.name, icon: input.icon }).where(iconWhere(tx, id));
    await recordChange(tx, {
      action: 'mealIcon.update',
      entity: 'mealIcon',
      entityId: id,
      before: { name: current.name, icon: current.icon },
      after: input,
    });
    return oneIcon(tx, id);
  });
  return written(ctx, siteChanged, work);
}

export function deleteMealIcon(ctx: RequestContext, id: number, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const current = await oneIcon(tx, id);
    if (current.productCount > 0)
      throw new AppError('CONFLICT', 'ADMIN_MEAL_ICON_IN_USE', { count: current.productCount });
    await tx.db.delete(mealIcons).where(iconWhere(tx, id));
    await recordChange(tx, {
      action: 'mealIcon.delete',
      entity: 'mealIcon',
      entityId: id,
      before: { name: current.name, icon: current.icon },
      after: null,
    });
    return { id };
  });
  return written(ctx, siteChanged, work);
}

// ─── awards (a product's) ───

type AwardRow = typeof awards.$inferSelect;
const presentAward = (row: AwardRow): AdminAward => ({
  id: row.id,
  productId: row.productId,
  name: row.name,
  year: row.year,
  medal: row.medal,
});
const awardWhere = (ctx: RequestContext, productId: number, id: number) =>
  and(eq(awards.siteId, ctx.siteId), eq(awards.productId, productId), eq(awards.id, id));

async function requireProduct(ctx: RequestContext, productId: number) {
  if (!(await repository.findProduct(ctx, productId))) throw notFound('Product', productId);
}

export async function listAwards(ctx: RequestContext, productId: number): Promise<AdminAward[]> {
  await requireProduct(ctx, productId);
  const rows = await ctx.db
    .select()
    .from(awards)
    .where(and(eq(awards.siteId, ctx.siteId), eq(awards.productId, productId)))
    .orderBy(asc(awards.id));
  return rows.map(presentAward);
}

const awardValues = (input: AwardInput) => ({ name: input.name, year: input.year, medal: input.medal });

export function createAward(ctx: RequestContext, productId: number, input: AwardInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    await requireProduct(tx, productId);
    const [row] = await tx.db
      .insert(awards)
      .values({ ...awardValues(input), siteId: ctx.siteId, productId })
      .returning();
    const award = presentAward(row!);
    await recordChange(tx, { action: 'award.create', entity: 'award', entityId: award.id, before: null, after: award });
    return award;
  });
  return written(ctx, siteChanged, work);
}

export function updateAward(
  ctx: RequestContext,
  productId: number,
  id: number,
  input: AwardInput,
  siteChanged: SiteChanged,
) {
  const work = inTransaction(ctx, async (tx) => {
    const [current] = await tx.db
      .select()
      .from(awards)
      .where(awardWhere(tx, productId, id))
      .for('update');
    if (!current) throw notFound('Award', id);
    const [row] = await tx.db
      .update(awards)
      .set(awardValues(input))
      .where(awardWhere(tx, productId, id))
      .returning();
    const award = presentAward(row!);
    await recordChange(tx, {
      action: 'award.update',
      entity: 'award',
      entityId: id,
      before: presentAward(current),
      after: award,
    });
    return award;
  });
  return written(ctx, siteChanged, work);
}

export function deleteAward(ctx: RequestContext, productId: number, id: number, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const [current] = await tx.db
      .select()
      .from(awards)
      .where(awardWhere(tx, productId, id))
      .for('update');
    if (!current) throw notFound('Award', id);
    await tx.db.delete(awards).where(awardWhere(tx, productId, id));
    await recordChange(tx, {
      action: 'award.delete',
      entity: 'award',
      entityId: id,
      before: presentAward(current),
      after: null,
    });
    return { id };
  });
  return written(ctx, siteChanged, work);
}
