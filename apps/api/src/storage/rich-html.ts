import sanitizeHtml from 'sanitize-html';
import type { LocalizedText } from '@atelier/contract';
import { MEDIA_URL_PREFIX } from './storage.ts';

/**
 * The rich texts the back-office writes (articles, services, popups, news; issue 18 item 6) are rendered by the
 * storefront as HTML, so they are sanitised before they are stored: the formatting an editor makes (paragraphs,
 * headings, lists, quotes, emphasis, links, images, tables) and nothing else. No script, style, frame or form, no
 * `on…` attribute, no `style`; links only to web, mail and phone addresses or the site's own paths; images only
 * from the web or the site's storage. An image of the site written as its address (`/media/site-<id>/blog/a.png`,
 * as the editor shows it) is stored as its storage path (`blog/a.png`), which the answers turn back into an address.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'small',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
];

export function sanitizeRichHtml(html: string, siteId: number): string {
  const ownMedia = `${MEDIA_URL_PREFIX}site-${siteId}/`;
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
      '*': ['lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        if (!src.startsWith(ownMedia)) return { tagName, attribs };
        let file: string;
        try {
          file = src.slice(ownMedia.length).split('/').map(decodeURIComponent).join('/');
        } catch {
          file = src.slice(ownMedia.length);
        }
        return { tagName, attribs: { ...attribs, src: file } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}

/** Both languages of a rich text sanitised (a language left empty once sanitised is left out). */
export function sanitizeLocalizedHtml(text: LocalizedText, siteId: number): LocalizedText {
  const fr = sanitizeRichHtml(text.fr_FR, siteId);
  const en = text.en === undefined ? '' : sanitizeRichHtml(text.en, siteId);
  return en ? { fr_FR: fr, en } : { fr_FR: fr };
}

export function sanitizeOptionalHtml(text: LocalizedText | null, siteId: number): LocalizedText | null {
  if (!text) return null;
  const clean = sanitizeLocalizedHtml(text, siteId);
  return clean.fr_FR || clean.en ? clean : null;
}
