import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedSampleSites } from '../src/db/seed/seed.ts';
import { DiskFileStore } from '../src/storage/disk-file-store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated, seeded database. */
    pgliteDump: string;
    /** PostgreSQL: name of the migrated, seeded template database. */
    pgTemplate: string;
  }
}

/** Migrates and seeds one database once; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const work = await mkdtemp(path.join(tmpdir(), 'atelier-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `atelier_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await seedSampleSites(database.db, new DiskFileStore(work));
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
      await rm(work, { recursive: true, force: true });
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedSampleSites(database.db, new DiskFileStore(work));
  const pglite = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = path.join(work, 'template.tar');
  await writeFile(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', dump);
  project.provide('pgTemplate', '');
  return async () => {
    await rm(work, { recursive: true, force: true });
  };
}
