import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Blob as FontBlob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { isKeptCodePoint, KEPT_TEXT, webFont } from './web-font.ts';

const seedFont = (name: string) =>
  readFile(fileURLToPath(new URL(`../../../seed-assets/site-1/fonts/${name}`, import.meta.url)));

/** The characters a font file draws (its cmap), read by HarfBuzz from the file made TrueType. */
async function characters(font: Buffer): Promise<Set<number>> {
  const sfnt = await subsetFont(font, EVERY_CHARACTER, { targetFormat: 'truetype' });
  return new Set(new Face(new FontBlob(sfnt), 0).collectUnicodes());
}
const EVERY_CHARACTER = Array.from({ length: 0xffff - 0x20 }, (_, index) => 0x20 + index)
  .filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff)
  .map((codePoint) => String.fromCodePoint(codePoint))
  .join('');

describe('a merchant’s font as the storefront sends it', () => {
  it('keeps French, English and the rest of Europe’s Latin letters, the typography and the euro', () => {
    for (const text of [
      'Fauteuil Voltaire',
      'àâæçéèêëîïôœùûüÿ ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ',
      'łńśźżąęčřšžő',
      '’‘“”«»–—…€™←↑→↓−ﬁﬂ',
    ]) {
      for (const char of text) expect(isKeptCodePoint(char.codePointAt(0)!), char).toBe(true);
    }
    // 12 345,50 € is grouped by a narrow no-break space.
    expect(isKeptCodePoint(0x202f)).toBe(true);
    for (const char of 'ЖΩאअ中⇒') expect(isKeptCodePoint(char.codePointAt(0)!), char).toBe(false);
    expect([...KEPT_TEXT].every((char) => isKeptCodePoint(char.codePointAt(0)!))).toBe(true);
  });

  it('turns a TrueType upload into a WOFF2 of the kept characters the font has', async () => {
    const woff2 = await seedFont('inter-latin-400.woff2');
    const ttf = await subsetFont(woff2, EVERY_CHARACTER, { targetFormat: 'truetype' });
    const served = await webFont(ttf);
    expect(served.format).toBe('woff2');
    expect(served.content.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(served.content.length).toBeLessThan(ttf.length / 2);
    const before = await characters(ttf);
    const after = await characters(served.content);
    expect([...after].every(isKeptCodePoint)).toBe(true);
    expect([...before].filter(isKeptCodePoint).sort()).toEqual([...after].sort());
    for (const char of 'éœ€’') expect(after.has(char.codePointAt(0)!), char).toBe(true);
  });

  it('serves a file the subsetter cannot read as it came', async () => {
    const notAFont = Buffer.from('wOF2 but not a font');
    expect(await webFont(notAFont)).toEqual({ content: notAFont, format: null });
  });
});
