import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { runServer, type StartOptions } from './cluster.ts';

export { loadConfig, runServer };
import { loadConfig, type AppConfig } from './config.ts';
import { loggerOptions } from './logger.ts';
import { openDatabase, type Database } from './db/client.ts';
import { setUpNewEmbeddedDatabase } from './db/first-set-up.ts';
import { seedIfChanged } from './db/setup.ts';
import { createFileStore } from './storage/file-store.ts';
import { reduceMemoryWhenIdle } from './idle-memory.ts';

export interface PreparedServer {
  config: AppConfig;
  database: Database;
  app: FastifyInstance;
  /** Listens on HOST:PORT and closes cleanly on SIGTERM/SIGINT. */
  listen(): Promise<void>;
}

/**
 * Migrates, seeds the sample sites once and builds the app; the web server adds the storefront to it. A worker
 * of the cluster (cluster.ts) finds the database set up by the primary.
 */
export async function prepareServer(options: Partial<StartOptions> = {}): Promise<PreparedServer> {
  const config = loadConfig();
  // The embedded database on a thread of its own (pglite-thread.ts), opened ahead by the entries.
  const databaseOptions = { databaseUrl: config.databaseUrl, dataDir: config.pgliteDir, thread: true };
  if (options.databaseReady) {
    const database = await openDatabase(databaseOptions);
    const app = await buildApp({ config, database, logger: await loggerOptions(config.logLevel) });
    return { config, database, app, listen: () => listenOn(config, database, app) };
  }
  await setUpNewEmbeddedDatabase(config);
  const database = await openDatabase(databaseOptions);
  // New migrations and missing sample sites; nothing to do on a database that is up to date.
  await database.migrate();
  const files = await createFileStore(config);
  const seeded = await seedIfChanged(database, files, config, !config.databaseUrl).finally(() => files.close());
  const app = await buildApp({ config, database, logger: await loggerOptions(config.logLevel) });
  if (seeded.length > 0) app.log.info({ sites: seeded }, 'seeded the sample sites');
  return { config, database, app, listen: () => listenOn(config, database, app) };
}

/**
 * Listens on HOST:PORT and closes cleanly on SIGTERM/SIGINT; stops with exit code 1 if the embedded database's thread
 * is lost.
 */
async function listenOn(config: AppConfig, database: Database, app: FastifyInstance) {
  let closing = false;
  const stopReducing = reduceMemoryWhenIdle(app.log, globalThis.gc, database.collectGarbage);
  const shutdown = async (signal: string, code = 0) => {
    if (closing) return;
    closing = true;
    stopReducing();
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Every request would fail from then on: the server stops with an error, for whatever supervises it to start it
  // again (the embedded database is on disk).
  database.onLost?.((error) => {
    app.log.fatal({ err: error }, 'the embedded database’s thread stopped');
    void shutdown('database lost', 1);
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Atelier (${database.kind}) on ${config.publicUrl}, Node ${process.version}`);
}
