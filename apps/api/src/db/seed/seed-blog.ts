import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { SITE_1_BLOG } from './blog-site1.ts';
import { SITE_2_BLOG } from './blog-site2.ts';
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH, type BlogFolderSeed, type BlogImageSeed } from './blog-types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The sample sites' blogs (issue 17): the workshop's in three folders, the estate's in one. */
export const SAMPLE_BLOGS: Record<number, BlogFolderSeed[]> = { 1: SITE_1_BLOG, 2: SITE_2_BLOG };

const storedImage = (image: BlogImageSeed) => ({
  file: image.file,
  alt: image.alt,
  width: BLOG_IMAGE_WIDTH,
  height: BLOG_IMAGE_HEIGHT,
});

async function insertFolders(tx: Tx, siteId: number, folders: BlogFolderSeed[], parentId: number | null) {
  for (const [position, folder] of folders.entries()) {
    const [row] = await tx
      .insert(t.blogFolders)
      .values({
        siteId,
        parentId,
        position,
        slug: folder.slug,
        name: folder.name,
        description: folder.description,
        image: storedImage(folder.image),
      })
      .returning({ id: t.blogFolders.id });
    if (!row) throw new Error(`The blog folder ${folder.slug.fr_FR} was not written`);
    if (folder.articles.length > 0) {
      await tx.insert(t.blogArticles).values(
        folder.articles.map((article) => ({
          siteId,
          folderId: row.id,
          slug: article.slug,
          title: article.title,
          summary: article.summary,
          body: article.body,
          image: storedImage(article.image),
          author: article.author,
          publishedAt: new Date(article.publishedAt),
          updatedAt: new Date(article.publishedAt),
          isPublished: article.isPublished ?? true,
        })),
      );
    }
    if (folder.children?.length) await insertFolders(tx, siteId, folder.children, row.id);
  }
}

/**
 * Writes the sample blog of a site that has no blog folder yet (in one transaction), so a second start writes
 * nothing and a blog its owner changed stays as it is. Returns whether it wrote.
 */
export async function seedBlog(db: Db, siteId: number, folders = SAMPLE_BLOGS[siteId]): Promise<boolean> {
  if (!folders?.length) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const existing = await tx
      .select({ id: t.blogFolders.id })
      .from(t.blogFolders)
      .where(eq(t.blogFolders.siteId, siteId))
      .limit(1);
    if (existing.length > 0) return false;
    await insertFolders(tx, siteId, folders, null);
    return true;
  });
}
