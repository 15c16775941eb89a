import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentProviderName, PaymentStart, PaymentStatus } from '@atelier/contract';
import type { SiteContext } from '../../context.ts';
import { madeToMeasurePayments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { nextInvoiceNumber } from '../payments/invoice-number.ts';
import type { HostedCheckout, OtherCheckouts } from '../payments/other-checkouts.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { loadPaymentConfig, providerOf } from '../payments/payment-settings.ts';
import { askProvider, type PaymentDeps } from '../payments/payments.service.ts';
import { sendJobPaidMails } from './production-mails.ts';
import { acceptedQuote, findJob, findQuote, moveJob, type JobRow, type QuoteRow } from './production.service.ts';

/**
 * The deposit and the balance of a made-to-measure job (issue 19 item 3 and 5, decision 015), paid through the
 * site's payment provider exactly as an order is (sandbox, CAWL, Stripe: payments/payment-provider.ts), recorded
 * in made_to_measure_payments. A result applies once whatever the replays (the payment leaves PENDING in a
 * conditional update); a paid one moves the job (ACCEPTED → IN_PRODUCTION, BALANCE_DUE → READY) and takes its
 * invoice number in the site's invoice series (shared with the orders) in the same transaction.
 */

export type JobPaymentRow = typeof madeToMeasurePayments.$inferSelect;

interface JobPaymentDetail extends Record<string, unknown> {
  /** The secret half of the return token `{paymentId}.{secret}` (the sandbox's page, the cancel link). */
  returnSecret?: string;
  /** The job's page on the storefront, and the storefront's origin. */
  returnUrl?: string;
  storefrontUrl?: string;
}

/** What a job's state asks to pay now: the accepted quote's deposit when ACCEPTED, its balance when BALANCE_DUE. */
export function dueOf(job: Pick<JobRow, 'status'>, quote: Pick<QuoteRow, 'deposit' | 'balance'> | null) {
  if (!quote) return null;
  if (job.status === 'ACCEPTED') return { kind: 'DEPOSIT' as const, amount: quote.deposit };
  if (job.status === 'BALANCE_DUE') return { kind: 'BALANCE' as const, amount: quote.balance };
  return null;
}

const detailOf = (payment: JobPaymentRow) => (payment.detail ?? {}) as JobPaymentDetail;

export async function findJobPayment(ctx: SiteContext, paymentId: number): Promise<JobPaymentRow | null> {
  const rows = await ctx.db
    .select()
    .from(madeToMeasurePayments)
    .where(and(eq(madeToMeasurePayments.siteId, ctx.siteId), eq(madeToMeasurePayments.id, paymentId)));
  return rows[0] ?? null;
}

/** A job's payments, newest first. */
export function jobPayments(ctx: SiteContext, jobId: number): Promise<JobPaymentRow[]> {
  return ctx.db
    .select()
    .from(madeToMeasurePayments)
    .where(and(eq(madeToMeasurePayments.siteId, ctx.siteId), eq(madeToMeasurePayments.jobId, jobId)))
    .orderBy(desc(madeToMeasurePayments.id));
}

/** PENDING → `to`, once: null when the payment had left `from` already. */
async function settle(
  ctx: SiteContext,
  paymentId: number,
  to: Exclude<PaymentStatus, 'PENDING'>,
  changes: { detail?: Record<string, unknown>; paidAt?: Date; invoiceNumber?: string } = {},
  from: PaymentStatus = 'PENDING',
): Promise<JobPaymentRow | null> {
  const { detail = {}, ...rest } = changes;
  const rows = await ctx.db
    .update(madeToMeasurePayments)
    .set({
      ...rest,
      status: to,
      detail: sql`coalesce(${madeToMeasurePayments.detail}, '{}'::jsonb) || ${JSON.stringify(detail)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(madeToMeasurePayments.siteId, ctx.siteId),
        eq(madeToMeasurePayments.id, paymentId),
        eq(madeToMeasurePayments.status, from),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

function originOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not an http(s) origin: ${url}`);
  return parsed.origin;
}

/** The job's page on the storefront the customer comes back to, with its signed link and the payment. */
export function jobReturnUrl(
  storefront: string,
  job: Pick<JobRow, 'id' | 'locale'>,
  access: string,
  paymentId: number,
) {
  const prefix = job.locale === 'en' ? '/en' : '';
  const query = `access=${encodeURIComponent(access)}&payment=${paymentId}`;
  return `${storefront}${prefix}/account/made-to-measure/${job.id}?${query}`;
}

export interface JobPaymentUrls {
  /** The storefront's origin (the job's page is under it). */
  storefrontUrl: string;
  /** The API's public origin; by default the storefront's. */
  apiUrl?: string;
  /** The job's signed link (job-access.ts), so that a guest comes back to their page. */
  access: string;
}

/**
 * POST /quote-request/{id}/pay: opens the payment of what the job's state asks (else a 409 naming the state) with
 * the site's provider and answers where to send the customer. A payment of the job left pending (a closed tab)
 * is asked of its provider first: if it was paid meanwhile, nothing more is due; else it is closed, so that a
 * job never has two open checkouts. Never call this inside a transaction: it talks to the provider.
 */
export async function startJobPayment(
  ctx: SiteContext,
  deps: PaymentDeps,
  jobId: number,
  urls: JobPaymentUrls,
): Promise<PaymentStart> {
  await refreshPendingJobPayments(ctx, deps, jobId, { close: true });
  const job = await findJob(ctx, jobId);
  if (!job) throw new AppError('NOT_FOUND', 'MTM_JOB_NOT_FOUND', { id: jobId });
  const quote = await acceptedQuote(ctx, jobId);
  const due = dueOf(job, quote);
  if (!due || !quote) throw new AppError('CONFLICT', 'MTM_NOTHING_TO_PAY', { jobStatus: job.status });
  if (due.amount <= 0) throw new AppError('CONFLICT', 'MTM_NOTHING_TO_PAY', { jobStatus: job.status });
  const config = await loadPaymentConfig(ctx);
  const provider = providerOf(config)!;
  const storefront = originOf(urls.storefrontUrl);
  const api = urls.apiUrl ? originOf(urls.apiUrl) : storefront;
  const secret = randomBytes(24).toString('base64url');
  const [payment] = await ctx.db
    .insert(madeToMeasurePayments)
    .values({
      siteId: ctx.siteId,
      jobId,
      quoteId: quote.id,
      kind: due.kind,
      provider: provider.name,
      // Replaced by the provider's reference once its checkout exists.
      providerRef: `starting_${randomUUID()}`,
      amount: due.amount,
    })
    .returning();
  const token = `${payment!.id}.${secret}`;
  const returnUrl = jobReturnUrl(storefront, job, urls.access, payment!.id);
  const hostedPath = `${ctx.siteId}/${encodeURIComponent(token)}`;
  const detail: JobPaymentDetail = { returnSecret: secret, returnUrl, storefrontUrl: storefront };
  try {
    const started = await provider.start(
      {
        id: payment!.id,
        amount: due.amount,
        // The provider's page names what is paid as it names an order: the job's reference and customer.
        order: {
          siteId: ctx.siteId,
          id: job.id,
          reference: job.reference,
          email: job.email,
          firstname: job.firstname,
          lastname: job.lastname,
          locale: job.locale === 'en' ? 'en' : 'fr_FR',
          expiresAt: new Date(Date.now() + 3_600_000),
        },
      },
      {
        returnUrl,
        cancelUrl: `${api}/api/payment/cancel/${hostedPath}`,
        hostedPageUrl: `${api}/api/payment/sandbox/${hostedPath}`,
      },
    );
    await ctx.db
      .update(madeToMeasurePayments)
      .set({ providerRef: started.providerRef, detail: { ...detail, ...started.detail }, updatedAt: new Date() })
      .where(and(eq(madeToMeasurePayments.siteId, ctx.siteId), eq(madeToMeasurePayments.id, payment!.id)));
    return { paymentId: payment!.id, provider: provider.name, redirectUrl: started.redirectUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, jobId, paymentId: payment!.id }, 'payment provider unavailable');
    await settle(ctx, payment!.id, 'CANCELLED', { detail: { ...detail, error: error.message } });
    throw new AppError('CONFLICT', 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

export type JobApplied = 'NOTHING' | 'PAID' | 'CLOSED' | 'LATE_PAYMENT';

/**
 * Applies a provider's result to a job's payment, once whatever the replays: PAID moves the job (the deposit:
 * ACCEPTED → IN_PRODUCTION; the balance: BALANCE_DUE → READY) and gives the payment its paid_at and invoice number
 * in one transaction, then mails the customer and the workshop; DECLINED and CANCELLED only close the payment:
 * the job stays payable. Money taken for a job that no longer waits for it (paid twice, a checkout we had closed)
 * is kept, flagged `refundNeeded` and logged, so that someone refunds it.
 */
export async function applyJobResult(
  ctx: SiteContext,
  deps: PaymentDeps,
  payment: JobPaymentRow,
  result: PaymentStatus,
  source: string,
): Promise<JobApplied> {
  if (result === 'PENDING') return 'NOTHING';
  const now = new Date();
  const outcome = await ctx.db
    .transaction(async (db): Promise<{ applied: JobApplied; job?: JobRow }> => {
      const tx = { ...ctx, db };
      if (result !== 'PAID') {
        const closed = await settle(tx, payment.id, result, { detail: { settledBy: source } });
        return { applied: closed ? 'CLOSED' : 'NOTHING' };
      }
      // Read again in the transaction: a replay of a settled payment changes nothing.
      const current = await findJobPayment(tx, payment.id);
      if (!current || current.status === 'PAID' || current.status === 'DECLINED') return { applied: 'NOTHING' };
      if (current.status === 'CANCELLED' && detailOf(current).refundNeeded) return { applied: 'NOTHING' };
      const job = await findJob(tx, payment.jobId);
      const action = payment.kind === 'DEPOSIT' ? 'PAY_DEPOSIT' : 'PAY_BALANCE';
      const waiting = payment.kind === 'DEPOSIT' ? 'ACCEPTED' : 'BALANCE_DUE';
      const moved = job && job.status === waiting ? await moveJob(tx, job, action) : null;
      if (!moved) {
        // The job no longer waits for this money: recorded, never a second PAID of its kind (a unique index).
        const detail = { settledBy: source, refundNeeded: true, paidWhileJob: job?.status ?? 'GONE' };
        const late =
          (await settle(tx, payment.id, 'CANCELLED', { detail })) ?? (await noteLate(tx, payment.id, detail));
        return { applied: late ? 'LATE_PAYMENT' : 'NOTHING' };
      }
      const invoiceNumber = await nextInvoiceNumber(tx, now);
      // A checkout we had closed (a new one was opened) but the provider took: still the job's payment.
      const changes = { detail: { settledBy: source }, paidAt: now, invoiceNumber };
      const paid = await settle(tx, payment.id, 'PAID', changes, current.status);
      if (!paid) {
        // Settled by someone else meanwhile (a replay): the job's move and the number are rolled back with this.
        throw new SettledMeanwhile();
      }
      return { applied: 'PAID', job: moved };
    })
    .catch((error: unknown) => {
      if (error instanceof SettledMeanwhile) return { applied: 'NOTHING' as const };
      throw error;
    });
  if (outcome.applied === 'LATE_PAYMENT') {
    deps.log.error({ siteId: ctx.siteId, jobId: payment.jobId, paymentId: payment.id }, 'job payment to refund');
  }
  if (outcome.applied === 'PAID' && 'job' in outcome && outcome.job) {
    const storefront = detailOf(payment).storefrontUrl ?? deps.publicUrl;
    const paid = (await findJobPayment(ctx, payment.id))!;
    try {
      await sendJobPaidMails(ctx, deps.mailer, outcome.job, paid, storefront);
    } catch (error) {
      // The job is paid whatever happens to its mails; the outbox keeps what was written.
      deps.log.error({ err: error, siteId: ctx.siteId, jobId: payment.jobId }, 'job payment mails not sent');
    }
  }
  return outcome.applied;
}

class SettledMeanwhile extends Error {}

/** A payment we had closed that the provider took anyway: flagged for a refund, its status kept. */
async function noteLate(ctx: SiteContext, paymentId: number, detail: Record<string, unknown>) {
  const rows = await ctx.db
    .update(madeToMeasurePayments)
    .set({
      detail: sql`coalesce(${madeToMeasurePayments.detail}, '{}'::jsonb) || ${JSON.stringify(detail)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(madeToMeasurePayments.siteId, ctx.siteId),
        eq(madeToMeasurePayments.id, paymentId),
        eq(madeToMeasurePayments.status, 'CANCELLED'),
        sql`not coalesce((${madeToMeasurePayments.detail} ->> 'refundNeeded')::boolean, false)`,
      ),
    )
    .returning({ id: madeToMeasurePayments.id });
  return rows[0] ?? null;
}

/** The provider that reads a payment with the site's current settings, or null (settings gone or broken). */
async function providerFor(ctx: SiteContext, deps: PaymentDeps, provider: PaymentProviderName) {
  if (provider === 'SANDBOX') return providerOf({ provider: 'SANDBOX' });
  try {
    return providerOf(await loadPaymentConfig(ctx), provider);
  } catch (error) {
    deps.log.warn({ err: error, siteId: ctx.siteId }, 'payment settings unreadable');
    return null;
  }
}

/**
 * The job's payments left PENDING, asked again of their provider and their result applied (what the job's page
 * calls when the customer comes back: CAWL says the result on return, Stripe's webhook may come late). With
 * `close`, one still pending is closed at the provider when it can be and cancelled here (a new payment is being
 * opened). The sandbox has nothing to ask: its card page applies its result itself.
 */
export async function refreshPendingJobPayments(
  ctx: SiteContext,
  deps: PaymentDeps,
  jobId: number,
  options: { close?: boolean } = {},
): Promise<void> {
  const pending = (await jobPayments(ctx, jobId)).filter((payment) => payment.status === 'PENDING');
  for (const payment of pending) {
    const provider = await providerFor(ctx, deps, payment.provider);
    let result = payment.provider === 'SANDBOX' ? 'PENDING' : await askProvider(deps, provider, payment);
    if (result === 'PENDING' && options.close) {
      if (payment.provider !== 'SANDBOX') {
        try {
          await provider?.abandon?.(payment.providerRef);
          result = await askProvider(deps, provider, payment);
        } catch (error) {
          deps.log.warn({ err: error, paymentId: payment.id }, 'job checkout not closed at the provider');
        }
      }
      if (result === 'PENDING') result = 'CANCELLED';
    }
    await applyJobResult(ctx, deps, payment, result, options.close ? 'new payment' : 'return');
  }
}

function secretMatches(payment: JobPaymentRow, secret: string) {
  const stored = detailOf(payment).returnSecret;
  if (typeof stored !== 'string' || stored.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(secret));
}

/** The card page's and the webhook's view of a job payment (payments/other-checkouts.ts). */
async function hostedCheckout(
  site: SiteContext,
  deps: PaymentDeps,
  payment: JobPaymentRow,
): Promise<HostedCheckout | null> {
  const job = await findJob(site, payment.jobId);
  const quote = job ? await findQuote(site, payment.quoteId) : null;
  if (!job || !quote) return null;
  const detail = detailOf(payment);
  const returnUrl = detail.returnUrl ?? `${deps.publicUrl}/account/made-to-measure/${job.id}`;
  return {
    site,
    payment,
    locale: job.locale === 'en' ? 'en' : 'fr_FR',
    subject: { kind: payment.kind, reference: quote.number },
    returnUrl,
    storefront: detail.storefrontUrl,
    async payable() {
      const due = dueOf(job, quote);
      return payment.status === 'PENDING' && due?.kind === payment.kind;
    },
    async apply(result, source) {
      await applyJobResult(site, deps, payment, result, source);
    },
    async cancel() {
      if (payment.status !== 'PENDING') return returnUrl;
      const provider = await providerFor(site, deps, payment.provider);
      let result: PaymentStatus = 'CANCELLED';
      if (payment.provider !== 'SANDBOX') {
        if (!provider) return returnUrl;
        try {
          await provider.abandon?.(payment.providerRef);
          result = await provider.readResult(payment.providerRef);
        } catch (error) {
          deps.log.warn({ err: error, paymentId: payment.id }, 'job checkout not closed at the provider');
          return returnUrl;
        }
      }
      await applyJobResult(site, deps, payment, result, 'customer cancel');
      return returnUrl;
    },
  };
}

/** What the payments module settles of the jobs' payments: the sandbox's page, the cancel link, Stripe's webhook. */
export const jobCheckouts: OtherCheckouts = {
  async byToken(site, deps, token) {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
    if (!match) return null;
    const payment = await findJobPayment(site, Number(match[1]));
    if (!payment || !secretMatches(payment, match[2]!)) return null;
    return hostedCheckout(site, deps, payment);
  },
  async byProviderRef(site, deps, provider, providerRef) {
    const rows = await site.db
      .select()
      .from(madeToMeasurePayments)
      .where(
        and(
          eq(madeToMeasurePayments.siteId, site.siteId),
          eq(madeToMeasurePayments.provider, provider),
          eq(madeToMeasurePayments.providerRef, providerRef),
        ),
      );
    return rows[0] ? hostedCheckout(site, deps, rows[0]) : null;
  },
};
