import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Runs `round` every `intervalMs` while the app lives: a round is skipped while the previous one still runs, a
 * failure is logged (`failure`) and the next round tries again, the timer does not keep the process alive, and it
 * stops when the app closes, after the round under way. The app's background jobs (the unpaid orders' release,
 * the quotes' expiry) run on it.
 */
export function startRounds(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  intervalMs: number,
  round: () => Promise<void>,
  failure: string,
) {
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
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
