import { and, asc, eq } from 'drizzle-orm';
import {
  componentConfs,
  externalAppConfigs,
  languages,
  logos,
  siteInfo,
  siteParameters,
  sites,
  siteVisits,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

export function findParameters(ctx: RequestContext) {
  return ctx.db
    .select()
    .from(siteParameters)
    .where(eq(siteParameters.siteId, ctx.siteId))
    .orderBy(asc(siteParameters.id));
}

export async function findSiteInfo(ctx: RequestContext) {
  const [siteRows, languageRows, logoRows, appRows] = await Promise.all([
    ctx.db.select().from(sites).innerJoin(siteInfo, eq(siteInfo.siteId, sites.id)).where(eq(sites.id, ctx.siteId)),
    ctx.db
      .select()
      .from(languages)
      .where(eq(languages.siteId, ctx.siteId))
      .orderBy(asc(languages.position), asc(languages.id)),
    ctx.db.select().from(logos).where(eq(logos.siteId, ctx.siteId)).orderBy(asc(logos.id)),
    ctx.db
      .select()
      .from(externalAppConfigs)
      .where(and(eq(externalAppConfigs.siteId, ctx.siteId), eq(externalAppConfigs.isActive, true))),
  ]);
  const row = siteRows[0];
  return row ? { site: row.sites, info: row.site_info, languages: languageRows, logos: logoRows, apps: appRows } : null;
}

export async function findCustomStripe(ctx: RequestContext) {
  const rows = await ctx.db
    .select({ customStripe: siteInfo.customStripe })
    .from(siteInfo)
    .where(eq(siteInfo.siteId, ctx.siteId));
  return rows[0]?.customStripe ?? null;
}

export async function findExternalApp(ctx: RequestContext, app: string) {
  const rows = await ctx.db
    .select()
    .from(externalAppConfigs)
    .where(and(eq(externalAppConfigs.siteId, ctx.siteId), eq(externalAppConfigs.app, app)));
  return rows[0] ?? null;
}

export async function findComponentConf(ctx: RequestContext, slug: string) {
  const rows = await ctx.db
    .select()
    .from(componentConfs)
    .where(and(eq(componentConfs.siteId, ctx.siteId), eq(componentConfs.slug, slug)));
  return rows[0] ?? null;
}

export async function insertVisit(ctx: RequestContext, source: string) {
  await ctx.db.insert(siteVisits).values({ siteId: ctx.siteId, source });
}
