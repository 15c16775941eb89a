import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagesEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import * as service from './pages.service.ts';

const cached = { config: { siteCache: true } };

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.menu, cached, (request) => service.getMenu(request.ctx));

  route(app, endpoints.page, cached, (request) => service.getPage(request.ctx, request.params.id));
};
