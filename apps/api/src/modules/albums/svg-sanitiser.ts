import type SanitizeHtml from 'sanitize-html';
import { sanitizeHtml } from '../../storage/rich-html.ts';

/**
 * The SVG a page may inline (issue 17 item 9, `POST /image/load-svg`): sanitize-html with an allowlist of SVG's
 * drawing elements and attributes, parsed as XML (so `viewBox`, `linearGradient` keep their case). Anything
 * not listed goes: `<script>`, `<style>`, `<foreignObject>` (HTML inside an SVG), `<a>`, `<image>`, `<iframe>`,
 * every `on…` attribute, `style`. A reference may only point inside the file itself: `href`/`xlink:href` only
 * as `#id`, `url(…)` only as `url(#id)`, so neither a script address nor a request to another host survives.
 */

const SVG_ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
];

const SVG_ATTRIBUTES = [
  'id',
  'class',
  'role',
  'aria-*',
  'lang',
  'xmlns',
  'xmlns:xlink',
  'xml:space',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'd',
  'points',
  'pathLength',
  'transform',
  'href',
  'xlink:href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'offset',
  'stop-color',
  'stop-opacity',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'text-decoration',
  'startOffset',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'flood-color',
  'flood-opacity',
  'radius',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
];

/** A reference inside the file: `#id` for a link, `url(#id)` inside a paint or a clip. */
const LOCAL_HREF = /^#[\w.:-]+$/;
const URL_FUNCTION = /url\s*\(/i;
const LOCAL_URL_ONLY = /^(?:[^u]|u(?!rl\s*\())*(?:url\(\s*(['"]?)#[\w.:-]+\1\s*\)(?:[^u]|u(?!rl\s*\())*)*$/i;

/** Drops each attribute whose reference could leave the file (a scheme, another file, another host). */
function keepLocalReferences(tagName: string, attribs: SanitizeHtml.Attributes): SanitizeHtml.Tag {
  const kept: SanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'xlink:href') && !LOCAL_HREF.test(value.trim())) continue;
    if (URL_FUNCTION.test(value) && !LOCAL_URL_ONLY.test(value)) continue;
    kept[name] = value;
  }
  return { tagName, attribs: kept };
}

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: SVG_ELEMENTS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  // No scheme at all: the only references kept are `#id` ones (keepLocalReferences).
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
  allowProtocolRelative: false,
  transformTags: { '*': keepLocalReferences },
  // A dropped element takes its content with it when that content is code or foreign markup.
  // (XML is case-sensitive: the upper-case spellings are dropped too, and any other spelling is left as mere text.)
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'noscript', 'textarea', 'SCRIPT', 'STYLE', 'IFRAME'],
  disallowedTagsMode: 'discard',
  // Every element is written with its closing tag, which both XML and an HTML page's inline SVG read alike.
  selfClosing: [],
  parser: { xmlMode: true, decodeEntities: true },
};

/** The SVG's markup with nothing but drawing left, or null when no `<svg>` element is left at its top. */
export function sanitiseSvg(markup: string): string | null {
  const clean = sanitizeHtml(markup, OPTIONS).trim();
  return /^<svg[\s>]/.test(clean) && /<\/svg>$/.test(clean) ? clean : null;
}

/**
 * The file's `<svg>` element onwards, or null when the file does not open like an SVG document: an optional
 * byte-order mark, XML declaration, comments and doctype (its internal subset too, whose entities are never
 * expanded), then `<svg`. So a renamed HTML or text file is refused as not an SVG.
 */
export function svgElementOf(text: string): string | null {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>]/.test(body) ? body : null;
}
