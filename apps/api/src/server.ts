import { speedUpModuleLoading } from './module-resolution.ts';

/**
 * `node apps/api/src/server.ts`: the API alone (WORKERS processes with DATABASE_URL); the server itself is
 * start.ts. The modules load through Node's compile cache and a faster resolution (module-resolution.ts, issue
 * 21), set before anything else is loaded: the rest is imported once they are on.
 */
if (import.meta.main) {
  speedUpModuleLoading();
  // A new embedded database is set up by a process of its own, then opened on a thread of its own, both started
  // first: the rest loads meanwhile.
  await (await import('./db/first-set-up.ts')).beginEmbeddedDatabaseSetUp();
  const { loadConfig, prepareServer, runServer } = await import('./start.ts');
  await runServer(loadConfig(), async (options) => (await prepareServer(options)).listen());
}
