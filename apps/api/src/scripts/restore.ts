/**
 * `npm run db:restore -- <file> [--force]`: puts back the database and the files of an archive of
 * `npm run db:backup` (layout in backup-archive.ts): pg_restore into DATABASE_URL, or a new embedded database
 * in DATA_DIR/pglite, and the files into DATA_DIR. A target that holds data is replaced only with --force. Stop
 * the server first: the embedded database allows one process at a time, and a running server would keep serving
 * what it has in its caches.
 */
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { extract, list } from 'tar';
import { loadConfig } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import {
  assertPgliteNotOpen,
  countRows,
  databaseName,
  DATABASE_FILES,
  describeRowCounts,
  FILES_DIR,
  formatBytes,
  formatSeconds,
  isManifest,
  listTables,
  MANIFEST_FILE,
  postgresTarget,
  RESTORE_STAGING_PREFIX,
  rowCountDifferences,
  runPostgresTool,
  shownPath,
  type BackupManifest,
  type DatabaseKind,
} from './backup-archive.ts';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  pgliteDir: string;
  /** PostgreSQL when set, else the embedded database of pgliteDir. */
  databaseUrl?: string | undefined;
  /** Replace a database or files that hold data (refused otherwise). */
  force?: boolean | undefined;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rowCounts: Record<string, number>;
  files: { count: number; bytes: number; entries: string[] };
}

const KIND_NAMES: Record<DatabaseKind, string> = {
  postgres: 'a PostgreSQL database (set DATABASE_URL)',
  pglite: 'the embedded database (leave DATABASE_URL unset)',
};

async function isEmptyDirectory(dir: string) {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/** What of the target already holds data: the names of the database and of DATA_DIR's entries. */
async function occupiedTargets(options: RestoreOptions, fileEntries: string[]) {
  const occupied: string[] = [];
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      const tables = await listTables(client);
      if (tables.length > 0) occupied.push(`the database of DATABASE_URL (${tables.length} tables)`);
    } finally {
      await client.end();
    }
  } else if (!(await isEmptyDirectory(options.pgliteDir))) {
    occupied.push(options.pgliteDir);
  }
  for (const entry of fileEntries) {
    const target = path.join(options.dataDir, entry);
    if (existsSync(target) && ((await lstat(target)).isFile() || !(await isEmptyDirectory(target)))) {
      occupied.push(target);
    }
  }
  return occupied;
}

async function restorePostgres(databaseUrl: string, dump: string) {
  const target = postgresTarget(databaseUrl);
  // --no-owner and --no-privileges: the restoring role owns everything, whatever the roles of the server dumped.
  await runPostgresTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.dbname}`,
      dump,
    ],
    target.env,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await countRows(client);
  } finally {
    await client.end();
  }
}

/**
 * A new data directory loaded from the dump (in the staging folder, inside DATA_DIR), counted, then renamed into
 * place: a restore that fails or is interrupted before leaves the old database as it was.
 */
async function restorePglite(pgliteDir: string, dump: string, staging: string, expected: Record<string, number>) {
  const fresh = path.join(staging, 'pglite');
  const client = await PGlite.create({
    dataDir: fresh,
    loadDataDir: new Blob([await readFile(dump)]),
    extensions: PGLITE_EXTENSIONS,
  });
  let rowCounts: Record<string, number>;
  try {
    rowCounts = await countRows(client);
  } finally {
    await client.close();
  }
  assertSameRows(expected, rowCounts);
  if (existsSync(pgliteDir)) await rename(pgliteDir, path.join(staging, 'pglite-replaced'));
  await rename(fresh, pgliteDir);
  return rowCounts;
}

function assertSameRows(expected: Record<string, number>, actual: Record<string, number>) {
  const differences = rowCountDifferences(expected, actual);
  if (differences.length > 0) {
    throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
  }
}

/** Moves the unpacked files into DATA_DIR, entry by entry, replacing what is there; counts them. */
async function moveFiles(from: string, dataDir: string, entries: string[]) {
  const files = { count: 0, bytes: 0 };
  if (!existsSync(from)) return files;
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files.count += 1;
    files.bytes += (await lstat(path.join(entry.parentPath, entry.name))).size;
  }
  for (const entry of entries) {
    await rm(path.join(dataDir, entry), { recursive: true, force: true });
    await rename(path.join(from, entry), path.join(dataDir, entry));
  }
  return files;
}

/** The manifest and the top-level entries of `files/` of an archive, read without unpacking it. */
async function readArchive(archive: string) {
  const manifest: Buffer[] = [];
  const fileEntries = new Set<string>();
  await list({
    file: archive,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.path === MANIFEST_FILE) entry.on('data', (chunk: Buffer) => manifest.push(chunk));
      const [top, name] = entry.path.split('/');
      if (top === FILES_DIR && name) fileEntries.add(name);
    },
  }).catch((error: unknown) => {
    throw new Error(`Cannot read ${archive} as a gzipped tar archive: ${(error as Error).message}`, { cause: error });
  });
  return {
    manifest: manifest.length > 0 ? (JSON.parse(Buffer.concat(manifest).toString('utf8')) as unknown) : null,
    fileEntries: [...fileEntries],
  };
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const archive = path.resolve(options.archive);
  const dataDir = path.resolve(options.dataDir);
  const pgliteDir = path.resolve(options.pgliteDir);
  if (!existsSync(archive)) throw new Error(`No archive at ${archive}`);
  const target: DatabaseKind = options.databaseUrl ? 'postgres' : 'pglite';
  if (target === 'pglite') assertPgliteNotOpen(pgliteDir);
  const { manifest, fileEntries } = await readArchive(archive);
  if (!isManifest(manifest)) throw new Error(`${archive} is not an archive of npm run db:backup (${MANIFEST_FILE})`);
  if (manifest.database !== target) {
    throw new Error(`${archive} holds ${KIND_NAMES[manifest.database]}, not ${KIND_NAMES[target]}`);
  }
  const occupied = await occupiedTargets({ ...options, dataDir, pgliteDir }, fileEntries);
  if (occupied.length > 0 && !options.force) {
    throw new Error(`These already hold data, restore with --force to replace them:\n  ${occupied.join('\n  ')}`);
  }

  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, RESTORE_STAGING_PREFIX));
  try {
    await extract({ file: archive, cwd: staging, strict: true });
    const dump = path.join(staging, DATABASE_FILES[target]);
    let rowCounts: Record<string, number>;
    if (options.databaseUrl) {
      rowCounts = await restorePostgres(options.databaseUrl, dump);
      assertSameRows(manifest.rowCounts, rowCounts);
    } else {
      rowCounts = await restorePglite(pgliteDir, dump, staging, manifest.rowCounts);
    }
    const files = await moveFiles(path.join(staging, FILES_DIR), dataDir, fileEntries);
    // Resized images of the files replaced: made again on demand.
    await rm(path.join(dataDir, 'cache'), { recursive: true, force: true });
    return { manifest, rowCounts, files: { ...files, entries: fileEntries } };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error('Usage: npm run db:restore -- <archive> [--force]');
  const config = loadConfig();
  const startedAt = performance.now();
  const done = await restore({
    archive: positionals[0]!,
    dataDir: config.dataDir,
    pgliteDir: config.pgliteDir,
    databaseUrl: config.databaseUrl,
    force: values.force,
  });
  const kind = config.databaseUrl
    ? `the PostgreSQL database ${databaseName(config.databaseUrl)}`
    : 'the embedded database';
  process.stdout.write(
    `Restored ${shownPath(positionals[0]!)} (made ${done.manifest.createdAt}) in ${formatSeconds(startedAt)}:\n` +
      `  ${kind}: ${describeRowCounts(done.rowCounts)}, as at the backup\n` +
      `  files into ${config.dataDir}: ${done.files.count} (${formatBytes(done.files.bytes)}; ` +
      `${done.files.entries.join(', ') || 'none'})\n`,
  );
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
