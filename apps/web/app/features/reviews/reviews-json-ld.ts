import type { ReviewsSummary } from '@atelier/contract';

/**
 * schema.org AggregateRating of the site's reviews, to join the page's LocalBusiness (the home page's, when its
 * reviews block shows them); nothing without reviews.
 */
export function aggregateRatingJsonLd(reviews: ReviewsSummary | undefined) {
  if (!reviews || reviews.average === null || reviews.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
