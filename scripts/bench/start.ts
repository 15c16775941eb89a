// Issue 21: how long `npm start`'s server takes from its spawn to the first 200 of an API route (/api/site/info):
// on a new DATA_DIR or an empty PostgreSQL database (the first start, which migrates and seeds the sample sites), then
// on the same, seeded, database (the start after a deploy or a restart).
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, spawnServer, stopServer, waitForServer } from '../lib/server-process.ts';
import { START_BUDGET } from './budgets.ts';
import { db, fmt, median, NODE_FLAGS, ROOT, run, WEB_SERVER_ENTRY } from './options.ts';
import { verdict } from './report.ts';
import { freshEnvironment, type Cleanups } from './servers.ts';

/** Seeded starts measured (the median is judged). */
const SEEDED_STARTS = 3;

/** Spawns the production server in `env` and stops it once it answered; the time to that answer, in ms. */
async function timeStart(env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const server = spawnServer({ entry: WEB_SERVER_ENTRY, port, env, nodeFlags: NODE_FLAGS, cwd: ROOT });
  try {
    await waitForServer(server, { readyPath: '/api/site/info', intervalMs: 10, timeoutMs: 120_000 });
    return performance.now() - started;
  } finally {
    await stopServer(server, { killAfterMs: 10_000 });
  }
}

/** The start times against their budgets. Returns false when a server did not start. */
export async function benchStart(cleanups: Cleanups): Promise<boolean> {
  const env = await freshEnvironment(cleanups, { NODE_ENV: 'production', WEB_BUILD_DIR: undefined });
  try {
    const first = await timeStart(env);
    console.log(
      `start with seeding (new database) → first API answer  ${db}  ${fmt(first)} ms  ` +
        `(budget < ${fmt(START_BUDGET.firstWithSeedingMs)} ms: ${verdict(`start with seeding (${db})`, first < START_BUDGET.firstWithSeedingMs)})`,
    );
    const seeded: number[] = [];
    for (let n = 0; n < SEEDED_STARTS && !run.interrupted; n++) {
      await sleep(500); // the last one's files and connections closed
      seeded.push(await timeStart(env));
    }
    const typical = median(seeded);
    console.log(
      `start, seeded database → first API answer  ${db}  ${fmt(typical)} ms (median of ${seeded.map(fmt).join(', ')})  ` +
        `(budget < ${fmt(START_BUDGET.seededMs)} ms: ${verdict(`seeded start (${db})`, typical < START_BUDGET.seededMs)})`,
    );
    return true;
  } catch (error) {
    console.error(`start times: ${(error as Error).message}`);
    return false;
  }
}
