import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Sharp } from 'sharp';
import { loadSharp } from '../../storage/sharp.ts';
import { TaskLimiter } from '../../task-limiter.ts';
import { notFound } from '../../errors.ts';
import { FileNotFoundError, parseFileKey, publicFileKey, type FileStore } from '../../storage/file-store.ts';
import { mediaKeyOf } from '../../storage/media-route.ts';

/**
 * Responsive variants of the sites' images (issue 4 §5).
 *
 * URL scheme: `/img/<width>/site-<id>/<path>` answers the file `/media/site-<id>/<path>` at most `<width>`
 * pixels wide, e.g. `/img/640/site-1/products/x.jpg`. A media URL becomes a variant URL by swapping the
 * `/media/` prefix for `/img/<width>/`. No query string, so a CDN caches it as any static file.
 * - `<width>` is one of IMAGE_WIDTHS (anything else: 400); an image is never enlarged beyond its original.
 * - The format follows the Accept header: AVIF if listed, else WebP, else the original's format; the answer
 *   carries `Vary: Accept`. Only types named outright count: a wildcard Accept gets the original format.
 * - SVG and GIF originals are sent as they are (vectors stay sharp; an animation would lose its frames).
 * - A variant is rendered on its first request and kept once in the file store, under the public key
 *   `site-<id>/public/_variants/<path>/<width>w-<version>.<format>` (DATA_DIR/media/site-<id>/_variants/ on disk,
 *   the bucket otherwise), then sent from there. Its version is the original's time and size, so a replaced
 *   original gets new variants; the `_variants` folders can be deleted at any time.
 */
export const VARIANTS_FOLDER = '_variants';

export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

type RasterFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const RASTER_BY_EXTENSION: Record<string, RasterFormat> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
};
const PASSTHROUGH_BY_EXTENSION: Record<string, string> = { '.svg': 'image/svg+xml', '.gif': 'image/gif' };

const CONTENT_TYPES: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Encoder settings. AVIF at effort 2 renders an 800 px photo in ~0.25 s against ~2.3 s at the default 4,
 * for files ~5 % larger (measured here with sharp 0.34): a first request must not stall the page.
 */
const ENCODE: Record<RasterFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 8 }),
};

/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The types of an Accept header with a quality above zero, lower-cased, without parameters. */
export function acceptedTypes(accept: string | undefined): Set<string> {
  const types = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) === 0)) types.add(type);
  }
  return types;
}

/** AVIF, else WebP, else the original's format (PNG for an AVIF or WebP original the client cannot read). */
export function negotiateFormat(accept: string | undefined, original: RasterFormat): RasterFormat {
  const accepted = acceptedTypes(accept);
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return original === 'jpeg' || original === 'png' ? original : 'png';
}

/**
 * The public key of the site's file named by the URL (`site-<id>/<path>`), or null when it names no file of a
 * site, or one of the variants themselves.
 */
export function sourceKeyOf(sitePath: string) {
  const key = mediaKeyOf(sitePath);
  if (!key) return null;
  const { siteId, path: file } = parseFileKey(key);
  return file.startsWith(`${VARIANTS_FOLDER}/`) ? null : { siteId, file, key };
}

/** What to send for a request: its headers, then its bytes once they are wanted (not for a 304). */
export interface ImageAnswer {
  contentType: string;
  etag: string;
  /** The bytes depend on the Accept header. */
  variesByAccept: boolean;
  open(): Promise<{ body: Readable | Buffer; size: number }>;
}

/** The variants of one file store's images: found there, or rendered once and written there. */
export class ImageVariants {
  private readonly store: FileStore;
  /** Variants being rendered, by key: concurrent first requests share one rendering. */
  private readonly rendering = new Map<string, Promise<Buffer>>();
  /** Renderings at once: one per core of the small machine; the others queue. */
  private readonly limiter = new TaskLimiter(2);

  constructor(store: FileStore) {
    this.store = store;
  }

  async answer(sitePath: string, width: ImageWidth, accept: string | undefined): Promise<ImageAnswer> {
    const source = sourceKeyOf(sitePath);
    const extension = path.extname(source?.file ?? '').toLowerCase();
    const original = RASTER_BY_EXTENSION[extension];
    const passthroughType = PASSTHROUGH_BY_EXTENSION[extension];
    const stats = source && (original || passthroughType) ? await this.store.head(source.key) : null;
    if (!source || !stats) throw notFound('Image', sitePath);
    const version = `${stats.lastModified.getTime().toString(36)}-${stats.size.toString(36)}`;

    if (!original) {
      return {
        contentType: passthroughType ?? 'application/octet-stream',
        etag: `"${version}"`,
        variesByAccept: false,
        open: () => this.read(source.key, sitePath),
      };
    }
    const format = negotiateFormat(accept, original);
    const variant = publicFileKey(source.siteId, `${VARIANTS_FOLDER}/${source.file}/${width}w-${version}.${format}`);
    return {
      contentType: CONTENT_TYPES[format],
      etag: `"${version}-${width}w-${format}"`,
      variesByAccept: true,
      open: async () => {
        try {
          const kept = await this.store.getStream(variant);
          return { body: kept.body, size: kept.size };
        } catch (error) {
          if (!(error instanceof FileNotFoundError)) throw error;
        }
        const rendered = await this.render(source.key, sitePath, variant, width, format);
        return { body: rendered, size: rendered.length };
      },
    };
  }

  private async read(key: string, sitePath: string) {
    try {
      const file = await this.store.getStream(key);
      return { body: file.body, size: file.size };
    } catch (error) {
      // Deleted since it was found.
      if (error instanceof FileNotFoundError) throw notFound('Image', sitePath);
      throw error;
    }
  }

  /** Renders the variant once, however many requests ask for it meanwhile, and keeps it; answers its bytes. */
  private render(source: string, sitePath: string, target: string, width: number, format: RasterFormat) {
    let pending = this.rendering.get(target);
    if (!pending) {
      pending = this.limiter
        .run(async () => {
          const original = await this.store.getBytes(source).catch((error: unknown) => {
            if (error instanceof FileNotFoundError) throw notFound('Image', sitePath);
            throw error;
          });
          const sharp = await loadSharp();
          const image = sharp(original.content, { limitInputPixels: MAX_INPUT_PIXELS })
            .autoOrient()
            .resize({ width, withoutEnlargement: true });
          const content = await ENCODE[format](image).toBuffer();
          await this.store.put(target, content, { contentType: CONTENT_TYPES[format] });
          return content;
        })
        .finally(() => this.rendering.delete(target));
      this.rendering.set(target, pending);
    }
    return pending;
  }
}
