import { type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AdminParameter, SiteParameter } from '@atelier/contract';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { useTestApp } from '../test/test-app.ts';
import { bearer, customer } from './modules/order-history/order-history.factory.ts';
import { freePort, startServer as startServerProcess } from '../../../scripts/lib/server-process.ts';

// Issue 20 items 1 and 2: several server processes on one PostgreSQL database, and rate limits shared in Redis.
// The process tests run where CI gives them PostgreSQL (DATABASE_URL), the limits' where it gives them Redis.

const REDIS_URL = process.env.REDIS_URL;
const t = useTestApp(REDIS_URL ? { REDIS_URL } : {});

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const running = new Set<ChildProcess>();

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/** `node server.ts` on the test's database; resolves once it answers, with its output so far. */
async function startServer(env: Record<string, string>) {
  const server = await startServerProcess({
    entry: SERVER,
    port: await freePort(),
    env: { PATH: process.env.PATH, DATABASE_URL: t.databaseUrl, DATA_DIR: t.dataDir, LOG_LEVEL: 'warn', ...env },
    readyPath: '/api/parameter',
    timeoutMs: 30_000,
  });
  running.add(server.child);
  return server;
}

/** The pids of a process's children (Linux's /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // pid (comm) state ppid …: the command may hold spaces, the fields after its closing parenthesis do not.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(process.env.DATABASE_URL)('several server processes on PostgreSQL (issue 20 item 1)', () => {
  it('a change made through one process is seen by another at once (LISTEN/NOTIFY drops its kept answers)', async () => {
    const admin = await customer(t, { role: 'ADMIN' });
    const [one, other] = await Promise.all([startServer({}), startServer({})]);
    const shippingMessage = async (base: string) => {
      const response = await fetch(`${base}/api/parameter`, { headers: { idSite: '1' } });
      const list = ((await response.json()) as { data: SiteParameter[] }).data;
      return list.find((p) => p.type === 'SHIPPING_MESSAGE')?.value;
    };
    // The other process keeps the answer.
    const before = await shippingMessage(other.base);
    expect(await shippingMessage(other.base)).toBe(before);

    const value = `Expédié sous 24 heures (${Date.now()})`;
    const saved = await fetch(`${one.base}/api/admin/parameter/SHIPPING_MESSAGE`, {
      method: 'PUT',
      headers: { idSite: '1', 'content-type': 'application/json', ...bearer(admin) },
      body: JSON.stringify({ value }),
    });
    expect(((await saved.json()) as { data: AdminParameter }).data.value).toBe(value);
    const savedAt = Date.now();
    await until('the other process shows the change', async () =>
      (await shippingMessage(other.base)) === value ? true : undefined,
    );
    // The budget is 100 ms; a loaded CI machine gets the margin of `until`.
    console.warn(`the other process showed the change ${Date.now() - savedAt} ms after it was saved`);
  });

  it(
    'WORKERS=2 runs two workers on one port, replaces one killed, and stops them all on SIGTERM',
    { timeout: 150_000 },
    async () => {
      const server = await startServer({ WORKERS: '2', LOG_LEVEL: 'info' });
      const primary = server.child.pid!;
      expect(server.output()).toContain('2 server processes');
      // Both listen before one is killed: else the requests below wait for the replacement's start.
      const listening = () => server.output().match(/Server listening at/g)?.length ?? 0;
      await until('both workers listening', () => (listening() >= 2 ? true : undefined), 30_000);
      const workers = await until('two workers', () =>
        childrenOf(primary).length === 2 ? childrenOf(primary) : undefined,
      );

      process.kill(workers[0]!, 'SIGKILL');
      // The primary starts another…
      const replaced = await until('a new worker', () => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
      });
      // …and the server answers again (a request the primary handed to the killed worker is lost with it; a fresh
      // connection each time, so that a lost one does not hold the next).
      const ask = (timeout: number) =>
        fetch(`${server.base}/api/parameter`, {
          headers: { idSite: '1', connection: 'close' },
          signal: AbortSignal.timeout(timeout),
        }).catch(() => null);
      await until(
        'an answer after the kill',
        async () => ((await ask(3_000))?.status === 200 ? true : undefined),
        30_000,
      );
      for (let i = 0; i < 20; i++) expect((await ask(10_000))?.status).toBe(200);
      expect(replaced).toContain(workers[1]);
      expect(server.output()).toMatch(/worker 1 \(pid \d+\) stopped \(SIGKILL\): starting another/);

      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(childrenOf(primary)).toEqual([]);
    },
  );
});

describe.runIf(REDIS_URL)('rate limits counted in Redis (issue 20 item 2)', () => {
  // A second app on the same database and Redis: another process, as far as the limits can tell.
  let second: FastifyInstance | undefined;
  const secondApp = async () => {
    if (!second) {
      const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', REDIS_URL: REDIS_URL! });
      second = await buildApp({ config, database: t.database, logger: false });
    }
    return second;
  };
  afterAll(async () => {
    await second?.close();
  });

  // Unique per run: the counters live 15 minutes in a Redis that the next run shares.
  const run = `${process.pid}-${Date.now()}`;
  const ip = `10.20.${process.pid % 250}.${Date.now() % 250}`;

  const login = async (app: FastifyInstance, email: string, password: string, from = ip) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { idSite: '1', 'content-type': 'application/json', 'x-forwarded-for': from },
      payload: { email, password },
    });

  it('the failed logins of one e-mail count across processes: after the 10th, both refuse', async () => {
    const apps = [t.app, await secondApp()];
    const email = `limite.${run}@example.com`;
    for (let i = 0; i < 10; i++) {
      const response = await login(apps[i % 2]!, email, 'pas-le-bon-mot', `10.30.${i}.${Date.now() % 250}`);
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    for (const app of apps) {
      const refused = await login(app, email, 'pas-le-bon-mot', '10.31.0.1');
      expect(refused.statusCode).toBe(429);
      expect((refused.json() as { success: boolean }).success).toBe(false);
    }
  });

  it('the per-address limit counts across processes too', async () => {
    const apps = [t.app, await secondApp()];
    // 30 logins a minute from one address (accounts.routes.ts), each of another e-mail.
    for (let i = 0; i < 30; i++) {
      const response = await login(apps[i % 2]!, `adresse.${run}.${i}@example.com`, 'x');
      expect(response.statusCode, `attempt ${i + 1}`).not.toBe(429);
    }
    expect((await login(apps[0]!, `adresse.${run}.last@example.com`, 'x')).statusCode).toBe(429);
    expect((await login(apps[1]!, `adresse.${run}.last@example.com`, 'x')).statusCode).toBe(429);
  });
});
