import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sessionUser } from '../accounts/session.ts';
import { sendContactMessage } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  route(app, endpoints.sendMessage, { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async (request) => {
    // A logged visitor's consent is kept with their account (their data download shows it).
    await sessionUser(request);
    return sendContactMessage(request.ctx, mailer, request.body);
  });
};
