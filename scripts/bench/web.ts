// The storefront (production build, `npm start`'s server): kept pages under load, the home page's weight and what
// it ships, the site editor (editor.ts), Lighthouse (lighthouse.ts), the server's memory.
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { rssMb } from '../lib/server-process.ts';
import { WEB_BUDGET } from './budgets.ts';
import { benchEditor } from './editor.ts';
import { benchLighthouse } from './lighthouse.ts';
import { bytesPerAnswer, errorsText, failures, runLoad } from './load.ts';
import { db, duration, fmt, run } from './options.ts';
import { verdict } from './report.ts';
import type { RunningServer } from './servers.ts';

/** The pages kept for anonymous visitors that issue 21 measures at 10 connections (product and wine found later). */
const KEPT_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'brochure', path: '/mobilier-sur-mesure-vendee' },
  { kind: 'category', path: '/boutique-artisanale/mobilier-artisanal' },
  { kind: 'blog', path: '/blog' },
];

/** The first product and wine pages of site 1's catalogue, found through the API. */
async function catalogPages(base: string) {
  const answer = await fetch(`${base}/api/v2/product?nbItem=100`, { headers: { idSite: '1' } });
  const items = ((await answer.json()) as { data?: { items: { url: string }[] } }).data?.items ?? [];
  return [
    { kind: 'product', path: items.find((item) => item.url.startsWith('/products/'))?.url },
    { kind: 'wine', path: items.find((item) => item.url.startsWith('/wines/'))?.url },
  ];
}

/** The bytes of an answer as sent with `accept-encoding: br` (what a browser receives), and its encoding. */
function brotliBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Issue 21: the home page's HTML, raw (budget) and as sent with brotli, and how much of it is hydration data (React
 * Router's context and scripts, and the loaders' data in JSON elements) and inline CSS (<style>).
 */
async function benchHomeWeight(base: string, html: string) {
  const raw = Buffer.byteLength(html);
  const brotli = await brotliBytes(`${base}/`);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  // React Router's scripts, and its data written as JSON elements (hydration-data.server.ts).
  const hydration = scripts
    .filter(
      ([, attributes = '', body = '']) => body.includes('__reactRouterContext') || /application\/json/.test(attributes),
    )
    .reduce((sum, [, , body = '']) => sum + Buffer.byteLength(body), 0);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
    (sum, [, body]) => sum + Buffer.byteLength(body ?? ''),
    0,
  );
  const budget = WEB_BUDGET.homeHtmlKb * 1024;
  console.log(
    `${'home HTML'.padEnd(31)} ${kb(raw)} KB raw, ${kb(brotli.bytes)} KB sent (${brotli.encoding}): ` +
      `${kb(hydration)} KB hydration data, ${kb(inlineCss)} KB inline CSS, ${kb(raw - hydration - inlineCss)} KB the rest  ` +
      `(budget ≤ ${WEB_BUDGET.homeHtmlKb} KB raw: ${verdict('home HTML raw', raw <= budget)})`,
  );
}

/**
 * Issue 21: kept pages (what every anonymous visitor gets, rendered once per change of the site's data) at 10
 * connections, asked with `accept-encoding: br` as browsers ask (the kept brotli copy is sent); then the home page
 * rendered for each request (a session cookie bypasses the page cache: what a signed-in customer costs). Returns
 * false when requests failed.
 */
async function benchPages(server: RunningServer): Promise<boolean> {
  let ok = true;
  const pages = [...KEPT_PAGES, ...(await catalogPages(server.base))];
  const runs: { label: string; path: string; headers: string[]; kept: boolean }[] = [];
  for (const { kind, path } of pages) {
    if (path) runs.push({ label: `GET ${path} (kept ${kind})`, path, headers: ['accept-encoding=br'], kept: true });
    else {
      ok = false;
      console.error(`no ${kind} page found for the kept pages`);
    }
  }
  runs.push({ label: 'GET / (rendered per request)', path: '/', headers: ['cookie=token=bench'], kept: false });
  for (const { label, path, headers, kept } of runs) {
    if (run.interrupted) return false;
    const url = server.base + path;
    await runLoad(url, 1, WEB_BUDGET.connections, headers); // warm-up
    const r = await runLoad(url, duration, WEB_BUDGET.connections, headers);
    ok &&= failures(r) === 0;
    const within = r.requests.average >= WEB_BUDGET.keptReqPerSec && r.latency.p99 < WEB_BUDGET.p99Ms;
    const budget = kept
      ? `(budget ≥ ${fmt(WEB_BUDGET.keptReqPerSec)} req/s, p99 < ${WEB_BUDGET.p99Ms} ms: ${verdict(`${label} (${db})`, within)})`
      : '(for information)';
    console.log(
      `${label.padEnd(64)} ${db}  ${fmt(r.requests.average)} req/s  p99 ${r.latency.p99} ms  ${fmt(bytesPerAnswer(r))} B/answer  ` +
        `${WEB_BUDGET.connections} connections  non-2xx ${r.non2xx}${errorsText(r)}  ${budget}`,
    );
  }
  return ok;
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
  // Inline module scripts import the entry and the route modules, and after the first paint add the module
  // preloads taken out of the head (script-priority.server.ts): every quoted script path in them, but the route
  // manifest's own file (its `"url"`), which the browser does not load: it asks `/__manifest` for the routes a
  // page links to (React Router's lazy route discovery).
  for (const [, body] of html.matchAll(/<script\b[^>]*type=["']module["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, spec] of (body ?? '').matchAll(/(?<!"url":\s*)["']((?:\/|\.\.?\/|https?:)[^"'\s]+\.m?js)["']/g)) {
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

/**
 * Prints what a page ships of a kind of file (gzip and raw), judged against a budget when one is given. Returns
 * false when a file was not served.
 */
async function reportShipped(kind: string, page: string, urls: string[], inline: string, budget?: number) {
  const size = await gzipKb(urls, inline);
  if (size.missing.length > 0) console.error(`${kind} of ${page} not served: ${size.missing.join(', ')}`);
  const label = `${kind} shipped to ${page}`;
  const judged =
    budget === undefined ? '(for information)' : `(budget ≤ ${budget} KB gzip: ${verdict(label, size.kb <= budget)})`;
  console.log(
    `${label.padEnd(31)} ${size.kb.toFixed(1)} KB gzip (${size.rawKb.toFixed(1)} KB raw, ` +
      `${urls.length} files${inline ? ' + inline <style>' : ''})  ${judged}`,
  );
  return size.missing.length === 0;
}

/** The storefront's budgets. Returns false when something could not be measured. */
export async function benchWeb(server: RunningServer, workDir: string): Promise<boolean> {
  let ok = await benchPages(server);

  // What the home page weighs and ships.
  const home = `${server.base}/`;
  const html = await (await fetch(home)).text();
  await benchHomeWeight(server.base, html);
  const assets = assetsOf(html, home);
  ok = (await reportShipped('JavaScript', '/', assets.js, '', WEB_BUDGET.jsKb)) && ok;
  ok = (await reportShipped('CSS', '/', assets.css, assets.inlineCss, WEB_BUDGET.cssKb)) && ok;

  // For information: what the shop's pages ship (their routes' own files and the endpoints they call).
  for (const { kind, path } of [
    ...KEPT_PAGES.filter((page) => page.kind === 'category'),
    ...(await catalogPages(server.base)),
    { kind: 'cart', path: '/cart' },
  ]) {
    if (!path) continue;
    const url = `${server.base}${path}`;
    const { js } = assetsOf(await (await fetch(url)).text(), url);
    ok = (await reportShipped('JavaScript', `the ${kind} page`, js, '')) && ok;
  }

  try {
    await benchEditor(server);
  } catch (error) {
    ok = false;
    console.error(`site editor: ${(error as Error).message}`);
  }

  ok = (await benchLighthouse(server, workDir)) && ok;

  if (!server.alive()) {
    console.error(`web server exited during the run (code ${server.child.exitCode ?? server.child.signalCode})`);
    return false;
  }
  console.log(`web server memory after run: ${await rssMb(server.child.pid)} MB (for information)`);
  return ok;
}
