import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ORDER_BACK_TRANSITIONS,
  pickLocale,
  WITHDRAWAL_REFUND_DAYS,
  type AdminOrderBack,
  type AdminOrderBackSummary,
  type List,
  type Locale,
  type OrderBackStatus,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import { orderStatus } from '../order-history/order-statuses.ts';
import * as admin from './order-back-admin.repository.ts';
import { sendStepMail } from './order-back-step-mail.ts';
import * as repository from './order-backs.repository.ts';
import type { OrderBackRow, OrderLineRow, OrderRow } from './order-backs.repository.ts';
import { presentBacks, stepDescription } from './order-backs.service.ts';
import type { RefundRow } from './refunds.repository.ts';
import {
  closeOrderIfRefunded,
  moneyOf,
  planRefund,
  presentRefund,
  refundedUnits,
  settleThroughProvider,
  unitRefund,
  unitsLeft,
  writeRefund,
  type MoneyState,
  type RefundInput,
  type RefundScope,
} from './refunds.service.ts';

/**
 * The back-office's returns and withdrawals (issue 16 item 4): the list, one return with its money, and the moves
 * of SPEC §4, each written in one transaction with its audit entry and then mailed to the customer. A refund goes
 * through the order's payment provider (written PENDING first, so that no two refunds ever give back more than
 * was paid, then DONE or FAILED with the provider's answer) or is recorded as made by hand.
 */

export interface AdminReturnDeps {
  mailer: Mailer;
  accessKey: Buffer;
  /** The storefront's origin when the order's payment did not record it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const STATUS_WORDS: Record<OrderBackStatus, Record<Locale, string>> = {
  ASKED: { fr_FR: 'Demandé', en: 'Asked' },
  LABEL_SENT: { fr_FR: 'Étiquette envoyée', en: 'Label sent' },
  PRODUCT_RECEIVED: { fr_FR: 'Produit reçu', en: 'Product received' },
  REFUNDED: { fr_FR: 'Remboursé', en: 'Refunded' },
  REFUSED: { fr_FR: 'Refusé', en: 'Refused' },
};

/** The statuses a return may move to now: SPEC §4, and a damage report may be refunded without coming back. */
export function nextStatuses(back: Pick<OrderBackRow, 'kind' | 'status'>): OrderBackStatus[] {
  const next: OrderBackStatus[] = [...ORDER_BACK_TRANSITIONS[back.status]];
  if (back.kind === 'DAMAGE' && (back.status === 'ASKED' || back.status === 'LABEL_SENT')) next.push('REFUNDED');
  return next;
}

/** A withdrawal's refund deadline: 14 days after the shop was told (L221-24); null for other returns. */
function refundDeadline(back: OrderBackRow): Date | null {
  if (back.kind !== 'WITHDRAWAL') return null;
  return new Date(back.createdAt.getTime() + WITHDRAWAL_REFUND_DAYS * 86_400_000);
}

const isOverdue = (back: OrderBackRow, deadline: Date | null, now: Date) =>
  deadline !== null && deadline < now && back.status !== 'REFUNDED' && back.status !== 'REFUSED';

/** `GET /admin/order-back`. */
export async function listBacks(ctx: RequestContext, query: ListQuery): Promise<List<AdminOrderBackSummary>> {
  const page = await admin.findBacks(ctx, query);
  const now = new Date();
  return {
    total: page.total,
    items: page.items.map((row) => {
      const deadline = refundDeadline(row.back);
      return {
        id: row.back.id,
        idOrder: row.back.orderId,
        orderReference: row.reference,
        kind: row.back.kind,
        status: row.back.status,
        email: row.email,
        customer: `${row.firstname} ${row.lastname}`.trim(),
        nbUnits: row.units,
        createdAt: row.back.createdAt.toISOString(),
        updatedAt: row.back.updatedAt.toISOString(),
        refundDeadline: deadline?.toISOString() ?? null,
        overdue: isOverdue(row.back, deadline, now),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// One return
// ---------------------------------------------------------------------------------------------------------

async function backAndOrder(ctx: RequestContext, id: number) {
  const back = await repository.findBack(ctx, id);
  if (!back) throw notFound('Return', id);
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, back.orderId)));
  return { back, order: order! };
}

/** `GET /admin/order-back/{id}`. */
export async function adminBack(ctx: RequestContext, id: number): Promise<AdminOrderBack> {
  const { back, order } = await backAndOrder(ctx, id);
  return presentAdminBack(ctx, back, order);
}

export async function presentAdminBack(
  ctx: RequestContext,
  back: OrderBackRow,
  order: OrderRow,
): Promise<AdminOrderBack> {
  const [[presented], lines, money, details] = await Promise.all([
    presentBacks(ctx, order, [back], null),
    repository.findOrderLines(ctx, order.id),
    moneyOf(ctx, order),
    repository.findBackDetails(ctx, [back.id]),
  ]);
  const byId = new Map(lines.map((line) => [line.id, line]));
  const units = refundedUnits(money, back.id);
  const deadline = refundDeadline(back);
  return {
    ...presented!,
    email: order.email,
    customer: `${order.firstname} ${order.lastname}`.trim(),
    phone: order.phone,
    locale: order.locale,
    orderStatus: orderStatus(order.status, ctx.locale),
    paymentProvider: order.paymentProvider,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    orderTotal: order.total,
    shippingFees: order.shippingFees,
    paid: money.paid,
    refunded: money.refunded,
    refundable: money.refundable,
    shippingRefundable: money.shippingRefundable,
    refundLines: details.lines.map((backLine) => {
      const sold = byId.get(backLine.orderLineId)!;
      return {
        idOrderLine: sold.id,
        name: pickLocale(sold.name, ctx.locale),
        detail: pickLocale(sold.detail, ctx.locale),
        reference: sold.reference,
        quantity: backLine.quantity,
        refundedQuantity: units.get(sold.id) ?? 0,
        unitPrice: sold.unitPrice,
        unitRefund: unitRefund(sold, order),
        customized: sold.customizations.length > 0,
      };
    }),
    refunds: money.rows.map((row) => presentRefund(row.refund, row.email)),
    label: back.labelFile
      ? { url: `/api/admin/order-back/${back.id}/label`, name: back.labelName, mimeType: back.labelMimeType ?? '' }
      : null,
    refundDeadline: deadline?.toISOString() ?? null,
    overdue: isOverdue(back, deadline, new Date()),
    nextStatuses: nextStatuses(back),
    updatedAt: back.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Moving a return
// ---------------------------------------------------------------------------------------------------------

/**
 * What a return's refund may take: the units of the return's lines not refunded on it yet, and never more than
 * the order has left of each line (another return or a refund of the order may have taken some).
 */
function returnScope(
  orderLines: OrderLineRow[],
  backLines: { orderLineId: number; quantity: number }[],
  money: MoneyState,
  backId: number,
): RefundScope {
  const onBack = refundedUnits(money, backId);
  const inOrder = unitsLeft(orderLines, money);
  const units = new Map<number, number>();
  for (const line of backLines) {
    const left = line.quantity - (onBack.get(line.orderLineId) ?? 0);
    units.set(line.orderLineId, Math.max(0, Math.min(left, inOrder.get(line.orderLineId) ?? 0)));
  }
  return { units, outside: 'REFUND_LINE_NOT_IN_RETURN' };
}

export interface StatusChange {
  status: OrderBackStatus;
  message?: string | null;
  refund?: RefundInput | null;
}

interface Written {
  back: OrderBackRow;
  order: OrderRow;
  refund: RefundRow | null;
}

/**
 * `PUT /admin/order-back/{id}/status`: the return moves along SPEC §4 or the call is refused (409 for a move the
 * return's status does not allow, 400 for what the request lacks); the customer gets the step's mail.
 */
export async function changeBackStatus(
  ctx: RequestContext,
  deps: AdminReturnDeps,
  id: number,
  change: StatusChange,
): Promise<Checked<AdminOrderBack>> {
  const message = change.message?.trim() || null;
  const written = await ctx.db.transaction(async (db): Promise<Checked<Written>> => {
    const tx: RequestContext = { ...ctx, db };
    const found = await repository.findBack(tx, id);
    if (!found) throw notFound('Return', id);
    // The order first, as a customer's return asked at the same moment locks it.
    const order = (await repository.lockOrder(db, ctx.siteId, found.orderId))!;
    const back = (await admin.lockBack(tx, id))!;
    if (!nextStatuses(back).includes(change.status)) {
      throw new AppError('CONFLICT', 'ORDER_BACK_TRANSITION', {
        from: STATUS_WORDS[back.status][ctx.locale],
        to: STATUS_WORDS[change.status][ctx.locale],
      });
    }
    const problems: FieldProblem[] = [];
    if (change.status === 'REFUSED' && !message) problems.push({ field: 'message', code: 'ORDER_BACK_REFUSAL_REASON' });
    if (change.status === 'LABEL_SENT' && !back.labelFile)
      problems.push({ field: 'label', code: 'ORDER_BACK_LABEL_MISSING' });
    if (change.status === 'REFUNDED' && !change.refund) problems.push({ field: 'refund', code: 'REFUND_REQUIRED' });
    if (problems.length > 0) return refused(problems);

    let refund: RefundRow | null = null;
    if (change.status === 'REFUNDED') {
      const [orderLines, details, money] = await Promise.all([
        repository.findOrderLines(tx, order.id),
        repository.findBackDetails(tx, [back.id]),
        moneyOf(tx, order),
      ]);
      const plan = planRefund(
        tx,
        change.refund!,
        order,
        orderLines,
        money,
        returnScope(orderLines, details.lines, money, back.id),
      );
      if (!plan.ok) return plan;
      const manual = change.refund!.method === 'MANUAL';
      refund = await writeRefund(tx, order, money, change.refund!, plan.value, back.id);
      // A provider's refund moves the return once the money is given back (below).
      if (!manual) return accepted({ back, order, refund });
    }
    const moved = await moveBack(tx, back, change.status, message);
    if (change.status === 'REFUNDED') await closeOrderIfRefunded(tx, order);
    return accepted({ back: moved, order, refund });
  });
  if (!written.ok) return written;
  let { back } = written.value;
  const { order, refund } = written.value;

  if (refund && refund.status === 'PENDING') {
    // The return moves once the money is given back, in the transaction that settles the refund.
    back = await settleThroughProvider(ctx, deps.log, order, refund, async (tx) => {
      const current = (await admin.lockBack(tx, back.id))!;
      return current.status === 'REFUNDED' ? current : moveBack(tx, current, 'REFUNDED', message);
    });
  }
  await mailStep(ctx, deps, back, order, change.status, message, refund?.amount ?? null, refund?.method === 'PROVIDER');
  return accepted(await presentAdminBack(ctx, back, order));
}

/** The status, the message and a step of the history, with the audit entry, in the caller's transaction. */
async function moveBack(tx: RequestContext, back: OrderBackRow, status: OrderBackStatus, message: string | null) {
  const moved = await admin.updateBack(tx, back.id, { status, ...(message ? { message } : {}) });
  await admin.insertStep(tx, back.id, status, message);
  await recordChange(tx, {
    action: 'orderBack.status',
    entity: 'orderBack',
    entityId: back.id,
    before: { status: back.status, message: back.message },
    after: { status: moved.status, message: moved.message },
  });
  return moved;
}

async function mailStep(
  ctx: RequestContext,
  deps: AdminReturnDeps,
  back: OrderBackRow,
  order: OrderRow,
  status: OrderBackStatus,
  message: string | null,
  amount: number | null,
  toCard: boolean,
) {
  if (status === 'ASKED') return;
  try {
    const settings = await repository.findSettings(ctx);
    await sendStepMail(ctx, deps, {
      back,
      order,
      step: status,
      message,
      description: (locale) => stepDescription(settings, status, locale),
      refundAmount: amount,
      refundedToCard: toCard,
    });
  } catch (error) {
    // The change stands whatever happens to its mail; the log says which one is missing.
    deps.log.error({ err: error, siteId: ctx.siteId, orderBackId: back.id, status }, 'return step mail not sent');
  }
}
