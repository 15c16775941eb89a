import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviewsEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import * as service from './reviews.service.ts';

/** The back-office's reviews (issue 17 item 8): the import from Google, for the site's administrators. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{ google: service.GoogleReviewsSettings }> = async (
  app,
  deps,
) => {
  route(app, endpoints.adminImportReviews, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const { provider, placeId } = await service.googleProviderOf(request.ctx, deps.google);
    return service.importReviewsForAdmin(request.ctx, provider, placeId);
  });
};
