import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import {
  freePort,
  npmStartRuntime,
  startServer,
  stopServer,
  type ServerProcess,
} from '../../../scripts/lib/server-process.ts';
import { IDLE_SECONDS } from './idle-memory.ts';

// Issue 21: the server started as `npm start` starts it gives back the memory a busy spell grew, once idle
// (idle-memory.ts). This checks the wiring the unit test cannot: `--expose-gc` among `npm start`'s flags, and the
// watch started with the server. A server process of its own needs PostgreSQL (CI gives it DATABASE_URL).

const t = useTestApp();
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
let server: ServerProcess | undefined;

afterEach(async () => {
  if (server) await stopServer(server);
  server = undefined;
});

describe.runIf(process.env.DATABASE_URL)('the idle give-back in a server started as npm start starts it', () => {
  it('gives memory back once the server has been idle after a busy spell', async () => {
    const { nodeFlags, env } = await npmStartRuntime(ROOT);
    expect(nodeFlags).toContain('--expose-gc');
    server = await startServer({
      entry: SERVER,
      port: await freePort(),
      env: { PATH: process.env.PATH, ...env, DATABASE_URL: t.databaseUrl, DATA_DIR: t.dataDir, LOG_LEVEL: 'debug' },
      nodeFlags,
      cwd: ROOT,
      readyPath: '/api/parameter',
      timeoutMs: 30_000,
    });
    // A busy spell: a few hundred reads, twenty at a time.
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${server!.base}/api/parameter`, { headers: { idSite: '1' } })),
      );
    }
    // Five idle seconds in a row come at once on a quiet machine (8 s for the whole test), but CI runs this beside
    // other files' servers and databases, and a second's few tasks, slowed by them, can count as busy: 15 s was once
    // not enough there. The wait is generous; it ends as soon as the line comes.
    const deadline = Date.now() + (IDLE_SECONDS + 55) * 1000;
    let given: { rssBeforeMb: number; rssAfterMb: number } | undefined;
    while (!given && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const line = server
        .output()
        .split('\n')
        .find((text) => text.includes('memory given back after a busy spell'));
      given = line ? (JSON.parse(line) as typeof given) : undefined;
    }
    expect(given, server.output().slice(-2000)).toBeDefined();
    expect(given!.rssAfterMb).toBeLessThan(given!.rssBeforeMb);
  }, 120_000);
});
