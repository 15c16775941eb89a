import { pickLocale, type Locale } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { loadSellerIdentity } from '../../mail/legal-identity.ts';
import { loadBranding } from '../../mail/templates.ts';
import { renderInvoice } from './invoice.pdf.ts';
import { addressLines, deliveryBlock } from './invoice.service.ts';
import * as repository from './order-history.repository.ts';
import type { OrderRow } from './order-history.repository.ts';

/**
 * The packing slip of an order (issue 16 item 3): what the workshop puts in the parcel, for whoever prepares it.
 * The invoice's layout (invoice.pdf.ts) with other columns: each line with its reference, quantity and a box to
 * tick, the customizations under it, where it goes, the customer's message; no prices. Written in the language of
 * the administrator's request (it is the workshop's paper), dated the day it is printed (the test pins the clock).
 */
const WORDS = {
  fr_FR: {
    title: 'Bon de préparation',
    order: 'Commande',
    orderedOn: 'Commandée le',
    printedOn: 'Imprimé le',
    customer: 'Client',
    columns: ['Désignation', 'Qté', 'Réf.', 'Préparé'] as [string, string, string, string],
    units: 'Articles à préparer',
    message: (text: string) => `Message du client : ${text}`,
    filename: 'bon-de-preparation',
  },
  en: {
    title: 'Packing slip',
    order: 'Order',
    orderedOn: 'Ordered on',
    printedOn: 'Printed on',
    customer: 'Customer',
    columns: ['Item', 'Qty', 'Ref.', 'Packed'] as [string, string, string, string],
    units: 'Items to pack',
    message: (text: string) => `Customer's message: ${text}`,
    filename: 'packing-slip',
  },
} satisfies Record<Locale, unknown>;

const day = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);

/** The packing slip as a PDF with its file name. */
export async function packingSlip(ctx: RequestContext, order: OrderRow): Promise<{ filename: string; pdf: Buffer }> {
  const locale = ctx.locale;
  const w = WORDS[locale];
  const now = new Date();
  const [seller, branding, lines, delivery] = await Promise.all([
    loadSellerIdentity(ctx),
    loadBranding(ctx, 'http://localhost'),
    repository.findLines(ctx, order.id),
    deliveryBlock(ctx, order, locale),
  ]);
  const site = seller.companyName || branding.siteName;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const pdf = await renderInvoice({
    locale,
    createdAt: now,
    accent: branding.primaryColor,
    title: w.title,
    seller: { name: site, lines: [] },
    facts: [
      [w.order, order.reference],
      [w.orderedOn, day(order.createdAt)],
      [w.printedOn, day(now)],
    ],
    customer: {
      heading: w.customer,
      lines: [...addressLines(order.billingAddress, locale), order.email, order.phone].filter(Boolean),
    },
    delivery,
    columns: w.columns,
    lines: lines.map((line) => ({
      name: [pickLocale(line.name, locale), pickLocale(line.detail, locale)].filter(Boolean).join(' - '),
      details: line.customizations.map(
        (answer) =>
          `${pickLocale(answer.label, locale)}${locale === 'en' ? ':' : ' :'} ${answer.file ? answer.file.split('/').pop()! : answer.value}`,
      ),
      quantity: String(line.quantity),
      unitPrice: line.reference ?? '',
      total: '[   ]',
    })),
    totals: [[w.units, String(units)]],
    mentions: order.message ? [w.message(order.message)] : [],
    footer: `${site} – ${w.order} ${order.reference}`,
  });
  return { filename: `${w.filename}-${order.reference}.pdf`, pdf };
}
