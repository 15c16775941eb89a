import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';

/**
 * The rate limits' counters (issue 20 item 2): with REDIS_URL, in Redis, so that every process of the site
 * counts the same attempts (the 10th wrong password is refused whichever process answers); without it, in each
 * process's memory (@fastify/rate-limit's default). A Redis that does not answer lets requests through and logs
 * it: an outage of the limits' store must not stop orders or logins. The failed logins per e-mail count there too.
 */
export async function connectRateLimitStore(
  config: Pick<AppConfig, 'redisUrl'>,
  app: FastifyInstance,
): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  // Imported only when configured: the server's start does not load it otherwise (decision 005).
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    connectionName: 'atelier-rate-limits',
    // A request waits at most this long for a counter; then it goes through (skipOnError).
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) app.log.warn({ err: error }, 'Redis (rate limits) does not answer: limits are not counted');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis (rate limits) answers again');
    reported = false;
  });
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/** @fastify/rate-limit's options for the store: Redis's, or its default memory. */
export const rateLimitStore = (redis: Redis | undefined) =>
  redis ? { redis, nameSpace: 'atelier:rate-limit:', skipOnError: true } : {};
