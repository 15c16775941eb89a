import { and, asc, eq, inArray } from 'drizzle-orm';
import { declinations, logos, products, siteParameters, variationValues } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

/** The parameters a sheet prints (company identity) or obeys (prices hidden, brand colour). */
export const SHEET_PARAMETER_KEYS = [
  'COMPANY_NAME',
  'COMPANY_ADDRESS',
  'HEAD_OFFICE',
  'COMPANY_PHONE',
  'COMPANY_EMAIL',
  'HIDE_PRODUCT_PRICES',
  'PRIMARY_COLOR',
];

export async function findPublishedProduct(ctx: RequestContext, id: number) {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, ctx.siteId), eq(products.id, id), eq(products.isPublished, true)));
  return rows[0] ?? null;
}

/** The product's declinations in their order, or the one asked for. */
export function findDeclinations(ctx: RequestContext, productId: number, declinationId: number | null) {
  const conditions = [eq(declinations.siteId, ctx.siteId), eq(declinations.productId, productId)];
  if (declinationId !== null) conditions.push(eq(declinations.id, declinationId));
  return ctx.db
    .select()
    .from(declinations)
    .where(and(...conditions))
    .orderBy(asc(declinations.position), asc(declinations.id));
}

/** The texts of the variation values the declinations are made of. */
export function findVariationValues(ctx: RequestContext, valueIds: number[]) {
  if (valueIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({ id: variationValues.id, value: variationValues.value })
    .from(variationValues)
    .where(and(eq(variationValues.siteId, ctx.siteId), inArray(variationValues.id, valueIds)));
}

export function findLogos(ctx: RequestContext) {
  return ctx.db.select({ type: logos.type, filename: logos.filename }).from(logos).where(eq(logos.siteId, ctx.siteId));
}

export function findSheetParameters(ctx: RequestContext) {
  return ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value, translations: siteParameters.translations })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, SHEET_PARAMETER_KEYS)));
}
