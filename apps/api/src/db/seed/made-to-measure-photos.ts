import sharp from 'sharp';

/**
 * The photos of the demo made-to-measure jobs (issue 19 item 7): simple drawings of a piece in the workshop (a
 * worn bergère, a sofa's frame, its webbing and springs) as SVG, turned into JPEG by sharp when the demo is seeded,
 * as a phone in the workshop would send them. Nothing is downloaded.
 */

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;
const FLOOR = 760;

export type DemoPhoto = 'bergere-front' | 'bergere-seat' | 'sofa-frame' | 'frame-joint' | 'webbing' | 'springs';

const BEECH = '#c99a64';
const BEECH_DARK = '#9c7143';
const JUTE = '#c8a46a';
const WALL = '#e9e3d8';
const BENCH = '#b08a5e';

/** The workshop behind the piece: a wall, a floor, a pegboard of tools. */
function workshop(body: string) {
  const tools = [180, 260, 340, 980, 1050]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${120 + (i % 2) * 30}" width="14" height="${110 - (i % 3) * 20}" rx="6" fill="#6f6a62"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">` +
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="${WALL}"/>` +
    `<rect x="140" y="90" width="260" height="200" fill="#d8cdb8"/><rect x="940" y="90" width="160" height="200" fill="#d8cdb8"/>${tools}` +
    `<rect y="${FLOOR}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - FLOOR}" fill="#a89d8c"/>` +
    `<ellipse cx="600" cy="${FLOOR + 10}" rx="420" ry="26" fill="#000" opacity="0.15"/>` +
    body +
    `</svg>`
  );
}

/** A Louis XV bergère with its old, worn covering (the request's photos). */
function bergere(seatClose: boolean) {
  const fabric = '#8e6f8a';
  const worn = '#b9a7b4';
  const chair =
    `<path d="M380 300q220-120 440 0v300h-440z" fill="${fabric}" stroke="${BEECH_DARK}" stroke-width="14"/>` +
    `<path d="M330 520h540q30 0 30 30v90h-600v-90q0-30 30-30z" fill="${fabric}" stroke="${BEECH_DARK}" stroke-width="14"/>` +
    `<path d="M300 450q-30 40 0 90h80v-120zM900 450q30 40 0 90h-80v-120z" fill="${fabric}" stroke="${BEECH_DARK}" stroke-width="12"/>` +
    `<path d="M330 640q-10 60 10 120M870 640q10 60-10 120M440 640v110M760 640v110" stroke="${BEECH_DARK}" stroke-width="18" stroke-linecap="round"/>` +
    // The worn places: the fabric rubbed to the weave, a tear on the seat's front.
    `<ellipse cx="600" cy="560" rx="120" ry="26" fill="${worn}"/><ellipse cx="520" cy="380" rx="70" ry="50" fill="${worn}" opacity="0.7"/>` +
    `<path d="M560 600l30 28 24-24 36 30" fill="none" stroke="#f3ead9" stroke-width="8"/>`;
  return workshop(seatClose ? `<g transform="translate(600 560) scale(1.8) translate(-600 -560)">${chair}</g>` : chair);
}

/** A three-seat sofa's frame in bare beech, as the joiner delivers it. */
function sofaFrame(close: boolean) {
  const bar = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${BEECH}" stroke="${BEECH_DARK}" stroke-width="5"/>`;
  const frame =
    bar(180, 300, 840, 50) +
    bar(180, 300, 50, 400) +
    bar(970, 300, 50, 400) +
    bar(180, 520, 840, 46) +
    bar(180, 650, 840, 40) +
    bar(120, 430, 110, 40) +
    bar(970, 430, 110, 40) +
    [420, 600, 780].map((x) => bar(x, 350, 30, 170)).join('') +
    [200, 990].map((x) => `<path d="M${x} 690l10 70h20l10-70z" fill="#7a5331"/>`).join('');
  return workshop(
    close
      ? `<g transform="translate(600 540) scale(2.6) translate(-220 -540)">${frame}<circle cx="206" cy="543" r="6" fill="${BEECH_DARK}"/><circle cx="206" cy="510" r="6" fill="${BEECH_DARK}"/></g>`
      : frame,
  );
}

/** The seat's jute webbing, interlaced and tacked on the frame. */
function webbing() {
  const straps =
    [260, 400, 540, 680, 820, 940]
      .map((x) => `<rect x="${x}" y="330" width="70" height="380" fill="${JUTE}" stroke="#8f7344" stroke-width="3"/>`)
      .join('') +
    [380, 500, 620]
      .map(
        (y) =>
          `<rect x="200" y="${y}" width="820" height="64" fill="${JUTE}" stroke="#8f7344" stroke-width="3" opacity="0.95"/>`,
      )
      .join('');
  const tacks = [260, 400, 540, 680, 820, 940]
    .flatMap((x) => [x + 20, x + 50].map((cx) => `<circle cx="${cx}" cy="318" r="6" fill="#555"/>`))
    .join('');
  return workshop(
    `<rect x="180" y="290" width="860" height="440" fill="none" stroke="${BEECH}" stroke-width="44"/>` + straps + tacks,
  );
}

/** Springs sewn on the webbing, ready to be lashed. */
function springs() {
  const coil = (cx: number, cy: number) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="${cx}" cy="${cy - i * 26}" rx="${40 - Math.abs(2 - i) * 7}" ry="12" fill="none" stroke="#5d6166" stroke-width="5"/>`,
      )
      .join('');
  const all = [300, 450, 600, 750, 900].flatMap((x) => [480, 660].map((y) => coil(x, y))).join('');
  const twine = `<path d="M240 440h720M240 620h720M300 380v320M600 380v320M900 380v320" stroke="#d9c9a3" stroke-width="4" fill="none"/>`;
  return workshop(
    `<rect x="180" y="330" width="860" height="400" fill="${JUTE}"/>` +
      `<rect x="180" y="330" width="860" height="400" fill="none" stroke="${BEECH}" stroke-width="44"/>` +
      all +
      twine +
      `<rect x="120" y="${FLOOR - 40}" width="300" height="40" fill="${BENCH}"/>`,
  );
}

const DRAWINGS: Record<DemoPhoto, () => string> = {
  'bergere-front': () => bergere(false),
  'bergere-seat': () => bergere(true),
  'sofa-frame': () => sofaFrame(false),
  'frame-joint': () => sofaFrame(true),
  webbing,
  springs,
};

export interface DrawnPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

let drawing: Promise<Map<DemoPhoto, DrawnPhoto>> | undefined;

/**
 * Every demo photo, drawn once: sharp draws on threads of its own, so the seed starts this first and writes its
 * rows meanwhile (~0.2 s of a first start, issue 21).
 */
export function drawDemoPhotos(): Promise<Map<DemoPhoto, DrawnPhoto>> {
  drawing ??= Promise.all(
    (Object.keys(DRAWINGS) as DemoPhoto[]).map(async (name) => [name, await drawDemoPhoto(name)] as const),
  ).then((photos) => new Map(photos));
  return drawing;
}

/**
 * The JPEG of a demo photo and its size. libjpeg-turbo's encoder, as a phone's: mozjpeg's made the six photos 15 %
 * smaller for twice the CPU, on the two cores a first start shares with the server loading (issue 21).
 */
async function drawDemoPhoto(photo: DemoPhoto): Promise<DrawnPhoto> {
  const jpeg = await sharp(Buffer.from(DRAWINGS[photo]()))
    .flatten({ background: WALL })
    .jpeg({ quality: 72 })
    .toBuffer();
  return { jpeg, width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
}
