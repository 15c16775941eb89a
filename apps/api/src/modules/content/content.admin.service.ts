import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminNews, List, adminNewsInputSchema } from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { news } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { htmlForEditor, sanitizeOptionalHtml } from '../../storage/rich-html.ts';
import { storedImageOf } from '../../storage/stored-image.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { recordChange } from '../audit/audit.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

/**
 * The back-office's news (issue 18 item 6): items in both languages with one slug (their address is
 * `/actualites/{slug}/{id}`, `/en/news/{slug}/{id}`), made from the French title and unique in the site (409
 * naming it). Their text is sanitised HTML; their picture a file of the site's storage. Written in one transaction
 * with their audit entry; the table's trigger drops the site's kept answers and pages (migration 0001).
 */

type NewsInput = z.output<typeof adminNewsInputSchema>;
type NewsRow = typeof news.$inferSelect;
export interface ContentAdminDeps {
  fileStore: FileStore;
  siteChanged: (siteId: number) => void;
}

export const adminNewsListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    isPublished: { type: 'boolean' },
    promoted: { type: 'boolean' },
    publishedAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 25,
  defaultOrderBy: '-publishedAt',
};

const columns: ListColumns = {
  id: news.id,
  // Both languages' titles are searched.
  title: sql`${news.title}::text`,
  isPublished: news.isPublished,
  promoted: news.promoted,
  publishedAt: news.publishedAt,
};

const present = (ctx: RequestContext, row: NewsRow): AdminNews => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  content: htmlForEditor(row.content, ctx.siteId),
  image: row.image
    ? { path: row.image, url: siteFileUrl(ctx.siteId, row.image), alt: null, width: null, height: null }
    : null,
  url: row.url,
  promoted: row.promoted,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt.toISOString(),
});

const whereId = (ctx: RequestContext, id: number) => and(eq(news.siteId, ctx.siteId), eq(news.id, id));

async function written<T>(ctx: RequestContext, deps: ContentAdminDeps, work: Promise<Checked<T>>) {
  const result = await work;
  if (result.ok) deps.siteChanged(ctx.siteId);
  return result;
}

function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

export async function listAdminNews(ctx: RequestContext, query: ListQuery): Promise<List<AdminNews>> {
  const where = listWhere(eq(news.siteId, ctx.siteId), query, columns);
  const page = await listPage(
    ctx.db
      .select()
      .from(news)
      .where(where)
      .orderBy(...listOrderBy(query, columns, news.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(news).where(where),
  );
  return { total: page.total, items: page.items.map((row) => present(ctx, row)) };
}

export async function getAdminNews(ctx: RequestContext, id: number): Promise<AdminNews> {
  const [row] = await ctx.db.select().from(news).where(whereId(ctx, id));
  if (!row) throw notFound('News', id);
  return present(ctx, row);
}

async function newsValues(tx: RequestContext, deps: ContentAdminDeps, input: NewsInput, id: number | null) {
  if (input.image && !(await storedImageOf(deps.fileStore, tx.siteId, input.image.path, input.title))) {
    return refused([{ field: 'image.path', code: 'CONTENT_IMAGE_NOT_FOUND' }]);
  }
  const slug = (input.slug || slugify(input.title.fr_FR) || 'actualite').slice(0, 160);
  const taken = await tx.db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.siteId, tx.siteId), eq(news.slug, slug), id === null ? undefined : ne(news.id, id)));
  if (taken.length) {
    const problem: FieldProblem = { field: 'slug', code: 'CONTENT_SLUG_TAKEN', params: { slug } };
    return refused([problem], 409);
  }
  return accepted({
    slug,
    title: input.title,
    summary: input.summary,
    content: sanitizeOptionalHtml(input.content),
    image: input.image?.path ?? null,
    url: input.url || null,
    promoted: input.promoted,
    ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
  });
}

/** Adds a news item, unpublished: the owner publishes it when it is ready. */
export function createNews(ctx: RequestContext, input: NewsInput, deps: ContentAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminNews>> => {
    const values = await newsValues(tx, deps, input, null);
    if (!values.ok) return values;
    const [row] = await tx.db
      .insert(news)
      .values({ ...values.value, isPublished: false, siteId: ctx.siteId })
      .returning();
    const item = present(tx, row!);
    await recordChange(tx, { action: 'news.create', entity: 'news', entityId: item.id, before: null, after: item });
    return accepted(item);
  });
  return written(ctx, deps, work);
}

export function updateNews(ctx: RequestContext, id: number, input: NewsInput, deps: ContentAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminNews>> => {
    const [current] = await tx.db.select().from(news).where(whereId(tx, id)).for('update');
    if (!current) throw notFound('News', id);
    const values = await newsValues(tx, deps, input, id);
    if (!values.ok) return values;
    const [row] = await tx.db.update(news).set(values.value).where(whereId(tx, id)).returning();
    const item = present(tx, row!);
    await recordChange(tx, {
      action: 'news.update',
      entity: 'news',
      entityId: id,
      before: present(tx, current),
      after: item,
    });
    return accepted(item);
  });
  return written(ctx, deps, work);
}

export function publishNews(ctx: RequestContext, id: number, isPublished: boolean, deps: ContentAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminNews>> => {
    const [current] = await tx.db.select().from(news).where(whereId(tx, id)).for('update');
    if (!current) throw notFound('News', id);
    const [row] = await tx.db.update(news).set({ isPublished }).where(whereId(tx, id)).returning();
    await recordChange(tx, {
      action: isPublished ? 'news.publish' : 'news.unpublish',
      entity: 'news',
      entityId: id,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
    return accepted(present(tx, row!));
  });
  return written(ctx, deps, work);
}

export function deleteNews(ctx: RequestContext, id: number, deps: ContentAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<{ id: number }>> => {
    const [current] = await tx.db.delete(news).where(whereId(tx, id)).returning();
    if (!current) throw notFound('News', id);
    await recordChange(tx, {
      action: 'news.delete',
      entity: 'news',
      entityId: id,
      before: present(tx, current),
      after: null,
    });
    return accepted({ id });
  });
  return written(ctx, deps, work);
}
