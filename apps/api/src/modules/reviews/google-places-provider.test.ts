import { describe, expect, it } from 'vitest';
import { GooglePlacesReviewProvider } from './google-places-provider.ts';
import { ReviewProviderError } from './review-provider.ts';

/** The provider with an injected fetch: no server, no network. */
const providerWith = (fetch: typeof globalThis.fetch, timeoutMs = 50) =>
  new GooglePlacesReviewProvider({ apiKey: 'k', baseUrl: 'https://places.test/v1/', fetch, timeoutMs });

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('GooglePlacesReviewProvider', () => {
  it('asks Place Details for the reviews only, and reshapes them (the author’s own words)', async () => {
    let asked: { url: string; headers: Headers } | undefined;
    const provider = providerWith((url, init) => {
      asked = { url: String(url), headers: new Headers(init?.headers) };
      return json({
        rating: 4.5,
        userRatingCount: 12,
        reviews: [
          {
            name: 'places/a b/reviews/r1',
            rating: 4,
            text: { text: 'Nice', languageCode: 'en' },
            originalText: { text: 'Chouette', languageCode: 'fr' },
            authorAttribution: { displayName: ' Léa ' },
            publishTime: '2026-05-01T08:00:00.5Z',
          },
          { name: 'places/a b/reviews/r2', rating: 5, publishTime: '2026-05-02T08:00:00Z' },
        ],
      });
    });
    const got = await provider.fetchReviews('a b');
    expect(asked?.url).toBe('https://places.test/v1/places/a%20b');
    expect(asked?.headers.get('x-goog-api-key')).toBe('k');
    expect(asked?.headers.get('x-goog-fieldmask')).toBe('reviews,rating,userRatingCount');
    expect(got).toEqual({
      rating: 4.5,
      ratingCount: 12,
      reviews: [
        {
          externalId: 'places/a b/reviews/r1',
          rating: 4,
          author: 'Léa',
          text: 'Chouette',
          lang: 'fr',
          publishedAt: new Date('2026-05-01T08:00:00.500Z'),
        },
        {
          externalId: 'places/a b/reviews/r2',
          rating: 5,
          author: 'Google',
          text: '',
          lang: null,
          publishedAt: new Date('2026-05-02T08:00:00Z'),
        },
      ],
    });
  });

  it('a place without reviews gives none', async () => {
    expect(await providerWith(() => json({})).fetchReviews('p')).toEqual({
      rating: null,
      ratingCount: null,
      reviews: [],
    });
  });

  it('maps every failure to a ReviewProviderError that says what happened', async () => {
    const failing = async (fetch: typeof globalThis.fetch) => {
      const error = await providerWith(fetch)
        .fetchReviews('p')
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ReviewProviderError);
      return (error as Error).message;
    };
    expect(await failing(() => json({ error: { message: 'Place not found', status: 'NOT_FOUND' } }, 404))).toBe(
      'Google Places answered 404: Place not found',
    );
    expect(await failing(() => Promise.resolve(new Response('<html>oops', { status: 502 })))).toBe(
      'Google Places answered 502',
    );
    expect(await failing(() => Promise.reject(new TypeError('fetch failed')))).toBe(
      'Google Places could not be reached (fetch failed)',
    );
    // Never answers: the timeout's signal ends the wait.
    const hanging: typeof globalThis.fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect(await failing(hanging)).toBe('Google Places did not answer within 0.05 s');
    expect(await failing(() => json({ reviews: [{ name: 'r', rating: 7, publishTime: 'now' }] }))).toMatch(
      /^Google Places answered in an unexpected shape/,
    );
  });
});
