import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Gives back the memory of a busy spell once the server is idle (issue 21: memory after the bench).
 *
 * Under load V8's heap grows page by page, and it keeps the pages after their objects are gone: the next busy spell
 * would reuse them. V8 has a memory reducer for the idle time after, but Node never tells V8 that it is idle: the
 * reducer goes by the allocation rate of the last collection, the busy spell's, and waits again and again (seen with
 * `--trace-memory-reducer`: « high alloc, foreground » every 8 s, for minutes after the load stopped). Measured on
 * PostgreSQL after the bench's reads: 342 MB resident, of which 184 MB heap; one last-resort collection (V8's
 * memory-reducing one, which also returns its pooled pages) brought it to 202 MB.
 *
 * So, once a second, the process looks at how busy its event loop was (`eventLoopUtilization`, no cost per
 * request). After IDLE_SECONDS seconds in a row below BUSY, if the process has grown by GROWTH_MB since the last
 * time (or since the start), it runs that collection. It takes ~0.2 s on the 2-core machine (171–203 ms measured):
 * a request arriving then waits for it, once per busy spell. It needs `gc`, exposed by `--expose-gc` (`npm start`'s
 * flags); without it, nothing runs.
 */

/** The loop's share of a second spent working, below which the second counts as idle. */
export const BUSY = 0.05;
/** Idle seconds in a row before the memory is given back. */
export const IDLE_SECONDS = 5;
/** Growth of the resident memory since the last give-back worth another (MB). */
export const GROWTH_MB = 24;

export interface IdleState {
  /** Idle seconds in a row so far. */
  idleSeconds: number;
  /** Resident memory after the last give-back, or 0 before the first (MB). */
  baselineMb: number;
}

/** One second's reading: the loop's utilization over it and the resident memory now. Pure: says whether to collect. */
export function idleStep(state: IdleState, utilization: number, rssMb: number): { state: IdleState; collect: boolean } {
  const idleSeconds = utilization < BUSY ? state.idleSeconds + 1 : 0;
  const collect = idleSeconds >= IDLE_SECONDS && rssMb - state.baselineMb >= GROWTH_MB;
  return { state: { ...state, idleSeconds: collect ? 0 : idleSeconds }, collect };
}

const MB = 1024 * 1024;

/**
 * Starts the watch; returns what stops it. A no-op without `--expose-gc`. `alsoCollect` runs the same collection in
 * the process's other threads (the embedded database's, pglite-thread.ts).
 */
export function reduceMemoryWhenIdle(
  log: FastifyBaseLogger,
  gc = globalThis.gc,
  alsoCollect: () => Promise<void> = () => Promise.resolve(),
): () => void {
  if (!gc) return () => {};
  let state: IdleState = { idleSeconds: 0, baselineMb: 0 };
  let last = performance.eventLoopUtilization();
  let collecting = false;
  const timer = setInterval(async () => {
    if (collecting) return;
    const now = performance.eventLoopUtilization();
    const before = process.memoryUsage.rss() / MB;
    const step = idleStep(state, performance.eventLoopUtilization(now, last).utilization, before);
    last = now;
    state = step.state;
    if (!step.collect) return;
    const started = performance.now();
    collecting = true;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    await alsoCollect().catch(() => {});
    collecting = false;
    const after = process.memoryUsage.rss() / MB;
    state = { ...state, baselineMb: after };
    log.debug(
      { rssBeforeMb: Math.round(before), rssAfterMb: Math.round(after), ms: Math.round(performance.now() - started) },
      'memory given back after a busy spell',
    );
    // The collection itself is no work of a request's: the next second starts from here.
    last = performance.eventLoopUtilization();
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
