import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { notFound } from '../../errors.ts';
import { mediaRoot } from '../../storage/storage.ts';

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
 * - A variant is rendered on its first request and written once to DATA_DIR/cache/images/site-<id>/<path>/
 *   (temp file + rename), then sent from disk. Its name carries the original's mtime and size, so a replaced
 *   original gets new variants; the cache folder can be deleted at any time.
 */
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
const ENCODE: Record<RasterFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 8 }),
};

/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * One libvips thread per image, a small operation cache and no open-file cache (an original replaced on
 * disk must be read again): a burst of first requests must leave the 2-core machine to the pages.
 */
export function configureSharp() {
  sharp.concurrency(1);
  sharp.cache({ memory: 32, files: 0, items: 50 });
}

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

/** The path of a site's file named by the URL (`site-<id>/<path>`), or null when it names no file of a site. */
export function sourcePathOf(dataDir: string, sitePath: string) {
  const match = /^site-([1-9]\d{0,8})\/(.+)$/.exec(sitePath);
  if (!match || sitePath.includes('\0')) return null;
  const root = path.join(mediaRoot(dataDir), `site-${match[1]}`);
  const resolved = path.resolve(root, match[2] ?? '');
  // Resolved inside the site's own folder only: `..`, encoded or not, cannot reach another site or DATA_DIR.
  if (!resolved.startsWith(root + path.sep)) return null;
  return { siteFolder: `site-${match[1]}`, file: path.relative(root, resolved), absolute: resolved };
}

/** What to send for a request: a file on disk and its headers. */
export interface ImageAnswer {
  path: string;
  contentType: string;
  size: number;
  etag: string;
  /** The bytes depend on the Accept header. */
  variesByAccept: boolean;
}

/** Runs at most `limit` tasks at once, the others wait their turn in order. */
class TaskLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // a finishing task hands its slot over
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The variants of one DATA_DIR: found on disk, or rendered once and written there. */
export class ImageVariants {
  private readonly dataDir: string;
  private readonly cacheRoot: string;
  /** Variants being rendered, by cache file: concurrent first requests share one rendering. */
  private readonly rendering = new Map<string, Promise<void>>();
  /** Renderings at once: one per core of the small machine; the others queue. */
  private readonly limiter = new TaskLimiter(2);

  constructor(dataDir: string) {
    this.dataDir = dataDir;
    this.cacheRoot = path.join(dataDir, 'cache', 'images');
  }

  async answer(sitePath: string, width: ImageWidth, accept: string | undefined): Promise<ImageAnswer> {
    const source = sourcePathOf(this.dataDir, sitePath);
    const extension = path.extname(source?.file ?? '').toLowerCase();
    const original = RASTER_BY_EXTENSION[extension];
    const passthroughType = PASSTHROUGH_BY_EXTENSION[extension];
    const stats = source && (original || passthroughType) ? await statFile(source.absolute) : null;
    if (!source || !stats) throw notFound('Image', sitePath);
    const version = `${Math.trunc(stats.mtimeMs).toString(36)}-${stats.size.toString(36)}`;

    if (!original) {
      return {
        path: source.absolute,
        contentType: passthroughType ?? 'application/octet-stream',
        size: stats.size,
        etag: `"${version}"`,
        variesByAccept: false,
      };
    }
    const format = negotiateFormat(accept, original);
    const variant = path.join(this.cacheRoot, source.siteFolder, source.file, `${width}w-${version}.${format}`);
    const size = (await statFile(variant))?.size ?? (await this.render(source.absolute, variant, width, format));
    return {
      path: variant,
      contentType: CONTENT_TYPES[format],
      size,
      etag: `"${version}-${width}w-${format}"`,
      variesByAccept: true,
    };
  }

  /** Renders the variant once, however many requests ask for it meanwhile; answers its size in bytes. */
  private async render(source: string, target: string, width: number, format: RasterFormat): Promise<number> {
    let pending = this.rendering.get(target);
    if (!pending) {
      pending = this.limiter
        .run(() => writeVariant(source, target, width, format))
        .finally(() => this.rendering.delete(target));
      this.rendering.set(target, pending);
    }
    await pending;
    const written = await statFile(target);
    if (!written) throw new Error(`The image variant ${target} vanished right after being written`);
    return written.size;
  }
}

async function writeVariant(source: string, target: string, width: number, format: RasterFormat) {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  try {
    await ENCODE[format](image).toFile(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The file's stats, or null when there is no such file (a folder is no file either). */
async function statFile(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
      return null;
    throw error;
  }
}
