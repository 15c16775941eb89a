import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  pickLocale,
  type eventRegisterSchema,
  type EventRegistered,
  type EventRegistration,
  type List,
  type Locale,
  type SiteEvent,
  type SizedImage,
} from '@atelier/contract';
import { AppError, notFound } from '../../errors.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext } from '../../context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { refused, type Checked } from '../../refusal.ts';
import { siteImage } from '../../storage/storage.ts';
import { localizedPath } from '../pages/pages.service.ts';
import { calendarFile } from './event-calendar.ts';
import * as repository from './events.repository.ts';
import type { EventRow } from './events.repository.ts';

type Register = z.output<typeof eventRegisterSchema>;
type Urls = { fr_FR: string; en: string };

// ─── addresses: /evenements/{slug}/{id}, /en/events/{slug}/{id}; the cancellation page beside them ───

const EVENTS_PATH: Record<Locale, string> = { fr_FR: 'evenements', en: 'events' };
const CANCEL_PATH: Record<Locale, string> = { fr_FR: 'evenements/annulation', en: 'events/cancel' };

export function eventUrls(row: Pick<EventRow, 'id' | 'slug'>): Urls {
  const path = (locale: Locale) =>
    localizedPath(`${EVENTS_PATH[locale]}/${pickLocale(row.slug, locale)}/${row.id}`, locale);
  return { fr_FR: path('fr_FR'), en: path('en') };
}

// ─── the answers' shapes ───

function sizedImage(ctx: RequestContext, image: StoredImage | null, fallbackAlt: string): SizedImage | null {
  const base = image ? siteImage(ctx.siteId, image.file, pickLocale(image.alt, ctx.locale) || fallbackAlt) : null;
  return base && image ? { ...base, width: image.width, height: image.height } : null;
}

/** An event has begun (so it is past for the list and closed to registration) once its start is reached. */
const hasBegun = (row: EventRow, now: Date) => row.startsAt.getTime() <= now.getTime();

function toEvent(ctx: RequestContext, row: EventRow, now: Date): SiteEvent {
  const title = pickLocale(row.title, ctx.locale);
  const urls = eventUrls(row);
  const freeSeats = Math.max(0, row.capacity - row.seatsTaken);
  return {
    id: row.id,
    slug: pickLocale(row.slug, ctx.locale),
    title,
    summary: pickLocale(row.summary, ctx.locale),
    description: pickLocale(row.description, ctx.locale),
    place: pickLocale(row.place, ctx.locale),
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    capacity: row.capacity,
    freeSeats,
    price: row.price,
    image: sizedImage(ctx, row.image, title),
    isPast: hasBegun(row, now),
    isFull: freeSeats === 0,
    url: urls[ctx.locale],
    urls,
  };
}

// ─── reads ───

/** SPEC §7 `GET /element/event`: the events still to come, soonest first. */
export async function listEvents(ctx: RequestContext, query: ListQuery, now = new Date()): Promise<List<SiteEvent>> {
  const { items, total } = await repository.findUpcomingEvents(ctx, query, now);
  return { items: items.map((row) => toEvent(ctx, row, now)), total };
}

/** SPEC §7 `GET /element/event/{id}`: a past event still answers (its page says registration is closed). */
export async function getEvent(ctx: RequestContext, id: number, now = new Date()): Promise<SiteEvent> {
  const row = await repository.findEvent(ctx, id);
  if (!row) throw notFound('Event', id);
  return toEvent(ctx, row, now);
}

// ─── registration ───

/** Why seats could not be taken, read from the event as it is now. */
function refusalOf(row: EventRow, seats: number, now: Date): Checked<never> {
  if (hasBegun(row, now)) throw new AppError('CONFLICT', 'EVENT_PAST');
  const free = Math.max(0, row.capacity - row.seatsTaken);
  if (free === 0) throw new AppError('CONFLICT', 'EVENT_FULL');
  return refused([{ field: 'seats', code: 'EVENT_SEATS_LEFT', params: { free, asked: seats } }], 409);
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** "jeudi 3 décembre 2026, 14:00 – 17:00" in the workshop's time zone. */
function whenText(row: EventRow, locale: Locale): string {
  const tag = locale === 'en' ? 'en-GB' : 'fr-FR';
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'Europe/Paris' });
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'Europe/Paris' });
  return `${day.format(row.startsAt)}, ${time.format(row.startsAt)} – ${time.format(row.endsAt)}`;
}

export interface RegistrationLinks {
  mailer: Mailer;
  /** scheme://host of the storefront the mailed links open. */
  origin: string;
}

/**
 * Takes the seats and records who took them in one transaction (seats are never taken for a registration that
 * is not written), then mails the confirmation with the event's .ics and the cancellation link.
 */
export async function register(
  ctx: RequestContext,
  eventId: number,
  payload: Register,
  links: RegistrationLinks,
  now = new Date(),
): Promise<Checked<EventRegistered>> {
  const current = await repository.findEvent(ctx, eventId);
  if (!current) throw notFound('Event', eventId);
  const token = randomBytes(32).toString('base64url');
  const outcome = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const event = await repository.takeSeats(txCtx, eventId, payload.seats, now);
    if (!event) return null;
    const registration = await repository.insertRegistration(txCtx, {
      eventId,
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      seats: payload.seats,
      locale: ctx.locale,
      tokenHash: tokenHash(token),
    });
    return { event, registration };
  });
  if (!outcome) {
    const latest = await repository.findEvent(ctx, eventId);
    if (!latest) throw notFound('Event', eventId);
    return refusalOf(latest, payload.seats, now);
  }
  const { event, registration } = outcome;
  const answer = toEvent(ctx, event, now);
  const eventLink = `${links.origin}${answer.url}`;
  const cancelLink = `${links.origin}${localizedPath(CANCEL_PATH[ctx.locale], ctx.locale)}?token=${token}`;
  const ics = calendarFile({
    uid: `event-${ctx.siteId}-${event.id}-registration-${registration.id}@${new URL(links.origin).hostname}`,
    start: event.startsAt,
    end: event.endsAt,
    stamp: now,
    summary: answer.title,
    location: answer.place,
    url: eventLink,
  });
  await links.mailer.sendTemplate(
    ctx,
    payload.email,
    links.origin,
    {
      kind: 'eventRegistered',
      name: payload.name,
      title: answer.title,
      when: whenText(event, ctx.locale),
      place: answer.place,
      seats: registration.seats,
      link: eventLink,
      cancelLink,
    },
    [{ filename: `${answer.slug}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  );
  return { ok: true, value: { registrationId: registration.id, seats: registration.seats, event: answer } };
}

// ─── cancellation (the mailed link opens a page; its button POSTs the token) ───

async function registrationOfToken(ctx: RequestContext, token: string) {
  const found = await repository.findRegistrationByToken(ctx, tokenHash(token));
  if (!found) throw new AppError('NOT_FOUND', 'EVENT_TOKEN_INVALID');
  return found;
}

const toRegistration = (
  ctx: RequestContext,
  found: { registration: repository.RegistrationRow; event: EventRow },
  cancelled: boolean,
  now: Date,
): EventRegistration => ({
  name: found.registration.name,
  seats: found.registration.seats,
  cancelled,
  event: toEvent(ctx, found.event, now),
});

/** The registration of a cancellation link, for the page that asks to confirm. */
export async function registrationOf(ctx: RequestContext, token: string, now = new Date()) {
  const found = await registrationOfToken(ctx, token);
  return toRegistration(ctx, found, found.registration.cancelledAt !== null, now);
}

/** Cancels once and frees the seats in the same transaction; a second cancel answers the same, frees nothing. */
export async function cancel(ctx: RequestContext, token: string, now = new Date()): Promise<EventRegistration> {
  const found = await registrationOfToken(ctx, token);
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (await repository.markCancelled(txCtx, found.registration.id, now)) {
      await repository.freeSeats(txCtx, found.registration.eventId, found.registration.seats);
    }
  });
  const event = await repository.findEvent(ctx, found.registration.eventId);
  return toRegistration(ctx, { registration: found.registration, event: event ?? found.event }, true, now);
}
