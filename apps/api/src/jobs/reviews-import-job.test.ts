import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { reviews } from '../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { InProcessJobs } from './in-process-jobs.ts';
import { scheduleReviewsImport } from './reviews-import-job.ts';

/** A stand-in of the Places API that is down for its first `downFor` calls, then answers one review. */
let calls = 0;
const downFor = 2;
const placesServer = createServer((_request, response) => {
  calls += 1;
  response.setHeader('content-type', 'application/json');
  if (calls <= downFor) {
    response.statusCode = 503;
    response.end(JSON.stringify({ error: { message: 'Service unavailable' } }));
    return;
  }
  response.end(
    JSON.stringify({
      rating: 5,
      userRatingCount: 1,
      reviews: [
        {
          name: 'places/ChIJ-job/reviews/job-1',
          rating: 5,
          originalText: { text: 'Importé par le job du jour', languageCode: 'fr' },
          authorAttribution: { displayName: 'Camille Job' },
          publishTime: '2026-11-25T10:00:00Z',
        },
      ],
    }),
  );
});
await new Promise<void>((resolve) => placesServer.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(placesServer.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => placesServer.close(() => resolve())));

const t = useTestApp();
const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

describe('the Google reviews import job', () => {
  it('imports a site’s reviews, tried again with back-off while Google does not answer', async () => {
    const jobs = new InProcessJobs(log);
    scheduleReviewsImport(jobs, t.database.db, { apiKey: 'k', placeId: 'ChIJ-job', baseUrl }, log, {
      retries: 3,
      delaySeconds: 0.05,
    });
    await jobs.start();
    try {
      await jobs.enqueue('reviews.import-site', { siteId: 1 });
      await vi.waitFor(
        async () => {
          const [row] = await t.database.db
            .select()
            .from(reviews)
            .where(and(eq(reviews.siteId, 1), eq(reviews.author, 'Camille Job')));
          expect(row).toBeDefined();
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await jobs.stop();
    }
    expect(calls).toBe(downFor + 1);
  });

  it('declares nothing without GOOGLE_PLACES_API_KEY', async () => {
    const jobs = new InProcessJobs(log);
    scheduleReviewsImport(jobs, t.database.db, { apiKey: undefined, placeId: 'ChIJ-job', baseUrl }, log);
    await expect(jobs.enqueue('reviews.import-site', { siteId: 1 })).rejects.toThrow('No job named');
  });
});
