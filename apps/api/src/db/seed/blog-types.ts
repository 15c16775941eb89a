import type { LocalizedText } from '@atelier/contract';

/** Every blog illustration is drawn at this size by apps/api/seed-assets/draw-blog.ts (3:2). */
export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 800;

/** An illustration of the site's storage: `blog/<name>.svg`, shipped in apps/api/seed-assets/site-<id>/. */
export interface BlogImageSeed {
  file: string;
  alt: LocalizedText;
}

export interface BlogArticleSeed {
  slug: LocalizedText;
  title: LocalizedText;
  summary: LocalizedText;
  /** Rich text; an `<img src="blog/…">` is a file of the site's storage (the API makes it a URL). */
  body: LocalizedText;
  image: BlogImageSeed;
  author: string;
  /** ISO date and time, Paris time written out (`2026-03-14T09:00:00+01:00`). */
  publishedAt: string;
  isPublished?: boolean;
}

export interface BlogFolderSeed {
  slug: LocalizedText;
  name: LocalizedText;
  description: LocalizedText;
  image: BlogImageSeed;
  articles: BlogArticleSeed[];
  children?: BlogFolderSeed[];
}

/** A text in both languages. */
export const t = (fr_FR: string, en: string): LocalizedText => ({ fr_FR, en });
