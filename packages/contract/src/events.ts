import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from './zod.ts';
import { emailSchema } from './accounts.ts';
import { sizedImageSchema } from './catalogue.ts';

/**
 * Events with registration (SPEC §7 Elements, the element route `event`; issue 17 item 5). An event's page is
 * `/evenements/{slug}/{id}` (`/en/events/{slug}/{id}` in English). An event is past once it has begun: it leaves
 * the list, its page still answers and says so, and it takes no more registrations.
 */

/** The most seats one registration may take. */
export const EVENT_MAX_SEATS_PER_REGISTRATION = 10;

const urlsSchema = z.object({ fr_FR: z.string(), en: z.string() });

/** An event in a list (its card) and on its page. */
export const eventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  /** Rich text (HTML written in the back office). */
  description: z.string(),
  /** The place's name and address. */
  place: z.string(),
  /** ISO 8601 instants. */
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  freeSeats: z.number().int(),
  /** Cents per seat, tax included; null when free. */
  price: z.number().int().nullable(),
  image: sizedImageSchema.nullable(),
  /** It has begun: registration is closed. */
  isPast: z.boolean(),
  /** No seat left. */
  isFull: z.boolean(),
  url: z.string(),
  urls: urlsSchema,
});
export type SiteEvent = z.infer<typeof eventSchema>;

/** POST /element/event/{id}/register. */
export const eventRegisterSchema = z.object({
  name: z.string().trim().min(2).max(100),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .refine((phone) => isValidPhoneNumber(phone, 'FR'), { message: 'Invalid phone number' }),
  seats: z.coerce.number().int().min(1).max(EVENT_MAX_SEATS_PER_REGISTRATION),
});
export type EventRegister = z.input<typeof eventRegisterSchema>;

/** The registration taken: its seats, and the event with its new free seats. */
export const eventRegisteredSchema = z.object({
  registrationId: z.number().int(),
  seats: z.number().int(),
  event: eventSchema,
});
export type EventRegistered = z.infer<typeof eventRegisteredSchema>;

/** The token of the mailed cancellation link (43 base64url characters). */
export const eventCancelTokenSchema = z.object({ token: z.string().trim().min(20).max(100) });
export type EventCancelToken = z.input<typeof eventCancelTokenSchema>;

/** What the cancellation page shows before the visitor confirms. */
export const eventRegistrationSchema = z.object({
  name: z.string(),
  seats: z.number().int(),
  cancelled: z.boolean(),
  event: eventSchema,
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;
