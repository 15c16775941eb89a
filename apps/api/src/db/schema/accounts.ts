import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@atelier/contract';
import { createdAt, rowId, siteId, updatedAt } from './columns.ts';
import { sites } from './site.ts';

/**
 * Customer and staff accounts of a site (issue 5). The e-mail is stored trimmed and lowercased, so the
 * unique key is case-insensitive. A deleted account stays as an anonymised row (orders keep their customer).
 */
export const users = pgTable(
  'users',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    email: text('email').notNull(),
    /** Argon2id (PHC string); null once the account is deleted. */
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    /** E.164; empty once the account is deleted. */
    phone: text('phone').notNull().default(''),
    birthdate: date('birthdate', { mode: 'string' }),
    role: text('role', { enum: USER_ROLES }).notNull().default('CUSTOMER'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    newsletter: boolean('newsletter').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The account's last login or use of a session, written at most once a day (session.ts): what the inactive
     * accounts' job reads (issue 20 item 7, modules/privacy/inactive-accounts.ts).
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the account was told it will be anonymised for inactivity; a login clears it. */
    inactivityNoticeAt: timestamp('inactivity_notice_at', { withTimezone: true }),
    /**
     * The language the customer last used (registration, login, a session's daily touch): the mails sent without
     * their request (the inactivity notice) are written in it; null for accounts older than it (the site's default).
     */
    locale: text('locale'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('users_site_email_key').on(t.siteId, t.email),
    // The inactive accounts' job looks across every site by the last activity (decision 002's exception: a job).
    index('users_last_seen_idx')
      .on(t.lastSeenAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Login sessions: only the SHA-256 of the bearer token is kept, so a database leak gives no session. */
export const sessions = pgTable(
  'sessions',
  {
    siteId: siteId(),
    id: rowId(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('sessions_site_token_key').on(t.siteId, t.tokenHash),
    index('sessions_site_user_idx')
      .on(t.siteId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * Password reset links (issue 5 item 3): only the SHA-256 of the token is kept; a link works once
 * (`usedAt`) and for one hour (`expiresAt`), on its own site only.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    siteId: siteId(),
    id: rowId(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('password_resets_site_token_key').on(t.siteId, t.tokenHash),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete('cascade'),
  ],
);
