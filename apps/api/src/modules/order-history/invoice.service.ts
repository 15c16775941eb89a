import { pickLocale, type Locale } from '@atelier/contract';
import type { StoredPostalAddress } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { formatEuros, legalLine } from '../../mail/order-templates.ts';
import { loadBranding } from '../../mail/templates.ts';
import type { RequestContext } from '../../context.ts';
import { renderInvoice, type InvoiceDocument } from './invoice.pdf.ts';
import { loadSellerIdentity, sellerIdentityLines } from '../../mail/legal-identity.ts';
import * as repository from './order-history.repository.ts';
import type { OrderRow } from './order-history.repository.ts';
import { countryOf } from './order-history.service.ts';

/**
 * The invoice of a paid order (issue 7 items 1 and 5), as a French B2C invoice must read: its number in the site's
 * unbroken series and its date, the seller's identity (name, legal form and capital, head office, SIRET, RCS or
 * RM), the customer and their billing address, each line with quantity and unit price, the discount, shipping and
 * total in euros, the date of payment, and the VAT mention.
 *
 * VAT: the shop's prices are what the customer pays. A site with INTRACO_VAT off (the sample sites: small
 * businesses under the franchise en base) prints « TVA non applicable, art. 293 B du CGI »; a site with it on
 * prints its amounts as TTC, VAT included at the applicable rate. The catalogue keeps no VAT rate per product, so
 * the invoice cannot break VAT down by rate: a VAT-registered seller that needs it must add rates first.
 * The invoice is written in the order's language (the language of the sale).
 */

const WORDS = {
  fr_FR: {
    title: 'Facture',
    number: 'N°',
    date: 'Date',
    order: 'Commande',
    paidOn: 'Payée le',
    billedTo: 'Facturé à',
    delivery: 'Livraison',
    columns: (ttc: boolean) =>
      ['Désignation', 'Qté', ttc ? 'Prix unit. TTC' : 'Prix unitaire', ttc ? 'Total TTC' : 'Total'] as [
        string,
        string,
        string,
        string,
      ],
    products: 'Sous-total articles',
    discount: (code: string | null) => (code ? `Réduction (${code})` : 'Réduction'),
    shipping: 'Frais de livraison',
    total: (ttc: boolean) => (ttc ? 'Total TTC payé' : 'Total payé'),
    DELIVERY: (carrier: string | null) => `Livraison à domicile${carrier ? ` (${carrier})` : ''}`,
    PICKUP: (carrier: string | null) => `Point relais${carrier ? ` (${carrier})` : ''}`,
    CLICK_AND_COLLECT: 'Retrait sur place (Click & Collect)',
    NO_DELIVERY: 'Sans livraison',
    pickupOn: (date: string) => `Retrait le ${date}`,
    vatExempt: 'TVA non applicable, art. 293 B du CGI.',
    vatIncluded: 'Prix en euros toutes taxes comprises (TTC), TVA incluse au taux en vigueur.',
    euros: 'Montants exprimés en euros.',
    paid: (date: string) => `Facture acquittée : réglée le ${date} par carte bancaire.`,
    filename: 'facture',
    reference: 'Réf.',
  },
  en: {
    title: 'Invoice',
    number: 'No.',
    date: 'Date',
    order: 'Order',
    paidOn: 'Paid on',
    billedTo: 'Billed to',
    delivery: 'Delivery',
    columns: (ttc: boolean) =>
      ['Description', 'Qty', ttc ? 'Unit price incl. VAT' : 'Unit price', ttc ? 'Total incl. VAT' : 'Total'] as [
        string,
        string,
        string,
        string,
      ],
    products: 'Items subtotal',
    discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
    shipping: 'Shipping',
    total: (ttc: boolean) => (ttc ? 'Total paid incl. VAT' : 'Total paid'),
    DELIVERY: (carrier: string | null) => `Home delivery${carrier ? ` (${carrier})` : ''}`,
    PICKUP: (carrier: string | null) => `Relay point${carrier ? ` (${carrier})` : ''}`,
    CLICK_AND_COLLECT: 'Collection on site (Click & Collect)',
    NO_DELIVERY: 'No delivery',
    pickupOn: (date: string) => `Collection on ${date}`,
    vatExempt:
      'VAT not applicable, article 293 B of the French General Tax Code (TVA non applicable, art. 293 B du CGI).',
    vatIncluded: 'Prices in euros including VAT at the applicable rate.',
    euros: 'Amounts in euros.',
    paid: (date: string) => `Invoice settled: paid on ${date} by card.`,
    filename: 'invoice',
    reference: 'Ref.',
  },
} satisfies Record<Locale, unknown>;

/** SPEC §9 dates: DD/MM/YYYY, in the shop's time zone. */
const day = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);
const storedDay = (value: string) => value.split('-').reverse().join('/');

export function addressLines(address: StoredPostalAddress, locale: Locale): string[] {
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    ...(address.company ? [address.company] : []),
    address.address,
    ...(address.addressPart2 ? [address.addressPart2] : []),
    `${address.postalCode} ${address.city}`,
    countryOf(address.countryAlpha2, locale).name,
  ];
}

export async function deliveryBlock(ctx: RequestContext, order: OrderRow, locale: Locale) {
  const w = WORDS[locale];
  const type = order.deliveryType;
  const lines = [type === 'DELIVERY' || type === 'PICKUP' ? w[type](order.carrierName) : w[type]];
  if (type === 'DELIVERY' && order.deliveryAddress) lines.push(...addressLines(order.deliveryAddress, locale));
  if (type === 'PICKUP' && order.accessPoint) {
    const point = order.accessPoint;
    lines.push(point.name, point.addLine1, `${point.zipCode} ${point.city}`);
  }
  if (type === 'CLICK_AND_COLLECT') {
    const pickup = await repository.findPickup(ctx, order);
    if (pickup.address) lines.push(pickup.address.name, `${pickup.address.postalCode} ${pickup.address.city}`);
    if (order.pickupDate) lines.push(w.pickupOn(storedDay(order.pickupDate)));
  }
  return type === 'NO_DELIVERY' ? null : { heading: w.delivery, lines };
}

/** The invoice of an order the request may see, as a PDF with its file name; a 409 before the order is paid. */
export async function orderInvoice(ctx: RequestContext, order: OrderRow): Promise<{ filename: string; pdf: Buffer }> {
  if (!order.invoiceNumber || !order.invoicedAt) throw new AppError('CONFLICT', 'ORDER_NOT_INVOICED');
  const locale: Locale = order.locale === 'en' ? 'en' : 'fr_FR';
  const w = WORDS[locale];
  const docCtx = { ...ctx, locale };
  const [seller, branding, lines, delivery] = await Promise.all([
    loadSellerIdentity(ctx),
    loadBranding(docCtx, 'http://localhost'),
    repository.findLines(ctx, order.id),
    deliveryBlock(docCtx, order, locale),
  ]);
  const euros = (cents: number) => formatEuros(cents, locale);
  const ttc = seller.vatRegistered;
  const site = seller.companyName || branding.siteName;
  const totals: [string, string][] = [[w.products, euros(order.totalProducts)]];
  if (order.discountTotal > 0) totals.push([w.discount(order.discountCode), `-${euros(order.discountTotal)}`]);
  if (order.deliveryType !== 'NO_DELIVERY' || order.shippingFees > 0)
    totals.push([w.shipping, euros(order.shippingFees)]);
  totals.push([w.total(ttc), euros(order.total)]);
  const paidOn = day(order.paidAt ?? order.invoicedAt);
  const document: InvoiceDocument = {
    locale,
    createdAt: order.invoicedAt,
    accent: branding.primaryColor,
    title: w.title,
    seller: { name: site, lines: sellerIdentityLines(seller, locale) },
    facts: [
      [w.number, order.invoiceNumber],
      [w.date, day(order.invoicedAt)],
      [w.order, order.reference],
      [w.paidOn, paidOn],
    ],
    customer: {
      heading: w.billedTo,
      lines: [...addressLines(order.billingAddress, locale), order.email],
    },
    delivery,
    columns: w.columns(ttc),
    lines: lines.map((line) => ({
      name: [pickLocale(line.name, locale), pickLocale(line.detail, locale)].filter(Boolean).join(' - '),
      details: [
        ...(line.reference ? [`${w.reference} ${line.reference}`] : []),
        ...line.customizations.map(
          (answer) =>
            `${pickLocale(answer.label, locale)}${locale === 'en' ? ':' : ' :'} ${answer.file ? answer.file.split('/').pop()! : answer.value}`,
        ),
      ],
      quantity: String(line.quantity),
      unitPrice: euros(line.unitPrice),
      total: euros(line.total),
    })),
    totals,
    mentions: [ttc ? w.vatIncluded : w.vatExempt, ...(ttc ? [] : [w.euros]), w.paid(paidOn)],
    footer: [legalLine(locale, seller, site), seller.rm].filter(Boolean).join(' – '),
  };
  return { filename: `${w.filename}-${order.invoiceNumber}.pdf`, pdf: await renderInvoice(document) };
}
