import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { AppError } from '../../errors.ts';

const tags = ['accounts'];

/**
 * Session state. Users, login and tokens arrive with the accounts issue; until then no token is
 * valid, so every caller is a visitor.
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/logged',
    {
      schema: {
        tags,
        summary: 'Whether the request carries a valid session',
        response: { 200: envelopeSchema(z.object({ isLogged: z.boolean() })) },
      },
    },
    async (request) => ok({ isLogged: request.ctx.user !== null }),
  );

  app.get('/user', { schema: { tags, summary: 'The logged user (401 when anonymous)' } }, async (request) => {
    if (!request.ctx.user) throw new AppError('UNAUTHORIZED', 'NOT_LOGGED');
    return ok(request.ctx.user);
  });
};
