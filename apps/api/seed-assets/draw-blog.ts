// Draws the sample blogs' illustrations (issue 17): flat SVG scenes, 1200 × 800 (3:2), into
// seed-assets/site-<id>/blog/. The SVGs are committed; run again after changing a drawing (nothing is downloaded):
//   node_modules/.bin/node apps/api/seed-assets/draw-blog.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circle, ellipse, esc, g, line, pathOf, rect } from './svg-shapes.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const W = 1200;
const H = 800;

// ─── palettes ───
const WORKSHOP = { wall: '#efe6da', floor: '#cdb79b', plum: '#6b2fa3', lime: '#a4d233', wood: '#9c6b3f' };
const ESTATE = { sky: '#f6e7d3', hill: '#a9ba74', vine: '#5f7a3a', wine: '#7a1f35', gold: '#c9a24b' };

/** A room: wall, floor and the shadow line between them. */
const room = (wall: string, floor: string, floorY = 620) =>
  rect(0, 0, W, H, wall) + rect(0, floorY, W, H - floorY, floor) + rect(0, floorY - 6, W, 6, '#000', ' opacity=".06"');

const shadow = (cx: number, cy: number, rx: number) => ellipse(cx, cy, rx, 14, '#000', ' opacity=".12"');

/** A bergère-style armchair, 300 wide, its feet at (0, 0) of the group. */
function armchair(fabric: string, wood: string, buttons = false) {
  const dark = '#00000022';
  const buttonRow = buttons
    ? [60, 100, 140, 180]
        .flatMap((x, i) => [circle(x + 20, -300 + (i % 2) * 40, 6, dark), circle(x + 20, -220 + (i % 2) * 40, 6, dark)])
        .join('')
    : '';
  return (
    pathOf('M40 -60 l-10 80 h14 l14 -80z', wood) +
    pathOf('M260 -60 l10 80 h-14 l-14 -80z', wood) +
    pathOf('M50 -120 C30 -230 80 -350 150 -350 C220 -350 270 -230 250 -120 Z', wood) +
    pathOf('M64 -124 C48 -220 90 -330 150 -330 C210 -330 252 -220 236 -124 Z', fabric) +
    buttonRow +
    rect(30, -130, 240, 70, fabric, ' rx="28"') +
    rect(30, -84, 240, 24, dark, ' rx="12"') +
    pathOf('M0 -150 q0 -30 34 -30 h30 v110 h-64z', fabric) +
    pathOf('M300 -150 q0 -30 -34 -30 h-30 v110 h64z', fabric) +
    rect(-6, -186, 74, 14, wood, ' rx="7"') +
    rect(232, -186, 74, 14, wood, ' rx="7"')
  );
}

/** A chair with an oval (medallion) back, 200 wide, its feet at (0, 0). */
function medallionChair(fabric: string, wood: string, pattern = '') {
  return (
    rect(20, -150, 14, 150, wood, ' rx="6"') +
    rect(166, -150, 14, 150, wood, ' rx="6"') +
    rect(30, -330, 12, 190, wood, ' rx="5"') +
    rect(158, -330, 12, 190, wood, ' rx="5"') +
    ellipse(100, -300, 78, 100, wood) +
    ellipse(100, -300, 64, 86, fabric) +
    pattern +
    rect(0, -170, 200, 46, fabric, ' rx="18"') +
    rect(6, -132, 188, 12, wood, ' rx="6"')
  );
}

/** A toile de Jouy motif (a little tree and a bird) inside the chair's medallion. */
const jouy = (colour: string) =>
  g(
    'translate(100 -300)',
    pathOf('M-6 40 v-30 M0 10 c-30 -10 -30 -50 0 -54 c30 4 30 44 0 54z', 'none', ` stroke="${colour}" stroke-width="4"`) +
      pathOf('M-30 -10 q10 -14 22 0 q-10 6 -22 0z M14 -30 q10 -12 20 0 q-10 6 -20 0z', colour),
  );

/** A sofa or bench seat, `width` wide, its feet at (0, 0). */
function sofa(width: number, fabric: string, wood: string, back = 170) {
  const cushions = Math.max(1, Math.round(width / 200));
  const seams = Array.from({ length: cushions - 1 }, (_, i) =>
    rect(((i + 1) * width) / cushions - 2, -back - 40, 4, back - 60, '#00000018'),
  ).join('');
  return (
    rect(30, -40, 16, 40, wood) +
    rect(width - 46, -40, 16, 40, wood) +
    rect(10, -back - 60, width - 20, back, fabric, ' rx="30"') +
    seams +
    rect(0, -110, width, 80, fabric, ' rx="26"') +
    rect(0, -60, width, 22, '#00000020', ' rx="11"') +
    rect(-20, -150, 60, 120, fabric, ' rx="24"') +
    rect(width - 40, -150, 60, 120, fabric, ' rx="24"')
  );
}

/** A swatch book opened as a fan. */
function swatchFan(colours: string[]) {
  const step = 70 / Math.max(1, colours.length - 1);
  return colours
    .map(
      (colour, i) =>
        g(`rotate(${-35 + i * step})`, rect(-28, -300, 56, 300, colour, ' rx="10"') + circle(0, -20, 8, '#00000030')) +
        '',
    )
    .join('');
}

/** Rolls of fabric standing on end. */
function rolls(colours: string[]) {
  return colours
    .map(
      (colour, i) =>
        g(
          `translate(${i * 90} ${-(i % 2) * 20})`,
          rect(0, -320, 70, 320, colour, ' rx="10"') +
            ellipse(35, -320, 35, 12, '#ffffff55') +
            circle(35, -320, 6, '#00000040'),
        ) + '',
    )
    .join('');
}

/** A clothes brush, lying. */
const brush = (colour: string) =>
  rect(0, 0, 220, 44, colour, ' rx="20"') +
  Array.from({ length: 18 }, (_, i) => rect(14 + i * 11, 40, 5, 22, '#3a2b1f')).join('');

/** A cushion seen from the front. */
const cushion = (fabric: string, piping: string) =>
  pathOf('M0 0 Q90 -16 180 0 Q196 80 180 160 Q90 176 0 160 Q-16 80 0 0z', fabric, ` stroke="${piping}" stroke-width="6"`) +
  circle(90, 80, 8, '#00000030');

/** A window with its frame and a sky; sunlight falls from it when `rays` is given. */
function windowFrame(x: number, y: number, w: number, h: number, sky: string, rays?: string) {
  const light = rays
    ? pathOf(`M${x} ${y + h} L${x + w} ${y + h} L${x + w + 420} 800 L${x + 140} 800z`, rays, ' opacity=".35"')
    : '';
  return (
    light +
    rect(x - 14, y - 14, w + 28, h + 28, '#ffffff') +
    rect(x, y, w, h, sky) +
    rect(x + w / 2 - 5, y, 10, h, '#ffffff') +
    rect(x, y + h / 2 - 5, w, 10, '#ffffff')
  );
}

/** A curtain panel hanging from a rod. */
const curtain = (x: number, colour: string, height = 560) =>
  pathOf(`M${x} 60 h110 q-20 ${height / 2} 10 ${height} h-130 q20 ${-height / 2} 10 ${-height}z`, colour) +
  line(x + 30, 80, x + 24, 60 + height, '#00000018', 6) +
  line(x + 70, 80, x + 76, 60 + height, '#00000018', 6);

/** A workbench: top and legs, `width` wide, its top at (0, 0). */
const bench = (width: number, wood: string) =>
  rect(0, 0, width, 36, wood) +
  rect(0, 30, width, 8, '#00000020') +
  rect(30, 36, 26, 200, wood) +
  rect(width - 56, 36, 26, 200, wood);

/** A tack hammer, its head at (0, 0). */
const hammer = (wood: string) =>
  rect(-70, -12, 140, 24, '#5d6670', ' rx="10"') + rect(-10, 10, 20, 220, wood, ' rx="9"');

/** Scissors, open. */
const scissors = (handle: string) =>
  pathOf('M0 0 L200 -30 L200 -20 L4 10z', '#7c8690') +
  pathOf('M0 10 L200 40 L200 30 L4 0z', '#959ea8') +
  circle(4, 5, 8, '#3a3f46') +
  ellipse(-50, -26, 44, 24, 'none', ` stroke="${handle}" stroke-width="14"`) +
  ellipse(-44, 36, 38, 20, 'none', ` stroke="${handle}" stroke-width="14"`);

/** A curved needle and its thread. */
const curvedNeedle = (thread: string) =>
  pathOf('M0 0 a80 80 0 0 1 140 -40', 'none', ' stroke="#7c8690" stroke-width="6" stroke-linecap="round"') +
  pathOf('M140 -40 c40 -30 50 40 100 10 s50 -40 90 0', 'none', ` stroke="${thread}" stroke-width="4"`);

/** A webbing stretcher: a wooden paddle with spikes. */
const stretcher = (wood: string) =>
  rect(0, 0, 60, 220, wood, ' rx="14"') +
  Array.from({ length: 5 }, (_, i) => pathOf(`M${8 + i * 11} 0 l4 -18 l4 18z`, '#5d6670')).join('');

/** A person at work, seen from the front, standing at (0, 0) (feet). */
function person(shirt: string, hair: string, skin = '#e2b48e', apron = '') {
  return (
    rect(-34, -150, 26, 150, '#3b3f4a', ' rx="10"') +
    rect(8, -150, 26, 150, '#3b3f4a', ' rx="10"') +
    pathOf('M-60 -150 q0 -140 60 -150 q60 10 60 150z', shirt) +
    (apron ? pathOf('M-36 -250 h72 v110 q-36 16 -72 0z', apron) : '') +
    rect(-88, -280, 28, 120, shirt, ' rx="14" transform="rotate(-14 -74 -280)"') +
    rect(60, -280, 28, 120, shirt, ' rx="14" transform="rotate(14 74 -280)"') +
    circle(0, -340, 46, skin) +
    pathOf('M-48 -346 q0 -60 48 -60 q48 0 48 60 q-20 -30 -48 -30 q-28 0 -48 30z', hair)
  );
}

/** A buttoned headboard over a bed. */
function headboard(fabric: string, bedding: string) {
  const buttons = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 7; col++)
      buttons.push(circle(80 + col * 90 + (row % 2) * 45, 70 + row * 70, 7, '#00000030'));
  return (
    pathOf('M0 280 V60 Q0 0 60 0 H700 L760 60 V280z', fabric) +
    buttons.join('') +
    rect(-20, 260, 800, 120, bedding, ' rx="24"') +
    rect(40, 220, 220, 80, '#ffffff', ' rx="30"') +
    rect(500, 220, 220, 80, '#ffffff', ' rx="30"')
  );
}

/** The layers of a traditional seat, cut open, labelled. */
function crossSection(labels: string[]) {
  const layers = [
    { colour: '#c79a5b', h: 40 },
    { colour: '#8a9099', h: 90 },
    { colour: '#b99464', h: 26 },
    { colour: '#6e5b49', h: 70 },
    { colour: '#f3efe6', h: 20 },
    { colour: WORKSHOP.plum, h: 24 },
  ];
  let y = 600;
  let lastLabel = 10_000;
  let out = '';
  layers.forEach((layer, i) => {
    y -= layer.h;
    if (i === 1) {
      out += rect(140, y, 560, layer.h, '#e7e1d6');
      for (let s = 0; s < 5; s++)
        out += pathOf(
          `M${190 + s * 110} ${y + layer.h} c-30 -15 30 -30 0 -45 c-30 -15 30 -30 0 -45`,
          'none',
          ` stroke="${layer.colour}" stroke-width="8"`,
        );
    } else out += rect(140, y, 560, layer.h, layer.colour, i === 3 ? ' rx="6"' : '');
    const label = labels[i];
    if (!label) return;
    // Thin layers are labelled one under the other, at least 46 apart, with a leader line to their middle.
    const ly = y + layer.h / 2;
    const ty = Math.min(ly, lastLabel - 46);
    lastLabel = ty;
    out += pathOf(`M710 ${ly} L760 ${ty} L790 ${ty}`, 'none', ' stroke="#5a524a" stroke-width="3"');
    out += `<text x="804" y="${ty + 11}" font-family="Georgia, serif" font-size="32" fill="#3a3226">${esc(label)}</text>`;
  });
  return rect(120, 600, 600, 40, WORKSHOP.wood, ' rx="6"') + out;
}

/** Vine rows on a hillside. */
function vineyard(sky: string, hill: string, leaf: string) {
  let rows = '';
  for (let r = 0; r < 3; r++) {
    const y = 470 + r * 110;
    rows += line(0, y - 40, W, y - 40, '#8a7a66', 2);
    for (let x = 20 + r * 30; x < W; x += 80) rows += ellipse(x, y - 44, 40, 30, leaf) + rect(x - 3, y - 20, 6, 40, '#7a4c27');
  }
  return rect(0, 0, W, H, sky) + pathOf('M0 380 Q600 300 1200 380 V800 H0z', hill) + rows;
}

/** A bunch of grapes. */
function grapes(colour: string, cx: number, cy: number, size = 14) {
  const berries = [];
  const rows = [4, 3, 3, 2, 1];
  rows.forEach((count, r) => {
    for (let i = 0; i < count; i++)
      berries.push(circle(cx + (i - (count - 1) / 2) * size * 1.8, cy + r * size * 1.6, size, colour));
  });
  return berries.join('') + line(cx, cy - size, cx + 6, cy - size * 3, '#6b4a2b', 4);
}

/** A wine bottle, its base at (0, 0). */
const bottle = (glass: string, label: string) =>
  pathOf('M-50 0 V-230 Q-50 -280 -16 -300 V-380 H16 V-300 Q50 -280 50 -230 V0z', glass) +
  rect(-18, -396, 36, 22, '#2b1a12', ' rx="4"') +
  rect(-50, -190, 100, 110, label) +
  rect(-36, -160, 72, 8, '#00000030') +
  rect(-28, -140, 56, 6, '#00000020');

/** A wine glass, its foot at (0, 0). */
const glass = (wine: string) =>
  pathOf('M-60 -300 Q-60 -200 0 -190 Q60 -200 60 -300z', '#ffffff', ' opacity=".7" stroke="#c9c2b8" stroke-width="3"') +
  pathOf('M-52 -260 Q-48 -204 0 -196 Q48 -204 52 -260z', wine) +
  rect(-4, -192, 8, 180, '#e9e4dc') +
  ellipse(0, -8, 56, 10, '#e9e4dc');

/** An oyster, open. */
const oyster = (x: number, y: number, r = 1) =>
  g(
    `translate(${x} ${y}) scale(${r})`,
    pathOf('M-70 0 Q-80 -50 -20 -60 Q40 -70 76 -20 Q80 30 20 40 Q-50 50 -70 0z', '#8e8a80') +
      pathOf('M-54 0 Q-60 -38 -14 -44 Q34 -52 60 -16 Q62 20 16 28 Q-40 36 -54 0z', '#e7e2d6') +
      ellipse(4, -8, 30, 18, '#c9c1ad'),
  );

/** A wine thermometer with its scale, upright, its bulb at (0, 0). */
function thermometer(liquid: string, marks: number[], level: number) {
  const top = -520;
  const span = 480;
  const yOf = (value: number) => -40 - ((value - marks[0]!) / (marks[marks.length - 1]! - marks[0]!)) * (span - 40);
  return (
    rect(-26, top, 52, span + 20, '#ffffff', ' rx="26" stroke="#c9c2b8" stroke-width="4"') +
    rect(-10, yOf(level), 20, -yOf(level), liquid, ' rx="8"') +
    circle(0, 0, 44, liquid) +
    marks
      .map(
        (value) =>
          line(30, yOf(value), 60, yOf(value), '#5a524a', 4) +
          `<text x="74" y="${yOf(value) + 12}" font-family="Georgia, serif" font-size="36" fill="#3a3226">${value} °C</text>`,
      )
      .join('')
  );
}

/** Six swatches of a swatch book, each named. */
const swatchBook = (labels: string[]) =>
  rect(0, 0, W, H, '#f6f0e6') +
  ['#e3d6bf', '#cbb89a', '#f2ead9', '#3d6e8f', '#8f57c2', '#4a2470']
    .map((colour, i) =>
      g(
        `translate(${110 + (i % 3) * 340} ${90 + Math.floor(i / 3) * 330})`,
        rect(0, 0, 300, 240, colour, ' rx="14"') +
          `<text x="0" y="290" font-family="Georgia, serif" font-size="34" fill="#3a3226">${esc(labels[i] ?? '')}</text>`,
      ),
    )
    .join('');

/** An SVG document with its title. */
const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${esc(title)}</title>${body}</svg>\n`;

const P = WORKSHOP;
const E = ESTATE;

/** Every drawing, by site and file name (without `.svg`). */
const DRAWINGS: Record<number, Record<string, string>> = {
  1: {
    'dossier-entretien': svg(
      'Une brosse douce posée sur un coussin',
      room('#f0e8f6', '#d9c9b6') +
        g('translate(360 380) rotate(-4) scale(2.2)', cushion('#8f57c2', P.lime)) +
        g('translate(540 420) rotate(-18)', brush('#a26a3f')) +
        shadow(600, 760, 260),
    ),
    'entretenir-velours': svg(
      'Un fauteuil en velours prune et une brosse à habits',
      room(P.wall, P.floor) +
        shadow(480, 640, 200) +
        g('translate(330 640)', armchair(P.plum, P.wood)) +
        g('translate(760 590) rotate(-10)', brush('#7a4c27')) +
        windowFrame(840, 120, 220, 260, '#cfe3f0'),
    ),
    'tache-canape': svg(
      'Un canapé clair, un chiffon blanc et un bol d’eau savonneuse',
      room('#e9efe9', '#cbb99f') +
        shadow(520, 640, 380) +
        g('translate(200 640)', sofa(640, '#e8dcc6', P.wood)) +
        ellipse(500, 520, 38, 16, '#b98a6a', ' opacity=".7"') +
        g(
          'translate(900 600)',
          ellipse(0, 0, 110, 30, '#ffffff') +
            pathOf('M-110 0 q110 120 220 0z', '#8fb3c9') +
            circle(-30, -10, 10, '#ffffff') +
            circle(10, -16, 14, '#ffffff') +
            circle(46, -8, 8, '#ffffff'),
        ) +
        g('translate(640 700) rotate(8)', pathOf('M0 0 h170 l-20 60 h-160z', '#ffffff', ' stroke="#d8d2c8" stroke-width="3"')),
    ),
    'soleil-tissus': svg(
      'Un rayon de soleil traverse une fenêtre et tombe sur un fauteuil',
      room('#f3ead8', '#d3bf9f') +
        windowFrame(140, 110, 280, 320, '#bfe0f2', '#ffd66b') +
        curtain(40, '#c98f5a') +
        shadow(820, 640, 190) +
        g('translate(680 640)', armchair('#d6a13b', P.wood)) +
        circle(280, 210, 40, '#ffd66b'),
    ),
    'refaire-siege': svg(
      'Une chaise ancienne à l’assise affaissée, vue de profil',
      room('#ece3d6', '#c8b396') +
        shadow(600, 640, 170) +
        g(
          'translate(500 640)',
          rect(0, -180, 16, 180, P.wood) +
            rect(180, -180, 16, 180, P.wood) +
            rect(170, -470, 16, 300, P.wood, ' transform="rotate(-6 178 -320)"') +
            pathOf('M-10 -190 h220 v26 q-110 70 -220 0z', '#9f968a') +
            pathOf('M40 -150 c10 40 40 50 60 20', 'none', ' stroke="#6e675e" stroke-width="6"') +
            pathOf('M120 -160 l30 40 l-16 20', 'none', ' stroke="#5a524a" stroke-width="6"'),
        ) +
        g('translate(880 300)', circle(0, 0, 70, '#ffffff', ' opacity=".8"') + `<text x="-22" y="30" font-family="Georgia, serif" font-size="90" fill="${P.plum}">?</text>`),
    ),
    'dossier-tissus': svg(
      'Des rouleaux de tissu et un nuancier',
      room('#f4ede2', '#d6c4a8') +
        g('translate(160 620)', rolls(['#6b2fa3', '#a4d233', '#c98f5a', '#3d6e8f', '#e3c9a3'])) +
        g('translate(880 620)', swatchFan(['#8f57c2', '#d6a13b', '#7fa35a', '#c05b4d', '#3d6e8f'])),
    ),
    'choisir-tissu': svg(
      'Un nuancier ouvert avec des échantillons de lin, de coton et de velours',
      room('#efe6da', '#cdb79b') +
        rect(120, 520, 960, 30, P.wood) +
        g('translate(600 520)', swatchFan(['#e3d6bf', '#cbb89a', '#7fa35a', '#3d6e8f', '#c05b4d', '#8f57c2', '#4a2470'])) +
        g('translate(220 500) scale(.6)', cushion('#e3d6bf', P.plum)),
    ),
    nuancier: svg('Un nuancier de tissus d’ameublement', swatchBook(['Lin', 'Lin lavé', 'Coton', 'Coton imprimé', 'Velours', 'Velours de laine'])),
    'nuancier-en': svg(
      'A book of upholstery fabric swatches',
      swatchBook(['Linen', 'Washed linen', 'Cotton', 'Printed cotton', 'Velvet', 'Wool velvet']),
    ),
    'crin-mousse': svg(
      'Une assise coupée en deux montrant ressorts, crin et mousse',
      room('#f1ebe2', '#d2c0a5') +
        g('translate(80 40) scale(.95)', crossSection(['', '', '', '', '', ''])) +
        g('translate(840 600)', rect(0, -180, 260, 180, '#f2d37a', ' rx="12"') + rect(0, -200, 260, 30, '#e6e0d2', ' rx="12"')),
    ),
    'coupe-assise': svg(
      'Coupe d’une assise traditionnelle',
      rect(0, 0, W, H, '#f7f2ea') +
        g('translate(-120 -80) scale(1.2)', crossSection(['Sangles', 'Ressorts', 'Toile forte', 'Crin', 'Toile blanche', 'Tissu'])),
    ),
    'coupe-assise-en': svg(
      'Cross-section of a traditional seat',
      rect(0, 0, W, H, '#f7f2ea') +
        g('translate(-120 -80) scale(1.2)', crossSection(['Webbing', 'Springs', 'Hessian', 'Horsehair', 'Calico', 'Fabric'])),
    ),
    'dossier-restaurations': svg(
      'Un fauteuil sur un tréteau de l’atelier',
      room('#ede4d6', '#c9b394') +
        g('translate(380 620)', rect(0, 0, 440, 30, P.wood) + rect(30, 30, 20, 120, P.wood) + rect(390, 30, 20, 120, P.wood)) +
        g('translate(450 600)', armchair('#e9e2d4', P.wood)) +
        g('translate(900 500) rotate(20)', hammer('#a26a3f')),
    ),
    'fauteuil-crapaud': svg(
      'Un fauteuil crapaud capitonné en velours vert bouteille',
      room('#f2ebe0', '#cdb79b') +
        shadow(600, 640, 230) +
        g(
          'translate(420 640)',
          rect(40, -40, 18, 40, '#5e3b22') +
            rect(302, -40, 18, 40, '#5e3b22') +
            pathOf('M20 -40 C-20 -200 40 -380 180 -380 C320 -380 380 -200 340 -40z', '#2f5a3c') +
            [90, 150, 210, 270]
              .flatMap((x, i) => [circle(x, -300 + (i % 2) * 30, 7, '#1d3a26'), circle(x, -230 + (i % 2) * 30, 7, '#1d3a26')])
              .join('') +
            rect(0, -150, 360, 110, '#3a6b48', ' rx="50"') +
            Array.from({ length: 24 }, (_, i) => rect(6 + i * 15, -46, 8, 30, '#c9a24b')).join(''),
        ),
    ),
    'banquette-cuir': svg(
      'Une longue banquette en cuir cognac le long d’un mur de bistrot',
      room('#2f3b3a', '#8a6a4a') +
        rect(0, 0, W, 300, '#3e4c4a') +
        Array.from({ length: 5 }, (_, i) => rect(80 + i * 230, 80, 160, 120, '#d9c27a', ' opacity=".18" rx="6"')).join('') +
        g('translate(60 640)', sofa(1080, '#a8612f', '#4a2e1a', 220)) +
        Array.from({ length: 9 }, (_, i) => rect(160 + i * 110, 400, 4, 120, '#00000030')).join('') +
        g('translate(300 720)', ellipse(0, 0, 90, 16, '#ffffff') + g('translate(0 0)', glass('#7a1f35'))),
    ),
    'chaise-medaillon': svg(
      'Une chaise médaillon blanche garnie de toile de Jouy bleue',
      room('#eef1f5', '#cdbda6') +
        shadow(600, 680, 200) +
        g('translate(440 680) scale(1.6)', medallionChair('#dbe5f0', '#d9cdb4', jouy('#2f5d8f'))),
    ),
    'tete-de-lit': svg(
      'Une tête de lit capitonnée en lin sable au-dessus d’un lit',
      rect(0, 0, W, H, '#f1ece4') +
        pathOf('M760 0 L1200 0 L1200 420z', '#e3dbcf') +
        windowFrame(960, 40, 150, 110, '#cfe3f0') +
        g('translate(180 300)', headboard('#d8c6a5', '#f7f3ec')) +
        rect(0, 680, W, 120, '#cdb79b'),
    ),
    'dossier-coulisses': svg(
      'L’établi de l’atelier et ses outils',
      rect(0, 0, W, H, '#e9dfcf') +
        rect(100, 100, 1000, 300, '#d8c9b1', ' rx="10"') +
        g('translate(220 170) rotate(90)', hammer('#a26a3f')) +
        g('translate(440 300) rotate(-70)', scissors(P.plum)) +
        g('translate(700 160)', stretcher('#b07c4f')) +
        g('translate(860 300) rotate(-30)', curvedNeedle(P.lime)) +
        g('translate(100 460)', bench(1000, P.wood)),
    ),
    'outils-tapissier': svg(
      'Un marteau ramponneau, des ciseaux et des aiguilles sur un établi',
      rect(0, 0, W, H, '#c9a276') +
        Array.from({ length: 8 }, (_, i) => rect(0, i * 100 + 40, W, 3, '#00000014')).join('') +
        g('translate(260 220) rotate(-30)', hammer('#6b4a2b')) +
        g('translate(620 330) rotate(10)', scissors(P.plum)) +
        g('translate(300 620) rotate(-8)', curvedNeedle(P.lime)) +
        g('translate(900 420) rotate(20)', stretcher('#8a5a33')),
    ),
    'outils-etabli': svg(
      'Les outils rangés au-dessus de l’établi',
      rect(0, 0, W, H, '#ece3d4') +
        rect(80, 60, 1040, 380, '#d9c8ab', ' rx="8"') +
        Array.from({ length: 8 }, (_, i) => circle(160 + i * 130, 90, 8, '#6b5a48')).join('') +
        g('translate(160 120) rotate(90) scale(.8)', hammer('#a26a3f')) +
        g('translate(290 110) scale(.8)', stretcher('#b07c4f')) +
        g('translate(480 200) rotate(90) scale(.7)', scissors(P.plum)) +
        g('translate(620 140) rotate(80) scale(.9)', curvedNeedle(P.lime)) +
        line(820, 110, 820, 380, '#7c8690', 6) +
        line(880, 110, 880, 420, '#7c8690', 5) +
        line(940, 110, 940, 330, '#7c8690', 8) +
        g('translate(80 500)', bench(1040, P.wood)),
    ),
    'journee-atelier': svg(
      'L’intérieur lumineux de l’atelier avec des sièges en cours',
      room('#f3ece0', '#cdb79b', 600) +
        windowFrame(100, 80, 260, 300, '#cfe3f0', '#fff4c9') +
        windowFrame(840, 80, 260, 300, '#cfe3f0') +
        g('translate(430 600) scale(.8)', armchair('#e9e2d4', P.wood)) +
        g('translate(120 620) scale(.8)', medallionChair('#a4d233', P.wood)) +
        g('translate(820 640) scale(.9)', person('#6b2fa3', '#3b2a20', '#e2b48e', '#c9b08a')),
    ),
    'devenir-tapissier': svg(
      'Une apprentie tapissière garnit une assise sur un tréteau',
      room('#efe7f3', '#cdb79b') +
        g('translate(420 720)', person('#3d6e8f', '#6b3f2a', '#d9a47c', '#c9b08a')) +
        g('translate(560 620)', rect(0, 0, 420, 26, P.wood) + rect(30, 26, 20, 120, P.wood) + rect(370, 26, 20, 120, P.wood)) +
        g('translate(600 620)', rect(0, -70, 340, 70, '#6e5b49', ' rx="30"') + rect(0, -40, 340, 20, '#b99464')) +
        g('translate(700 520) rotate(-20) scale(.6)', curvedNeedle(P.lime)),
    ),
    'ateliers-initiation': svg(
      'Trois personnes autour d’une table garnissent des tabourets',
      room('#f4eee4', '#cdb79b') +
        g('translate(240 560)', person('#a4d233', '#3b2a20', '#e2b48e')) +
        g('translate(600 540)', person('#6b2fa3', '#c9a24b', '#f0c9a4')) +
        g('translate(960 560)', person('#c05b4d', '#2b2b2b', '#8d5a3b')) +
        g('translate(100 560)', bench(1000, P.wood)) +
        [240, 600, 960].map((x) => g(`translate(${x - 70} 560)`, rect(0, -50, 140, 50, '#e3d6bf', ' rx="20"'))).join(''),
    ),
  },
  2: {
    'dossier-carnet': svg('Des rangs de vigne sous un ciel d’automne', vineyard('#f3dcc0', '#b7a366', '#a6692f') + circle(980, 140, 60, '#f0b65a')),
    vendanges: svg(
      'Une hotte pleine de raisins au bout d’un rang de vigne',
      vineyard(E.sky, E.hill, E.vine) +
        g(
          'translate(760 720)',
          pathOf('M-120 0 L-150 -260 H150 L120 0z', '#8a5a33') +
            Array.from({ length: 6 }, (_, i) => rect(-146 + i * 4, -220 + i * 40, 292 - i * 8, 6, '#6b4a2b')).join('') +
            grapes(E.wine, -70, -300, 18) +
            grapes('#4a1a2b', 30, -310, 18) +
            grapes(E.wine, 100, -290, 16),
        ),
    ),
    'temperature-service': svg(
      'Une bouteille dans un seau à glace et un thermomètre à vin',
      rect(0, 0, W, H, '#f6efe6') +
        rect(0, 600, W, 200, '#d9c3a5') +
        g('translate(480 620)', bottle('#2f4a2f', '#f3ead8')) +
        g(
          'translate(480 640)',
          pathOf('M-150 0 L-130 -260 H130 L150 0z', '#c8ccd1') +
            Array.from({ length: 5 }, (_, i) => rect(-110 + i * 50, -280, 40, 36, '#e8f4fb', ' rx="8" opacity=".9"')).join(''),
        ) +
        g('translate(860 640) scale(.9)', thermometer(E.wine, [6, 10, 14, 18], 11)),
    ),
    thermometre: svg(
      'Un thermomètre à vin gradué de 6 à 18 degrés',
      rect(0, 0, W, H, '#fbf6ef') + g('translate(500 700) scale(1.1)', thermometer(E.wine, [6, 8, 10, 12, 14, 16, 18], 12)),
    ),
    huitres: svg(
      'Un plateau d’huîtres, un citron et un verre de vin blanc',
      rect(0, 0, W, H, '#e9eef0') +
        rect(0, 560, W, 240, '#c9b79c') +
        ellipse(520, 600, 360, 90, '#b9c2c8') +
        ellipse(520, 590, 340, 80, '#dfe6ea') +
        oyster(360, 580) +
        oyster(520, 620) +
        oyster(680, 580) +
        oyster(450, 540, 0.8) +
        oyster(610, 540, 0.8) +
        g('translate(300 660)', circle(0, 0, 40, '#f2d13b') + circle(0, 0, 30, '#f7e58a')) +
        g('translate(980 700)', glass('#f0dd92')),
    ),
  },
};

for (const [siteId, drawings] of Object.entries(DRAWINGS)) {
  const folder = path.join(HERE, `site-${siteId}`, 'blog');
  await mkdir(folder, { recursive: true });
  for (const [name, text] of Object.entries(drawings)) await writeFile(path.join(folder, `${name}.svg`), text);
  console.log(`site ${siteId}: ${Object.keys(drawings).length} drawings in ${path.relative(process.cwd(), folder)}`);
}
