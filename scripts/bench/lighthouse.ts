// Lighthouse (mobile preset, Debian's Chromium) on every kind of storefront page: issue 21's 100 in every category
// on home, brochure, category, product, wine, blog, cart, auth and account (issue 3's ≥ 95 in performance on the
// other kinds), the home page's largest contentful paint and the category and product pages' total blocking time.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { exited } from '../lib/server-process.ts';
import { WEB_BUDGET } from './budgets.ts';
import { args, lighthouseRuns, median, ROOT, run } from './options.ts';
import { verdict } from './report.ts';
import type { RunningServer } from './servers.ts';

const LIGHTHOUSE = join(ROOT, 'node_modules/lighthouse/cli/index.js');

/** Issue 21's page kinds; the others are scored against issue 3's budgets. */
const ISSUE_21_KINDS = ['home', 'brochure', 'category', 'product', 'wine', 'blog', 'cart', 'auth', 'account'];
/** Issue 3's budgets, for the page kinds issue 21 does not name. */
const ISSUE_3_LIGHTHOUSE = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const LIGHTHOUSE_LABELS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
} as const;
type LighthouseCategory = keyof typeof LIGHTHOUSE_LABELS;
const CATEGORIES = Object.keys(LIGHTHOUSE_LABELS) as LighthouseCategory[];

/** A page Lighthouse scores: its kind (issue 21's words where it names it), its path, a visitor's cookie. */
interface ScoredPage {
  kind: string;
  path: string;
  cookie?: string;
  /** A private page is `noindex` on purpose: « is crawlable » does not apply to it. */
  private?: boolean;
}

type Envelope<T> = { success?: boolean; data?: T };
async function apiGet<T>(base: string, path: string): Promise<T | undefined> {
  const answer = await fetch(base + path, { headers: { idSite: '1' } });
  return ((await answer.json()) as Envelope<T>).data;
}
async function apiPost<T>(base: string, path: string, body: object): Promise<T | undefined> {
  const answer = await fetch(base + path, {
    method: 'POST',
    headers: { idSite: '1', 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1' },
    body: JSON.stringify(body),
  });
  return ((await answer.json()) as Envelope<T>).data;
}

/** A signed-in customer's session (a new account, registered through the API): the account page's visitor. */
async function newCustomerCookie(base: string): Promise<string | null> {
  const email = `banc.lighthouse.${Date.now()}@example.com`;
  const password = 'Banc-de-mesure-2026';
  await apiPost(base, '/api/register', {
    email,
    password,
    firstname: 'Banc',
    lastname: 'Mesure',
    phone: '06 12 34 56 78',
    acceptTerms: true,
  });
  const login = await apiPost<{ token: string }>(base, '/api/login', { email, password });
  return login?.token ? `token=${login.token}` : null;
}

/**
 * A made-to-measure job's page (issue 19) as its customer sees it: the demo customer (README) sends a request
 * through the API, and Lighthouse opens its page with their session's cookie.
 */
async function madeToMeasureJobPage(base: string): Promise<ScoredPage | null> {
  const login = await apiPost<{ token: string }>(base, '/api/login', {
    email: 'client.demo@atelier-morineau.fr',
    password: 'fauteuil-crapaud-85',
  });
  const token = login?.token;
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
  ).json()) as Envelope<{ id: number }>;
  const id = requested.data?.id;
  return id
    ? { kind: 'made-to-measure job', path: `/account/made-to-measure/${id}`, cookie: `token=${token}`, private: true }
    : null;
}

/**
 * The pages scored: the fixed ones of site 1's sample content, and the others found through the API (the first
 * product and wine of the catalogue, the newest article, the first service, event and album, a job's page). A page
 * that cannot be found is said and counted as not measured.
 */
export async function pagesToScore(base: string): Promise<{ pages: ScoredPage[]; missing: string[] }> {
  const pages: ScoredPage[] = [
    { kind: 'home', path: '/' },
    { kind: 'brochure', path: '/mobilier-sur-mesure-vendee' },
    { kind: 'category', path: '/boutique-artisanale/mobilier-artisanal' },
    { kind: 'made-to-measure request', path: '/devis-sur-mesure' },
  ];
  const missing: string[] = [];
  const found = (kind: string, path: string | undefined, extra: Partial<ScoredPage> = {}) => {
    if (path) pages.push({ kind, path, ...extra });
    else missing.push(kind);
  };
  const products = await apiGet<{ items: { url: string }[] }>(base, '/api/v2/product?nbItem=100');
  found('product', products?.items.find((item) => item.url.startsWith('/products/'))?.url);
  found('wine', products?.items.find((item) => item.url.startsWith('/wines/'))?.url);
  const blog = await apiGet<{ blogs: { items: { url: string }[] } }>(base, '/api/blog/folder?nbItem=1');
  found('blog', blog ? '/blog' : undefined);
  found('article', blog?.blogs.items[0]?.url);
  const services = await apiGet<{ services: { url: string }[] }>(base, '/api/service?nbItem=1');
  found('service', services?.services[0]?.url);
  const events = await apiGet<{ items: { url: string }[] }>(base, '/api/element/event?nbItem=1');
  found('event', events?.items[0]?.url);
  const albums = await apiGet<{ items: { url: string }[] }>(base, '/api/album?nbItem=1');
  found('albums', albums ? '/albums' : undefined);
  found('album', albums?.items[0]?.url);
  // The shop's and the account's pages (noindex): the cart as a new visitor sees it (it lives in the browser), the
  // login and registration page, and a new customer's account.
  pages.push({ kind: 'cart', path: '/cart', private: true }, { kind: 'auth', path: '/auth', private: true });
  const cookie = await newCustomerCookie(base);
  found('account', cookie ? '/account' : undefined, { cookie: cookie ?? '', private: true });
  const job = await madeToMeasureJobPage(base);
  if (job) pages.push(job);
  else missing.push('made-to-measure job (the demo customer is on the embedded database only)');
  return { pages, missing };
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
  attempt: number,
  extraHeaders?: Record<string, string>,
  skipAudits: readonly string[] = [],
): Promise<LighthouseReport> {
  const out = join(outDir, `lighthouse-${attempt}-${encodeURIComponent(new URL(url).pathname)}.json`);
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
/** A metric of the reports (its numeric value, the median over the runs), in ms. */
const metricMs = (reports: LighthouseReport[], id: string) =>
  median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));

/**
 * Scores every page (`--pages` picks some), `--lighthouse-runs` times each (the median is judged). Returns false
 * when a page could not be scored.
 */
export async function benchLighthouse(server: RunningServer, workDir: string): Promise<boolean> {
  let ok = true;
  const { pages, missing } = await pagesToScore(server.base);
  for (const kind of missing) console.error(`Lighthouse: no ${kind} page found`);
  const wanted = args.pages?.split(',').filter(Boolean) ?? [];
  const chosen = pages.filter(
    (page) => wanted.length === 0 || wanted.some((part) => page.path.includes(part) || page.kind === part),
  );
  for (const page of chosen) {
    if (run.interrupted) return false;
    const reports: LighthouseReport[] = [];
    try {
      for (let n = 0; n < lighthouseRuns; n++) {
        const once = () =>
          runLighthouse(
            server.base + page.path,
            workDir,
            n,
            page.cookie ? { cookie: page.cookie } : undefined,
            page.private ? ['is-crawlable'] : [],
          );
        // A trace Lighthouse failed to record (NO_NAVSTART on a loaded machine) asks to run it again: once.
        reports.push(
          await once().catch((error: unknown) => {
            console.error(`${(error as Error).message.trim()}
  (running Lighthouse again)`);
            return once();
          }),
        );
      }
    } catch (error) {
      ok = false;
      console.error((error as Error).message);
      continue;
    }
    const budget = ISSUE_21_KINDS.includes(page.kind) ? WEB_BUDGET.lighthouse : ISSUE_3_LIGHTHOUSE;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(reports.map((report) => Math.round((report.categories[c]?.score ?? 0) * 100)))]),
    ) as Record<LighthouseCategory, number>;
    const missed = CATEGORIES.filter((c) => scores[c] < budget[c]);
    const runs = lighthouseRuns > 1 ? ` (median of ${lighthouseRuns})` : '';
    const within = missed.length === 0;
    console.log(
      `Lighthouse ${`${page.kind} ${page.path}`.padEnd(40)} ${CATEGORIES.map((c) => `${LIGHTHOUSE_LABELS[c]} ${scores[c]}`).join('  ')}${runs}  ` +
        `(budgets ≥ ${CATEGORIES.map((c) => budget[c]).join(', ')}: ` +
        `${verdict(`Lighthouse ${page.kind} ${page.path}`, within)}${within ? '' : `: ${missed.map((c) => LIGHTHOUSE_LABELS[c]).join(', ')}`})`,
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
    // Issue 21: the home page's largest contentful paint, the category and product pages' total blocking time.
    if (page.kind === 'home') {
      const lcp = metricMs(reports, 'largest-contentful-paint');
      console.log(
        `  largest contentful paint of / ${(lcp / 1000).toFixed(2)} s (simulated mobile${runs})  ` +
          `(budget ≤ ${WEB_BUDGET.homeLcpMs / 1000} s: ${verdict('LCP of the home page', lcp <= WEB_BUDGET.homeLcpMs)})`,
      );
    }
    if (WEB_BUDGET.tbtPages.includes(page.kind)) {
      const tbt = metricMs(reports, 'total-blocking-time');
      console.log(
        `  total blocking time of the ${page.kind} page ${Math.round(tbt)} ms (simulated mobile${runs})  ` +
          `(budget ≤ ${WEB_BUDGET.tbtMs} ms: ${verdict(`TBT of the ${page.kind} page`, tbt <= WEB_BUDGET.tbtMs)})`,
      );
    }
    for (const c of missed) console.log(`  ${LIGHTHOUSE_LABELS[c]} lost points on: ${lostPoints(last, c)}`);
  }
  return ok;
}
