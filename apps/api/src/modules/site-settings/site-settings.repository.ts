import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FontSetting } from '../../db/schema/site.ts';
import { logos, siteInfo, siteParameters, sites } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

/** The back-office's writes of the site's parameters, fonts and logos (issue 18 item 4), scoped by the site. */

export type LogoType = (typeof logos.$inferSelect)['type'];

/** The site's stored parameters (values and English versions). */
export function findParameters(ctx: RequestContext) {
  return ctx.db
    .select()
    .from(siteParameters)
    .where(eq(siteParameters.siteId, ctx.siteId))
    .orderBy(asc(siteParameters.id));
}

/** The rows of some keys, locked until the transaction ends (one save of a key at a time). */
export function lockParameters(ctx: RequestContext, types: string[]) {
  return ctx.db
    .select()
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, types)))
    .for('update');
}

export async function upsertParameter(
  ctx: RequestContext,
  row: {
    type: string;
    kind: (typeof siteParameters.$inferInsert)['kind'];
    label: string;
    value: string | null;
    translations: Partial<Record<'en', string>>;
  },
) {
  const now = new Date();
  await ctx.db
    .insert(siteParameters)
    .values({ siteId: ctx.siteId, ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [siteParameters.siteId, siteParameters.type],
      set: { value: row.value, translations: row.translations, updatedAt: now },
    });
}

export async function findThemeInfo(ctx: RequestContext) {
  const [info] = await ctx.db
    .select({ fonts: siteInfo.fonts, name: sites.name })
    .from(siteInfo)
    .innerJoin(sites, eq(sites.id, siteInfo.siteId))
    .where(eq(siteInfo.siteId, ctx.siteId));
  return info ?? null;
}

/** The site's fonts, locked until the transaction ends. */
export async function lockFonts(ctx: RequestContext) {
  const [row] = await ctx.db
    .select({ fonts: siteInfo.fonts })
    .from(siteInfo)
    .where(eq(siteInfo.siteId, ctx.siteId))
    .for('update');
  return row?.fonts ?? null;
}

export async function updateFonts(ctx: RequestContext, fonts: FontSetting[]) {
  await ctx.db.update(siteInfo).set({ fonts, updatedAt: new Date() }).where(eq(siteInfo.siteId, ctx.siteId));
}

export function findLogos(ctx: RequestContext) {
  return ctx.db.select().from(logos).where(eq(logos.siteId, ctx.siteId));
}

export async function upsertLogo(
  ctx: RequestContext,
  logo: { type: LogoType; filename: string; alt: { fr_FR: string; en?: string } },
) {
  await ctx.db
    .insert(logos)
    .values({ siteId: ctx.siteId, ...logo })
    .onConflictDoUpdate({ target: [logos.siteId, logos.type], set: { filename: logo.filename, alt: logo.alt } });
}

export async function deleteLogo(ctx: RequestContext, type: LogoType) {
  const deleted = await ctx.db
    .delete(logos)
    .where(and(eq(logos.siteId, ctx.siteId), eq(logos.type, type)))
    .returning({ filename: logos.filename });
  return deleted[0] ?? null;
}
