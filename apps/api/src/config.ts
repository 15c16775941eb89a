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
  // Object storage (issue 20 item 3): an S3-compatible bucket instead of DATA_DIR when S3_BUCKET is set.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

/** Where the file store keeps files when it is a bucket (`storage/s3-file-store.ts`). */
export interface S3Config {
  bucket: string;
  /** Another provider than AWS (MinIO, Garage…): its address, the bucket then named in the path. */
  endpoint: string | undefined;
  region: string;
  /** Without them the AWS SDK finds its own (AWS_* variables, the instance's role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

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
  /** Where the rate limits count when several processes share them; in each process's memory without it. */
  redisUrl: string | undefined;
  /** The files in a bucket (S3_BUCKET set), else on disk under `dataDir` (storage/file-store.ts). */
  s3: S3Config | undefined;
}

/** Reads and validates the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
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
    redisUrl: e.REDIS_URL || undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION || 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
  };
}
