import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagesEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import * as service from './pages.service.ts';

const cached = { config: { siteCache: true } };

export interface PagesOptions {
  /** Where the menu's links lead (the menus module's `menuLinkUrls`). */
  resolveMenuLinks?: service.MenuLinkResolver;
}

export const pagesRoutes: FastifyPluginAsyncZod<PagesOptions> = async (app, options) => {
  route(app, endpoints.menu, cached, (request) => service.getMenu(request.ctx, options.resolveMenuLinks));

  route(app, endpoints.page, cached, (request) => service.getPage(request.ctx, request.params.id));
};
