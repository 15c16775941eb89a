import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import * as service from './catalogue.service.ts';

/** The catalogue's lists and shared rows: kept until the catalogue changes (a product's change included). */
const cached = { config: { siteCache: 'catalogue' as const } };
/** A product's own answers (its `:id`): kept until that product changes, or the catalogue's shared rows. */
const cachedProduct = { config: { siteCache: 'product' as const } };

/**
 * The shop's catalogue (issue 4): public reads, cached per site and language until the catalogue changes; a
 * product's change drops its own answers and the lists, not the other products' (migration 0038).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.products, cached, (request) => service.listProducts(request.ctx, request.query));

  route(app, endpoints.categories, cached, (request) => service.listCategories(request.ctx));

  route(app, endpoints.product, cachedProduct, (request) => service.getProduct(request.ctx, request.params.id));

  route(app, endpoints.recommendedProducts, cached, async (request) => ({
    products: await service.listRecommendedProducts(request.ctx, request.params.id),
  }));

  route(app, endpoints.awards, cached, (request) => service.listAwards(request.ctx, request.query.product));

  route(app, endpoints.mealIcons, cached, (request) => service.listMealIcons(request.ctx));

  route(app, endpoints.customizations, cachedProduct, (request) =>
    service.listCustomizations(request.ctx, request.params.id),
  );
};
