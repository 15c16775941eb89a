import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowId, siteId, updatedAt } from './columns.ts';
import { sites } from './site.ts';

/**
 * Customers' reviews of a site (SPEC §7 `GET /google/reviews`, issue 17 item 8): written once by their author in
 * one language, so the text is not per language; `lang` says which. Imported from a provider (Google Places) and
 * upserted by the provider's own id, so a second import updates rather than duplicates. Announces its changes on
 * 'site_changed' (the reviews call is kept by the answer cache; migration 0022).
 */
export const reviews = pgTable(
  'reviews',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    /** Where it comes from: 'google', or 'sample' for the sample sites' reviews. */
    source: text('source').notNull(),
    /** The provider's id of the review (Google: the review's resource name). */
    externalId: text('external_id').notNull(),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    author: text('author').notNull(),
    text: text('text').notNull().default(''),
    /** The language of the text ('fr', 'en', …) when the provider tells it. */
    lang: text('lang'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Hidden by the site's administrator (issue 18): left out of the storefront's list and average; an import keeps it. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('reviews_external_idx').on(t.siteId, t.source, t.externalId),
    index('reviews_published_idx').on(t.siteId, t.publishedAt),
  ],
);
