import { z } from './zod.ts';
import { sizedImageSchema } from './catalogue.ts';
import { listSchema } from './envelope.ts';
import { localeSchema } from './locale.ts';

/**
 * The blog (SPEC §3 Blog folder content, §7 Blog): folders that nest, and articles that belong to a folder.
 * Texts are answered in the request's language (French when an article has no English). Addresses
 * (SPEC §2 `/blog` and its catch-all child): a folder is `/blog/{slug}/{id}`, an article
 * `/blog/{folder slug}/{slug}/{id}`, under `/en` in English.
 */

/** A page's path in both languages (the language switch, hreflang, the sitemap). */
const urlsSchema = z.object({ fr_FR: z.string(), en: z.string() });

export const blogFolderSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  order: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: sizedImageSchema.nullable(),
  url: z.string(),
  urls: urlsSchema,
  /** Its published articles and sub-folders (not counting those of its sub-folders). */
  articleCount: z.number().int(),
  folderCount: z.number().int(),
});
export type BlogFolder = z.infer<typeof blogFolderSchema>;

/** SPEC §3 `blog {id, slug, title}`: an article as a link (previous, next). */
export const blogLinkSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), url: z.string() });
export type BlogLink = z.infer<typeof blogLinkSchema>;

/** An article in a list: its card. */
export const blogSummarySchema = blogLinkSchema.extend({
  folderId: z.number().int(),
  summary: z.string().nullable(),
  image: sizedImageSchema.nullable(),
  author: z.string().nullable(),
  publishedAt: z.string(),
  /** Minutes, from the words of its text (packages/domain readingMinutes). */
  readingTime: z.number().int(),
  urls: urlsSchema,
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** SPEC §3 breadcrumb entry (ariane): a folder, or the article itself at the end. */
export const blogCrumbSchema = z.object({ id: z.number().int(), url: z.string(), name: z.string() });
export type BlogCrumb = z.infer<typeof blogCrumbSchema>;

/**
 * SPEC §3 Blog folder content: the folder (null for the blog's root), its sub-folders (the top folders at the
 * root), and a page of its articles, newest first (at the root: every folder's).
 */
export const blogFolderContentSchema = z.object({
  folder: blogFolderSchema.nullable(),
  folders: z.array(blogFolderSchema),
  blogs: listSchema(blogSummarySchema),
});
export type BlogFolderContent = z.infer<typeof blogFolderContentSchema>;

/** One article: its rich text (HTML written in the back office), and its neighbours in the folder by date. */
export const blogArticleSchema = blogSummarySchema.extend({
  body: z.string(),
  /** The language the texts are written in: French when the article has no English. */
  lang: localeSchema,
  updatedAt: z.string(),
  folder: blogCrumbSchema,
  /** The article of the same folder published just before this one, and just after. */
  previous: blogLinkSchema.nullable(),
  next: blogLinkSchema.nullable(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;
