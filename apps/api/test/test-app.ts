import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ALL_SITES, openDatabase, type Database } from '../src/db/client.ts';
import { createFileStore } from '../src/storage/file-store.ts';
import { importSiteFiles } from '../src/storage/site-files.ts';
import { SEED_ASSETS_DIR } from '../src/db/seed/seed.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The test's own PostgreSQL database (DATABASE_URL runs); undefined on the embedded database. */
  databaseUrl: string | undefined;
  /** GET/POST… through app.inject with the SPEC §7 headers (site 1, French unless told). */
  call(options: InjectOptions & { site?: number | null; lang?: 'fr_FR' | 'en' }): Promise<LightMyRequestResponse>;
  /**
   * Runs a write of a site's data and waits until the app heard of it: the embedded database announces a
   * change before the write returns, PostgreSQL a moment after (the app's per-site caches drop on it).
   */
  changed<T>(write: PromiseLike<T>, site?: number): Promise<T>;
  close(): Promise<void>;
}

/** A fresh database copied from the seeded template, and the app on it. Call close() in afterAll. */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** More routes on the app before it starts (the storefront's, in its tests). */
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-app-'));
  const template = inject('pgTemplate');
  const adminUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  let databaseUrl: string | undefined;
  if (template && adminUrl) {
    const name = `atelier_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dump = await readFile(inject('pgliteDump'));
    // On its own thread, as the server runs it (pglite-thread.ts).
    database = await openDatabase({ loadDataDir: new Blob([dump]), thread: true });
  }
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  // The sample sites' files where the app keeps its files: DATA_DIR, or the bucket the environment names.
  const files = await createFileStore(config);
  for (const siteId of [1, 2]) await importSiteFiles(files, siteId, path.join(SEED_ASSETS_DIR, `site-${siteId}`));
  await files.close();
  // Silent, except that a reply sent twice (a handler that sends and returns a value) fails the file's tests.
  const sentTwice: string[] = [];
  const stream = {
    write(line: string) {
      if (line.includes('FST_ERR_REP_ALREADY_SENT')) sentTwice.push((JSON.parse(line) as { msg: string }).msg);
    },
  };
  const app = await buildApp({ config, database, logger: { level: 'warn', stream } });
  await extend?.(app);
  await app.ready();
  const waiting = new Set<(siteId: number) => void>();
  app.sites.onChange((siteId) => {
    for (const heard of waiting) heard(siteId);
  });
  return {
    app,
    database,
    dataDir,
    databaseUrl,
    async changed(write, site = 1) {
      let heard!: (siteId: number) => void;
      const seen = new Promise<void>((resolve) => {
        heard = (siteId) => {
          if (siteId === site || siteId === ALL_SITES) resolve();
        };
      });
      waiting.add(heard);
      try {
        const result = await write;
        await seen;
        return result;
      } finally {
        waiting.delete(heard);
      }
    },
    call({ site = 1, lang = 'fr_FR', headers, ...options }) {
      const base: Record<string, string> = { userLang: lang };
      if (site !== null) base.idSite = String(site);
      return app.inject({ ...options, headers: { ...base, ...headers } });
    },
    async close() {
      await app.close();
      if (sentTwice.length > 0) throw new Error(`Replies sent twice:\n${[...new Set(sentTwice)].join('\n')}`);
      await database.close();
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a test file: built before its tests, closed after them. The returned object reads
 * through to the app once built, so tests write `const t = useTestApp();` at the top of the file.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  extend?: (app: FastifyInstance) => Promise<void>,
): TestApp {
  let built: TestApp | undefined;
  const current = () => {
    if (!built) throw new Error('The test app is built in beforeAll: use it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(typeof env === 'function' ? env() : env, extend);
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get dataDir() {
      return current().dataDir;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    call: (options) => current().call(options),
    changed: (write, site) => current().changed(write, site),
    close: () => current().close(),
  };
}

/** The `data` of an envelope answer. */
export function data<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}
