import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { googleProviderOf, importReviews, type GoogleReviewsSettings } from '../modules/reviews/reviews.service.ts';
import type { Jobs, RetryOptions } from './jobs.ts';

/** Google's reviews change slowly, and each import costs a Places call a site: once a day. */
const EVERY_SECONDS = 24 * 3_600;

/**
 * The daily import of Google reviews (issue 17 item 8, `npm run site:reviews` and the back-office's button by
 * hand): a recurring round queues one import a site, each a one-off job tried again with back-off when Google
 * does not answer. Only with GOOGLE_PLACES_API_KEY; a site without a place is left out.
 */
export function scheduleReviewsImport(
  jobs: Jobs,
  db: Db,
  google: GoogleReviewsSettings,
  log: FastifyBaseLogger,
  retry: RetryOptions = { retries: 5, delaySeconds: 5 * 60, maxDelaySeconds: 3 * 3_600 },
) {
  if (!google.apiKey) return;
  const ctxOf = (siteId: number) => ({ siteId, locale: 'en' as const, token: null, user: null, db });
  jobs.define<{ siteId: number }>(
    'reviews.import-site',
    async ({ siteId }) => {
      let configured;
      try {
        configured = await googleProviderOf(ctxOf(siteId), google);
      } catch (error) {
        // No place for this site: nothing to import, and nothing to try again.
        if (error instanceof AppError && error.code === 'REVIEWS_NOT_CONFIGURED') return;
        throw error;
      }
      const done = await importReviews(ctxOf(siteId), configured.provider, configured.placeId);
      log.info({ siteId, ...done }, 'Google reviews imported');
    },
    retry,
  );
  jobs.every('reviews.import', EVERY_SECONDS, async () => {
    for (const site of await db.select({ id: sites.id }).from(sites)) {
      await jobs.enqueue('reviews.import-site', { siteId: site.id });
    }
  });
}
