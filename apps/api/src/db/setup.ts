import { loadConfig, type AppConfig } from '../config.ts';
import { createFileStore } from '../storage/file-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { openDatabase, type Database, type DatabaseOptions } from './client.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { seedDemoOrders } from './seed/demo-orders.ts';
import { seedDemoMadeToMeasure } from './seed/seed-made-to-measure.ts';
import { seedSampleSites } from './seed/seed.ts';

/**
 * Applies the migrations and seeds the sample sites that are missing, their files into the configured file store
 * (DATA_DIR or the S3 bucket); returns the ids of the sites written.
 */
export async function setUpDatabase(
  options: DatabaseOptions,
  files: Pick<AppConfig, 'dataDir' | 's3'>,
): Promise<number[]> {
  const database = await openDatabase(options);
  const store = await createFileStore(files);
  try {
    await database.migrate();
    return await seedAll(database, store, !options.databaseUrl);
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
  const seeded = await seedSampleSites(database.db, store);
  if (embedded) {
    await seedDemoAccounts(database.db, seeded);
    await seedDemoOrders(database.db, seeded);
    await seedDemoMadeToMeasure(database.db, store, seeded);
  }
  return seeded;
}

// Run as a script (`node src/db/setup.ts`): the server runs the first set-up of an embedded database in a
// process of its own, because PGlite's WebAssembly memory only grows (docs/decisions/005).
if (import.meta.main) {
  const config = loadConfig();
  const seeded = await setUpDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir }, config);
  if (seeded.length > 0) console.warn(`seeded the sample sites ${seeded.join(', ')}`);
}
