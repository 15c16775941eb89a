import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { findExpiredUnpaidOrders } from './payments.repository.ts';
import { releaseExpiredOrder, type PaymentDeps } from './payments.service.ts';

/** How often the app looks for unpaid orders past their time. */
export const RELEASE_INTERVAL_SECONDS = 60;
/** Orders handled per round; the next round takes the rest. */
const BATCH = 200;

/**
 * Cancels the unpaid orders whose `expiresAt` has passed and gives their reserved stock back (issue 6 item 5),
 * for every site or the ones named. Each order is released by a conditional update, so two processes running
 * this at once release each order once. Answers how many orders this call released. A job over every site, not
 * a tenant's call: it takes the database and gives each order its own site's context.
 */
export async function releaseExpiredOrders(
  deps: PaymentDeps,
  db: Db,
  options: { now?: Date; siteIds?: number[] } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const expired = await findExpiredUnpaidOrders(db, now, BATCH, options.siteIds);
  let released = 0;
  for (const order of expired) {
    if (await releaseExpiredOrder({ db, siteId: order.siteId }, deps, order.id, now)) released += 1;
  }
  return released;
}

/** Runs releaseExpiredOrders every `everySeconds` as a recurring job: one round at a time across processes. */
export function scheduleStockRelease(jobs: Jobs, deps: PaymentDeps, db: Db, everySeconds = RELEASE_INTERVAL_SECONDS) {
  jobs.every('payments.release-unpaid-orders', everySeconds, async () => {
    const released = await releaseExpiredOrders(deps, db);
    if (released > 0) deps.log.info({ released }, 'unpaid orders released their stock');
  });
}
