import { z } from './zod.ts';

/**
 * Customers' reviews of a site (SPEC §7 `GET /google/reviews?from=`, issue 17 item 8), stored per site and
 * imported from Google Places. A review is written in one language by its author: its text is answered as
 * written, whatever the request's language, with that language in `lang` when known.
 */

/** SPEC §9-like bound: the reviews block shows a few; an answer lists 100 at most. */
export const REVIEWS_MAX_ITEMS = 100;
export const REVIEWS_DEFAULT_ITEMS = 10;
/** Stars: 1 to 5. */
export const REVIEW_MAX_RATING = 5;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(REVIEW_MAX_RATING),
  author: z.string(),
  text: z.string(),
  /** BCP 47 language of the text ('fr', 'en'), null when the provider did not tell. */
  lang: z.string().nullable(),
  /** ISO 8601 instant. */
  publishedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * The site's reviews published on or after `from` (all of them without it): their average rating (one
 * decimal, null when there is none) and count, and the newest `nbItem` of them, newest first.
 */
export const reviewsSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(reviewSchema),
});
export type ReviewsSummary = z.infer<typeof reviewsSummarySchema>;

/**
 * `from`: a calendar day, YYYY-MM-DD; the reviews published from the start of that day in the shop's time zone
 * (Europe/Paris) on. `nbItem`: how many of the newest reviews to list (the average and count cover them all).
 */
export const reviewsQuerySchema = z.object({
  from: z.iso.date('from must be a date written YYYY-MM-DD').optional(),
  nbItem: z.coerce.number().int().min(1).max(REVIEWS_MAX_ITEMS).default(REVIEWS_DEFAULT_ITEMS),
});

/** What an import did: the provider's reviews read, those new to the site and those updated. */
export const reviewsImportSchema = z.object({
  source: z.string(),
  fetched: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** The place's own rating and number of ratings as the provider counts them (all its reviews). */
  providerRating: z.number().nullable(),
  providerRatingCount: z.number().int().nullable(),
});
export type ReviewsImport = z.infer<typeof reviewsImportSchema>;
