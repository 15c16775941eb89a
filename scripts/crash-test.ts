// Crash and outage tests (issue 20 item 5): does a crash or an outage lose an acknowledged order?
//
//   node scripts/crash-test.ts [--db postgres|pglite] [--rate <orders/s>] [--seconds <s>] [--outage <s>] [--short]
//
// 1. kill -9: the API server takes orders at --rate (300/s on PostgreSQL, 100/s embedded by default) and is killed
//    with SIGKILL halfway through --seconds. It is started again on the same database, then every order answered
//    200 must be stored with its lines, its status and its payment row; no order may be half written; the tracked
//    stock must be its initial count minus the units of the orders stored.
// 2. outage (PostgreSQL): the server reaches PostgreSQL through a TCP relay that this script cuts for --outage
//    seconds under load (every connection dropped, new ones refused, as when the server stops). The server must
//    stay up, answer 503 with the envelope meanwhile, no request may hang, and it must serve again by itself
//    within 2 s of the database's return.
// PostgreSQL: DATABASE_URL names the server (any database on it; a fresh one is made and dropped), default
// postgres://postgres@127.0.0.1:5432/postgres. --short is CI's form (seconds, not minutes). Exits 1 on a failed check.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { setUpDatabase } from '../apps/api/src/db/setup.ts';
import {
  declinations,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  products,
  siteParameters,
} from '../apps/api/src/db/schema/index.ts';
import { freePort, startServer as startServerProcess, stopServer, type ServerProcess } from './lib/server-process.ts';

const SERVER = fileURLToPath(new URL('../apps/api/src/server.ts', import.meta.url));

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rate: { type: 'string' },
    seconds: { type: 'string' },
    outage: { type: 'string' },
    short: { type: 'boolean', default: false },
  },
});
if (args.db !== 'postgres' && args.db !== 'pglite') throw new Error(`--db must be postgres or pglite, got ${args.db}`);
const kind: 'postgres' | 'pglite' = args.db;
const rate = Number(args.rate ?? (kind === 'postgres' ? 300 : 100));
const seconds = Number(args.seconds ?? (args.short ? 2 : 10));
const outageSeconds = Number(args.outage ?? (args.short ? 3 : 10));
const INITIAL_STOCK = 1_000_000;

let failed = false;
function check(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
}

/** `node server.ts` on the target's database, ready once /api/parameter answers. */
function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  return startServerProcess({
    entry: SERVER,
    port,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'error', ...env },
    keepChars: 20_000,
    readyPath: '/api/parameter',
    intervalMs: 50,
  });
}

/** A product of site 1 with one declination whose stock is tracked, and stock tracking on. */
async function stockedProduct(database: Database) {
  const db = database.db;
  for (const type of ['HANDLE_STOCK', 'USE_PRODUCT_STOCK']) {
    await db
      .update(siteParameters)
      .set({ value: 'true' })
      .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, type)));
  }
  const [product] = await db
    .insert(products)
    .values({
      siteId: 1,
      kind: 'OTHER',
      name: { fr_FR: 'Coussin du test de panne', en: 'Crash test cushion' },
      slug: { fr_FR: `coussin-panne-${Date.now()}`, en: `crash-cushion-${Date.now()}` },
      price: 2500,
      weight: 800,
    })
    .returning({ id: products.id });
  const [declination] = await db
    .insert(declinations)
    .values({ siteId: 1, productId: product!.id, setQuantity: true, quantity: INITIAL_STOCK })
    .returning({ id: declinations.id });
  return { productId: product!.id, declinationId: declination!.id };
}

const ADDRESS = {
  firstname: 'Jeanne',
  lastname: 'Morel',
  address: '12 rue des Halles',
  postalCode: '85000',
  city: 'La Roche-sur-Yon',
  country: 'FR',
};

/** Each buyer comes from an address of their own: the per-address limits are not what is tested here. */
let buyer = 0;
const buyerHeaders = () => {
  buyer += 1;
  return {
    idSite: '1',
    'content-type': 'application/json',
    'x-forwarded-for': `10.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}`,
  };
};

async function post<T>(base: string, path: string, body: unknown, timeoutMs = 10_000) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: buyerHeaders(),
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as { data: T } | null };
}

/** Carts of one unit each, made before the load (the orders are what is measured), and the home carrier. */
async function prepareCarts(base: string, item: { productId: number; declinationId: number }, count: number) {
  const carts: string[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, () =>
        post<{ id: string }>(base, `/cart/new/product/${item.declinationId}`, { quantity: 1 }),
      ),
    );
    for (const answer of batch) {
      if (answer.status !== 200 || !answer.body) throw new Error(`a cart was refused (${answer.status})`);
      carts.push(answer.body.data.id);
    }
  }
  const fees = await post<{ carriers: { id: number; deliveryType: string }[] }>(base, '/calculate/shipping-fees', {
    products: [{ idProduct: item.productId, idDeclination: item.declinationId, quantity: 1 }],
    postalCode: '85000',
    country: 'FR',
  });
  const carrier = fees.body?.data.carriers.find((offer) => offer.deliveryType === 'DELIVERY');
  if (!carrier) throw new Error('no home delivery offered for the test product');
  return { carts, carrierId: carrier.id };
}

const orderBody = (cartId: string, carrierId: number) => ({
  idCart: cartId,
  user: { phone: '06 12 34 56 78', email: 'panne@example.com' },
  address: { delivery: ADDRESS, billing: ADDRESS },
  delivery: { type: 'DELIVERY', idCarrier: carrierId },
  acceptSaleTerms: true,
});

/** Sends one order every 1/rate s (an open loop: a slow answer does not slow the arrivals) until `stop`. */
async function orderLoad(base: string, carts: string[], carrierId: number, stop: Promise<void>) {
  const acknowledged: number[] = [];
  const statuses = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let stopped = false;
  void stop.then(() => (stopped = true));
  const started = performance.now();
  for (let i = 0; i < carts.length && !stopped; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await Promise.race([sleep(wait), stop]);
    if (stopped) break;
    pending.push(
      post<{ idOrder: number }>(base, '/order', orderBody(carts[i]!, carrierId))
        .then((answer) => {
          statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
          if (answer.status === 200 && answer.body) acknowledged.push(answer.body.data.idOrder);
        })
        .catch((error: unknown) => {
          const key = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }),
    );
  }
  await Promise.all(pending);
  return { acknowledged, statuses, sent: pending.length, seconds: (performance.now() - started) / 1000 };
}

/** What the database holds of the run's orders, checked against what was acknowledged. */
async function checkStored(database: Database, declinationId: number, acknowledged: number[]) {
  const db = database.db;
  const stored = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.siteId, 1), eq(orders.email, 'panne@example.com')));
  const ids = stored.map((row) => row.id);
  const storedIds = new Set(ids);
  const lost = acknowledged.filter((id) => !storedIds.has(id));
  check(
    lost.length === 0,
    `every acknowledged order is stored: ${acknowledged.length} acknowledged, ${lost.length} lost`,
  );
  if (ids.length === 0) return;
  const count = async (table: typeof orderLines | typeof payments | typeof orderStatusHistory) =>
    new Map(
      (
        await db
          .select({ orderId: table.orderId, n: sql<number>`count(*)::int` })
          .from(table)
          .where(and(eq(table.siteId, 1), inArray(table.orderId, ids)))
          .groupBy(table.orderId)
      ).map((row) => [row.orderId, row.n]),
    );
  const [lines, paymentRows, history] = await Promise.all([
    count(orderLines),
    count(payments),
    count(orderStatusHistory),
  ]);
  const half = ids.filter((id) => !lines.get(id) || !paymentRows.get(id) || !history.get(id));
  check(
    half.length === 0,
    `no half-written order: ${ids.length} stored, each with its lines, payment row and status (${half.length} without)`,
  );
  const unexpected = stored.filter((row) => row.status !== 'AWAITING_PAYMENT');
  check(unexpected.length === 0, `every stored order awaits its payment (${unexpected.length} in another status)`);
  const [units] = await db
    .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .where(
      and(eq(orderLines.siteId, 1), inArray(orderLines.orderId, ids), eq(orderLines.declinationId, declinationId)),
    );
  const [stock] = await db
    .select({ quantity: declinations.quantity })
    .from(declinations)
    .where(and(eq(declinations.siteId, 1), eq(declinations.id, declinationId)));
  check(
    stock!.quantity === INITIAL_STOCK - units!.n,
    `tracked stock = initial − units of the stored orders: ${INITIAL_STOCK} − ${units!.n} = ${stock!.quantity}`,
  );
}

interface Target {
  env: Record<string, string>;
  open: () => Promise<Database>;
  /** The embedded database is one process: the script reads it only while no server holds it. */
  exclusive: boolean;
  cleanup: () => Promise<void>;
}

async function prepareTarget(dataDir: string): Promise<Target> {
  if (kind === 'pglite') {
    const pgliteDir = join(dataDir, 'pglite');
    await setUpDatabase({ dataDir: pgliteDir }, { dataDir, s3: undefined });
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir: pgliteDir }),
      exclusive: true,
      cleanup: async () => undefined,
    };
  }
  const admin = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `atelier_crash_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await setUpDatabase({ databaseUrl: url.toString() }, { dataDir, s3: undefined });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    exclusive: false,
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function killTest(target: Target) {
  console.log(`\n== kill -9 under ${rate} orders/s (${kind}), killed after ${seconds / 2} s`);
  const setup = await target.open();
  const item = await stockedProduct(setup);
  if (target.exclusive) await setup.close();
  const port = await freePort();
  let server = await startServer(target.env, port);
  const { carts, carrierId } = await prepareCarts(server.base, item, Math.ceil(rate * seconds));
  const killAt = sleep((seconds / 2) * 1000).then(() => {
    server.child.kill('SIGKILL');
  });
  const load = await orderLoad(server.base, carts, carrierId, killAt);
  console.log(
    `sent ${load.sent} orders in ${load.seconds.toFixed(1)} s: ${[...load.statuses].map(([k, n]) => `${k} × ${n}`).join(', ')}`,
  );
  const restartedAt = performance.now();
  server = await startServer(target.env, port);
  console.log(`started again in ${((performance.now() - restartedAt) / 1000).toFixed(1)} s`);
  check(load.acknowledged.length > 0, `orders were acknowledged before the kill (${load.acknowledged.length})`);
  if (target.exclusive) await stopServer(server);
  const database = target.exclusive ? await target.open() : setup;
  try {
    await checkStored(database, item.declinationId, load.acknowledged);
  } finally {
    await database.close();
    await stopServer(server);
  }
}

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const port = await freePort();
  let server: Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    port,
    cut: async () => {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
  };
}

async function outageTest(target: Target) {
  console.log(`\n== PostgreSQL out of reach for ${outageSeconds} s under load`);
  const url = new URL(target.env.DATABASE_URL!);
  const relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  const server = await startServer({ ...target.env, DATABASE_URL: relayed.toString() }, await freePort());
  const declination = await (
    await target.open()
  ).db
    .select({ id: declinations.id })
    .from(declinations)
    .where(eq(declinations.siteId, 1))
    .limit(1);
  // A write that reaches the database every time: a new cart.
  const write = async () => {
    const started = performance.now();
    try {
      const answer = await post<unknown>(server.base, `/cart/new/product/${declination[0]!.id}`, { quantity: 1 }, 8000);
      const envelope = answer.body as { success?: boolean; message?: string } | null;
      return {
        status: answer.status,
        envelope: envelope?.success === false && !!envelope.message,
        ms: performance.now() - started,
      };
    } catch {
      return { status: 0, envelope: false, ms: performance.now() - started };
    }
  };
  check((await write()).status === 200, 'a new cart is written before the outage');
  await relay.cut();
  const during: Awaited<ReturnType<typeof write>>[] = [];
  const until = Date.now() + outageSeconds * 1000;
  while (Date.now() < until) {
    during.push(...(await Promise.all(Array.from({ length: 5 }, write))));
    await sleep(100);
  }
  const statuses = new Map<number, number>();
  for (const answer of during) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  console.log(`during the outage: ${[...statuses].map(([s, n]) => `${s} × ${n}`).join(', ')}`);
  check(
    during.every((answer) => answer.status === 503 && answer.envelope),
    'every request during the outage gets a 503 with the envelope',
  );
  const slowest = Math.max(...during.map((answer) => answer.ms));
  check(slowest < 6000, `no request hangs (slowest ${Math.round(slowest)} ms)`);
  check(server.child.exitCode === null && server.child.signalCode === null, 'the server stays up');
  await relay.restore();
  const back = performance.now();
  let served: number | null = null;
  while (performance.now() - back < 10_000) {
    if ((await write()).status === 200) {
      served = performance.now() - back;
      break;
    }
    await sleep(50);
  }
  check(
    served !== null && served <= 2000,
    `it serves again ${served === null ? 'never' : `${Math.round(served)} ms`} after the database's return (≤ 2 s)`,
  );
  await stopServer(server);
  await relay.cut();
}

const dataDir = await mkdtemp(join(tmpdir(), 'atelier-crash-'));
const target = await prepareTarget(dataDir);
try {
  await killTest(target);
  if (kind === 'postgres') await outageTest(target);
} finally {
  await target.cleanup();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\ncrash test: FAILED' : '\ncrash test: passed');
process.exitCode = failed ? 1 : 0;
