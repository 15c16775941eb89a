// Load benchmark: starts the API as a child process, drives it with autocannon from
// another child process, prints one line per case plus the server's memory, then cleans up.
// Usage: npm run bench -- [--db pglite|postgres] [--duration <s>] [--connections <n>]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = 'apps/api/src/server.ts';
/** The server runs with the Node flags of `npm start` (one place says how production runs). */
const START_SCRIPT: string = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')).scripts.start;
const NODE_FLAGS = START_SCRIPT.split(' ').filter((word) => word.startsWith('--'));
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');
const CASES = ['/api/parameter', '/api/site/info', '/api/element/link-footer'];
const BUDGET = { reqPerSec: 10_000, p99Ms: 20, memoryMb: { pglite: 500, postgres: 200 } };

/** The part of autocannon's --json output this script reads. */
type AutocannonResult = {
  requests: { average: number };
  throughput: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
if (args.db !== 'pglite' && args.db !== 'postgres') throw new Error(`--db must be pglite or postgres, got ${args.db}`);
const db: 'pglite' | 'postgres' = args.db;
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  throw new Error('--duration must be > 0 and --connections a positive integer');
}

let interrupted = false;
process.once('SIGINT', () => (interrupted = true)); // the children get it too; main() cleans up

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves with the exit code (or signal name) once the child has exited. */
function exited(child: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

async function runAutocannon(url: string, seconds: number): Promise<AutocannonResult> {
  // No accept-encoding: the plain JSON is measured (autocannon reads compressed bodies far slower than
  // the server sends them, which would measure the load generator).
  const args = ['--json', '-c', String(connections), '-d', String(seconds), '-H', 'idSite=1', url];
  const child = spawn(process.execPath, [AUTOCANNON, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const done = exited(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await done;
  try {
    return JSON.parse(stdout) as AutocannonResult;
  } catch {
    throw new Error(`autocannon exited with ${code} without JSON output:\n${stderr.slice(-2000)}`);
  }
}

async function waitUntilReady(url: string, server: ChildProcess, serverExit: Promise<unknown>) {
  const deadline = Date.now() + 60_000;
  let exitedEarly = false;
  void serverExit.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const res = await fetch(url, { headers: { idSite: '1' }, signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(
    exitedEarly ? `server exited (code ${server.exitCode ?? server.signalCode})` : 'server not ready after 60 s',
  );
}

async function stopServer(server: ChildProcess, serverExit: Promise<unknown>) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
  await serverExit;
  clearTimeout(timer);
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-'));
  const adminUrl = process.env['BENCH_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `atelier_bench_${Date.now()}_${process.pid}`;
  let dbCreated = false;
  let server: ChildProcess | undefined;
  let serverExit: Promise<unknown> = Promise.resolve();
  let output = '';
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  try {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    if (db === 'postgres') {
      await adminQuery(`CREATE DATABASE "${dbName}"`);
      dbCreated = true;
      const dbUrl = new URL(adminUrl);
      dbUrl.pathname = `/${dbName}`;
      env['DATABASE_URL'] = dbUrl.toString();
    } else {
      delete env['DATABASE_URL'];
    }

    server = spawn(process.execPath, [...NODE_FLAGS, SERVER_ENTRY], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    serverExit = exited(server);
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);

    const base = `http://127.0.0.1:${port}`;
    try {
      await waitUntilReady(`${base}/api/site/info`, server, serverExit);
    } catch (error) {
      console.error(`${(error as Error).message}\n--- server output ---\n${output}`);
      return 1;
    }

    let failed = false;
    for (const path of CASES) {
      if (interrupted) return 130;
      await runAutocannon(base + path, 1); // warm-up, result ignored
      const r = await runAutocannon(base + path, duration);
      const bad = r.non2xx + r.errors + r.timeouts > 0;
      failed ||= bad;
      const ok = r.requests.average >= BUDGET.reqPerSec && r.latency.p99 < BUDGET.p99Ms;
      const bytes = r.requests.average > 0 ? Math.round(r.throughput.average / r.requests.average) : 0;
      console.log(
        `GET ${path.padEnd(26)} ${db}  ${fmt(r.requests.average)} req/s  p99 ${r.latency.p99} ms  ${fmt(bytes)} B/answer  ` +
          `non-2xx ${r.non2xx}${r.errors + r.timeouts > 0 ? `  errors ${r.errors}  timeouts ${r.timeouts}` : ''}  ` +
          `(budget ≥ ${fmt(BUDGET.reqPerSec)} req/s, p99 < ${BUDGET.p99Ms} ms: ${ok ? 'ok' : 'OVER'})`,
      );
    }

    if (server.exitCode !== null || server.signalCode !== null) {
      console.error(
        `server exited during the run (code ${server.exitCode ?? server.signalCode})\n--- server output ---\n${output}`,
      );
      return 1;
    }
    const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
    const rssMb = Math.round(rssKb / 1024);
    const memBudget = BUDGET.memoryMb[db];
    console.log(
      `server memory after run: ${rssMb} MB (budget < ${BUDGET.memoryMb.pglite} MB on pglite, ` +
        `< ${BUDGET.memoryMb.postgres} MB on postgres: ${rssMb < memBudget ? 'ok' : 'OVER'})`,
    );
    if (failed) console.error(`some requests failed (errors, timeouts or non-2xx)\n--- server output ---\n${output}`);
    return failed ? 1 : 0;
  } finally {
    if (server) await stopServer(server, serverExit);
    await rm(dataDir, { recursive: true, force: true });
    if (dbCreated) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

process.exitCode = await main().catch((error: unknown) => {
  if (interrupted) return 130;
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
