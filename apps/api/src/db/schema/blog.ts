import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredImage } from './catalogue.ts';
import { createdAt, localized, rowId, siteId, updatedAt } from './columns.ts';
import { sites } from './site.ts';

/**
 * The blog (SPEC §3 Blog folder content, issue 17): folders that nest, articles that belong to a folder. Texts
 * per language, French required (decision 003). Both tables announce their changes on 'site_changed' (the
 * blog's answers are kept by the answer cache; migration 0020).
 */
export const blogFolders = pgTable(
  'blog_folders',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    /** The folder it sits in; null for a top folder. */
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    slug: localized('slug').notNull(),
    name: localized('name').notNull(),
    description: localized('description'),
    image: jsonb('image').$type<StoredImage | null>(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.parentId], foreignColumns: [t.siteId, t.id] }).onDelete('cascade'),
    index('blog_folders_parent_idx').on(t.siteId, t.parentId, t.position),
  ],
);

export const blogArticles = pgTable(
  'blog_articles',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    folderId: integer('folder_id').notNull(),
    slug: localized('slug').notNull(),
    title: localized('title').notNull(),
    summary: localized('summary'),
    /** Rich text (HTML written in the back office); `<img src>` without a scheme or slash is a file of the site. */
    body: localized('body').notNull(),
    /** The illustration of its card and of the top of its page. */
    image: jsonb('image').$type<StoredImage | null>(),
    author: text('author'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.folderId], foreignColumns: [blogFolders.siteId, blogFolders.id] }).onDelete(
      'cascade',
    ),
    index('blog_articles_folder_idx').on(t.siteId, t.folderId, t.publishedAt),
    index('blog_articles_published_idx').on(t.siteId, t.publishedAt),
  ],
);
