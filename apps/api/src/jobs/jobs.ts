/** How a one-off job is tried again after a failure: `retries` more times, waiting 1×, 2×, 4×… `delaySeconds`. */
export interface RetryOptions {
  retries: number;
  delaySeconds: number;
  /** The longest wait between two tries. */
  maxDelaySeconds?: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 5, delaySeconds: 60, maxDelaySeconds: 3_600 };

/**
 * The app's background jobs (issue 20 item 4), one interface over two runners: pg-boss on PostgreSQL
 * (pg-boss-jobs.ts, its own `pgboss` schema, one run of a round across every process), timers in the process
 * on the embedded database (in-process-jobs.ts, which has one process). Jobs are declared while the app is
 * built (create-jobs.ts), run from its start (`onReady`), and stop with it.
 *
 * A recurring job is one line where the app is built:
 *   `jobs.every('gdpr.purge', 3_600, () => purgeExpiredData(db))`
 * Its work must be safe to run again (a round may follow a crash mid-way): conditional updates, as the unpaid
 * orders' release does.
 */
export interface Jobs {
  /** Runs `run` every `everySeconds`, in one process at a time; a failure is logged and the next round tries. */
  every(name: string, everySeconds: number, run: () => Promise<void>): void;
  /** Declares a one-off job: `run` is given the data enqueued, and a failure is tried again with back-off. */
  define<T extends object>(name: string, run: (data: T) => Promise<void>, retry?: RetryOptions): void;
  /** Queues a one-off job declared by `define`; on PostgreSQL it survives a restart. */
  enqueue(name: string, data: object): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those under way. */
  stop(): Promise<void>;
}

/** The wait before try `attempt + 1` (attempt ≥ 1) of a one-off job. */
export function backoffSeconds(retry: RetryOptions, attempt: number): number {
  const wait = retry.delaySeconds * 2 ** (attempt - 1);
  return retry.maxDelaySeconds === undefined ? wait : Math.min(wait, retry.maxDelaySeconds);
}
