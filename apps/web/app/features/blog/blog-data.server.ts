import { data } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import type { BlogArticle, BlogCrumb, BlogFolderContent } from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';
import { canonicalRedirect } from '../product/product-urls.ts';
import { blogTarget, pageCount, pageOf } from './blog-target.ts';

/** SPEC §9: blog articles, 12 a page (the API's default for a folder's articles). */
export const BLOG_PAGE_SIZE = 12;

export type BlogPageData =
  | { kind: 'folder'; content: BlogFolderContent; crumbs: BlogCrumb[]; page: number; pages: number }
  | { kind: 'article'; article: BlogArticle; crumbs: BlogCrumb[] };

const notFound = () => data(null, { status: 404 });

/**
 * The HTTP status of a failed API call. Not `instanceof ApiError`: the server's client (server.ts) and the
 * built app each have their own copy of the class.
 */
function apiStatusOf(error: unknown): number | null {
  const status = error instanceof Error && error.name === 'ApiError' ? (error as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/** A blog call whose 404 (a folder or an article that is not there, or the blog switched off) is the page's. */
async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = apiStatusOf(error);
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
}

/** The blog's own address in both languages (the root's). */
export const blogRootUrls = (): Record<Locale, string> => ({
  fr_FR: localizePath('/blog', 'fr_FR'),
  en: localizePath('/blog', 'en'),
});

/**
 * What a page under /blog shows (SPEC §7 Blog calls, made together): the root's or a folder's content and
 * breadcrumbs, or an article and its breadcrumbs. A path that names nothing, a page past the last one and any
 * 404 of the API (IS_BLOG_ACTIVATED off included) give the 404 page; a wrong slug is sent to the address the
 * API gives (301), the query kept.
 */
export async function loadBlogPage(api: ApiClient, request: Request, splat: string | undefined): Promise<BlogPageData> {
  const target = blogTarget(splat);
  const page = pageOf(new URL(request.url).searchParams);
  if (!target || page === null) throw notFound();
  if (target.kind === 'article') {
    const [article, crumbs] = await Promise.all([
      orNotFound(api.blogArticle({ params: { id: target.id } })),
      orNotFound(api.blogAriane({ params: { id: target.id } })),
    ]);
    const moved = canonicalRedirect(request, article.url);
    if (moved) throw moved;
    return { kind: 'article', article, crumbs };
  }
  const query = page > 1 ? { page } : {};
  // The root's breadcrumbs are none (GET /blog/folder/ariane): no call for them.
  const [content, crumbs]: [BlogFolderContent, BlogCrumb[]] =
    target.kind === 'root'
      ? [await orNotFound(api.blogRoot({ query })), []]
      : await Promise.all([
          orNotFound(api.blogFolder({ params: { id: target.id }, query })),
          orNotFound(api.blogFolderAriane({ params: { id: target.id } })),
        ]);
  if (content.folder) {
    const moved = canonicalRedirect(request, content.folder.url);
    if (moved) throw moved;
  }
  const pages = pageCount(content.blogs.total, BLOG_PAGE_SIZE);
  if (page > pages) throw notFound();
  return { kind: 'folder', content, crumbs, page, pages };
}

/** The latest articles of the blog for a page's block; none when the blog is off or cannot be read. */
export async function latestArticles(api: ApiClient, nbItem: number) {
  try {
    return (await api.blogRoot({ query: { nbItem: Math.min(nbItem, 100) } })).blogs.items;
  } catch (error) {
    if (apiStatusOf(error) !== 404) console.error('The latest blog articles could not be loaded', error);
    return [];
  }
}
