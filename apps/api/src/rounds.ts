import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `round` every `intervalMs` until stopped: a round is skipped while the previous one still runs, a failure
 * is logged (`failure`) and the next round tries again, and the timer does not keep the process alive. Answers
 * the stop, which waits for the round under way. The in-process jobs runner (jobs/in-process-jobs.ts) runs the
 * app's recurring jobs on it; on PostgreSQL each process uses it to offer the round to pg-boss.
 */
export function startRounds(
  log: FastifyBaseLogger,
  intervalMs: number,
  round: () => Promise<void>,
  failure: string,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const next = () => {
    if (running) return;
    running = round()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(next, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
