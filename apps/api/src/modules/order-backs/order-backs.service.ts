import {
  pickLocale,
  RETURN_REASON_TYPE,
  type Locale,
  type OrderBack,
  type OrderBackInfo,
  type OrderGenericValue,
  type OrderReturnability,
} from '@atelier/contract';
import { parisDay, returnEligibility, type AfterSalesOrder } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import * as repository from './order-backs.repository.ts';
import { refundedByBack } from './refunds.repository.ts';
import type { OrderBackRow, OrderLineRow, OrderRow } from './order-backs.repository.ts';

/**
 * Returns as the customer reads them (issue 7 item 3, SPEC §3 Order back info): the site's settings and lists,
 * an order's returns and withdrawals with their steps, and what the return page may offer.
 */

type Settings = Awaited<ReturnType<typeof repository.findSettings>>;

/** `GET /order/back-products/is-active`. */
export async function orderBackInfo(ctx: RequestContext): Promise<OrderBackInfo> {
  const settings = await repository.findSettings(ctx);
  return {
    isActive: settings.isActive,
    message: pickLocale(settings.message, ctx.locale),
    returnAskDescription: pickLocale(settings.returnAskDescription, ctx.locale),
    labelSentDescription: pickLocale(settings.labelSentDescription, ctx.locale),
    productReceivedDescription: pickLocale(settings.productReceivedDescription, ctx.locale),
  };
}

/** `GET /order-generic-values/{type}`: an unknown type is an empty list. */
export async function genericValues(ctx: RequestContext, type: string): Promise<OrderGenericValue[]> {
  const rows = await repository.findGenericValues(ctx, type);
  return rows.map((row) => ({ id: row.id, code: row.code, value: pickLocale(row.label, ctx.locale) ?? row.code }));
}

/** The site's description of a step: asked, label sent, product received (the last two steps have none). */
export function stepDescription(settings: Settings, status: OrderBackRow['status'], locale: Locale): string | null {
  const text =
    status === 'ASKED'
      ? settings.returnAskDescription
      : status === 'LABEL_SENT'
        ? settings.labelSentDescription
        : status === 'PRODUCT_RECEIVED'
          ? settings.productReceivedDescription
          : null;
  return pickLocale(text, locale);
}

/** The rows the after-sales rules read (packages/domain after-sales.ts). */
export function afterSalesOrder(
  order: OrderRow,
  lines: OrderLineRow[],
  backs: Awaited<ReturnType<typeof repository.findPastBacks>>,
): AfterSalesOrder {
  return {
    status: order.status,
    deliveredAt: order.deliveredAt,
    lines: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      customized: line.customizations.length > 0,
      madeToMeasure: line.madeToMeasure,
    })),
    backs,
  };
}

/** An API path of a return's photo; a guest's link token rides along so that an <img> can open it. */
const photoUrl = (backId: number, photoId: number, access: string | null) =>
  `/api/order-back/${backId}/photo/${photoId}${access ? `?access=${encodeURIComponent(access)}` : ''}`;

/** The API path of a return's label (issue 16), the guest's token along like a photo's. */
const labelUrl = (backId: number, access: string | null) =>
  `/api/order-back/${backId}/label${access ? `?access=${encodeURIComponent(access)}` : ''}`;

/** Returns of one order as the API answers them, oldest first. */
export async function presentBacks(
  ctx: RequestContext,
  order: OrderRow,
  backs: OrderBackRow[],
  access: string | null,
): Promise<OrderBack[]> {
  if (backs.length === 0) return [];
  const [settings, reasons, lines, details, refunded] = await Promise.all([
    repository.findSettings(ctx),
    repository.findGenericValues(ctx, RETURN_REASON_TYPE),
    repository.findOrderLines(ctx, order.id),
    repository.findBackDetails(
      ctx,
      backs.map((back) => back.id),
    ),
    refundedByBack(
      ctx,
      backs.map((back) => back.id),
    ),
  ]);
  const lineById = new Map(lines.map((line) => [line.id, line]));
  return backs.map((back) => {
    const reason = back.reason ? reasons.find((row) => row.code === back.reason) : undefined;
    return {
      id: back.id,
      idOrder: order.id,
      orderReference: order.reference,
      kind: back.kind,
      status: back.status,
      reason: back.reason,
      reasonLabel: reason ? pickLocale(reason.label, ctx.locale) : back.reason,
      comment: back.comment,
      message: back.message,
      lines: details.lines
        .filter((line) => line.orderBackId === back.id)
        .map((line) => {
          const sold = lineById.get(line.orderLineId);
          return {
            idOrderLine: line.orderLineId,
            name: sold ? pickLocale(sold.name, ctx.locale) : '',
            detail: sold ? pickLocale(sold.detail, ctx.locale) : null,
            quantity: line.quantity,
          };
        }),
      photos: details.photos
        .filter((photo) => photo.orderBackId === back.id)
        .map((photo) => ({ id: photo.id, url: photoUrl(back.id, photo.id, access), mimeType: photo.mimeType })),
      steps: details.steps
        .filter((step) => step.orderBackId === back.id)
        .map((step) => ({
          status: step.status,
          date: step.createdAt.toISOString(),
          description: stepDescription(settings, step.status, ctx.locale),
        })),
      labelUrl: back.labelFile ? labelUrl(back.id, access) : null,
      refunded: refunded.get(back.id) ?? 0,
      createdAt: back.createdAt.toISOString(),
    };
  });
}

/** `GET /order/{id}/back-products`: whether a return may be asked now, and how many units of each line remain. */
export async function returnability(
  ctx: RequestContext,
  order: OrderRow,
  now = new Date(),
): Promise<OrderReturnability> {
  const [settings, lines, backs] = await Promise.all([
    repository.findSettings(ctx),
    repository.findOrderLines(ctx, order.id),
    repository.findPastBacks(ctx, order.id),
  ]);
  const rules = returnEligibility(afterSalesOrder(order, lines, backs), settings, now);
  return {
    isActive: settings.isActive,
    eligible: rules.eligible,
    reason: rules.reason,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    deadline: rules.deadline?.toISOString() ?? null,
    damageDeadline: rules.damageDeadline?.toISOString() ?? null,
    canReportDamage: rules.canReportDamage,
    lines: lines.map((line) => ({
      idOrderLine: line.id,
      name: pickLocale(line.name, ctx.locale),
      detail: pickLocale(line.detail, ctx.locale),
      quantity: line.quantity,
      remaining: rules.remaining.get(line.id) ?? 0,
    })),
  };
}

/** '15 juin 2026' / '15 June 2026' for a Paris calendar day or an instant. */
export function formatDay(value: string | Date, locale: Locale): string {
  const day = typeof value === 'string' ? value : parisDay(value);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
