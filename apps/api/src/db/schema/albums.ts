import { boolean, index, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@atelier/contract';
import { createdAt, localized, rowId, siteId, updatedAt } from './columns.ts';
import { sites } from './site.ts';

/**
 * One picture or video of an album, a file of the site's storage (`albums/atelier.svg`, `albums/sangles.mp4`);
 * whether it is a video is told by its extension (SPEC §5 media type). Width and height are the file's own,
 * so the pages reserve its place before it loads.
 */
export interface StoredAlbumMedia {
  file: string;
  alt: LocalizedText;
  width: number;
  height: number;
  /** A video's still, a picture of the site's storage shown before it plays. */
  poster?: string | null;
}

/**
 * Albums (SPEC §3 album, §7 Albums, issue 17): a titled, ordered set of pictures and videos. The media are a
 * JSON list in the row (an album has tens of them, always read whole, like a product's images). The table
 * announces its changes on 'site_changed' (the album calls are kept by the answer cache; migration 0022).
 */
export const albums = pgTable(
  'albums',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    position: integer('position').notNull().default(0),
    slug: localized('slug').notNull(),
    title: localized('title').notNull(),
    description: localized('description'),
    media: jsonb('media').$type<StoredAlbumMedia[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index('albums_position_idx').on(t.siteId, t.position)],
);
