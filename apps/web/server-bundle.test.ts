import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, EXTERNAL } from './server-bundle.ts';

// `npm start`'s server is the bundle (issue 21); the browser tests run on it. Here: what it still imports, and the
// files its modules name beside their sources.
const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
let outDir: string;
let chunks: Map<string, string>;

beforeAll(async () => {
  // Inside apps/web, as the build: the externals are found from there.
  const cache = path.join(WEB_DIR, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  outDir = await mkdtemp(path.join(cache, 'server-bundle-test-'));
  await bundleServer(outDir);
  chunks = new Map(readdirSync(outDir).map((name) => [name, readFileSync(path.join(outDir, name), 'utf8')]));
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

/** The module specifiers of a chunk's static and dynamic imports (JSDoc's `import("…").Type` aside). */
function importsOf(code: string): string[] {
  const statics = [...code.matchAll(/^(?:import|export)\b[^;'"]*?from\s*"([^"]+)"/gm)].map((match) => match[1]!);
  const sideEffects = [...code.matchAll(/^import\s*"([^"]+)"/gm)].map((match) => match[1]!);
  const dynamics = [...code.matchAll(/\bimport\("([^"]+)"\)(?!\.[A-Z])/g)].map((match) => match[1]!);
  return [...statics, ...sideEffects, ...dynamics];
}

describe('the server bundle', () => {
  it('imports only its own chunks, Node’s modules and the packages it keeps external, all found from its folder', () => {
    const packages = new Set<string>();
    for (const [name, code] of chunks) {
      for (const specifier of importsOf(code)) {
        if (specifier.startsWith('./')) expect(chunks.has(specifier.slice(2)), `${name} → ${specifier}`).toBe(true);
        else if (!specifier.startsWith('node:')) packages.add(specifier.match(/^(@[^/]+\/)?[^/]+/)![0]);
      }
    }
    expect([...packages].filter((name) => !EXTERNAL.includes(name))).toEqual([]);
    for (const name of packages) {
      expect(existsSync(path.join(WEB_DIR, '../../node_modules', name)), name).toBe(true);
    }
    expect([...packages]).toEqual(expect.arrayContaining(['react-router', '@electric-sql/pglite']));
  });

  it('sets NODE_ENV before anything imports React (`npm start` sets none; React picks its build as it loads)', () => {
    // The entry's first import, evaluated before any other.
    const first = /^import\b[^"]*"\.\/([^"]+)"/m.exec(chunks.get('server.js')!)?.[1];
    expect(chunks.get(first ?? '')).toMatch(/process\.env\.NODE_ENV \?\?= "production"/);
  });

  it('finds the files its modules name beside their sources (migrations, seed files, the web build, the set-up)', () => {
    const named = [...chunks.values()].flatMap((code) =>
      [...code.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((match) => match[1]!),
    );
    const sources = named.map((relative) => path.resolve(outDir, relative));
    expect(sources).toContain(path.join(WEB_DIR, '../api/src/db/migrations'));
    expect(sources).toContain(path.join(WEB_DIR, '../api/seed-assets'));
    expect(sources).toContain(path.join(WEB_DIR, 'storefront.ts'));
    // The set-up's script is the bundle's own.
    expect(named).toContain('./setup.js');
    for (const source of sources) expect(existsSync(source), source).toBe(true);
  });
});
