// Draws the sample events' illustrations (issue 17 item 5): flat SVG scenes, 1200 × 800 (3:2), into
// seed-assets/site-<id>/events/. The SVGs are committed; run again after changing a drawing (nothing is downloaded):
//   node_modules/.bin/node apps/api/seed-assets/draw-events.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circle, ellipse, line, pathOf, rect } from './svg-shapes.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const W = 1200;
const H = 800;

const WORKSHOP = { wall: '#efe6da', floor: '#cdb79b', plum: '#6b2fa3', lime: '#a4d233', wood: '#9c6b3f' };
const ESTATE = { wall: '#f3e6d4', floor: '#8a6a4a', wine: '#7a1f35', rose: '#e99a9a', white: '#f2dc8b', oak: '#8b5a2b' };

const room = (wall: string, floor: string, floorY = 620) =>
  rect(0, 0, W, H, wall) + rect(0, floorY, W, H - floorY, floor) + rect(0, floorY - 6, W, 6, '#000', ' opacity=".06"');
const shadow = (cx: number, cy: number, rx: number) => ellipse(cx, cy, rx, 14, '#000', ' opacity=".12"');
const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${title}</title>${body}</svg>\n`;

/** A workbench, its top at y = 560. */
const bench = () =>
  rect(120, 560, 960, 40, WORKSHOP.wood) + rect(160, 600, 30, 200, WORKSHOP.wood) + rect(1010, 600, 30, 200, WORKSHOP.wood);

function stool() {
  return (
    room(WORKSHOP.wall, WORKSHOP.floor, 700) +
    bench() +
    shadow(600, 560, 200) +
    rect(460, 420, 24, 140, WORKSHOP.wood) +
    rect(716, 420, 24, 140, WORKSHOP.wood) +
    ellipse(600, 420, 190, 50, '#4c1f78') +
    ellipse(600, 400, 190, 60, WORKSHOP.plum) +
    ellipse(600, 392, 150, 36, '#ffffff', ' opacity=".12"') +
    rect(410, 412, 380, 14, WORKSHOP.lime, ' rx="7"') +
    // scissors and a roll of braid
    circle(250, 530, 18, 'none', ' stroke="#444" stroke-width="6"') +
    circle(290, 540, 18, 'none', ' stroke="#444" stroke-width="6"') +
    line(262, 520, 360, 470, '#888', 8) +
    line(278, 530, 370, 490, '#888', 8) +
    ellipse(930, 520, 60, 40, WORKSHOP.lime) +
    ellipse(930, 520, 20, 14, '#6b8f1f')
  );
}

function chair() {
  return (
    room(WORKSHOP.wall, WORKSHOP.floor, 700) +
    // trestles
    pathOf('M260 700 L320 480 L380 700z', 'none', ' stroke="#7a5230" stroke-width="18"') +
    pathOf('M820 700 L880 480 L940 700z', 'none', ' stroke="#7a5230" stroke-width="18"') +
    rect(240, 470, 720, 24, WORKSHOP.wood) +
    // the seat frame, upside down, legs up
    rect(380, 360, 440, 110, '#7d5331', ' rx="6"') +
    rect(400, 380, 400, 70, '#d9c39a') +
    [430, 500, 570, 640, 710].map((x) => rect(x, 380, 40, 70, '#b8894f', ' opacity=".9"')).join('') +
    [390, 420].map((y) => rect(400, y, 400, 18, '#b8894f', ' opacity=".8"')).join('') +
    rect(400, 130, 26, 230, WORKSHOP.wood) +
    rect(774, 130, 26, 230, WORKSHOP.wood) +
    rect(400, 200, 400, 18, WORKSHOP.wood, ' opacity=".7"')
  );
}

function armchair() {
  const spring = (x: number) =>
    [0, 1, 2, 3]
      .map((i) => ellipse(x, 470 - i * 22, 34, 10, 'none', ' stroke="#555" stroke-width="5"'))
      .join('');
  return (
    room(WORKSHOP.wall, WORKSHOP.floor) +
    shadow(560, 640, 260) +
    pathOf('M360 620 l-10 40 h18 l14 -40z', WORKSHOP.wood) +
    pathOf('M760 620 l10 40 h-18 l-14 -40z', WORKSHOP.wood) +
    pathOf('M370 500 C340 320 420 170 560 170 C700 170 780 320 750 500 Z', WORKSHOP.wood) +
    pathOf('M392 496 C370 330 440 196 560 196 C680 196 750 330 728 496 Z', '#efe3c8') +
    rect(330, 480, 460, 140, '#7d5331', ' rx="20"') +
    rect(350, 492, 420, 110, '#d9c39a', ' rx="14"') +
    [420, 500, 580, 660].map(spring).join('') +
    // horsehair bundle
    ellipse(960, 600, 110, 50, '#3b3027') +
    [0, 1, 2, 3, 4, 5].map((i) => line(870 + i * 34, 580, 900 + i * 30, 620, '#5a4a3c', 4)).join('')
  );
}

function tasting() {
  const barrel = (x: number, y: number) =>
    ellipse(x, y, 150, 120, ESTATE.oak) +
    ellipse(x, y, 110, 90, '#a26c37') +
    [-80, 0, 80].map((dx) => rect(x + dx - 6, y - 120, 12, 240, '#5b3a1c', ' opacity=".6"')).join('') +
    circle(x, y, 14, '#5b3a1c');
  const glass = (x: number, wine: string) =>
    pathOf(`M${x - 50} 360 Q${x - 56} 470 ${x} 480 Q${x + 56} 470 ${x + 50} 360 Z`, '#ffffff', ' opacity=".55"') +
    pathOf(`M${x - 50} 420 Q${x - 46} 472 ${x} 478 Q${x + 46} 472 ${x + 50} 420 Z`, wine) +
    rect(x - 5, 478, 10, 90, '#ffffff', ' opacity=".7"') +
    ellipse(x, 572, 44, 10, '#ffffff', ' opacity=".7"');
  return (
    room(ESTATE.wall, ESTATE.floor, 600) +
    barrel(230, 300) +
    barrel(970, 300) +
    rect(140, 580, 920, 30, '#5b3a1c') +
    glass(430, ESTATE.white) +
    glass(600, ESTATE.rose) +
    glass(770, ESTATE.wine) +
    rect(880, 380, 56, 200, '#2d3b1f', ' rx="14"') +
    rect(896, 320, 24, 70, '#2d3b1f') +
    rect(886, 450, 44, 60, '#f3e6d4')
  );
}

const drawings: [site: number, file: string, title: string, body: string][] = [
  [1, 'initiation-tabouret.svg', 'Un tabouret prune sur l’établi', stool()],
  [1, 'atelier-libre-chaise.svg', 'Une chaise retournée et ses sangles', chair()],
  [1, 'stage-fauteuil.svg', 'Un fauteuil en cours de garniture', armchair()],
  [2, 'degustation-cave.svg', 'Trois verres devant des fûts', tasting()],
];

for (const [site, file, title, body] of drawings) {
  const dir = path.join(HERE, `site-${site}`, 'events');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, file), svg(title, body));
}
