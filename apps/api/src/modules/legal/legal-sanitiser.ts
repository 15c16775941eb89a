import sanitizeHtml from 'sanitize-html';

/**
 * A legal text is shown as HTML on the storefront (legal-page.tsx) and kept with the orders: what the editor
 * writes is cleaned with an allowlist of text elements (headings, paragraphs, lists, emphasis, links, tables).
 * No script, style, image, frame or event attribute survives; a link goes only to http(s), mailto or tel.
 * The placeholders ({{COMPANY_NAME}}…) are plain text and pass untouched.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A heading level the storefront does not use becomes the nearest one it does (its page title is the h1).
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link opening a new tab gives that tab no hold on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The HTML kept for a legal text: cleaned, and '' when nothing but empty paragraphs is left. */
export function sanitizeLegalHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const visible = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return visible === '' ? '' : clean;
}
