import type { ApiClient } from '@atelier/contract/api-client';
import type { BlogFolder, List } from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';
import { blogRootUrls } from './blog-data.server.ts';

/** The sitemap reads the blog 100 folders or articles a call (the API's largest page). */
const PAGE_SIZE = 100;
/** Far beyond a craft business's blog: the sitemap stops there rather than read without end. */
const MAX_PAGES = 50;

/** Every page of a paged list, read one after the other's total is known. */
async function allPages<T>(read: (page: number) => Promise<List<T>>): Promise<T[]> {
  const first = await read(1);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => read(index + 2)));
  return [first, ...rest].flatMap((list) => list.items);
}

/** Every visible folder, top ones first, then the folders inside them, level by level. */
async function allFolders(api: ApiClient): Promise<BlogFolder[]> {
  const found: BlogFolder[] = [];
  let level = await allPages((page) => api.blogFolders({ query: { nbItem: PAGE_SIZE, page } }));
  while (level.length > 0) {
    found.push(...level);
    const parents = level.filter((folder) => folder.folderCount > 0);
    const children = await Promise.all(
      parents.map((parent) =>
        allPages((page) => api.blogSubFolders({ params: { id: parent.id }, query: { nbItem: PAGE_SIZE, page } })),
      ),
    );
    level = children.flat();
  }
  return found;
}

/**
 * The blog's pages in both languages (issue 17): its root, every folder and every article, each with its
 * address in French and in English as the API gives them. The caller leaves the blog out when it is off.
 */
export async function blogSitemapUrls(api: ApiClient): Promise<Record<Locale, string>[]> {
  const [folders, articles] = await Promise.all([
    allFolders(api),
    allPages((page) => api.blogRoot({ query: { nbItem: PAGE_SIZE, page } }).then((content) => content.blogs)),
  ]);
  return [blogRootUrls(), ...folders.map((folder) => folder.urls), ...articles.map((article) => article.urls)];
}
