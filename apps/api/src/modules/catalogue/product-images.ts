import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../storage/sharp.ts';
import type { LocalizedText } from '@atelier/contract';
import type { StoredImage } from '../../db/schema/catalogue.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { putSiteFile } from '../../storage/site-files.ts';

/** The formats a product image may have: what the image pipeline (modules/images) resizes and converts. */
const EXTENSION_BY_FORMAT: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', heif: 'avif' };

/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded, as the pipeline does. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Reads an uploaded image's format and size, and stores it under the site's `products/` folder with a name of
 * its own (never the sender's). Null when the bytes are no image of an accepted type. The storefront serves it
 * through /media and its resized variants through /img/<width>/ (image-variants.ts).
 */
export async function storeProductImage(
  store: FileStore,
  siteId: number,
  content: Buffer,
  alt: LocalizedText,
): Promise<StoredImage | null> {
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return null;
  }
  const extension = metadata.format ? EXTENSION_BY_FORMAT[metadata.format] : undefined;
  if (!extension || !metadata.width || !metadata.height) return null;
  if (metadata.format === 'heif' && metadata.compression !== 'av1') return null;
  // EXIF orientations 5 to 8 turn the picture a quarter: the page shows it the other way round.
  const turned = (metadata.orientation ?? 1) >= 5;
  const file = `products/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${extension}`;
  await putSiteFile(store, siteId, 'public', file, content);
  return {
    file,
    alt,
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
    focalPoint: null,
  };
}
