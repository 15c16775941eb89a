import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteAmounts } from '@atelier/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  madeToMeasureJobs,
  madeToMeasurePayments,
  madeToMeasureQuotes,
  mailOutbox,
  siteCounters,
} from '../../db/schema/index.ts';
import { Mailer } from '../../mail/mailer.ts';
import { formatInvoiceNumber, invoiceYear, nextInvoiceNumber } from '../payments/invoice-number.ts';
import type { PaymentDeps } from '../payments/payments.service.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { applyJobResult, findJobPayment, jobPayments, startJobPayment } from './job-payments.ts';
import { findJob } from './production.service.ts';

const t = useTestApp();

const STOREFRONT = 'http://shop.test';
const FORM_HEADERS = {
  host: 'shop.test',
  origin: 'http://shop.test',
  'content-type': 'application/x-www-form-urlencoded',
};
const PAID_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Jeanne Morel' };
const DECLINED_CARD = { ...PAID_CARD, number: '4000 0000 0000 0002' };

const silent = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;
const deps = (): PaymentDeps => ({ mailer: new Mailer(undefined, silent), log: silent, publicUrl: STOREFRONT });

let rank = 0;
/** A job of `site` in `status` with an accepted quote (3.5 m of fabric at 42 € and 6 h of labour, 20 % VAT). */
export async function jobWithQuote(
  options: { site?: number; status?: 'ACCEPTED' | 'IN_PRODUCTION' | 'BALANCE_DUE' | 'QUOTED'; locale?: string } = {},
) {
  const siteId = options.site ?? 1;
  const db = t.database.db;
  rank += 1;
  const [job] = await db
    .insert(madeToMeasureJobs)
    .values({
      siteId,
      reference: `SM-TEST-${process.pid}-${rank}`,
      status: options.status ?? 'ACCEPTED',
      email: `pay${rank}@example.test`,
      firstname: 'Jeanne',
      lastname: 'Morel',
      locale: options.locale ?? 'fr_FR',
      pieceKind: 'ARMCHAIR',
      description: 'Bergère Louis XV',
      condition: 'WORN',
      fabricType: 'OWN',
      handoverType: 'PICKUP',
    })
    .returning();
  const lines = [
    { kind: 'FABRIC' as const, label: 'Velours', quantity: 3.5, unit: 'm', unitPrice: 4200 },
    { kind: 'LABOUR' as const, label: 'Garnissage', quantity: 6.25, unit: 'h', unitPrice: 4533 },
  ];
  const amounts = quoteAmounts(lines, 2000, 30);
  const [quote] = await db
    .insert(madeToMeasureQuotes)
    .values({
      siteId,
      jobId: job!.id,
      number: `DV-TEST-${process.pid}-${rank}`,
      status: options.status === 'QUOTED' ? 'SENT' : 'ACCEPTED',
      lines: lines.map((line, index) => ({ ...line, total: amounts.lineTotals[index]! })),
      vatRate: 2000,
      totalExclVat: amounts.totalExclVat,
      vat: amounts.vat,
      total: amounts.total,
      depositPercent: 30,
      deposit: amounts.deposit,
      balance: amounts.balance,
      leadTimeWeeks: 6,
      validUntil: '2099-12-31',
    })
    .returning();
  return { job: job!, quote: quote! };
}

async function open(jobId: number, site = 1) {
  const started = await startJobPayment({ db: t.database.db, siteId: site }, deps(), jobId, {
    storefrontUrl: STOREFRONT,
    access: 'job-token',
  });
  const page = new URL(started.redirectUrl);
  return { started, pagePath: page.pathname };
}

function postCard(path: string, card: Record<string, string>) {
  return t.call({ method: 'POST', url: path, headers: FORM_HEADERS, payload: new URLSearchParams(card).toString() });
}

const statusOf = async (jobId: number, site = 1) => (await findJob({ db: t.database.db, siteId: site }, jobId))!.status;

async function counter(site: number) {
  const [row] = await t.database.db
    .select({ value: siteCounters.value })
    .from(siteCounters)
    .where(and(eq(siteCounters.siteId, site), eq(siteCounters.name, `invoice-${invoiceYear(new Date())}`)));
  return row?.value ?? 0;
}

describe('paying a job through the sandbox', () => {
  it('pays the deposit with 4242…: the job goes into production, the payment gets the next invoice number', async () => {
    const { job, quote } = await jobWithQuote();
    expect(quote.deposit + quote.balance).toBe(quote.total);
    const { started, pagePath } = await open(job.id);
    expect(started).toMatchObject({ provider: 'SANDBOX' });
    expect(started.redirectUrl.startsWith(`${STOREFRONT}/api/payment/sandbox/1/`)).toBe(true);
    const page = await t.call({ url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Acompte du devis ${quote.number}`);
    expect(page.body).toMatch(new RegExp(`${(quote.deposit / 100).toFixed(2).replace('.', ',')}\\s€`));

    const before = await counter(1);
    const paid = await postCard(pagePath, PAID_CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${STOREFRONT}/account/made-to-measure/${job.id}?access=job-token&payment=${started.paymentId}`,
    );
    expect(await statusOf(job.id)).toBe('IN_PRODUCTION');
    const payment = (await findJobPayment({ db: t.database.db, siteId: 1 }, started.paymentId))!;
    expect(payment).toMatchObject({ status: 'PAID', kind: 'DEPOSIT', amount: quote.deposit });
    expect(payment.paidAt).toBeInstanceOf(Date);
    expect(payment.invoiceNumber).toBe(formatInvoiceNumber(invoiceYear(new Date()), before + 1));

    // A replay of the form (the back button) changes nothing: no second move, no second number.
    const again = await postCard(pagePath, PAID_CARD);
    expect(again.statusCode).toBe(303);
    expect(await counter(1)).toBe(before + 1);
    expect(await statusOf(job.id)).toBe('IN_PRODUCTION');
    const applied = await applyJobResult({ db: t.database.db, siteId: 1 }, deps(), payment, 'PAID', 'replay');
    expect(applied).toBe('NOTHING');
    expect((await findJobPayment({ db: t.database.db, siteId: 1 }, payment.id))!.invoiceNumber).toBe(
      payment.invoiceNumber,
    );

    // The customer and the workshop are told.
    const mails = await t.database.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.siteId, 1));
    const customer = mails.filter((mail) => mail.to === job.email);
    expect(customer).toHaveLength(1);
    expect(customer[0]!.subject).toContain('Acompte reçu');
    expect(customer[0]!.text).toContain(payment.invoiceNumber!);
    expect(customer[0]!.text).toContain('L221-28');
    expect(mails.some((mail) => mail.subject.startsWith('Acompte payé'))).toBe(true);
  });

  it('shares the site’s invoice series with the orders: the next order takes the next number', async () => {
    const { job } = await jobWithQuote();
    const { pagePath, started } = await open(job.id);
    await postCard(pagePath, PAID_CARD);
    const payment = (await findJobPayment({ db: t.database.db, siteId: 1 }, started.paymentId))!;
    const next = await t.database.db.transaction((db) => nextInvoiceNumber({ db, siteId: 1 }, new Date()));
    const rankOf = (number: string) => Number(number.split('-')[1]);
    expect(rankOf(next)).toBe(rankOf(payment.invoiceNumber!) + 1);
  });

  it('leaves the job ACCEPTED and payable again after the declined card 4000…0002', async () => {
    const { job } = await jobWithQuote();
    const { pagePath, started } = await open(job.id);
    const before = await counter(1);
    const declined = await postCard(pagePath, DECLINED_CARD);
    expect(declined.statusCode).toBe(303);
    expect(await statusOf(job.id)).toBe('ACCEPTED');
    expect((await findJobPayment({ db: t.database.db, siteId: 1 }, started.paymentId))!.status).toBe('DECLINED');
    expect(await counter(1)).toBe(before);
    // The page of a settled payment offers no form any more.
    const closed = await t.call({ url: pagePath });
    expect(closed.body).not.toContain('name="number"');
    const second = await open(job.id);
    expect(second.started.paymentId).not.toBe(started.paymentId);
    await postCard(second.pagePath, PAID_CARD);
    expect(await statusOf(job.id)).toBe('IN_PRODUCTION');
  });

  it('cancels the earlier pending checkout when a new one is opened: one open checkout a job', async () => {
    const { job } = await jobWithQuote();
    const first = await open(job.id);
    const second = await open(job.id);
    const payments = await jobPayments({ db: t.database.db, siteId: 1 }, job.id);
    expect(payments.map((payment) => [payment.id, payment.status])).toEqual([
      [second.started.paymentId, 'PENDING'],
      [first.started.paymentId, 'CANCELLED'],
    ]);
    // The first page cannot be paid any more.
    const late = await postCard(first.pagePath, PAID_CARD);
    expect(late.statusCode).toBe(303);
    expect(await statusOf(job.id)).toBe('ACCEPTED');
  });

  it('pays the balance once asked: BALANCE_DUE → READY; deposit + balance = the quote’s total to the cent', async () => {
    const { job, quote } = await jobWithQuote();
    const deposit = await open(job.id);
    await postCard(deposit.pagePath, PAID_CARD);
    await t.database.db
      .update(madeToMeasureJobs)
      .set({ status: 'BALANCE_DUE' })
      .where(and(eq(madeToMeasureJobs.siteId, 1), eq(madeToMeasureJobs.id, job.id)));
    const balance = await open(job.id);
    const page = await t.call({ url: balance.pagePath });
    expect(page.body).toContain(`Solde du devis ${quote.number}`);
    await postCard(balance.pagePath, PAID_CARD);
    expect(await statusOf(job.id)).toBe('READY');
    const paid = (await jobPayments({ db: t.database.db, siteId: 1 }, job.id)).filter((p) => p.status === 'PAID');
    expect(paid.map((payment) => payment.kind).sort()).toEqual(['BALANCE', 'DEPOSIT']);
    expect(paid.reduce((sum, payment) => sum + payment.amount, 0)).toBe(quote.total);
  });

  it('refuses to open a payment when nothing is due: before the acceptance, twice after the deposit (409)', async () => {
    const quoted = await jobWithQuote({ status: 'QUOTED' });
    await expect(open(quoted.job.id)).rejects.toMatchObject({ kind: 'CONFLICT', code: 'MTM_NOTHING_TO_PAY' });
    const { job } = await jobWithQuote();
    const { pagePath } = await open(job.id);
    await postCard(pagePath, PAID_CARD);
    await expect(open(job.id)).rejects.toMatchObject({ kind: 'CONFLICT', params: { jobStatus: 'IN_PRODUCTION' } });
  });

  it('keeps money paid for a job that no longer waits for it, flagged for a refund, never a second PAID', async () => {
    const { job } = await jobWithQuote();
    const { started } = await open(job.id);
    const ctx = { db: t.database.db, siteId: 1 };
    await t.database.db
      .update(madeToMeasureJobs)
      .set({ status: 'IN_PRODUCTION' })
      .where(and(eq(madeToMeasureJobs.siteId, 1), eq(madeToMeasureJobs.id, job.id)));
    const payment = (await findJobPayment(ctx, started.paymentId))!;
    expect(await applyJobResult(ctx, deps(), payment, 'PAID', 'test')).toBe('LATE_PAYMENT');
    const after = (await findJobPayment(ctx, started.paymentId))!;
    expect(after.status).toBe('CANCELLED');
    expect(after.detail).toMatchObject({ refundNeeded: true });
    expect(await applyJobResult(ctx, deps(), after, 'PAID', 'test')).toBe('NOTHING');
  });

  it('does not serve another site’s job payment on this site’s page, nor a forged token', async () => {
    const { job } = await jobWithQuote();
    const { pagePath } = await open(job.id);
    expect((await t.call({ url: pagePath.replace('/sandbox/1/', '/sandbox/2/') })).statusCode).toBe(404);
    const forged = pagePath.replace(/\.[A-Za-z0-9_-]{32}$/, `.${'A'.repeat(32)}`);
    expect((await t.call({ url: forged })).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(madeToMeasurePayments)
      .where(eq(madeToMeasurePayments.siteId, 2));
    expect(row!.count).toBe(0);
  });

  it('goes back to the job page when the customer cancels on the sandbox page', async () => {
    const { job } = await jobWithQuote({ locale: 'en' });
    const { pagePath, started } = await open(job.id);
    const page = await t.call({ url: pagePath });
    expect(page.body).toContain('Deposit on quote');
    const cancelled = await t.call({ method: 'POST', url: `${pagePath}/cancel`, headers: FORM_HEADERS, payload: '' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toContain(`/en/account/made-to-measure/${job.id}?access=job-token`);
    expect((await findJobPayment({ db: t.database.db, siteId: 1 }, started.paymentId))!.status).toBe('CANCELLED');
    expect(await statusOf(job.id)).toBe('ACCEPTED');
  });
});
