import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** An area module of the contract's endpoint declarations (`packages/contract/src/endpoints/cart.ts`). */
const AREA_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
/** A module of the contract (`packages/contract/src/cart.ts`), where its schemas are built. */
const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/].+\.ts$/;
/**
 * A comment or a string, kept as it is; else a call on zod's `z` (`z.object(`, `z.string(`), not a property read
 * nor a longer name (`schemaz.x(`).
 */
const ZOD_CALL =
  /(\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)|(?<![\w$.])z\.(?=[A-Za-z_$][\w$]*\s*\()/g;

/** What the browser's caller reads of a declaration (caller.ts `send`, `endpointUrl`). */
interface EndpointRoute {
  method: string;
  path: string;
}

const isDeclaration = (value: unknown): value is EndpointRoute =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointRoute).method === 'string' &&
  typeof (value as EndpointRoute).path === 'string';

/** An export made only of endpoint declarations (`cartEndpoints`), by name. */
const isDeclarationRecord = (value: unknown): value is Record<string, EndpointRoute> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isDeclaration);

/**
 * The browser's copy of an area module whose every export is a record of endpoint declarations: each declaration
 * reduced to its method and path, all the browser's caller reads (it trusts the answers, caller.ts). The schemas
 * stay on the server, and the pages that only call the API do not load zod nor build a schema. Null for a module
 * that also exports something else (an admin area's form schemas): it is kept whole.
 */
export function endpointRoutesModule(exports: Record<string, unknown>): string | null {
  const records = Object.entries(exports);
  if (records.length === 0 || !records.every(([, value]) => isDeclarationRecord(value))) return null;
  return records
    .map(([name, record]) => {
      const routes = Object.fromEntries(
        Object.entries(record as Record<string, EndpointRoute>).map(([key, { method, path }]) => [
          key,
          { method, path },
        ]),
      );
      return `export const ${name} = ${JSON.stringify(routes)};\n`;
    })
    .join('');
}

/**
 * Issue 21: the client build's endpoint declarations without their schemas (decision 011 keeps one declaration
 * per endpoint; this only changes what the browser's copy of it holds). The area module is evaluated by Node at
 * build time, as the API evaluates it, and its routes written out. Development and the server build keep the
 * declarations whole.
 */
export function endpointRoutesInTheBrowser(): Plugin {
  return {
    name: 'atelier:endpoint-routes-in-the-browser',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async load(id) {
      if (!AREA_MODULE.test(id)) return null;
      const exports = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
      return endpointRoutesModule(exports);
    },
  };
}

/**
 * A contract module's zod calls marked pure (`/* @__PURE__ *\/ z.object(…)`), in the client build: building a schema
 * has no side effect, so the schemas no browser code reads are not built, and zod leaves the pages that read none.
 * Only the contract's own modules: a bundle-wide rule (`treeshake.manualPureFunctions`) would match every function
 * named `z`, and minified libraries have those (vanilla-cookieconsent's lost code under it). `contract/zod.ts`'s
 * one setting is a call of `config`, not of `z`.
 */
export function pureSchemasInTheBrowser(): Plugin {
  return {
    name: 'atelier:pure-schemas-in-the-browser',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id) || !code.includes('z.')) return null;
      return { code: markZodCallsPure(code), map: null };
    },
  };
}

/** The source with `/* @__PURE__ *\/` before each call on `z` (not in its comments nor strings). */
export function markZodCallsPure(code: string): string {
  return code.replace(ZOD_CALL, (match, kept: string | undefined) => kept ?? `/* @__PURE__ */ ${match}`);
}
