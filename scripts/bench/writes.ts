// Issue 21: catalogue reads while one product's price changes every second by SQL, against a bare Fastify route
// measured in the same run (budget: at least a third of it). The changed product is in neither read, so a change
// that dropped only what it changed would leave both kept; the site-wide drop of decision 004 empties them each second.
// The change is made with SQL on PostgreSQL, as `psql` would (the trigger's NOTIFY reaches the server through its
// LISTEN connection); the embedded database is held by the server's process, which no other process can write to.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, startServer as startServerProcess, stopServer } from '../lib/server-process.ts';
import { WRITES_BUDGET } from './budgets.ts';
import { errorsText, failures, runLoad, type AutocannonResult } from './load.ts';
import { connections, db, duration, fmt, NODE_FLAGS, ROOT, run, API_SERVER_ENTRY } from './options.ts';
import { verdict } from './report.ts';
import { startServer, type Cleanups } from './servers.ts';

const READS = ['/api/v2/product?nbItem=24', '/api/v2/product/1'];

/** Reads `path` for the run's duration (after a second's warm-up). */
async function measure(url: string): Promise<AutocannonResult> {
  await runLoad(url, 1);
  return runLoad(url, duration);
}

/** The bare Fastify route's req/s, in a process of its own. */
async function bareFastify(cleanups: Cleanups): Promise<AutocannonResult> {
  const server = await startServerProcess({
    entry: 'scripts/bench/bare-fastify.ts',
    port: await freePort(),
    env: { PATH: process.env['PATH'] },
    nodeFlags: NODE_FLAGS,
    cwd: ROOT,
    readyPath: '/api/bare',
  });
  cleanups.push(() => stopServer(server));
  try {
    return await measure(`${server.base}/api/bare`);
  } finally {
    await stopServer(server);
  }
}

/** The reads under writes against the bare route. Returns false when something could not be measured. */
export async function benchReadsUnderWrites(cleanups: Cleanups): Promise<boolean> {
  if (db !== 'postgres') {
    console.log(
      'reads while a price changes by SQL: PostgreSQL only (the embedded database is held by the server): ' +
        'npm run bench -- --only writes --db postgres',
    );
    return true;
  }
  const bare = await bareFastify(cleanups);
  console.log(
    `GET /api/bare (bare Fastify, the reference)  ${fmt(bare.requests.average)} req/s  p99 ${bare.latency.p99} ms  ` +
      `${connections} connections  (for information)`,
  );
  if (failures(bare) > 0) return false;

  const server = await startServer(API_SERVER_ENTRY, '/api/site/info', cleanups);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  // A product of site 1 in neither read: not product 1, not in the list's first page.
  const list = (await (await fetch(`${server.base}${READS[0]}`, { headers: { idSite: '1' } })).json()) as {
    data: { items: { id: number }[] };
  };
  const listed = [1, ...list.data.items.map((item) => item.id)];
  const picked = await client.query<{ id: number }>(
    `SELECT id FROM products WHERE site_id = 1 AND NOT (id = ANY($1::int[])) ORDER BY id DESC LIMIT 1`,
    [listed],
  );
  const productId = picked.rows[0]?.id;
  if (productId === undefined) throw new Error('no product of site 1 outside the reads to change');

  let ok = true;
  for (const path of READS) {
    if (run.interrupted) return false;
    const atRest = await measure(server.base + path);
    let updates = 0;
    let lastUpdate: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      // One product's price, up and down by a cent, as an administrator's `psql` would.
      lastUpdate = client
        .query(
          `UPDATE products SET price = CASE WHEN price % 2 = 0 THEN price + 1 ELSE price - 1 END
           WHERE site_id = 1 AND id = $1`,
          [productId],
        )
        .then(() => updates++)
        .catch((error: unknown) => console.error(`the price change failed: ${(error as Error).message}`));
    }, WRITES_BUDGET.updateEveryMs);
    let underWrites: AutocannonResult;
    try {
      underWrites = await measure(server.base + path);
    } finally {
      clearInterval(timer);
    }
    await lastUpdate;
    await sleep(200); // the last change's NOTIFY on its way
    // The change reached the server: the changed product's answer shows the price in the table.
    const [row] = (
      await client.query<{ price: number }>('SELECT price FROM products WHERE site_id = 1 AND id = $1', [productId])
    ).rows;
    const shown = (await (
      await fetch(`${server.base}/api/v2/product/${productId}`, { headers: { idSite: '1' } })
    ).json()) as {
      data?: { price: number };
    };
    const seen = shown.data?.price === row?.price;
    ok &&= failures(atRest) + failures(underWrites) === 0 && seen;
    const share = underWrites.requests.average / bare.requests.average;
    console.log(
      `GET ${path.padEnd(26)} ${db}  while product ${productId}'s price changes every second by SQL (${updates} changes): ` +
        `${fmt(underWrites.requests.average)} req/s, p99 ${underWrites.latency.p99} ms, ${Math.round(share * 100)} % of bare Fastify  ` +
        `(at rest ${fmt(atRest.requests.average)} req/s, ${Math.round((atRest.requests.average / bare.requests.average) * 100)} %)  ` +
        `new price ${seen ? 'shown' : 'NOT SHOWN'}  non-2xx ${underWrites.non2xx}${errorsText(underWrites)}  ` +
        `(budget ≥ ${Math.round(WRITES_BUDGET.shareOfBare * 100)} % of bare Fastify: ` +
        `${verdict(`GET ${path} under writes (${db})`, share >= WRITES_BUDGET.shareOfBare)})`,
    );
  }
  return ok;
}
