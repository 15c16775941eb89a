/**
 * What `npm run db:backup` writes and `npm run db:restore` reads: one gzipped tar file holding
 *
 * - `atelier-backup.json`: the manifest (which database, when, and the row count of every table at that moment);
 * - `database.pgdump` (PostgreSQL: `pg_dump --format=custom`) or `database.pglite.tar` (the embedded database's
 *   own dump of its data directory, `dumpDataDir`);
 * - `files/`: everything under DATA_DIR (the sites' media, private files, the signing keys of `secrets/`) but the
 *   embedded database's directory, which the dump holds, and `cache/` (resized images, made again on demand).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const MANIFEST_FILE = 'atelier-backup.json';
export const DATABASE_FILES = { postgres: 'database.pgdump', pglite: 'database.pglite.tar' } as const;
export const FILES_DIR = 'files';
/** DATA_DIR's entries a backup leaves out: the embedded database (its dump is the archive's) and derived files. */
export const NOT_BACKED_UP = ['pglite', 'cache'];
/** Where a restore unpacks before moving into DATA_DIR (inside it: a rename never crosses a mount). */
export const RESTORE_STAGING_PREFIX = '.restore-';

export type DatabaseKind = keyof typeof DATABASE_FILES;

export interface BackupManifest {
  format: 'atelier-backup';
  version: 1;
  createdAt: string;
  database: DatabaseKind;
  /** Rows of every table when the dump was taken (`schema.table`, or `table` for the public schema). */
  rowCounts: Record<string, number>;
}

export function isManifest(value: unknown): value is BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  return (
    manifest?.format === 'atelier-backup' &&
    manifest.version === 1 &&
    (manifest.database === 'postgres' || manifest.database === 'pglite') &&
    typeof manifest.rowCounts === 'object' &&
    manifest.rowCounts !== null
  );
}

/**
 * PGlite allows one process at a time and takes no lock of its own; it writes `postmaster.pid` while open and
 * removes it on close. A dump of a directory a server is writing to would be torn, so refuse.
 */
export function assertPgliteNotOpen(pgliteDir: string) {
  if (existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new Error(
      `The embedded database ${pgliteDir} is open (postmaster.pid): stop the server first, PGlite allows one ` +
        'process at a time. If no process has it open (a crash left the file), delete postmaster.pid and run again.',
    );
  }
}

/** A database connection as pg_dump and pg_restore take it: the password in the environment, not in `ps`. */
export function postgresTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** `atelier on db.example.com:5432`: a database named without its password. */
export function databaseName(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return `${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
}

/** Runs pg_dump or pg_restore; a failure carries what the tool wrote on stderr. */
export function runPostgresTool(command: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed: install the PostgreSQL client tools (postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`));
    });
  });
}

/** A client of either database: pg's Client and PGlite both answer `query(sql)` with `{ rows }`. */
export interface SqlClient {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the database (every schema but the system's), as `schema.table` or `table` for public. */
export async function listTables(client: SqlClient) {
  const { rows } = await client.query(
    `select n.nspname as "schema", c.relname as "name" from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
     order by 1, 2`,
  );
  return (rows as { schema: string; name: string }[]).map(({ schema, name }) => ({
    key: schema === 'public' ? name : `${schema}.${name}`,
    sql: `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`,
  }));
}

/** The exact row count of every table, in one statement. */
export async function countRows(client: SqlClient): Promise<Record<string, number>> {
  const tables = await listTables(client);
  if (tables.length === 0) return {};
  const { rows } = await client.query(
    tables.map((table, i) => `select ${i} as "table", count(*)::int as "rows" from ${table.sql}`).join(' union all '),
  );
  const counts: Record<string, number> = {};
  for (const row of rows as { table: number; rows: number }[]) counts[tables[row.table]!.key] = row.rows;
  return counts;
}

const SHOWN_TABLES = ['sites', 'users', 'products', 'orders', 'pages'];

/** `77 tables, 5,432 rows (sites 2, users 7, …)`. */
export function describeRowCounts(counts: Record<string, number>) {
  const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0);
  const shown = SHOWN_TABLES.filter((table) => table in counts).map((table) => `${table} ${counts[table]}`);
  return `${Object.keys(counts).length} tables, ${total.toLocaleString('en')} rows (${shown.join(', ')})`;
}

/** The tables whose row count differs between two counts. */
export function rowCountDifferences(expected: Record<string, number>, actual: Record<string, number>) {
  const tables = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...tables]
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: ${expected[table] ?? 'no table'} at the backup, ${actual[table] ?? 'no table'} now`);
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A path as the user would type it: relative to the working directory when inside it. */
export function shownPath(file: string) {
  const relative = path.relative(process.cwd(), path.resolve(file));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : path.resolve(file);
}

export function formatSeconds(startedAt: number) {
  return `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
}
