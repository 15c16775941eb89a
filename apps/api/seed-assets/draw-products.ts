// Draws the sample catalogue's product images: a flat illustration per image, as SVG, rasterized once with
// sharp to JPEG (800 × 1200, the 2:3 ratio of PRODUCT_ASPECT_RATIO) into seed-assets/site-<id>/products/.
// The JPEGs are committed; run again after changing the catalogue seed's images (nothing is downloaded):
//   node_modules/.bin/node apps/api/seed-assets/draw-products.ts [--only <file name part>]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { SITE_1_CATALOGUE } from '../src/db/seed/catalogue-site1.ts';
import { SITE_2_CATALOGUE } from '../src/db/seed/catalogue-site2.ts';
import {
  PRODUCT_IMAGE_HEIGHT as H,
  PRODUCT_IMAGE_WIDTH as W,
  type CatalogueSeed,
  type FabricPattern,
  type ImageSeed,
  type ProductArt,
  type ProductMotif,
} from '../src/db/seed/catalogue-types.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MAX_BYTES = 60 * 1024;
const FLOOR = 900;

// ─── colours ───
function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Lighter (amount > 0) or darker (amount < 0) by mixing with white or black. */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const mixed = rgb(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
const isDark = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
};
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ─── fabric patterns (low contrast, so the JPEGs stay small) ───
function patternDef(pattern: FabricPattern, colour: string, accent: string): string {
  const dark = shade(colour, -0.18);
  const light = shade(colour, 0.25);
  const tile = (size: number, body: string, extra = '') =>
    `<pattern id="fabric" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`;
  switch (pattern) {
    case 'stripes':
      return tile(48, `<rect width="20" height="48" fill="${shade(accent, 0.55)}" opacity="0.7"/>`);
    case 'dots':
      return tile(
        40,
        `<circle cx="10" cy="10" r="5" fill="${accent}" opacity="0.6"/><circle cx="30" cy="30" r="5" fill="${accent}" opacity="0.6"/>`,
      );
    case 'gingham':
      return tile(
        44,
        `<rect width="22" height="44" fill="${light}" opacity="0.45"/><rect width="44" height="22" fill="${light}" opacity="0.45"/>`,
      );
    case 'corduroy':
      return tile(14, `<rect width="5" height="14" fill="${dark}" opacity="0.35"/>`);
    case 'boucle':
      return tile(
        36,
        `<circle cx="8" cy="8" r="6" fill="none" stroke="${light}" stroke-width="3" opacity="0.5"/><circle cx="26" cy="24" r="6" fill="none" stroke="${dark}" stroke-width="3" opacity="0.25"/>`,
      );
    case 'linen':
      return tile(
        24,
        `<path d="M0 6H24M0 17H24" stroke="${dark}" stroke-width="1.5" opacity="0.18"/><path d="M7 0V24M18 0V24" stroke="${light}" stroke-width="1.5" opacity="0.2"/>`,
      );
    case 'toile':
      // A little pastoral scene: a tree, a bird and a flourish, in one colour.
      return tile(
        150,
        `<g fill="none" stroke="${accent}" stroke-width="3" opacity="0.75" stroke-linecap="round">` +
          `<path d="M30 70c0-18 20-22 20-38 0 16 20 20 20 38z" fill="${accent}" fill-opacity="0.35"/><path d="M50 70v18"/>` +
          `<path d="M95 40c8-6 14-6 20 0 6-6 12-6 20 0"/><path d="M85 120c15-15 35 15 50 0"/>` +
          `<path d="M20 130c6-8 14-8 20 0M10 100h18"/></g>`,
      );
    case 'plain':
      return '';
  }
}

/** A fabric surface: the colour, the pattern over it, an outline (a seam or piping when given). */
function fabric(d: string, colour: string, pattern: boolean, stroke = '') {
  const outline = stroke || ` stroke="${shade(colour, -0.25)}" stroke-width="3"`;
  return (
    `<path d="${d}" fill="${colour}"/>` +
    (pattern ? `<path d="${d}" fill="url(#fabric)"/>` : '') +
    `<path d="${d}" fill="none"${outline}/>`
  );
}

// ─── motifs: each drawn standing on the floor line around x = 400 ───
type Draw = (a: ProductArt, p: boolean) => string;
const shadow = (rx: number, y = FLOOR) =>
  `<ellipse cx="400" cy="${y}" rx="${rx}" ry="${Math.round(rx / 9)}" fill="#000" opacity="0.12"/>`;
const legs = (xs: number[], top: number, bottom: number, colour: string, width = 22) =>
  xs
    .map((x) => `<path d="M${x - width / 2} ${top}h${width}l-4 ${bottom - top}h-${width - 8}z" fill="${colour}"/>`)
    .join('');
const buttons = (xs: number[], ys: number[], colour: string) =>
  ys
    .flatMap((y, row) =>
      xs.filter((_, i) => (i + row) % 2 === 0).map((x) => `<circle cx="${x}" cy="${y}" r="7" fill="${colour}"/>`),
    )
    .join('');
const embroidered = (text: string | undefined, x: number, y: number, colour: string, size = 84) =>
  text
    ? `<text x="${x}" y="${y}" font-family="DejaVu Serif" font-style="italic" font-size="${size}" fill="${colour}" text-anchor="middle">${esc(text)}</text>`
    : '';

const cushionPath = (x0: number, y0: number, x1: number, y1: number) => {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return `M${x0} ${y0}Q${cx} ${y0 + 30} ${x1} ${y0}Q${x1 - 30} ${cy} ${x1} ${y1}Q${cx} ${y1 - 30} ${x0} ${y1}Q${x0 + 30} ${cy} ${x0} ${y0}Z`;
};

const MOTIFS: Record<ProductMotif, Draw> = {
  cushion: (a, p) =>
    shadow(240) +
    fabric(
      cushionPath(170, 440, 630, 890),
      a.colour,
      p,
      ` stroke="${a.accent}" stroke-width="9" stroke-linejoin="round"`,
    ) +
    `<ellipse cx="330" cy="560" rx="120" ry="60" fill="#fff" opacity="0.1"/>` +
    embroidered(a.text, 400, 700, isDark(a.colour) ? shade(a.accent, 0.3) : shade(a.accent, -0.35)),
  lumbar: (a, p) =>
    shadow(280) +
    fabric(
      cushionPath(130, 580, 670, 890),
      a.colour,
      p,
      ` stroke="${a.accent}" stroke-width="9" stroke-linejoin="round"`,
    ) +
    embroidered(a.text, 400, 765, shade(a.accent, -0.35), 96),
  throw: (a, p) => {
    const layers = [0, 1, 2, 3]
      .map((i) => {
        const y = 600 + i * 72;
        const x = 170 + (i % 2) * 14;
        return fabric(`M${x} ${y}h440a36 36 0 0 1 0 72h-440a36 36 0 0 1 0-72z`, shade(a.colour, -0.04 * i), p);
      })
      .join('');
    const fringe = Array.from(
      { length: 12 },
      (_, i) => `<path d="M${620 + (i % 3) * 6} ${606 + i * 24}h38" stroke="${a.accent}" stroke-width="5"/>`,
    ).join('');
    return shadow(260) + layers + fringe;
  },
  napkins: (a, p) => {
    const stack = [0, 1, 2, 3]
      .map((i) => fabric(`M${190 + (i % 2) * 10} ${820 - i * 58}h420v56h-420z`, shade(a.colour, -0.05 * (3 - i)), p))
      .join('');
    return (
      shadow(250) +
      stack +
      fabric('M200 646h400l-200-150z', shade(a.colour, 0.08), p) +
      `<path d="M390 600v240" stroke="${a.accent}" stroke-width="10"/><path d="M370 600l30 18 30-18" fill="none" stroke="${a.accent}" stroke-width="8"/>`
    );
  },
  tablecloth: (a, p) =>
    shadow(300) +
    legs([200, 600], 820, FLOOR, a.accent, 26) +
    fabric('M140 560h520l30 280q-50 20-100 0-60 20-120 0-60 20-120 0-60 20-120 0-60 20-120 0z', a.colour, p) +
    `<path d="M140 560h520" stroke="${shade(a.colour, -0.2)}" stroke-width="6"/>` +
    `<ellipse cx="290" cy="545" rx="85" ry="18" fill="#fbfaf6"/><ellipse cx="510" cy="545" rx="85" ry="18" fill="#fbfaf6"/>` +
    `<path d="M395 470v70M405 470v70" stroke="${shade(a.accent, -0.2)}" stroke-width="6"/>`,
  chairpad: (a, p) => {
    const pad = (angle: number, dx: number, dy: number, colour: string) =>
      `<g transform="translate(${dx} ${dy}) rotate(${angle} 400 700)">` +
      `<path d="M250 560l-70-60M550 560l70-60" stroke="${a.accent}" stroke-width="7"/>` +
      fabric(
        'M220 560h360a40 40 0 0 1 40 40v230a40 40 0 0 1-40 40h-360a40 40 0 0 1-40-40v-230a40 40 0 0 1 40-40z',
        colour,
        p,
      ) +
      `<path d="M240 580h320v250h-320z" fill="none" stroke="${shade(colour, -0.2)}" stroke-width="4" stroke-dasharray="12 10"/></g>`;
    return shadow(250) + pad(-8, -30, -30, shade(a.colour, -0.1)) + pad(5, 20, 10, a.colour);
  },
  lampshade: (a, p) =>
    shadow(150) +
    `<path d="M330 880q-60-110 0-230h140q60 120 0 230z" fill="${a.accent}"/><ellipse cx="370" cy="720" rx="20" ry="70" fill="#fff" opacity="0.15"/>` +
    `<rect x="388" y="560" width="24" height="100" fill="${shade(a.accent, -0.3)}"/>` +
    `<ellipse cx="400" cy="600" rx="160" ry="30" fill="#fff6d8" opacity="0.6"/>` +
    fabric('M270 300h260l70 300h-400z', a.colour, p) +
    `<path d="M270 300h260M200 600h400" stroke="${shade(a.colour, -0.25)}" stroke-width="8"/>`,
  tieback: (a, p) =>
    `<rect x="150" y="90" width="500" height="18" rx="9" fill="${shade(a.accent, -0.2)}"/>` +
    fabric('M190 110h420q-110 300-80 520 60 150 80 280h-420q30-130 90-280 30-220-90-520z', a.colour, p) +
    `<path d="M300 110q10 250 90 520M420 110q0 250-20 520M520 110q-20 250-70 520" fill="none" stroke="${shade(a.colour, -0.15)}" stroke-width="5"/>` +
    `<path d="M320 600q80 40 160 0l8 50q-88 44-176 0z" fill="${a.accent}"/><circle cx="560" cy="630" r="22" fill="none" stroke="#c9a646" stroke-width="8"/>` +
    `<path d="M482 625q40 0 60 5" stroke="${a.accent}" stroke-width="14"/>`,
  pouf: (a, p) =>
    shadow(230) +
    fabric('M180 620v230q220 70 440 0v-230z', a.colour, p) +
    fabric('M180 620a220 58 0 1 0 440 0a220 58 0 1 0-440 0z', shade(a.colour, 0.12), p) +
    `<path d="M180 850q220 70 440 0" fill="none" stroke="${shade(a.colour, -0.2)}" stroke-width="6"/>`,
  stool: (a, p) =>
    shadow(170) +
    legs([300, 360, 440, 500], 470, FLOOR, a.accent, 24) +
    `<rect x="290" y="720" width="220" height="16" rx="8" fill="${shade(a.accent, -0.15)}"/>` +
    `<rect x="250" y="455" width="300" height="28" rx="8" fill="${shade(a.accent, -0.1)}"/>` +
    fabric('M255 400v55q145 40 290 0v-55z', a.colour, p) +
    fabric('M255 400a145 36 0 1 0 290 0a145 36 0 1 0-290 0z', shade(a.colour, 0.12), p),
  bench: (a, p) =>
    shadow(330) +
    legs([150, 230, 570, 650], 760, FLOOR, a.accent, 26) +
    `<rect x="110" y="740" width="580" height="26" rx="6" fill="${a.accent}"/>` +
    fabric('M110 640q290-30 580 0v100h-580z', a.colour, p) +
    buttons([170, 235, 300, 365, 435, 500, 565, 630], [668, 708], shade(a.colour, -0.3)),
  armchair: (a, p) =>
    shadow(270) +
    legs([210, 590], 840, FLOOR, '#3b2a20', 26) +
    fabric('M170 560q-40-240 230-250 270 10 230 250z', a.colour, p) +
    fabric('M140 560q0-70 80-70 50 0 60 80v180h-140z', shade(a.colour, -0.08), p) +
    fabric('M660 560q0-70-80-70-50 0-60 80v180h140z', shade(a.colour, -0.08), p) +
    fabric('M210 620q190-40 380 0v120h-380z', shade(a.colour, 0.1), p) +
    `<path d="M140 740h520v70q-260 50-520 0z" fill="${shade(a.colour, -0.05)}"/>` +
    Array.from(
      { length: 26 },
      (_, i) =>
        `<path d="M${150 + i * 20} ${800 + Math.round(Math.sin(i / 4) * 4)}v36" stroke="${a.accent}" stroke-width="6"/>`,
    ).join(''),
  bergere: (a, p) => {
    const wood = '#b89a6a';
    return (
      shadow(250) +
      `<path d="M220 770q-10 70-40 130M580 770q10 70 40 130M260 770q0 60 10 120M540 770q0 60-10 120" fill="none" stroke="${wood}" stroke-width="20" stroke-linecap="round"/>` +
      fabric('M250 560q-30-250 150-270 180 20 150 270z', a.colour, p, ` stroke="${wood}" stroke-width="18"`) +
      fabric(
        'M190 640q20-90 90-80l20 120zM610 640q-20-90-90-80l-20 120z',
        shade(a.colour, -0.05),
        p,
        ` stroke="${wood}" stroke-width="14"`,
      ) +
      fabric('M200 650q200-40 400 0v110q-200 30-400 0z', shade(a.colour, 0.06), p) +
      `<path d="M195 770q205 30 410 0" fill="none" stroke="${wood}" stroke-width="18"/>`
    );
  },
  headboard: (a, p) =>
    shadow(320, FLOOR) +
    fabric(
      'M130 730v-310q0-150 270-160 270 10 270 160v310z',
      a.colour,
      p,
      ` stroke="${shade(a.colour, -0.18)}" stroke-width="6"`,
    ) +
    buttons([190, 250, 310, 370, 430, 490, 550, 610], [380, 450, 520, 590, 660], shade(a.colour, -0.3)) +
    `<rect x="100" y="720" width="600" height="110" rx="20" fill="#f7f4ee"/>` +
    `<path d="M100 760h600v70a20 20 0 0 1-20 20h-560a20 20 0 0 1-20-20z" fill="${a.accent}"/>` +
    `<rect x="150" y="690" width="220" height="70" rx="30" fill="#fbfaf6"/><rect x="430" y="690" width="220" height="70" rx="30" fill="#fbfaf6"/>` +
    legs([130, 670], 850, FLOOR, '#5a4636', 22),
  chair: (a, p) =>
    shadow(200) +
    legs([270, 330, 470, 530], 700, FLOOR, a.accent, 20) +
    fabric('M310 560a90 130 0 1 0 180 0a90 130 0 1 0-180 0z', a.colour, p, ` stroke="${a.accent}" stroke-width="22"`) +
    `<path d="M370 690h60v20h-60z" fill="${a.accent}"/>` +
    fabric('M240 700h320l-20 70h-280z', shade(a.colour, 0.08), p) +
    `<path d="M240 770h320" stroke="${a.accent}" stroke-width="14"/>`,
  footstool: (a, p) =>
    shadow(210) +
    legs([230, 290, 510, 570], 780, FLOOR, a.accent, 26) +
    `<rect x="200" y="760" width="400" height="26" rx="6" fill="${shade(a.accent, -0.1)}"/>` +
    fabric(
      'M200 700q0-60 60-60h280q60 0 60 60v60h-400z',
      a.colour,
      p,
      ` stroke="${shade(a.colour, -0.2)}" stroke-width="6"`,
    ),
  bunny: (a, p) =>
    shadow(170) +
    fabric('M320 400q-50-230 20-250 50 20 20 250zM480 400q50-230-20-250-50 20-20 250z', a.colour, p) +
    `<path d="M335 380q-30-170 10-200 25 30 5 200zM465 380q30-170-10-200-25 30-5 200z" fill="${a.accent}" opacity="0.7"/>` +
    fabric('M280 880q-50-260 120-280 170 20 120 280z', a.colour, p) +
    fabric('M400 330a120 110 0 1 0 .1 0z', a.colour, p) +
    fabric('M270 640q-60 60-20 120 40-30 50-90zM530 640q60 60 20 120-40-30-50-90z', shade(a.colour, -0.06), p) +
    `<path d="M350 440q12 12 24 0M426 440q12 12 24 0" fill="none" stroke="#3a2f2a" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M390 470h20l-10 12z" fill="${a.accent}"/><circle cx="340" cy="480" r="16" fill="${a.accent}" opacity="0.4"/><circle cx="460" cy="480" r="16" fill="${a.accent}" opacity="0.4"/>`,
  playmat: (a) =>
    `<ellipse cx="400" cy="780" rx="340" ry="150" fill="${shade(a.colour, -0.15)}"/>` +
    `<ellipse cx="400" cy="770" rx="340" ry="150" fill="${a.colour}"/>` +
    [110, 70, 32]
      .map(
        (k) =>
          `<ellipse cx="400" cy="770" rx="${(340 * k) / 140}" ry="${(150 * k) / 140}" fill="none" stroke="${shade(a.colour, -0.15)}" stroke-width="5" stroke-dasharray="14 10"/>`,
      )
      .join('') +
    `<circle cx="560" cy="720" r="46" fill="none" stroke="${a.accent}" stroke-width="16"/><circle cx="260" cy="800" r="30" fill="${shade(a.accent, 0.3)}"/>`,
  pouch: (a, p) =>
    shadow(240) +
    fabric('M180 640q0-50 50-50h340q50 0 50 50v210q0 40-40 40h-360q-40 0-40-40z', a.colour, p) +
    `<path d="M200 620h400" stroke="${a.accent}" stroke-width="10" stroke-dasharray="6 4"/>` +
    `<rect x="585" y="606" width="30" height="58" rx="8" fill="${a.accent}"/>`,
  bibs: (a, p) => {
    // A bandana bib: a neckline curving down between two snap tabs, then a rounded point.
    const bib = (dx: number, dy: number, angle: number, colour: string) =>
      `<g transform="translate(${dx} ${dy}) rotate(${angle} 400 600)">` +
      fabric('M250 430q150 110 300 0l20 30-150 330q-20 30-40 0l-150-330z', colour, p) +
      `<circle cx="262" cy="446" r="9" fill="${a.accent}"/><circle cx="538" cy="446" r="9" fill="${a.accent}"/></g>`;
    return shadow(200) + bib(-90, -20, -6, shade(a.colour, -0.1)) + bib(90, 40, 5, a.colour);
  },
  blanket: (a, p) =>
    shadow(260) +
    [0, 1, 2]
      .map((i) => {
        const y = 640 + i * 84;
        return fabric(
          `M${170 + i * 10} ${y}h440a42 42 0 0 1 0 84h-440a42 42 0 0 1 0-84z`,
          shade(a.colour, -0.05 * i),
          p,
          ` stroke="${a.accent}" stroke-width="8"`,
        );
      })
      .join('') +
    `<path d="M330 700q0-30 30-30 10-30 45-22 30-10 40 20 30 0 30 32z" fill="none" stroke="${a.accent}" stroke-width="5"/>`,
  mobile: (a) => {
    const cloud = (x: number, y: number, s: number) =>
      `<path d="M${x - 60 * s} ${y}q0-${34 * s} ${30 * s}-${34 * s} ${12 * s}-${36 * s} ${48 * s}-${28 * s} ${40 * s}-${14 * s} ${54 * s} ${16 * s} ${30 * s} 0 ${30 * s} ${34 * s}z" fill="${a.colour}" stroke="${shade(a.colour, -0.15)}" stroke-width="4"/>`;
    const drop = (x: number, y: number) => `<path d="M${x} ${y}q-18 26 0 36 18-10 0-36z" fill="${a.accent}"/>`;
    const hangs: [number, number, number][] = [
      [250, 560, 1.1],
      [400, 700, 1.3],
      [550, 540, 1],
      [320, 850, 0.8],
      [490, 880, 0.9],
    ];
    return (
      `<path d="M400 40v140" stroke="#9a8a78" stroke-width="3"/>` +
      `<ellipse cx="400" cy="200" rx="200" ry="36" fill="none" stroke="#c8a27a" stroke-width="14"/>` +
      hangs.map(([x, y]) => `<path d="M${x} ${210}V${y - 30}" stroke="#9a8a78" stroke-width="2"/>`).join('') +
      hangs.map(([x, y, s]) => cloud(x, y, s)).join('') +
      [
        [250, 640],
        [550, 620],
        [400, 800],
      ]
        .map(([x, y]) => `<path d="M${x} 600V${y}" stroke="#9a8a78" stroke-width="2"/>${drop(x!, y!)}`)
        .join('')
    );
  },
  tote: (a, p) =>
    shadow(260) +
    `<path d="M270 560q0-230 130-230 130 0 130 230M300 560q0-200 100-200 100 0 100 200" fill="none" stroke="${a.accent}" stroke-width="16"/>` +
    fabric('M190 540h420l30 350h-480z', a.colour, p) +
    `<path d="M190 540h420" stroke="${shade(a.colour, -0.2)}" stroke-width="8"/>`,
  beltbag: (a, p) =>
    shadow(220) +
    `<path d="M60 560q340 130 680 0" fill="none" stroke="${a.accent}" stroke-width="22"/>` +
    fabric('M180 640q220-90 440 0-20 190-220 190-200 0-220-190z', a.colour, p) +
    `<path d="M205 655q195-70 390 0" fill="none" stroke="${shade(a.colour, -0.3)}" stroke-width="6"/>` +
    `<rect x="90" y="568" width="50" height="36" rx="6" fill="none" stroke="#c9a646" stroke-width="8" transform="rotate(20 115 586)"/>`,
  sleeve: (a, p) =>
    shadow(280) +
    fabric('M140 520h520q20 0 20 20v330q0 20-20 20h-520q-20 0-20-20v-330q0-20 20-20z', a.colour, p) +
    `<path d="M120 540h560v100l-280 90-280-90z" fill="${shade(a.colour, -0.12)}"/>` +
    `<circle cx="400" cy="700" r="22" fill="${a.accent}"/><path d="M140 600l260 80 260-80" fill="none" stroke="${shade(a.colour, 0.2)}" stroke-width="4" stroke-dasharray="10 8"/>`,
  backpack: (a, p) =>
    shadow(220) +
    `<path d="M340 430q0-90 60-90 60 0 60 90" fill="none" stroke="${shade(a.colour, -0.3)}" stroke-width="16"/>` +
    `<path d="M220 500q-40 180 10 360M580 500q40 180-10 360" fill="none" stroke="${shade(a.colour, -0.25)}" stroke-width="26"/>` +
    fabric('M220 520q0-90 90-90h180q90 0 90 90v330q0 40-40 40h-280q-40 0-40-40z', a.colour, p) +
    fabric('M220 520q0-90 90-90h180q90 0 90 90v120q-180 50-360 0z', a.accent, false) +
    embroidered(a.text, 400, 590, isDark(a.accent) ? '#f6f1e6' : '#3a2f2a', 70) +
    `<rect x="300" y="740" width="200" height="100" rx="20" fill="${shade(a.colour, -0.1)}"/>`,
  drawstring: (a) =>
    shadow(200) +
    `<path d="M230 480q170 40 340 0l30 80q40 230-60 320h-280q-100-90-60-320z" fill="${a.colour}"/>` +
    `<path d="M250 520q150 40 300 0" fill="none" stroke="${shade(a.colour, -0.3)}" stroke-width="6"/>` +
    [290, 350, 410, 470, 520]
      .map((x) => `<path d="M${x} 490l${(x - 400) / 12} 50" stroke="${shade(a.colour, -0.25)}" stroke-width="5"/>`)
      .join('') +
    `<path d="M470 525q60 40 70 170M500 520q80 20 110 150" fill="none" stroke="${a.accent}" stroke-width="8"/>` +
    `<path d="M530 690l-6 60h30zM600 660l-6 60h30z" fill="${a.accent}"/><ellipse cx="330" cy="700" rx="40" ry="120" fill="#fff" opacity="0.08"/>`,
  duffel: (a, p) =>
    shadow(310) +
    `<path d="M250 600q0-170 150-170 150 0 150 170M290 600q0-130 110-130 110 0 110 130" fill="none" stroke="${a.accent}" stroke-width="18"/>` +
    fabric('M180 580h440q90 0 90 150t-90 150h-440q-90 0-90-150t90-150z', a.colour, p) +
    `<path d="M100 800h600v30q-40 50-80 50h-440q-40 0-80-50z" fill="${a.accent}"/>` +
    `<path d="M180 600h440" stroke="${shade(a.colour, -0.3)}" stroke-width="6" stroke-dasharray="8 6"/>` +
    `<ellipse cx="180" cy="730" rx="60" ry="140" fill="none" stroke="${shade(a.colour, -0.2)}" stroke-width="6"/><ellipse cx="620" cy="730" rx="60" ry="140" fill="none" stroke="${shade(a.colour, -0.2)}" stroke-width="6"/>`,
  bottle: (a) => {
    const words = (a.text ?? '').split(' ');
    // Two lines when the name is long, so it stays inside the label.
    const lines =
      words.length > 1 && words.join(' ').length > 9
        ? [words.slice(0, 1).join(' '), words.slice(1).join(' ')]
        : [words.join(' ')];
    const ink = isDark(a.accent) ? '#f4ecdc' : '#2b2523';
    const size = Math.min(24, Math.floor(126 / (0.68 * Math.max(...lines.map((line) => line.length)))));
    const text = lines
      .map(
        (line, i) =>
          `<text x="400" y="${(lines.length === 1 ? 690 : 676) + i * (size + 6)}" font-family="DejaVu Serif" font-size="${size}" fill="${ink}" text-anchor="middle">${esc(line)}</text>`,
      )
      .join('');
    const rule = Math.max(712, (lines.length === 1 ? 690 : 676) + (lines.length - 1) * (size + 6) + 16);
    return (
      shadow(110) +
      `<path d="M372 180h56v150q0 30 30 60 42 40 42 100v380q0 30-30 30h-140q-30 0-30-30v-380q0-60 42-100 30-30 30-60z" fill="${a.colour}"/>` +
      `<path d="M322 520q0-60 36-92v460h-6q-30 0-30-30z" fill="#fff" opacity="0.16"/>` +
      `<rect x="368" y="160" width="64" height="120" rx="8" fill="${shade(a.accent, -0.35)}"/>` +
      `<rect x="318" y="600" width="164" height="190" rx="6" fill="${a.accent}"/>` +
      `<rect x="330" y="612" width="140" height="166" rx="4" fill="none" stroke="${ink}" stroke-width="2" opacity="0.6"/>` +
      text +
      `<path d="M360 ${rule}h80" stroke="${ink}" stroke-width="2" opacity="0.7"/><path d="M400 ${rule + 20}l10 14-10 14-10-14z" fill="${ink}" opacity="0.7"/>`
    );
  },
  box: (a) => {
    const ink = '#2b2523';
    return (
      shadow(280) +
      `<path d="M150 600l100-70h400l-100 70z" fill="${shade(a.colour, 0.15)}"/>` +
      `<path d="M550 600l100-70v290l-100 70z" fill="${shade(a.colour, -0.15)}"/>` +
      `<rect x="150" y="600" width="400" height="290" fill="${a.colour}"/>` +
      `<path d="M330 600h40v290h-40zM600 565l30-21v290l-30 21z" fill="${a.accent}"/>` +
      `<path d="M350 600l100-70h40l-100 70zM200 565h400l-20 14h-400z" fill="${a.accent}"/>` +
      `<path d="M400 560q-90-80-110-20 10 40 110 20q90-80 110-20-10 40-110 20z" fill="${shade(a.accent, 0.1)}" stroke="${shade(a.accent, -0.25)}" stroke-width="4"/>` +
      (a.text
        ? `<rect x="175" y="740" width="150" height="90" rx="8" fill="#f7f1e3"/><text x="250" y="797" font-family="DejaVu Serif" font-style="italic" font-size="${Math.min(34, Math.floor(136 / (0.55 * a.text.length)))}" fill="${ink}" text-anchor="middle">${esc(a.text)}</text>`
        : '')
    );
  },
  bolt: (a, p) => {
    // A roll of fabric lying on the floor, a length unrolled towards the viewer, its cardboard core showing.
    const end = shade(a.colour, -0.18);
    return (
      shadow(290) +
      fabric('M250 640h360l90 250h-520z', shade(a.colour, 0.06), p) +
      `<path d="M200 890q200 22 440 0" fill="none" stroke="${shade(a.colour, -0.25)}" stroke-width="4"/>` +
      fabric('M220 500h380a70 100 0 0 1 0 200h-380z', a.colour, p) +
      `<ellipse cx="220" cy="600" rx="70" ry="100" fill="${end}"/>` +
      `<path d="M220 600m-52 0a52 76 0 1 0 104 0a38 56 0 1 0-76 0a24 36 0 1 0 48 0" fill="none" stroke="${shade(a.colour, -0.35)}" stroke-width="4"/>` +
      `<ellipse cx="220" cy="600" rx="16" ry="24" fill="${a.accent}"/><ellipse cx="220" cy="600" rx="8" ry="12" fill="${shade(a.accent, -0.4)}"/>` +
      `<path d="M300 520q150 -20 260 0" fill="none" stroke="#fff" stroke-width="10" opacity="0.12"/>` +
      `<rect x="470" y="560" width="90" height="56" rx="6" fill="#f7f1e3" transform="rotate(-6 515 588)"/>` +
      `<path d="M486 580h58M486 596h40" stroke="#6e6259" stroke-width="4" transform="rotate(-6 515 588)"/>`
    );
  },
};

/** Where a close-up looks (the label of a bottle, the middle of most things). */
const FOCUS: Partial<Record<ProductMotif, [number, number]>> = {
  bottle: [400, 690],
  box: [330, 720],
  pouf: [400, 720],
  bench: [400, 690],
  throw: [400, 730],
  blanket: [400, 730],
  pouch: [400, 730],
  tieback: [430, 630],
  headboard: [400, 500],
  mobile: [400, 560],
  armchair: [400, 780],
  lumbar: [400, 740],
  backpack: [400, 600],
};

/** A framed picture and a plant: the "scene" view's setting. */
function setting(background: string) {
  const frame = shade(background, -0.35);
  return (
    `<rect x="470" y="130" width="220" height="170" fill="${frame}"/><rect x="484" y="144" width="192" height="142" fill="${shade(background, 0.5)}"/>` +
    `<path d="M484 286l60-70 40 40 40-50 52 80z" fill="${shade(background, -0.15)}"/><circle cx="520" cy="180" r="14" fill="${shade(background, -0.08)}"/>` +
    `<path d="M690 ${FLOOR}h60l10-90h-80z" fill="${shade(background, -0.3)}"/>` +
    `<path d="M720 810q-60-90-20-200M720 810q40-110 10-230M720 810q-10-70 40-150" fill="none" stroke="#6f8f5e" stroke-width="6"/>` +
    `<ellipse cx="696" cy="610" rx="16" ry="34" fill="#7fa06b" transform="rotate(-20 696 610)"/><ellipse cx="732" cy="586" rx="14" ry="32" fill="#6f8f5e" transform="rotate(10 732 586)"/><ellipse cx="758" cy="664" rx="14" ry="30" fill="#7fa06b" transform="rotate(30 758 664)"/>`
  );
}

function svgOf(a: ProductArt): string {
  const pattern = a.pattern && a.pattern !== 'plain' ? a.pattern : null;
  const defs = pattern ? patternDef(pattern, a.colour, a.accent) : '';
  const view = a.view ?? 'main';
  const wall = view === 'scene' ? shade(a.background, 0.3) : a.background;
  let body = MOTIFS[a.motif](a, pattern !== null);
  if (view === 'close') {
    const [fx, fy] = FOCUS[a.motif] ?? [400, 640];
    body = `<g transform="translate(400 600) scale(1.7) translate(${-fx} ${-fy})">${body}</g>`;
  } else if (view === 'scene') {
    body = `<g transform="translate(-60 40) scale(0.92)">${body}</g>`;
  } else if (a.motif !== 'mobile' && a.motif !== 'tieback') {
    // The whole object, a little larger than drawn, still standing on the floor.
    body = `<g transform="translate(400 ${FLOOR}) scale(1.1) translate(-400 ${-FLOOR})">${body}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    `<rect y="${FLOOR - 20}" width="${W}" height="${H - FLOOR + 20}" fill="${shade(a.background, -0.07)}"/>` +
    (view === 'scene' ? setting(a.background) : '') +
    body +
    `</svg>`
  );
}

function imagesOf(catalogue: CatalogueSeed): ImageSeed[] {
  const byFile = new Map<string, ImageSeed>();
  for (const product of catalogue.products) for (const image of product.images) byFile.set(image.file, image);
  for (const category of catalogue.categories) if (category.image) byFile.set(category.image.file, category.image);
  return [...byFile.values()];
}

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
let written = 0;
for (const [siteId, catalogue] of [
  [1, SITE_1_CATALOGUE],
  [2, SITE_2_CATALOGUE],
] as const) {
  for (const image of imagesOf(catalogue)) {
    if (args.only && !image.file.includes(args.only)) continue;
    const target = path.join(HERE, `site-${siteId}`, image.file);
    await mkdir(path.dirname(target), { recursive: true });
    const jpeg = await sharp(Buffer.from(svgOf(image.art)))
      .flatten({ background: image.art.background })
      .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    await writeFile(target, jpeg);
    written += 1;
    const kb = Math.round(jpeg.length / 1024);
    if (jpeg.length > MAX_BYTES) console.warn(`${target}: ${kb} KB, over ${MAX_BYTES / 1024} KB`);
  }
}
console.warn(`drew ${written} product images`);
