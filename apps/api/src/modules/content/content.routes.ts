import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { elementSchema, envelopeSchema, listSchema, newsSchema } from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { elementListSpec, newsListSpec } from './content.repository.ts';
import * as service from './content.service.ts';

const routeParam = z.string().regex(/^[a-z0-9-]{1,64}$/);

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news',
    {
      config: { siteCache: true },
      schema: {
        tags: ['content'],
        summary: 'News, newest first; `promoted=true` gives the promoted item first',
        querystring: listQuerySchema(newsListSpec),
        response: { 200: envelopeSchema(listSchema(newsSchema)) },
      },
    },
    async (request) => ok(await service.listNews(request.ctx, request.query)),
  );

  app.get(
    '/element/:route',
    {
      config: { siteCache: true },
      schema: {
        tags: ['content'],
        summary: 'A generic element list by route (logo-footer, link-footer, …)',
        params: z.object({ route: routeParam }),
        querystring: listQuerySchema(elementListSpec),
        response: { 200: envelopeSchema(listSchema(elementSchema)) },
      },
    },
    async (request) => ok(await service.listElements(request.ctx, request.params.route, request.query)),
  );

  app.get(
    '/element/:route/:id',
    {
      config: { siteCache: true },
      schema: {
        tags: ['content'],
        summary: 'One element of a list',
        params: z.object({ route: routeParam, id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelopeSchema(elementSchema) },
      },
    },
    async (request) => ok(await service.getElement(request.ctx, request.params.route, request.params.id)),
  );
};
