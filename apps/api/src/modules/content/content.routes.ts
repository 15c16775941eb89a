import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import * as service from './content.service.ts';

const cached = { config: { siteCache: true } };

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.news, cached, (request) => service.listNews(request.ctx, request.query));

  route(app, endpoints.newsItem, cached, (request) => service.getNews(request.ctx, request.params.id));

  route(app, endpoints.elements, cached, (request) =>
    service.listElements(request.ctx, request.params.route, request.query),
  );

  route(app, endpoints.element, cached, (request) =>
    service.getElement(request.ctx, request.params.route, request.params.id),
  );
};
