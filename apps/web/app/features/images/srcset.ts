/**
 * URLs of the server's image variants (apps/api/src/modules/images/image-variants.ts):
 * `/media/site-<id>/<path>` at a width is `/img/<width>/site-<id>/<path>`, in the format the browser's Accept
 * header asks for (AVIF, WebP, else the original's). Pure and tiny: it ships to the browser.
 */

/** The widths the server renders; must match IMAGE_WIDTHS of the API (its test checks every URL built here). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;

const MEDIA_PREFIX = '/media/';
const VARIANT_PREFIX = '/img/';
/** Formats the server resizes; SVG (a vector) and GIF (maybe animated) are always sent as they are. */
const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

/** An image the server can resize: a site file (under /media/) in a raster format. */
export function isResizable(url: string): boolean {
  return url.startsWith(MEDIA_PREFIX) && RESIZABLE.test(url.split(/[?#]/)[0] ?? '');
}

/** The smallest rendered width covering `width` (the largest one past the end of the list). */
export function variantWidth(width: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? LARGEST_WIDTH;
}

/**
 * The URL of an image at least `width` pixels wide where the original allows it (Open Graph, JSON-LD, a
 * thumbnail): the original URL for anything the server does not resize.
 */
export function imageVariantUrl(url: string, width: number): string {
  if (!isResizable(url)) return url;
  return `${VARIANT_PREFIX}${variantWidth(width)}/${url.slice(MEDIA_PREFIX.length)}`;
}

export interface ResponsiveSources {
  src: string;
  /** Empty when the image is not resizable: then `src` is the original URL. */
  srcSet: string;
}

/**
 * `src` and `srcSet` of an image of intrinsic width `originalWidth`: every rendered width up to the original
 * (the server never enlarges), and the next one up described at the original's own width so a large screen
 * still gets every pixel. `src` is the middle candidate, for clients that ignore srcset.
 */
export function responsiveSources(url: string, originalWidth: number): ResponsiveSources {
  if (!isResizable(url) || !(originalWidth > 0)) return { src: url, srcSet: '' };
  const candidates: { url: string; width: number }[] = IMAGE_WIDTHS.filter((width) => width <= originalWidth).map(
    (width) => ({ url: imageVariantUrl(url, width), width }),
  );
  const largest = candidates[candidates.length - 1]?.width ?? 0;
  if (largest < originalWidth && largest < LARGEST_WIDTH) {
    candidates.push({ url: imageVariantUrl(url, originalWidth), width: originalWidth });
  }
  const middle = candidates[Math.floor((candidates.length - 1) / 2)] ?? candidates[0];
  return {
    src: middle?.url ?? url,
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '),
  };
}

/** A CSS aspect-ratio from a setting such as PRODUCT_ASPECT_RATIO ('2-3', '2/3', '2:3', '1'), or null. */
export function cssAspectRatio(aspect: string | undefined): string | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[-/:x]\s*(\d+(?:\.\d+)?))?\s*$/.exec(aspect ?? '');
  if (!match || Number(match[1]) <= 0 || (match[2] !== undefined && Number(match[2]) <= 0)) return null;
  return `${match[1]} / ${match[2] ?? '1'}`;
}
