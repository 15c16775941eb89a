import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { variationsEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { listVariations } from './variations.service.ts';

export const variationsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.variations, { config: { siteCache: true } }, (request) => listVariations(request.ctx));
};
