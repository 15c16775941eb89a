import { reviewsImportSchema } from '../reviews.ts';
import { endpoint } from '../endpoint.ts';

/** The back-office's reviews (issue 17 item 8): ADMIN and SUPER_ADMIN of the site, answers private. */
export const adminReviewsEndpoints = {
  adminImportReviews: endpoint({
    method: 'POST',
    path: '/admin/reviews/import',
    summary:
      "Imports the site's Google reviews (Places API, key GOOGLE_PLACES_API_KEY; the place id of the site's " +
      'GOOGLE_REVIEWS app, else GOOGLE_PLACE_ID); a review imported again is updated, not repeated. 409 when ' +
      'not configured or when Google fails',
    tags: ['reviews', 'admin'],
    data: reviewsImportSchema,
    refusals: [401, 403, 409],
  }),
};
