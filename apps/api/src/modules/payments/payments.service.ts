import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOutcome, PaymentResult, PaymentStart, PaymentStatus } from '@atelier/contract';
import type { RequestContext, SiteContext } from '../../context.ts';
import type { Slots } from '../../db/prepared.ts';
import type { OrderStatus } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { assignInvoiceNumber } from './invoice-number.ts';
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
 * const { redirectUrl } = await startPayment(ctx, order.id, { storefrontUrl });
 * ```
 */
export async function startPayment(
  ctx: SiteContext,
  orderId: number,
  urls: PaymentStartUrls,
  log?: FastifyBaseLogger,
): Promise<PaymentStart> {
  const order = await repository.findOrder(ctx, orderId);
  if (!order) throw notFound('Order', orderId);
  if (order.status !== 'AWAITING_PAYMENT') throw new AppError('CONFLICT', 'ORDER_NOT_AWAITING_PAYMENT');
  if (order.expiresAt.getTime() <= Date.now()) throw new AppError('CONFLICT', 'ORDER_PAYMENT_EXPIRED');
  if ((await repository.pendingPaymentsOfOrder(ctx, orderId)).length > 0) {
    throw new AppError('CONFLICT', 'PAYMENT_ALREADY_STARTED');
  }
  return openCheckout(ctx, order, await loadPaymentConfig(ctx), urls, log);
}

/** A payments row waiting for its checkout: its reference is replaced by the provider's once it exists. */
function pendingPayment(ctx: SiteContext, amount: number, config: SitePaymentConfig) {
  return { siteId: ctx.siteId, provider: providerOf(config)!.name, providerRef: `starting_${randomUUID()}`, amount };
}

/** A new order's payments row as the order's own statement writes it (place-order.repository.ts). */
export type OrderPaymentRow = Omit<repository.NewPayment, 'orderId'>;

/**
 * The payments row of a new order's amount, given its id (written in the order's statement:
 * place-order.repository.ts). The sandbox opens no checkout anywhere else: its row is written complete (its
 * reference and return link), and `startNewOrderPayment`, given its return secret, has nothing to record.
 */
export function newOrderPaymentRow(
  ctx: SiteContext,
  amount: number,
  config: SitePaymentConfig,
  checkout: { storefrontUrl: string; locale: string },
): {
  values: (paymentId: SQL<number>, slots: Slots) => OrderPaymentRow;
  returnSecret: string | null;
} {
  const provider = providerOf(config)!.name;
  if (provider !== 'SANDBOX') {
    return { values: () => pendingPayment(ctx, amount, config), returnSecret: null };
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
        siteId: ctx.siteId,
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
  ctx: SiteContext,
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
  ctx: SiteContext,
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
  const payment =
    written ?? (await repository.insertPayment(ctx, { ...pendingPayment(ctx, order.total, config), orderId }));
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
      await repository.updatePayment(ctx, payment.id, {
        providerRef: started.providerRef,
        detail: { ...detail, ...started.detail },
      });
    }
    return { paymentId: payment.id, provider: provider.name, redirectUrl: started.redirectUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log?.error({ err: error, orderId, paymentId: payment.id }, 'payment provider unavailable: order cancelled');
    await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      await repository.settlePayment(txCtx, payment.id, 'CANCELLED', { ...detail, error: error.message });
      await closeUnpaidOrder(txCtx, orderId, new Date(), `payment provider unavailable (${provider.name})`);
    });
    throw new AppError('CONFLICT', 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

/**
 * Cancels an unpaid order once: status CANCELLED with a history row, its reserved stock given back, its pending
 * payments cancelled. False when the order had already left AWAITING_PAYMENT (paid, or closed by someone else).
 */
export async function closeUnpaidOrder(ctx: SiteContext, orderId: number, now: Date, note: string, expiredBy?: Date) {
  const order = await repository.cancelUnpaidOrder(ctx, orderId, now, expiredBy);
  if (!order) return false;
  await repository.giveBackStock(ctx, orderId);
  await repository.insertStatusHistory(ctx, orderId, 'CANCELLED', note);
  await repository.cancelPendingPayments(ctx, orderId);
  return true;
}

/** Gives back the stock an order reserved (an order cancelled or refunded before its goods left). */
export function giveBackOrderStock(ctx: SiteContext, orderId: number) {
  return repository.giveBackStock(ctx, orderId);
}

/** A row of an order's status history, the story the back office reads. */
/** A step of an order's history; `userId` is the administrator who made it (the back-office), else null. */
export function recordOrderStatus(
  ctx: SiteContext,
  orderId: number,
  status: OrderStatus,
  note: string | null,
  userId: number | null = null,
) {
  return repository.insertStatusHistory(ctx, orderId, status, note, userId);
}

export type Applied = 'NOTHING' | 'PAID' | 'CANCELLED' | 'LATE_PAYMENT';

/**
 * Applies a provider's result to a payment and its order, once whatever the replays: the payment leaves PENDING
 * once; PAID moves the order AWAITING_PAYMENT → PAID (paidAt, a history row, its cart closed) and sends the two
 * mails; DECLINED and CANCELLED cancel the order and give its stock back at once, the cart untouched so that
 * the customer can try again. A payment the provider took for an order already closed (a payment we had
 * cancelled included) is recorded PAID, flagged `refundNeeded`, noted in the order's history and logged.
 * `ctx` is the payment's site: a webhook, the sandbox page and the release timer have no visitor's context.
 */
export async function applyResult(
  ctx: SiteContext,
  deps: PaymentDeps,
  payment: PaymentRow,
  result: PaymentStatus,
  source: string,
): Promise<Applied> {
  if (result === 'PENDING') return 'NOTHING';
  const now = new Date();
  const { siteId } = ctx;
  const { orderId } = payment;
  const outcome = await ctx.db.transaction(async (db): Promise<{ applied: Applied; order?: OrderRow }> => {
    const tx = { ...ctx, db };
    let settled = await repository.settlePayment(tx, payment.id, result, { settledBy: source });
    if (!settled && result === 'PAID') {
      // We cancelled it (the order's time ran out, the customer left) but the provider took the money anyway.
      const detail = { settledBy: source, paidAfterCancel: true };
      settled = await repository.settlePayment(tx, payment.id, 'PAID', detail, 'CANCELLED');
    }
    if (!settled) return { applied: 'NOTHING' };
    if (result !== 'PAID') {
      const note = `payment ${result === 'DECLINED' ? 'declined' : 'cancelled'} (${payment.provider}, ${source})`;
      const closed = await closeUnpaidOrder(tx, orderId, now, note);
      return { applied: closed ? 'CANCELLED' : 'NOTHING' };
    }
    const order = await repository.markOrderPaid(tx, orderId, now);
    if (!order) {
      // Money taken for an order already closed (released after its time, or paid twice): kept, and said where
      // the back office reads the order's story, so that someone refunds it.
      await repository.notePayment(tx, payment.id, { refundNeeded: true });
      const closed = await repository.findOrder(tx, orderId);
      if (closed) {
        const note = `${payment.provider} payment ${payment.id} received for a closed order: refund it`;
        await repository.insertStatusHistory(tx, orderId, closed.status, note);
      }
      return { applied: 'LATE_PAYMENT' };
    }
    await repository.insertStatusHistory(tx, orderId, 'PAID', `${payment.provider} payment ${payment.id} (${source})`);
    await repository.markCartOrdered(tx, order.cartId, now);
    // Issue 7: the invoice's number is taken in this transaction, so that the site's series has no gap.
    await assignInvoiceNumber(tx, orderId, now);
    return { applied: 'PAID', order };
  });
  if (outcome.applied === 'LATE_PAYMENT') {
    deps.log.error({ siteId, orderId, paymentId: payment.id }, 'payment received for a closed order: refund it');
  }
  if (outcome.order) {
    const storefront = (payment.detail as PaymentDetail | null)?.storefrontUrl ?? deps.publicUrl;
    try {
      await sendPaidOrderMails(ctx, deps.mailer, outcome.order, storefront);
    } catch (error) {
      // The order is paid whatever happens to its mails; the outbox keeps what was written.
      deps.log.error({ err: error, siteId, orderId }, 'order mails not sent');
    }
  }
  return outcome.applied;
}

/** The provider that can read a payment with the site's current settings, or null (settings gone or broken). */
export async function providerForPayment(ctx: SiteContext, deps: PaymentDeps, payment: PaymentRow) {
  if (payment.provider === 'SANDBOX') return providerOf({ provider: 'SANDBOX' });
  try {
    return providerOf(await loadPaymentConfig(ctx), payment.provider);
  } catch (error) {
    deps.log.warn({ err: error, siteId: ctx.siteId }, 'payment settings unreadable');
    return null;
  }
}

/** What the provider says now, PENDING when it cannot be asked. */
export async function askProvider(
  deps: PaymentDeps,
  provider: PaymentProvider | null,
  payment: Pick<PaymentRow, 'id' | 'providerRef'>,
) {
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
export async function paymentResult(ctx: RequestContext, deps: PaymentDeps, token: string): Promise<PaymentResult> {
  let payment = await paymentOfToken(ctx, token);
  if (!payment) throw new AppError('NOT_FOUND', 'PAYMENT_NOT_FOUND');
  if (payment.status === 'PENDING') {
    const provider = await providerForPayment(ctx, deps, payment);
    const applied = await applyResult(ctx, deps, payment, await askProvider(deps, provider, payment), 'return');
    const order = await repository.findOrder(ctx, payment.orderId);
    if (applied === 'NOTHING' && order && order.status === 'AWAITING_PAYMENT' && order.expiresAt < new Date()) {
      // A customer back after the order's time: release it now rather than at the next round of the timer.
      await releaseExpiredOrder(ctx, deps, order.id, new Date());
    }
    payment = (await repository.findPayment(ctx, payment.id))!;
  }
  const order = (await repository.findOrder(ctx, payment.orderId))!;
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
 * Answers the storefront's return page to send the browser to. The site is the one the cancel link names, so
 * this takes a SiteContext.
 */
export async function cancelByCustomer(ctx: SiteContext, deps: PaymentDeps, token: string): Promise<string> {
  const payment = await paymentOfToken(ctx, token);
  if (!payment) throw new AppError('NOT_FOUND', 'PAYMENT_NOT_FOUND');
  const returnUrl = (payment.detail as PaymentDetail).returnUrl!;
  if (payment.status !== 'PENDING') return returnUrl;
  const provider = await providerForPayment(ctx, deps, payment);
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
  await applyResult(ctx, deps, payment, result, 'customer cancel');
  return returnUrl;
}

/**
 * Gives back the stock of one unpaid order whose time ran out, once (safe when several processes try): a checkout
 * still open at a real provider is closed first and its result read, so that a payment made in the last seconds
 * wins over the release. When the provider cannot be asked, the order is released anyway: its checkout was opened
 * to expire with it (CAWL's session timeout; Stripe's, at least 31 minutes, is closed here when reachable), and a
 * later payment is kept and flagged for a refund. True when this call cancelled the order. The release timer
 * calls this with no request: it takes a SiteContext.
 */
export async function releaseExpiredOrder(ctx: SiteContext, deps: PaymentDeps, orderId: number, now: Date) {
  for (const payment of await repository.pendingPaymentsOfOrder(ctx, orderId)) {
    if (payment.provider === 'SANDBOX') continue;
    const provider = await providerForPayment(ctx, deps, payment);
    try {
      await provider?.abandon?.(payment.providerRef);
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.id }, 'expired checkout not closed at the provider');
    }
    const applied = await applyResult(ctx, deps, payment, await askProvider(deps, provider, payment), 'expiry');
    if (applied === 'PAID') return false;
    if (applied === 'CANCELLED') return true;
  }
  return ctx.db.transaction((db) =>
    closeUnpaidOrder({ ...ctx, db }, orderId, now, 'unpaid: payment time ran out', now),
  );
}
