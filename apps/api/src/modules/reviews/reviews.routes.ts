import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import * as service from './reviews.service.ts';

/**
 * SPEC §7 Reviews (issue 17 item 8). Kept by the answer cache (budget 3,000 req/s): the reviews table announces
 * its changes (migration 0022), so an import shows at once.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.googleReviews, { config: { siteCache: true } }, (request) =>
    service.getReviews(request.ctx, request.query),
  );
};
