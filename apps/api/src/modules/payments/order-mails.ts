import { DEFAULT_LOCALE, LOCALES, pickLocale, type Locale } from '@atelier/contract';
import type { RequestContext, SiteContext } from '../../context.ts';
import { loadSellerIdentity } from '../../mail/legal-identity.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { orderPageLink } from '../../mail/order-links.ts';
import { renderNewOrderNotice, renderOrderConfirmation, type OrderMailData } from '../../mail/order-templates.ts';
import { loadBranding } from '../../mail/templates.ts';
import { findOrderLines, type OrderRow } from './payments.repository.ts';

function localeOf(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}

async function mailData(
  ctx: SiteContext,
  order: OrderRow,
  locale: Locale,
  storefrontUrl: string,
): Promise<OrderMailData> {
  const lines = await findOrderLines(ctx, order.id);
  return {
    reference: order.reference,
    firstname: order.firstname,
    lastname: order.lastname,
    email: order.email,
    phone: order.phone,
    lines: lines.map((line) => ({
      name: pickLocale(line.name, locale),
      detail: pickLocale(line.detail, locale),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.total,
      customizations: line.customizations.map((answer) => ({
        label: pickLocale(answer.label, locale),
        value: answer.file ? answer.file.split('/').pop()! : answer.value,
      })),
    })),
    totalProducts: order.totalProducts,
    discountTotal: order.discountTotal,
    discountCode: order.discountCode,
    shippingFees: order.shippingFees,
    total: order.total,
    delivery: {
      type: order.deliveryType,
      carrierName: order.carrierName,
      accessPoint: order.accessPoint ?? null,
      pickupDate: order.pickupDate,
      address: order.deliveryAddress ?? null,
    },
    message: order.message,
    // A member's account page; a guest's signed link (issue 7), to follow the order without an account.
    orderUrl: orderPageLink(ctx.db, order, storefrontUrl),
  };
}

interface ConfirmationParts {
  branding: Awaited<ReturnType<typeof loadBranding>>;
  legal: Awaited<ReturnType<typeof loadSellerIdentity>>;
  customerData: OrderMailData;
  locale: Locale;
}

function sendConfirmation(mailCtx: RequestContext, mailer: Mailer, order: OrderRow, parts: ConfirmationParts) {
  const confirmation = renderOrderConfirmation(parts.locale, parts.branding, parts.customerData, parts.legal);
  return mailer.send(
    mailCtx,
    { from: parts.branding.from, to: order.email, ...confirmation },
    { orderId: order.id, kind: 'order.confirmation' },
  );
}

/**
 * The order confirmation again, to the customer alone (the back-office's "resend", issue 16), in the order's
 * language; answers the outbox row.
 */
export async function resendOrderConfirmation(
  ctx: SiteContext,
  mailer: Mailer,
  order: OrderRow,
  storefrontUrl: string,
) {
  const locale = localeOf(order.locale);
  const mailCtx: RequestContext = { siteId: ctx.siteId, locale, token: null, user: null, db: ctx.db };
  const [branding, legal, customerData] = await Promise.all([
    loadBranding(mailCtx, storefrontUrl),
    loadSellerIdentity(ctx),
    mailData(ctx, order, locale, storefrontUrl),
  ]);
  return sendConfirmation(mailCtx, mailer, order, { branding, legal, customerData, locale });
}

/**
 * The two mails of a paid order (issue 6 item 5): the confirmation to the customer in the order's language and
 * the notice to the company (COMPANY_EMAIL, else SEND_MAIL_AS_MAIL). Called once, by whoever moved the order
 * to PAID; each lands in the outbox whatever SMTP does. They are written in the order's language, whoever's
 * request (or webhook) paid it: `ctx` is the order's site only.
 */
export async function sendPaidOrderMails(ctx: SiteContext, mailer: Mailer, order: OrderRow, storefrontUrl: string) {
  const locale = localeOf(order.locale);
  const mailCtx: RequestContext = { siteId: ctx.siteId, locale, token: null, user: null, db: ctx.db };
  const [branding, legal, customerData] = await Promise.all([
    loadBranding(mailCtx, storefrontUrl),
    loadSellerIdentity(ctx),
    mailData(ctx, order, locale, storefrontUrl),
  ]);
  await sendConfirmation(mailCtx, mailer, order, { branding, legal, customerData, locale });
  const company = legal.noticeTo;
  if (company) {
    const frenchData = locale === 'fr_FR' ? customerData : await mailData(ctx, order, 'fr_FR', storefrontUrl);
    const notice = renderNewOrderNotice(branding, { ...frenchData, orderUrl: null }, legal);
    await mailer.send(
      mailCtx,
      { from: branding.from, to: company, replyTo: order.email, ...notice },
      { orderId: order.id, kind: 'order.notice' },
    );
  }
}
