import { and, arrayOverlaps, count, eq, type SQL } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import { popups, services } from '../../db/schema/index.ts';
import type { ListFilter, ListQuery } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import type { RequestContext } from '../../context.ts';

export type ServiceRow = typeof services.$inferSelect;
export type PopupRow = typeof popups.$inferSelect;

/** `tag=a,b` (or `tag=a&tag=b`): the tags asked for, each comma-separated part trimmed, empty ones left out. */
export function wantedTags(filter: ListFilter): string[] {
  const values = Array.isArray(filter.value) ? filter.value : [filter.value];
  return values.flatMap((value) =>
    String(value)
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  );
}

/** The columns of the service list's fields (serviceListSpec, with its endpoint in the contract). */
const serviceColumns = (locale: Locale): ListColumns => ({
  id: services.id,
  order: services.position,
  slug: localizedSql(services.slug, locale),
  title: localizedSql(services.title, locale),
  // Any of the tags (SPEC §7 `tag={comma-separated tags}`).
  tag: (filter) => {
    const tags = wantedTags(filter);
    return tags.length === 0 ? undefined : arrayOverlaps(services.tags, tags);
  },
});

const published = (ctx: RequestContext): SQL => and(eq(services.siteId, ctx.siteId), eq(services.isPublished, true))!;

/** The site's published services, filtered and paged, in the query's order. */
export function findServicePage(ctx: RequestContext, query: ListQuery) {
  const columns = serviceColumns(ctx.locale);
  const where = listWhere(published(ctx), query, columns);
  return listPage(
    ctx.db
      .select()
      .from(services)
      .where(where)
      .orderBy(...listOrderBy(query, columns, services.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(services).where(where),
  );
}

/** A published service of the site, or null. */
export async function findService(ctx: RequestContext, id: number): Promise<ServiceRow | null> {
  const [row] = await ctx.db
    .select()
    .from(services)
    .where(and(published(ctx), eq(services.id, id)));
  return row ?? null;
}

/** A published popup of the site, or null. */
export async function findPopup(ctx: RequestContext, id: number): Promise<PopupRow | null> {
  const [row] = await ctx.db
    .select()
    .from(popups)
    .where(and(eq(popups.siteId, ctx.siteId), eq(popups.id, id), eq(popups.isPublished, true)));
  return row ?? null;
}
