// `npm start` builds the web app when its build is missing or older than any source it is made from.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contract/src',
  'packages/domain/src',
];

function newest(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

const built = (() => {
  try {
    return statSync(output).mtimeMs;
  } catch {
    return 0;
  }
})();
if (built < Math.max(...sources.map((source) => newest(path.join(root, source))))) {
  console.log(built ? 'Sources changed: rebuilding the web app…' : 'Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@atelier/web'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
