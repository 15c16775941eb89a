import { z } from '../zod.ts';
import { localizedInput, optionalLocalizedInput } from '../admin-catalogue.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { localizedTextSchema } from '../locale.ts';
import { sitePathSchema } from './admin-albums.ts';
import { listQuery } from './list-call.ts';

/**
 * The back-office's events (issue 18 item 6): dates, place, seats, texts in both languages, the picture (a path
 * from `POST /admin/media`), and the registrations with their export and the cancellation of one.
 */

const MAX_INT = 2_147_483_647;
const idSchema = z.coerce.number().int().positive().max(MAX_INT);
const byId = z.object({ id: idSchema });
const registrationParams = z.object({ id: idSchema, idRegistration: idSchema });
const tags = ['events', 'admin'];

export const adminEventSummarySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  isPublished: z.boolean(),
  isPast: z.boolean(),
});
export type AdminEventSummary = z.infer<typeof adminEventSummarySchema>;

export const adminEventSchema = adminEventSummarySchema.extend({
  slug: localizedTextSchema,
  summary: localizedTextSchema.nullable(),
  description: localizedTextSchema,
  place: localizedTextSchema,
  /** Cents per seat, tax included; null when free. */
  price: z.number().int().nullable(),
  /** The picture's site storage path and its address. */
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  url: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventInputSchema = z
  .object({
    title: localizedInput(200),
    summary: optionalLocalizedInput(500),
    description: localizedInput(20_000),
    place: localizedInput(500),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    capacity: z.number().int().min(1).max(100_000),
    price: z.number().int().min(0).max(100_000_000).nullable().default(null),
    image: sitePathSchema.nullable().default(null),
    isPublished: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (Date.parse(input.endsAt) < Date.parse(input.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends before it starts' });
    }
  });
export type AdminEventInput = z.input<typeof adminEventInputSchema>;

export const adminEventRegistrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  seats: z.number().int(),
  locale: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type AdminEventRegistration = z.infer<typeof adminEventRegistrationSchema>;

export const adminEventsEndpoints = {
  adminEvents: endpoint({
    method: 'GET',
    path: '/admin/event',
    summary: 'The events of the site, past and to come, published or not (admin); latest start first',
    tags,
    query: listQuery,
    data: listSchema(adminEventSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminEvent: endpoint({
    method: 'GET',
    path: '/admin/event/:id',
    summary: 'An event with its texts in both languages (admin)',
    tags,
    params: byId,
    data: adminEventSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreateEvent: endpoint({
    method: 'POST',
    path: '/admin/event',
    summary: 'Adds an event (admin); its address is made from its titles',
    tags,
    body: adminEventInputSchema,
    data: adminEventSchema,
    refusals: [400, 401, 403],
  }),
  adminUpdateEvent: endpoint({
    method: 'PUT',
    path: '/admin/event/:id',
    summary: 'Saves an event (admin); 400 for fewer seats than are taken',
    tags,
    params: byId,
    body: adminEventInputSchema,
    data: adminEventSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteEvent: endpoint({
    method: 'DELETE',
    path: '/admin/event/:id',
    summary:
      'Deletes an event (admin); 409 while people are registered to it and it is to come: cancel them first, or hide it',
    tags,
    params: byId,
    data: z.object({ id: z.number().int() }),
    refusals: [400, 401, 403, 404, 409],
  }),
  adminEventRegistrations: endpoint({
    method: 'GET',
    path: '/admin/event/:id/registration',
    summary: "An event's registrations, cancelled ones included, oldest first (admin)",
    tags,
    params: byId,
    data: z.array(adminEventRegistrationSchema),
    refusals: [400, 401, 403, 404],
  }),
  /** A CSV download, not an envelope: the panel links to its URL. */
  adminEventRegistrationsExport: endpoint({
    method: 'GET',
    path: '/admin/event/:id/registration/export',
    summary: "An event's registrations as a CSV file (admin): UTF-8 with a BOM, semicolons",
    tags,
    params: byId,
    data: null,
    refusals: [400, 401, 403, 404],
  }),
  adminCancelEventRegistration: endpoint({
    method: 'POST',
    path: '/admin/event/:id/registration/:idRegistration/cancel',
    summary: 'Cancels a registration (admin) and frees its seats; cancelling it again changes nothing',
    tags,
    params: registrationParams,
    data: adminEventRegistrationSchema,
    refusals: [400, 401, 403, 404],
  }),
};
