import type { Locale } from '@atelier/contract';
import { sheetLabel } from './product-sheet.labels.ts';
import { newPdf } from '../../pdf.ts';

/** Everything a technical sheet prints, already in the sheet's language (product-sheet.service.ts builds it). */
export interface ProductSheet {
  locale: Locale;
  /** The site's primary colour, #rrggbb. */
  accent: string;
  company: { name: string; lines: string[] };
  /** PNG of the site's logo and JPEG of the product, sized for print; null when there is none. */
  logo: Buffer | null;
  image: Buffer | null;
  title: string;
  subtitle: string | null;
  summary: string | null;
  /** Paragraphs of plain text. */
  description: string[];
  features: [string, string][];
  wine: [string, string][];
  declinations: { columns: string[]; rightAligned: number[]; rows: string[][] } | null;
  notes: string[];
  alcoholWarning: string | null;
  /** The day printed at the sheet's foot (DD/MM/YYYY), and the PDF's creation date: the same clock reading. */
  generatedOn: string;
  generatedAt: Date;
}

const TEXT_COLOUR = '#222222';
const MUTED_COLOUR = '#6b6b6b';
const RULE_COLOUR = '#d9d9d9';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** Characters of Windows-1252 beyond Latin-1: the standard PDF fonts draw these and Latin-1, nothing else. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPACES = /[\u2000-\u200a\u202f\u205f]/g;
const HYPHENS = /[\u2010\u2011\u2212]/g;

/**
 * Text the built-in Helvetica can draw: French typography's narrow spaces become no-break spaces, other
 * letters lose their accent when Latin-1 lacks them, and what remains unknown becomes '?'. (The sites' own
 * fonts are WOFF2, which PDFKit cannot embed reliably.)
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(SPACES, '\u00a0').replace(HYPHENS, '-')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD')[0] ?? '';
    out += base && base.codePointAt(0)! <= 0xff && base.codePointAt(0)! >= 0x20 ? base : '?';
  }
  return out;
}

type Doc = PDFKit.PDFDocument;

const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, sheet: ProductSheet, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown(0.8).font(BOLD).fontSize(13).fillColor(sheet.accent).text(printable(text), doc.page.margins.left);
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + contentWidth(doc), y)
    .lineWidth(0.8)
    .strokeColor(sheet.accent)
    .stroke();
  doc.y = y + 6;
  doc.font(FONT).fontSize(10).fillColor(TEXT_COLOUR);
}

/** A table of text cells; a row that does not fit starts a new page, under the header repeated. */
function table(doc: Doc, header: string[] | null, rows: string[][], widths: number[], rightAligned: number[] = []) {
  const left = doc.page.margins.left;
  const padding = 4;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? BOLD : FONT).fontSize(bold ? 9 : 10);
    const texts = cells.map(printable);
    const height =
      Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: widths[i]! - 2 * padding }))) + 2 * padding;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (header && !bold) drawRow(header, true);
      doc.font(bold ? BOLD : FONT).fontSize(bold ? 9 : 10);
    }
    const top = doc.y;
    let x = left;
    texts.forEach((text, i) => {
      doc.fillColor(bold ? MUTED_COLOUR : TEXT_COLOUR).text(text, x + padding, top + padding, {
        width: widths[i]! - 2 * padding,
        align: rightAligned.includes(i) ? 'right' : 'left',
      });
      x += widths[i]!;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + widths.reduce((sum, width) => sum + width, 0), top + height)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOUR)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  if (header) drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  doc.font(FONT).fontSize(10).fillColor(TEXT_COLOUR);
}

function pageHeader(doc: Doc, sheet: ProductSheet) {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = contentWidth(doc);
  if (sheet.logo) doc.image(sheet.logo, left, top, { fit: [170, 60] });
  const lines = [sheet.company.name, ...sheet.company.lines].filter(Boolean).map(printable);
  doc.font(BOLD).fontSize(10).fillColor(TEXT_COLOUR);
  doc.text(lines[0] ?? '', left + width / 2, top, { width: width / 2, align: 'right' });
  doc.font(FONT).fontSize(9).fillColor(MUTED_COLOUR);
  for (const line of lines.slice(1)) doc.text(line, { width: width / 2, align: 'right' });
  const y = Math.max(doc.y, top + 60) + 12;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOUR)
    .stroke();
  doc.x = left;
  doc.y = y + 16;
}

function intro(doc: Doc, sheet: ProductSheet) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc
    .font(BOLD)
    .fontSize(9)
    .fillColor(MUTED_COLOUR)
    .text(printable(sheetLabel(sheet.locale, 'sheet').toUpperCase()), {
      characterSpacing: 1,
    });
  doc.moveDown(0.3).font(BOLD).fontSize(22).fillColor(sheet.accent).text(printable(sheet.title), { width });
  if (sheet.subtitle) doc.font(FONT).fontSize(12).fillColor(MUTED_COLOUR).text(printable(sheet.subtitle), { width });
  doc.moveDown(0.8);
  const top = doc.y;
  const imageWidth = sheet.image ? 170 : 0;
  const imageHeight = 220;
  if (sheet.image) {
    ensureRoom(doc, imageHeight);
    doc.image(sheet.image, left, doc.y, { fit: [imageWidth, imageHeight], align: 'center' });
  }
  const textLeft = sheet.image ? left + imageWidth + 20 : left;
  if (sheet.summary) {
    doc
      .font(FONT)
      .fontSize(11)
      .fillColor(TEXT_COLOUR)
      .text(printable(sheet.summary), textLeft, doc.y, { width: width - (textLeft - left), lineGap: 2 });
  }
  for (const note of sheet.notes) {
    doc
      .moveDown(0.5)
      .font(BOLD)
      .fontSize(10)
      .fillColor(TEXT_COLOUR)
      .text(printable(note), textLeft, doc.y, {
        width: width - (textLeft - left),
      });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, sheet.image ? top + imageHeight : doc.y);
}

/**
 * Once every page exists: the product's name atop the pages after the first, and the company, the date and
 * the page number at the foot of each.
 */
function runningTexts(doc: Doc, sheet: ProductSheet) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 16;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.font(FONT).fontSize(8).fillColor(MUTED_COLOUR);
    if (index > start) {
      doc.text(printable(`${sheet.company.name} · ${sheet.title}`), left, doc.page.margins.top - 24, {
        width,
        lineBreak: false,
      });
    }
    const generated = sheetLabel(sheet.locale, 'generatedOn', { date: sheet.generatedOn });
    doc.text(printable(`${sheet.company.name} · ${generated}`), left, y, { width: width * 0.75, lineBreak: false });
    doc.text(printable(sheetLabel(sheet.locale, 'page', { page: index - start + 1, pages: count })), left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** The technical sheet as PDF bytes: header, product, description, features, wine, declinations. */
export async function renderProductSheet(sheet: ProductSheet): Promise<Buffer> {
  const { doc, bytes } = await newPdf({
    lang: sheet.locale === 'en' ? 'en' : 'fr-FR',
    info: {
      Title: printable(`${sheet.title} · ${sheetLabel(sheet.locale, 'sheet')}`),
      Author: printable(sheet.company.name),
      Subject: printable(sheetLabel(sheet.locale, 'sheet')),
      CreationDate: sheet.generatedAt,
    },
  });

  pageHeader(doc, sheet);
  intro(doc, sheet);
  if (sheet.description.length > 0) {
    heading(doc, sheet, sheetLabel(sheet.locale, 'description'));
    for (const paragraph of sheet.description) {
      doc.font(FONT).fontSize(10).fillColor(TEXT_COLOUR).text(printable(paragraph), { lineGap: 2, align: 'justify' });
      doc.moveDown(0.5);
    }
  }
  const width = contentWidth(doc);
  if (sheet.features.length > 0) {
    heading(doc, sheet, sheetLabel(sheet.locale, 'features'));
    table(doc, null, sheet.features, [width * 0.35, width * 0.65]);
  }
  if (sheet.wine.length > 0) {
    heading(doc, sheet, sheetLabel(sheet.locale, 'wine'));
    table(doc, null, sheet.wine, [width * 0.35, width * 0.65]);
  }
  if (sheet.declinations && sheet.declinations.rows.length > 0) {
    heading(doc, sheet, sheetLabel(sheet.locale, 'declinations'));
    const { columns, rows, rightAligned } = sheet.declinations;
    const first = columns.length > 1 ? width * 0.4 : width;
    const rest = columns.length > 1 ? (width - first) / (columns.length - 1) : 0;
    table(
      doc,
      columns,
      rows,
      columns.map((_, i) => (i === 0 ? first : rest)),
      rightAligned,
    );
  }
  if (sheet.alcoholWarning) {
    ensureRoom(doc, 40);
    doc.moveDown(1.5).font(BOLD).fontSize(10).fillColor(TEXT_COLOUR).text(printable(sheet.alcoholWarning), {
      align: 'center',
    });
  }
  runningTexts(doc, sheet);
  doc.end();
  return bytes;
}
