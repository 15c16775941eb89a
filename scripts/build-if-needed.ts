// `npm start` builds what it runs when it is missing or older than any source it is made from: the web app (the
// storefront's client and server builds, then the server bundle), or only the server bundle when only the API's
// sources or the server's own files changed (apps/web/server-bundle.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const WEB_BUILD = 'apps/web/build/server/index.js';
const SERVER_BUNDLE = 'apps/web/build/start/server.js';
const WEB_SOURCES = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/endpoint-routes.vite.ts',
  'apps/web/short-class-names.vite.ts',
  'packages/contract/src',
  'packages/domain/src',
  'package-lock.json',
];
const BUNDLE_SOURCES = [
  ...WEB_SOURCES,
  'apps/api/src',
  'apps/web/server.ts',
  'apps/web/storefront.ts',
  'apps/web/page-cache.ts',
  'apps/web/production-env.ts',
  'apps/web/server-bundle.ts',
];

function newest(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

function builtAt(file: string): number {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

const newestOf = (sources: string[]) => Math.max(...sources.map((source) => newest(path.join(root, source))));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const webBuilt = builtAt(WEB_BUILD);
if (webBuilt < newestOf(WEB_SOURCES)) {
  console.log(webBuilt ? 'Sources changed: rebuilding the web app…' : 'Building the web app…');
  run('npm', ['run', 'build', '-w', '@atelier/web']);
} else if (builtAt(SERVER_BUNDLE) < newestOf(BUNDLE_SOURCES)) {
  console.log('Sources changed: bundling the server again…');
  run(process.execPath, ['apps/web/server-bundle.ts']);
}
