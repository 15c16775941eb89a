import type { Locale } from '@atelier/contract';
import { printable } from '../product-sheet/product-sheet.pdf.ts';
import { newPdf } from '../../pdf.ts';

/** Everything an invoice prints, already in its language and formatted (invoice.service.ts builds it). */
export interface InvoiceDocument {
  locale: Locale;
  /** The site's primary colour, #rrggbb. */
  accent: string;
  title: string;
  /** The seller: its name, then its address, registrations and contact, one per line. */
  seller: { name: string; lines: string[] };
  /** [label, value] pairs under the title: number, date, order, payment. */
  facts: [string, string][];
  customer: { heading: string; lines: string[] };
  delivery: { heading: string; lines: string[] } | null;
  columns: [string, string, string, string];
  lines: { name: string; details: string[]; quantity: string; unitPrice: string; total: string }[];
  /** [label, amount]; the last one is the total, in bold. */
  totals: [string, string][];
  /** Legal mentions under the totals (VAT, prices in euros, payment). */
  mentions: string[];
  /** The seller's identity in one line, at the foot of every page. */
  footer: string;
  /** The PDF's creation date: the invoice's own date, so an invoice is the same bytes at every download. */
  createdAt: Date;
}

const TEXT_COLOUR = '#222222';
const MUTED_COLOUR = '#6b6b6b';
const RULE_COLOUR = '#d9d9d9';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
/** Room kept at the foot of each page for the seller's identity. */
const FOOTER_ROOM = 40;

type Doc = PDFKit.PDFDocument;

const left = (doc: Doc) => doc.page.margins.left;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom - FOOTER_ROOM;

function rule(doc: Doc, y: number, colour = RULE_COLOUR, from = left(doc)) {
  doc
    .moveTo(from, y)
    .lineTo(left(doc) + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(colour)
    .stroke();
}

function header(doc: Doc, invoice: InvoiceDocument) {
  const x = left(doc);
  const top = doc.page.margins.top;
  const half = contentWidth(doc) / 2;
  doc.font(BOLD).fontSize(16).fillColor(invoice.accent).text(printable(invoice.seller.name), x, top, { width: half });
  doc.font(FONT).fontSize(8.5).fillColor(MUTED_COLOUR);
  for (const line of invoice.seller.lines) doc.text(printable(line), x, doc.y, { width: half });
  const sellerBottom = doc.y;
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(TEXT_COLOUR)
    .text(printable(invoice.title.toUpperCase()), x + half, top, { width: half, align: 'right' });
  doc.moveDown(0.3);
  // Label and value side by side, the values aligned on the right margin.
  const labelWidth = half * 0.45;
  for (const [label, value] of invoice.facts) {
    const y = doc.y;
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(MUTED_COLOUR)
      .text(printable(label), x + half, y, {
        width: labelWidth - 8,
        align: 'right',
      });
    doc
      .font(BOLD)
      .fillColor(TEXT_COLOUR)
      .text(printable(value), x + half + labelWidth, y, { width: half - labelWidth, align: 'right' });
    doc.y = y + 13;
  }
  const y = Math.max(sellerBottom, doc.y) + 14;
  rule(doc, y, invoice.accent);
  doc.y = y + 14;
}

function parties(doc: Doc, invoice: InvoiceDocument) {
  const x = left(doc);
  const half = contentWidth(doc) / 2;
  const top = doc.y;
  const block = (heading: string, lines: string[], at: number) => {
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(MUTED_COLOUR)
      .text(printable(heading.toUpperCase()), at, top, {
        width: half - 10,
        characterSpacing: 0.5,
      });
    doc.font(FONT).fontSize(10).fillColor(TEXT_COLOUR);
    for (const line of lines) doc.text(printable(line), at, doc.y, { width: half - 10 });
    return doc.y;
  };
  const customerBottom = block(invoice.customer.heading, invoice.customer.lines, x);
  const deliveryBottom = invoice.delivery ? block(invoice.delivery.heading, invoice.delivery.lines, x + half) : top;
  doc.x = x;
  doc.y = Math.max(customerBottom, deliveryBottom) + 20;
}

/** The lines' table; a line that does not fit starts a new page under the header repeated. */
function lineTable(doc: Doc, invoice: InvoiceDocument) {
  const width = contentWidth(doc);
  const widths = [width * 0.52, width * 0.1, width * 0.19, width * 0.19];
  const padding = 4;
  const x0 = left(doc);
  const drawRow = (cells: string[], details: string[], bold: boolean) => {
    doc.font(bold ? BOLD : FONT).fontSize(bold ? 9 : 10);
    const texts = cells.map(printable);
    const detailText = details.map(printable).join('\n');
    const nameHeight =
      doc.heightOfString(texts[0]!, { width: widths[0]! - 2 * padding }) +
      (detailText ? doc.fontSize(8.5).heightOfString(detailText, { width: widths[0]! - 2 * padding }) + 2 : 0);
    doc.font(bold ? BOLD : FONT).fontSize(bold ? 9 : 10);
    const height = Math.max(nameHeight, doc.heightOfString(texts[1]!, { width: widths[1]! })) + 2 * padding;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (!bold) drawRow(invoice.columns, [], true);
      doc.font(FONT).fontSize(10);
    }
    const top = doc.y;
    let x = x0;
    texts.forEach((text, i) => {
      doc.fillColor(bold ? MUTED_COLOUR : TEXT_COLOUR).text(text, x + padding, top + padding, {
        width: widths[i]! - 2 * padding,
        align: i === 0 ? 'left' : 'right',
      });
      if (i === 0 && detailText) {
        doc
          .font(FONT)
          .fontSize(8.5)
          .fillColor(MUTED_COLOUR)
          .text(detailText, x + padding, doc.y + 2, { width: widths[0]! - 2 * padding });
        doc.font(bold ? BOLD : FONT).fontSize(bold ? 9 : 10);
      }
      x += widths[i]!;
    });
    rule(doc, top + height);
    doc.x = x0;
    doc.y = top + height;
  };
  drawRow(invoice.columns, [], true);
  for (const line of invoice.lines) {
    drawRow([line.name, line.quantity, line.unitPrice, line.total], line.details, false);
  }
}

function totals(doc: Doc, invoice: InvoiceDocument) {
  const width = contentWidth(doc);
  const x = left(doc) + width * 0.45;
  const labelWidth = width * 0.36;
  const valueWidth = width * 0.19;
  if (doc.y + 20 * invoice.totals.length + 20 > bottom(doc)) doc.addPage();
  doc.moveDown(0.6);
  invoice.totals.forEach(([label, value], index) => {
    const last = index === invoice.totals.length - 1;
    const top = doc.y + (last ? 4 : 0);
    if (last) rule(doc, top - 2, invoice.accent, x);
    doc
      .font(last ? BOLD : FONT)
      .fontSize(last ? 11 : 10)
      .fillColor(TEXT_COLOUR);
    doc.text(printable(label), x, top + 2, { width: labelWidth, align: 'right' });
    doc.text(printable(value), x + labelWidth, top + 2, { width: valueWidth - 4, align: 'right' });
    doc.y = top + (last ? 18 : 16);
  });
  doc.x = left(doc);
}

function mentions(doc: Doc, invoice: InvoiceDocument) {
  doc.moveDown(1.5);
  for (const mention of invoice.mentions) {
    if (doc.y + 24 > bottom(doc)) doc.addPage();
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(TEXT_COLOUR)
      .text(printable(mention), left(doc), doc.y, {
        width: contentWidth(doc),
      });
    doc.moveDown(0.3);
  }
}

/** Once every page exists: the seller's identity and the page number at the foot of each. */
function footers(doc: Doc, invoice: InvoiceDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin - FOOTER_ROOM + 12;
    rule(doc, y - 6);
    doc.font(FONT).fontSize(7.5).fillColor(MUTED_COLOUR);
    doc.text(printable(invoice.footer), left(doc), y, { width: contentWidth(doc) - 40, align: 'left' });
    doc.text(`${index - start + 1}/${count}`, left(doc), y, { width: contentWidth(doc), align: 'right' });
    doc.page.margins.bottom = margin;
  }
}

/** The invoice as PDF bytes (A4, the standard Helvetica: nothing to download, nothing to embed). */
export async function renderInvoice(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, bytes } = await newPdf({
    lang: invoice.locale === 'en' ? 'en' : 'fr-FR',
    info: {
      Title: printable(`${invoice.title} ${invoice.facts[0]?.[1] ?? ''}`.trim()),
      Author: printable(invoice.seller.name),
      Subject: printable(invoice.title),
      CreationDate: invoice.createdAt,
    },
  });
  header(doc, invoice);
  parties(doc, invoice);
  lineTable(doc, invoice);
  totals(doc, invoice);
  mentions(doc, invoice);
  footers(doc, invoice);
  doc.end();
  return bytes;
}
