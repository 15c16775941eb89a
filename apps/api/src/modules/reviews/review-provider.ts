/**
 * Where a site's reviews come from (issue 17 item 8). A provider reads a place's reviews and reshapes them into
 * ours at the boundary: nothing past it sees the provider's shape. Google Places is the real one
 * (google-places-provider.ts); the tests use a stand-in of it (a local server), never the network.
 */

/** One review as a provider gives it. */
export interface ProvidedReview {
  /** The provider's own id of the review: an import upserts by it, so importing twice repeats nothing. */
  externalId: string;
  /** 1 to 5. */
  rating: number;
  author: string;
  text: string;
  /** BCP 47 language of the text, when told. */
  lang: string | null;
  publishedAt: Date;
}

/** A place's reviews, and its own rating and number of ratings (over all its reviews, not only those given). */
export interface ProvidedReviews {
  rating: number | null;
  ratingCount: number | null;
  reviews: ProvidedReview[];
}

export interface ReviewProvider {
  /** Stored with each review ('google'): ids are unique per source. */
  readonly source: string;
  fetchReviews(placeId: string): Promise<ProvidedReviews>;
}

/** A provider's failure (unreachable, timed out, refused, or an answer we cannot read), said plainly. */
export class ReviewProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReviewProviderError';
  }
}
