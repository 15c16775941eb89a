import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, rowId, siteId } from './columns.ts';
import { sites } from './site.ts';

/** Messages sent through the contact form (POST /message). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    mailId: integer('mail_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.createdAt)],
);

/**
 * Every mail the platform sends. Without SMTP_URL this table is the outbox the demo reads; with it,
 * `sentAt` or `error` tells what the SMTP server answered.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    delivered: boolean('delivered').notNull().default(false),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The order a mail is about (its confirmation, a status change…), so that the back-office lists them. */
    orderId: integer('order_id'),
    /** What the mail is, for the back-office: `order.confirmation`, `order.status.SHIPPED`, `order.notice`… */
    kind: text('kind'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index().on(t.siteId, t.createdAt),
    index('mail_outbox_order_idx').on(t.orderId, t.siteId),
  ],
);
