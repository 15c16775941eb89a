import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuditEntry, List, ReviewsImport, ReviewsSummary } from '@atelier/contract';
import { externalAppConfigs, reviews } from '../../db/schema/index.ts';
import { buildTestApp, useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

/**
 * A local stand-in of the Places API (New): records what it was asked and answers `place` (or `failure`). The
 * app under test reaches it through GOOGLE_PLACES_URL, so the real GooglePlacesReviewProvider runs, never the
 * network.
 */
const asked: { path: string; headers: IncomingHttpHeaders }[] = [];
let place: object = {};
let failure: { status: number; body: object } | null = null;
const placesServer = createServer((request, response) => {
  asked.push({ path: request.url ?? '', headers: request.headers });
  response.setHeader('content-type', 'application/json');
  if (failure) {
    response.statusCode = failure.status;
    response.end(JSON.stringify(failure.body));
    return;
  }
  response.end(JSON.stringify(place));
});
await new Promise<void>((resolve) => placesServer.listen(0, '127.0.0.1', resolve));
const placesUrl = `http://127.0.0.1:${(placesServer.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => placesServer.close(() => resolve())));

const KEY = 'test-places-key-never-shown';
const t = useTestApp({ GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACE_ID: 'ChIJ-env-place', GOOGLE_PLACES_URL: placesUrl });

let admin: Customer;
let shopper: Customer;
let admin2: Customer;
beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  admin2 = await customer(t, { site: 2, role: 'ADMIN' });
});

const reviewsOf = async (query = '', site = 1) =>
  expectOk<ReviewsSummary>(await t.call({ url: `/api/google/reviews${query}`, site }));

const importAs = (who: Customer | null, site = 1) =>
  t.call({ method: 'POST', url: '/api/admin/reviews/import', site, lang: 'en', headers: bearer(who) });

/** A Google review as Places API (New) writes it. */
function googleReview(id: string, rating: number, publishTime: string, text: string, languageCode = 'fr') {
  return {
    name: `places/ChIJ-env-place/reviews/${id}`,
    relativePublishTimeDescription: 'a week ago',
    rating,
    text: { text: `${text} (translated)`, languageCode: 'en' },
    originalText: { text, languageCode },
    authorAttribution: { displayName: `Author ${id}`, uri: 'https://maps.google.com/x', photoUri: 'https://x/y' },
    publishTime,
    flagContentUri: 'https://x',
    googleMapsUri: 'https://x',
  };
}

describe('GET /google/reviews (SPEC §7)', () => {
  it("answers the site's reviews: average, count and the newest first", async () => {
    const all = await reviewsOf('?nbItem=100');
    expect(all.count).toBe(10);
    // The workshop's sample: 46 stars over 10 reviews.
    expect(all.average).toBe(4.6);
    expect(all.reviews).toHaveLength(10);
    const dates = all.reviews.map((review) => review.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.reviews[0]).toMatchObject({ author: 'Sophie Lemaire', rating: 5, lang: 'fr' });
    expect(all.reviews.some((review) => review.lang === 'en')).toBe(true);
    // 10 by default; nbItem lists fewer without changing the average or the count.
    expect((await reviewsOf()).reviews).toHaveLength(10);
    const three = await reviewsOf('?nbItem=3');
    expect(three).toMatchObject({ count: 10, average: 4.6 });
    expect(three.reviews.map((review) => review.id)).toEqual(all.reviews.slice(0, 3).map((review) => review.id));
  });

  it('from: the reviews published from the start of that day (Paris) on', async () => {
    const since = await reviewsOf('?from=2026-08-22');
    expect(since.count).toBe(4);
    expect(since.average).toBe(4.8);
    expect(since.reviews.at(-1)).toMatchObject({ author: 'Nathalie Bouchet' });
    // A review of 00:30 in Paris on the 1st is still on the 31st in UTC: it counts from the 1st.
    await t.changed(
      t.database.db.insert(reviews).values({
        siteId: 1,
        source: 'test',
        externalId: 'paris-midnight',
        rating: 1,
        author: 'Minuit',
        publishedAt: new Date('2027-01-01T00:30:00+01:00'),
      }),
    );
    try {
      expect((await reviewsOf('?from=2027-01-01')).reviews.map((review) => review.author)).toEqual(['Minuit']);
      expect((await reviewsOf('?from=2027-01-02')).count).toBe(0);
      expect(await reviewsOf('?from=2030-01-01')).toEqual({ average: null, count: 0, reviews: [] });
    } finally {
      await t.changed(t.database.db.delete(reviews).where(eq(reviews.externalId, 'paris-midnight')));
    }
  });

  it('refuses a bad from or nbItem with a 400 naming it', async () => {
    for (const bad of ['?from=yesterday', '?from=2026-02-30', '?from=14/09/2026', '?from=2026-09-14T10:00:00Z']) {
      const message = expectRefused(await t.call({ url: `/api/google/reviews${bad}`, lang: 'en' }), 400);
      expect(message, bad).toMatch(/from/);
    }
    expect(expectRefused(await t.call({ url: '/api/google/reviews?nbItem=0', lang: 'en' }), 400)).toMatch(/nbItem/);
    expect(expectRefused(await t.call({ url: '/api/google/reviews?nbItem=101', lang: 'en' }), 400)).toMatch(/nbItem/);
  });

  it("keeps each site's reviews to itself", async () => {
    const estate = await reviewsOf('?nbItem=100', 2);
    expect(estate.count).toBe(4);
    expect(estate.average).toBe(4.5);
    const workshop = await reviewsOf('?nbItem=100', 1);
    const workshopIds = new Set(workshop.reviews.map((review) => `${review.author}|${review.text}`));
    expect(estate.reviews.some((review) => workshopIds.has(`${review.author}|${review.text}`))).toBe(false);
    expect(estate.reviews.map((review) => review.author)).not.toContain('Sophie Lemaire');
  });
});

describe('POST /admin/reviews/import (issue 17 item 8)', () => {
  it('is for the site’s administrators only', async () => {
    expectRefused(await importAs(null), 401);
    expectRefused(await importAs(shopper), 403);
    expectRefused(await importAs(admin2, 1), 401);
    expect(asked).toHaveLength(0);
  });

  it('imports the place’s reviews with the key and field mask, and a second import repeats none', async () => {
    place = {
      rating: 4.7,
      userRatingCount: 128,
      reviews: [
        googleReview('g1', 5, '2026-11-20T09:15:42.123456789Z', 'Travail superbe, merci !'),
        googleReview('g2', 4, '2026-11-18T16:00:00Z', 'Great little workshop.', 'en'),
      ],
    };
    const before = await reviewsOf('?nbItem=100');
    const first = expectOk<ReviewsImport>(await t.changed(importAs(admin)));
    expect(first).toEqual({
      source: 'google',
      fetched: 2,
      created: 2,
      updated: 0,
      providerRating: 4.7,
      providerRatingCount: 128,
    });
    expect(asked.at(-1)?.path).toBe('/v1/places/ChIJ-env-place');
    expect(asked.at(-1)?.headers['x-goog-api-key']).toBe(KEY);
    expect(asked.at(-1)?.headers['x-goog-fieldmask']).toBe('reviews,rating,userRatingCount');

    // The kept answer was dropped by the table's trigger: the new reviews show at once.
    const after = await reviewsOf('?nbItem=100');
    expect(after.count).toBe(before.count + 2);
    expect(after.reviews[0]).toMatchObject({
      author: 'Author g1',
      rating: 5,
      text: 'Travail superbe, merci !',
      lang: 'fr',
      publishedAt: '2026-11-20T09:15:42.123Z',
    });

    // Google edits g2 (its author changed the text): updated, not repeated.
    place = {
      ...place,
      reviews: [
        googleReview('g1', 5, '2026-11-20T09:15:42Z', 'Travail superbe, merci !'),
        googleReview('g2', 3, '2026-11-18T16:00:00Z', 'Good, a bit slow.', 'en'),
      ],
    };
    const second = expectOk<ReviewsImport>(await t.changed(importAs(admin)));
    expect(second).toMatchObject({ fetched: 2, created: 0, updated: 2 });
    const again = await reviewsOf('?nbItem=100');
    expect(again.count).toBe(before.count + 2);
    expect(again.reviews.find((review) => review.author === 'Author g2')).toMatchObject({
      rating: 3,
      text: 'Good, a bit slow.',
    });
    expect(await reviewsOf('?nbItem=100', 2)).toMatchObject({ count: 4 });

    const audit = expectOk<List<AuditEntry>>(
      await t.call({ url: '/api/admin/audit?entity=reviews&nbItem=10', headers: bearer(admin) }),
    );
    expect(audit.items[0]).toMatchObject({ action: 'reviews.import', entityId: 'ChIJ-env-place' });
    expect(JSON.stringify(audit.items)).not.toContain(KEY);
  });

  it("uses the place id of the site's GOOGLE_REVIEWS app before the environment's, for that site only", async () => {
    await t.database.db
      .update(externalAppConfigs)
      .set({ publicConfig: { placeId: 'ChIJ-estate' } })
      .where(and(eq(externalAppConfigs.siteId, 2), eq(externalAppConfigs.app, 'GOOGLE_REVIEWS')));
    place = {
      rating: 5,
      userRatingCount: 1,
      reviews: [googleReview('e1', 5, '2026-11-01T10:00:00Z', 'Superbe cuvée')],
    };
    expectOk<ReviewsImport>(await t.changed(importAs(admin2, 2), 2));
    expect(asked.at(-1)?.path).toBe('/v1/places/ChIJ-estate');
    expect(await reviewsOf('?nbItem=100', 2)).toMatchObject({ count: 5 });
    expect((await reviewsOf('?nbItem=100', 1)).reviews.map((review) => review.author)).not.toContain('Author e1');
  });

  it('answers a clear 409 when Google fails, and writes nothing', async () => {
    const before = await reviewsOf('?nbItem=100');
    failure = {
      status: 403,
      body: { error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' } },
    };
    try {
      const message = expectRefused(await importAs(admin), 409);
      expect(message).toBe('The reviews could not be imported: Google Places answered 403: API key not valid.');
      expect(message).not.toContain(KEY);
    } finally {
      failure = null;
    }
    place = { reviews: [{ name: 'x', rating: 9 }] };
    expect(expectRefused(await importAs(admin), 409)).toMatch(/unexpected shape/);
    expect(await reviewsOf('?nbItem=100')).toEqual(before);
  });
});

describe('POST /admin/reviews/import without a key', () => {
  it('answers a 409 naming what is missing, in the request’s language', async () => {
    const bare = await buildTestApp({ GOOGLE_PLACES_URL: placesUrl });
    try {
      const boss = await customer(bare, { role: 'ADMIN' });
      const calls = asked.length;
      const call = (lang: 'en' | 'fr_FR') =>
        bare.call({ method: 'POST', url: '/api/admin/reviews/import', lang, headers: bearer(boss) });
      expect(expectRefused(await call('en'), 409)).toBe(
        'The import of Google reviews is not set up: GOOGLE_PLACES_API_KEY, ' +
          'GOOGLE_PLACE_ID (or the placeId of the GOOGLE_REVIEWS app) missing',
      );
      expect(expectRefused(await call('fr_FR'), 409)).toMatch(/^L’import des avis Google n’est pas configuré/);
      expect(asked.length).toBe(calls);
    } finally {
      await bare.close();
    }
  });
});
