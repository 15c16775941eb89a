import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { getDocumentProxy } from 'unpdf';
import { OPS } from 'unpdf/pdfjs';

export interface PdfRead {
  /** The text of every page, a line per text run as the viewer lays it out, non-breaking spaces as spaces. */
  text: string;
  pages: number;
  /** The images drawn on all pages (logo, product photo…). */
  images: number;
  /** The document's information dictionary (Title, Author, CreationDate…). */
  info: Record<string, unknown>;
}

/**
 * Reads a PDF with a real parser (pdf.js, through unpdf): what a viewer shows, whatever the bytes'
 * compression happens to look like on a given day.
 */
export async function readPdf(bytes: Buffer): Promise<PdfRead> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const lines: string[] = [];
    let images = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
      const operators = await page.getOperatorList();
      images += operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    }
    const { info } = await pdf.getMetadata();
    return {
      text: lines.join('\n').replace(/\u00a0/g, ' '),
      pages: pdf.numPages,
      images,
      info: info as Record<string, unknown>,
    };
  } finally {
    await pdf.destroy();
  }
}

/** Checks a PDF download's headers and magic bytes, and reads it. */
export async function expectPdf(response: LightMyRequestResponse, filename: string): Promise<PdfRead> {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const read = await readPdf(bytes);
  expect(read.pages).toBeGreaterThanOrEqual(1);
  return read;
}

/**
 * A pattern for a heading drawn with character spacing: a viewer's text layer (pdf.js here) reads it back
 * with spaces between some letters, as it shows them.
 */
export const letterSpaced = (heading: string) =>
  new RegExp(
    [...heading.replace(/\s+/g, '')].map((letter) => letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'),
  );
