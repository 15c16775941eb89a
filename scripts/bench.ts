// `npm run bench`: the budgets of the issues (issue 21's where it sets new ones: scripts/bench/budgets.ts), one line
// each, ending with the budget and `ok` or `OVER`; the missed ones are listed at the end.
//
// Usage: npm run bench -- [--only <parts>] [--db pglite|postgres] [--duration <s>] [--connections <n>] [--workers <n>]
//                         [--lighthouse-runs <n>] [--pages <kind or part of a path>,…] [--lighthouse-reports <dir>]
//                         [--check]
//   --only api,shop,admin,web,start,writes  the parts to run (comma-separated; all but `shop` by default):
//       api    the API server (scripts/bench/api.ts): the hot and catalogue reads (50 connections), the shop (shop.ts:
//              add to cart on existing carts, shipping fees, POST /order as fast as 10 clients get them placed, then
//              their p99 at the budget's rate, with the carts and the stock checked), a login burst, and the server's
//              memory after all of it;
//       shop   the API's shop cases alone;
//       admin  the back-office's order list over 10,000 orders (admin.ts);
//       web    the production storefront (web.ts): kept pages at 10 connections, the home page's HTML (raw, brotli,
//              hydration data, inline CSS) and the JavaScript and CSS it ships, the site editor (editor.ts), Lighthouse
//              on every page kind (lighthouse.ts: scores, the home page's LCP, the category and product pages' TBT);
//       start  `npm start`'s server from its spawn to its first API answer, first on a new database (seeding), then
//              seeded (start.ts);
//       writes catalogue reads while one product's price changes every second by SQL, against a bare Fastify route
//              in the same run (writes.ts; PostgreSQL only).
//   --db               the database (pglite, the embedded one, by default); BENCH_PG_URL names the PostgreSQL server
//                      (postgres://postgres@127.0.0.1:5432/postgres): each server gets a fresh database, dropped after.
//   --duration         seconds of each load run (10); --connections: autocannon's connections for the reads (50).
//   --workers          server processes (`WORKERS`, PostgreSQL only: docs/scaling.md).
//   --lighthouse-runs  Lighthouse runs per page, the median judged (1); --pages: only the pages whose kind is one of
//                      these or whose path holds one (`--pages home,devis`); --lighthouse-reports: keep the reports.
//   --check            exit 2 when a budget is missed. Without it the bench exits 0 whatever the figures, and 1 when
//                      something could not be measured (a request failed, a server did not start, a page not found).
//   BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' adds Node flags to the measured server's.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAdmin, prepareAdminInPglite, prepareAdminInPostgres } from './bench/admin.ts';
import { benchApi } from './bench/api.ts';
import { loadGenerator } from './bench/load.ts';
import { API_SERVER_ENTRY, args, db, onlyText, parts, ROOT, run, WEB_SERVER_ENTRY } from './bench/options.ts';
import { missedBudgets } from './bench/report.ts';
import { cleanUp, startServer, type Cleanups } from './bench/servers.ts';
import { prepareShopInPglite, prepareShopInPostgres, type ShopProducts } from './bench/shop.ts';
import { benchStart } from './bench/start.ts';
import { benchWeb } from './bench/web.ts';
import { benchReadsUnderWrites } from './bench/writes.ts';

/** Runs the parts asked for; false when something could not be measured. */
async function measure(cleanups: Cleanups): Promise<boolean> {
  let ok = true;
  if ((parts.web || parts.start) && !run.interrupted) {
    // The production build, rebuilt when a source is newer (as `npm start` does).
    const build = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('the web app could not be built');
      return false;
    }
  }
  // The starts come before the load parts: after them, PostgreSQL is still busy with their writes' aftermath
  // (checkpoints, autovacuum), which a restart does not usually meet (one machine, same code: seeded start 1,282 ms
  // right after them, 1,069 ms alone).
  if (parts.start && !run.interrupted) {
    ok = (await benchStart(cleanups)) && ok;
    await cleanUp(cleanups);
  }
  if (parts.api && !run.interrupted) {
    // The shop's products are picked (and the ordered one's stock raised) in the embedded database before
    // the server opens it, in PostgreSQL once the server has seeded it.
    let shop: ShopProducts | undefined;
    const server = await startServer(API_SERVER_ENTRY, '/api/site/info', cleanups, {}, async (env) => {
      if (db === 'pglite') shop = await prepareShopInPglite(env);
    });
    shop ??= await prepareShopInPostgres(server.databaseUrl!);
    const passed = await benchApi(server, shop);
    if (!passed)
      console.error(
        `some API requests failed (errors, timeouts or non-2xx)\n--- server output ---\n${server.output()}`,
      );
    ok &&= passed;
    await cleanUp(cleanups);
  }
  if (parts.admin && !run.interrupted) {
    // A server of its own: the 10,000 orders would otherwise weigh on the shop's cases.
    const server = await startServer(API_SERVER_ENTRY, '/api/site/info', cleanups, {}, async (env) => {
      if (db === 'pglite') await prepareAdminInPglite(env);
    });
    if (db === 'postgres') await prepareAdminInPostgres(server.databaseUrl!);
    const passed = await benchAdmin(server);
    if (!passed) console.error(`some admin requests failed\n--- server output ---\n${server.output()}`);
    ok &&= passed;
    await cleanUp(cleanups);
  }
  if (parts.writes && !run.interrupted) {
    ok = (await benchReadsUnderWrites(cleanups)) && ok;
    await cleanUp(cleanups);
  }
  if (parts.web && !run.interrupted) {
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
  return ok;
}

async function main(): Promise<number> {
  const cleanups: Cleanups = [];
  const [load1] = loadavg();
  console.log(
    `bench: ${onlyText}, ${db}, load average ${load1?.toFixed(1)}${args.check ? ', --check' : ''}, load by ${loadGenerator}`,
  );
  let measured: boolean;
  try {
    measured = await measure(cleanups);
  } finally {
    await cleanUp(cleanups);
  }
  if (run.interrupted) return 130;
  const missed = missedBudgets();
  console.log(
    missed.length === 0
      ? '\nevery budget measured is met'
      : `\n${missed.length} budget${missed.length === 1 ? '' : 's'} missed:\n${missed.map((what) => `  - ${what}`).join('\n')}`,
  );
  if (!measured) {
    console.error('something could not be measured (see above)');
    return 1;
  }
  return args.check && missed.length > 0 ? 2 : 0;
}

process.exitCode = await main().catch((error: unknown) => {
  if (run.interrupted) return 130;
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
