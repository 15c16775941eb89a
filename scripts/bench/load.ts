// The load: autocannon (a child process, or in this process when each request needs its own path), and parallel
// clients of our own where each request depends on the last.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { exited } from '../lib/server-process.ts';
import { connections, run } from './options.ts';

const requireHere = createRequire(import.meta.url);
const AUTOCANNON = requireHere.resolve('autocannon');

/** The part of autocannon's --json output this script reads. */
export type AutocannonResult = {
  requests: { average: number };
  throughput: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Autocannon in a child process (the load generator off the bench's own event loop), `idSite: 1` on each request. */
export async function runAutocannon(
  url: string,
  seconds: number,
  conns = connections,
  headers: string[] = [],
  request: { method: string; body: string } | null = null,
): Promise<AutocannonResult> {
  // No accept-encoding unless a header asks for it: the plain answer is measured (autocannon reads compressed
  // bodies far slower than the server sends them, which would measure the load generator).
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
}) => Promise<AutocannonResult & { '2xx': number; requests: { sent: number } }>;

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
