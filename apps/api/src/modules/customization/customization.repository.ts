import { and, asc, eq, inArray } from 'drizzle-orm';
import { customizationFiles, customizations, declinations, products } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

/** The published product and one of its declinations, with what the unit price depends on. */
export async function findPricedDeclination(ctx: RequestContext, productId: number, declinationId: number) {
  const [productRows, declinationRows] = await Promise.all([
    ctx.db
      .select({ id: products.id, price: products.price, discount: products.discount })
      .from(products)
      .where(and(eq(products.siteId, ctx.siteId), eq(products.id, productId), eq(products.isPublished, true))),
    ctx.db
      .select({
        id: declinations.id,
        fixedPrice: declinations.fixedPrice,
        price: declinations.price,
        discount: declinations.discount,
      })
      .from(declinations)
      .where(
        and(
          eq(declinations.siteId, ctx.siteId),
          eq(declinations.productId, productId),
          eq(declinations.id, declinationId),
        ),
      ),
  ]);
  return { product: productRows[0] ?? null, declination: declinationRows[0] ?? null };
}

export function findProductCustomizations(ctx: RequestContext, productId: number) {
  return ctx.db
    .select()
    .from(customizations)
    .where(and(eq(customizations.siteId, ctx.siteId), eq(customizations.productId, productId)))
    .orderBy(asc(customizations.position), asc(customizations.id));
}

export async function findCustomization(ctx: RequestContext, id: number) {
  const rows = await ctx.db
    .select()
    .from(customizations)
    .where(and(eq(customizations.siteId, ctx.siteId), eq(customizations.id, id)));
  return rows[0] ?? null;
}

/** The tokens among `tokens` that name a file validated for one of `customizationIds`. */
export async function findFileTokens(ctx: RequestContext, customizationIds: number[], tokens: string[]) {
  if (customizationIds.length === 0 || tokens.length === 0) return [];
  return ctx.db
    .select({ customizationId: customizationFiles.customizationId, token: customizationFiles.token })
    .from(customizationFiles)
    .where(
      and(
        eq(customizationFiles.siteId, ctx.siteId),
        inArray(customizationFiles.customizationId, customizationIds),
        inArray(customizationFiles.token, tokens),
      ),
    );
}

export async function insertCustomizationFile(
  ctx: RequestContext,
  file: { customizationId: number; token: string; file: string; mimeType: string; bytes: number },
) {
  await ctx.db.insert(customizationFiles).values({ siteId: ctx.siteId, ...file });
}
