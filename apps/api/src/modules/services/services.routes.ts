import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servicesEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import * as service from './services.service.ts';

// Kept like the blog's answers: the services and popups tables announce their changes (migration 0022).
const cached = { config: { siteCache: true } };

/** SPEC §7 Services and popups (issue 17): the services list and page, and a page's popup. */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.services, cached, (request) => service.listServices(request.ctx, request.query));
  route(app, endpoints.service, cached, (request) => service.getService(request.ctx, request.params.id));
  route(app, endpoints.popup, cached, (request) => service.getPopup(request.ctx, request.params.id));
};
