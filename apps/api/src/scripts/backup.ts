/**
 * `npm run db:backup -- [--out <file>]`: writes the database and the files of DATA_DIR into one archive
 * (`backups/atelier-<date>.tar.gz` unless told; layout in backup-archive.ts), read back by `npm run db:restore`.
 * PostgreSQL (DATABASE_URL) is dumped by pg_dump from a snapshot, so the server may keep running. The embedded
 * database must be closed: stop the server first (PGlite allows one process at a time).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { create } from 'tar';
import { loadConfig } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { VARIANTS_FOLDER } from '../modules/images/image-variants.ts';
import {
  assertPgliteNotOpen,
  countRows,
  databaseName,
  DATABASE_FILES,
  describeRowCounts,
  FILES_DIR,
  formatBytes,
  formatSeconds,
  MANIFEST_FILE,
  NOT_BACKED_UP,
  postgresTarget,
  RESTORE_STAGING_PREFIX,
  runPostgresTool,
  shownPath,
  type BackupManifest,
  type DatabaseKind,
} from './backup-archive.ts';

/** A site's folder of image variants inside DATA_DIR, left out like the cache. */
const VARIANTS_DIR = new RegExp(`^media/site-[1-9]\\d*/${VARIANTS_FOLDER}$`);

export interface BackupOptions {
  dataDir: string;
  pgliteDir: string;
  /** PostgreSQL when set, else the embedded database of pgliteDir. */
  databaseUrl?: string | undefined;
  /** The archive to write; it must not exist yet. */
  out: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  database: DatabaseKind;
  rowCounts: Record<string, number>;
  files: { count: number; bytes: number };
}

/** `backups/atelier-2026-11-28-093000.tar.gz` (UTC), from the working directory. */
function defaultBackupFile(now = new Date()) {
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  return path.resolve('backups', `atelier-${stamp}.tar.gz`);
}

/** pg_dump in custom format from an exported snapshot, and the row counts read in that same snapshot. */
async function dumpPostgres(databaseUrl: string, file: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const rowCounts = await countRows(client);
    const target = postgresTarget(databaseUrl);
    await runPostgresTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`, `--dbname=${target.dbname}`],
      target.env,
    );
    await client.query('commit');
    return rowCounts;
  } finally {
    await client.end();
  }
}

/** The embedded database's own dump of its data directory (uncompressed: the archive is gzipped as a whole). */
async function dumpPglite(pgliteDir: string, file: string) {
  const client = await PGlite.create({ dataDir: pgliteDir, extensions: PGLITE_EXTENSIONS });
  try {
    const rowCounts = await countRows(client);
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return rowCounts;
  } finally {
    await client.close();
  }
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const out = path.resolve(options.out);
  const dataDir = path.resolve(options.dataDir);
  const pgliteDir = path.resolve(options.pgliteDir);
  if (existsSync(out)) throw new Error(`${out} already exists: choose another --out`);
  if (!options.databaseUrl) {
    if (!existsSync(pgliteDir)) throw new Error(`No embedded database at ${pgliteDir}: nothing to back up`);
    assertPgliteNotOpen(pgliteDir);
  }
  await mkdir(path.dirname(out), { recursive: true });
  // Written beside the archive, which appears under its name only once complete.
  const staging = await mkdtemp(path.join(path.dirname(out), '.atelier-backup-'));
  const partial = path.join(staging, 'archive.tar.gz');
  try {
    const database: DatabaseKind = options.databaseUrl ? 'postgres' : 'pglite';
    const databaseFile = path.join(staging, DATABASE_FILES[database]);
    const rowCounts = options.databaseUrl
      ? await dumpPostgres(options.databaseUrl, databaseFile)
      : await dumpPglite(pgliteDir, databaseFile);
    const manifest: BackupManifest = {
      format: 'atelier-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database,
      rowCounts,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    // `files` is a link to DATA_DIR, packed through (follow), so DATA_DIR's content sits under `files/`; a link
    // inside DATA_DIR (media on another disk) is packed as what it points to.
    if (existsSync(dataDir)) await symlink(dataDir, path.join(staging, FILES_DIR), 'dir');
    else await mkdir(path.join(staging, FILES_DIR));
    const leftOut = new Set([
      ...NOT_BACKED_UP.map((entry) => path.join(dataDir, entry)),
      staging, // when --out is inside DATA_DIR
      out,
    ]);
    const files = { count: 0, bytes: 0 };
    await create(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (entry, entryStat) => {
          if (entry === MANIFEST_FILE || entry === DATABASE_FILES[database]) return true;
          const inDataDir = path.join(dataDir, path.relative(FILES_DIR, entry));
          if (leftOut.has(inDataDir)) return false;
          // The resized images kept beside the originals (image-variants.ts): made again on demand.
          if (VARIANTS_DIR.test(path.relative(dataDir, inDataDir).split(path.sep).join('/'))) return false;
          if (path.dirname(inDataDir) === dataDir && path.basename(inDataDir).startsWith(RESTORE_STAGING_PREFIX)) {
            return false; // a restore that was interrupted
          }
          if ('isFile' in entryStat && entryStat.isFile()) {
            files.count += 1;
            files.bytes += entryStat.size;
          }
          return true;
        },
      },
      [MANIFEST_FILE, DATABASE_FILES[database], FILES_DIR],
    );
    await rename(partial, out);
    return { file: out, bytes: (await stat(out)).size, database, rowCounts, files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const startedAt = performance.now();
  const done = await backup({
    dataDir: config.dataDir,
    pgliteDir: config.pgliteDir,
    databaseUrl: config.databaseUrl,
    out: values.out ?? defaultBackupFile(),
  });
  const kind = config.databaseUrl
    ? `the PostgreSQL database ${databaseName(config.databaseUrl)}`
    : 'the embedded database';
  process.stdout.write(
    `Wrote ${shownPath(done.file)} (${formatBytes(done.bytes)}) in ` +
      `${formatSeconds(startedAt)}:\n` +
      `  ${kind}: ${describeRowCounts(done.rowCounts)}\n` +
      `  files of ${config.dataDir}: ${done.files.count} (${formatBytes(done.files.bytes)})\n`,
  );
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
