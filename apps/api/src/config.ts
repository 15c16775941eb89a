import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEFAULT_SITE_ID: z.coerce.number().int().positive().default(1),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_PUBLIC_KEY: z.string().optional(),
  // Google reviews' import (issue 17 item 8): the Places API key, a one-site install's place, the API's root.
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACE_ID: z.string().optional(),
  GOOGLE_PLACES_URL: z.url().default('https://places.googleapis.com/v1'),
  // Scale-out (issue 20): server processes on the port (PostgreSQL only), the rate limits' shared counters.
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Set by the cluster's primary for its workers (cluster.ts): 1, 2, … */
  ATELIER_WORKER: z.coerce.number().int().min(1).default(1),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where the embedded database keeps its files. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  defaultSiteId: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  stripePublicKey: string | undefined;
  /** Google reviews' import: key and place id from the environment; the place id of a site's settings first. */
  googleReviews: { apiKey: string | undefined; placeId: string | undefined; baseUrl: string };
  /** Server processes asked for (`WORKERS`); more than one needs DATABASE_URL (cluster.ts). */
  workers: number;
  /** This process's number among the workers (1 when alone); the background jobs no longer depend on it (jobs/). */
  worker: number;
  /** Where the rate limits count when several processes share them; in each process's memory without it. */
  redisUrl: string | undefined;
}

/** Reads and validates the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    pgliteDir: path.join(path.resolve(e.DATA_DIR), 'pglite'),
    databaseUrl: e.DATABASE_URL,
    defaultSiteId: e.DEFAULT_SITE_ID,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`,
    smtpUrl: e.SMTP_URL || undefined,
    logLevel: e.LOG_LEVEL,
    stripePublicKey: e.STRIPE_PUBLIC_KEY || undefined,
    googleReviews: {
      apiKey: e.GOOGLE_PLACES_API_KEY || undefined,
      placeId: e.GOOGLE_PLACE_ID || undefined,
      baseUrl: e.GOOGLE_PLACES_URL,
    },
    workers: e.WORKERS,
    worker: e.ATELIER_WORKER,
    redisUrl: e.REDIS_URL || undefined,
  };
}
