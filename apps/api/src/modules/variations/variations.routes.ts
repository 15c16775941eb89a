import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, variationSchema } from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { listVariations } from './variations.service.ts';

export const variationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/variation',
    {
      config: { siteCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Variation definitions and their values',
        response: { 200: envelopeSchema(z.array(variationSchema)) },
      },
    },
    async (request) => ok(await listVariations(request.ctx)),
  );
};
