import {
  pickLocale,
  type BlogArticle,
  type BlogCrumb,
  type BlogFolder,
  type BlogFolderContent,
  type BlogLink,
  type BlogSummary,
  type List,
  type Locale,
  type LocalizedText,
  type SizedImage,
} from '@atelier/contract';
import { readingMinutes } from '@atelier/domain';
import { AppError, notFound } from '../../errors.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext } from '../../context.ts';
import { siteFileUrl, siteImage } from '../../storage/storage.ts';
import { localizedPath } from '../pages/pages.service.ts';
import { storedParameters } from '../site/site.service.ts';
import { BlogTree } from './blog-tree.ts';
import * as repository from './blog.repository.ts';
import type { FolderRow, SummaryRow } from './blog.repository.ts';

type Tree = BlogTree<FolderRow>;
type Urls = { fr_FR: string; en: string };

// ─── addresses (SPEC §2 /blog and its catch-all child) ───

const urlsOf = (path: (locale: Locale) => string): Urls => ({ fr_FR: path('fr_FR'), en: path('en') });

/** `/blog/{slug}/{id}`, under /en in English. */
export function folderUrls(folder: FolderRow): Urls {
  return urlsOf((locale) => localizedPath(`blog/${pickLocale(folder.slug, locale)}/${folder.id}`, locale));
}

/** `/blog/{folder slug}/{slug}/{id}`, under /en in English. */
export function articleUrls(folder: FolderRow, article: { id: number; slug: LocalizedText }): Urls {
  return urlsOf((locale) =>
    localizedPath(`blog/${pickLocale(folder.slug, locale)}/${pickLocale(article.slug, locale)}/${article.id}`, locale),
  );
}

// ─── the answers' shapes ───

function sizedImage(ctx: RequestContext, image: StoredImage | null, fallbackAlt: string): SizedImage | null {
  const base = image ? siteImage(ctx.siteId, image.file, pickLocale(image.alt, ctx.locale) || fallbackAlt) : null;
  return base && image ? { ...base, width: image.width, height: image.height } : null;
}

/**
 * The article's images are the site's files: an `<img src>` written without a scheme or a leading slash
 * (`blog/velours.svg`) is a path in the site's storage, as the images of the pages' blocks are.
 */
export function resolveBodyImages(html: string, siteId: number): string {
  return html.replace(
    /(<img\b[^>]*?\ssrc=)(["'])(?![a-z][a-z0-9+.-]*:|\/)([^"']+)\2/gi,
    (_, start: string, quote: string, file: string) => `${start}${quote}${siteFileUrl(siteId, file)}${quote}`,
  );
}

function toFolder(ctx: RequestContext, tree: Tree, counts: Map<number, number>, row: FolderRow): BlogFolder {
  const urls = folderUrls(row);
  const name = pickLocale(row.name, ctx.locale);
  return {
    id: row.id,
    parentId: row.parentId,
    order: row.position,
    slug: pickLocale(row.slug, ctx.locale),
    name,
    description: pickLocale(row.description, ctx.locale),
    image: sizedImage(ctx, row.image, name),
    url: urls[ctx.locale],
    urls,
    articleCount: counts.get(row.id) ?? 0,
    folderCount: tree.children(row.id).length,
  };
}

function toSummary(ctx: RequestContext, folder: FolderRow, row: SummaryRow): BlogSummary {
  const urls = articleUrls(folder, row);
  const title = pickLocale(row.title, ctx.locale);
  return {
    id: row.id,
    folderId: row.folderId,
    slug: pickLocale(row.slug, ctx.locale),
    title,
    url: urls[ctx.locale],
    urls,
    summary: pickLocale(row.summary, ctx.locale),
    image: sizedImage(ctx, row.image, title),
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    readingTime: readingMinutes(pickLocale(row.body, ctx.locale)),
  };
}

function toLink(ctx: RequestContext, folder: FolderRow, row: Pick<SummaryRow, 'id' | 'slug' | 'title'>): BlogLink {
  return {
    id: row.id,
    slug: pickLocale(row.slug, ctx.locale),
    title: pickLocale(row.title, ctx.locale),
    url: articleUrls(folder, row)[ctx.locale],
  };
}

const folderCrumb = (ctx: RequestContext, folder: FolderRow): BlogCrumb => ({
  id: folder.id,
  url: folderUrls(folder)[ctx.locale],
  name: pickLocale(folder.name, ctx.locale),
});

// ─── reads ───

/** SPEC §3 IS_BLOG_ACTIVATED: a site whose blog is off answers every blog call with a 404. */
async function requireBlog(ctx: RequestContext): Promise<void> {
  const parameters = await storedParameters(ctx);
  if (parameters.get('IS_BLOG_ACTIVATED') === 'false') throw new AppError('NOT_FOUND', 'NOT_FOUND');
}

/** The site's folders as a tree, once the blog is known to be on. */
async function loadTree(ctx: RequestContext): Promise<Tree> {
  const [, folders] = await Promise.all([requireBlog(ctx), repository.findFolders(ctx)]);
  return new BlogTree(folders);
}

function requireFolder(tree: Tree, id: number): FolderRow {
  const folder = tree.folder(id);
  if (!folder) throw notFound('Blog folder', id);
  return folder;
}

/** `GET /blog/folder/list[/{id}]`: the visible folders in a folder (the top ones without id), filtered and paged. */
export async function listFolders(
  ctx: RequestContext,
  parentId: number | null,
  query: ListQuery,
): Promise<List<BlogFolder>> {
  const tree = await loadTree(ctx);
  if (parentId !== null) requireFolder(tree, parentId);
  const [page, counts] = await Promise.all([
    repository.findFolderPage(ctx, parentId, query),
    repository.countArticles(ctx),
  ]);
  return {
    // A published folder under a visible parent is visible.
    items: page.items.map(({ id }) => toFolder(ctx, tree, counts, requireFolder(tree, id))),
    total: page.total,
  };
}

/**
 * `GET /blog/folder/[{id}]`: a folder, its sub-folders and a page of its articles (SPEC §9: 12), newest first;
 * without id, the blog's root: the top folders and every visible folder's articles.
 */
export async function getFolderContent(
  ctx: RequestContext,
  id: number | null,
  query: ListQuery,
): Promise<BlogFolderContent> {
  const tree = await loadTree(ctx);
  const folder = id === null ? null : requireFolder(tree, id);
  const [articles, counts] = await Promise.all([
    repository.findArticlePage(ctx, folder ? [folder.id] : tree.visibleIds(), query),
    repository.countArticles(ctx),
  ]);
  return {
    folder: folder ? toFolder(ctx, tree, counts, folder) : null,
    folders: tree.children(folder?.id ?? null).map((row) => toFolder(ctx, tree, counts, row)),
    blogs: {
      items: articles.items.map((row) => toSummary(ctx, requireFolder(tree, row.folderId), row)),
      total: articles.total,
    },
  };
}

/** `GET /blog/folder/ariane/[{id}]`: the folder's breadcrumbs, its top folder first (none for the root). */
export async function folderAriane(ctx: RequestContext, id: number | null): Promise<BlogCrumb[]> {
  const tree = await loadTree(ctx);
  if (id === null) return [];
  requireFolder(tree, id);
  return tree.chain(id).map((folder) => folderCrumb(ctx, folder));
}

/** The published article of a visible folder, with that folder. */
async function requireArticle(ctx: RequestContext, id: number) {
  const [tree, article] = await Promise.all([loadTree(ctx), repository.findArticle(ctx, id)]);
  const folder = article ? tree.folder(article.folderId) : undefined;
  if (!article || !folder) throw notFound('Article', id);
  return { tree, article, folder };
}

/** `GET /blog/ariane/{id}`: the breadcrumbs of the article's folder, then the article. */
export async function articleAriane(ctx: RequestContext, id: number): Promise<BlogCrumb[]> {
  const { tree, article, folder } = await requireArticle(ctx, id);
  return [
    ...tree.chain(folder.id).map((row) => folderCrumb(ctx, row)),
    { id: article.id, url: articleUrls(folder, article)[ctx.locale], name: pickLocale(article.title, ctx.locale) },
  ];
}

/** `GET /blog/{id}`: an article, its text's images made URLs, and its neighbours in the folder by date. */
export async function getArticle(ctx: RequestContext, id: number): Promise<BlogArticle> {
  const { article, folder } = await requireArticle(ctx, id);
  const { previous, next } = await repository.findNeighbours(ctx, article);
  const body = pickLocale(article.body, ctx.locale);
  return {
    ...toSummary(ctx, folder, article),
    body: resolveBodyImages(body, ctx.siteId),
    lang: ctx.locale === 'en' && article.body.en ? 'en' : 'fr_FR',
    updatedAt: article.updatedAt.toISOString(),
    folder: folderCrumb(ctx, folder),
    previous: previous && toLink(ctx, folder, previous),
    next: next && toLink(ctx, folder, next),
  };
}
