import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageResultSchema, contactMessageSchema, envelopeSchema } from '@atelier/contract';
import { ok } from '../../envelope.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendContactMessage } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.post(
    '/message',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Sends a message to the company through the contact form',
        body: contactMessageSchema,
        response: { 200: envelopeSchema(contactMessageResultSchema) },
      },
    },
    async (request) => ok(await sendContactMessage(request.ctx, mailer, request.body)),
  );
};
