import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import { eventRegistrations, events } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** The columns of the event list's fields (the fields: eventListSpec, with its endpoint in the contract). */
const eventColumns = (locale: Locale): ListColumns => ({
  id: events.id,
  title: localizedSql(events.title, locale),
  start: events.startsAt,
  price: events.price,
});

/** The site's published events that have not begun yet, filtered and paged. */
export function findUpcomingEvents(ctx: RequestContext, query: ListQuery, now: Date) {
  const columns = eventColumns(ctx.locale);
  const tenant = and(eq(events.siteId, ctx.siteId), eq(events.isPublished, true), gt(events.startsAt, now))!;
  const where = listWhere(tenant, query, columns);
  return listPage(
    ctx.db
      .select()
      .from(events)
      .where(where)
      .orderBy(...listOrderBy(query, columns, events.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(events).where(where),
  );
}

/** One published event of the site, past or not, or null. */
export async function findEvent(ctx: RequestContext, id: number): Promise<EventRow | null> {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.siteId, ctx.siteId), eq(events.id, id), eq(events.isPublished, true)));
  return rows[0] ?? null;
}

/**
 * Takes `seats` at an event in one statement: the row is updated only while the seats still fit and the event
 * has not begun, so concurrent registrations can never take more than the capacity (the UPDATE locks the row;
 * a waiting one re-reads it on PostgreSQL, and PGlite runs one statement at a time). Null when refused.
 */
export async function takeSeats(ctx: RequestContext, eventId: number, seats: number, now: Date) {
  const rows = await ctx.db
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + ${seats}` })
    .where(
      and(
        eq(events.siteId, ctx.siteId),
        eq(events.id, eventId),
        eq(events.isPublished, true),
        gt(events.startsAt, now),
        sql`${events.seatsTaken} + ${seats} <= ${events.capacity}`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Gives back the seats of a cancelled registration. */
export async function freeSeats(ctx: RequestContext, eventId: number, seats: number) {
  await ctx.db
    .update(events)
    .set({ seatsTaken: sql`greatest(${events.seatsTaken} - ${seats}, 0)` })
    .where(and(eq(events.siteId, ctx.siteId), eq(events.id, eventId)));
}

export async function insertRegistration(
  ctx: RequestContext,
  values: Omit<typeof eventRegistrations.$inferInsert, 'siteId' | 'id'>,
): Promise<RegistrationRow> {
  const [row] = await ctx.db
    .insert(eventRegistrations)
    .values({ ...values, siteId: ctx.siteId })
    .returning();
  return row!;
}

/** The site's registration of a cancellation link's token hash, with its event, or null. */
export async function findRegistrationByToken(ctx: RequestContext, tokenHash: string) {
  const rows = await ctx.db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, and(eq(events.siteId, eventRegistrations.siteId), eq(events.id, eventRegistrations.eventId)))
    .where(and(eq(eventRegistrations.siteId, ctx.siteId), eq(eventRegistrations.tokenHash, tokenHash)));
  return rows[0] ?? null;
}

/** Marks a registration cancelled once; false when it already was (a second click frees nothing). */
export async function markCancelled(ctx: RequestContext, registrationId: number, now: Date): Promise<boolean> {
  const rows = await ctx.db
    .update(eventRegistrations)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(eventRegistrations.siteId, ctx.siteId),
        eq(eventRegistrations.id, registrationId),
        isNull(eventRegistrations.cancelledAt),
      ),
    )
    .returning({ id: eventRegistrations.id });
  return rows.length > 0;
}

// The timer of event starts (event-starts.ts) reads every site's events: it has no visitor's site, and drops
// the caches of the sites it finds.

/** The soonest start after `after`, every site's published events. */
export async function nextEventStart(db: Db, after: Date): Promise<Date | null> {
  const rows = await db
    .select({ startsAt: events.startsAt })
    .from(events)
    .where(and(gt(events.startsAt, after), eq(events.isPublished, true)))
    .orderBy(asc(events.startsAt))
    .limit(1);
  return rows[0]?.startsAt ?? null;
}

/** The sites with a published event beginning in (from, to]. */
export async function sitesWithEventsStarting(db: Db, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ siteId: events.siteId })
    .from(events)
    .where(and(gt(events.startsAt, from), lte(events.startsAt, to), eq(events.isPublished, true)));
  return rows.map((row) => row.siteId);
}
