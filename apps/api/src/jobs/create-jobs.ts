import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { InProcessJobs } from './in-process-jobs.ts';
import type { Jobs } from './jobs.ts';

/**
 * The runner for this app's database: pg-boss with DATABASE_URL (its module is imported then, so a server on
 * the embedded database never loads it: decision 005), else the in-process one. It starts when the app is
 * ready, without holding the app's start, and stops when it closes.
 */
export async function createJobs(
  app: FastifyInstance,
  options: { databaseUrl: string | undefined; log: FastifyBaseLogger },
): Promise<Jobs> {
  const jobs: Jobs = options.databaseUrl
    ? new (await import('./pg-boss-jobs.ts')).PgBossJobs(options.databaseUrl, options.log)
    : new InProcessJobs(options.log);
  // Not awaited: the server answers while pg-boss connects and declares its queues (a worker of the cluster
  // starts sooner); a job enqueued meanwhile waits for the start, and a failed start is an error in the log.
  app.addHook('onReady', async () => {
    jobs.start().catch((error: unknown) => options.log.error({ err: error }, 'the background jobs did not start'));
  });
  app.addHook('onClose', async () => jobs.stop());
  return jobs;
}
