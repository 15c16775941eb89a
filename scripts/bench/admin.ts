// Issue 16: the back-office's order list over a bench data set of 10,000 orders, filtered and paged (p99).
import { ADMIN_BUDGET } from './budgets.ts';
import { failures, runLoad } from './load.ts';
import { db, duration, fmt, run } from './options.ts';
import { verdict } from './report.ts';
import { setUpPglite, withPglite, withPostgres, type RunningServer, type SqlQuery } from './servers.ts';

/**
 * Issue 16: the back-office's order list over a bench data set of 10,000 orders (written by the bench itself
 * into site 1, one line each, every status, a year of dates, 500 customers), filtered and paged, p99 from two
 * administrators at once (PGlite answers one query at a time: more clients measure its queue, not a request).
 */
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

/** The embedded database made and seeded as the server would, then the bench's orders, before the server opens it. */
export async function prepareAdminInPglite(env: NodeJS.ProcessEnv) {
  setUpPglite(env);
  await withPglite(env, prepareAdmin);
}

/** The PostgreSQL database's bench orders, once the server has seeded it. */
export const prepareAdminInPostgres = (databaseUrl: string) => withPostgres(databaseUrl, prepareAdmin);

export async function benchAdmin(server: RunningServer): Promise<boolean> {
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
    if (run.interrupted) return false;
    const check = await fetch(server.base + path, { headers: { idSite: '1', authorization: `Bearer ${token}` } });
    const answer = (await check.json()) as { data?: { total: number; items: unknown[] } };
    await runLoad(server.base + path, 1, ADMIN_BUDGET.connections, [authorization]); // warm-up
    const r = await runLoad(server.base + path, duration, ADMIN_BUDGET.connections, [authorization]);
    const bad = failures(r) > 0 || check.status !== 200;
    failed ||= bad;
    const ok = r.latency.p99 < ADMIN_BUDGET.p99Ms;
    console.log(
      `GET ${path.padEnd(84)} ${db}  ${fmt(r.requests.average)} req/s  p99 ${r.latency.p99} ms  ` +
        `${answer.data?.items.length ?? 0} of ${answer.data?.total ?? '?'} orders  non-2xx ${r.non2xx}  ` +
        `(budget p99 < ${ADMIN_BUDGET.p99Ms} ms over ${fmt(ADMIN_BUDGET.orders)} orders: ${verdict(`GET ${path} (${db})`, ok)})`,
    );
  }
  return !failed;
}
