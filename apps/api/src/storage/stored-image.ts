import { loadSharp } from './sharp.ts';
import type { LocalizedText } from '@atelier/contract';
import type { StoredImage } from '../db/schema/catalogue.ts';
import type { FileStore } from './file-store.ts';
import { readSiteFile } from './site-files.ts';
import { siteFileUrl } from './storage.ts';

/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An image the back-office picked (a file of the site's file store, uploaded through `POST /admin/media`) as the
 * content tables store it: with its size read from the file, so the storefront reserves its place. Null when the
 * file is not there or is no picture.
 */
export async function storedImageOf(
  store: FileStore,
  siteId: number,
  file: string,
  alt: LocalizedText,
): Promise<StoredImage | null> {
  const target = await readSiteFile(store, siteId, 'public', file);
  if (!target) return null;
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(target, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.width || !metadata.height) return null;
    const turned = (metadata.orientation ?? 1) >= 5;
    return {
      file,
      alt,
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
      focalPoint: null,
    };
  } catch {
    return null;
  }
}

/** A stored image as the back-office reads it. */
export function adminImageOf(siteId: number, image: StoredImage | null) {
  if (!image) return null;
  return {
    path: image.file,
    url: siteFileUrl(siteId, image.file),
    alt: Object.keys(image.alt ?? {}).length ? image.alt : null,
    width: image.width,
    height: image.height,
  };
}

/**
 * The image a back-office form picked (`{path, alt}`, or null for none), read from the site's storage: its alt
 * text falls back to `fallbackAlt` (the title). A path that names no picture of the site is refused on `field`.
 */
export async function pickedImage(
  store: FileStore,
  siteId: number,
  picked: { path: string; alt: LocalizedText | null } | null,
  fallbackAlt: LocalizedText,
): Promise<{ ok: true; image: StoredImage | null } | { ok: false }> {
  if (!picked) return { ok: true, image: null };
  const image = await storedImageOf(store, siteId, picked.path, picked.alt ?? fallbackAlt);
  return image ? { ok: true, image } : { ok: false };
}
