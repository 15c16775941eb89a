// The bench's command line (documented at the top of scripts/bench.ts) and what every part shares.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { npmStartRuntime } from '../lib/server-process.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const API_SERVER_ENTRY = 'apps/api/src/server.ts';

/** The server runs with the Node flags and environment variables of `npm start`. */
const START = await npmStartRuntime(ROOT);
/** `npm start`'s server: the bundle of the web app's build (apps/web/server-bundle.ts). */
export const WEB_SERVER_ENTRY = START.entry;
export const NODE_FLAGS = START.nodeFlags;
export const START_ENV = START.env;
/** BENCH_SERVER_FLAGS adds Node flags to the server's (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it). */
NODE_FLAGS.push(...(process.env['BENCH_SERVER_FLAGS'] ?? '').split(' ').filter(Boolean));

/** The parts `--only` may name (comma-separated); all of them without it. */
export const PARTS = ['api', 'shop', 'admin', 'web', 'start', 'writes'] as const;
type Part = (typeof PARTS)[number];

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
    /** Exit non-zero when a budget is missed. */
    check: { type: 'boolean', default: false },
  },
});
export { args };

const only = args.only?.split(',').filter(Boolean) ?? [];
for (const part of only) {
  if (!(PARTS as readonly string[]).includes(part)) {
    throw new Error(
      `--only takes ${PARTS.join(', ')} (comma-separated; shop is the API's issue 6 cases alone), got ${part}`,
    );
  }
}
const wants = (part: Part) => only.length === 0 || only.includes(part);
export const parts = {
  api: wants('api') || wants('shop'),
  admin: wants('admin'),
  web: wants('web'),
  start: wants('start'),
  writes: wants('writes'),
};
/** `--only shop`: the API's shop cases without the reads and the login burst. */
export const shopOnly = only.includes('shop') && !only.includes('api');
export const onlyText = only.length === 0 ? PARTS.filter((part) => part !== 'shop').join(', ') : only.join(', ');

export const lighthouseRuns = Number(args['lighthouse-runs']);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('--lighthouse-runs must be >= 1');
if (args.db !== 'pglite' && args.db !== 'postgres') throw new Error(`--db must be pglite or postgres, got ${args.db}`);
export const db: 'pglite' | 'postgres' = args.db;
export const duration = Number(args.duration);
export const connections = Number(args.connections);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  throw new Error('--duration must be > 0 and --connections a positive integer');
}

/** Set on Ctrl-C: the children get the signal too, and the parts stop at their next step. */
export const run = { interrupted: false };
process.once('SIGINT', () => (run.interrupted = true));

export const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
