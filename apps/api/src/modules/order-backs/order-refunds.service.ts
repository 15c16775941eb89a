import { DEFAULT_LOCALE, LOCALES, pickLocale, type AdminOrderRefunded, type Locale } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../context.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { loadSellerIdentity } from '../../mail/legal-identity.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderOrderRefundMail } from '../../mail/order-back-templates.ts';
import { orderPageLink } from '../../mail/order-links.ts';
import { formatEuros } from '../../mail/order-templates.ts';
import { loadBranding } from '../../mail/templates.ts';
import { accepted, type Checked } from '../../refusal.ts';
import { orderStatus } from '../order-history/order-statuses.ts';
import { storefrontOf } from './order-back-step-mail.ts';
import * as repository from './order-backs.repository.ts';
import type { OrderLineRow, OrderRow } from './order-backs.repository.ts';
import type { RefundRow } from './refunds.repository.ts';
import {
  closeOrderIfRefunded,
  moneyOf,
  planRefund,
  presentRefund,
  refundableOf,
  settleThroughProvider,
  unitsLeft,
  writeRefund,
  type RefundInput,
} from './refunds.service.ts';

/**
 * Refunds of an order outside any return (issue 16 item 4): a cancelled order, goods that could not be supplied.
 * The merchant gives back lines, shipping or an amount, through the order's provider or recorded as made by hand,
 * with the rules of a return's refund (refunds.service.ts): never above what was paid less what was refunded,
 * audited; the customer is mailed.
 */

export interface OrderRefundDeps {
  mailer: Mailer;
  /** The storefront's origin when the order's payment did not record it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** `POST /admin/order/{id}/refund`: 400 for a refund the order does not allow, 409 when the provider refuses. */
export async function refundOrder(
  ctx: RequestContext,
  deps: OrderRefundDeps,
  orderId: number,
  input: RefundInput,
): Promise<Checked<AdminOrderRefunded>> {
  const written = await ctx.db.transaction(async (db): Promise<Checked<{ order: OrderRow; refund: RefundRow }>> => {
    const tx: RequestContext = { ...ctx, db };
    const order = await repository.lockOrder(db, ctx.siteId, orderId);
    if (!order) throw notFound('Order', orderId);
    const [orderLines, money] = await Promise.all([repository.findOrderLines(tx, order.id), moneyOf(tx, order)]);
    const scope = { units: unitsLeft(orderLines, money), outside: 'REFUND_LINE_NOT_IN_ORDER' as const };
    const plan = planRefund(tx, input, order, orderLines, money, scope);
    if (!plan.ok) return plan;
    const refund = await writeRefund(tx, order, money, input, plan.value, null);
    if (refund.status === 'DONE') await closeOrderIfRefunded(tx, order);
    return accepted({ order, refund });
  });
  if (!written.ok) return written;
  const { order, refund } = written.value;
  if (refund.status === 'PENDING') await settleThroughProvider(ctx, deps.log, order, refund, async () => undefined);

  const [current = order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, order.id)));
  const [orderLines, money] = await Promise.all([repository.findOrderLines(ctx, order.id), moneyOf(ctx, current)]);
  const made = money.rows.find((row) => row.refund.id === refund.id)!;
  await mailRefund(ctx, deps, current, orderLines, made.refund, money.refundable === 0);
  return accepted({
    idOrder: order.id,
    refund: presentRefund(made.refund, made.email),
    refundable: refundableOf(ctx, current, orderLines, money),
    orderStatus: orderStatus(current.status, ctx.locale),
  });
}

const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

/** The refund's mail to the customer, in the order's language, kept with the order (`order.refund`). */
async function mailRefund(
  ctx: RequestContext,
  deps: OrderRefundDeps,
  order: OrderRow,
  orderLines: OrderLineRow[],
  refund: RefundRow,
  whole: boolean,
) {
  try {
    const locale = localeOf(order.locale);
    const mailCtx: RequestContext = { siteId: ctx.siteId, locale, token: null, user: null, db: ctx.db };
    const storefront = await storefrontOf(ctx, deps, order);
    const [branding, legal] = await Promise.all([
      loadBranding(mailCtx, new URL(storefront).origin),
      loadSellerIdentity(ctx),
    ]);
    const byId = new Map(orderLines.map((line) => [line.id, line]));
    const mail = renderOrderRefundMail(
      locale,
      branding,
      {
        orderReference: order.reference,
        firstname: order.firstname,
        amount: formatEuros(refund.amount, locale),
        toCard: refund.method === 'PROVIDER',
        lines: refund.lines.map((line) => {
          const sold = byId.get(line.orderLineId);
          return {
            name: sold ? pickLocale(sold.name, locale) : `#${line.orderLineId}`,
            detail: sold ? pickLocale(sold.detail, locale) : null,
            quantity: line.quantity,
          };
        }),
        shipping: refund.shipping > 0 ? formatEuros(refund.shipping, locale) : null,
        whole,
        pageUrl: orderPageLink(ctx.db, order, storefront),
      },
      legal,
    );
    await deps.mailer.send(
      mailCtx,
      { from: branding.from, to: order.email, ...mail },
      { orderId: order.id, kind: 'order.refund' },
    );
  } catch (error) {
    // The refund stands whatever happens to its mail; the log says which one is missing.
    deps.log.error({ err: error, siteId: ctx.siteId, orderId: order.id, refundId: refund.id }, 'refund mail not sent');
  }
}
