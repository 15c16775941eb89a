import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from '../config.ts';
import { createFileStore, type FileStore } from '../storage/file-store.ts';
import { TaskLimiter } from '../task-limiter.ts';
import { MIGRATIONS_DIR, openDatabase, type Database, type DatabaseOptions } from './client.ts';
import type { PreparedPglite } from './pglite-open.ts';
import { eq, sql } from 'drizzle-orm';
import { seedRuns } from './schema/index.ts';

/**
 * Applies the migrations and seeds the sample sites that are missing, their files into the configured file store
 * (DATA_DIR or the S3 bucket); returns the ids of the sites written.
 */
export async function setUpDatabase(
  options: DatabaseOptions,
  files: Pick<AppConfig, 'dataDir' | 's3'>,
): Promise<number[]> {
  const database = await openMigrated(options);
  const store = await createFileStore(files);
  try {
    return await seedIfChanged(database, store, files, !options.databaseUrl);
  } finally {
    await store.close();
    await database.close();
  }
}

/**
 * The sample sites that are missing, and on the embedded database the demo accounts, orders and made-to-measure
 * jobs (README: never on a PostgreSQL server); returns the ids of the sites written.
 */
export async function seedAll(database: Database, store: FileStore, embedded: boolean) {
  // The seed's modules (its sample content) load only when it runs.
  const [{ seedSampleSites }, { seedDemoAccounts }, { seedDemoOrders }, { seedDemoMadeToMeasure }, { drawDemoPhotos }] =
    await Promise.all([
      import('./seed/seed.ts'),
      import('./seed/demo-accounts.ts'),
      import('./seed/demo-orders.ts'),
      import('./seed/seed-made-to-measure.ts'),
      import('./seed/made-to-measure-photos.ts'),
    ]);
  // The demo jobs' photos are drawn on sharp's threads while the rows are written (awaited by their seed).
  if (embedded) drawDemoPhotos().catch(() => {});
  const seeded = await seedSampleSites(database.db, store);
  if (embedded) {
    await seedDemoAccounts(database.db, seeded);
    await seedDemoOrders(database.db, seeded);
    await seedDemoMadeToMeasure(database.db, store, seeded);
  }
  return seeded;
}

/**
 * `seedAll`, unless this database was already brought up to date with the same seed into the same file store
 * (table seed_runs): a restart then skips the seed's checks and leaves alone what the merchants changed since
 * (issue 21). A new version of the seed's sources or sample files runs it again, as it fills what is missing.
 */
export async function seedIfChanged(
  database: Database,
  store: FileStore,
  files: Pick<AppConfig, 'dataDir' | 's3'>,
  embedded: boolean,
): Promise<number[]> {
  const fingerprint = seedFingerprint(files, embedded);
  const done = await database.db
    .select({ fingerprint: seedRuns.fingerprint })
    .from(seedRuns)
    .where(eq(seedRuns.fingerprint, fingerprint));
  if (done.length > 0) return [];
  const seeded = await seedAll(database, store, embedded);
  await database.db.insert(seedRuns).values({ fingerprint }).onConflictDoNothing();
  return seeded;
}

const SEED_DIR = fileURLToPath(new URL('./seed', import.meta.url));
const SEED_ASSETS_DIR = fileURLToPath(new URL('../../seed-assets', import.meta.url));

/**
 * What the seed would write, in a few milliseconds: its sources (this file and db/seed/, tests aside), its
 * sample files' names and sizes, where they go (the data directory or the bucket) and whether the demo data
 * (embedded database only) is part of it.
 */
function seedFingerprint(files: Pick<AppConfig, 'dataDir' | 's3'>, embedded: boolean): string {
  // Read synchronously: ~250 small reads and stats, when nothing else runs yet (a few ms; 20 through the pool).
  const hash = createHash('sha256');
  const store = files.s3 ? `s3 ${files.s3.endpoint ?? ''} ${files.s3.bucket}` : path.resolve(files.dataDir);
  hash.update(`${store}\0${embedded}\0`).update(readFileSync(fileURLToPath(import.meta.url)));
  const sources = readdirSync(SEED_DIR).filter((file) => !file.endsWith('.test.ts'));
  for (const file of sources.sort()) hash.update(`\0${file}\0`).update(readFileSync(path.join(SEED_DIR, file)));
  for (const file of readdirSync(SEED_ASSETS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    hash.update(`\0${file}\0${statSync(path.join(SEED_ASSETS_DIR, file)).size}`);
  }
  return hash.digest('hex');
}

/**
 * Where a migrated, empty embedded database is kept, to start the next new ones from (issue 21): PGlite's
 * `initdb` and the migrations took two thirds of a first start. Named after what makes it (PGlite's version
 * and the migrations), so a new migration or PGlite makes another; in the temporary folder, like Node's compile
 * cache, since it is only ever a shortcut.
 */
function templateDir(): string {
  const hash = createHash('sha256');
  // PGlite's package.json, beside its dist/ (its exports do not name it).
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  // The migrations and their journal, which is what the migrator runs; not drizzle-kit's snapshots (8 MB).
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && file !== path.join('meta', '_journal.json')) continue;
    hash.update(`\0${file}\0`).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return path.join(tmpdir(), 'atelier-pglite-templates', hash.digest('hex').slice(0, 24));
}

/**
 * The database, migrated. A new embedded one is a copy of the kept template when there is one (copying its
 * files is several times faster than PGlite's own restore of a dump), and leaves one for the next when there is
 * none; PostgreSQL and an existing data directory are migrated in place.
 */
async function openMigrated(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir;
  if (options.databaseUrl || dataDir === undefined || existsSync(dataDir)) {
    const database = await openDatabase(options);
    await migrateOrClose(database);
    return database;
  }
  const template = templateDir();
  let prepared: Promise<PreparedPglite> | undefined;
  if (!existsSync(template)) {
    const database = await openDatabase(options);
    await migrateOrClose(database);
    await dropTemplateDatabases(database);
    await database.close();
    // Copied under another name, then renamed: a start at the same time finds all of it or none.
    const part = `${template}.${process.pid}.part`;
    await copyFolder(dataDir, part);
    await rename(part, template).catch(() => rm(part, { recursive: true, force: true }));
  } else {
    // PGlite's WebAssembly compiles meanwhile: the copy mostly waits for the disk (~1 ms a file created).
    prepared = import('./pglite-open.ts').then(({ preparePglite }) => preparePglite());
    prepared.catch(() => {});
    await copyFolder(template, dataDir);
  }
  const database = await openDatabase({ ...options, prepared: await prepared });
  await migrateOrClose(database);
  return database;
}

/**
 * PostgreSQL's template databases, which only CREATE DATABASE reads, and no one creates a database in the embedded
 * one: 600 of the 1,450 files of a new data directory, and a copy's time goes into creating files (~1 ms each on
 * this project's machines, issue 21).
 */
async function dropTemplateDatabases(database: Database) {
  try {
    await database.db.execute(
      sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    );
    await database.db.execute(sql`drop database template0`);
    await database.db.execute(sql`drop database template1`);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Files copied at once by `copyFolder`: a data directory's 850 files took 80–220 ms so, 200–240 ms one by one. */
const COPY_CONCURRENCY = 8;

/**
 * A folder's files copied into a new folder, with nothing else (fs.cp also reads and sets each file's mode and
 * times: it took twice as long on a data directory's ~850 files), several at a time on libuv's threads.
 */
async function copyFolder(from: string, to: string) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const inside = (entry: Dirent) => path.relative(from, path.join(entry.parentPath, entry.name));
  await mkdir(to, { recursive: true });
  for (const entry of entries) if (entry.isDirectory()) await mkdir(path.join(to, inside(entry)), { recursive: true });
  const limiter = new TaskLimiter(COPY_CONCURRENCY);
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => limiter.run(() => copyFile(path.join(from, inside(entry)), path.join(to, inside(entry))))),
  );
}

async function migrateOrClose(database: Database) {
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The set-up of the database the environment names, as a script: the server runs the first set-up of an embedded
 * database in a process of its own, because PGlite's WebAssembly memory only grows (docs/decisions/005). The
 * script is this file (`node src/db/setup.ts`) or, from `npm start`'s bundle, its `setup.js`.
 */
export async function setUpFromEnvironment() {
  const config = loadConfig();
  const seeded = await setUpDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir }, config);
  if (seeded.length > 0) console.warn(`seeded the sample sites ${seeded.join(', ')}`);
}

if (import.meta.main) await setUpFromEnvironment();
