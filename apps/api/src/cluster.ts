import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config.ts';
import { setUpDatabase } from './db/setup.ts';

/** Set by the primary for its workers: the database is migrated and seeded already. */
const DATABASE_READY = 'ATELIER_DATABASE_READY';
/** A worker that dies is replaced after this pause (a crash at start does not spin the machine). */
const RESTART_DELAY_MS = 500;
/** How long the workers have to stop after SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 10_000;

export interface StartOptions {
  /** The database is set up already (a worker of the cluster): no migration, no seed. */
  databaseReady: boolean;
}

/**
 * Runs the server in this process, or `WORKERS` of them on one port (issue 20 item 1) with node:cluster: the
 * primary migrates and seeds the database once, then forks the workers, and the operating system's connections
 * are handed to them in turn. A worker that dies is replaced; SIGTERM or SIGINT stops them all.
 *
 * Workers share nothing in memory: sessions and carts live in the database; each worker hears the database's
 * change notifications (LISTEN) and drops what it kept of a changed site; rate limits count in Redis when
 * REDIS_URL is set; background jobs run through pg-boss, one round across the workers (jobs/). The embedded
 * database is a single process: without DATABASE_URL, WORKERS is ignored, and the start says so.
 */
export async function runServer(config: AppConfig, start: (options: StartOptions) => Promise<void>): Promise<void> {
  if (cluster.isWorker) return start({ databaseReady: process.env[DATABASE_READY] === '1' });
  if (config.workers > 1 && !config.databaseUrl) {
    console.warn(`WORKERS=${config.workers} is ignored: the embedded database runs in one process (set DATABASE_URL)`);
  }
  if (config.workers === 1 || !config.databaseUrl) return start({ databaseReady: false });

  const seeded = await setUpDatabase({ databaseUrl: config.databaseUrl }, config);
  if (seeded.length > 0) console.warn(`seeded the sample sites ${seeded.join(', ')}`);
  let stopping = false;
  const workers = new Map<Worker, number>();
  const fork = (number: number) => {
    const worker = cluster.fork({ [DATABASE_READY]: '1' });
    workers.set(worker, number);
  };
  cluster.on('exit', (worker, code, signal) => {
    const number = workers.get(worker);
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) process.exit(0);
      return;
    }
    if (number === undefined) return;
    console.error(
      `worker ${number} (pid ${worker.process.pid}) stopped (${signal ?? `code ${code}`}): starting another`,
    );
    // Not after a stop asked meanwhile: the primary would wait for a worker no one stops.
    setTimeout(() => stopping || fork(number), RESTART_DELAY_MS).unref();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (workers.size === 0) process.exit(0);
    for (const worker of workers.keys()) worker.process.kill('SIGTERM');
    // A worker that does not finish its requests and jobs in time is stopped anyway.
    setTimeout(() => {
      for (const worker of workers.keys()) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let number = 1; number <= config.workers; number++) fork(number);
  console.warn(`Atelier: ${config.workers} server processes on ${config.publicUrl} (primary pid ${process.pid})`);
}
