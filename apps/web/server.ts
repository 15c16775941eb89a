// First: React and React Router pick their build from NODE_ENV as they load. In the bundle `npm start` runs, the
// storefront's chunk evaluates its packages before its own code, so storefront.ts's import of it would come too late.
import './production-env.ts';
import { speedUpModuleLoading } from '@atelier/api/module-resolution';

/**
 * The production entry (`npm start`): the API app with the storefront (storefront.ts). The modules load through
 * Node's compile cache and a faster resolution (module-resolution.ts of the API, issue 21), set before anything
 * else is loaded: the rest is imported once they are on.
 */
if (import.meta.main) {
  speedUpModuleLoading();
  // A new embedded database is set up by a process of its own, then opened on a thread of its own, both started
  // first: the rest loads meanwhile.
  await (await import('@atelier/api/first-set-up')).beginEmbeddedDatabaseSetUp();
  const { startWebServer } = await import('./storefront.ts');
  await startWebServer();
}
