import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { loadSharp } from '../../storage/sharp.ts';
import type { z } from 'zod';
import type {
  AdminEvent,
  AdminEventRegistration,
  AdminEventSummary,
  List,
  LocalizedText,
  adminEventInputSchema,
} from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { eventRegistrations, events, type StoredImage } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import { accepted, refused, type Checked } from '../../refusal.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { readSiteFile } from '../../storage/site-files.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { recordChange } from '../audit/audit.service.ts';
import { eventUrls } from './events.service.ts';
import * as repository from './events.repository.ts';

/**
 * The back-office's events (issue 18 item 6). Writes are audited; the events table's trigger drops the kept list
 * and pages (migration 0025), and the timer of event starts is armed again on that change.
 */

type EventInput = z.output<typeof adminEventInputSchema>;
type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

export const adminEventListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    start: { type: 'date', sortable: true },
    isPublished: { type: 'boolean' },
  },
  defaultNbItem: 50,
  defaultOrderBy: '-start',
};

const summaryOf = (row: EventRow, now: Date): AdminEventSummary => ({
  id: row.id,
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  capacity: row.capacity,
  seatsTaken: row.seatsTaken,
  isPublished: row.isPublished,
  isPast: row.startsAt.getTime() <= now.getTime(),
});

const present = (ctx: RequestContext, row: EventRow, now = new Date()): AdminEvent => ({
  ...summaryOf(row, now),
  slug: row.slug,
  summary: row.summary,
  description: row.description,
  place: row.place,
  price: row.price,
  image: row.image?.file ?? null,
  imageUrl: row.image ? siteFileUrl(ctx.siteId, row.image.file) : null,
  url: eventUrls(row).fr_FR,
});

const whereId = (ctx: RequestContext, id: number) => and(eq(events.siteId, ctx.siteId), eq(events.id, id));

export async function listAdminEvents(ctx: RequestContext, query: ListQuery): Promise<List<AdminEventSummary>> {
  const columns: ListColumns = {
    id: events.id,
    title: localizedSql(events.title, ctx.locale),
    start: events.startsAt,
    isPublished: events.isPublished,
  };
  const where = listWhere(eq(events.siteId, ctx.siteId), query, columns);
  const page = await listPage(
    ctx.db
      .select()
      .from(events)
      .where(where)
      .orderBy(...listOrderBy(query, columns, events.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(events).where(where),
  );
  const now = new Date();
  return { total: page.total, items: page.items.map((row) => summaryOf(row, now)) };
}

async function requireEvent(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(events).where(whereId(ctx, id));
  if (!row) throw notFound('Event', id);
  return row;
}

export async function getAdminEvent(ctx: RequestContext, id: number): Promise<AdminEvent> {
  return present(ctx, await requireEvent(ctx, id));
}

const slugOf = (title: LocalizedText): LocalizedText => {
  const fr = slugify(title.fr_FR) || 'evenement';
  return { fr_FR: fr, en: (title.en && slugify(title.en)) || fr };
};

/** The picture of the site storage with its own size, its text the event's title; null when it is not one. */
async function imageOf(store: FileStore, siteId: number, file: string, title: LocalizedText) {
  const content = await readSiteFile(store, siteId, 'public', file);
  if (!content) return null;
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(content).metadata();
    if (!metadata.width || !metadata.height) return null;
    return { file, alt: title, width: metadata.width, height: metadata.height, focalPoint: null } satisfies StoredImage;
  } catch {
    return null;
  }
}

async function valuesOf(ctx: RequestContext, store: FileStore, input: EventInput, current: EventRow | null) {
  let image: StoredImage | null = null;
  if (input.image) {
    image =
      current?.image?.file === input.image
        ? { ...current.image, alt: input.title }
        : await imageOf(store, ctx.siteId, input.image, input.title);
    if (!image) return null;
  }
  return {
    title: input.title,
    slug: slugOf(input.title),
    summary: input.summary,
    description: input.description,
    place: input.place,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    capacity: input.capacity,
    price: input.price,
    image,
    isPublished: input.isPublished,
  };
}

const badImage = () => refused([{ field: 'image', code: 'FIELD_INVALID' }]);

export async function createEvent(
  ctx: RequestContext,
  store: FileStore,
  input: EventInput,
): Promise<Checked<AdminEvent>> {
  const values = await valuesOf(ctx, store, input, null);
  if (!values) return badImage();
  return accepted(
    await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      const [row] = await db
        .insert(events)
        .values({ siteId: ctx.siteId, ...values })
        .returning();
      const event = present(tx, row!);
      await recordChange(tx, {
        action: 'event.create',
        entity: 'event',
        entityId: event.id,
        before: null,
        after: event,
      });
      return event;
    }),
  );
}

export async function updateEvent(
  ctx: RequestContext,
  store: FileStore,
  id: number,
  input: EventInput,
): Promise<Checked<AdminEvent>> {
  const before = await requireEvent(ctx, id);
  const values = await valuesOf(ctx, store, input, before);
  if (!values) return badImage();
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.select().from(events).where(whereId(tx, id)).for('update');
    if (!current) throw notFound('Event', id);
    // Seats already taken stay taken: the capacity cannot go under them.
    if (values.capacity < current.seatsTaken) {
      return refused([{ field: 'capacity', code: 'FIELD_TOO_SMALL', params: { minimum: current.seatsTaken } }]);
    }
    const [row] = await db.update(events).set(values).where(whereId(tx, id)).returning();
    const event = present(tx, row!);
    await recordChange(tx, {
      action: 'event.update',
      entity: 'event',
      entityId: id,
      before: present(tx, current),
      after: event,
    });
    return accepted(event);
  });
}

/** An event to come with people registered is not deleted: they would not know. Cancel them first, or hide it. */
export function deleteEvent(ctx: RequestContext, id: number, now = new Date()) {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.select().from(events).where(whereId(tx, id)).for('update');
    if (!current) throw notFound('Event', id);
    if (current.seatsTaken > 0 && current.startsAt > now)
      throw new AppError('CONFLICT', 'ADMIN_EVENT_HAS_REGISTRATIONS');
    await db.delete(events).where(whereId(tx, id));
    await recordChange(tx, {
      action: 'event.delete',
      entity: 'event',
      entityId: id,
      before: present(tx, current),
      after: null,
    });
    return { id };
  });
}

// ─── registrations ───

const presentRegistration = (row: RegistrationRow): AdminEventRegistration => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  seats: row.seats,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

const registrationsOf = (ctx: RequestContext, eventId: number) =>
  ctx.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.siteId, ctx.siteId), eq(eventRegistrations.eventId, eventId)))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));

export async function listRegistrations(ctx: RequestContext, eventId: number): Promise<AdminEventRegistration[]> {
  await requireEvent(ctx, eventId);
  return (await registrationsOf(ctx, eventId)).map(presentRegistration);
}

/** Excel reads a CSV as UTF-8 (accents intact) only when it starts with a byte order mark. */
const BOM = '\ufeff';

export async function exportRegistrations(ctx: RequestContext, eventId: number) {
  const event = await requireEvent(ctx, eventId);
  const rows = await registrationsOf(ctx, eventId);
  const english = ctx.locale === 'en';
  const paris = new Intl.DateTimeFormat(english ? 'en-GB' : 'fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  const header = english
    ? ['Name', 'E-mail', 'Phone', 'Seats', 'Registered on', 'Cancelled on']
    : ['Nom', 'E-mail', 'Téléphone', 'Places', 'Inscrit le', 'Annulé le'];
  const lines = rows.map((row) => [
    row.name,
    row.email,
    row.phone,
    row.seats,
    paris.format(row.createdAt),
    row.cancelledAt ? paris.format(row.cancelledAt) : '',
  ]);
  const csv = BOM + stringify([header, ...lines], { delimiter: ';', record_delimiter: 'windows' });
  return { filename: `evenement-${event.id}-inscriptions.csv`, csv };
}

/** Cancels a registration and gives its seats back, in one transaction; a second cancel changes nothing. */
export function cancelRegistration(ctx: RequestContext, eventId: number, id: number, now = new Date()) {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const where = and(
      eq(eventRegistrations.siteId, ctx.siteId),
      eq(eventRegistrations.eventId, eventId),
      eq(eventRegistrations.id, id),
    );
    const [current] = await db.select().from(eventRegistrations).where(where).for('update');
    if (!current) throw notFound('Event', `${eventId}/${id}`);
    if (current.cancelledAt) return presentRegistration(current);
    const [row] = await db
      .update(eventRegistrations)
      .set({ cancelledAt: now })
      .where(and(where, isNull(eventRegistrations.cancelledAt)))
      .returning();
    await repository.freeSeats(tx, eventId, current.seats);
    const after = presentRegistration(row!);
    await recordChange(tx, {
      action: 'event.registration.cancel',
      entity: 'eventRegistration',
      entityId: id,
      before: presentRegistration(current),
      after,
    });
    return after;
  });
}
