import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from '../config.ts';

/** The set-ups running or failed, by data directory. */
const running = new Map<string, Promise<void>>();

/**
 * A new embedded database is created and seeded by a short-lived process of its own: PGlite's WebAssembly memory
 * never shrinks, and the seed's writes would leave the server ~200 MB heavier (docs/decisions/005). Its modules
 * load as the server's do (module-resolution.ts). The servers' entries start it before they load the rest of
 * their modules, which they do meanwhile, on the other core (issue 21); `prepareServer` waits for the same one.
 * Nothing to do on PostgreSQL or on an existing data directory.
 */
export function setUpNewEmbeddedDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<void> {
  if (config.databaseUrl) return Promise.resolve();
  const dataDir = config.pgliteDir;
  const known = running.get(dataDir);
  if (known) return known;
  if (existsSync(dataDir)) return Promise.resolve();
  const setUp = new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        // PGlite's WebAssembly runs on V8's baseline compiler alone: the process lives a few seconds, and optimising
        // its hot functions cost more CPU than it saved, on the cores the server is loading its modules on (a
        // first start's CPU -0.6 to -1 s, decision 005).
        '--liftoff-only',
        '--import',
        new URL('../module-resolution-on.ts', import.meta.url).href,
        fileURLToPath(new URL('./setup.ts', import.meta.url)),
      ],
      { stdio: 'inherit', env: process.env },
    );
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The database set-up failed (exit code ${code ?? signal})`)),
    );
  });
  // Once done, the data directory says so; a failure stays, for whoever waits next.
  setUp.then(() => running.delete(dataDir)).catch(() => {});
  running.set(dataDir, setUp);
  return setUp;
}

/**
 * The servers' entries' first step, before they import the rest: a new embedded database's set-up starts now, and
 * its thread (pglite-thread.ts) opens once it is done. `prepareServer` waits for both, and reports their failure.
 */
export async function beginEmbeddedDatabaseSetUp() {
  const config = loadConfig();
  if (config.databaseUrl) return;
  const setUp = setUpNewEmbeddedDatabase(config);
  setUp.catch(() => {});
  (await import('./pglite-thread.ts')).openPgliteThreadAhead(config.pgliteDir, setUp);
}
