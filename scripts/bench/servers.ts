// The servers the bench measures: `entry` with `npm start`'s Node flags, on a fresh DATA_DIR (and a fresh
// PostgreSQL database with --db postgres), and what the parts need to prepare their databases.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startServer as startServerProcess, stopServer, type ServerProcess } from '../lib/server-process.ts';
import { args, db, NODE_FLAGS, ROOT, START_ENV } from './options.ts';

export type RunningServer = ServerProcess & {
  /** The server's PostgreSQL database with --db postgres. */
  databaseUrl: string | undefined;
};

/** What a part leaves to undo (servers, folders, databases), undone last first. */
export type Cleanups = (() => Promise<unknown>)[];

export type SqlQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const ADMIN_URL = process.env['BENCH_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `sql` on PostgreSQL's `postgres` database (CREATE / DROP DATABASE). */
async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh DATA_DIR, and with --db postgres a fresh database: the environment of a server that has never run. */
export async function freshEnvironment(cleanups: Cleanups, extraEnv: NodeJS.ProcessEnv = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...START_ENV,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WORKERS: args.workers,
  };
  for (const [name, value] of Object.entries(extraEnv)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  if (db === 'postgres') {
    const dbName = `atelier_bench_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${dbName}`;
    env['DATABASE_URL'] = dbUrl.toString();
  } else {
    delete env['DATABASE_URL'];
  }
  return env;
}

/** Starts `entry` in `env` on a free port with `npm start`'s Node flags; stopped by `cleanups`. */
export async function startIn(
  entry: string,
  readyPath: string,
  env: NodeJS.ProcessEnv,
  cleanups: Cleanups,
  nodeFlags: string[] = NODE_FLAGS,
): Promise<RunningServer> {
  const server = await startServerProcess({
    entry,
    port: await freePort(),
    env,
    nodeFlags,
    cwd: ROOT,
    keepChars: 20_000,
    readyPath,
    // A first start migrates and seeds: well over a minute on a machine loaded by other work.
    timeoutMs: 180_000,
    intervalMs: 200,
  });
  cleanups.push(() => stopServer(server));
  return { ...server, databaseUrl: env['DATABASE_URL'] };
}

/**
 * Starts `entry` on a fresh DATA_DIR and database and waits until `readyPath` answers 200. `beforeStart` runs with
 * the server's environment once the DATA_DIR and database exist, before the server starts.
 */
export async function startServer(
  entry: string,
  readyPath: string,
  cleanups: Cleanups,
  extraEnv: NodeJS.ProcessEnv = {},
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>,
): Promise<RunningServer> {
  const env = await freshEnvironment(cleanups, extraEnv);
  await beforeStart?.(env);
  return startIn(entry, readyPath, env, cleanups);
}

/** The embedded database made and seeded as the server would (db/setup.ts), before the server opens it. */
export function setUpPglite(env: NodeJS.ProcessEnv) {
  const setup = spawnSync(process.execPath, ['apps/api/src/db/setup.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (setup.status !== 0) throw new Error(`database set-up failed:\n${setup.stderr.toString().slice(-2000)}`);
}

/**
 * Runs `work` on the server's embedded database, opened as the server opens it, while no server holds it: a
 * statement met twice runs named, as the server's do (pglite-statements.ts).
 */
export async function withPglite<T>(env: NodeJS.ProcessEnv, work: (query: SqlQuery) => Promise<T>): Promise<T> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_EXTENSIONS } = await import('../../apps/api/src/db/client.ts');
  const { namedStatements } = await import('../../apps/api/src/db/pglite-statements.ts');
  const client = await PGlite.create({ dataDir: join(env['DATA_DIR']!, 'pglite'), extensions: PGLITE_EXTENSIONS });
  const query = namedStatements(client).queryOf((text, params, options) => client.query(text, params, options));
  try {
    return await work(async (sql, params) => (await query(sql, params)).rows as Record<string, unknown>[]);
  } finally {
    await client.close();
  }
}

/** Runs `work` on a PostgreSQL database. */
export async function withPostgres<T>(databaseUrl: string, work: (query: SqlQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows);
  } finally {
    await client.end();
  }
}

/** Undoes what the parts left, last first. */
export async function cleanUp(cleanups: Cleanups) {
  while (cleanups.length > 0) await cleanups.pop()!().catch((error: unknown) => console.error(error));
}
