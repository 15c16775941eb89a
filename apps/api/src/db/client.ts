import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { PreparedPglite } from './pglite-open.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Channel on which table triggers announce that a site's cached data changed (migration 0001). */
export const SITE_CHANGED_CHANNEL = 'site_changed';
/** What onSiteChanged reports when every site's caches must go (the change feed was interrupted). */
export const ALL_SITES = 0;

/**
 * What changed (migrations 0011, 0038): any of the site's data; the catalogue's shared rows (categories, their
 * links, customizations, awards, meal icons); one product (or one of its declinations); or only a declination's
 * stock. A product's and a stock's change name the product.
 */
export type SiteChange = 'data' | 'catalogue' | 'product' | 'stock';

export type SiteChangeListener = (siteId: number, change: SiteChange, productId?: number) => void;

/** A notification's payload: '<site id>', '<site id>:catalogue', '<site id>:product:<id>' or '<site id>:stock:<id>'. */
export function readSiteChange(payload: string | undefined, callback: SiteChangeListener) {
  const [siteId, kind, id] = (payload ?? '').split(':');
  const productId = id === undefined ? undefined : Number(id);
  const known = Number.isSafeInteger(productId) ? productId : undefined;
  if (kind === 'stock') callback(Number(siteId), 'stock', known);
  else if (kind === 'product' && known !== undefined) callback(Number(siteId), 'product', known);
  else if (kind === 'catalogue' || kind === 'product') callback(Number(siteId), 'catalogue');
  else callback(Number(siteId), 'data');
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls back with a site's id and what changed each time a trigger reports a change, or ALL_SITES when
   * changes may have been missed; resolves once listening.
   */
  onSiteChanged(callback: SiteChangeListener): Promise<void>;
  /** The memory-reducing collection of the database's own thread, when it has one (idle-memory.ts). */
  collectGarbage?: (() => Promise<void>) | undefined;
  /** Calls back once if the database's own thread stops (pglite-thread.ts): the server cannot go on. */
  onLost?: ((callback: (error: Error) => void) => void) | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests clone one migrated database). */
  loadDataDir?: Blob | File | undefined;
  /** The embedded database on a thread of its own (pglite-thread.ts): the server's. */
  thread?: boolean | undefined;
  /** PGlite's WebAssembly and files, read and compiled ahead (`preparePglite`), for an open on this thread. */
  prepared?: PreparedPglite | undefined;
}

export { PGLITE_EXTENSIONS } from './pglite-open.ts';

/**
 * Runs Drizzle's migrator unless the database already has the journal's last migration (the migrator applies the
 * ones after the last it recorded, by their time): it reads and hashes every migration file and opens a
 * transaction at each start, for nothing on a database that is up to date (issue 21).
 */
async function migrateUnlessUpToDate(db: Db, migrate: () => Promise<void>) {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rowsOf(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (table?.['found'] === true) {
    const [done] = rowsOf(await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`));
    if (Number(done?.['last']) === journal.entries.at(-1)?.when) return;
  }
  await migrate();
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  // Loaded here: a server on PostgreSQL does without them.
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }, { createPglite }, { openPgliteThread }] =
    await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pglite-open.ts'),
      import('./pglite-thread.ts'),
    ]);
  const client = options.thread ? await openPgliteThread(options) : await createPglite(options, options.prepared);
  const db = drizzlePglite({ client: client as PGlite, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateUnlessUpToDate(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })),
    async onSiteChanged(callback) {
      await client.listen(SITE_CHANGED_CHANNEL, (payload) => readSiteChange(payload, callback));
    },
    collectGarbage: 'collectGarbage' in client ? () => client.collectGarbage() : undefined,
    onLost: 'onLost' in client ? (callback) => client.onLost(callback) : undefined,
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // Loaded here: the embedded database's starts do without them.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A connection that cannot be opened fails within 5 s (a 503, errors.ts) instead of holding the request.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000, keepAlive: true });
  // An idle connection the server drops (a restart, an administrator) is an event, not a crash: the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  let listener: pg.Client | undefined;
  let closing = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnlessUpToDate(db, () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR })),
    async onSiteChanged(callback) {
      // LISTEN needs a connection of its own, outside the pool. When it is lost, it is opened again and
      // every site counts as changed (what happened in between was not heard).
      const listen = async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        client.on('error', (error) => console.error(`PostgreSQL LISTEN connection lost: ${error.message}`));
        client.on('end', () => {
          if (closing || listener !== client) return;
          setTimeout(() => void reconnect(), 1000);
        });
        client.on('notification', (message) => {
          if (message.channel === SITE_CHANGED_CHANNEL) readSiteChange(message.payload, callback);
        });
        await client.connect();
        await client.query(`LISTEN ${SITE_CHANGED_CHANNEL}`);
        listener = client;
      };
      const reconnect = async () => {
        try {
          await listen();
          callback(ALL_SITES, 'data');
        } catch (error) {
          console.error(`PostgreSQL LISTEN reconnection failed: ${(error as Error).message}`);
          // Every second: the kept answers drop within a second or so of the database's return.
          if (!closing) setTimeout(() => void reconnect(), 1000);
        }
      };
      await listen();
    },
    async close() {
      closing = true;
      await listener?.end();
      await pool.end();
    },
  };
}
