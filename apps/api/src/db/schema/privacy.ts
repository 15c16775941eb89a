import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CONSENT_KINDS } from '@atelier/contract';
import { createdAt, rowId, siteId } from './columns.ts';
import { sites } from './site.ts';
import { users } from './accounts.ts';

/**
 * Every consent choice a visitor made (issue 20 item 7): the cookie banner's answer, a newsletter opt-in or
 * withdrawal, a form's consent box; never changed, never deleted (the proof of consent). Who: the account when
 * logged, else the anonymous id the banner keeps in its cookie. What was shown: `textVersion`, the legal text's
 * version (`legal:PRIVACY_POLICY:12`) or the hash of the banner's text (`banner:fr:…`).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    userId: integer('user_id'),
    anonymousId: text('anonymous_id'),
    /** What was accepted: the cookie categories, the newsletter lists' ids; empty when everything was refused. */
    choices: jsonb('choices').$type<string[]>().notNull(),
    textVersion: text('text_version').notNull(),
    locale: text('locale').notNull().default('fr_FR'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('consent_records_user_idx').on(t.siteId, t.userId),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete('cascade'),
  ],
);
