import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
 * Where a mail of the outbox stands: `pending` waits for its next attempt (`nextAttemptAt`), `sending` is
 * claimed by one process until `claimedUntil`, `sent` and `failed` (its tries used up) are final, `kept` was
 * written without SMTP_URL and is never sent (the outbox is the demo's mailbox).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the platform sends. Without SMTP_URL this table is the outbox the demo reads; with it, the outbox
 * job (mail/outbox.ts) sends the due mails and retries a failure with back-off; `error` keeps the last reason.
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
    /** True once sent (status `sent`), for the back-office's list of an order's mails. */
    delivered: boolean('delivered').notNull().default(false),
    error: text('error'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    /** Attempts made so far, the one under way included. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A `sending` mail whose claim has run out (its process died) is due again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
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
    // The outbox job's scan, across sites: only the few mails not yet settled are in it.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The files joined to a mail of the outbox (a form's photos, an event's .ics, a quote's PDF), so that a mail
 * retried leaves with them. Deleted when the mail is sent or has failed for good: only the mails still waiting
 * hold theirs.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    siteId: siteId(),
    mailId: integer('mail_id').notNull(),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.mailId, t.position] }),
    foreignKey({ columns: [t.siteId, t.mailId], foreignColumns: [mailOutbox.siteId, mailOutbox.id] }).onDelete(
      'cascade',
    ),
  ],
);
