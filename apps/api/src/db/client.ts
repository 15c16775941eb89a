import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Channel on which table triggers announce that a site's cached data changed (migration 0001). */
export const SITE_CHANGED_CHANNEL = 'site_changed';
/** What onSiteChanged reports when every site's caches must go (the change feed was interrupted). */
export const ALL_SITES = 0;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Calls back with the site id each time a trigger reports a change; resolves once listening. */
  /** Calls back with a site's id when its data changes, or ALL_SITES when changes may have been missed. */
  onSiteChanged(callback: (siteId: number) => void): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests clone one migrated database). */
  loadDataDir?: Blob | File | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async onSiteChanged(callback) {
      await client.listen(SITE_CHANGED_CHANNEL, (payload) => callback(Number(payload)));
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server drops (a restart, an administrator) is an event, not a crash: the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  let listener: pg.Client | undefined;
  let closing = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
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
          if (message.channel === SITE_CHANGED_CHANNEL) callback(Number(message.payload));
        });
        await client.connect();
        await client.query(`LISTEN ${SITE_CHANGED_CHANNEL}`);
        listener = client;
      };
      const reconnect = async () => {
        try {
          await listen();
          callback(ALL_SITES);
        } catch (error) {
          console.error(`PostgreSQL LISTEN reconnection failed: ${(error as Error).message}`);
          if (!closing) setTimeout(() => void reconnect(), 5000);
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
