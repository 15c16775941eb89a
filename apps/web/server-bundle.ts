// The production server (`server.ts`: the API and the storefront) bundled with the libraries it loads at start into
// `<build>/start/server.js`, which `npm start` runs (issue 21, decision 005). From the sources, a start loads ~1,200
// files, each resolved, read and compiled apart; the bundle is a few. Run after the web app's build (its package's
// `build` script) and by `npm start` when only the server's sources changed (scripts/build-if-needed.ts).
// The packages of EXTERNAL stay imports of node_modules, for the reasons given there.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'rolldown';

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
const ENTRY = path.join(WEB_DIR, 'server.ts');

/**
 * Where `npm start`'s server is (`server.js` in it): beside the storefront's build, `buildDir` (WEB_BUILD_DIR,
 * relative to this folder; the browser tests build into one of their own).
 */
export function bundleDir(buildDir = process.env['WEB_BUILD_DIR'] ?? 'build'): string {
  return path.resolve(WEB_DIR, buildDir, 'start');
}

/** Packages the bundle imports from node_modules at run time instead of holding them. */
export const EXTERNAL = [
  // What the storefront's server build imports too: one copy of each in the process, and one React Router (its
  // loaders' `data()` and the request handler's checks must be the same classes).
  'react',
  'react-dom',
  'react-router',
  '@react-router/node',
  'libphonenumber-js',
  // WebAssembly, native code, or files of their own read from their folder at run time.
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  '@fastify/swagger-ui',
  '@capsizecss/metrics',
  '@capsizecss/unpack',
  'subset-font',
  '@etalab/decoupage-administratif',
  // Loaded on first use only (a payment provider, a log for a terminal, an upload's type, a bucket, the job queue
  // on PostgreSQL, a shared rate limit), as from the sources.
  'stripe',
  'onlinepayments-sdk-nodejs',
  'pino-pretty',
  'file-type',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'pg-boss',
  'ioredis',
];
const PACKAGE_NAME = /^(@[^/]+\/)?[^/]+/;

/**
 * The bundle's entries: the server; the first set-up of an embedded database, which the server runs as a script in
 * a process of its own (db/first-set-up.ts names it: `new URL('./setup.ts', import.meta.url)`); the embedded
 * database's thread (db/pglite-thread.ts names its worker's module).
 */
const SETUP_SOURCE = path.join(WEB_DIR, '../api/src/db/setup.ts');
const SETUP_ENTRY = '\0atelier:setup-entry';
const WORKER_SOURCE = path.join(WEB_DIR, '../api/src/db/pglite-worker.ts');
const ENTRIES = new Map([
  [ENTRY, 'server'],
  [SETUP_SOURCE, 'setup'],
  [WORKER_SOURCE, 'pglite-worker'],
]);

/** The set-up's script: what setup.ts runs when it is itself the script (`setUpFromEnvironment`). */
function setUpEntry(): Plugin {
  return {
    name: 'atelier:setup-entry',
    resolveId: (id) => (id === SETUP_ENTRY ? id : null),
    load: (id) =>
      id === SETUP_ENTRY
        ? `import { setUpFromEnvironment } from ${JSON.stringify(SETUP_SOURCE)};\nawait setUpFromEnvironment();\n`
        : null,
  };
}

/**
 * Our modules in the bundle. `import.meta.url` stays the file each was written in, not the bundle's: the
 * migrations, the seed's files and the web build are found beside their sources, as when the server runs from
 * them; a URL naming an entry's source (the set-up's script) names its bundled file instead. `import.meta.main`
 * is false but in the server's entry: a module's part that runs when it is run (setup.ts's) runs from the
 * sources only, since the bundle's chunks are not its modules (the set-up's entry calls it).
 */
function ownModules(outDir: string): Plugin {
  const fromBundle = (file: string) => path.relative(outDir, file).split(path.sep).join('/');
  return {
    name: 'atelier:own-modules',
    transform: {
      // Our files only: not the libraries', nor the bundler's own modules (`\0rolldown/runtime.js`).
      filter: { id: { include: /^\//, exclude: /\/node_modules\// }, code: /import\.meta\.(url|main)/ },
      handler(code, id) {
        const urls = code.replaceAll(
          /new URL\((['"])(\.\.?\/[^'"]*)\1, import\.meta\.url\)|import\.meta\.url/g,
          (_match, _quote, relative: string | undefined) => {
            if (relative === undefined) return `new URL(${JSON.stringify(fromBundle(id))}, import.meta.url).href`;
            const file = path.resolve(path.dirname(id), relative);
            const entry = ENTRIES.get(file);
            const target = entry ? `./${entry}.js` : fromBundle(file) + (relative.endsWith('/') ? '/' : '');
            return `new URL(${JSON.stringify(target)}, import.meta.url)`;
          },
        );
        return id === ENTRY ? urls : urls.replaceAll('import.meta.main', 'false');
      },
    },
  };
}

/** The folder Node loads package `name` from, looking up from `dir`. */
function packageFolder(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const folder = path.join(at, 'node_modules', name);
    if (existsSync(folder)) return folder;
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Whether an import stays one, checked: from the bundle's folder, Node must find the package its importer would
 * have found (a version installed for one workspace only would not be).
 */
function isExternal(outDir: string, id: string, importer: string | undefined): boolean {
  if (id.startsWith('node:')) return true;
  const name = PACKAGE_NAME.exec(id)?.[0];
  if (!name || !EXTERNAL.includes(name)) return false;
  const wanted = importer && packageFolder(name, path.dirname(importer));
  if (wanted && wanted !== packageFolder(name, outDir)) {
    throw new Error(`${name}, imported by ${importer}, is not the one found from ${outDir}`);
  }
  return true;
}

/** Writes the bundle into `outDir` (emptied first). */
export async function bundleServer(outDir = bundleDir()): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    input: { server: ENTRY, setup: SETUP_ENTRY, 'pglite-worker': WORKER_SOURCE },
    platform: 'node',
    external: (id, importer) => isExternal(outDir, id, importer),
    plugins: [setUpEntry(), ownModules(outDir)],
    // Readable stack traces: names and lines are kept (the compile cache makes the larger file cheap to parse).
    output: { dir: outDir, format: 'esm', minify: false, chunkFileNames: '[name]-[hash].js' },
    logLevel: 'warn',
  });
}

if (import.meta.main) {
  const started = performance.now();
  const outDir = bundleDir();
  await bundleServer(outDir);
  console.log(`server bundled in ${outDir} (${Math.round(performance.now() - started)} ms)`);
}
