import { DEFAULT_LOCALE, LOCALES, pickLocale, type Locale } from '@atelier/contract';
import type { Mailer } from '../../mail/mailer.ts';
import {
  renderOrderBackNotice,
  renderOrderBackReceipt,
  type OrderBackMailData,
} from '../../mail/order-back-templates.ts';
import { loadSellerIdentity } from '../../mail/legal-identity.ts';
import { loadBranding } from '../../mail/templates.ts';
import type { RequestContext } from '../../context.ts';
import { orderAccessLink, orderAccessToken } from '../orders/order-access.ts';
import type { OrderBackRow, OrderLineRow, OrderRow } from './order-backs.repository.ts';

/** What the mails of a return need besides the rows: where links point and how to sign a guest's link. */
export interface OrderBackMailDeps {
  mailer: Mailer;
  accessKey: Buffer;
  /** scheme://host of the storefront the customer used. */
  origin: string;
}

const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

/** The return's page: in the account for a member's order, else the order link a guest follows. */
function pageUrl(deps: OrderBackMailDeps, order: OrderRow, back: OrderBackRow, locale: Locale): string {
  if (order.userId !== null) {
    return new URL(
      `${locale === 'en' ? '/en' : ''}/account/orders/${order.id}/return/${back.id}`,
      deps.origin,
    ).toString();
  }
  return orderAccessLink(deps.origin, locale, orderAccessToken(deps.accessKey, order.siteId, order.id));
}

export interface OrderBackMailFacts {
  order: OrderRow;
  back: OrderBackRow;
  orderLines: OrderLineRow[];
  lines: { orderLineId: number; quantity: number }[];
  /** Withdrawal: the customized lines left out. */
  excluded: OrderLineRow[];
  reasonLabel: (locale: Locale) => string | null;
  photoCount: number;
  nextStep: (locale: Locale) => string | null;
  declared: { name: string | null; email: string | null };
  /** Who gets the receipt: the order's address, and the address the customer confirmed if another. */
  recipients: string[];
}

/**
 * The mails of a return asked or a withdrawal (issue 7): the receipt to the customer in the order's language
 * (for a withdrawal, the acknowledgement of receipt the law asks for at once) and the notice to the company
 * (COMPANY_EMAIL, else SEND_MAIL_AS_MAIL) in French. Each lands in the outbox whatever SMTP does.
 */
export async function sendOrderBackMails(ctx: RequestContext, deps: OrderBackMailDeps, facts: OrderBackMailFacts) {
  const { order, back } = facts;
  const locale = localeOf(order.locale);
  const mailCtx: RequestContext = { ...ctx, locale };
  const [branding, legal] = await Promise.all([loadBranding(mailCtx, deps.origin), loadSellerIdentity(ctx)]);
  const byId = new Map(facts.orderLines.map((line) => [line.id, line]));
  const dataIn = (language: Locale): OrderBackMailData => ({
    kind: back.kind,
    orderReference: order.reference,
    firstname: order.firstname,
    lastname: order.lastname,
    email: order.email,
    phone: order.phone,
    receivedAt: back.createdAt,
    lines: facts.lines.map((line) => {
      const sold = byId.get(line.orderLineId);
      return {
        name: sold ? pickLocale(sold.name, language) : `#${line.orderLineId}`,
        detail: sold ? pickLocale(sold.detail, language) : null,
        quantity: line.quantity,
      };
    }),
    excludedLines: facts.excluded.map((line) => ({
      name: pickLocale(line.name, language),
      detail: pickLocale(line.detail, language),
      quantity: line.quantity,
    })),
    reasonLabel: facts.reasonLabel(language),
    comment: back.comment,
    photoCount: facts.photoCount,
    nextStep: facts.nextStep(language),
    returnAddress: legal.headOffice,
    declaredName: facts.declared.name,
    declaredEmail: facts.declared.email,
    pageUrl: pageUrl(deps, order, back, language),
  });
  const receipt = renderOrderBackReceipt(locale, branding, dataIn(locale), legal);
  // Tagged with the order, so that the back-office's order page lists them with its other mails.
  const kind = back.kind === 'WITHDRAWAL' ? 'orderBack.withdrawal' : 'orderBack.receipt';
  for (const to of facts.recipients) {
    await deps.mailer.send(mailCtx, { from: branding.from, to, ...receipt }, { orderId: order.id, kind });
  }
  const company = legal.noticeTo;
  if (company) {
    const notice = renderOrderBackNotice(branding, { ...dataIn('fr_FR'), pageUrl: null }, legal);
    await deps.mailer.send(
      ctx,
      { from: branding.from, to: company, replyTo: order.email, ...notice },
      { orderId: order.id, kind: 'orderBack.notice' },
    );
  }
}
