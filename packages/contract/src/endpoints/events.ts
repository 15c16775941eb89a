import { z } from '../zod.ts';
import {
  eventCancelTokenSchema,
  eventRegisteredSchema,
  eventRegisterSchema,
  eventRegistrationSchema,
  eventSchema,
} from '../events.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { listQuerySchema, type ListSpec } from '../list-query.ts';

const tags = ['events'];
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The fields of the event list (SPEC §7 list language). */
const eventListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    start: { type: 'date', sortable: true },
    price: { type: 'integer', sortable: true },
  },
  // SPEC §9: element lists show 24 per page.
  defaultNbItem: 24,
  defaultOrderBy: 'start',
};

/**
 * SPEC §7 Elements for the route `event` (issue 17 item 5): these static paths take precedence over the
 * content module's `/element/:route` ones, so the event route answers typed events (dates, seats, price)
 * rather than a free `data` object.
 */
export const eventsEndpoints = {
  events: endpoint({
    method: 'GET',
    path: '/element/event',
    summary: 'The upcoming events (past ones are left out), soonest first, 24 a page',
    tags,
    query: listQuerySchema(eventListSpec),
    data: listSchema(eventSchema),
    refusals: [400],
  }),
  event: endpoint({
    method: 'GET',
    path: '/element/event/:id',
    summary: 'One event, past ones included (isPast: registration closed), with its free seats',
    tags,
    params: z.object({ id }),
    data: eventSchema,
    refusals: [400, 404],
  }),
  registerToEvent: endpoint({
    method: 'POST',
    path: '/element/event/:id/register',
    summary:
      'Takes seats at an event (never more than its capacity, whatever arrives at once) and mails a ' +
      'confirmation with an .ics calendar file and a cancellation link. A past or full event, or more seats ' +
      'than are free, is a 409 saying so',
    tags,
    params: z.object({ id }),
    body: eventRegisterSchema,
    data: eventRegisteredSchema,
    refusals: [400, 404, 409, 429],
  }),
  eventRegistration: endpoint({
    method: 'POST',
    path: '/element/event/registration',
    summary:
      'The registration of a mailed cancellation link (its token in the body, never in a URL the logs keep), ' +
      'for the page that asks to confirm the cancellation',
    tags,
    body: eventCancelTokenSchema,
    data: eventRegistrationSchema,
    refusals: [400, 404, 429],
  }),
  cancelEventRegistration: endpoint({
    method: 'POST',
    path: '/element/event/registration/cancel',
    summary: 'Cancels the registration of a mailed link and frees its seats (a second cancel changes nothing)',
    tags,
    body: eventCancelTokenSchema,
    data: eventRegistrationSchema,
    refusals: [400, 404, 429],
  }),
};
