import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminBlogArticle,
  AdminBlogFolder,
  List,
  LocalizedText,
  adminBlogArticleInputSchema,
  adminBlogFolderInputSchema,
} from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { blogArticles, blogFolders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { htmlForEditor, sanitizeLocalizedHtml } from '../../storage/rich-html.ts';
import { adminImageOf, pickedImage } from '../../storage/stored-image.ts';
import { recordChange } from '../audit/audit.service.ts';
import { articleUrls, folderUrls } from './blog.service.ts';
import type { FolderRow } from './blog.repository.ts';
import type { FileStore } from '../../storage/file-store.ts';

/**
 * The back-office's blog (issue 18 item 6): folders and articles in both languages, written in one transaction
 * with their audit entry. Slugs are made from the name or title when not given, and one slug is one folder's or
 * one article's in each language (409 naming it). Article bodies are sanitised HTML. The tables' triggers drop
 * the site's kept answers and pages (migration 0021); `siteChanged` drops this process's at once.
 */

type FolderInput = z.output<typeof adminBlogFolderInputSchema>;
type ArticleInput = z.output<typeof adminBlogArticleInputSchema>;
type ArticleRow = typeof blogArticles.$inferSelect;
export type SiteChanged = (siteId: number) => void;
export interface BlogAdminDeps {
  fileStore: FileStore;
  siteChanged: SiteChanged;
}

async function written<T>(ctx: RequestContext, deps: BlogAdminDeps, work: Promise<Checked<T>>): Promise<Checked<T>> {
  const result = await work;
  if (result.ok) deps.siteChanged(ctx.siteId);
  return result;
}

function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

const slugOf = (given: string | undefined, name: string, fallback: string) =>
  (given || slugify(name) || fallback).slice(0, 160);

function slugsOf(given: { fr_FR?: string | undefined; en?: string | undefined } | undefined, name: LocalizedText) {
  return {
    fr_FR: slugOf(given?.fr_FR, name.fr_FR, 'article'),
    en: slugOf(given?.en, name.en ?? name.fr_FR, 'article'),
  };
}

/** A slug another row of the same table has in the same language. */
function slugProblems(others: { id: number; slug: LocalizedText }[], slug: LocalizedText, exceptId: number | null) {
  const problems: FieldProblem[] = [];
  for (const locale of ['fr_FR', 'en'] as const) {
    const wanted = slug[locale];
    if (wanted && others.some((row) => row.id !== exceptId && row.slug[locale] === wanted)) {
      problems.push({ field: `slug.${locale}`, code: 'CONTENT_SLUG_TAKEN', params: { slug: wanted } });
    }
  }
  return problems;
}

const imageProblem: FieldProblem = { field: 'image.path', code: 'CONTENT_IMAGE_NOT_FOUND' };

// ─── folders ───

const folderWhere = (ctx: RequestContext, id: number) =>
  and(eq(blogFolders.siteId, ctx.siteId), eq(blogFolders.id, id));

async function allFolders(ctx: RequestContext): Promise<FolderRow[]> {
  return ctx.db
    .select()
    .from(blogFolders)
    .where(eq(blogFolders.siteId, ctx.siteId))
    .orderBy(asc(blogFolders.position), asc(blogFolders.id));
}

async function articleCounts(ctx: RequestContext) {
  const rows = await ctx.db
    .select({ folderId: blogArticles.folderId, total: count() })
    .from(blogArticles)
    .where(eq(blogArticles.siteId, ctx.siteId))
    .groupBy(blogArticles.folderId);
  return new Map(rows.map((row) => [row.folderId, row.total]));
}

function presentFolders(ctx: RequestContext, folders: FolderRow[], counts: Map<number, number>): AdminBlogFolder[] {
  return folders.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    position: row.position,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: adminImageOf(ctx.siteId, row.image),
    isPublished: row.isPublished,
    articleCount: counts.get(row.id) ?? 0,
    folderCount: folders.filter((other) => other.parentId === row.id).length,
    urls: folderUrls(row),
  }));
}

/** Every folder of the blog, published or not, in order (a blog has tens). */
export async function listAdminFolders(ctx: RequestContext): Promise<AdminBlogFolder[]> {
  const [folders, counts] = await Promise.all([allFolders(ctx), articleCounts(ctx)]);
  return presentFolders(ctx, folders, counts);
}

async function oneFolder(ctx: RequestContext, id: number): Promise<AdminBlogFolder> {
  const folder = (await listAdminFolders(ctx)).find((row) => row.id === id);
  if (!folder) throw notFound('Blog folder', id);
  return folder;
}

/** The folder's values once checked: its parent exists and is not itself nor under it; its slugs are free. */
async function folderValues(
  tx: RequestContext,
  deps: BlogAdminDeps,
  input: FolderInput,
  id: number | null,
): Promise<Checked<Omit<typeof blogFolders.$inferInsert, 'siteId' | 'id'>>> {
  const folders = await allFolders(tx);
  const problems: FieldProblem[] = [];
  if (input.parentId !== null) {
    const byId = new Map(folders.map((row) => [row.id, row]));
    if (!byId.has(input.parentId)) problems.push({ field: 'parentId', code: 'BLOG_FOLDER_UNKNOWN' });
    else if (id !== null) {
      // Walks up from the new parent: meeting the folder itself would make a loop.
      for (let at: number | null = input.parentId; at !== null; at = byId.get(at)?.parentId ?? null) {
        if (at === id) {
          problems.push({ field: 'parentId', code: 'BLOG_FOLDER_INSIDE_ITSELF' });
          break;
        }
      }
    }
  }
  const image = await pickedImage(deps.fileStore, tx.siteId, input.image, input.name);
  if (!image.ok) problems.push(imageProblem);
  if (problems.length) return refused(problems);
  const slug = slugsOf(input.slug, input.name);
  const taken = slugProblems(folders, slug, id);
  if (taken.length) return refused(taken, 409);
  return accepted({
    parentId: input.parentId,
    position: input.position,
    slug,
    name: input.name,
    description: input.description,
    image: image.ok ? image.image : null,
  });
}

export function createFolder(ctx: RequestContext, input: FolderInput, deps: BlogAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminBlogFolder>> => {
    const values = await folderValues(tx, deps, input, null);
    if (!values.ok) return values;
    const [row] = await tx.db
      .insert(blogFolders)
      .values({ ...values.value, siteId: ctx.siteId })
      .returning();
    const folder = await oneFolder(tx, row!.id);
    await recordChange(tx, {
      action: 'blogFolder.create',
      entity: 'blogFolder',
      entityId: row!.id,
      before: null,
      after: folder,
    });
    return accepted(folder);
  });
  return written(ctx, deps, work);
}

export function updateFolder(ctx: RequestContext, id: number, input: FolderInput, deps: BlogAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminBlogFolder>> => {
    const [current] = await tx.db.select().from(blogFolders).where(folderWhere(tx, id)).for('update');
    if (!current) throw notFound('Blog folder', id);
    const before = await oneFolder(tx, id);
    const values = await folderValues(tx, deps, input, id);
    if (!values.ok) return values;
    await tx.db.update(blogFolders).set(values.value).where(folderWhere(tx, id));
    const folder = await oneFolder(tx, id);
    await recordChange(tx, { action: 'blogFolder.update', entity: 'blogFolder', entityId: id, before, after: folder });
    return accepted(folder);
  });
  return written(ctx, deps, work);
}

export function publishFolder(ctx: RequestContext, id: number, isPublished: boolean, deps: BlogAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminBlogFolder>> => {
    const [current] = await tx.db.select().from(blogFolders).where(folderWhere(tx, id)).for('update');
    if (!current) throw notFound('Blog folder', id);
    await tx.db.update(blogFolders).set({ isPublished }).where(folderWhere(tx, id));
    await recordChange(tx, {
      action: isPublished ? 'blogFolder.publish' : 'blogFolder.unpublish',
      entity: 'blogFolder',
      entityId: id,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
    return accepted(await oneFolder(tx, id));
  });
  return written(ctx, deps, work);
}

/** Deletes an empty folder: one holding articles or folders is refused (they would go with it, unseen). */
export function deleteFolder(ctx: RequestContext, id: number, deps: BlogAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<{ id: number }>> => {
    const [current] = await tx.db.select().from(blogFolders).where(folderWhere(tx, id)).for('update');
    if (!current) throw notFound('Blog folder', id);
    const folder = await oneFolder(tx, id);
    if (folder.articleCount > 0 || folder.folderCount > 0) {
      throw new AppError('CONFLICT', 'BLOG_FOLDER_NOT_EMPTY', {
        articles: folder.articleCount,
        folders: folder.folderCount,
      });
    }
    await tx.db.delete(blogFolders).where(folderWhere(tx, id));
    await recordChange(tx, {
      action: 'blogFolder.delete',
      entity: 'blogFolder',
      entityId: id,
      before: folder,
      after: null,
    });
    return accepted({ id });
  });
  return written(ctx, deps, work);
}

// ─── articles ───

export const adminArticleListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    folderId: { type: 'integer' },
    isPublished: { type: 'boolean' },
    publishedAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 25,
  defaultOrderBy: '-publishedAt',
};

const articleColumns: ListColumns = {
  id: blogArticles.id,
  title: sql`${blogArticles.title}->>'fr_FR'`,
  folderId: blogArticles.folderId,
  isPublished: blogArticles.isPublished,
  publishedAt: blogArticles.publishedAt,
};

const articleWhere = (ctx: RequestContext, id: number) =>
  and(eq(blogArticles.siteId, ctx.siteId), eq(blogArticles.id, id));

function presentArticle(ctx: RequestContext, row: ArticleRow, folders: Map<number, FolderRow>): AdminBlogArticle {
  const folder = folders.get(row.folderId)!;
  return {
    id: row.id,
    folderId: row.folderId,
    folderName: folder.name.fr_FR,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: htmlForEditor(row.body, ctx.siteId),
    image: adminImageOf(ctx.siteId, row.image),
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
    urls: articleUrls(folder, row),
  };
}

const folderMap = async (ctx: RequestContext) => new Map((await allFolders(ctx)).map((row) => [row.id, row]));

/** The articles of the blog, published or not; `title=lk:` searches both languages' titles. */
export async function listAdminArticles(ctx: RequestContext, query: ListQuery): Promise<List<AdminBlogArticle>> {
  const search = query.filters.find((filter) => filter.field === 'title' && filter.operator === 'lk');
  const rest = { ...query, filters: query.filters.filter((filter) => filter !== search) };
  const tenant = and(
    eq(blogArticles.siteId, ctx.siteId),
    search
      ? sql`${blogArticles.title}::text ILIKE ${`%${String(search.value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
  )!;
  const where = listWhere(tenant, rest, articleColumns);
  const [page, folders] = await Promise.all([
    listPage(
      ctx.db
        .select()
        .from(blogArticles)
        .where(where)
        .orderBy(...listOrderBy(query, articleColumns, blogArticles.id))
        .limit(query.nbItem)
        .offset(listOffset(query)),
      ctx.db.select({ total: count() }).from(blogArticles).where(where),
    ),
    folderMap(ctx),
  ]);
  return { total: page.total, items: page.items.map((row) => presentArticle(ctx, row, folders)) };
}

export async function getAdminArticle(ctx: RequestContext, id: number): Promise<AdminBlogArticle> {
  const [[row], folders] = await Promise.all([
    ctx.db.select().from(blogArticles).where(articleWhere(ctx, id)),
    folderMap(ctx),
  ]);
  if (!row) throw notFound('Article', id);
  return presentArticle(ctx, row, folders);
}

async function articleValues(tx: RequestContext, deps: BlogAdminDeps, input: ArticleInput, id: number | null) {
  const problems: FieldProblem[] = [];
  const [folder] = await tx.db.select({ id: blogFolders.id }).from(blogFolders).where(folderWhere(tx, input.folderId));
  if (!folder) problems.push({ field: 'folderId', code: 'BLOG_FOLDER_UNKNOWN' });
  const image = await pickedImage(deps.fileStore, tx.siteId, input.image, input.title);
  if (!image.ok) problems.push(imageProblem);
  if (problems.length) return refused(problems);
  const slug = slugsOf(input.slug, input.title);
  const others = await tx.db
    .select({ id: blogArticles.id, slug: blogArticles.slug })
    .from(blogArticles)
    .where(eq(blogArticles.siteId, tx.siteId));
  const taken = slugProblems(others, slug, id);
  if (taken.length) return refused(taken, 409);
  return accepted({
    folderId: input.folderId,
    slug,
    title: input.title,
    summary: input.summary,
    body: sanitizeLocalizedHtml(input.body),
    image: image.ok ? image.image : null,
    author: input.author || null,
    ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
  });
}

/** Adds an article, unpublished: the owner publishes it when it is ready. */
export function createArticle(ctx: RequestContext, input: ArticleInput, deps: BlogAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminBlogArticle>> => {
    const values = await articleValues(tx, deps, input, null);
    if (!values.ok) return values;
    const [row] = await tx.db
      .insert(blogArticles)
      .values({ ...values.value, isPublished: false, siteId: ctx.siteId })
      .returning();
    const article = await getAdminArticle(tx, row!.id);
    await recordChange(tx, {
      action: 'blogArticle.create',
      entity: 'blogArticle',
      entityId: row!.id,
      before: null,
      after: article,
    });
    return accepted(article);
  });
  return written(ctx, deps, work);
}

export function updateArticle(ctx: RequestContext, id: number, input: ArticleInput, deps: BlogAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminBlogArticle>> => {
    const [current] = await tx.db
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(articleWhere(tx, id))
      .for('update');
    if (!current) throw notFound('Article', id);
    const before = await getAdminArticle(tx, id);
    const values = await articleValues(tx, deps, input, id);
    if (!values.ok) return values;
    await tx.db
      .update(blogArticles)
      .set({ ...values.value, updatedAt: new Date() })
      .where(articleWhere(tx, id));
    const article = await getAdminArticle(tx, id);
    await recordChange(tx, {
      action: 'blogArticle.update',
      entity: 'blogArticle',
      entityId: id,
      before,
      after: article,
    });
    return accepted(article);
  });
  return written(ctx, deps, work);
}

export function publishArticle(ctx: RequestContext, id: number, isPublished: boolean, deps: BlogAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminBlogArticle>> => {
    const [current] = await tx.db.select().from(blogArticles).where(articleWhere(tx, id)).for('update');
    if (!current) throw notFound('Article', id);
    await tx.db.update(blogArticles).set({ isPublished, updatedAt: new Date() }).where(articleWhere(tx, id));
    await recordChange(tx, {
      action: isPublished ? 'blogArticle.publish' : 'blogArticle.unpublish',
      entity: 'blogArticle',
      entityId: id,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
    return accepted(await getAdminArticle(tx, id));
  });
  return written(ctx, deps, work);
}

export function deleteArticle(ctx: RequestContext, id: number, deps: BlogAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<{ id: number }>> => {
    const [current] = await tx.db
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(articleWhere(tx, id))
      .for('update');
    if (!current) throw notFound('Article', id);
    const before = await getAdminArticle(tx, id);
    await tx.db.delete(blogArticles).where(articleWhere(tx, id));
    await recordChange(tx, { action: 'blogArticle.delete', entity: 'blogArticle', entityId: id, before, after: null });
    return accepted({ id });
  });
  return written(ctx, deps, work);
}
