import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId, siteId } from './columns.ts';
import { sites } from './site.ts';

/**
 * Every saved version of a site's legal texts (issue 18 item 5), never changed nor deleted: the newest of a key
 * is the live text, also written to its site_parameters row, which the storefront reads. An order records the
 * SALE_TERMS version its buyer accepted (orders.sale_terms_version_id).
 */
export const legalTextVersions = pgTable(
  'legal_text_versions',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    /** One of LEGAL_TEXT_KEYS: LEGAL_NOTICE, PRIVACY_POLICY, COOKIE_POLICY, SALE_TERMS, USE_TERMS. */
    key: text('key').notNull(),
    /** The HTML per language as written (placeholders not filled in); `en` absent when there is no English. */
    html: jsonb('html').$type<{ fr_FR: string; en?: string }>().notNull(),
    createdAt: createdAt(),
    /** The administrator who saved it; null for the first version, written with the site. */
    createdBy: integer('created_by'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index('legal_text_versions_key_idx').on(t.siteId, t.key, t.id)],
);
