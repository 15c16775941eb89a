import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { MadeToMeasureJob, PaymentStart } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { quoteAmounts, type MadeToMeasureStatus } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import {
  companyAddresses,
  madeToMeasureJobs,
  madeToMeasurePayments,
  madeToMeasureQuotes,
  mailOutbox,
  orders,
  productionStages,
} from '../../db/schema/index.ts';
import { readPdf } from '../../../test/pdf.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { parisClock } from '../delivery/paris-time.ts';
import { allowedPickupDates } from '../delivery/calendar.service.ts';
import { bearer, customer, expectOk, expectRefused } from '../order-history/order-history.factory.ts';
import { arrangeDelivery, bookPickup, closeJob } from './handover.ts';
import { jobAccessToken, loadQuoteAccessKey } from './job-access.ts';
import { invoiceBody, jobInvoicePdf, vatShare } from './job-invoices.ts';
import { askBalance, findJob, postStage } from './production.service.ts';

const t = useTestApp();

const ctx = (siteId = 1): RequestContext => ({ db: t.database.db, siteId, locale: 'fr_FR', token: null, user: null });

let rank = 0;
async function job(status: MadeToMeasureStatus, options: { site?: number; handover?: 'PICKUP' | 'DELIVERY' } = {}) {
  const siteId = options.site ?? 1;
  rank += 1;
  const [row] = await t.database.db
    .insert(madeToMeasureJobs)
    .values({
      siteId,
      reference: `SM-PROD-${process.pid}-${rank}`,
      status,
      email: `prod${rank}@example.test`,
      firstname: 'Paul',
      lastname: 'Girard',
      pieceKind: 'SOFA',
      description: 'Canapé 3 places',
      condition: 'DAMAGED',
      fabricType: 'UNDECIDED',
      handoverType: options.handover ?? 'PICKUP',
    })
    .returning();
  return row!;
}

async function stageIds(siteId = 1) {
  const existing = await t.database.db
    .select({ id: productionStages.id })
    .from(productionStages)
    .where(eq(productionStages.siteId, siteId))
    .orderBy(asc(productionStages.position));
  if (existing.length > 0) return existing.map((row) => row.id);
  const rows = await t.database.db
    .insert(productionStages)
    .values([
      { siteId, name: { fr_FR: 'Dégarnissage', en: 'Stripping' }, position: 1 },
      { siteId, name: { fr_FR: 'Couverture', en: 'Covering' }, position: 2 },
    ])
    .returning({ id: productionStages.id });
  return rows.map((row) => row.id);
}

const statusOf = async (jobId: number, site = 1) => (await findJob(ctx(site), jobId))!.status;

describe('production stages and the balance', () => {
  it('posts a stage with photos in production, and refuses one before the deposit or of another site (409/400)', async () => {
    const [stage] = await stageIds();
    const inProduction = await job('IN_PRODUCTION');
    const photo = { file: `made-to-measure/${inProduction.id}/a.jpg`, width: 800, height: 600 };
    const posted = await postStage(ctx(), inProduction.id, { idStage: stage!, note: 'Carcasse saine' }, [photo], null);
    expect(posted.update).toMatchObject({ stageId: stage, note: 'Carcasse saine' });
    expect(posted.job.status).toBe('IN_PRODUCTION');

    const accepted = await job('ACCEPTED');
    await expect(postStage(ctx(), accepted.id, { idStage: stage! }, [], null)).rejects.toMatchObject({
      kind: 'CONFLICT',
      params: { jobStatus: 'ACCEPTED', jobAction: 'POST_STAGE' },
    });
    const [otherSite] = await stageIds(2);
    await expect(postStage(ctx(), inProduction.id, { idStage: otherSite! }, [], null)).rejects.toMatchObject({
      kind: 'BAD_REQUEST',
      code: 'MADE_TO_MEASURE_STAGE_UNKNOWN',
    });
    // Site 2 does not see site 1's job.
    await expect(postStage(ctx(2), inProduction.id, { idStage: otherSite! }, [], null)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it('asks the balance once in production (IN_PRODUCTION → BALANCE_DUE), never before the deposit', async () => {
    const accepted = await job('ACCEPTED');
    await expect(askBalance(ctx(), accepted.id)).rejects.toMatchObject({
      kind: 'CONFLICT',
      params: { jobStatus: 'ACCEPTED' },
    });
    const inProduction = await job('IN_PRODUCTION');
    await t.database.db.insert(madeToMeasureQuotes).values(quoteRow(inProduction.id));
    const { job: asked, quote } = await askBalance(ctx(), inProduction.id);
    expect(asked.status).toBe('BALANCE_DUE');
    expect(quote.deposit + quote.balance).toBe(quote.total);
    await expect(askBalance(ctx(), inProduction.id)).rejects.toMatchObject({ params: { jobStatus: 'BALANCE_DUE' } });
    // Stages may still be posted while the balance is due.
    const [stage] = await stageIds();
    await postStage(ctx(), inProduction.id, { idStage: stage! }, [], null);
  });
});

function quoteRow(jobId: number, siteId = 1) {
  rank += 1;
  const lines = [
    { kind: 'LABOUR' as const, label: 'Réfection complète', quantity: 11.5, unit: 'h', unitPrice: 4750 },
    { kind: 'FABRIC' as const, label: 'Lin lavé', quantity: 7.25, unit: 'm', unitPrice: 3899 },
    { kind: 'SUPPLIES' as const, label: 'Sangles, ressorts', quantity: 1, unit: '', unitPrice: 8333 },
  ];
  const amounts = quoteAmounts(lines, 2000, 35);
  return {
    siteId,
    jobId,
    number: `DV-PROD-${process.pid}-${rank}`,
    status: 'ACCEPTED' as const,
    lines: lines.map((line, index) => ({ ...line, total: amounts.lineTotals[index]! })),
    vatRate: 2000,
    totalExclVat: amounts.totalExclVat,
    vat: amounts.vat,
    total: amounts.total,
    depositPercent: 35,
    deposit: amounts.deposit,
    balance: amounts.balance,
    leadTimeWeeks: 8,
    validUntil: '2099-12-31',
  };
}

/** The month `ahead` months after this one (Paris time). */
function monthAhead(ahead: number) {
  const now = parisClock(new Date());
  const index = now.year * 12 + (now.month - 1) + ahead;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

async function workshopSlot() {
  const [workshop] = await t.database.db
    .select({ id: companyAddresses.id })
    .from(companyAddresses)
    .where(eq(companyAddresses.siteId, 1))
    .orderBy(asc(companyAddresses.position));
  const { month, year } = monthAhead(2);
  const days = await allowedPickupDates(ctx(), t.app.caches, workshop!.id, month, year);
  const day = days.days[0]!;
  const slot = day.slots[0]!;
  return {
    idAddress: workshop!.id,
    date: day.date,
    idSchedule: slot.idSchedule,
    remaining: slot.remaining,
    month,
    year,
  };
}

describe('the hand-over', () => {
  it('books a Click & Collect slot of the orders’ calendar, counted against its places; a full slot is a 409', async () => {
    const choice = await workshopSlot();
    const ready = await job('READY');
    const booked = await bookPickup(ctx(), ready.id, choice);
    expect(booked.job).toMatchObject({ status: 'READY', pickupDate: choice.date, pickupScheduleId: choice.idSchedule });
    // The calendar counts the job's place.
    const after = await allowedPickupDates(ctx(), t.app.caches, choice.idAddress, choice.month, choice.year);
    const slot = after.days
      .find((day) => day.date === choice.date)
      ?.slots.find((s) => s.idSchedule === choice.idSchedule);
    expect(slot?.remaining ?? 0).toBe(choice.remaining - 1);
    // Moving its own slot to the same place is no second booking.
    await bookPickup(ctx(), ready.id, choice);
    // Orders fill the rest of the slot: the next job is refused with a 409.
    for (let index = 1; index < choice.remaining; index += 1) {
      await t.database.db.insert(orders).values(orderOn(choice, index));
    }
    const other = await job('READY');
    await expect(bookPickup(ctx(), other.id, choice)).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'PICKUP_SLOT_UNAVAILABLE',
    });
  });

  it('refuses a slot before the balance is paid, and for a piece to deliver (409)', async () => {
    const choice = await workshopSlot();
    const due = await job('BALANCE_DUE');
    await expect(bookPickup(ctx(), due.id, choice)).rejects.toMatchObject({ params: { jobStatus: 'BALANCE_DUE' } });
    const delivered = await job('READY', { handover: 'DELIVERY' });
    await expect(bookPickup(ctx(), delivered.id, choice)).rejects.toMatchObject({ code: 'MTM_NOT_PICKUP' });
    await expect(bookPickup(ctx(2), (await job('READY')).id, choice)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('closes a job only once paid and arranged: without a slot or a day it says what is missing (409)', async () => {
    const due = await job('BALANCE_DUE');
    await expect(closeJob(ctx(), due.id)).rejects.toMatchObject({
      params: { jobStatus: 'BALANCE_DUE', jobAction: 'CLOSE' },
    });
    const pickup = await job('READY');
    await expect(closeJob(ctx(), pickup.id)).rejects.toMatchObject({ code: 'MTM_PICKUP_NOT_BOOKED' });
    const delivery = await job('READY', { handover: 'DELIVERY' });
    await expect(closeJob(ctx(), delivery.id)).rejects.toMatchObject({ code: 'MTM_DELIVERY_NOT_SET' });
    await expect(arrangeDelivery(ctx(), pickup.id, { date: '2030-01-10' })).rejects.toMatchObject({
      code: 'MTM_NOT_DELIVERY',
    });
    const arranged = await arrangeDelivery(ctx(), delivery.id, { date: '2030-01-10', note: 'Le matin' });
    expect(arranged).toMatchObject({ deliveryDate: '2030-01-10', deliveryNote: 'Le matin', status: 'READY' });
    const closed = await closeJob(ctx(), delivery.id);
    expect(closed.status).toBe('CLOSED');
    expect(closed.handedOverAt).toBeInstanceOf(Date);
    await expect(closeJob(ctx(), delivery.id)).rejects.toMatchObject({ params: { jobStatus: 'CLOSED' } });
    expect(await statusOf(delivery.id)).toBe('CLOSED');
  });
});

function orderOn(choice: { idAddress: number; date: string; idSchedule: number }, index: number) {
  const address = {
    firstname: 'Léa',
    lastname: 'Test',
    company: null,
    address: '1 rue de la Poste',
    addressPart2: null,
    postalCode: '85310',
    city: 'Nesmy',
    countryAlpha2: 'FR',
  };
  rank += 1;
  return {
    siteId: 1,
    reference: `TEST-MTM-CC-${process.pid}-${rank}-${index}`,
    cartId: `cart-mtm-${process.pid}-${rank}-${index}`,
    email: `cc${rank}@example.test`,
    status: 'PAID' as const,
    deliveryType: 'CLICK_AND_COLLECT' as const,
    pickupAddressId: choice.idAddress,
    pickupDate: choice.date,
    pickupScheduleId: choice.idSchedule,
    billingAddress: address,
    totalProducts: 1000,
    total: 1000,
    saleTerms: '<p>CGV</p>',
    saleTermsAcceptedAt: new Date(),
    paymentProvider: 'SANDBOX' as const,
    expiresAt: new Date(Date.now() + 3_600_000),
  };
}

describe('the invoices of a job', () => {
  it('adds up to the quote’s total to the cent: the deposit’s VAT share, the balance less the deposit', () => {
    const quote = { ...quoteRow(1), id: 1, status: 'ACCEPTED' } as Parameters<typeof invoiceBody>[1];
    expect(quote.deposit + quote.balance).toBe(quote.total);
    const share = vatShare(quote.deposit, 2000);
    expect(share.exclVat + share.vat).toBe(quote.deposit);
    expect(Math.abs(share.vat - Math.round(share.exclVat * 0.2))).toBeLessThanOrEqual(1);
    const balance = invoiceBody('fr_FR', quote, { kind: 'BALANCE', amount: quote.balance }, 'F2026-000042');
    const labels = balance.totals.map(([label]) => label);
    expect(labels).toEqual([
      'Total HT',
      'TVA 20\u00a0%',
      'Total TTC',
      'Acompte déjà versé (facture F2026-000042)',
      'Solde payé',
    ]);
    expect(balance.lines).toHaveLength(3);
  });

  it('prints the deposit and balance invoices of paid payments, and nothing for another job or an unpaid one', async () => {
    const closed = await job('READY');
    const [quote] = await t.database.db.insert(madeToMeasureQuotes).values(quoteRow(closed.id)).returning();
    const paidAt = new Date('2026-03-10T10:00:00Z');
    const [deposit, balance, pending] = await t.database.db
      .insert(madeToMeasurePayments)
      .values([
        payment(closed.id, quote!.id, 'DEPOSIT', quote!.deposit, 'PAID', 'F2026-900001', paidAt),
        payment(closed.id, quote!.id, 'BALANCE', quote!.balance, 'PAID', 'F2026-900002', paidAt),
        payment(closed.id, quote!.id, 'BALANCE', quote!.balance, 'PENDING', null, null),
      ])
      .returning();
    const depositPdf = await jobInvoicePdf(ctx(), closed.id, deposit!.id);
    expect(depositPdf.filename).toBe('facture-F2026-900001.pdf');
    const depositText = (await readPdf(depositPdf.pdf)).text;
    expect(depositText).toMatch(/FACTURE D.ACOMPTE/);
    expect(depositText).toContain(quote!.number);
    expect(depositText).toContain('L221-28');
    const balanceText = (await readPdf((await jobInvoicePdf(ctx(), closed.id, balance!.id)).pdf)).text;
    expect(balanceText).toContain('FACTURE DE SOLDE');
    expect(balanceText).toContain('F2026-900001');
    expect(balanceText).toContain('Lin lavé');
    await expect(jobInvoicePdf(ctx(), closed.id, pending!.id)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const other = await job('READY');
    await expect(jobInvoicePdf(ctx(), other.id, deposit!.id)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(jobInvoicePdf(ctx(2), closed.id, deposit!.id)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

function payment(
  jobId: number,
  quoteId: number,
  kind: 'DEPOSIT' | 'BALANCE',
  amount: number,
  status: 'PAID' | 'PENDING',
  invoiceNumber: string | null,
  paidAt: Date | null,
) {
  rank += 1;
  return {
    siteId: 1,
    jobId,
    quoteId,
    kind,
    provider: 'SANDBOX' as const,
    providerRef: `sandbox_test_${process.pid}_${rank}_${kind}_${status}`,
    status,
    amount,
    invoiceNumber,
    paidAt,
  };
}

// ─── through HTTP ───

type Part = [name: string, value: string] | [name: string, file: { filename: string; content: Buffer; type: string }];

/** A multipart body as a browser sends it: fields, then files. */
function multipart(parts: Part[]) {
  const boundary = `----atelier${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .png()
    .toBuffer();

const FORM_HEADERS = {
  host: 'shop.test',
  origin: 'http://shop.test',
  'content-type': 'application/x-www-form-urlencoded',
};
const PAID_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Paul Girard' };

describe('the journey through HTTP, with the signed link, the owner and the workshop', () => {
  it('pays, posts stages, asks and pays the balance, books the slot, closes; others get 404/401/403', async () => {
    const key = await loadQuoteAccessKey(t.dataDir);
    const accepted = await job('ACCEPTED');
    const [quote] = await t.database.db.insert(madeToMeasureQuotes).values(quoteRow(accepted.id)).returning();
    const access = jobAccessToken(key, 1, accepted.id);
    const base = `/api/quote-request/${accepted.id}`;
    const admin = await customer(t, { role: 'ADMIN' });
    const stranger = await customer(t);
    const adminOfSite2 = await customer(t, { site: 2, role: 'ADMIN' });

    // Paying: only through the signed link (a guest), never without it, never on another site.
    expectRefused(await t.call({ method: 'POST', url: `${base}/pay` }), 404);
    expectRefused(await t.call({ method: 'POST', url: `${base}/pay`, headers: bearer(stranger) }), 404);
    expectRefused(await t.call({ method: 'POST', url: `${base}/pay?access=${access}`, site: 2 }), 404);
    const otherJobLink = jobAccessToken(key, 1, accepted.id + 100_000);
    expectRefused(await t.call({ method: 'POST', url: `${base}/pay?access=${otherJobLink}` }), 404);
    const started = expectOk<PaymentStart>(
      await t.call({ method: 'POST', url: `${base}/pay`, headers: { 'x-quote-access': access, host: 'shop.test' } }),
    );
    expect(started.provider).toBe('SANDBOX');
    const pagePath = new URL(started.redirectUrl).pathname;
    const paid = await t.call({
      method: 'POST',
      url: pagePath,
      headers: FORM_HEADERS,
      payload: new URLSearchParams(PAID_CARD).toString(),
    });
    expect(paid.headers.location).toBe(
      `http://shop.test/account/made-to-measure/${accepted.id}?access=${encodeURIComponent(access)}&payment=${started.paymentId}`,
    );
    expect(await statusOf(accepted.id)).toBe('IN_PRODUCTION');
    // Twice: nothing more is due.
    expect(expectRefused(await t.call({ method: 'POST', url: `${base}/pay?access=${access}` }), 409)).toContain(
      'en fabrication',
    );

    // The deposit invoice: to the link's holder and the site's administrators only.
    const invoice = await t.call({ url: `${base}/document/invoice-${started.paymentId}?access=${access}` });
    expect(invoice.statusCode, invoice.body.slice(0, 200)).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['cache-control']).toBe('private, no-store');
    expect((await readPdf(invoice.rawPayload)).text).toContain(String(quote!.number));
    expect(
      (await t.call({ url: `${base}/document/invoice-${started.paymentId}`, headers: bearer(admin) })).statusCode,
    ).toBe(200);
    expectRefused(await t.call({ url: `${base}/document/invoice-${started.paymentId}` }), 404);
    expectRefused(
      await t.call({ url: `${base}/document/invoice-${started.paymentId}`, headers: bearer(stranger) }),
      404,
    );
    expectRefused(await t.call({ url: `${base}/document/invoice-${started.paymentId + 1}?access=${access}` }), 404);
    expectRefused(await t.call({ url: `${base}/document/nothing-1?access=${access}` }), 400);

    // Two stages with photos, from the back-office only; a text file named .jpg is refused by its content.
    const [first, second] = await stageIds();
    const stage = async (idStage: number, files: Part[], who = admin, site = 1) => {
      const body = multipart([['stage', JSON.stringify({ idStage, note: 'Étape faite' })], ...files]);
      return t.call({
        method: 'POST',
        url: `/api/admin/quote-request/${accepted.id}/stage`,
        site,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(who) },
      });
    };
    const photo: Part = ['images', { filename: 'atelier.png', content: await png(), type: 'image/png' }];
    expectRefused(await stage(first!, [photo], null as never), 401);
    expectRefused(await stage(first!, [photo], stranger), 403);
    expectRefused(await stage(first!, [photo], adminOfSite2, 2), 404);
    const fake: Part = [
      'images',
      { filename: 'photo.jpg', content: Buffer.from('not a photo at all'), type: 'image/jpeg' },
    ];
    expect((await stage(first!, [fake])).statusCode).toBe(415);
    const afterFirst = expectOk<MadeToMeasureJob>(await stage(first!, [photo]));
    expect(afterFirst.stageUpdates).toHaveLength(1);
    expect(afterFirst.stageUpdates[0]!.photos).toHaveLength(1);
    expectOk(await stage(second!, [photo, photo]));
    const stageMails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 1), eq(mailOutbox.to, accepted.email)));
    expect(stageMails.filter((mail) => mail.subject.startsWith('Votre pièce avance'))).toHaveLength(2);

    // The balance, asked then paid.
    const adminCall = (path: string, payload?: object) =>
      t.call({
        method: 'POST',
        url: `/api/admin/quote-request/${accepted.id}/${path}`,
        headers: bearer(admin),
        payload,
      });
    expectRefused(await adminCall('close'), 409);
    expect(expectOk<MadeToMeasureJob>(await adminCall('balance')).status).toBe('BALANCE_DUE');
    expectRefused(await adminCall('balance'), 409);
    const balance = expectOk<PaymentStart>(
      await t.call({ method: 'POST', url: `${base}/pay?access=${access}`, headers: { host: 'shop.test' } }),
    );
    await t.call({
      method: 'POST',
      url: new URL(balance.redirectUrl).pathname,
      headers: FORM_HEADERS,
      payload: new URLSearchParams(PAID_CARD).toString(),
    });
    expect(await statusOf(accepted.id)).toBe('READY');
    const payments = await t.database.db
      .select()
      .from(madeToMeasurePayments)
      .where(eq(madeToMeasurePayments.jobId, accepted.id));
    expect(payments.filter((p) => p.status === 'PAID').reduce((sum, p) => sum + p.amount, 0)).toBe(quote!.total);

    // Closing needs the slot; the customer books it through the link.
    expect(expectRefused(await adminCall('close'), 409)).toContain('créneau');
    const choice = await workshopSlot();
    const booked = expectOk<MadeToMeasureJob>(
      await t.call({
        method: 'POST',
        url: `${base}/pickup?access=${access}`,
        payload: { idAddress: choice.idAddress, date: choice.date, idSchedule: choice.idSchedule },
      }),
    );
    expect(booked.status).toBe('READY');
    const closed = expectOk<MadeToMeasureJob>(await adminCall('close'));
    expect(closed.status).toBe('CLOSED');
    const closeMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 1), eq(mailOutbox.to, accepted.email)));
    const last = closeMail.find((mail) => mail.subject.startsWith('Votre pièce vous a été remise'));
    expect(last?.text).toContain(`invoice-${started.paymentId}`);
    expect(last?.text).toContain(`invoice-${balance.paymentId}`);
  });
});
