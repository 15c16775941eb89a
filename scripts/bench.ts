// Benchmarks and budgets, one line each.
// - api: starts the API as a child process, drives it with autocannon from another child process, prints one
//   line per case plus the server's memory; then the shop (issue 6): add to cart, shipping fees, and orders
//   placed from prepared carts, with the stock checked at the end.
// - web: builds the web app when needed, starts the production server (apps/web/server.ts), then measures
//   the server-rendered home page under autocannon, the JavaScript and CSS the home page ships (gzip), and
//   the Lighthouse scores (mobile preset, Debian's Chromium) of the home page, a brochure page, a shop page, a product
//   page, the blog and an article, a service, an event, the albums and an album.
// - admin (issue 16): the back-office's order list over 10,000 orders, filtered and paged (p99).
// Usage: npm run bench -- [--only api|shop|admin|web] [--db pglite|postgres] [--duration <s>] [--connections <n>]
//                         [--workers <n>] [--lighthouse-runs <n>] [--pages <part of a path>,…] [--lighthouse-reports <dir>]
//        BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' adds Node flags to the server's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = 'apps/api/src/server.ts';
const WEB_SERVER_ENTRY = 'apps/web/server.ts';
/** The server runs with the Node flags of `npm start` (one place says how production runs). */
const START_SCRIPT: string = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')).scripts.start;
const NODE_FLAGS = (START_SCRIPT.split('&&').at(-1) ?? '').split(' ').filter((word) => word.startsWith('--'));
/** BENCH_SERVER_FLAGS adds Node flags to the server's (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it). */
NODE_FLAGS.push(...(process.env['BENCH_SERVER_FLAGS'] ?? '').split(' ').filter(Boolean));
const requireHere = createRequire(import.meta.url);
const AUTOCANNON = requireHere.resolve('autocannon');
const LIGHTHOUSE = join(ROOT, 'node_modules/lighthouse/cli/index.js');
/** The storefront pages Lighthouse scores: the home page, brochure pages, the made-to-measure request form. */
const LIGHTHOUSE_PAGES = [
  '/',
  '/mobilier-sur-mesure-vendee',
  '/boutique-artisanale/mobilier-artisanal',
  '/devis-sur-mesure',
];
/** And a product page (issue 4), found through the API: the product with the most declinations. */
async function productPagePath(base: string): Promise<string | null> {
  const list = (await (await fetch(`${base}/api/v2/product?nbItem=100`, { headers: { idSite: '1' } })).json()) as {
    data?: { items: { id: number; url: string }[] };
  };
  return list.data?.items.find((item) => item.url.startsWith('/products/'))?.url ?? null;
}
/** And the blog (issue 17): its root and its newest article, found through the API. */
async function blogPagePaths(base: string): Promise<string[]> {
  const root = (await (await fetch(`${base}/api/blog/folder?nbItem=1`, { headers: { idSite: '1' } })).json()) as {
    data?: { blogs: { items: { url: string }[] } };
  };
  const article = root.data?.blogs.items[0]?.url;
  return article ? ['/blog', article] : [];
}
/** And a service's page (issue 17): the first service of the workshop, found through the API. */
async function servicePagePaths(base: string): Promise<string[]> {
  const list = (await (await fetch(`${base}/api/service?nbItem=1`, { headers: { idSite: '1' } })).json()) as {
    data?: { services: { url: string }[] };
  };
  const service = list.data?.services[0]?.url;
  return service ? [service] : [];
}

/** And an event's page (issue 17 item 5): site 1's soonest workshop, found through the API. */
async function eventPagePaths(base: string): Promise<string[]> {
  const list = (await (await fetch(`${base}/api/element/event?nbItem=1`, { headers: { idSite: '1' } })).json()) as {
    data?: { items: { url: string }[] };
  };
  const event = list.data?.items[0]?.url;
  return event ? [event] : [];
}
/** And the albums (issue 17 item 3): their list and site 1's first album, found through the API. */
/**
 * A made-to-measure job's page (issue 19) as its customer sees it: the demo customer (README) sends a request
 * through the API, and Lighthouse opens its page with their session's cookie.
 */
async function madeToMeasureJobPage(base: string): Promise<{ path: string; cookie: string } | null> {
  const headers = { idSite: '1', 'content-type': 'application/json' };
  const login = (await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'client.demo@atelier-morineau.fr', password: 'fauteuil-crapaud-85' }),
    })
  ).json()) as { data?: { token: string } };
  const token = login.data?.token;
  if (!token) return null;
  const body = new FormData();
  body.set(
    'request',
    JSON.stringify({
      pieceKind: 'ARMCHAIR',
      description: 'Bergère Louis XV à regarnir',
      dimensions: { width: 70, depth: 60, height: 95 },
      condition: 'WORN',
      fabric: { type: 'UNDECIDED' },
      handover: 'PICKUP',
      message: 'Assise affaissée, tissu usé.',
    }),
  );
  const requested = (await (
    await fetch(`${base}/api/quote-request`, {
      method: 'POST',
      headers: { idSite: '1', authorization: `Bearer ${token}` },
      body,
    })
  ).json()) as { data?: { id: number } };
  const id = requested.data?.id;
  return id ? { path: `/account/made-to-measure/${id}`, cookie: `token=${token}` } : null;
}

async function albumPagePaths(base: string): Promise<string[]> {
  const list = (await (await fetch(`${base}/api/album?nbItem=1`, { headers: { idSite: '1' } })).json()) as {
    data?: { items: { url: string }[] };
  };
  const album = list.data?.items[0]?.url;
  return album ? ['/albums', album] : [];
}
const BUDGET = { reqPerSec: 10_000, p99Ms: 20, memoryMb: { pglite: 500, postgres: 200 } };
/** Issue 4's budget for the catalogue reads. */
const CATALOGUE_BUDGET = { reqPerSec: 3_000, p99Ms: 30 };
const CASES: { path: string; budget: { reqPerSec: number; p99Ms: number } }[] = [
  { path: '/api/parameter', budget: BUDGET },
  { path: '/api/site/info', budget: BUDGET },
  { path: '/api/element/link-footer', budget: BUDGET },
  // A category page's cards and a product page. The server starts on a fresh DATA_DIR, so product 1 is the
  // first product of site 1's sample catalogue.
  { path: '/api/v2/product?nbItem=24', budget: CATALOGUE_BUDGET },
  { path: '/api/v2/product/1', budget: CATALOGUE_BUDGET },
  // The blog (issue 17), kept like the catalogue's answers: the root's first page of cards and an article.
  { path: '/api/blog/folder', budget: CATALOGUE_BUDGET },
  { path: '/api/blog/1', budget: CATALOGUE_BUDGET },
  // The reviews (issue 17 item 8), kept by the answer cache: what a reviews block asks for.
  { path: '/api/google/reviews?nbItem=3', budget: CATALOGUE_BUDGET },
  // A dynamic form (issue 17 item 4), kept like the blog's answers: the workshop's quote request.
  { path: '/api/forms/1', budget: CATALOGUE_BUDGET },
  // The services (issue 17), kept likewise: a services block's list by tags, a service page and a page's popup.
  { path: '/api/service?page=1&nbItem=100&tag=fauteuils,ateliers', budget: CATALOGUE_BUDGET },
  { path: '/api/service/1', budget: CATALOGUE_BUDGET },
  { path: '/api/popup/1', budget: CATALOGUE_BUDGET },
  // The events (issue 17 item 5), kept and dropped by the events table's trigger: the list and site 1's first.
  { path: '/api/element/event', budget: CATALOGUE_BUDGET },
  { path: '/api/element/event/1', budget: CATALOGUE_BUDGET },
  // The albums (issue 17), kept like the blog's answers: the list and an album.
  { path: '/api/album?page=1&nbItem=100', budget: CATALOGUE_BUDGET },
  { path: '/api/album/1', budget: CATALOGUE_BUDGET },
];
/** Issue 5: logins (Argon2id) per second, and the site info's p99 while they run. */
const LOGIN_BUDGET = { loginsPerSec: 20, siteInfoP99Ms: 50, concurrency: 8, accounts: 400 };
/**
 * Issue 6 budgets of the shop, each from `connections` parallel clients (shoppers, not a crowd of readers).
 * Add to cart and shipping fees: throughput; POST /order: orders per second and p99, with the stock right.
 */
const SHOP_BUDGET = {
  connections: 10,
  addToCart: { reqPerSec: 800 },
  shippingFees: { reqPerSec: 1_000 },
  order: { ordersPerSec: { pglite: 100, postgres: 300 }, p99Ms: 100 },
  /** Guest carts the adds go to in turn (one line each, which grows by one unit per add: 9,999 at most). */
  addCarts: 20,
};
/** Issue 3 budgets of the storefront. */
const WEB_BUDGET = {
  connections: 10,
  reqPerSec: 400,
  p99Ms: 60,
  jsKb: 100,
  cssKb: 30,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};
/** Issue 18: a publish or a setting's save on the storefront within 100 ms; the editor opens 30 blocks in < 1 s. */
const EDITOR_BUDGET = { visibleMs: 100, openMs: 1000, blocks: 30, runs: 5 };
/** The demo administrator of the embedded database (README), who edits the site in the bench. */
const DEMO_ADMIN = { email: 'admin.demo@atelier-morineau.fr', password: 'tapissier-admin-85' };
const LIGHTHOUSE_LABELS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
} as const;
type LighthouseCategory = keyof typeof WEB_BUDGET.lighthouse;

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
    only: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '1' },
    /** Lighthouse only the pages whose path holds one of these (comma-separated): `--pages devis,made-to-measure`. */
    pages: { type: 'string' },
    /** Server processes (`WORKERS`, PostgreSQL only: docs/scaling.md). */
    workers: { type: 'string', default: '1' },
    /** Keep Lighthouse's JSON reports in this folder (to read which audits cost points). */
    'lighthouse-reports': { type: 'string' },
  },
});
if (args.only !== undefined && !['api', 'shop', 'admin', 'web'].includes(args.only)) {
  throw new Error(
    `--only must be api, shop (the API's issue 6 cases alone), admin (issue 16's) or web, got ${args.only}`,
  );
}
const parts = {
  api: args.only === undefined || args.only === 'api' || args.only === 'shop',
  admin: args.only === undefined || args.only === 'admin',
  web: args.only === undefined || args.only === 'web',
};
/** `--only shop`: the API's shop cases without the reads and the login burst. */
const shopOnly = args.only === 'shop';
const lighthouseRuns = Number(args['lighthouse-runs']);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('--lighthouse-runs must be >= 1');
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

async function runAutocannon(
  url: string,
  seconds: number,
  conns = connections,
  headers: string[] = [],
  request: { method: string; body: string } | null = null,
): Promise<AutocannonResult> {
  // No accept-encoding: the plain answer is measured (autocannon reads compressed bodies far slower than
  // the server sends them, which would measure the load generator).
  const extra = headers.flatMap((header) => ['-H', header]);
  if (request) extra.push('-m', request.method, '-b', request.body);
  const args = ['--json', '-c', String(conns), '-d', String(seconds), '-H', 'idSite=1', ...extra, url];
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

/** The server's resident memory, in MB. */
async function rssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN) / 1024);
}

interface RunningServer {
  base: string;
  child: ChildProcess;
  /** The server's PostgreSQL database with --db postgres. */
  databaseUrl: string | undefined;
  /** The end of the server's output, for error messages. */
  output(): string;
  alive(): boolean;
}

/**
 * Starts `entry` with the Node flags of `npm start`, a fresh DATA_DIR (and a fresh PostgreSQL database with
 * --db postgres), and waits until `readyPath` answers 200. Registers its clean-up in `cleanups`. `beforeStart`
 * runs with the server's environment once the DATA_DIR and database exist, before the server starts.
 */
async function startServer(
  entry: string,
  readyPath: string,
  cleanups: (() => Promise<unknown>)[],
  extraEnv: NodeJS.ProcessEnv = {},
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>,
): Promise<RunningServer> {
  const adminUrl = process.env['BENCH_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WORKERS: args.workers,
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(extraEnv)) if (value === undefined) delete env[name];
  if (db === 'postgres') {
    const dbName = `atelier_bench_${Date.now()}_${process.pid}`;
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${dbName}`;
    env['DATABASE_URL'] = dbUrl.toString();
  } else {
    delete env['DATABASE_URL'];
  }
  await beforeStart?.(env);

  const child = spawn(process.execPath, [...NODE_FLAGS, entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const childExit = exited(child);
  cleanups.push(() => stopServer(child, childExit));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: RunningServer = {
    base: `http://127.0.0.1:${port}`,
    child,
    databaseUrl: env['DATABASE_URL'],
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
  try {
    await waitUntilReady(server.base + readyPath, child, childExit);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return server;
}

/** The API cases: the reads (SPEC §7 start-up calls), the shop, the login burst. False when requests failed. */
async function benchApi(server: RunningServer, shop: ShopProducts): Promise<boolean> {
  let failed = false;
  if (!shopOnly) failed ||= !(await benchReads(server));
  if (!server.alive()) {
    console.error(`server exited during the run (code ${server.child.exitCode ?? server.child.signalCode})`);
    return false;
  }
  // After the reads' memory budget: the shop's writes and Argon2id's 19 MiB per hash grow the server.
  failed ||= !(await benchShop(server, shop));
  if (!server.alive()) {
    console.error(`server exited during the shop cases (code ${server.child.exitCode ?? server.child.signalCode})`);
    return false;
  }
  console.log(`server memory after the shop: ${await rssMb(server.child.pid)} MB (for information)`);
  if (shopOnly) return !failed;
  failed ||= !(await benchLogin(server));
  console.log(`server memory after the login burst: ${await rssMb(server.child.pid)} MB (for information)`);
  return !failed;
}

/** The reads of CASES, then the server's memory against its budget. Returns false when requests failed. */
async function benchReads(server: RunningServer): Promise<boolean> {
  let failed = false;
  for (const { path, budget } of CASES) {
    if (interrupted) return false;
    await runAutocannon(server.base + path, 1); // warm-up, result ignored
    const r = await runAutocannon(server.base + path, duration);
    const bad = r.non2xx + r.errors + r.timeouts > 0;
    failed ||= bad;
    const ok = r.requests.average >= budget.reqPerSec && r.latency.p99 < budget.p99Ms;
    const bytes = r.requests.average > 0 ? Math.round(r.throughput.average / r.requests.average) : 0;
    console.log(
      `GET ${path.padEnd(26)} ${db}  ${fmt(r.requests.average)} req/s  p99 ${r.latency.p99} ms  ${fmt(bytes)} B/answer  ` +
        `non-2xx ${r.non2xx}${r.errors + r.timeouts > 0 ? `  errors ${r.errors}  timeouts ${r.timeouts}` : ''}  ` +
        `(budget ≥ ${fmt(budget.reqPerSec)} req/s, p99 < ${budget.p99Ms} ms: ${ok ? 'ok' : 'OVER'})`,
    );
  }
  if (!server.alive()) return false;
  const rss = await rssMb(server.child.pid);
  const memBudget = BUDGET.memoryMb[db];
  console.log(
    `server memory after run: ${rss} MB (budget < ${BUDGET.memoryMb.pglite} MB on pglite, ` +
      `< ${BUDGET.memoryMb.postgres} MB on postgres: ${rss < memBudget ? 'ok' : 'OVER'})`,
  );
  return !failed;
}

/**
 * A login burst (issue 5): accounts registered first, then logins from `concurrency` parallel clients for the
 * run's duration, each account and each address used few enough times to stay under the per-account and
 * per-address login limits, while autocannon reads /api/site/info. Returns false when a login failed.
 */
async function benchLogin(server: RunningServer): Promise<boolean> {
  const { loginsPerSec, siteInfoP99Ms, concurrency, accounts } = LOGIN_BUDGET;
  const post = (path: string, body: object, address: string) =>
    fetch(server.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', idSite: '1', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const password = 'Banc-de-mesure-2026';
  const emails = Array.from({ length: accounts }, (_, i) => `bench.${Date.now()}.${i}@example.com`);
  for (const [i, email] of emails.entries()) {
    const payload = {
      email,
      password,
      firstname: 'Banc',
      lastname: 'Mesure',
      phone: '06 12 34 56 78',
      acceptTerms: true,
    };
    const res = await post('/api/register', payload, `10.9.${i % 250}.${Math.floor(i / 250) + 1}`);
    if (res.status !== 200) throw new Error(`registering ${email}: ${res.status} ${await res.text()}`);
  }
  let logins = 0;
  let failures = 0;
  const stopAt = Date.now() + duration * 1000;
  const client = async (worker: number) => {
    while (Date.now() < stopAt && !interrupted) {
      const n = logins + failures;
      // Each account logs in a few times (limit 10 per 15 min), each address ~25 times a minute (30).
      const res = await post(
        '/api/login',
        { email: emails[n % accounts], password },
        `10.8.${worker}.${(n % 200) + 1}`,
      );
      if (res.status === 200) {
        await res.body?.cancel();
        logins++;
      } else if (++failures === 1) console.error(`a login failed: ${res.status} ${await res.text()}`);
    }
  };
  const [siteInfo] = await Promise.all([
    runAutocannon(server.base + '/api/site/info', duration, 10),
    ...Array.from({ length: concurrency }, (_, worker) => client(worker)),
  ]);
  const perSec = logins / duration;
  const ok = perSec >= loginsPerSec && siteInfo.latency.p99 < siteInfoP99Ms && failures === 0;
  console.log(
    `POST /api/login (${concurrency} clients, Argon2id)  ${db}  ${perSec.toFixed(1)} logins/s  failed ${failures}  ` +
      `while GET /api/site/info ${fmt(siteInfo.requests.average)} req/s p99 ${siteInfo.latency.p99} ms  ` +
      `(budget ≥ ${loginsPerSec} logins/s, site info p99 < ${siteInfoP99Ms} ms: ${ok ? 'ok' : 'OVER'})`,
  );
  return failures === 0;
}

// ─── Issue 6: the shop ───

/** The declinations of the shop cases, from site 1's sample catalogue (no customization, sold one by one). */
interface ShopProducts {
  /** Stock not tracked: what the add-to-cart case adds. */
  untracked: { productId: number; declinationId: number };
  /** Stock tracked, raised to ORDER_STOCK for the run: what the orders buy. */
  tracked: { productId: number; declinationId: number };
}
const ORDER_STOCK = 1_000_000;

type SqlQuery = (sql: string) => Promise<Record<string, unknown>[]>;

/** The lightest shipped product of each kind of stock, and the ordered one's stock raised. */
async function prepareShop(query: SqlQuery): Promise<ShopProducts> {
  const pick = async (tracked: boolean) => {
    const [row] = await query(`
      SELECT d.product_id, d.id FROM declinations d
      JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
      WHERE d.site_id = 1 AND d.set_quantity = ${tracked} AND p.is_published AND p.kind = 'OTHER'
        AND NOT p.is_dematerialized AND p.has_shipping_fees
        AND p.sell_by_multiple_of = 1 AND coalesce(d.sell_by_multiple_of, 1) = 1
        AND NOT EXISTS (SELECT 1 FROM customizations c WHERE c.site_id = p.site_id AND c.product_id = p.id)
      ORDER BY coalesce(d.weight, p.weight), d.id LIMIT 1`);
    if (!row) throw new Error(`no ${tracked ? 'stock-tracked' : 'untracked'} product for the shop cases on site 1`);
    return { productId: Number(row['product_id']), declinationId: Number(row['id']) };
  };
  const shop = { untracked: await pick(false), tracked: await pick(true) };
  await query(
    `UPDATE declinations SET quantity = ${ORDER_STOCK} WHERE site_id = 1 AND id = ${shop.tracked.declinationId}`,
  );
  return shop;
}

/** The server's embedded database, opened as the server opens it (with the extensions its migrations use). */
async function openPglite(env: NodeJS.ProcessEnv) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_EXTENSIONS } = await import('../apps/api/src/db/client.ts');
  return PGlite.create({ dataDir: join(env['DATA_DIR']!, 'pglite'), extensions: PGLITE_EXTENSIONS });
}

/** The embedded database made and seeded as the server would (db/setup.ts), then prepared. */
async function prepareShopInPglite(env: NodeJS.ProcessEnv): Promise<ShopProducts> {
  const setup = spawnSync(process.execPath, ['apps/api/src/db/setup.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (setup.status !== 0) throw new Error(`database set-up failed:\n${setup.stderr.toString().slice(-2000)}`);
  const client = await openPglite(env);
  try {
    return await prepareShop(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.close();
  }
}

async function prepareShopInPostgres(databaseUrl: string): Promise<ShopProducts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await prepareShop(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.end();
  }
}

/**
 * Issue 16: the back-office's order list over a bench data set of 10,000 orders (written by the bench itself
 * into site 1, one line each, every status, a year of dates, 500 customers), filtered and paged, p99 from two
 * administrators at once (PGlite answers one query at a time: more clients measure its queue, not a request).
 */
const ADMIN_BUDGET = { orders: 10_000, connections: 2, p99Ms: 50 };
const BENCH_ADMIN = {
  email: 'bench.admin@example.com',
  password: 'tapissier-admin-85',
  // The demo administrator's Argon2id hash of that password (apps/api/src/db/seed/demo-accounts.ts).
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$zkB4EjvGU8BsSJZVrWh/vQ$9XhMuUUpegc4e7yTSwaKGDB7Qs48doJl0BYe8hDnQYA',
};
const ADMIN_CASES = [
  '/api/admin/order?nbItem=20',
  '/api/admin/order?status=SHIPPED&nbItem=20&page=5',
  '/api/admin/order?status=PAID,IN_PREPARATION&createdAt=gte:2020-01-01&nbItem=50&page=2',
  '/api/admin/order?email=lk:client42&nbItem=20',
  '/api/admin/order?reference=lk:BENCH-0042&nbItem=20',
  '/api/admin/order?deliveryType=PICKUP&orderBy=total&nbItem=20&page=10',
];

/** The bench's orders and its administrator, written with SQL before the server opens the embedded database. */
async function prepareAdmin(query: SqlQuery) {
  await query(`
    INSERT INTO users (site_id, email, password_hash, firstname, lastname, role, accepted_terms_at)
    VALUES (1, '${BENCH_ADMIN.email}', '${BENCH_ADMIN.passwordHash}', 'Bench', 'Admin', 'ADMIN', now())`);
  await query(`
    INSERT INTO orders (site_id, reference, cart_id, email, firstname, lastname, status, delivery_type,
      billing_address, total_products, shipping_fees, total, sale_terms, sale_terms_accepted_at, payment_provider,
      paid_at, expires_at, created_at, updated_at)
    SELECT 1, 'BENCH-' || lpad(i::text, 6, '0'), 'bench-' || i, 'client' || (i % 500) || '@bench.example',
      'Prénom', 'Nom ' || i,
      (ARRAY['PAID','IN_PREPARATION','SHIPPED','DELIVERED','CANCELLED','REFUNDED'])[1 + i % 6],
      (ARRAY['DELIVERY','PICKUP','CLICK_AND_COLLECT'])[1 + i % 3],
      jsonb_build_object('firstname', 'Prénom', 'lastname', 'Nom ' || i, 'company', null, 'address', '1 rue du Banc',
        'addressPart2', null, 'postalCode', '85000', 'city', 'La Roche-sur-Yon', 'countryAlpha2', 'FR'),
      1000 + i % 9000, 690, 1690 + i % 9000, 'bench', now(), 'SANDBOX',
      now() - i * interval '50 minutes', now(), now() - i * interval '50 minutes', now()
    FROM generate_series(1, ${ADMIN_BUDGET.orders}) AS i`);
  await query(`
    INSERT INTO order_lines (site_id, order_id, product_id, declination_id, kind, name, quantity, unit_price, total)
    SELECT site_id, id, 1, 1, 'OTHER', '{"fr_FR":"Banc"}'::jsonb, 1 + id % 3, 1000, 1000 * (1 + id % 3)
    FROM orders WHERE site_id = 1 AND reference LIKE 'BENCH-%'`);
  await query('ANALYZE');
}

async function prepareAdminInPglite(env: NodeJS.ProcessEnv) {
  const client = await openPglite(env);
  try {
    await prepareAdmin(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.close();
  }
}

async function prepareAdminInPostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await prepareAdmin(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.end();
  }
}

async function benchAdmin(server: RunningServer): Promise<boolean> {
  const login = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '1' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) {
    console.error(`the bench administrator could not log in (${login.status})`);
    return false;
  }
  const authorization = `Authorization=Bearer ${token}`;
  let failed = false;
  for (const path of ADMIN_CASES) {
    if (interrupted) return false;
    const check = await fetch(server.base + path, { headers: { idSite: '1', authorization: `Bearer ${token}` } });
    const answer = (await check.json()) as { data?: { total: number; items: unknown[] } };
    await runAutocannon(server.base + path, 1, ADMIN_BUDGET.connections, [authorization]); // warm-up
    const r = await runAutocannon(server.base + path, duration, ADMIN_BUDGET.connections, [authorization]);
    const bad = r.non2xx + r.errors + r.timeouts > 0 || check.status !== 200;
    failed ||= bad;
    const ok = r.latency.p99 < ADMIN_BUDGET.p99Ms;
    console.log(
      `GET ${path.padEnd(84)} ${db}  ${fmt(r.requests.average)} req/s  p99 ${r.latency.p99} ms  ` +
        `${answer.data?.items.length ?? 0} of ${answer.data?.total ?? '?'} orders  non-2xx ${r.non2xx}  ` +
        `(budget p99 < ${ADMIN_BUDGET.p99Ms} ms over ${fmt(ADMIN_BUDGET.orders)} orders: ${ok ? 'ok' : 'OVER'})`,
    );
  }
  return !failed;
}

/** Runs `task` for 0..count-1 from `workers` parallel clients; the results in order. */
async function inParallel<T>(count: number, workers: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count && !interrupted) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/** A JSON call of the shop as the storefront makes it (no Origin: a same-origin check has nothing to refuse). */
async function shopCall<T>(base: string, path: string, body: object, address = '127.0.0.1') {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '1', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; data: T; message: string | null };
  return { status: res.status, ...envelope };
}

async function shopData<T>(base: string, path: string, body: object): Promise<T> {
  const answer = await shopCall<T>(base, path, body);
  if (answer.status !== 200) throw new Error(`POST ${path}: ${answer.status} ${answer.message}`);
  return answer.data;
}

type BenchCart = { id: string; products: { idDeclination: number; quantity: number; stock: number | null }[] };

/** Autocannon in this process: the adds go to several carts in turn, which its command line cannot do. */
const autocannon = requireHere('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { method: string; body: string; setupRequest: (request: object) => object }[];
}) => Promise<AutocannonResult & { '2xx': number; requests: { sent: number } }>;

/** The multipart form the storefront's add-to-cart button sends (cart-api.ts), with a fixed boundary. */
function multipartBody(fields: Record<string, string>, boundary: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/**
 * Issue 6: add to cart (multipart, to guest carts in turn), shipping fees of a two-line cart, and POST /order.
 * Returns false when a request failed or a cart or the stock came out wrong.
 */
async function benchShop(server: RunningServer, shop: ShopProducts): Promise<boolean> {
  const { base } = server;
  const conns = SHOP_BUDGET.connections;
  let ok = true;

  // Add to cart: quantity 1 of an untracked product; each cart's line grows by one per add.
  const carts = await inParallel(
    SHOP_BUDGET.addCarts,
    conns,
    async () => (await shopData<BenchCart>(base, '/api/cart', {})).id,
  );
  const boundary = 'AtelierBenchBoundary7MA4YWxkTrZu0gW';
  const body = multipartBody({ type: 'MAIN_CART', quantity: '1', customizations: '[]' }, boundary);
  let turn = 0;
  const addPath = () => `/api/cart/${carts[turn++ % carts.length]}/product/${shop.untracked.declinationId}`;
  const addRun = (seconds: number) =>
    autocannon({
      url: base,
      connections: conns,
      duration: seconds,
      headers: { idSite: '1', 'content-type': `multipart/form-data; boundary=${boundary}` },
      requests: [{ method: 'POST', body, setupRequest: (request) => ({ ...request, path: addPath() }) }],
    });
  const warm = await addRun(1);
  const add = await addRun(duration);
  // The carts hold every add answered 200, and at most the ones cut off by the end of a run.
  const added = warm['2xx'] + add['2xx'];
  const sent = warm.requests.sent + add.requests.sent;
  let inCarts = 0;
  for (const id of carts) {
    const cart = await shopData<BenchCart>(base, `/api/cart/${id}`, {});
    inCarts += cart.products.reduce((sum, line) => sum + line.quantity, 0);
  }
  const cartsRight = inCarts >= added && inCarts <= sent;
  ok &&= warm.non2xx + add.non2xx + add.errors + add.timeouts === 0 && cartsRight;
  const addWithin = add.requests.average >= SHOP_BUDGET.addToCart.reqPerSec;
  console.log(
    `POST /api/cart/{id}/product/{id} (multipart) ${db}  ${fmt(add.requests.average)} req/s  p99 ${add.latency.p99} ms  ` +
      `${conns} connections  non-2xx ${add.non2xx}${add.errors + add.timeouts > 0 ? `  errors ${add.errors}  timeouts ${add.timeouts}` : ''}  ` +
      `units in the carts ${fmt(inCarts)} (${cartsRight ? 'right' : `WRONG: ${fmt(added)} adds answered 200 of ${fmt(sent)}`})  ` +
      `(budget ≥ ${fmt(SHOP_BUDGET.addToCart.reqPerSec)} req/s: ${addWithin ? 'ok' : 'OVER'})`,
  );

  // Shipping fees of a two-line cart to 85000 FR (the checkout's delivery step).
  const feesBody = JSON.stringify({
    products: [
      { idProduct: shop.untracked.productId, idDeclination: shop.untracked.declinationId, quantity: 2 },
      { idProduct: shop.tracked.productId, idDeclination: shop.tracked.declinationId, quantity: 1 },
    ],
    postalCode: '85000',
    country: 'FR',
  });
  const feesUrl = `${base}/api/calculate/shipping-fees`;
  const feesRequest = { method: 'POST', body: feesBody };
  await runAutocannon(feesUrl, 1, conns, ['content-type=application/json'], feesRequest); // warm-up
  const fees = await runAutocannon(feesUrl, duration, conns, ['content-type=application/json'], feesRequest);
  ok &&= fees.non2xx + fees.errors + fees.timeouts === 0;
  const feesWithin = fees.requests.average >= SHOP_BUDGET.shippingFees.reqPerSec;
  console.log(
    `POST /api/calculate/shipping-fees (2 lines) ${db}  ${fmt(fees.requests.average)} req/s  p99 ${fees.latency.p99} ms  ` +
      `${conns} connections  non-2xx ${fees.non2xx}${fees.errors + fees.timeouts > 0 ? `  errors ${fees.errors}  timeouts ${fees.timeouts}` : ''}  ` +
      `(budget ≥ ${fmt(SHOP_BUDGET.shippingFees.reqPerSec)} req/s: ${feesWithin ? 'ok' : 'OVER'})`,
  );

  ok = (await benchOrders(server, shop)) && ok;
  return ok;
}

/**
 * POST /order, each order from its own guest cart (prepared before, one unit of the stock-tracked product) with
 * home delivery, each from its own address (the route's per-address limit stays on). Two runs: `connections`
 * clients ordering one after the other as fast as the server answers (its orders per second), then orders
 * arriving at the budget's rate, whoever is still waiting (the p99 at that rate: under a closed loop of
 * clients at saturation, every answer also waits for the nine others, which says nothing about the budget's
 * rate; that p99 is printed too). At the end the stock must have gone down by exactly the orders placed.
 */
async function benchOrders(server: RunningServer, shop: ShopProducts): Promise<boolean> {
  const { base } = server;
  const conns = SHOP_BUDGET.connections;
  const budget = SHOP_BUDGET.order;
  const target = budget.ordersPerSec[db];
  const { declinationId, productId } = shop.tracked;
  // Enough carts for a warm-up second and the closed run at three times the budget, then the run at its rate.
  const carts = await inParallel(
    Math.ceil(target * ((duration + 1) * 3 + duration)),
    conns,
    async () => await shopData<BenchCart>(base, `/api/cart/new/product/${declinationId}`, { quantity: 1 }),
  );
  const offers = await shopData<{ carriers: { id: number; deliveryType: string }[] }>(
    base,
    '/api/calculate/shipping-fees',
    {
      products: [{ idProduct: productId, idDeclination: declinationId, quantity: 1 }],
      postalCode: '85000',
      country: 'FR',
    },
  );
  const carrier = offers.carriers.find((offer) => offer.deliveryType === 'DELIVERY');
  if (!carrier) throw new Error('no home delivery offered to 85000 FR');
  const address = {
    firstname: 'Banc',
    lastname: 'Mesure',
    address: '12 rue des Halles',
    postalCode: '85000',
    city: 'La Roche-sur-Yon',
    country: 'FR',
  };
  const stockOf = async () =>
    (await shopData<BenchCart>(base, `/api/cart/${carts[0]!.id}`, {})).products[0]?.stock ?? Number.NaN;
  const stockBefore = await stockOf();

  let used = 0;
  let placed = 0;
  let outOfStock = 0;
  let failed = 0;
  /** Places the next prepared cart's order; its latency in ms, or null when no cart is left. */
  const orderOne = async (): Promise<number | null> => {
    if (used >= carts.length) return null;
    const index = used++;
    const sent = performance.now();
    const answer = await shopCall(
      base,
      '/api/order',
      {
        idCart: carts[index]!.id,
        user: { phone: '06 12 34 56 78', email: `banc.${index}@example.com` },
        address: { delivery: address, billing: address },
        delivery: { type: 'DELIVERY', idCarrier: carrier.id },
        acceptSaleTerms: true,
      },
      `10.6.${(index >> 8) & 255}.${index & 255}`,
    );
    if (answer.status === 200) placed++;
    else if (answer.status === 400 && /stock/i.test(answer.message ?? '')) outOfStock++;
    else if (++failed === 1) console.error(`an order failed: ${answer.status} ${answer.message}`);
    return performance.now() - sent;
  };
  const p99Of = (latencies: number[]) => {
    latencies.sort((a, b) => a - b);
    return latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? Number.NaN;
  };
  /** `conns` clients, each sending its next order when the last one is answered. */
  const closedRun = async (seconds: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    const stopAt = started + seconds * 1000;
    const client = async () => {
      while (performance.now() < stopAt && !interrupted) {
        const latency = await orderOne();
        if (latency === null) return;
        latencies.push(latency);
      }
    };
    const before = placed;
    await Promise.all(Array.from({ length: conns }, client));
    return { perSec: (placed - before) / ((performance.now() - started) / 1000), p99: p99Of(latencies) };
  };
  /** Orders sent at `rate` per second for `seconds`, each when its time comes. */
  const ratedRun = async (rate: number, seconds: number) => {
    const pending: Promise<number | null>[] = [];
    const started = performance.now();
    for (let i = 0; i < rate * seconds && !interrupted; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(orderOne());
    }
    const all = await Promise.all(pending);
    const latencies = all.filter((latency): latency is number => latency !== null);
    return { sent: latencies.length, p99: p99Of(latencies) };
  };
  await closedRun(1); // warm-up
  const run = await closedRun(duration);
  const rated = await ratedRun(target, duration);
  const stockAfter = await stockOf();
  const stockRight = stockBefore - stockAfter === placed;
  const within = run.perSec >= target && rated.p99 < budget.p99Ms;
  console.log(
    `POST /api/order (home delivery) ${db}  ${run.perSec.toFixed(0)} orders/s (${conns} clients, p99 ${Math.round(run.p99)} ms)  ` +
      `p99 ${Math.round(rated.p99)} ms at ${target} orders/s (${fmt(rated.sent)} orders)  ` +
      `placed ${fmt(placed)} of ${fmt(carts.length)} carts  out of stock ${outOfStock}  failed ${failed}  ` +
      `stock ${fmt(stockBefore)} → ${fmt(stockAfter)} (${stockRight ? 'right' : 'WRONG'})  ` +
      `(budget ≥ ${target} orders/s, p99 < ${budget.p99Ms} ms at that rate: ${within ? 'ok' : 'OVER'})`,
  );
  return failed === 0 && stockRight;
}

/**
 * The JavaScript and CSS a page's HTML asks for: module preloads, scripts, static imports, stylesheets; and
 * the CSS written into the page itself (<style>: the app's stylesheet, the site's theme).
 */
function assetsOf(html: string, base: string): { js: string[]; css: string[]; inlineCss: string } {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase() ?? '';
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script')) js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  // Inline module scripts import the entry and the route modules.
  for (const [, body] of html.matchAll(/<script\b[^>]*type=["']module["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, spec] of (body ?? '').matchAll(/\bimport\s*(?:\(\s*|[^"'();]*?from\s*)?["']([^"']+\.m?js)["']/g)) {
      if (spec) js.add(spec);
    }
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body).join('\n');
  const absolute = (list: Set<string>) => [...list].map((href) => new URL(href, base).href);
  return { js: absolute(js), css: absolute(css), inlineCss };
}

/** Gzip size (node:zlib, default level) of each file, fetched as a browser would. */
async function gzipKb(urls: string[], inline = ''): Promise<{ kb: number; rawKb: number; missing: string[] }> {
  let gz = inline ? gzipSync(inline).length : 0;
  let raw = Buffer.byteLength(inline);
  const missing: string[] = [];
  for (const url of urls) {
    const res = await fetch(url);
    if (res.status !== 200) {
      missing.push(`${new URL(url).pathname} (${res.status})`);
      await res.body?.cancel();
      continue;
    }
    const body = Buffer.from(await res.arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
  }
  return { kb: gz / 1024, rawKb: raw / 1024, missing };
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }
  >;
  runtimeError?: { code: string; message: string };
}

/** One Lighthouse run (mobile, the default config) with Debian's Chromium; the JSON report. */
async function runLighthouse(
  url: string,
  outDir: string,
  run: number,
  extraHeaders?: Record<string, string>,
  skipAudits: readonly string[] = [],
): Promise<LighthouseReport> {
  const out = join(outDir, `lighthouse-${run}-${encodeURIComponent(new URL(url).pathname)}.json`);
  const child = spawn(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      '--max-wait-for-load=45000',
      ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
      ...(skipAudits.length > 0 ? [`--skip-audits=${skipAudits.join(',')}`] : []),
      ...(args['lighthouse-reports'] ? ['--save-assets'] : []),
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  child.stdout?.resume();
  const code = await exited(child);
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}:\n${stderr}`);
  const report = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
  if (report.runtimeError)
    throw new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

/** The audits that cost a category points, for a line under a missed budget. */
function lostPoints(report: LighthouseReport, category: string): string {
  const refs = report.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1,
    )
    .sort((a, b) => b.ref.weight * (1 - (b.audit!.score ?? 0)) - a.ref.weight * (1 - (a.audit!.score ?? 0)))
    .slice(0, 6)
    .map(
      ({ ref, audit }) =>
        `${ref.id} ${Math.round((audit!.score ?? 0) * 100)}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`,
    )
    .join(', ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** The storefront budgets of issue 3. Returns false when something could not be measured. */
interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

/** One call of the back-office's API as the demo administrator; throws on a refusal. */
async function adminCall<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${method} ${path}: ${response.status} ${envelope.message ?? ''}`);
  return envelope.data;
}

/** How long after a write's answer an anonymous visitor's next GET of `path` shows `text` (polled). */
async function visibleAfter(base: string, path: string, text: string, write: () => Promise<unknown>) {
  const started = performance.now();
  await write();
  const answered = performance.now();
  for (;;) {
    const html = await (await fetch(base + path)).text();
    if (html.includes(text)) return { writeMs: answered - started, visibleMs: performance.now() - answered };
    if (performance.now() - answered > 10_000) throw new Error(`${text} never showed on ${path}`);
  }
}

type Layout = { page: { id: number }; layout: { id: number; blocks: Record<string, unknown>[]; hash: string } };

/**
 * Issue 18's budgets: a publish and a setting's save are on the storefront within 100 ms (the kept answers and pages
 * dropped at the commit), and the page editor opens a page of 30 blocks in under a second (Chromium, warm).
 */
async function benchEditor(server: RunningServer): Promise<boolean> {
  const base = server.base;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) {
    console.log('site editor: skipped (no demo administrator on this database: the embedded one has it)');
    return true;
  }
  let ok = true;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const report = (label: string, runs: { writeMs: number; visibleMs: number }[]) => {
    const worst = Math.max(...runs.map((run) => run.visibleMs));
    const within = worst < EDITOR_BUDGET.visibleMs;
    ok &&= within;
    console.log(
      `${label.padEnd(31)} ${db}  answered in ${median(runs.map((run) => run.writeMs)).toFixed(0)} ms, on / ` +
        `${median(runs.map((run) => run.visibleMs)).toFixed(0)} ms later (worst ${worst.toFixed(0)} of ` +
        `${runs.length})  (budget < ${EDITOR_BUDGET.visibleMs} ms: ${within ? 'ok' : 'OVER'})`,
    );
  };

  // A setting: the company's name, shown in every page's footer.
  const parameters = await adminCall<{ type: string; value: string | null }[]>(base, token, 'GET', '/admin/parameter');
  const companyName = parameters.find((parameter) => parameter.type === 'COMPANY_NAME')?.value ?? null;
  const saves = [];
  try {
    for (let run = 0; run < EDITOR_BUDGET.runs; run++) {
      const value = `Atelier banc ${run} ${Date.now().toString(36)}`;
      saves.push(
        await visibleAfter(base, '/', value, () =>
          adminCall(base, token, 'PUT', '/admin/parameter/COMPANY_NAME', { value }),
        ),
      );
    }
  } finally {
    await adminCall(base, token, 'PUT', '/admin/parameter/COMPANY_NAME', { value: companyName });
  }
  report('save a setting → on /', saves);

  // A publish: the home page's hero title.
  const tree = await adminCall<{ id: number; isHome: boolean }[]>(base, token, 'GET', '/admin/page');
  const home = tree.find((page) => page.isHome)!;
  const opened = await adminCall<Layout>(base, token, 'GET', `/admin/page/${home.id}/layout`);
  const original = opened.layout.blocks;
  const hero = original.findIndex((block) => block['type'] === 'hero');
  let hash = opened.layout.hash;
  const publish = async (blocks: Record<string, unknown>[]) => {
    const saved = await adminCall<{ hash: string }>(
      base,
      token,
      'PUT',
      `/admin/page/${home.id}/layout/${opened.layout.id}`,
      { blocks, baseHash: hash },
    );
    hash = saved.hash;
    await adminCall(base, token, 'POST', `/admin/page/${home.id}/publish`);
  };
  const publishes = [];
  try {
    for (let run = 0; run < EDITOR_BUDGET.runs; run++) {
      const title = `Banc de publication ${run} ${Date.now().toString(36)}`;
      const blocks = original.map((block, index) =>
        index === hero ? { ...block, title: { ...(block['title'] as object), fr_FR: title } } : block,
      );
      publishes.push(await visibleAfter(base, '/', title, () => publish(blocks)));
    }
  } finally {
    await publish(original);
  }
  report('publish a page → on /', publishes);

  // The editor on a page of 30 blocks, in Chromium: the time from the address to the 30 blocks, usable.
  const page30 = await adminCall<{ id: number }>(base, token, 'POST', '/admin/page', {
    title: { fr_FR: `Banc de l’éditeur ${Date.now().toString(36)}` },
    layout: 'page',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const layout = await adminCall<Layout>(base, token, 'GET', `/admin/page/${page30.id}/layout`);
    const blocks = Array.from({ length: EDITOR_BUDGET.blocks }, (_, n) => ({
      type: 'richText',
      html: { fr_FR: `<h2>Bloc ${n + 1}</h2><p>Un texte de la page.</p>`, en: `<h2>Block ${n + 1}</h2><p>A text.</p>` },
    }));
    await adminCall(base, token, 'PUT', `/admin/page/${page30.id}/layout/${layout.layout.id}`, {
      blocks,
      baseHash: layout.layout.hash,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'token', value: token, url: base }]);
    const tab = await context.newPage();
    const openEditor = async () => {
      const started = performance.now();
      await tab.goto(`${base}/admin/pages/${page30.id}`, { waitUntil: 'commit' });
      // Hydrated (React's props on <main>) and the 30 blocks listed: the page answers the administrator's clicks.
      // A function, not a string: the page's Content-Security-Policy forbids evaluating a string.
      await tab.waitForFunction(
        (count) => {
          // Runs in the page (the scripts have no DOM types).
          const page = globalThis as unknown as {
            document: { querySelector(s: string): object | null; querySelectorAll(s: string): { length: number } };
          };
          const main = page.document.querySelector('main');
          return (
            !!main &&
            Object.keys(main).some((key) => key.startsWith('__reactProps$')) &&
            page.document.querySelectorAll('[data-testid="block-item"]').length === count
          );
        },
        EDITOR_BUDGET.blocks,
        { timeout: 30_000, polling: 'raf' },
      );
      return performance.now() - started;
    };
    await openEditor(); // the first visit loads the editor's code
    await tab.waitForTimeout(1000);
    const times = [];
    for (let run = 0; run < EDITOR_BUDGET.runs; run++) times.push(await openEditor());
    const worst = Math.max(...times);
    const within = median(times) < EDITOR_BUDGET.openMs;
    ok &&= within;
    console.log(
      `${'editor opens 30 blocks'.padEnd(31)} ${db}  ${median(times).toFixed(0)} ms (median of ${times.length}, ` +
        `worst ${worst.toFixed(0)} ms; warm, desktop)  (budget < ${EDITOR_BUDGET.openMs} ms: ${within ? 'ok' : 'OVER'})`,
    );
  } finally {
    await browser.close();
    await adminCall(base, token, 'DELETE', `/admin/page/${page30.id}`);
  }
  return ok;
}

async function benchWeb(server: RunningServer, workDir: string): Promise<boolean> {
  let ok = true;
  // Server-rendered home page under load: as every visitor without a session gets it (the kept page, rendered
  // once per change of the site's data), then rendered for each request (a session cookie bypasses the
  // page cache: what a signed-in customer costs).
  const home = `${server.base}/`;
  for (const [label, headers, budgeted] of [
    ['GET / (server-rendered home)', [], true],
    ['GET / (rendered per request)', ['cookie=token=bench'], false],
  ] as const) {
    await runAutocannon(home, 1, WEB_BUDGET.connections, [...headers]); // warm-up
    const r = await runAutocannon(home, duration, WEB_BUDGET.connections, [...headers]);
    const bad = r.non2xx + r.errors + r.timeouts > 0;
    ok &&= !bad;
    const within = r.requests.average >= WEB_BUDGET.reqPerSec && r.latency.p99 < WEB_BUDGET.p99Ms;
    const bytes = r.requests.average > 0 ? Math.round(r.throughput.average / r.requests.average) : 0;
    const verdict = budgeted
      ? `(budget ≥ ${WEB_BUDGET.reqPerSec} req/s, p99 < ${WEB_BUDGET.p99Ms} ms: ${within ? 'ok' : 'OVER'})`
      : '(for information)';
    console.log(
      `${label.padEnd(31)} ${db}  ${fmt(r.requests.average)} req/s  p99 ${r.latency.p99} ms  ${fmt(bytes)} B/answer  ` +
        `${WEB_BUDGET.connections} connections  non-2xx ${r.non2xx}` +
        `${r.errors + r.timeouts > 0 ? `  errors ${r.errors}  timeouts ${r.timeouts}` : ''}  ${verdict}`,
    );
  }

  // What the home page ships.
  const html = await (await fetch(home)).text();
  const assets = assetsOf(html, home);
  for (const [kind, urls, inline, budget] of [
    ['JavaScript', assets.js, '', WEB_BUDGET.jsKb],
    ['CSS', assets.css, assets.inlineCss, WEB_BUDGET.cssKb],
  ] as const) {
    const size = await gzipKb(urls, inline);
    if (size.missing.length > 0) {
      ok = false;
      console.error(`${kind} of the home page not served: ${size.missing.join(', ')}`);
    }
    console.log(
      `${`${kind} shipped to /`.padEnd(31)} ${size.kb.toFixed(1)} KB gzip (${size.rawKb.toFixed(1)} KB raw, ` +
        `${urls.length} files${inline ? ' + inline <style>' : ''})  (budget ≤ ${budget} KB gzip: ${size.kb <= budget ? 'ok' : 'OVER'})`,
    );
  }

  try {
    ok = (await benchEditor(server)) && ok;
  } catch (error) {
    ok = false;
    console.error(`site editor: ${(error as Error).message}`);
  }

  // Lighthouse, mobile preset.
  const categories = Object.keys(WEB_BUDGET.lighthouse) as LighthouseCategory[];
  const productPath = await productPagePath(server.base);
  if (!productPath) console.error('no product page found for Lighthouse');
  const blogPaths = await blogPagePaths(server.base);
  if (blogPaths.length === 0) console.error('no blog article found for Lighthouse');
  const servicePaths = await servicePagePaths(server.base);
  if (servicePaths.length === 0) console.error('no service page found for Lighthouse');
  const eventPaths = await eventPagePaths(server.base);
  if (eventPaths.length === 0) console.error('no event found for Lighthouse');
  const albumPaths = await albumPagePaths(server.base);
  if (albumPaths.length === 0) console.error('no album found for Lighthouse');
  const jobPage = await madeToMeasureJobPage(server.base);
  if (!jobPage) console.error('no made-to-measure job page for Lighthouse');
  const pagesToScore = [
    ...LIGHTHOUSE_PAGES,
    ...(productPath ? [productPath] : []),
    ...blogPaths,
    ...servicePaths,
    ...eventPaths,
    ...albumPaths,
    ...(jobPage ? [jobPage.path] : []),
  ];
  const wanted = args.pages?.split(',').filter(Boolean) ?? [];
  for (const path of pagesToScore.filter((page) => wanted.length === 0 || wanted.some((part) => page.includes(part)))) {
    if (interrupted) return false;
    const reports: LighthouseReport[] = [];
    try {
      for (let run = 0; run < lighthouseRuns; run++)
        reports.push(
          await runLighthouse(
            server.base + path,
            workDir,
            run,
            path === jobPage?.path ? { cookie: jobPage.cookie } : undefined,
            // A customer's private page is `noindex` on purpose: « is crawlable » does not apply to it.
            path === jobPage?.path ? ['is-crawlable'] : [],
          ),
        );
    } catch (error) {
      ok = false;
      console.error((error as Error).message);
      continue;
    }
    const scores = Object.fromEntries(
      categories.map((c) => [c, median(reports.map((report) => Math.round((report.categories[c]?.score ?? 0) * 100)))]),
    ) as Record<LighthouseCategory, number>;
    const missed = categories.filter((c) => scores[c] < WEB_BUDGET.lighthouse[c]);
    const runs = lighthouseRuns > 1 ? ` (median of ${lighthouseRuns})` : '';
    console.log(
      `Lighthouse ${path.padEnd(29)} ${categories.map((c) => `${LIGHTHOUSE_LABELS[c]} ${scores[c]}`).join('  ')}${runs}  ` +
        `(budgets ≥ 95, 100, 100, 100: ${missed.length === 0 ? 'ok' : `OVER: ${missed.map((c) => LIGHTHOUSE_LABELS[c]).join(', ')}`})`,
    );
    const last = reports.at(-1)!;
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${last.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    console.log(`  ${metrics}`);
    for (const c of missed) console.log(`  ${LIGHTHOUSE_LABELS[c]} lost points on: ${lostPoints(last, c)}`);
  }

  if (!server.alive()) {
    console.error(`web server exited during the run (code ${server.child.exitCode ?? server.child.signalCode})`);
    return false;
  }
  console.log(`web server memory after run: ${await rssMb(server.child.pid)} MB`);
  return ok;
}

async function main(): Promise<number> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const [load1] = loadavg();
  console.log(
    `bench: ${args.only === undefined ? 'api, admin and web' : args.only}, ${db}, load average ${load1?.toFixed(1)}`,
  );
  try {
    let ok = true;
    if (parts.api) {
      // The shop's products are picked (and the ordered one's stock raised) in the embedded database before
      // the server opens it, in PostgreSQL once the server has seeded it.
      let shop: ShopProducts | undefined;
      const server = await startServer(SERVER_ENTRY, '/api/site/info', cleanups, {}, async (env) => {
        if (db === 'pglite') shop = await prepareShopInPglite(env);
      });
      shop ??= await prepareShopInPostgres(server.databaseUrl!);
      const passed = await benchApi(server, shop);
      if (!passed)
        console.error(
          `some API requests failed (errors, timeouts or non-2xx)\n--- server output ---\n${server.output()}`,
        );
      ok &&= passed;
      while (cleanups.length > 0) await cleanups.pop()!();
    }
    if (parts.admin && !interrupted) {
      // A server of its own: the 10,000 orders would otherwise weigh on the shop's cases.
      const server = await startServer(SERVER_ENTRY, '/api/site/info', cleanups, {}, async (env) => {
        if (db !== 'pglite') return;
        const setup = spawnSync(process.execPath, ['apps/api/src/db/setup.ts'], {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        if (setup.status !== 0) throw new Error(`database set-up failed:\n${setup.stderr.toString().slice(-2000)}`);
        await prepareAdminInPglite(env);
      });
      if (db === 'postgres') await prepareAdminInPostgres(server.databaseUrl!);
      const passed = await benchAdmin(server);
      if (!passed) console.error(`some admin requests failed\n--- server output ---\n${server.output()}`);
      ok &&= passed;
      while (cleanups.length > 0) await cleanups.pop()!();
    }
    if (parts.web && !interrupted) {
      // The production build, rebuilt when a source is newer (as `npm start` does).
      const build = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: ROOT, stdio: 'inherit' });
      if (build.status !== 0) {
        console.error('the web app could not be built');
        return 1;
      }
      const server = await startServer(WEB_SERVER_ENTRY, '/', cleanups, {
        NODE_ENV: 'production',
        WEB_BUILD_DIR: undefined, // the build that build-if-needed keeps fresh
      });
      const kept = args['lighthouse-reports'];
      const workDir = kept ?? (await mkdtemp(join(tmpdir(), 'atelier-bench-lighthouse-')));
      if (kept) await mkdir(kept, { recursive: true });
      else cleanups.push(() => rm(workDir, { recursive: true, force: true }));
      const passed = await benchWeb(server, workDir);
      if (!passed) console.error(`--- web server output ---\n${server.output().slice(-5000)}`);
      ok &&= passed;
    }
    if (interrupted) return 130;
    return ok ? 0 : 1;
  } finally {
    while (cleanups.length > 0) await cleanups.pop()!().catch((error: unknown) => console.error(error));
  }
}

process.exitCode = await main().catch((error: unknown) => {
  if (interrupted) return 130;
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
