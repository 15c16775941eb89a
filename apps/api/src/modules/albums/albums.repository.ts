import { and, asc, count, eq } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import { albums } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import type { RequestContext } from '../../context.ts';

export type AlbumRow = typeof albums.$inferSelect;

/** The columns of an album list's fields (albumListSpec, with its endpoint in the contract). */
const albumColumns = (locale: Locale): ListColumns => ({
  id: albums.id,
  slug: localizedSql(albums.slug, locale),
  title: localizedSql(albums.title, locale),
  order: albums.position,
  createdAt: albums.createdAt,
});

/** The site's published albums, filtered, sorted (by their order unless asked otherwise) and paged. */
export function findAlbumPage(ctx: RequestContext, query: ListQuery) {
  const columns = albumColumns(ctx.locale);
  const where = listWhere(and(eq(albums.siteId, ctx.siteId), eq(albums.isPublished, true))!, query, columns);
  return listPage<AlbumRow>(
    ctx.db
      .select()
      .from(albums)
      .where(where)
      .orderBy(...listOrderBy(query, columns, albums.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(albums).where(where),
  );
}

/** A published album of the site, or null. */
export async function findAlbum(ctx: RequestContext, id: number): Promise<AlbumRow | null> {
  const [row] = await ctx.db
    .select()
    .from(albums)
    .where(and(eq(albums.siteId, ctx.siteId), eq(albums.id, id), eq(albums.isPublished, true)))
    .orderBy(asc(albums.id));
  return row ?? null;
}
