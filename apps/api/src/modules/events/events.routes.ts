import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { translate } from '../../i18n/api-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendError } from '../../plugins/errors.ts';
import { checkedBody } from '../../refusal.ts';
import * as service from './events.service.ts';

/** A rate-limited registration call: its 429 envelope says how long to wait. */
class RateLimited extends Error {
  readonly statusCode = 429;
  readonly minutes: number;

  constructor(ttlMs: number) {
    super('TOO_MANY_EVENT_REQUESTS');
    this.minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  }
}

const limited = (_request: FastifyRequest, context: { ttl: number }) => new RateLimited(context.ttl);

// Kept like the blog's answers: the events table announces its changes, seats taken included (migration 0025).
const cached = { config: { siteCache: true } };

export interface EventsOptions {
  /** Sends the confirmation mails. */
  mailer: Mailer;
  /** Registrations per address and quarter of an hour. */
  registerPerIp?: number;
}

/** SPEC §7 Elements for the route `event` (issue 17 item 5): upcoming events, one event, registration. */
export const eventsRoutes: FastifyPluginAsyncZod<EventsOptions> = async (app, options) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimited) {
      const message = translate(request.ctx.locale, 'TOO_MANY_EVENT_REQUESTS', { minutes: error.minutes });
      return sendError(reply, 429, message);
    }
    throw error;
  });
  const linkLimit = { config: { rateLimit: { max: 30, timeWindow: '15 minutes', errorResponseBuilder: limited } } };

  route(app, endpoints.events, cached, (request) => service.listEvents(request.ctx, request.query));

  route(app, endpoints.event, cached, (request) => service.getEvent(request.ctx, request.params.id));

  route(
    app,
    endpoints.registerToEvent,
    {
      config: {
        rateLimit: { max: options.registerPerIp ?? 10, timeWindow: '15 minutes', errorResponseBuilder: limited },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const body = checkedBody(request, endpoints.registerToEvent.body);
      if (!body.ok) return answerChecked(request, reply, body);
      const links = { mailer: options.mailer, origin: `${request.protocol}://${request.host}` };
      const checked = await service.register(request.ctx, request.params.id, body.value, links);
      return answerChecked(request, reply, checked);
    },
  );

  route(app, endpoints.eventRegistration, linkLimit, (request) =>
    service.registrationOf(request.ctx, request.body.token),
  );

  route(app, endpoints.cancelEventRegistration, linkLimit, (request) =>
    service.cancel(request.ctx, request.body.token),
  );
};
