import { DEFAULT_LOCALE, LOCALES, pickLocale, type Locale, type OrderBackStatus } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { loadSellerIdentity } from '../../mail/legal-identity.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderOrderBackStepMail } from '../../mail/order-back-templates.ts';
import { formatEuros } from '../../mail/order-templates.ts';
import { loadBranding } from '../../mail/templates.ts';
import { orderAccessLink, orderAccessToken } from '../orders/order-access.ts';
import * as repository from './order-backs.repository.ts';
import type { OrderBackRow, OrderRow } from './order-backs.repository.ts';
import { findPaidPayments } from './refunds.repository.ts';

export interface StepMailDeps {
  mailer: Mailer;
  accessKey: Buffer;
  publicUrl: string;
}

export interface StepMailFacts {
  back: OrderBackRow;
  order: OrderRow;
  step: OrderBackStatus;
  message: string | null;
  description: (locale: Locale) => string | null;
  refundAmount: number | null;
  refundedToCard: boolean;
}

const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

/** The storefront the customer ordered on (recorded with the payment), else PUBLIC_URL. */
export async function storefrontOf(
  ctx: RequestContext,
  deps: Pick<StepMailDeps, 'publicUrl'>,
  order: OrderRow,
): Promise<string> {
  const [payment] = await findPaidPayments(ctx, order.id);
  const recorded = (payment?.detail as { storefrontUrl?: unknown } | null)?.storefrontUrl;
  return typeof recorded === 'string' && recorded ? recorded : deps.publicUrl;
}

/**
 * The mail of a step of a return (issue 16 item 4) to the order's customer, in the order's language: the label to
 * download (a link carrying the order's access token, so that it opens from the mail), the amount refunded, the
 * reason of a refusal, and the return's page.
 */
export async function sendStepMail(ctx: RequestContext, deps: StepMailDeps, facts: StepMailFacts) {
  const { back, order, step } = facts;
  if (step === 'ASKED') return;
  const locale = localeOf(order.locale);
  const mailCtx: RequestContext = { siteId: ctx.siteId, locale, token: null, user: null, db: ctx.db };
  const origin = new URL(await storefrontOf(ctx, deps, order)).origin;
  const [branding, legal, orderLines, details] = await Promise.all([
    loadBranding(mailCtx, origin),
    loadSellerIdentity(ctx),
    repository.findOrderLines(ctx, order.id),
    repository.findBackDetails(ctx, [back.id]),
  ]);
  const token = orderAccessToken(deps.accessKey, order.siteId, order.id);
  const pageUrl =
    order.userId !== null
      ? `${origin}${locale === 'en' ? '/en' : ''}/account/orders/${order.id}/return/${back.id}`
      : orderAccessLink(origin, locale, token);
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const mail = renderOrderBackStepMail(
    locale,
    branding,
    {
      kind: back.kind,
      step,
      orderReference: order.reference,
      firstname: order.firstname,
      lines: details.lines.map((line) => {
        const sold = byId.get(line.orderLineId);
        return {
          name: sold ? pickLocale(sold.name, locale) : `#${line.orderLineId}`,
          detail: sold ? pickLocale(sold.detail, locale) : null,
          quantity: line.quantity,
        };
      }),
      message: facts.message,
      description: facts.description(locale),
      labelUrl: back.labelFile ? `${origin}/api/order-back/${back.id}/label?access=${encodeURIComponent(token)}` : null,
      refundAmount: facts.refundAmount === null ? null : formatEuros(facts.refundAmount, locale),
      refundedToCard: facts.refundedToCard,
      pageUrl,
    },
    legal,
  );
  return deps.mailer.send(
    mailCtx,
    { from: branding.from, to: order.email, ...mail },
    { orderId: order.id, kind: `orderBack.status.${step}` },
  );
}
