import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, localized, rowId, siteId, updatedAt } from './columns.ts';
import { sites } from './site.ts';
import { users } from './accounts.ts';

/**
 * Newsletter lists of a site (issue 5 item 4): a site may run several (news of the workshop, offers…);
 * the default one is what the footer form and the registration box subscribe to.
 */
export const newsletterLists = pgTable(
  'newsletter_lists',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    name: localized('name').notNull(),
    description: localized('description'),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

/**
 * One address on one list. A visitor's subscription waits for the link mailed to the address (double
 * opt-in: only the SHA-256 of the token is kept); a logged user's takes effect at once. Unsubscribing keeps
 * the row with `unsubscribedAt` (proof of consent and of its withdrawal).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    siteId: siteId(),
    id: rowId(),
    listId: integer('list_id').notNull(),
    /** Trimmed and lowercased. */
    email: text('email').notNull(),
    userId: integer('user_id'),
    locale: text('locale').notNull().default('fr_FR'),
    status: text('status', { enum: ['PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('newsletter_subscriptions_list_email_key').on(t.siteId, t.listId, t.email),
    uniqueIndex('newsletter_subscriptions_token_key').on(t.siteId, t.confirmTokenHash),
    index('newsletter_subscriptions_user_idx').on(t.siteId, t.userId),
    foreignKey({
      columns: [t.siteId, t.listId],
      foreignColumns: [newsletterLists.siteId, newsletterLists.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete('cascade'),
  ],
);
