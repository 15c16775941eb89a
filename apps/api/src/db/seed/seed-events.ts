import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { SITE_1_EVENTS } from './events-site1.ts';
import { SITE_2_EVENTS } from './events-site2.ts';
import { EVENT_IMAGE_HEIGHT, EVENT_IMAGE_WIDTH, type EventSeed } from './events-types.ts';

/** The sample sites' events (issue 17 item 5): the workshop's three workshops, the estate's tasting. */
export const SAMPLE_EVENTS: Record<number, EventSeed[]> = { 1: SITE_1_EVENTS, 2: SITE_2_EVENTS };

// Made once, on first use: a formatter's construction costs more than its use (a millisecond each).
let parisFormats: { date: Intl.DateTimeFormat; hour: Intl.DateTimeFormat } | undefined;

/** The instant of `HH:MM` in Paris, `inDays` days after `now`'s Paris date. */
export function parisTime(now: Date, inDays: number, time: string): Date {
  parisFormats ??= {
    date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }),
    hour: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }),
  };
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const day = new Date(now.getTime() + inDays * 24 * 60 * 60 * 1000);
  const [year, month, date] = parisFormats.date.format(day).split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, hours, minutes);
  // Paris is UTC+1 or UTC+2: read the offset at that moment and take it off.
  const parisHour = Number(parisFormats.hour.format(asUtc));
  const offsetHours = (parisHour - hours + 24) % 24;
  return new Date(asUtc - offsetHours * 60 * 60 * 1000);
}

/**
 * Writes the sample events of a site that has none yet, dated from `now` so that they are to come; a second
 * start writes nothing. Returns whether it wrote.
 */
export async function seedEvents(db: Db, siteId: number, now = new Date(), seeds = SAMPLE_EVENTS[siteId]) {
  if (!seeds?.length) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const existing = await tx.select({ id: t.events.id }).from(t.events).where(eq(t.events.siteId, siteId)).limit(1);
    if (existing.length > 0) return false;
    await tx.insert(t.events).values(
      seeds.map((seed) => {
        const startsAt = parisTime(now, seed.inDays, seed.time);
        return {
          siteId,
          slug: seed.slug,
          title: seed.title,
          summary: seed.summary,
          description: seed.description,
          place: seed.place,
          startsAt,
          endsAt: new Date(startsAt.getTime() + seed.durationMinutes * 60 * 1000),
          capacity: seed.capacity,
          seatsTaken: seed.seatsTaken ?? 0,
          price: seed.price,
          image: { ...seed.image, width: EVENT_IMAGE_WIDTH, height: EVENT_IMAGE_HEIGHT },
        };
      }),
    );
    return true;
  });
}
