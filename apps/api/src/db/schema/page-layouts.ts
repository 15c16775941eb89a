import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PageBlock } from '@atelier/contract';
import { rowId, siteId } from './columns.ts';
import { pages } from './content.ts';
import { sites } from './site.ts';

/**
 * A page's layouts beside its live blocks (`pages.blocks`, what the storefront reads): at most one DRAFT per page
 * (the editor's saves, its id stable) and the VERSIONs published before, each with who and when. Publishing copies
 * the draft into `pages.blocks` and records a version; the storefront never reads this table.
 */
export const pageLayouts = pgTable(
  'page_layouts',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    pageId: integer('page_id').notNull(),
    kind: text('kind', { enum: ['DRAFT', 'VERSION'] }).notNull(),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull(),
    /** layoutHash(serializeLayout(blocks)) (contract admin-pages.ts). */
    hash: text('hash').notNull(),
    /** Storage path of the layout's preview picture, shown in the page tree. */
    previewPath: text('preview_path'),
    /** The administrator who saved it (users.id of the site; no foreign key: the layout outlives the account). */
    savedBy: integer('saved_by'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.pageId], foreignColumns: [pages.siteId, pages.id] }).onDelete('cascade'),
    uniqueIndex('page_layouts_one_draft_key')
      .on(t.siteId, t.pageId)
      .where(sql`${t.kind} = 'DRAFT'`),
    index('page_layouts_page_idx').on(t.siteId, t.pageId, t.kind, t.publishedAt),
  ],
);
export type PageLayoutRow = typeof pageLayouts.$inferSelect;
