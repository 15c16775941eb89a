import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedSampleSites } from './db/seed/seed.ts';

/** `npm start`: migrate, seed the sample sites once, serve on HOST:PORT. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
await database.migrate();
const seeded = await seedSampleSites(database.db, config.dataDir);
const app = await buildApp({ config, database });
if (seeded.length > 0) app.log.info({ sites: seeded }, 'seeded the sample sites');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Atelier (${database.kind}) on ${config.publicUrl}, Node ${process.version}`);
