import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  boolean,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredImage } from './catalogue.ts';
import { createdAt, localized, rowId, siteId } from './columns.ts';
import { sites } from './site.ts';

/**
 * Events with registration (SPEC §7 Elements, route `event`; issue 17 item 5). An event holds its capacity and
 * the seats taken: a registration takes its seats with one guarded UPDATE (events.repository.ts), and the
 * CHECK keeps the count within the capacity whatever arrives at once. The table announces its changes on
 * 'site_changed' (migration 0022), so the kept list and detail answers show the new free seats.
 */
export const events = pgTable(
  'events',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    slug: localized('slug').notNull(),
    title: localized('title').notNull(),
    summary: localized('summary'),
    /** Rich text written in the back office. */
    description: localized('description').notNull(),
    /** The place's name and address, as the page and the calendar file show it. */
    place: localized('place').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Cents per seat, tax included; null when free. */
    price: integer('price'),
    image: jsonb('image').$type<StoredImage | null>(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('events_starts_idx').on(t.siteId, t.startsAt),
    check('events_seats_within_capacity', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.capacity}`),
    check('events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * A visitor's registration: who, how many seats, and the hash of the token of the mailed cancellation link.
 * Not read by any kept answer (the seats taken are on `events`), so it has no change trigger.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    eventId: integer('event_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    seats: integer('seats').notNull(),
    locale: text('locale').notNull(),
    /** sha256 of the cancellation link's token (the token itself is only in the mail). */
    tokenHash: text('token_hash').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.eventId], foreignColumns: [events.siteId, events.id] }).onDelete('cascade'),
    uniqueIndex('event_registrations_token_idx').on(t.siteId, t.tokenHash),
    index('event_registrations_event_idx').on(t.siteId, t.eventId),
    check('event_registrations_seats_positive', sql`${t.seats} > 0`),
  ],
);
