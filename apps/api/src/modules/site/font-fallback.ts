import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import type { FontFallback } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { fontMetrics, type FontMetrics } from '../../db/schema/site.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { readSiteFile } from '../../storage/site-files.ts';

/** The local fonts a fallback face may use: Arial or Times New Roman, or their metric-compatible twins. */
const LOCAL_FONTS = {
  'sans-serif': { metrics: arial, local: ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'] },
  serif: { metrics: timesNewRoman, local: ['Times New Roman', 'Liberation Serif', 'Tinos', 'Times'] },
} as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The @font-face overrides that make a local font take the same room as a web font (Capsize's method, as
 * next/font and fontaine do): while the site's font loads, text already wraps where it will, so the swap
 * moves nothing (issue 3: no layout shift from fonts).
 */
export function fallbackFace(family: string, font: FontMetrics, category: 'serif' | 'sans-serif'): FontFallback {
  const local = LOCAL_FONTS[category];
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.metrics.xWidthAvg / local.metrics.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    family: `${family} fallback`,
    local: [...local.local],
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/** The font's category from Capsize's collection of Google Fonts metrics ('Cormorant Garamond' → serif). */
async function categoryOf(family: string): Promise<'serif' | 'sans-serif'> {
  const name = family
    .trim()
    .split(/\s+/)
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
  if (!/^[a-zA-Z0-9]+$/.test(name)) return 'sans-serif';
  try {
    const known = (await import(`@capsizecss/metrics/${name}`)) as { default: { category?: string } };
    return known.default.category === 'serif' ? 'serif' : 'sans-serif';
  } catch {
    return 'sans-serif';
  }
}

/** The fallbacks measured, by file store (one per app), then by family and file. */
const computedByStore = new WeakMap<FileStore, Map<string, Promise<FontFallback | null>>>();

/**
 * The fallback face of a site font, measured once from its file (the regular weight when there is one) read from
 * the site's public files. A file that cannot be read or parsed gives no fallback: the page falls back to the
 * system font.
 */
export function fontFallback(
  db: Db,
  family: string,
  store: FileStore,
  siteId: number,
  file: string,
): Promise<FontFallback | null> {
  let computed = computedByStore.get(store);
  if (!computed) computedByStore.set(store, (computed = new Map()));
  const key = `${family}\n${siteId}\n${file}`;
  let result = computed.get(key);
  if (!result) {
    result = (async () => {
      try {
        const [metrics, category] = await Promise.all([
          readSiteFile(store, siteId, 'public', file).then((buffer) => {
            if (!buffer) throw new Error(`No font file ${file}`);
            return measureFont(db, buffer);
          }),
          categoryOf(family),
        ]);
        return fallbackFace(family, metrics, category);
      } catch {
        computed!.delete(key); // the file may be there next time
        return null;
      }
    })();
    computed.set(key, result);
  }
  return result;
}

/** Bytes that are no font Capsize can read. */
export class UnreadableFontError extends Error {}

/**
 * The font's metrics, measured the first time its bytes are seen (an upload's check) and then read from table
 * font_metrics. Throws an UnreadableFontError when the bytes are no font Capsize can read.
 */
export async function measureFont(db: Db, font: Buffer): Promise<FontMetrics> {
  const hash = createHash('sha256').update(font).digest('hex');
  const [known] = await db.select({ metrics: fontMetrics.metrics }).from(fontMetrics).where(eq(fontMetrics.hash, hash));
  if (known) return known.metrics;
  // The font reader (Capsize's, on fontkitten: ~650 KB of code) loads with the first font measured, not at start.
  const { fromBuffer } = await import('@capsizecss/unpack');
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromBuffer(font).catch((error: unknown) => {
    throw new UnreadableFontError(String(error));
  });
  const metrics = { ascent, descent, lineGap, unitsPerEm, xWidthAvg };
  await db.insert(fontMetrics).values({ hash, metrics }).onConflictDoNothing();
  return metrics;
}
