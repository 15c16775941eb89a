import sanitizeHtml from 'sanitize-html';

/**
 * A legal text is shown as HTML on the storefront (legal-page.tsx) and kept with the orders: what the editor
 * writes is cleaned with an allowlist of text elements (headings, paragraphs, lists, emphasis, links, tables) and
 * the site's own images (the editor uploads them to /media/…: a relative address, never another host). No script,
 * style, frame or event attribute survives; a link goes only to http(s), mailto or tel.
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
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // An image only from the site itself: no scheme at all (a relative address).
  allowedSchemesByTag: { img: [] },
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
  // An image whose address was refused goes whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML kept for a legal text: cleaned, and '' when nothing but empty paragraphs is left. */
export function sanitizeLegalHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const visible = clean
    .replace(/<(?!img\b)[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return visible === '' ? '' : clean;
}
