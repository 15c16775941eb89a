import type { Locale } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { loadSellerIdentity, sellerIdentityLines } from '../../mail/legal-identity.ts';
import { formatEuros, legalLine } from '../../mail/order-templates.ts';
import { loadBranding } from '../../mail/templates.ts';
import { renderInvoice, type InvoiceDocument } from '../order-history/invoice.pdf.ts';
import { jobLocale } from './job-view.ts';
import { NO_WITHDRAWAL } from './made-to-measure-mails.ts';
import * as repository from './made-to-measure.repository.ts';

/**
 * The PDF of a quote (decision 015), laid out as the order invoices are (invoice.pdf.ts): the company's legal
 * identity, the quote's number in its own series and its date, the customer, the piece, each line with its
 * quantity, unit and unit price excluding VAT, the totals and VAT (or the franchise's mention), the deposit
 * (« acompte », a firm commitment) and the balance, the lead time, the validity, the note, and the exclusion of the
 * withdrawal right. In the request's language.
 */

const WORDS = {
  fr_FR: {
    title: 'Devis',
    number: 'N°',
    date: 'Date',
    request: 'Demande',
    validUntil: 'Valable jusqu’au',
    customer: 'Client',
    piece: 'Ouvrage',
    columns: ['Désignation', 'Qté', 'Prix unit. HT', 'Total HT'] as [string, string, string, string],
    kinds: { LABOUR: 'Main-d’œuvre', FABRIC: 'Tissu', SUPPLIES: 'Fournitures', OPTION: 'Option' },
    totalExclVat: 'Total HT',
    vat: (rate: string) => `TVA ${rate} %`,
    total: 'Total TTC',
    totalNoVat: 'Total',
    deposit: (percent: number) => `Acompte à la commande (${percent} %)`,
    balance: 'Solde à la fin de la fabrication',
    vatExempt: 'TVA non applicable, art. 293 B du CGI.',
    leadTime: (weeks: number) => `Délai de réalisation : ${weeks} semaine(s) après réception de l’acompte.`,
    valid: (date: string) => `Devis valable jusqu’au ${date} ; au-delà, il peut être renouvelé sur demande.`,
    depositWord:
      'L’acompte engage les deux parties : la commande est ferme et le solde est dû à la fin de la fabrication ' +
      '(il ne s’agit pas d’arrhes).',
    note: 'Remarques',
    signature: 'Accepté en ligne depuis la page de votre demande (nom, date, heure et adresse enregistrés).',
    euros: 'Montants exprimés en euros.',
  },
  en: {
    title: 'Quote',
    number: 'No.',
    date: 'Date',
    request: 'Request',
    validUntil: 'Valid until',
    customer: 'Customer',
    piece: 'Piece',
    columns: ['Description', 'Qty', 'Unit price excl. VAT', 'Total excl. VAT'] as [string, string, string, string],
    kinds: { LABOUR: 'Labour', FABRIC: 'Fabric', SUPPLIES: 'Supplies', OPTION: 'Option' },
    totalExclVat: 'Total excl. VAT',
    vat: (rate: string) => `VAT ${rate}%`,
    total: 'Total incl. VAT',
    totalNoVat: 'Total',
    deposit: (percent: number) => `Deposit on order (${percent}%)`,
    balance: 'Balance once the piece is made',
    vatExempt:
      'VAT not applicable, article 293 B of the French General Tax Code (TVA non applicable, art. 293 B du CGI).',
    leadTime: (weeks: number) => `Lead time: ${weeks} week(s) after the deposit is received.`,
    valid: (date: string) => `This quote is valid until ${date}; after that it can be renewed on request.`,
    depositWord:
      'The deposit (« acompte ») binds both parties: the order is firm and the balance is due once the piece is ' +
      'made (it is not a refundable « arrhes »).',
    note: 'Notes',
    signature: 'Accepted online from your request’s page (name, date, time and network address recorded).',
    euros: 'Amounts in euros.',
  },
} satisfies Record<Locale, unknown>;

/** SPEC §9 dates: DD/MM/YYYY. */
const storedDay = (value: string) => value.split('-').reverse().join('/');
const paris = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);

/** The quote `quoteId` of job `jobId` of the context's site as PDF bytes; a 404 when either is not there. */
export async function quotePdf(ctx: RequestContext, jobId: number, quoteId: number): Promise<Buffer> {
  const [job, quote] = await Promise.all([repository.findJob(ctx, jobId), repository.findQuote(ctx, jobId, quoteId)]);
  if (!job || !quote) throw notFound('Quote', quoteId);
  const locale = jobLocale(job);
  const w = WORDS[locale];
  const [seller, branding] = await Promise.all([
    loadSellerIdentity(ctx),
    loadBranding({ ...ctx, locale }, 'http://localhost'),
  ]);
  const euros = (cents: number) => formatEuros(cents, locale);
  const number = (value: number) =>
    new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 }).format(value);
  const site = seller.companyName || branding.siteName;
  const colon = locale === 'en' ? ':' : ' :';
  const noVat = quote.vatRate === 0;
  const totals: [string, string][] = noVat
    ? [[w.totalNoVat, euros(quote.total)]]
    : [
        [w.totalExclVat, euros(quote.totalExclVat)],
        [w.vat(number(quote.vatRate / 100)), euros(quote.vat)],
        [w.total, euros(quote.total)],
      ];
  const dimensions = [job.dimensions.width, job.dimensions.depth, job.dimensions.height].filter(
    (value): value is number => typeof value === 'number',
  );
  const document: InvoiceDocument = {
    locale,
    createdAt: quote.issuedAt,
    accent: branding.primaryColor,
    title: w.title,
    seller: { name: site, lines: sellerIdentityLines(seller, locale) },
    facts: [
      [w.number, quote.number],
      [w.date, paris(quote.issuedAt)],
      [w.request, job.reference],
      [w.validUntil, storedDay(quote.validUntil)],
    ],
    customer: {
      heading: w.customer,
      lines: [`${job.firstname} ${job.lastname}`.trim(), job.email, job.phone].filter(Boolean),
    },
    delivery: {
      heading: w.piece,
      lines: [job.description, ...(dimensions.length > 0 ? [`${dimensions.join(' × ')} cm`] : [])],
    },
    columns: w.columns,
    lines: quote.lines.map((line) => ({
      name: line.label,
      details: [w.kinds[line.kind]],
      quantity: line.unit ? `${number(line.quantity)} ${line.unit}` : number(line.quantity),
      unitPrice: euros(line.unitPrice),
      total: euros(line.total),
    })),
    // The total closes the table (in bold); the deposit and the balance come first under it.
    totals,
    mentions: [
      `${w.deposit(quote.depositPercent)}${colon} ${euros(quote.deposit)} – ${w.balance}${colon} ${euros(quote.balance)}`,
      ...(noVat ? [w.vatExempt] : []),
      w.euros,
      w.leadTime(quote.leadTimeWeeks),
      w.valid(storedDay(quote.validUntil)),
      w.depositWord,
      NO_WITHDRAWAL[locale],
      ...(quote.note ? [`${w.note}${colon} ${quote.note}`] : []),
      w.signature,
    ],
    footer: [legalLine(locale, seller, site), seller.rm].filter(Boolean).join(' – '),
  };
  return renderInvoice(document);
}

/** The file name of a quote's PDF ('devis-DV2026-000001.pdf'). */
export const quoteFilename = (locale: Locale, number: string) => `${locale === 'en' ? 'quote' : 'devis'}-${number}.pdf`;
