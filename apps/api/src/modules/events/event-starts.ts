import type { FastifyBaseLogger } from 'fastify';
import type { Caches } from '../../caches.ts';
import type { Db } from '../../db/client.ts';
import * as repository from './events.repository.ts';

/** setTimeout holds at most 2^31 - 1 ms (~24.8 days): a later start is waited for in steps. */
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * An event leaves the list and closes its registration when it begins, when no row changes and no trigger fires:
 * at each event's start, its site's kept answers and pages drop, as after a change (like the dated discounts'
 * midnights, caches.ts `dropAtEachShopMidnight`). The timer is armed on the soonest start of every site and armed
 * again after each change of a site (an event added or moved). Returns the stop.
 */
export function dropAtEachEventStart(
  db: Db,
  caches: Pick<Caches, 'siteChanged' | 'onChange'>,
  log: FastifyBaseLogger,
  now = () => new Date(),
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Starts up to this instant have been handled.
  let handledUntil = now();

  const fire = async () => {
    const at = now();
    const sites = await repository.sitesWithEventsStarting(db, handledUntil, at);
    handledUntil = at;
    // Each drop tells the listeners, which arm the timer again.
    for (const siteId of sites) caches.siteChanged(siteId, 'data');
    if (sites.length === 0) await arm();
  };

  const arm = async () => {
    if (stopped) return;
    const next = await repository.nextEventStart(db, handledUntil);
    clearTimeout(timer);
    if (!next || stopped) return;
    const wait = Math.min(Math.max(0, next.getTime() - now().getTime()) + 5, LONGEST_WAIT);
    timer = setTimeout(() => void fire().catch(failed), wait);
    timer.unref();
  };

  const failed = (error: unknown) => log.error({ err: error }, 'the next event start could not be read');
  caches.onChange(() => void arm().catch(failed));
  void arm().catch(failed);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
