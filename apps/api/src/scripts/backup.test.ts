import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { SEED_ASSETS_DIR } from '../db/seed/seed.ts';
import { loadSecretKey } from '../storage/secret-keys.ts';
import { DiskFileStore } from '../storage/disk-file-store.ts';
import { importSiteFiles } from '../storage/site-files.ts';
import { sitePrivateFilePath } from '../storage/storage.ts';
import { backup, type BackupResult } from './backup.ts';
import { restore } from './restore.ts';

/** A DATA_DIR and its database: PostgreSQL when the tests run on it (DATABASE_URL), else DATA_DIR/pglite. */
interface Place {
  dataDir: string;
  pgliteDir: string;
  databaseUrl?: string | undefined;
}

const adminUrl = process.env.DATABASE_URL;
const createdDatabases: string[] = [];
let work: string;

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database, empty or copied from the seeded template, dropped after the file's tests. */
async function newPostgresDatabase(template?: string) {
  const name = `atelier_backup_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  createdDatabases.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function newPlace(name: string, seeded: boolean): Promise<Place> {
  const dataDir = path.join(work, name);
  const pgliteDir = path.join(dataDir, 'pglite');
  if (adminUrl) {
    return { dataDir, pgliteDir, databaseUrl: await newPostgresDatabase(seeded ? inject('pgTemplate') : undefined) };
  }
  if (seeded) {
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    await mkdir(dataDir, { recursive: true });
    await (await PGlite.create({ dataDir: pgliteDir, loadDataDir: dump, extensions: PGLITE_EXTENSIONS })).close();
  }
  return { dataDir, pgliteDir };
}

/**
 * A place holding the source's data: a database made from the seeded template, or a copy of the source's closed
 * PGlite directory (faster than loading the template's dump again).
 */
async function copyOfSource(name: string): Promise<Place> {
  if (adminUrl) return newPlace(name, true);
  const place = await newPlace(name, false);
  await cp(source.pgliteDir, place.pgliteDir, { recursive: true });
  return place;
}

/** Runs queries on a place's database, opened for the call. */
async function withDatabase<T>(place: Place, use: (query: (sql: string) => Promise<unknown[]>) => Promise<T>) {
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    try {
      return await use(async (sql) => (await client.query(sql)).rows as unknown[]);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir: place.pgliteDir, extensions: PGLITE_EXTENSIONS });
  try {
    return await use(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.close();
  }
}

/** The row count of every table (read from information_schema, not the scripts' own list) and every sequence. */
function databaseContent(place: Place) {
  return withDatabase(place, async (query) => {
    const tables = (await query(
      `select table_schema as "schema", table_name as "name" from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    )) as { schema: string; name: string }[];
    const rows: Record<string, number> = {};
    for (const { schema, name } of tables) {
      const [row] = (await query(`select count(*)::int as "count" from "${schema}"."${name}"`)) as { count: number }[];
      rows[`${schema}.${name}`] = row!.count;
    }
    const sequences = Object.fromEntries(
      (
        (await query('select schemaname, sequencename, last_value::text as "last" from pg_sequences')) as {
          schemaname: string;
          sequencename: string;
          last: string | null;
        }[]
      ).map((sequence) => [`${sequence.schemaname}.${sequence.sequencename}`, sequence.last]),
    );
    return { rows, sequences };
  });
}

/** Every file under a DATA_DIR but the embedded database's: its path and the SHA-256 of its bytes. */
async function filesOf(dataDir: string) {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dataDir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dataDir, file);
    if (!entry.isFile() || relative.startsWith(`pglite${path.sep}`)) continue;
    files[relative] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

let source: Place;
let sourceContent: Awaited<ReturnType<typeof databaseContent>>;
/** The files a restore brings back: the source's, but the resized images (made again on demand). */
let backedUpFiles: Record<string, string>;
let archive: string;
let written: BackupResult;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'atelier-backup-'));
  source = await newPlace('source', true);
  // The files a DATA_DIR holds: the sample sites' media, a private file, a signing key, and a resized image.
  for (const siteId of [1, 2]) {
    await importSiteFiles(new DiskFileStore(source.dataDir), siteId, path.join(SEED_ASSETS_DIR, `site-${siteId}`));
  }
  const photo = sitePrivateFilePath(source.dataDir, 1, 'made-to-measure/1/photo.jpg');
  await mkdir(path.dirname(photo), { recursive: true });
  await writeFile(photo, randomBytes(5000));
  await loadSecretKey(source.dataDir, 'order-access');
  await mkdir(path.join(source.dataDir, 'cache', 'images'), { recursive: true });
  await writeFile(path.join(source.dataDir, 'cache', 'images', 'resized.webp'), randomBytes(100));
  // A resized variant kept by the file store beside the originals: left out too.
  const variant = path.join(source.dataDir, 'media', 'site-1', '_variants', 'products', 'a.jpg', '320w-x.webp');
  await mkdir(path.dirname(variant), { recursive: true });
  await writeFile(variant, randomBytes(100));
  sourceContent = await databaseContent(source);
  const variants = path.join('media', 'site-1', '_variants') + path.sep;
  backedUpFiles = Object.fromEntries(
    Object.entries(await filesOf(source.dataDir)).filter(
      ([file]) => !file.startsWith(`cache${path.sep}`) && !file.startsWith(variants),
    ),
  );
  archive = path.join(work, 'backups', 'atelier.tar.gz');
  written = await backup({ ...source, out: archive });
});

afterAll(async () => {
  for (const name of createdDatabases) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run db:backup and db:restore', () => {
  it('writes one archive of the database and the files, and never overwrites one', async () => {
    expect(written.database).toBe(adminUrl ? 'postgres' : 'pglite');
    expect(written.rowCounts.sites).toBe(2);
    expect(written.files.count).toBe(Object.keys(backedUpFiles).length);
    expect(Object.keys(backedUpFiles)).toEqual(
      expect.arrayContaining([
        path.join('secrets', 'order-access.key'),
        path.join('private', 'site-1', 'made-to-measure', '1', 'photo.jpg'),
      ]),
    );
    expect((await stat(archive)).size).toBe(written.bytes);
    await expect(backup({ ...source, out: archive })).rejects.toThrow(/already exists/);
  });

  it('restores the sample data into a fresh target: the same rows in every table, sequences and files', async () => {
    const target = await newPlace('fresh', false);
    const restored = await restore({ ...target, archive });
    expect(restored.rowCounts).toEqual(written.rowCounts);
    const content = await databaseContent(target);
    expect(Object.keys(content.rows).length).toBeGreaterThan(50);
    expect(content).toEqual(sourceContent);
    expect(await filesOf(target.dataDir)).toEqual(backedUpFiles);
    expect(restored.files.count).toBe(Object.keys(backedUpFiles).length);
  });

  it('refuses to restore over a target that holds data, and replaces it with --force', async () => {
    const target = await copyOfSource('occupied');
    await withDatabase(target, (query) => query('delete from reviews'));
    const stray = path.join(target.dataDir, 'media', 'written-after-the-backup.txt');
    await mkdir(path.dirname(stray), { recursive: true });
    await writeFile(stray, 'later');

    await expect(restore({ ...target, archive })).rejects.toThrow(/--force/);
    expect(existsSync(stray), 'a refused restore changes nothing').toBe(true);
    expect((await databaseContent(target)).rows['public.reviews']).toBe(0);

    await restore({ ...target, archive, force: true });
    expect(await databaseContent(target)).toEqual(sourceContent);
    expect(await filesOf(target.dataDir)).toEqual(backedUpFiles);
  });

  it('refuses to back up an embedded database a process holds open', async () => {
    const dataDir = path.join(work, 'open');
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    const out = path.join(work, 'backups', 'open.tar.gz');
    await expect(backup({ dataDir, pgliteDir: path.join(dataDir, 'pglite'), out })).rejects.toThrow(
      /stop the server first/,
    );
    expect(existsSync(out)).toBe(false);
  });
});
