import type { Locale } from '@atelier/contract';
import type { RequestContext, SiteContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { loadSellerIdentity, sellerIdentityLines } from '../../mail/legal-identity.ts';
import { formatEuros, legalLine } from '../../mail/order-templates.ts';
import { loadBranding } from '../../mail/templates.ts';
import { renderInvoice, type InvoiceDocument } from '../order-history/invoice.pdf.ts';
import { findJobPayment, jobPayments, type JobPaymentRow } from './job-payments.ts';
import { findJob, findQuote, type JobRow, type QuoteRow } from './production.service.ts';

/**
 * The invoices of a made-to-measure job (issue 19 item 5, decision 015), numbered in the site's invoice series
 * when their payment was recorded: the deposit invoice (« facture d'acompte »: the quote it refers to, the
 * deposit including VAT with its VAT share at the quote's rate) and the balance invoice (the quote's lines and
 * totals, less the deposit already invoiced with its number, = the balance paid: the amounts add up to the
 * quote's total to the cent). Both say that goods made to the customer's specifications are excluded from the
 * 14-day withdrawal right. Printed by the order invoices' renderer, in the request's language.
 */

const WORDS = {
  fr_FR: {
    DEPOSIT: 'Facture d’acompte',
    BALANCE: 'Facture de solde',
    number: 'N°',
    date: 'Date',
    quote: 'Devis',
    request: 'Demande',
    paidOn: 'Payée le',
    billedTo: 'Facturé à',
    delivery: 'Livraison',
    columns: ['Désignation', 'Qté', 'Prix unit. HT', 'Total HT'] as [string, string, string, string],
    depositLine: (percent: number, quote: string) => `Acompte de ${percent} % sur le devis ${quote}`,
    depositDetail: (total: string) => `Montant total du devis : ${total} TTC`,
    totalExclVat: 'Total HT',
    vat: (rate: string) => `TVA ${rate}`,
    total: 'Total TTC',
    quoteTotal: 'Total du devis',
    depositPaid: (invoice: string) => `Acompte déjà versé (facture ${invoice})`,
    depositPaidAmount: 'Acompte payé',
    balancePaid: 'Solde payé',
    vatExempt: 'TVA non applicable, art. 293 B du CGI.',
    euros: 'Montants exprimés en euros.',
    deposit:
      'Acompte : le versement engage fermement les deux parties ; le solde reste dû à la livraison (ce ne sont pas des arrhes).',
    withdrawal:
      'Bien confectionné selon les spécifications du client : exclu du droit de rétractation de 14 jours (art. L221-28 3° du Code de la consommation).',
    paid: (date: string) => `Facture acquittée : réglée le ${date} par carte bancaire.`,
    filename: 'facture',
  },
  en: {
    DEPOSIT: 'Deposit invoice',
    BALANCE: 'Balance invoice',
    number: 'No.',
    date: 'Date',
    quote: 'Quote',
    request: 'Request',
    paidOn: 'Paid on',
    billedTo: 'Billed to',
    delivery: 'Delivery',
    columns: ['Description', 'Qty', 'Unit price excl. VAT', 'Total excl. VAT'] as [string, string, string, string],
    depositLine: (percent: number, quote: string) => `Deposit of ${percent}% on quote ${quote}`,
    depositDetail: (total: string) => `Total of the quote: ${total} incl. VAT`,
    totalExclVat: 'Total excl. VAT',
    vat: (rate: string) => `VAT ${rate}`,
    total: 'Total incl. VAT',
    quoteTotal: 'Total of the quote',
    depositPaid: (invoice: string) => `Deposit already paid (invoice ${invoice})`,
    depositPaidAmount: 'Deposit paid',
    balancePaid: 'Balance paid',
    vatExempt:
      'VAT not applicable, article 293 B of the French General Tax Code (TVA non applicable, art. 293 B du CGI).',
    euros: 'Amounts in euros.',
    deposit:
      'Deposit (acompte): a firm commitment of both parties; the balance remains due on delivery (not « arrhes »).',
    withdrawal:
      'Goods made to the customer’s specifications: excluded from the 14-day right of withdrawal (art. L221-28 3° of the French Consumer Code).',
    paid: (date: string) => `Invoice settled: paid on ${date} by card.`,
    filename: 'invoice',
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

/** '20 %' / '20%': a rate in basis points. */
function rateOf(basisPoints: number, locale: Locale) {
  const value = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 }).format(
    basisPoints / 100,
  );
  return locale === 'en' ? `${value}%` : `${value}\u00a0%`;
}

/** The VAT included in an amount including VAT at `rate` basis points, to the cent (the rest is excl. VAT). */
export function vatShare(amount: number, rate: number) {
  const exclVat = Math.round((amount * 10_000) / (10_000 + rate));
  return { exclVat, vat: amount - exclVat };
}

function customerLines(job: JobRow) {
  const address = job.deliveryAddress;
  return [
    `${job.firstname} ${job.lastname}`.trim(),
    ...(address
      ? [
          address.address,
          ...(address.addressPart2 ? [address.addressPart2] : []),
          `${address.postalCode} ${address.city}`,
        ]
      : []),
    job.email,
  ].filter(Boolean);
}

/** The lines and totals of a deposit or balance invoice (pure: what the PDF prints, amounts to the cent). */
export function invoiceBody(
  locale: Locale,
  quote: QuoteRow,
  payment: Pick<JobPaymentRow, 'kind' | 'amount'>,
  depositInvoice: string | null,
): Pick<InvoiceDocument, 'lines' | 'totals'> {
  const w = WORDS[locale];
  const euros = (cents: number) => formatEuros(cents, locale);
  const quantity = (value: number) =>
    new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 }).format(value);
  const vatLabel = w.vat(rateOf(quote.vatRate, locale));
  if (payment.kind === 'DEPOSIT') {
    const share = vatShare(payment.amount, quote.vatRate);
    return {
      lines: [
        {
          name: w.depositLine(quote.depositPercent, quote.number),
          details: [w.depositDetail(euros(quote.total))],
          quantity: '1',
          unitPrice: euros(share.exclVat),
          total: euros(share.exclVat),
        },
      ],
      totals:
        quote.vatRate > 0
          ? [
              [w.totalExclVat, euros(share.exclVat)],
              [vatLabel, euros(share.vat)],
              [w.depositPaidAmount, euros(payment.amount)],
            ]
          : [[w.depositPaidAmount, euros(payment.amount)]],
    };
  }
  const deposit = quote.total - payment.amount;
  const totals: [string, string][] =
    quote.vatRate > 0
      ? [
          [w.totalExclVat, euros(quote.totalExclVat)],
          [vatLabel, euros(quote.vat)],
          [w.total, euros(quote.total)],
        ]
      : [[w.quoteTotal, euros(quote.total)]];
  if (deposit > 0) totals.push([w.depositPaid(depositInvoice ?? '—'), `-${euros(deposit)}`]);
  totals.push([w.balancePaid, euros(payment.amount)]);
  return {
    lines: quote.lines.map((line) => ({
      name: line.label,
      details: [],
      quantity: `${quantity(line.quantity)}${line.unit ? ` ${line.unit}` : ''}`,
      unitPrice: euros(line.unitPrice),
      total: euros(line.total),
    })),
    totals,
  };
}

/**
 * The PDF of a paid deposit or balance of a job, with its file name; a 404 for a payment of another job, or one
 * not paid (no invoice).
 */
export async function jobInvoicePdf(
  ctx: SiteContext,
  jobId: number,
  paymentId: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const payment = await findJobPayment(ctx, paymentId);
  const job = await findJob(ctx, jobId);
  const quote = payment ? await findQuote(ctx, payment.quoteId) : null;
  if (!payment || !job || !quote || payment.jobId !== jobId || payment.status !== 'PAID') {
    throw new AppError('NOT_FOUND', 'MTM_DOCUMENT_NOT_FOUND', { document: `invoice-${paymentId}` });
  }
  if (!payment.invoiceNumber || !payment.paidAt) throw new Error(`paid job payment ${paymentId} without invoice`);
  const locale: Locale = job.locale === 'en' ? 'en' : 'fr_FR';
  const w = WORDS[locale];
  const docCtx: RequestContext = { siteId: ctx.siteId, db: ctx.db, locale, token: null, user: null };
  const [seller, branding, payments] = await Promise.all([
    loadSellerIdentity(ctx),
    loadBranding(docCtx, 'http://localhost'),
    jobPayments(ctx, jobId),
  ]);
  const depositInvoice =
    payments.find((other) => other.kind === 'DEPOSIT' && other.status === 'PAID')?.invoiceNumber ?? null;
  const site = seller.companyName || branding.siteName;
  const paidOn = day(payment.paidAt);
  const document: InvoiceDocument = {
    locale,
    createdAt: payment.paidAt,
    accent: branding.primaryColor,
    title: w[payment.kind],
    seller: { name: site, lines: sellerIdentityLines(seller, locale) },
    facts: [
      [w.number, payment.invoiceNumber],
      [w.date, paidOn],
      [w.quote, quote.number],
      [w.request, job.reference],
      [w.paidOn, paidOn],
    ],
    customer: { heading: w.billedTo, lines: customerLines(job) },
    delivery: null,
    columns: w.columns,
    ...invoiceBody(locale, quote, payment, depositInvoice),
    mentions: [
      ...(quote.vatRate > 0 ? [] : [w.vatExempt]),
      w.euros,
      ...(payment.kind === 'DEPOSIT' ? [w.deposit] : []),
      w.withdrawal,
      w.paid(paidOn),
    ],
    footer: [legalLine(locale, seller, site), seller.rm].filter(Boolean).join(' – '),
  };
  return { filename: `${w.filename}-${payment.invoiceNumber}.pdf`, pdf: await renderInvoice(document) };
}
