import { z } from 'zod';
import { ReviewProviderError, type ProvidedReviews, type ReviewProvider } from './review-provider.ts';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com/v1';
/** Only what we store: Google bills a Place Details call by the fields asked for. */
const FIELD_MASK = 'reviews,rating,userRatingCount';
const TIMEOUT_MS = 10_000;

const localizedTextSchema = z.object({ text: z.string().default(''), languageCode: z.string().optional() });

/** Places API (New) Place Details, the fields of FIELD_MASK; anything else Google adds is ignored. */
const placeSchema = z.object({
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  reviews: z
    .array(
      z.object({
        /** `places/{placeId}/reviews/{reviewId}`: stable, our external id. */
        name: z.string().min(1),
        rating: z.number().int().min(1).max(5),
        text: localizedTextSchema.optional(),
        originalText: localizedTextSchema.optional(),
        authorAttribution: z.object({ displayName: z.string().optional() }).optional(),
        publishTime: z.iso.datetime({ offset: true }),
      }),
    )
    .default([]),
});

const errorSchema = z.object({ error: z.object({ message: z.string(), status: z.string().optional() }) });

export interface GooglePlacesOptions {
  apiKey: string;
  /** The API's root; a local stand-in in tests. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * Google's reviews of a place through the Places API (New): `GET {baseUrl}/places/{placeId}` with the key in
 * `X-Goog-Api-Key` and the fields in `X-Goog-FieldMask`. Google gives at most 5 reviews (its most relevant), the
 * text in the author's own words under `originalText`. Every failure is a ReviewProviderError saying what went
 * wrong, never the key.
 */
export class GooglePlacesReviewProvider implements ReviewProvider {
  readonly source = 'google';
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #fetch: typeof globalThis.fetch;
  readonly #timeoutMs: number;

  constructor(options: GooglePlacesOptions) {
    this.#apiKey = options.apiKey;
    this.#baseUrl = (options.baseUrl ?? GOOGLE_PLACES_URL).replace(/\/+$/, '');
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  async fetchReviews(placeId: string): Promise<ProvidedReviews> {
    const url = `${this.#baseUrl}/places/${encodeURIComponent(placeId)}`;
    let response: Response;
    try {
      response = await this.#fetch(url, {
        headers: { 'X-Goog-Api-Key': this.#apiKey, 'X-Goog-FieldMask': FIELD_MASK, accept: 'application/json' },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ReviewProviderError(
        timedOut
          ? `Google Places did not answer within ${this.#timeoutMs / 1000} s`
          : `Google Places could not be reached (${error instanceof Error ? error.message : String(error)})`,
        { cause: error },
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const said = errorSchema.safeParse(body);
      const detail = said.success ? `: ${said.data.error.message}` : '';
      throw new ReviewProviderError(`Google Places answered ${response.status}${detail}`);
    }
    const place = placeSchema.safeParse(body);
    if (!place.success) {
      throw new ReviewProviderError(
        `Google Places answered in an unexpected shape (${place.error.issues[0]?.message})`,
      );
    }
    return {
      rating: place.data.rating ?? null,
      ratingCount: place.data.userRatingCount ?? null,
      reviews: place.data.reviews.map((review) => {
        const text = review.originalText ?? review.text;
        return {
          externalId: review.name,
          rating: review.rating,
          author: review.authorAttribution?.displayName?.trim() || 'Google',
          text: text?.text ?? '',
          lang: text?.languageCode ?? null,
          publishedAt: new Date(review.publishTime),
        };
      }),
    };
  }
}
