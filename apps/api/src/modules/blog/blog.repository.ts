import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import { blogArticles, blogFolders } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import type { RequestContext } from '../../context.ts';

export type FolderRow = typeof blogFolders.$inferSelect;

/**
 * Every folder of the site, published or not: a blog has tens of them, and which are visible depends on their
 * parents (blog-tree.ts), so the service walks the tree in memory rather than in recursive SQL.
 */
export function findFolders(ctx: RequestContext): Promise<FolderRow[]> {
  return ctx.db
    .select()
    .from(blogFolders)
    .where(eq(blogFolders.siteId, ctx.siteId))
    .orderBy(asc(blogFolders.position), asc(blogFolders.id));
}

/** The columns of a folder list's fields (the fields: folderListSpec, with its endpoints in the contract). */
const folderColumns = (locale: Locale): ListColumns => ({
  id: blogFolders.id,
  slug: localizedSql(blogFolders.slug, locale),
  name: localizedSql(blogFolders.name, locale),
  order: blogFolders.position,
  createdAt: blogFolders.createdAt,
});

/** The published folders in a folder (or at the top when `parentId` is null), filtered and paged. */
export function findFolderPage(ctx: RequestContext, parentId: number | null, query: ListQuery) {
  const columns = folderColumns(ctx.locale);
  const tenant = and(
    eq(blogFolders.siteId, ctx.siteId),
    parentId === null ? isNull(blogFolders.parentId) : eq(blogFolders.parentId, parentId),
    eq(blogFolders.isPublished, true),
  )!;
  const where = listWhere(tenant, query, columns);
  return listPage(
    ctx.db
      .select({ id: blogFolders.id })
      .from(blogFolders)
      .where(where)
      .orderBy(...listOrderBy(query, columns, blogFolders.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(blogFolders).where(where),
  );
}

/** How many published articles each folder holds (folders without any are left out). */
export async function countArticles(ctx: RequestContext): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ folderId: blogArticles.folderId, total: count() })
    .from(blogArticles)
    .where(and(eq(blogArticles.siteId, ctx.siteId), eq(blogArticles.isPublished, true)))
    .groupBy(blogArticles.folderId);
  return new Map(rows.map((row) => [row.folderId, row.total]));
}

/** What an article's card shows (its body too: the reading time is counted from it). */
const summaryFields = {
  id: blogArticles.id,
  folderId: blogArticles.folderId,
  slug: blogArticles.slug,
  title: blogArticles.title,
  summary: blogArticles.summary,
  body: blogArticles.body,
  image: blogArticles.image,
  author: blogArticles.author,
  publishedAt: blogArticles.publishedAt,
};
export type SummaryRow = { [K in keyof typeof summaryFields]: (typeof blogArticles.$inferSelect)[K] };

/** The columns of an article list's fields (articleListSpec in the contract). */
const articleColumns = (locale: Locale): ListColumns => ({
  id: blogArticles.id,
  slug: localizedSql(blogArticles.slug, locale),
  title: localizedSql(blogArticles.title, locale),
  author: blogArticles.author,
  publishedAt: blogArticles.publishedAt,
});

/** The published articles of some folders (the visible ones the service names), filtered and paged. */
export function findArticlePage(ctx: RequestContext, folderIds: number[], query: ListQuery) {
  if (folderIds.length === 0) return Promise.resolve({ items: [] as SummaryRow[], total: 0 });
  const columns = articleColumns(ctx.locale);
  const tenant = and(
    eq(blogArticles.siteId, ctx.siteId),
    inArray(blogArticles.folderId, folderIds),
    eq(blogArticles.isPublished, true),
  )!;
  const where = listWhere(tenant, query, columns);
  return listPage<SummaryRow>(
    ctx.db
      .select(summaryFields)
      .from(blogArticles)
      .where(where)
      .orderBy(...listOrderBy(query, columns, blogArticles.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(blogArticles).where(where),
  );
}

/** A published article of the site, or null. */
export async function findArticle(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(blogArticles)
    .where(and(eq(blogArticles.siteId, ctx.siteId), eq(blogArticles.id, id), eq(blogArticles.isPublished, true)));
  return row ?? null;
}

export type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

const linkFields = { id: blogArticles.id, slug: blogArticles.slug, title: blogArticles.title };

/**
 * The published articles of the same folder just before and just after an article by date (the id breaks a
 * tie, so two articles of the same minute still lead to each other).
 */
export async function findNeighbours(
  ctx: RequestContext,
  article: Pick<ArticleRow, 'id' | 'folderId' | 'publishedAt'>,
) {
  const sameFolder = and(
    eq(blogArticles.siteId, ctx.siteId),
    eq(blogArticles.folderId, article.folderId),
    eq(blogArticles.isPublished, true),
  );
  const before: SQL = or(
    lt(blogArticles.publishedAt, article.publishedAt),
    and(eq(blogArticles.publishedAt, article.publishedAt), lt(blogArticles.id, article.id)),
  )!;
  const after: SQL = or(
    gt(blogArticles.publishedAt, article.publishedAt),
    and(eq(blogArticles.publishedAt, article.publishedAt), gt(blogArticles.id, article.id)),
  )!;
  const [previous, next] = await Promise.all([
    ctx.db
      .select(linkFields)
      .from(blogArticles)
      .where(and(sameFolder, before))
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(1),
    ctx.db
      .select(linkFields)
      .from(blogArticles)
      .where(and(sameFolder, after))
      .orderBy(asc(blogArticles.publishedAt), asc(blogArticles.id))
      .limit(1),
  ]);
  return { previous: previous[0] ?? null, next: next[0] ?? null };
}
