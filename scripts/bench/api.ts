// The API: the hot reads (SPEC §7's start-up calls) and the catalogue's, then the shop (shop.ts), a login burst,
// and the server's memory after all of it (issue 21's budget).
import { setTimeout } from 'node:timers/promises';
import { IDLE_SECONDS } from '../../apps/api/src/idle-memory.ts';
import { rssMb } from '../lib/server-process.ts';
import { CATALOGUE_BUDGET, LOGIN_BUDGET, MEMORY_BUDGET_MB, READ_BUDGET } from './budgets.ts';
import { bytesPerAnswer, errorsText, failures, runLoad } from './load.ts';
import { db, duration, fmt, run, shopOnly } from './options.ts';
import { verdict } from './report.ts';
import type { RunningServer } from './servers.ts';
import { benchShop, type ShopProducts } from './shop.ts';

const CASES: { path: string; budget: { reqPerSec: number; p99Ms: number } }[] = [
  { path: '/api/parameter', budget: READ_BUDGET },
  { path: '/api/site/info', budget: READ_BUDGET },
  { path: '/api/element/link-footer', budget: READ_BUDGET },
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

const exitedText = (server: RunningServer) => `code ${server.child.exitCode ?? server.child.signalCode}`;

/** The API cases: the reads, the shop, the login burst, then the memory. False when requests failed. */
export async function benchApi(server: RunningServer, shop: ShopProducts): Promise<boolean> {
  let failed = false;
  if (!shopOnly) failed ||= !(await benchReads(server));
  if (!server.alive()) {
    console.error(`server exited during the run (${exitedText(server)})`);
    return false;
  }
  failed ||= !(await benchShop(server, shop));
  if (!server.alive()) {
    console.error(`server exited during the shop cases (${exitedText(server)})`);
    return false;
  }
  if (!shopOnly) {
    console.log(`server memory after the shop: ${await rssMb(server.child.pid)} MB (for information)`);
    failed ||= !(await benchLogin(server));
    if (!server.alive()) {
      console.error(`server exited during the login burst (${exitedText(server)})`);
      return false;
    }
  }
  // Issue 21: the memory the server keeps once the bench's load is over (reads, shop, Argon2id's 19 MiB a hash):
  // right after, then once the server has given back what the busy spell grew (idle-memory.ts).
  console.log(`server memory right after the API bench: ${await rssMb(server.child.pid)} MB (for information)`);
  await setTimeout((IDLE_SECONDS + 3) * 1000);
  const rss = await rssMb(server.child.pid);
  const budget = MEMORY_BUDGET_MB[db];
  console.log(
    `server memory after the API bench, ${IDLE_SECONDS + 3} s idle: ${rss} MB  ${db}  ` +
      `(budget ≤ ${MEMORY_BUDGET_MB.pglite} MB on pglite, ≤ ${MEMORY_BUDGET_MB.postgres} MB on postgres: ` +
      `${verdict(`server memory after the API bench (${db})`, rss <= budget)})`,
  );
  return !failed;
}

/** The reads of CASES, then the server's memory (for information). Returns false when requests failed. */
async function benchReads(server: RunningServer): Promise<boolean> {
  let failed = false;
  for (const { path, budget } of CASES) {
    if (run.interrupted) return false;
    await runLoad(server.base + path, 1); // warm-up, result ignored
    const r = await runLoad(server.base + path, duration);
    failed ||= failures(r) > 0;
    const ok = r.requests.average >= budget.reqPerSec && r.latency.p99 < budget.p99Ms;
    console.log(
      `GET ${path.padEnd(26)} ${db}  ${fmt(r.requests.average)} req/s  p99 ${r.latency.p99} ms  ${fmt(bytesPerAnswer(r))} B/answer  ` +
        `non-2xx ${r.non2xx}${errorsText(r)}  ` +
        `(budget ≥ ${fmt(budget.reqPerSec)} req/s, p99 < ${budget.p99Ms} ms: ${verdict(`GET ${path} (${db})`, ok)})`,
    );
  }
  if (!server.alive()) return false;
  console.log(`server memory after the reads: ${await rssMb(server.child.pid)} MB (for information)`);
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
  let loginFailures = 0;
  const stopAt = Date.now() + duration * 1000;
  const client = async (worker: number) => {
    while (Date.now() < stopAt && !run.interrupted) {
      const n = logins + loginFailures;
      // Each account logs in a few times (limit 10 per 15 min), each address ~25 times a minute (30).
      const res = await post(
        '/api/login',
        { email: emails[n % accounts], password },
        `10.8.${worker}.${(n % 200) + 1}`,
      );
      if (res.status === 200) {
        await res.body?.cancel();
        logins++;
      } else if (++loginFailures === 1) console.error(`a login failed: ${res.status} ${await res.text()}`);
    }
  };
  const [siteInfo] = await Promise.all([
    runLoad(server.base + '/api/site/info', duration, 10),
    ...Array.from({ length: concurrency }, (_, worker) => client(worker)),
  ]);
  const perSec = logins / duration;
  const ok = perSec >= loginsPerSec && siteInfo.latency.p99 < siteInfoP99Ms && loginFailures === 0;
  console.log(
    `POST /api/login (${concurrency} clients, Argon2id)  ${db}  ${perSec.toFixed(1)} logins/s  failed ${loginFailures}  ` +
      `while GET /api/site/info ${fmt(siteInfo.requests.average)} req/s p99 ${siteInfo.latency.p99} ms  ` +
      `(budget ≥ ${loginsPerSec} logins/s, site info p99 < ${siteInfoP99Ms} ms: ${verdict(`logins (${db})`, ok)})`,
  );
  return loginFailures === 0;
}
