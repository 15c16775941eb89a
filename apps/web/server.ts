import { speedUpModuleLoading } from '@atelier/api/module-resolution';

/**
 * The production entry (`npm start`): the API app with the storefront (storefront.ts). The modules load through
 * Node's compile cache and a faster resolution (module-resolution.ts of the API, issue 21), set before anything
 * else is loaded: the rest is imported once they are on.
 */
if (import.meta.main) {
  speedUpModuleLoading();
  // A new embedded database is set up by a process of its own, started first: the rest loads meanwhile.
  (await import('@atelier/api/first-set-up')).beginEmbeddedDatabaseSetUp();
  const { startWebServer } = await import('./storefront.ts');
  await startWebServer();
}
