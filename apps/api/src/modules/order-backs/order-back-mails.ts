import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES, pickLocale, type Locale } from '@atelier/contract';
import { siteParameters } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  renderOrderBackNotice,
  renderOrderBackReceipt,
  type OrderBackMailData,
} from '../../mail/order-back-templates.ts';
import type { LegalIdentity } from '../../mail/order-templates.ts';
import { loadBranding } from '../../mail/templates.ts';
import type { RequestContext } from '../../plugins/site-context.ts';
import { orderAccessLink, orderAccessToken } from '../orders/order-access.ts';
import type { OrderBackRow, OrderLineRow, OrderRow } from './order-backs.repository.ts';

/** What the mails of a return need besides the rows: where links point and how to sign a guest's link. */
export interface OrderBackMailDeps {
  mailer: Mailer;
  accessKey: Buffer;
  /** scheme://host of the storefront the customer used. */
  origin: string;
}

const LEGAL_KEYS = [
  'COMPANY_NAME',
  'LEGAL_COMPANY_NAME',
  'CORPORATE_FORM',
  'SHARE_CAPITAL',
  'SIRET_NUMBER',
  'RCS_NUMBER',
  'HEAD_OFFICE',
  'COMPANY_EMAIL',
  'COMPANY_PHONE',
  'SEND_MAIL_AS_MAIL',
];

const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

async function companyParameters(ctx: RequestContext): Promise<Record<string, string>> {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, LEGAL_KEYS)));
  return Object.fromEntries(rows.map((row) => [row.type, row.value ?? '']));
}

const legalOf = (p: Record<string, string>): LegalIdentity => ({
  companyName: p.COMPANY_NAME || null,
  legalCompanyName: p.LEGAL_COMPANY_NAME || null,
  corporateForm: p.CORPORATE_FORM || null,
  shareCapital: p.SHARE_CAPITAL || null,
  siret: p.SIRET_NUMBER || null,
  rcs: p.RCS_NUMBER || null,
  headOffice: p.HEAD_OFFICE || null,
  email: p.COMPANY_EMAIL || null,
  phone: p.COMPANY_PHONE || null,
});

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
  const [branding, parameters] = await Promise.all([loadBranding(mailCtx, deps.origin), companyParameters(ctx)]);
  const legal = legalOf(parameters);
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
    returnAddress: parameters.HEAD_OFFICE || null,
    declaredName: facts.declared.name,
    declaredEmail: facts.declared.email,
    pageUrl: pageUrl(deps, order, back, language),
  });
  const receipt = renderOrderBackReceipt(locale, branding, dataIn(locale), legal);
  for (const to of facts.recipients) await deps.mailer.send(mailCtx, { from: branding.from, to, ...receipt });
  const company = parameters.COMPANY_EMAIL || parameters.SEND_MAIL_AS_MAIL;
  if (company) {
    const notice = renderOrderBackNotice(branding, { ...dataIn('fr_FR'), pageUrl: null }, legal);
    await deps.mailer.send(ctx, { from: branding.from, to: company, replyTo: order.email, ...notice });
  }
}
