import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseOptions } from './client.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { seedDemoOrders } from './seed/demo-orders.ts';
import { seedDemoMadeToMeasure } from './seed/seed-made-to-measure.ts';
import { seedSampleSites } from './seed/seed.ts';

/** Applies the migrations and seeds the sample sites that are missing; returns the ids of the sites written. */
export async function setUpDatabase(options: DatabaseOptions, dataDir: string): Promise<number[]> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const seeded = await seedSampleSites(database.db, dataDir);
    // The demo accounts exist only in the embedded database (README): never on a PostgreSQL server.
    if (!options.databaseUrl) {
      await seedDemoAccounts(database.db, seeded);
      await seedDemoOrders(database.db, seeded);
      await seedDemoMadeToMeasure(database.db, dataDir, seeded);
    }
    return seeded;
  } finally {
    await database.close();
  }
}

// Run as a script (`node src/db/setup.ts`): the server runs the first set-up of an embedded database in a
// process of its own, because PGlite's WebAssembly memory only grows (docs/decisions/005).
if (import.meta.main) {
  const config = loadConfig();
  const seeded = await setUpDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir }, config.dataDir);
  if (seeded.length > 0) console.warn(`seeded the sample sites ${seeded.join(', ')}`);
}
