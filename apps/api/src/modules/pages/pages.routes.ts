import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, menuPageSchema, pageSchema } from '@atelier/contract';
import { ok } from '../../envelope.ts';
import * as service from './pages.service.ts';

const tags = ['pages'];

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/page',
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: 'The pages tree (menu) in the request language',
        response: { 200: envelopeSchema(z.array(menuPageSchema)) },
      },
    },
    async (request) => ok(await service.getMenu(request.ctx)),
  );

  app.get(
    '/page/:id',
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: 'A page with its layout blocks in the request language',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelopeSchema(pageSchema) },
      },
    },
    async (request) => ok(await service.getPage(request.ctx, request.params.id)),
  );
};
