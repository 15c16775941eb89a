import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import { elements, news } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import type { RequestContext } from '../../context.ts';

/** The columns of the news list's fields (the fields: newsListSpec, with its endpoint in the contract). */
const newsColumns = (locale: Locale): ListColumns => ({
  id: news.id,
  slug: news.slug,
  title: localizedSql(news.title, locale),
  promoted: news.promoted,
  publishedAt: news.publishedAt,
});

export async function findNews(ctx: RequestContext, query: ListQuery) {
  const columns = newsColumns(ctx.locale);
  const where = listWhere(and(eq(news.siteId, ctx.siteId), eq(news.isPublished, true))!, query, columns);
  return listPage(
    ctx.db
      .select()
      .from(news)
      .where(where)
      .orderBy(...listOrderBy(query, columns, news.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(news).where(where),
  );
}

/** One published news item of the site, or null. */
export async function findNewsItem(ctx: RequestContext, id: number) {
  const rows = await ctx.db
    .select()
    .from(news)
    .where(and(eq(news.siteId, ctx.siteId), eq(news.id, id), eq(news.isPublished, true)));
  return rows[0] ?? null;
}

/**
 * The published news items beside one in the list's order (newest first, then by id): the older one
 * (previous) and the newer one (next).
 */
export async function findNewsNeighbours(ctx: RequestContext, item: { id: number; publishedAt: Date }) {
  const site = and(eq(news.siteId, ctx.siteId), eq(news.isPublished, true));
  const older = or(
    lt(news.publishedAt, item.publishedAt),
    and(eq(news.publishedAt, item.publishedAt), lt(news.id, item.id)),
  );
  const newer = or(
    gt(news.publishedAt, item.publishedAt),
    and(eq(news.publishedAt, item.publishedAt), gt(news.id, item.id)),
  );
  const columns = { id: news.id, slug: news.slug, title: news.title };
  const [previous, next] = await Promise.all([
    ctx.db.select(columns).from(news).where(and(site, older)).orderBy(desc(news.publishedAt), desc(news.id)).limit(1),
    ctx.db.select(columns).from(news).where(and(site, newer)).orderBy(asc(news.publishedAt), asc(news.id)).limit(1),
  ]);
  return { previous: previous[0] ?? null, next: next[0] ?? null };
}

/** The columns of an element list's fields (the fields: elementListSpec, with its endpoint in the contract). */
const elementColumns = (locale: Locale): ListColumns => ({
  id: elements.id,
  order: elements.position,
  title: localizedSql(elements.title, locale),
  createdAt: elements.createdAt,
});

export async function findElements(ctx: RequestContext, route: string, query: ListQuery) {
  const columns = elementColumns(ctx.locale);
  const tenant = and(eq(elements.siteId, ctx.siteId), eq(elements.route, route), eq(elements.isPublished, true))!;
  const where = listWhere(tenant, query, columns);
  return listPage(
    ctx.db
      .select()
      .from(elements)
      .where(where)
      .orderBy(...listOrderBy(query, columns, elements.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(elements).where(where),
  );
}

export async function findElement(ctx: RequestContext, route: string, id: number) {
  const rows = await ctx.db
    .select()
    .from(elements)
    .where(
      and(
        eq(elements.siteId, ctx.siteId),
        eq(elements.route, route),
        eq(elements.id, id),
        eq(elements.isPublished, true),
      ),
    );
  return rows[0] ?? null;
}
