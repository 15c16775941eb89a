import { reviewsQuerySchema, reviewsSummarySchema } from '../reviews.ts';
import { endpoint } from '../endpoint.ts';

/** SPEC §7 Reviews (issue 17 item 8): the site's stored reviews, and their import from Google Places. */
export const reviewsEndpoints = {
  googleReviews: endpoint({
    method: 'GET',
    path: '/google/reviews',
    summary:
      "The site's reviews published on or after `from` (YYYY-MM-DD, Europe/Paris; all without it): average, " +
      'count and the newest nbItem (10 by default), newest first',
    tags: ['reviews'],
    query: reviewsQuerySchema,
    data: reviewsSummarySchema,
    refusals: [400],
  }),
};
