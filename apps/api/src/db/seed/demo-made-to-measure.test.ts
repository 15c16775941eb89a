import { readFile } from 'node:fs/promises';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { quoteAmounts } from '@atelier/domain';
import * as t from '../schema/index.ts';
import { DiskFileStore } from '../../storage/disk-file-store.ts';
import { sitePrivateFilePath } from '../../storage/storage.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoMadeToMeasure } from './seed-made-to-measure.ts';

const app = useTestApp();

describe('the demo made-to-measure jobs (issue 19 item 7)', () => {
  it('gives the demo customer a quoted bergère and a sofa in production, with photos, once', async () => {
    const db = app.database.db;
    const now = new Date();
    await seedDemoAccounts(db, [1, 2]);
    const started = performance.now();
    expect(await seedDemoMadeToMeasure(db, new DiskFileStore(app.dataDir), [1, 2], now)).toBe(2);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await seedDemoMadeToMeasure(db, new DiskFileStore(app.dataDir), [1, 2], now)).toBe(0);

    const [customer] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.siteId, 1), eq(t.users.email, DEMO_ACCOUNTS[0].email)));
    const jobs = await db
      .select()
      .from(t.madeToMeasureJobs)
      .where(eq(t.madeToMeasureJobs.siteId, 1))
      .orderBy(asc(t.madeToMeasureJobs.createdAt));
    expect(jobs.map((job) => [job.status, job.pieceKind, job.userId])).toEqual([
      ['IN_PRODUCTION', 'SOFA', customer!.id],
      ['QUOTED', 'ARMCHAIR', customer!.id],
    ]);
    for (const job of jobs) expect(job.reference).toMatch(/^SM-\d{4}-\d{4}$/);
    const [sofa, bergere] = jobs as [(typeof jobs)[number], (typeof jobs)[number]];
    // The site's own jobs only: the winemaker's demo customer has none.
    expect(await db.select().from(t.madeToMeasureJobs).where(eq(t.madeToMeasureJobs.siteId, 2))).toEqual([]);

    // Each quote's amounts are the domain's, to the cent; the bergère's is sent and valid 30 days.
    const quotes = await db.select().from(t.madeToMeasureQuotes).where(eq(t.madeToMeasureQuotes.siteId, 1));
    expect(quotes).toHaveLength(2);
    for (const quote of quotes) {
      expect(quote.number).toMatch(/^DV\d{4}-\d{6}$/);
      const amounts = quoteAmounts(quote.lines, quote.vatRate, quote.depositPercent);
      expect(quote.lines.map((line) => line.total)).toEqual(amounts.lineTotals);
      expect(quote).toMatchObject({
        totalExclVat: amounts.totalExclVat,
        vat: amounts.vat,
        total: amounts.total,
        deposit: amounts.deposit,
        balance: amounts.balance,
        depositPercent: 30,
      });
      expect(quote.deposit + quote.balance).toBe(quote.total);
    }
    const sent = quotes.find((quote) => quote.jobId === bergere.id)!;
    expect(sent.status).toBe('SENT');
    expect(sent.lines.map((line) => line.kind)).toEqual(['LABOUR', 'FABRIC', 'SUPPLIES']);
    expect(sent.validUntil).toBe(new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10));
    const accepted = quotes.find((quote) => quote.jobId === sofa.id)!;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', acceptedName: 'Camille Démo' });
    expect(accepted.acceptedAt).toBeInstanceOf(Date);
    expect(accepted.acceptedIp).toBeTruthy();

    // The sofa's deposit is paid and invoiced in the site's one invoice series.
    const payments = await db.select().from(t.madeToMeasurePayments).where(eq(t.madeToMeasurePayments.siteId, 1));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      jobId: sofa.id,
      quoteId: accepted.id,
      kind: 'DEPOSIT',
      provider: 'SANDBOX',
      status: 'PAID',
      amount: accepted.deposit,
    });
    const year = payments[0]!.invoiceNumber!.slice(1, 5);
    const [counter] = await db
      .select()
      .from(t.siteCounters)
      .where(and(eq(t.siteCounters.siteId, 1), eq(t.siteCounters.name, `invoice-${year}`)));
    expect(payments[0]!.invoiceNumber).toBe(`F${year}-${String(counter!.value).padStart(6, '0')}`);

    // Three stages reached in the site's order, each with a note and its photos; the request's photos apart.
    const stages = await db
      .select({ id: t.productionStages.id, name: t.productionStages.name })
      .from(t.productionStages)
      .where(eq(t.productionStages.siteId, 1))
      .orderBy(asc(t.productionStages.position));
    const updates = await db
      .select()
      .from(t.madeToMeasureStageUpdates)
      .where(eq(t.madeToMeasureStageUpdates.siteId, 1))
      .orderBy(asc(t.madeToMeasureStageUpdates.createdAt));
    expect(updates.map((update) => update.jobId)).toEqual([sofa.id, sofa.id, sofa.id]);
    expect(updates.map((update) => update.stageId)).toEqual(stages.slice(0, 3).map((stage) => stage.id));
    for (const update of updates) expect(update.note).toBeTruthy();
    const photos = await db.select().from(t.madeToMeasurePhotos).where(eq(t.madeToMeasurePhotos.siteId, 1));
    const requestPhotos = photos.filter((photo) => photo.stageUpdateId === null);
    expect(requestPhotos.map((photo) => photo.jobId)).toEqual([bergere.id, bergere.id]);
    for (const update of updates) {
      const count = photos.filter((photo) => photo.stageUpdateId === update.id).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(2);
    }
    // Real JPEGs of the size recorded, in the site's private storage.
    for (const photo of photos) {
      expect(photo.file.startsWith(`made-to-measure/${photo.jobId}/`)).toBe(true);
      const meta = await sharp(await readFile(sitePrivateFilePath(app.dataDir, 1, photo.file))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', photo.width, photo.height]);
    }
  });
});
