// The load: wrk (Debian's package, a C load generator) or, where it is missing, autocannon (a child process, or in
// this process when each request needs its own path), and parallel clients of our own where each request depends
// on the last.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited } from '../lib/server-process.ts';
import { connections, run } from './options.ts';

const requireHere = createRequire(import.meta.url);
const AUTOCANNON = requireHere.resolve('autocannon');

/** The part of autocannon's --json output this script reads (wrk's summary is given the same shape). */
export type AutocannonResult = {
  requests: { average: number; sent: number };
  /** Answers 2xx (with wrk: every answer but the non-2xx ones). */
  '2xx': number;
  throughput: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/**
 * wrk when it is installed (`apt-get install wrk`). Autocannon parses each answer in JavaScript on the same two
 * cores as the server: on the kept home page (35.7 KB brotli) it measured itself, 1,077 req/s, where wrk measured
 * the server at 14,750 req/s in the same minute (docs/bench.md). The bench says which one it used.
 */
export const WRK = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error ? null : 'wrk';
export const loadGenerator = WRK
  ? 'wrk (1 thread)'
  : 'autocannon (wrk not installed: kept pages and large answers measure autocannon, not the server)';

/** A wrk script: the method, body and headers of each request, and a summary printed as JSON at the end. */
function wrkScript(headers: [string, string][], request: LoadRequest | null): string {
  // A JSON string is a Lua string too, as long as it has no \u escape: our headers, bodies and paths have none.
  const lua = (text: string) => JSON.stringify(text);
  const lines = headers.map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`);
  if (request) lines.push(`wrk.method = ${lua(request.method)}`, `wrk.body = ${lua(request.body)}`);
  if (request?.paths) {
    lines.push(
      `local paths = { ${request.paths.map(lua).join(', ')} }`,
      'local turn = 0',
      'request = function()',
      '  turn = turn + 1',
      '  return wrk.format(nil, paths[(turn % #paths) + 1])',
      'end',
    );
  }
  lines.push(
    'done = function(summary, latency, requests)',
    '  local seconds = summary.duration / 1e6',
    '  local e = summary.errors',
    '  io.write(string.format(\'{"total":%d,"requests":%.1f,"bytes":%.1f,"p99":%.3f,"non2xx":%d,"errors":%d,"timeouts":%d}\', ' +
      'summary.requests, summary.requests / seconds, summary.bytes / seconds, latency:percentile(99) / 1000, e.status, e.connect + e.read + e.write, e.timeout))',
    'end',
  );
  return lines.join('\n');
}

/** A load generator run in a child process (off the bench's own event loop): its exit code and output. */
async function output(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const done = exited(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { code: await done, stdout, stderr };
}

let scriptDir: string | null = null;

/** wrk against `url` for `seconds`; its summary in autocannon's shape. */
async function runWrk(
  url: string,
  seconds: number,
  conns: number,
  headers: [string, string][],
  request: LoadRequest | null,
): Promise<AutocannonResult> {
  scriptDir ??= mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  const script = join(scriptDir, 'load.lua');
  writeFileSync(script, wrkScript(headers, request));
  const args = ['-t1', `-c${conns}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url];
  const { code, stdout, stderr } = await output(WRK!, args);
  const json = /\{"total".*\}/.exec(stdout)?.[0];
  if (!json) throw new Error(`wrk exited with ${code} without its summary:\n${(stderr || stdout).slice(-2000)}`);
  const r = JSON.parse(json) as Record<
    'total' | 'requests' | 'bytes' | 'p99' | 'non2xx' | 'errors' | 'timeouts',
    number
  >;
  return {
    // The requests still on their way when wrk stopped may have been served: at most one per connection.
    requests: { average: r.requests, sent: r.total + conns },
    '2xx': r.total - r.non2xx,
    throughput: { average: r.bytes },
    latency: { p99: Math.round(r.p99 * 100) / 100 },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** A request other than a GET: its method and body, and with wrk the paths it takes in turn (one per request). */
export interface LoadRequest {
  method: string;
  body: string;
  paths?: string[];
}

/**
 * The load of a fixed request at `conns` connections for `seconds`, `idSite: 1` on each request; headers as
 * `name=value`. By wrk when installed, else by autocannon in a child process (off the bench's own event loop).
 */
export async function runLoad(
  url: string,
  seconds: number,
  conns = connections,
  headers: string[] = [],
  request: LoadRequest | null = null,
): Promise<AutocannonResult> {
  const pairs = ['idSite=1', ...headers].map((header): [string, string] => {
    const at = header.indexOf('=');
    return [header.slice(0, at), header.slice(at + 1)];
  });
  if (WRK) return runWrk(url, seconds, conns, pairs, request);
  const extra = pairs.flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  if (request) extra.push('-m', request.method, '-b', request.body);
  const args = ['--json', '-c', String(conns), '-d', String(seconds), ...extra, url];
  const { code, stdout, stderr } = await output(process.execPath, [AUTOCANNON, ...args]);
  try {
    return JSON.parse(stdout) as AutocannonResult;
  } catch {
    throw new Error(`autocannon exited with ${code} without JSON output:\n${stderr.slice(-2000)}`);
  }
}

/** Requests that failed in a run: non-2xx answers, errors and time-outs. */
export const failures = (r: AutocannonResult) => r.non2xx + r.errors + r.timeouts;
/** ` errors N timeouts N` when there were any. */
export const errorsText = (r: AutocannonResult) =>
  r.errors + r.timeouts > 0 ? `  errors ${r.errors}  timeouts ${r.timeouts}` : '';
/** Bytes per answer (headers and body). */
export const bytesPerAnswer = (r: AutocannonResult) =>
  r.requests.average > 0 ? Math.round(r.throughput.average / r.requests.average) : 0;

/** Autocannon in this process: for requests whose path changes each time, which its command line cannot do. */
export const autocannon = requireHere('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { method: string; body: string; setupRequest: (request: object) => object }[];
}) => Promise<AutocannonResult>;

/** Runs `task` for 0..count-1 from `workers` parallel clients; the results in order. */
export async function inParallel<T>(count: number, workers: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count && !run.interrupted) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/** The 99th percentile of latencies (sorts them). */
export function p99Of(latencies: number[]): number {
  latencies.sort((a, b) => a - b);
  return latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? Number.NaN;
}
