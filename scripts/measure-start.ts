// Start time of the production server (issue 21): from the process's spawn to the first 200 of
// `GET /api/site/info`, polled every 10 ms, the median of several runs, for each case:
// - pglite seeded: a DATA_DIR whose embedded database is set up already (by a first start, not measured);
// - pglite first: an empty DATA_DIR (the server creates, migrates and seeds the database);
// - postgres seeded / postgres first: the same with a PostgreSQL database (seeded by a first start, or empty).
// The client build must exist (`npm run build`): the build step of `npm start` is not measured.
// Usage: node scripts/measure-start.ts [--runs 5] [--cases pglite-seeded,pglite-first,postgres-seeded,postgres-first]
//                                      [--entry <npm start's: apps/web/build/start/server.js>] [--flags='--cpu-prof --cpu-prof-dir=/tmp/prof']
//                                      [--root <another checkout, to measure its server: a baseline>]
//        MEASURE_PG_URL: the PostgreSQL server's administration URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { npmStartRuntime } from './lib/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The Node flags and environment of `npm start`. */
const { nodeFlags: NODE_FLAGS, env: START_ENV, entry: START_ENTRY } = await npmStartRuntime(ROOT);
const ALL_CASES = ['pglite-seeded', 'pglite-first', 'postgres-seeded', 'postgres-first'] as const;
type Case = (typeof ALL_CASES)[number];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cases: { type: 'string', default: ALL_CASES.join(',') },
    entry: { type: 'string', default: START_ENTRY },
    flags: { type: 'string', default: '' },
    // Another checkout to measure (a baseline), with this script.
    root: { type: 'string', default: ROOT },
  },
});
const runs = Number(args.runs);
const cases = args.cases.split(',').filter((name): name is Case => (ALL_CASES as readonly string[]).includes(name));
const extraFlags = args.flags.split(' ').filter(Boolean);
const adminUrl = process.env['MEASURE_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  ms: number;
  /** The server's CPU time (user + system) until then: steadier than \`ms\` on a busy machine. */
  cpuMs: number;
  child: ChildProcess;
  output: () => string;
}

/** Spawns the server and polls until its first 200: the milliseconds from the spawn. */
async function start(env: NodeJS.ProcessEnv, flags: string[] = []): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, ...flags, args.entry], {
    cwd: args.root,
    env: { ...env, ...START_ENV, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/api/site/info`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(url, { headers: { idSite: '1' }, signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (answered === 200) {
      const ms = performance.now() - began;
      return { ms, cpuMs: await cpuMs(child.pid), child, output: () => output };
    }
    if (performance.now() - began > 300_000) {
      child.kill('SIGKILL');
      throw new Error(`no answer after 300 s:\n${output}`);
    }
    await sleep(10);
  }
}

/** A process's CPU time (user + system, its children's that ended included), from /proc. */
async function cpuMs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  // utime, stime, cutime, cstime: fields 14-17 of proc(5), 12-15 after the name and state.
  const ticks = (fields[11] ?? 0) + (fields[12] ?? 0) + (fields[13] ?? 0) + (fields[14] ?? 0);
  return (ticks * 1000) / 100;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One run of a case: a fresh DATA_DIR (and database); a seeded case first starts once, unmeasured. */
async function measure(kind: Case): Promise<{ ms: number; cpuMs: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, WORKERS: '1' };
  delete env['DATABASE_URL'];
  let dbName: string | undefined;
  try {
    if (kind.startsWith('postgres')) {
      dbName = `atelier_start_${Date.now()}_${process.pid}`;
      await adminQuery(`CREATE DATABASE "${dbName}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      env['DATABASE_URL'] = url.toString();
    }
    if (kind.endsWith('seeded')) {
      const first = await start(env);
      await stop(first.child);
    }
    const measured = await start(env, extraFlags);
    await stop(measured.child);
    return { ms: measured.ms, cpuMs: measured.cpuMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (dbName) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

for (const kind of cases) {
  const results: { ms: number; cpuMs: number }[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(kind));
  const list = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
  console.log(
    `${kind.padEnd(16)} median ${Math.round(median(results.map((r) => r.ms)))} ms, CPU ` +
      `${Math.round(median(results.map((r) => r.cpuMs)))} ms  (runs: ${list(results.map((r) => r.ms))}; ` +
      `CPU ${list(results.map((r) => r.cpuMs))})`,
  );
}
