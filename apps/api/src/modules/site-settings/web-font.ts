/**
 * A merchant's font as the storefront sends it (issue 21: lighter pages; a page's fonts are most of what its first
 * paint waits for): cut to the characters the sites write and stored as WOFF2, with HarfBuzz's subsetter
 * (`subset-font`, the WebAssembly build of hb-subset, which keeps the layout features: kerning, ligatures, accents'
 * placement). A font from a foundry often comes as TrueType with Cyrillic, Greek or Vietnamese too: the sample's
 * Inter bold as TrueType, 50.9 kB, is kept as an 18.6 kB WOFF2 (the sample's own cut of it: 18.5 kB).
 */

/**
 * What the storefront's texts use: Basic Latin, Latin-1 and Latin Extended-A (French, and the names of the rest of
 * Europe), the typographic punctuation and spaces (’ “ ” – — … the narrow no-break space of French numbers), the
 * euro, the trade mark, the arrows ← ↑ → ↓, the minus and the fi/fl ligatures. A character outside it is drawn by
 * the local fallback.
 */
const KEPT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x2c6, 0x2c6],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0xfb01, 0xfb02],
];

/** The characters the subset keeps (when the font has them). */
export const KEPT_TEXT = KEPT_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join('');

/** Whether a code point is one the subset keeps. */
export const isKeptCodePoint = (codePoint: number) =>
  KEPT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * The font cut to KEPT_TEXT, as WOFF2; the file as it came when that is not smaller (an already cut WOFF2) or when
 * the subsetter cannot read it (the upload was checked as a font by its measure: it is served as it is).
 */
export async function webFont(content: Buffer): Promise<{ content: Buffer; format: 'woff2' | null }> {
  // Loaded on first use: the subsetter's WebAssembly is for the back-office's uploads, not for the server's start.
  const { default: subsetFont } = await import('subset-font');
  try {
    const subset = await subsetFont(content, KEPT_TEXT, { targetFormat: 'woff2' });
    if (subset.length > 0 && subset.length < content.length) return { content: subset, format: 'woff2' };
  } catch {
    // Served as uploaded.
  }
  return { content, format: null };
}
