import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite, PGliteOptions, ParserOptions, QueryOptions, Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { QueryOf } from './pglite-statements.ts';
import { withoutParsers } from './pglite-thread.ts';

/**
 * The extensions the migrations create (pg_trgm: the order list's `lk:` indexes, migration 0020). PGlite has
 * each one only when given it at open, so whatever opens the embedded database opens it with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL settings of the embedded database, beyond PGlite's own (issue 21). Its shared buffers live in the
 * WebAssembly memory, which never shrinks: PostgreSQL's default 128 MB were touched at open and kept ~130 MB more
 * in the server than 16 MB do. The sample sites' tables and indexes fit in them, the API keeps what it reads in
 * its caches, and a page that is not in them is read from the operating system's file cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

export interface PgliteOpenOptions {
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests clone one migrated database). */
  loadDataDir?: Blob | File | undefined;
}

/** PGlite's WebAssembly, compiled, and the files of its own it unpacks at each open (`preparePglite`). */
export interface PreparedPglite {
  pgliteWasmModule: NonNullable<PGliteOptions['pgliteWasmModule']>;
  fsBundle: Blob;
}

/** Node's WebAssembly (this project's TypeScript libraries declare its types, not the global). */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<PreparedPglite['pgliteWasmModule']> };
};

/**
 * What PGlite reads and compiles at each open, done ahead: the embedded database's thread does it while the first
 * set-up of its database runs (pglite-thread.ts).
 */
export async function preparePglite(): Promise<PreparedPglite> {
  const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
  const [code, data] = await Promise.all([
    readFile(new URL('pglite.wasm', dist)),
    readFile(new URL('pglite.data', dist)),
  ]);
  return { pgliteWasmModule: await wasm.compile(code), fsBundle: new Blob([data]) };
}

/** The embedded database, opened as Drizzle's driver is given it (`withDriverParsers`). */
export async function createPglite(options: PgliteOpenOptions, prepared?: PreparedPglite): Promise<PGlite> {
  // Loaded here: a server on PostgreSQL does without them (PGlite's JavaScript alone is ~500 KB).
  const [{ PGlite }, { namedStatements }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite-statements.ts'),
  ]);
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...prepared,
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  return withDriverParsers(client, namedStatements(client).queryOf);
}

/**
 * The types Drizzle's PGlite driver reads as text (dates, timestamps, intervals, numeric[] and these arrays):
 * its own per-query parsers, the same.
 */
const DRIVER_TEXT_PARSERS: ParserOptions = Object.fromEntries(
  [
    1114, // timestamp
    1184, // timestamptz
    1186, // interval
    1082, // date
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((type) => [type, (value: string) => value]),
);

/**
 * The PGlite client as Drizzle is given it: the parsers Drizzle passes with every query are set on the client
 * once instead, and dropped from each query (PGlite copies its whole parser map when a query brings parsers:
 * a tenth of the CPU of a cart write); a statement met before runs as a named statement (`queryOf`,
 * pglite-statements.ts). The client's other methods are its own.
 */
function withDriverParsers(client: PGlite, queryOf: QueryOf): PGlite {
  Object.assign(client.parsers, DRIVER_TEXT_PARSERS);
  const query = queryOf((text, params, options) => client.query(text, params, options));
  const wrap = <T extends Pick<PGlite, 'query'>>(target: T, overrides: Partial<T>): T =>
    new Proxy(target, {
      get(object, key) {
        if (Object.hasOwn(overrides, key)) return overrides[key as keyof T];
        const value = Reflect.get(object, key, object) as unknown;
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return wrap(client, {
    query: (text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutParsers(options)),
    transaction: (callback: (tx: Transaction) => Promise<unknown>) =>
      client.transaction((tx) => {
        const txQuery = queryOf((text, params, options) => tx.query(text, params, options), tx);
        return callback(
          wrap(tx, {
            query: (text: string, params?: unknown[], options?: QueryOptions) =>
              txQuery(text, params, withoutParsers(options)),
          } as Partial<Transaction>),
        );
      }),
  } as Partial<PGlite>);
}
