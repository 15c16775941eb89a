import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEventsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { checkedBody, type Checked } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import * as events from './admin-events.ts';

/** Every back-office answer is the administrator's own: never kept by a cache. */
async function admin(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/** The body of a form, every field's problem at once, once the role was checked. */
function formBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

const form = { attachValidation: true };

/** The back-office's events and their registrations (issue 18 item 6). */
export const eventsAdminRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, { fileStore }) => {
  route(
    app,
    { ...endpoints.adminEvents, query: listQuerySchema(events.adminEventListSpec) },
    async (request, reply) => {
      await admin(request, reply);
      return events.listAdminEvents(request.ctx, request.query);
    },
  );

  route(app, endpoints.adminEvent, async (request, reply) => {
    await admin(request, reply);
    return events.getAdminEvent(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateEvent, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateEvent.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await events.createEvent(request.ctx, fileStore, body.value));
  });

  route(app, endpoints.adminUpdateEvent, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateEvent.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await events.updateEvent(request.ctx, fileStore, request.params.id, body.value);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteEvent, async (request, reply) => {
    await admin(request, reply);
    return events.deleteEvent(request.ctx, request.params.id);
  });

  route(app, endpoints.adminEventRegistrations, async (request, reply) => {
    await admin(request, reply);
    return events.listRegistrations(request.ctx, request.params.id);
  });

  route(app, endpoints.adminEventRegistrationsExport, { produces: ['text/csv'] }, async (request, reply) => {
    await admin(request, reply);
    const file = await events.exportRegistrations(request.ctx, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.csv);
  });

  route(app, endpoints.adminCancelEventRegistration, async (request, reply) => {
    await admin(request, reply);
    return events.cancelRegistration(request.ctx, request.params.id, request.params.idRegistration);
  });
};
