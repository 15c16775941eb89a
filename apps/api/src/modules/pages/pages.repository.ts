import { and, asc, eq } from 'drizzle-orm';
import { pages } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

export type PageRow = typeof pages.$inferSelect;

export function findPublishedPages(ctx: RequestContext) {
  return ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, ctx.siteId), eq(pages.isPublished, true)))
    .orderBy(asc(pages.position), asc(pages.id));
}

export async function findPage(ctx: RequestContext, id: number) {
  const rows = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, ctx.siteId), eq(pages.id, id), eq(pages.isPublished, true)));
  return rows[0] ?? null;
}
