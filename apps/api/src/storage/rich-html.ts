import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import type { LocalizedText } from '@atelier/contract';
import { siteFileUrl } from './storage.ts';

const require = createRequire(import.meta.url);
let sanitizer: typeof SanitizeHtml | undefined;

/**
 * sanitize-html, loaded by the first text a request cleans rather than by the server's start: it brings postcss
 * and htmlparser2, ~40 ms of a start (issue 21). The rich texts and the SVGs (`svg-sanitiser.ts`) use it.
 */
export function sanitizeHtml(...args: Parameters<typeof SanitizeHtml>): string {
  sanitizer ??= require('sanitize-html') as typeof SanitizeHtml;
  return sanitizer(...args);
}

/**
 * The rich texts the back-office writes (articles, services, popups, news; issue 18 item 6) are rendered by the
 * storefront as HTML, so they are sanitised before they are stored: the formatting an editor makes (paragraphs,
 * headings, lists, quotes, emphasis, links, images, tables) and nothing else. No script, style, frame or form, no
 * `on…` attribute, no `style`; links only to web, mail and phone addresses or the site's own paths; images only
 * from the site's own addresses (the editor uploads them and writes `/media/site-<id>/…`, which the storefront
 * serves as it is). The legal texts and the TEXT parameters are cleaned by the same rule. An image written as a storage path (`blog/velours.svg`, the seed's articles) is shown to the editor as its
 * address (`htmlForEditor`), so it is stored as an address once saved.
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

export function sanitizeRichHtml(html: string): string {
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
    // An image only from the site itself (a relative address): no other host's picture, no tracking pixel.
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      // The page's title is its h1: a heading written as h1 becomes an h2.
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}

/** Both languages of a rich text sanitised (a language left empty once sanitised is left out). */
export function sanitizeLocalizedHtml(text: LocalizedText): LocalizedText {
  const fr = sanitizeRichHtml(text.fr_FR);
  const en = text.en === undefined ? '' : sanitizeRichHtml(text.en);
  return en ? { fr_FR: fr, en } : { fr_FR: fr };
}

export function sanitizeOptionalHtml(text: LocalizedText | null): LocalizedText | null {
  if (!text) return null;
  const clean = sanitizeLocalizedHtml(text);
  return clean.fr_FR || clean.en ? clean : null;
}

/** `<img src>` written as a storage path (no scheme, no leading slash) turned into the file's address. */
function resolveStoragePaths(html: string, siteId: number): string {
  return html.replace(
    /(<img\b[^>]*?\ssrc=)(["'])(?![a-z][a-z0-9+.-]*:|\/)([^"']+)\2/gi,
    (_, start: string, quote: string, file: string) => `${start}${quote}${siteFileUrl(siteId, file)}${quote}`,
  );
}

/** A stored rich text as the editor shows it: its images of the site's storage as addresses. */
export function htmlForEditor<T extends LocalizedText | null>(text: T, siteId: number): T {
  if (!text) return text;
  const fr = resolveStoragePaths(text.fr_FR, siteId);
  return (text.en === undefined ? { fr_FR: fr } : { fr_FR: fr, en: resolveStoragePaths(text.en, siteId) }) as T;
}
