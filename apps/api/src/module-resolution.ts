import { existsSync, readFileSync } from 'node:fs';
import {
  enableCompileCache,
  registerHooks,
  type ResolveFnOutput,
  type ResolveHookContext,
  type ResolveHookSync,
} from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How the servers' entries (server.ts of the API and of the web app) load their ~1,400 modules faster (issue 21,
 * decision 005). Called first, before the rest of the server is imported:
 * - Node's compile cache: the next starts reuse this one's compiled code and stripped TypeScript;
 * - a resolution hook that answers two questions Node 24 answers slowly. Each time it resolves an import to a
 *   file, Node reads the nearest package.json to know whether a `.js` file is a module, and copies all its
 *   fields, parsing its `exports` again: drizzle-orm's is 179 kB, and its ~110 files each import several
 *   others. Half of the start's module loading went there (and into collecting what it left). So a relative
 *   `.js` import between the files of a package whose package.json says its `type` is resolved here, with that
 *   type read once per folder; and a package imported from our own sources is resolved once per package folder
 *   and node_modules folder that decide it, not once per importing file. Anything else goes to Node as before.
 */
export function speedUpModuleLoading() {
  enableCompileCache();
  registerHooks({ resolve });
}

type NextResolve = Parameters<ResolveHookSync>[2];

const RELATIVE_JS = /^\.\.?\/.*\.js$/;
const PACKAGE_NAME = /^(@[a-z0-9-~][\w.~-]*\/)?[a-z0-9-~][\w.~-]*(\/|$)/;

function resolve(specifier: string, context: ResolveHookContext, next: NextResolve): ResolveFnOutput {
  const parent = context.parentURL;
  // Only `import` (a `require` decides its format itself) from a file.
  if (!parent?.startsWith('file:') || !context.conditions.includes('import')) return next(specifier, context);
  const inPackage = parent.includes('/node_modules/');
  if (inPackage && RELATIVE_JS.test(specifier)) {
    const url = new URL(specifier, parent);
    const type = declaredType(dirname(fileURLToPath(url)));
    // Without a declared type, Node looks at the file's syntax: its own resolution says.
    if (type) return { url: url.href, format: type, shortCircuit: true };
  } else if (!inPackage && PACKAGE_NAME.test(specifier)) {
    const from = dirname(fileURLToPath(parent));
    const key = `${specifier}\0${scopeOf(from)}\0${modulesOwnerOf(from)}\0${context.conditions.join()}`;
    const known = packages.get(key);
    if (known) return { ...known, shortCircuit: true };
    const resolved = next(specifier, context);
    packages.set(key, resolved);
    return resolved;
  }
  return next(specifier, context);
}

/** A package imported from our sources, by name, package scope, node_modules folder and conditions. */
const packages = new Map<string, ResolveFnOutput>();

/** What decides a `.js` file's format in a folder: the `type` of the nearest package.json, when it says one. */
const types = new Map<string, 'module' | 'commonjs' | null>();
function declaredType(dir: string): 'module' | 'commonjs' | null {
  let type = types.get(dir);
  if (type !== undefined) return type;
  const manifest = readManifest(dir);
  if (manifest !== undefined) {
    const declared = (manifest as { type?: unknown } | null)?.type;
    type = declared === 'module' || declared === 'commonjs' ? declared : null;
  } else type = dirname(dir) === dir ? null : declaredType(dirname(dir));
  types.set(dir, type);
  return type;
}

/** The folder of the nearest package.json (a package may import itself by name through its exports). */
const scopes = new Map<string, string>();
function scopeOf(dir: string): string {
  let scope = scopes.get(dir);
  if (scope !== undefined) return scope;
  scope = existsSync(join(dir, 'package.json')) || dirname(dir) === dir ? dir : scopeOf(dirname(dir));
  scopes.set(dir, scope);
  return scope;
}

/** The nearest folder with a node_modules folder: where Node starts looking for a package. */
const owners = new Map<string, string>();
function modulesOwnerOf(dir: string): string {
  let owner = owners.get(dir);
  if (owner !== undefined) return owner;
  owner = existsSync(join(dir, 'node_modules')) || dirname(dir) === dir ? dir : modulesOwnerOf(dirname(dir));
  owners.set(dir, owner);
  return owner;
}

/** A folder's package.json, parsed; undefined when there is none. */
function readManifest(dir: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(dir, 'package.json'), 'utf8');
  } catch {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
