import { z } from '../zod.ts';
import { adminReviewHiddenInputSchema, adminReviewSchema } from '../admin-editorial.ts';
import { listSchema } from '../envelope.ts';
import { reviewsImportSchema } from '../reviews.ts';
import { endpoint } from '../endpoint.ts';
import { listQuery } from './list-call.ts';

const tags = ['reviews', 'admin'];
const byId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The back-office's reviews (issue 17 item 8, issue 18 item 6): ADMIN and SUPER_ADMIN of the site, answers private. */
export const adminReviewsEndpoints = {
  adminImportReviews: endpoint({
    method: 'POST',
    path: '/admin/reviews/import',
    summary:
      "Imports the site's Google reviews (Places API, key GOOGLE_PLACES_API_KEY; the place id of the site's " +
      'GOOGLE_REVIEWS app, else GOOGLE_PLACE_ID); a review imported again is updated, not repeated. 409 when ' +
      'not configured or when Google fails',
    tags,
    data: reviewsImportSchema,
    refusals: [401, 403, 409],
  }),
  adminReviews: endpoint({
    method: 'GET',
    path: '/admin/reviews',
    summary:
      'The reviews of the site, hidden ones too (admin): newest first, searched by author or text (q=lk:…), ' +
      'filtered by hidden',
    tags,
    query: listQuery,
    data: listSchema(adminReviewSchema),
    refusals: [400, 401, 403],
  }),
  adminHideReview: endpoint({
    method: 'PUT',
    path: '/admin/reviews/:id/hidden',
    summary:
      'Hides a review from the storefront (its list and its average), or shows it again (admin); an import ' +
      'keeps it hidden',
    tags,
    params: byId,
    body: adminReviewHiddenInputSchema,
    data: adminReviewSchema,
    refusals: [400, 401, 403, 404],
  }),
};
