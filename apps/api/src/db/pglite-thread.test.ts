import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as t from './schema/index.ts';

// The server's embedded database runs on a thread of its own (pglite-thread.ts); the API's other tests run on it
// too (test-app.ts). These check the thread's own promises: what crosses, what waits, what fails.

let database: Database;
/** The migrated embedded database's dump; none on the PostgreSQL runs, where these tests have nothing to test. */
const dump = inject('pgliteDump');

describe.skipIf(!dump)('the embedded database on its own thread', () => {
  beforeAll(async () => {
    database = await openDatabase({ loadDataDir: new Blob([await readFile(dump)]), thread: true });
  });
  afterAll(() => database.close());

  it('answers Drizzle’s reads and writes with their values as they were (dates, JSON, numbers, nulls)', async () => {
    const [site] = await database.db.select().from(t.sites).where(eq(t.sites.id, 1));
    expect(site?.id).toBe(1);
    const { rows } = (await database.db.execute(
      sql`select '2026-12-02T10:00:00Z'::timestamptz as at, '{"a":[1,"b"]}'::jsonb as data, 12.5::numeric as n,
        null as none, array[1, 2] as list`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows[0]).toMatchObject({ data: { a: [1, 'b'] }, n: '12.5', none: null, list: [1, 2] });
    expect(String(rows[0]?.at)).toContain('2026-12-02');
  });

  it('commits a transaction that resolves and rolls back one that throws, and another waits for it', async () => {
    const name = (suffix: string) => `thread-${suffix}-${Date.now()}`;
    const kept = name('kept');
    await database.db.transaction(async (tx) => {
      await tx.insert(t.sites).values({ id: 901, name: kept });
    });
    const dropped = name('dropped');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(t.sites).set({ name: dropped }).where(eq(t.sites.id, 901));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [row] = await database.db.select({ name: t.sites.name }).from(t.sites).where(eq(t.sites.id, 901));
    expect(row?.name).toBe(kept);

    // A statement sent while a transaction is open runs after it: it reads what the transaction committed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.update(t.sites).set({ name: 'during' }).where(eq(t.sites.id, 901));
      await held;
      await tx.update(t.sites).set({ name: 'after' }).where(eq(t.sites.id, 901));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = database.db.select({ name: t.sites.name }).from(t.sites).where(eq(t.sites.id, 901));
    release();
    await transaction;
    expect((await read)[0]?.name).toBe('after');
    await database.db.delete(t.sites).where(eq(t.sites.id, 901));
  });

  it('gives the database’s error with its code and constraint, and the thread goes on', async () => {
    const error = await database.db
      .insert(t.sites)
      .values({ id: 1, name: 'again' })
      .then(() => undefined)
      .catch((caught: unknown) => caught as Error & { cause?: Record<string, unknown> });
    expect(error?.cause).toMatchObject({ code: '23505', constraint: 'sites_pkey' });
    expect(String(error?.cause?.['message'])).toContain('duplicate key');
    await expect(database.db.execute(sql`select 1 as one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('reports the triggers’ notifications of a change', async () => {
    const heard: unknown[][] = [];
    await database.onSiteChanged((...change) => heard.push(change));
    await database.db.execute(sql`select pg_notify('site_changed', '2:product:7')`);
    await expect.poll(() => heard).toContainEqual([2, 'product', 7]);
  });

  it('collects its garbage when asked', async () => {
    await expect(database.collectGarbage?.()).resolves.toBeUndefined();
  });
});

describe.skipIf(!dump)('opening the thread', () => {
  it('fails as its set-up failed, and when its database cannot open', async () => {
    await expect(PgliteThread.open({}, Promise.reject(new Error('set-up failed')))).rejects.toThrow('set-up failed');
    // Its parent a file: no directory can be made there.
    await expect(PgliteThread.open({ dataDir: '/etc/hostname/pglite' })).rejects.toThrow(/EEXIST|ENOTDIR/);
  });

  it('refuses every call once closed', async () => {
    const thread = await PgliteThread.open({ loadDataDir: new Blob([await readFile(dump)]) });
    const lost: Error[] = [];
    thread.onLost((error) => lost.push(error));
    await expect(thread.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow(/stopped/);
    expect(lost).toEqual([]);
  });

  it('tells once when its thread is lost (here its heap exhausted), and fails every call then', async () => {
    const thread = await PgliteThread.open({}, undefined, { maxOldGenerationSizeMb: 32 });
    const lost: Error[] = [];
    thread.onLost((error) => lost.push(error));
    // Two million rows of 100 characters: more than the thread's 32 MB of heap.
    const big = thread.query("select repeat('x', 100) || g as v from generate_series(1, 2000000) g");
    await expect(big).rejects.toThrow(/memory/);
    await expect(thread.query('select 1')).rejects.toThrow(/memory/);
    expect(lost).toHaveLength(1);
    await thread.close();
    expect(lost).toHaveLength(1);
  });
});
