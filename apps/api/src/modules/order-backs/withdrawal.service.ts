import {
  pickLocale,
  type OrderBack,
  type WithdrawalEligibility,
  type WithdrawalRefusal,
  type WithdrawalRequest,
} from '@atelier/contract';
import { withdrawalEligibility } from '@atelier/domain';
import { AppError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/api-messages.ts';
import { translate } from '../../i18n/api-messages.ts';
import type { RequestContext } from '../../context.ts';
import { sendOrderBackMails, type OrderBackMailDeps } from './order-back-mails.ts';
import * as repository from './order-backs.repository.ts';
import type { OrderLineRow, OrderRow } from './order-backs.repository.ts';
import { afterSalesOrder, formatDay, presentBacks } from './order-backs.service.ts';

/**
 * The EU withdrawal function (issue 7 item 4; Directive 2011/83/EU art. 11a as amended by Directive 2023/2673,
 * Code de la consommation art. L221-18 and L221-21): on every paid order, until the end of the 14th Paris day after
 * delivery, the customer (or a guest holding the order link) withdraws without giving a reason, and gets the
 * acknowledgement of receipt by e-mail at once. Lines made to the customer's specifications stay out (L221-28 3°):
 * customized ones and those of products made to measure (issue 19).
 */

async function eligibilityOf(ctx: RequestContext, order: OrderRow, now: Date) {
  const [lines, backs] = await Promise.all([
    repository.findOrderLines(ctx, order.id),
    repository.findPastBacks(ctx, order.id),
  ]);
  return {
    lines,
    backs,
    rules: withdrawalEligibility(afterSalesOrder(order, lines, backs), now),
  };
}

/** `GET /order/{id}/withdrawal`. */
export async function withdrawalOf(
  ctx: RequestContext,
  order: OrderRow,
  now = new Date(),
): Promise<WithdrawalEligibility> {
  const { lines, backs, rules } = await eligibilityOf(ctx, order, now);
  const byId = new Map(lines.map((line) => [line.id, line]));
  const withdrawal = backs.find((back) => back.kind === 'WITHDRAWAL' && back.status !== 'REFUSED');
  return {
    eligible: rules.eligible,
    reason: rules.reason,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    deadline: rules.deadline?.end.toISOString() ?? null,
    deadlineDay: rules.deadline?.day ?? null,
    lines: rules.lines.map((line) => {
      const sold = byId.get(line.id)!;
      return {
        idOrderLine: line.id,
        name: pickLocale(sold.name, ctx.locale),
        detail: pickLocale(sold.detail, ctx.locale),
        quantity: line.quantity,
        remaining: line.remaining,
        withdrawable: line.withdrawable,
        excludedReason: line.excludedReason,
      };
    }),
    exclusionNotice: translate(ctx.locale, 'WITHDRAWAL_CUSTOMIZED_NOTICE'),
    idWithdrawal: withdrawal?.id ?? null,
  };
}

const REFUSALS: Record<WithdrawalRefusal, { kind: 'BAD_REQUEST' | 'CONFLICT'; code: MessageKey }> = {
  PERIOD_OVER: { kind: 'BAD_REQUEST', code: 'WITHDRAWAL_PERIOD_OVER' },
  NOTHING_WITHDRAWABLE: { kind: 'BAD_REQUEST', code: 'WITHDRAWAL_NOTHING_WITHDRAWABLE' },
  ALREADY_WITHDRAWN: { kind: 'CONFLICT', code: 'WITHDRAWAL_ALREADY_WITHDRAWN' },
  NOT_PAID: { kind: 'BAD_REQUEST', code: 'WITHDRAWAL_NOT_PAID' },
  CANCELLED: { kind: 'BAD_REQUEST', code: 'WITHDRAWAL_CANCELLED' },
};

function refusal(ctx: RequestContext, reason: WithdrawalRefusal, deadlineDay: string | null) {
  const { kind, code } = REFUSALS[reason];
  return new AppError(kind, code, deadlineDay ? { date: formatDay(deadlineDay, ctx.locale) } : {});
}

/**
 * `POST /order/{id}/withdrawal`: one WITHDRAWAL holding every withdrawable line with all its units left, ASKED,
 * written with the order locked (two clicks make one withdrawal); then the acknowledgement and the notice.
 */
export async function withdraw(
  ctx: RequestContext,
  deps: OrderBackMailDeps,
  order: OrderRow,
  input: WithdrawalRequest,
  access: string | null,
  now = new Date(),
): Promise<OrderBack> {
  const first = await eligibilityOf(ctx, order, now);
  if (first.rules.reason) throw refusal(ctx, first.rules.reason, first.rules.deadline?.day ?? null);
  const name = input.name?.trim() || `${order.firstname} ${order.lastname}`.trim() || null;
  const email = input.email || order.email;
  const statement = `Déclaration de rétractation confirmée par ${name ?? '—'} <${email}>`;

  const written = await ctx.db.transaction(async (tx) => {
    const txCtx: RequestContext = { ...ctx, db: tx };
    const locked = await repository.lockOrder(tx, ctx.siteId, order.id);
    const backs = await repository.findPastBacks(txCtx, order.id);
    const rules = withdrawalEligibility(afterSalesOrder(locked!, first.lines, backs), now);
    if (rules.reason) throw refusal(ctx, rules.reason, rules.deadline?.day ?? null);
    const lines = rules.lines
      .filter((line) => line.withdrawable)
      .map((line) => ({ orderLineId: line.id, quantity: line.remaining }));
    const back = await repository.insertBack(txCtx, {
      orderId: order.id,
      kind: 'WITHDRAWAL',
      reason: null,
      comment: input.comment || null,
      lines,
      photos: [],
      note: statement,
    });
    return { back, lines };
  });

  // Left out of the withdrawal: made to the customer's specifications (customized or made to measure).
  const customized = (line: OrderLineRow) => line.customizations.length > 0 || line.madeToMeasure;
  await sendOrderBackMails(ctx, deps, {
    order,
    back: written.back,
    orderLines: first.lines,
    lines: written.lines,
    excluded: first.lines.filter(customized),
    reasonLabel: () => null,
    photoCount: 0,
    nextStep: () => null,
    declared: { name, email },
    recipients: email === order.email.toLowerCase() ? [order.email] : [order.email, email],
  });
  const [presented] = await presentBacks(ctx, order, [written.back], access);
  return presented!;
}
