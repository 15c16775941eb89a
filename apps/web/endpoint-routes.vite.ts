import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** An area module of the contract's endpoint declarations (`packages/contract/src/endpoints/cart.ts`). */
const AREA_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;

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
