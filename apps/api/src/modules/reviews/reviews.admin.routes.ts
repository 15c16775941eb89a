import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviewsEndpoints as endpoints, listQuerySchema } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import * as service from './reviews.service.ts';

/** Every back-office answer is the administrator's own: never kept by a cache. */
async function admin(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/**
 * The back-office's reviews: the import from Google (issue 17 item 8), the list with the hidden ones and the
 * switch that hides one from the storefront (issue 18 item 6), for the site's administrators.
 */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{
  google: service.GoogleReviewsSettings;
  /** Drops the site's kept answers and pages at once (caches.ts `siteChanged`), after a committed change. */
  siteChanged: (siteId: number) => void;
}> = async (app, deps) => {
  route(app, endpoints.adminImportReviews, async (request, reply) => {
    await admin(request, reply);
    const { provider, placeId } = await service.googleProviderOf(request.ctx, deps.google);
    const imported = await service.importReviewsForAdmin(request.ctx, provider, placeId);
    deps.siteChanged(request.ctx.siteId);
    return imported;
  });

  route(
    app,
    { ...endpoints.adminReviews, query: listQuerySchema(service.adminReviewListSpec) },
    async (request, reply) => {
      await admin(request, reply);
      return service.listAdminReviews(request.ctx, request.query);
    },
  );

  route(app, endpoints.adminHideReview, async (request, reply) => {
    await admin(request, reply);
    // Off the storefront at once in this process; the database's notification tells the others.
    const review = await service.setReviewHidden(request.ctx, request.params.id, request.body.hidden);
    deps.siteChanged(request.ctx.siteId);
    return review;
  });
};
