/**
 * A new A4 PDF document (pages kept until the end, for running headers and footers; its title shown by viewers)
 * and its bytes, which come once `doc.end()` is called. pdfkit (with its font tables) is
 * loaded by the first PDF asked for, not at start: the server would otherwise keep ~7 MB of heap for a file few
 * visitors download (decision 005).
 */
export async function newPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, displayTitle: true, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
