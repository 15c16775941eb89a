import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { BlockIcon } from '@atelier/contract';
import type { StoredImage } from './catalogue.ts';
import { createdAt, localized, rowId, siteId, updatedAt } from './columns.ts';
import { sites } from './site.ts';

/**
 * What a site offers (SPEC §3 Service, §7 Services, issue 17): each service has a page of its own (the
 * "service/realisations page", styled by SERVICE_PAGE_STYLE) and tags, by which a page's services block picks
 * the ones it shows. Texts per language, French required (decision 003). The table announces its changes on
 * 'site_changed': its answers are kept by the answer cache (migration 0022).
 */
export const services = pgTable(
  'services',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    position: integer('position').notNull().default(0),
    slug: localized('slug').notNull(),
    title: localized('title').notNull(),
    /** The line of its card. */
    summary: localized('summary'),
    /** Rich text (HTML written in the back office); `<img src>` without a scheme or slash is a file of the site. */
    body: localized('body').notNull(),
    /** Its card's glyph, one of the blocks' icons. */
    icon: text('icon').$type<BlockIcon>(),
    image: jsonb('image').$type<StoredImage | null>(),
    /** Its realisations: pictures of work done, shown on its page. */
    gallery: jsonb('gallery').$type<StoredImage[]>().notNull().default([]),
    /** Plain codes ('fauteuils', 'ateliers'), not translated: a services block names the ones it shows. */
    tags: text('tags').array().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index('services_position_idx').on(t.siteId, t.position)],
);

/**
 * A popup a page opens over itself (SPEC §2 modal overlay, §3 Service popup, issue 17): shown once unless
 * `showOnEveryReload`; the visitor's browser remembers it was closed. A page names it with a `popup` block.
 */
export const popups = pgTable(
  'popups',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    title: localized('title').notNull(),
    /** Rich text (HTML written in the back office). */
    body: localized('body').notNull(),
    image: jsonb('image').$type<StoredImage | null>(),
    /** An optional button under the text: its label and its target per language. */
    linkLabel: localized('link_label'),
    linkUrl: localized('link_url'),
    showOnEveryReload: boolean('show_on_every_reload').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);
