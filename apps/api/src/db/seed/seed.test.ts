import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PARAMETER_CATALOG } from '@atelier/contract';
import * as t from '../schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DiskFileStore } from '../../storage/disk-file-store.ts';
import { seedSampleSites } from './seed.ts';
import { SAMPLE_SITES } from './sample-sites.ts';
import { seedIfChanged } from '../setup.ts';

const app = useTestApp();

async function counts() {
  const db = app.database.db;
  const tables = [t.sites, t.siteParameters, t.pages, t.elements, t.news, t.logos, t.companyAddresses, t.variations];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n));
}

describe('seedSampleSites', () => {
  it('seeds nothing twice', async () => {
    const before = await counts();
    expect(await seedSampleSites(app.database.db, new DiskFileStore(app.dataDir))).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('gives every sample site every parameter of the catalogue', async () => {
    for (const site of SAMPLE_SITES) {
      const rows = await app.database.db.select().from(t.siteParameters).where(eq(t.siteParameters.siteId, site.id));
      expect(rows.map((row) => row.type).sort()).toEqual(PARAMETER_CATALOG.map((p) => p.type).sort());
    }
  });

  it('writes a missing site again, whole, in one go', async () => {
    await app.database.db.delete(t.sites).where(eq(t.sites.id, 2));
    expect(await app.database.db.select().from(t.pages).where(eq(t.pages.siteId, 2))).toEqual([]);
    expect(await seedSampleSites(app.database.db, new DiskFileStore(app.dataDir))).toEqual([2]);
    const pages = await app.database.db.select().from(t.pages).where(eq(t.pages.siteId, 2));
    expect(pages.length).toBeGreaterThan(0);
  });
});

describe('seedIfChanged (each start)', () => {
  it('runs the seed once per seed and file store, then leaves alone what was changed since', async () => {
    const { db } = app.database;
    const files = { dataDir: app.dataDir, s3: undefined };
    const sites = async () => (await db.select({ id: t.sites.id }).from(t.sites)).map((site) => site.id).sort();
    // Not recorded yet: the seed runs (nothing is missing) and is recorded.
    expect(await seedIfChanged(app.database, new DiskFileStore(app.dataDir), files, false)).toEqual([]);
    expect(await db.select().from(t.seedRuns)).toHaveLength(1);
    // Site 2 deleted since: the next start with the same seed checks nothing and writes nothing.
    await db.delete(t.sites).where(eq(t.sites.id, 2));
    expect(await seedIfChanged(app.database, new DiskFileStore(app.dataDir), files, false)).toEqual([]);
    expect(await sites()).toEqual([1]);
    // Another file store (a new DATA_DIR on the same database): the seed runs again, its files go there too.
    const other = await mkdtemp(path.join(tmpdir(), 'atelier-seed-'));
    try {
      const store = new DiskFileStore(other);
      expect(await seedIfChanged(app.database, store, { dataDir: other, s3: undefined }, false)).toEqual([2]);
      expect(await sites()).toEqual([1, 2]);
      expect(await db.select().from(t.seedRuns)).toHaveLength(2);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
