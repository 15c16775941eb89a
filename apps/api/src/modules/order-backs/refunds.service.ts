import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pickLocale, type AdminOrderRefundable, type Refund, type refundRequestSchema } from '@atelier/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { formatEuros } from '../../mail/order-templates.ts';
import type { MessageKey } from '../../i18n/api-messages.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { loadPaymentConfig, providerOf } from '../payments/payment-settings.ts';
import { recordOrderStatus } from '../payments/payments.service.ts';
import * as repository from './order-backs.repository.ts';
import type { OrderLineRow, OrderRow } from './order-backs.repository.ts';
import * as refunds from './refunds.repository.ts';
import type { RefundRow } from './refunds.repository.ts';

/**
 * The money of refunds (issue 16 item 4), the same rules whether a return is refunded or an order outside any
 * return (a cancelled or partly unavailable one): what was paid and is left, what one unit of a line gives back,
 * the check of a refund asked, its writing (PENDING first when a provider is asked, so that no two refunds ever
 * give back more than was paid) and the provider's call (then DONE or FAILED with its answer).
 */

export type RefundInput = z.output<typeof refundRequestSchema>;

/** Refunds that count: done, and pending ones (their money may be on its way). */
const counts = (row: RefundRow) => row.status !== 'FAILED';

/**
 * One unit's share of what was paid: the line's total (after its discounts) per unit, less the order's discount
 * code spread over the products (what the products cost in the amount paid, shipping set aside).
 */
export function unitRefund(line: OrderLineRow, order: OrderRow): number {
  if (line.quantity <= 0 || order.totalProducts <= 0) return 0;
  const factor = Math.min(1, Math.max(0, order.total - order.shippingFees) / order.totalProducts);
  return Math.floor((line.total / line.quantity) * factor);
}

export interface MoneyState {
  paid: number;
  refunded: number;
  refundable: number;
  shippingRefundable: number;
  payment: Awaited<ReturnType<typeof refunds.findPaidPayments>>[number] | null;
  rows: Awaited<ReturnType<typeof refunds.findRefundsOfOrder>>;
}

export async function moneyOf(ctx: RequestContext, order: OrderRow): Promise<MoneyState> {
  const [paidPayments, rows] = await Promise.all([
    refunds.findPaidPayments(ctx, order.id),
    refunds.findRefundsOfOrder(ctx, order.id),
  ]);
  // An order paid before payments were recorded (a seeded history) counts its total.
  const paid =
    paidPayments.length > 0
      ? paidPayments.reduce((total, payment) => total + payment.amount, 0)
      : order.paidAt
        ? order.total
        : 0;
  const counted = rows.map((row) => row.refund).filter(counts);
  const refunded = counted.reduce((total, row) => total + row.amount, 0);
  const shippingRefunded = counted.reduce((total, row) => total + row.shipping, 0);
  const refundable = Math.max(0, paid - refunded);
  return {
    paid,
    refunded,
    refundable,
    shippingRefundable: Math.max(0, Math.min(order.shippingFees - shippingRefunded, refundable)),
    payment: paidPayments[0] ?? null,
    rows,
  };
}

/** Units of each order line already refunded: on one return (`backId`), or on the whole order (`null`). */
export function refundedUnits(money: MoneyState, backId: number | null): Map<number, number> {
  const units = new Map<number, number>();
  for (const { refund: row } of money.rows) {
    if ((backId !== null && row.orderBackId !== backId) || !counts(row)) continue;
    for (const line of row.lines) units.set(line.orderLineId, (units.get(line.orderLineId) ?? 0) + line.quantity);
  }
  return units;
}

/** Units of each line of the order not refunded yet, whatever refunded them (a return or the order itself). */
export function unitsLeft(orderLines: OrderLineRow[], money: MoneyState): Map<number, number> {
  const refunded = refundedUnits(money, null);
  return new Map(orderLines.map((line) => [line.id, Math.max(0, line.quantity - (refunded.get(line.id) ?? 0))]));
}

export function presentRefund(row: RefundRow, email: string | null): Refund {
  return {
    id: row.id,
    idOrderBack: row.orderBackId,
    method: row.method,
    provider: row.provider,
    providerRef: row.providerRef,
    status: row.status,
    amount: row.amount,
    shipping: row.shipping,
    lines: row.lines.map((line) => ({ idOrderLine: line.orderLineId, quantity: line.quantity, amount: line.amount })),
    note: row.note,
    error: row.error,
    user: row.userId === null ? null : { id: row.userId, email },
    createdAt: row.createdAt.toISOString(),
  };
}

/** What is left to refund of an order, line by line: the admin order page's refund form. */
export function refundableOf(
  ctx: RequestContext,
  order: OrderRow,
  orderLines: OrderLineRow[],
  money: MoneyState,
): AdminOrderRefundable {
  const left = unitsLeft(orderLines, money);
  return {
    paid: money.paid,
    refunded: money.refunded,
    amount: money.refundable,
    shipping: money.shippingRefundable,
    provider: money.payment?.provider ?? null,
    lines: orderLines.map((line) => ({
      idOrderLine: line.id,
      name: pickLocale(line.name, ctx.locale),
      detail: pickLocale(line.detail, ctx.locale),
      quantity: left.get(line.id) ?? 0,
      unitRefund: unitRefund(line, order),
    })),
  };
}

/** The order's refunds as the back-office shows them, and what is left to refund. */
export async function orderRefunds(ctx: RequestContext, order: OrderRow) {
  const [money, orderLines] = await Promise.all([moneyOf(ctx, order), repository.findOrderLines(ctx, order.id)]);
  return {
    refunds: money.rows.map((row) => presentRefund(row.refund, row.email)),
    refundable: refundableOf(ctx, order, orderLines, money),
  };
}

export interface PlannedRefund {
  amount: number;
  shipping: number;
  lines: { orderLineId: number; quantity: number; amount: number }[];
}

/** Which lines a refund may take, and how many units of each: a return's lines, or the whole order's. */
export interface RefundScope {
  units: Map<number, number>;
  /** The refusal of a line outside the scope. */
  outside: MessageKey;
}

/** The refund asked, checked against its scope's lines and what is left to give back; or what is wrong. */
export function planRefund(
  ctx: RequestContext,
  input: RefundInput,
  order: OrderRow,
  orderLines: OrderLineRow[],
  money: MoneyState,
  scope: RefundScope,
): Checked<PlannedRefund> {
  const euros = (cents: number) => formatEuros(cents, ctx.locale);
  const problems: FieldProblem[] = [];
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const lines: PlannedRefund['lines'] = [];
  const seen = new Map<number, number>();
  input.lines.forEach((line, index) => {
    const allowed = scope.units.get(line.idOrderLine);
    if (allowed === undefined || !byId.has(line.idOrderLine)) {
      problems.push({ field: `refund.lines.${index}.idOrderLine`, code: scope.outside });
      return;
    }
    const left = Math.max(0, allowed - (seen.get(line.idOrderLine) ?? 0));
    if (line.quantity > left) {
      problems.push({
        field: `refund.lines.${index}.quantity`,
        code: 'REFUND_QUANTITY_TOO_HIGH',
        params: { max: left },
      });
      return;
    }
    seen.set(line.idOrderLine, (seen.get(line.idOrderLine) ?? 0) + line.quantity);
    const amount = unitRefund(byId.get(line.idOrderLine)!, order) * line.quantity;
    lines.push({ orderLineId: line.idOrderLine, quantity: line.quantity, amount });
  });
  if (input.shipping > money.shippingRefundable) {
    problems.push({
      field: 'refund.shipping',
      code: 'REFUND_SHIPPING_TOO_HIGH',
      params: { max: euros(money.shippingRefundable) },
    });
  }
  if (problems.length > 0) return refused(problems);
  const amount = input.amount ?? lines.reduce((total, line) => total + line.amount, 0) + input.shipping;
  if (amount <= 0) return refused([{ field: 'refund', code: 'REFUND_EMPTY' }]);
  if (amount > money.refundable) {
    return refused([
      {
        field: input.amount ? 'refund.amount' : 'refund',
        code: 'REFUND_ABOVE_PAID',
        params: { max: euros(money.refundable), paid: euros(money.paid) },
      },
    ]);
  }
  if (input.method === 'PROVIDER' && !money.payment) {
    return refused([{ field: 'refund.method', code: 'REFUND_NO_PAYMENT' }]);
  }
  return accepted({ amount, shipping: Math.min(input.shipping, amount), lines });
}

/**
 * Writes a checked refund with its audit entry, in the caller's transaction (the order locked): DONE at once when
 * made by hand, PENDING when the provider is still to be asked (`settleThroughProvider`, after the commit).
 */
export async function writeRefund(
  tx: RequestContext,
  order: OrderRow,
  money: MoneyState,
  input: RefundInput,
  plan: PlannedRefund,
  orderBackId: number | null,
): Promise<RefundRow> {
  const manual = input.method === 'MANUAL';
  const refund = await refunds.insertRefund(tx, {
    orderId: order.id,
    orderBackId,
    method: input.method,
    provider: manual ? null : money.payment!.provider,
    status: manual ? 'DONE' : 'PENDING',
    amount: plan.amount,
    shipping: plan.shipping,
    lines: plan.lines,
    note: input.note || null,
    userId: tx.user?.id ?? null,
    settledAt: manual ? new Date() : null,
  });
  await recordChange(tx, {
    action: manual ? 'refund.manual' : 'refund.start',
    entity: 'order',
    entityId: order.id,
    before: { refunded: money.refunded },
    after: {
      refundId: refund.id,
      amount: refund.amount,
      shipping: refund.shipping,
      method: refund.method,
      ...(orderBackId !== null ? { orderBackId } : {}),
    },
  });
  return refund;
}

/**
 * Calls the order's provider for a PENDING refund. DONE: the refund is settled with the provider's id and
 * `whenDone` runs in the same transaction (a return moves to REFUNDED), then the order is closed if all is given
 * back. A refusal or an unreachable provider leaves the refund FAILED (it no longer counts) and answers 409 with
 * the provider's reason.
 */
export async function settleThroughProvider<T>(
  ctx: RequestContext,
  log: FastifyBaseLogger,
  order: OrderRow,
  refund: RefundRow,
  whenDone: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  const [payment] = await refunds.findPaidPayments(ctx, order.id);
  let providerRef: string | null = null;
  let failure: string | null = null;
  try {
    const provider = providerOf(await loadPaymentConfig(ctx), payment!.provider);
    if (!provider) {
      failure = `the site no longer takes payments with ${payment!.provider}`;
    } else {
      const made = await provider.refund(payment!.providerRef, {
        amount: refund.amount,
        key: `atelier-refund-${ctx.siteId}-${refund.id}`,
        reference: order.reference,
      });
      providerRef = made.providerRef;
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError) && !(error instanceof AppError)) throw error;
    failure = error.message;
  }
  if (failure !== null) {
    log.error({ siteId: ctx.siteId, orderId: order.id, refundId: refund.id, failure }, 'refund refused');
    await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      await refunds.settleRefund(tx, refund.id, { status: 'FAILED', error: failure });
      await recordChange(tx, {
        action: 'refund.failed',
        entity: 'order',
        entityId: order.id,
        before: { refundId: refund.id, status: 'PENDING' },
        after: { refundId: refund.id, status: 'FAILED', error: failure },
      });
    });
    throw new AppError('CONFLICT', 'REFUND_PROVIDER_FAILED', { provider: payment!.provider, reason: failure });
  }
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await repository.lockOrder(db, ctx.siteId, order.id);
    await refunds.settleRefund(tx, refund.id, { status: 'DONE', providerRef });
    await recordChange(tx, {
      action: 'refund.done',
      entity: 'order',
      entityId: order.id,
      before: { refundId: refund.id, status: 'PENDING' },
      after: { refundId: refund.id, status: 'DONE', providerRef },
    });
    const done = await whenDone(tx);
    await closeOrderIfRefunded(tx, order);
    return done;
  });
}

/** Once everything paid is given back, the order is REFUNDED too (goods and stock left as they are). */
export async function closeOrderIfRefunded(tx: RequestContext, order: OrderRow) {
  const money = await moneyOf(tx, order);
  const done = money.rows.every((row) => row.refund.status !== 'PENDING');
  const [current] = await tx.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.siteId, tx.siteId), eq(orders.id, order.id)));
  const status = current?.status ?? order.status;
  if (money.paid === 0 || money.refundable > 0 || !done || status === 'REFUNDED') return;
  await tx.db
    .update(orders)
    .set({ status: 'REFUNDED', updatedAt: new Date() })
    .where(and(eq(orders.siteId, tx.siteId), eq(orders.id, order.id)));
  await recordOrderStatus(tx, order.id, 'REFUNDED', 'refunded in full from the back-office');
  await recordChange(tx, {
    action: 'order.status',
    entity: 'order',
    entityId: order.id,
    before: { status },
    after: { status: 'REFUNDED' },
  });
}
