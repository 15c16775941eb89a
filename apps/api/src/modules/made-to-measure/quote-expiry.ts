import type { FastifyBaseLogger } from 'fastify';
import { parisDay } from '@atelier/domain';
import type { SiteContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { mailCustomer, type JobMailDeps } from './made-to-measure-mails.ts';
import * as repository from './made-to-measure.repository.ts';
import type { Jobs } from '../../jobs/jobs.ts';

/** How often the app looks for quotes past their validity. */
export const EXPIRY_INTERVAL_SECONDS = 60;
/** Quotes handled per round; the next round takes the rest. */
const BATCH = 200;

export interface ExpiryDeps extends JobMailDeps {
  log: FastifyBaseLogger;
}

/**
 * Moves the SENT quotes whose last day is before today (Paris) to EXPIRED and their jobs QUOTED → EXPIRED, then
 * mails each customer, for every site (decision 015: a quote past its validity closes by itself; the workshop may
 * renew it). Both moves are conditional, in one transaction per quote, so two processes running this at once
 * expire each quote once. Answers how many quotes this call expired.
 */
export async function expireQuotes(db: Db, deps: JobMailDeps, now = new Date()): Promise<number> {
  const today = parisDay(now);
  const overdue = await repository.findOverdueQuotes(db, today, BATCH);
  let expired = 0;
  for (const candidate of overdue) {
    const ctx: SiteContext = { db, siteId: candidate.siteId };
    const moved = await db.transaction(async (tx) => {
      const txCtx: SiteContext = { db: tx, siteId: candidate.siteId };
      const [quote] = await repository.moveQuotes(
        txCtx,
        candidate.jobId,
        'SENT',
        'EXPIRED',
        {},
        repository.expiredOn(today, candidate.id),
      );
      if (!quote) return null;
      const job = await repository.moveJob(txCtx, candidate.jobId, 'QUOTED', 'EXPIRED');
      return job ? { job, quote } : null;
    });
    if (!moved) continue;
    expired += 1;
    // No visitor's request here: the link goes to the host the customer asked on.
    const origin = moved.job.storefrontOrigin ?? deps.origin;
    await mailCustomer(ctx, { ...deps, origin }, moved.job, { kind: 'expired', quote: moved.quote });
  }
  return expired;
}

/** Runs expireQuotes every `everySeconds` as a recurring job: one round at a time across processes. */
export function scheduleQuoteExpiry(jobs: Jobs, deps: ExpiryDeps, db: Db, everySeconds = EXPIRY_INTERVAL_SECONDS) {
  jobs.every('made-to-measure.expire-quotes', everySeconds, async () => {
    const expired = await expireQuotes(db, deps);
    if (expired > 0) deps.log.info({ expired }, 'made-to-measure quotes expired');
  });
}
