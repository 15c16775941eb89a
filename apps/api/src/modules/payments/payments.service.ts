import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOutcome, PaymentResult, PaymentStart, PaymentStatus } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import type { Slots } from '../../db/prepared.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { assignInvoiceNumber } from '../order-history/invoice-number.ts';
import { sendPaidOrderMails } from './order-mails.ts';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';
import { loadPaymentConfig, providerOf, type SitePaymentConfig } from './payment-settings.ts';
import * as repository from './payments.repository.ts';
import type { OrderRow, PaymentDetail, PaymentRow } from './payments.repository.ts';
import { newReturnSecret, paymentOfToken, returnTokenOf } from './return-token.ts';

/** What applying a result needs beyond the database: the mailer and a logger, and a fallback origin for mails. */
export interface PaymentDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the origin of links in mails when a payment did not record its storefront's. */
  publicUrl: string;
}

/** The database and the site: what the order step (`POST /order`) has in its request context. */
export interface PaymentContext {
  db: Db;
  siteId: number;
}

export interface PaymentStartUrls {
  /** The storefront's origin, e.g. `https://www.atelier-morineau.fr`: the return page is under it. */
  storefrontUrl: string;
  /** The API's public origin (its routes under /api); by default the storefront's, as one process serves both. */
  apiUrl?: string;
}

function originOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not an http(s) origin: ${url}`);
  return parsed.origin;
}

/** The storefront's return page of a payment: `/order/cawl/result?id=…`, under /en for an English order. */
function returnUrlOf(storefront: string, locale: string, token: string) {
  return `${storefront}${locale === 'en' ? '/en' : ''}/order/cawl/result?id=${encodeURIComponent(token)}`;
}

/**
 * Starts the payment of an order the order step created in AWAITING_PAYMENT, with its stock reserved and its
 * transaction committed (never call this inside a transaction: it talks to the provider). Inserts the payments
 * row (PENDING) with the site's provider (site_payment_settings; none = the sandbox), opens the provider's
 * checkout and answers where to send the customer. If the provider cannot be reached, the order is cancelled at
 * once and its stock given back, and a CONFLICT (PAYMENT_PROVIDER_UNAVAILABLE) is thrown: the cart is untouched,
 * the customer can try again.
 *
 * ```ts
 * const { redirectUrl } = await startPayment({ db: ctx.db, siteId: ctx.siteId }, order.id, { storefrontUrl });
 * ```
 */
export async function startPayment(
  ctx: PaymentContext,
  orderId: number,
  urls: PaymentStartUrls,
  log?: FastifyBaseLogger,
): Promise<PaymentStart> {
  const order = await repository.findOrder(ctx.db, ctx.siteId, orderId);
  if (!order) throw notFound('Order', orderId);
  if (order.status !== 'AWAITING_PAYMENT') throw new AppError('CONFLICT', 'ORDER_NOT_AWAITING_PAYMENT');
  if (order.expiresAt.getTime() <= Date.now()) throw new AppError('CONFLICT', 'ORDER_PAYMENT_EXPIRED');
  if ((await repository.pendingPaymentsOfOrder(ctx.db, ctx.siteId, orderId)).length > 0) {
    throw new AppError('CONFLICT', 'PAYMENT_ALREADY_STARTED');
  }
  return openCheckout(ctx, order, await loadPaymentConfig(ctx.db, ctx.siteId), urls, log);
}

/** A payments row waiting for its checkout: its reference is replaced by the provider's once it exists. */
function pendingPayment(siteId: number, amount: number, config: SitePaymentConfig) {
  return { siteId, provider: providerOf(config)!.name, providerRef: `starting_${randomUUID()}`, amount };
}

/** The payments row of an order whose checkout opens now (`openCheckout`, when none was written with it). */
function newOrderPayment(
  siteId: number,
  order: { id: number; total: number },
  config: SitePaymentConfig,
): repository.NewPayment {
  return { ...pendingPayment(siteId, order.total, config), orderId: order.id };
}

/**
 * The payments row of a new order's amount, given its id (written in the order's statement:
 * place-order.repository.ts). The sandbox opens no checkout anywhere else: its row is written complete (its
 * reference and return link), and `startNewOrderPayment`, given its return secret, has nothing to record.
 */
export function newOrderPaymentRow(
  siteId: number,
  amount: number,
  config: SitePaymentConfig,
  checkout: { storefrontUrl: string; locale: string },
): {
  values: (paymentId: SQL<number>, slots: Slots) => Omit<repository.NewPayment, 'orderId'>;
  returnSecret: string | null;
} {
  const provider = providerOf(config)!.name;
  if (provider !== 'SANDBOX') {
    return { values: () => pendingPayment(siteId, amount, config), returnSecret: null };
  }
  const secret = newReturnSecret();
  const storefront = originOf(checkout.storefrontUrl);
  return {
    // The return link is returnUrlOf(…, returnTokenOf(id, secret)): the token's characters need no encoding.
    values: (paymentId, slots) => {
      const secretSlot = slots.value('payment.secret', secret);
      const returnUrl = sql`${slots.value('payment.return', returnUrlOf(storefront, checkout.locale, ''))}::text
        || ${paymentId} || '.' || ${secretSlot}::text`;
      return {
        siteId,
        provider,
        providerRef: `sandbox_${randomUUID()}`,
        amount,
        detail: sql`jsonb_build_object('returnSecret', ${secretSlot}::text, 'returnUrl', ${returnUrl},
          'storefrontUrl', ${slots.value('payment.storefront', storefront)}::text)`,
      };
    },
    returnSecret: secret,
  };
}

/**
 * `startPayment` for the order the order step has just committed (AWAITING_PAYMENT) with its payments row
 * (`newOrderPaymentRow`), and the payment settings it read: nothing to read again.
 */
export async function startNewOrderPayment(
  ctx: PaymentContext,
  order: OrderRow,
  payment: Pick<PaymentRow, 'id' | 'amount'> & { returnSecret?: string | null },
  config: SitePaymentConfig,
  urls: PaymentStartUrls,
  log?: FastifyBaseLogger,
): Promise<PaymentStart> {
  return openCheckout(ctx, order, config, urls, log, payment);
}

/**
 * Inserts the payments row (unless written already), opens the provider's checkout, records its reference
 * (see `startPayment`).
 */
async function openCheckout(
  ctx: PaymentContext,
  order: OrderRow,
  config: SitePaymentConfig,
  urls: PaymentStartUrls,
  log?: FastifyBaseLogger,
  written?: Pick<PaymentRow, 'id' | 'amount'> & { returnSecret?: string | null },
): Promise<PaymentStart> {
  const orderId = order.id;
  const provider = providerOf(config)!;
  const storefront = originOf(urls.storefrontUrl);
  const api = urls.apiUrl ? originOf(urls.apiUrl) : storefront;
  // Its reference is replaced by the provider's once its checkout exists.
  const payment = written ?? (await repository.insertPayment(ctx.db, newOrderPayment(ctx.siteId, order, config)));
  // A row written complete (the sandbox's, with its order) has its secret and return link already.
  const complete = written?.returnSecret ?? null;
  const secret = complete ?? newReturnSecret();
  const token = returnTokenOf(payment.id, secret);
  const returnUrl = returnUrlOf(storefront, order.locale, token);
  const hostedPath = `${ctx.siteId}/${encodeURIComponent(token)}`;
  const detail: PaymentDetail = { returnSecret: secret, returnUrl, storefrontUrl: storefront };
  try {
    const started = await provider.start(
      {
        id: payment.id,
        amount: payment.amount,
        order: { ...order, locale: order.locale === 'en' ? 'en' : 'fr_FR' },
      },
      {
        returnUrl,
        cancelUrl: `${api}/api/payment/cancel/${hostedPath}`,
        hostedPageUrl: `${api}/api/payment/sandbox/${hostedPath}`,
      },
    );
    if (!complete) {
      await repository.updatePayment(ctx.db, ctx.siteId, payment.id, {
        providerRef: started.providerRef,
        detail: { ...detail, ...started.detail },
      });
    }
    return { paymentId: payment.id, provider: provider.name, redirectUrl: started.redirectUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log?.error({ err: error, orderId, paymentId: payment.id }, 'payment provider unavailable: order cancelled');
    await ctx.db.transaction(async (tx) => {
      await repository.settlePayment(tx, ctx.siteId, payment.id, 'CANCELLED', { ...detail, error: error.message });
      await closeUnpaidOrder(tx, ctx.siteId, orderId, new Date(), `payment provider unavailable (${provider.name})`);
    });
    throw new AppError('CONFLICT', 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

/**
 * Cancels an unpaid order once: status CANCELLED with a history row, its reserved stock given back, its pending
 * payments cancelled. False when the order had already left AWAITING_PAYMENT (paid, or closed by someone else).
 */
export async function closeUnpaidOrder(
  db: Db,
  siteId: number,
  orderId: number,
  now: Date,
  note: string,
  expiredBy?: Date,
) {
  const order = await repository.cancelUnpaidOrder(db, siteId, orderId, now, expiredBy);
  if (!order) return false;
  await repository.giveBackStock(db, siteId, orderId);
  await repository.insertStatusHistory(db, siteId, orderId, 'CANCELLED', note);
  await repository.cancelPendingPayments(db, siteId, orderId);
  return true;
}

export type Applied = 'NOTHING' | 'PAID' | 'CANCELLED' | 'LATE_PAYMENT';

/**
 * Applies a provider's result to a payment and its order, once whatever the replays: the payment leaves PENDING
 * once; PAID moves the order AWAITING_PAYMENT → PAID (paidAt, a history row, its cart closed) and sends the two
 * mails; DECLINED and CANCELLED cancel the order and give its stock back at once, the cart untouched so that
 * the customer can try again. A payment the provider took for an order already closed (a payment we had
 * cancelled included) is recorded PAID, flagged `refundNeeded`, noted in the order's history and logged.
 */
export async function applyResult(
  deps: PaymentDeps,
  db: Db,
  payment: PaymentRow,
  result: PaymentStatus,
  source: string,
): Promise<Applied> {
  if (result === 'PENDING') return 'NOTHING';
  const now = new Date();
  const { siteId, orderId } = payment;
  const outcome = await db.transaction(async (tx): Promise<{ applied: Applied; order?: OrderRow }> => {
    let settled = await repository.settlePayment(tx, siteId, payment.id, result, { settledBy: source });
    if (!settled && result === 'PAID') {
      // We cancelled it (the order's time ran out, the customer left) but the provider took the money anyway.
      const detail = { settledBy: source, paidAfterCancel: true };
      settled = await repository.settlePayment(tx, siteId, payment.id, 'PAID', detail, 'CANCELLED');
    }
    if (!settled) return { applied: 'NOTHING' };
    if (result !== 'PAID') {
      const note = `payment ${result === 'DECLINED' ? 'declined' : 'cancelled'} (${payment.provider}, ${source})`;
      const closed = await closeUnpaidOrder(tx, siteId, orderId, now, note);
      return { applied: closed ? 'CANCELLED' : 'NOTHING' };
    }
    const order = await repository.markOrderPaid(tx, siteId, orderId, now);
    if (!order) {
      // Money taken for an order already closed (released after its time, or paid twice): kept, and said where
      // the back office reads the order's story, so that someone refunds it.
      await repository.notePayment(tx, siteId, payment.id, { refundNeeded: true });
      const closed = await repository.findOrder(tx, siteId, orderId);
      if (closed) {
        const note = `${payment.provider} payment ${payment.id} received for a closed order: refund it`;
        await repository.insertStatusHistory(tx, siteId, orderId, closed.status, note);
      }
      return { applied: 'LATE_PAYMENT' };
    }
    await repository.insertStatusHistory(
      tx,
      siteId,
      orderId,
      'PAID',
      `${payment.provider} payment ${payment.id} (${source})`,
    );
    await repository.markCartOrdered(tx, siteId, order.cartId, now);
    // Issue 7: the invoice's number is taken in this transaction, so that the site's series has no gap.
    await assignInvoiceNumber(tx, siteId, orderId, now);
    return { applied: 'PAID', order };
  });
  if (outcome.applied === 'LATE_PAYMENT') {
    deps.log.error({ siteId, orderId, paymentId: payment.id }, 'payment received for a closed order: refund it');
  }
  if (outcome.order) {
    const storefront = (payment.detail as PaymentDetail | null)?.storefrontUrl ?? deps.publicUrl;
    try {
      await sendPaidOrderMails(deps.mailer, db, outcome.order, storefront);
    } catch (error) {
      // The order is paid whatever happens to its mails; the outbox keeps what was written.
      deps.log.error({ err: error, siteId, orderId }, 'order mails not sent');
    }
  }
  return outcome.applied;
}

/** The provider that can read a payment with the site's current settings, or null (settings gone or broken). */
export async function providerForPayment(deps: PaymentDeps, db: Db, payment: PaymentRow) {
  if (payment.provider === 'SANDBOX') return providerOf({ provider: 'SANDBOX' });
  try {
    return providerOf(await loadPaymentConfig(db, payment.siteId), payment.provider);
  } catch (error) {
    deps.log.warn({ err: error, siteId: payment.siteId }, 'payment settings unreadable');
    return null;
  }
}

/** What the provider says now, PENDING when it cannot be asked. */
export async function askProvider(deps: PaymentDeps, provider: PaymentProvider | null, payment: PaymentRow) {
  if (!provider) return 'PENDING';
  try {
    return await provider.readResult(payment.providerRef);
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'payment result unreadable');
    return 'PENDING';
  }
}

const OUTCOMES: Record<PaymentStatus, PaymentOutcome> = {
  PAID: 'success',
  DECLINED: 'error',
  CANCELLED: 'cancel',
  PENDING: 'pending',
};

/**
 * GET /order/cawl/result/{id}: the payment its return token names, brought up to date with its provider (and
 * closed if its order's time ran out meanwhile), and where the return page goes next.
 */
export async function paymentResult(deps: PaymentDeps, ctx: PaymentContext, token: string): Promise<PaymentResult> {
  let payment = await paymentOfToken(ctx.db, ctx.siteId, token);
  if (!payment) throw new AppError('NOT_FOUND', 'PAYMENT_NOT_FOUND');
  if (payment.status === 'PENDING') {
    const provider = await providerForPayment(deps, ctx.db, payment);
    const applied = await applyResult(deps, ctx.db, payment, await askProvider(deps, provider, payment), 'return');
    const order = await repository.findOrder(ctx.db, ctx.siteId, payment.orderId);
    if (applied === 'NOTHING' && order && order.status === 'AWAITING_PAYMENT' && order.expiresAt < new Date()) {
      // A customer back after the order's time: release it now rather than at the next round of the timer.
      await releaseExpiredOrder(deps, ctx.db, ctx.siteId, order.id, new Date());
    }
    payment = (await repository.findPayment(ctx.db, ctx.siteId, payment.id))!;
  }
  const order = (await repository.findOrder(ctx.db, ctx.siteId, payment.orderId))!;
  // A payment that came after its order was closed is no success: the goods were given back, it gets refunded.
  const refused = payment.status === 'PAID' && order.status === 'CANCELLED';
  return {
    status: refused ? 'error' : OUTCOMES[payment.status],
    paymentStatus: payment.status,
    provider: payment.provider,
    orderId: order.id,
    orderReference: order.reference,
    total: order.total,
  };
}

/**
 * The customer gave up on the provider's page (the sandbox's cancel button, Stripe's back link): the checkout is
 * closed at the provider when it can be, then its result applied (CANCELLED, unless it was paid meanwhile).
 * Answers the storefront's return page to send the browser to.
 */
export async function cancelByCustomer(deps: PaymentDeps, ctx: PaymentContext, token: string): Promise<string> {
  const payment = await paymentOfToken(ctx.db, ctx.siteId, token);
  if (!payment) throw new AppError('NOT_FOUND', 'PAYMENT_NOT_FOUND');
  const returnUrl = (payment.detail as PaymentDetail).returnUrl!;
  if (payment.status !== 'PENDING') return returnUrl;
  const provider = await providerForPayment(deps, ctx.db, payment);
  if (!provider) return returnUrl;
  let result: PaymentStatus = 'CANCELLED';
  if (provider.name !== 'SANDBOX') {
    try {
      await provider.abandon?.(payment.providerRef);
      result = await provider.readResult(payment.providerRef);
    } catch (error) {
      // Still open at the provider: cancelling here could leave a payable checkout for released goods.
      deps.log.warn({ err: error, paymentId: payment.id }, 'checkout not closed at the provider');
      return returnUrl;
    }
  }
  await applyResult(deps, ctx.db, payment, result, 'customer cancel');
  return returnUrl;
}

/**
 * Gives back the stock of one unpaid order whose time ran out, once (safe when several processes try): a checkout
 * still open at a real provider is closed first and its result read, so that a payment made in the last seconds
 * wins over the release. When the provider cannot be asked, the order is released anyway: its checkout was opened
 * to expire with it (CAWL's session timeout; Stripe's, at least 31 minutes, is closed here when reachable), and a
 * later payment is kept and flagged for a refund. True when this call cancelled the order.
 */
export async function releaseExpiredOrder(deps: PaymentDeps, db: Db, siteId: number, orderId: number, now: Date) {
  for (const payment of await repository.pendingPaymentsOfOrder(db, siteId, orderId)) {
    if (payment.provider === 'SANDBOX') continue;
    const provider = await providerForPayment(deps, db, payment);
    try {
      await provider?.abandon?.(payment.providerRef);
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.id }, 'expired checkout not closed at the provider');
    }
    const applied = await applyResult(deps, db, payment, await askProvider(deps, provider, payment), 'expiry');
    if (applied === 'PAID') return false;
    if (applied === 'CANCELLED') return true;
  }
  return db.transaction((tx) => closeUnpaidOrder(tx, siteId, orderId, now, 'unpaid: payment time ran out', now));
}
