import { sanitizeRichHtml } from '../../storage/rich-html.ts';

/**
 * A legal text is shown as HTML on the storefront (legal-page.tsx) and kept with the orders: cleaned as every rich
 * text the back-office writes (`storage/rich-html.ts`: text elements, links to web, mail and phone addresses,
 * images; no script, style, frame or event attribute). The placeholders ({{COMPANY_NAME}}…) are plain text and pass
 * untouched. '' when nothing but empty paragraphs is left.
 */
export function sanitizeLegalHtml(html: string): string {
  const clean = sanitizeRichHtml(html);
  const visible = clean
    .replace(/<(?!img\b)[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return visible === '' ? '' : clean;
}
