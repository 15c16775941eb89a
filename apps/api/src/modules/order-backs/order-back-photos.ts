import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from '../../storage/file-type.ts';
import { loadSharp } from '../../storage/sharp.ts';
import {
  MAX_ORDER_BACK_PHOTO_BYTES,
  MAX_ORDER_BACK_PHOTOS,
  ORDER_BACK_PHOTO_TYPES,
  type Locale,
} from '@atelier/contract';
import type { FieldProblem } from '../../refusal.ts';
import { formatBytes, type ReceivedFile } from '../customization/customization-file.service.ts';
import { FileNotFoundError, privateFileKey, type FileStore } from '../../storage/file-store.ts';

/**
 * Photos sent with a return (issue 7 item 3). They are personal data (a customer's home, parcel, sometimes a
 * face): they are kept outside the public /media folder, under DATA_DIR/private/site-<id>/order-backs/, and served
 * only to who may see the order (`GET /order-back/{id}/photo/{idPhoto}`). Each is re-encoded on arrival, which
 * proves it opens and drops its metadata (the GPS position a phone writes into a photo).
 */

export const PHOTO_FIELD = 'images';

export interface ValidPhoto {
  content: Buffer;
  mimeType: (typeof ORDER_BACK_PHOTO_TYPES)[number];
  ext: string;
}

const acceptLabel = ORDER_BACK_PHOTO_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', ');

/** A name fit to quote back in a message. */
function shownName(file: ReceivedFile, index: number) {
  // eslint-disable-next-line no-control-regex
  const base = path.posix.basename(file.filename.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.trim().slice(0, 80) || `photo ${index + 1}`;
}

/** Checks the photos by their content (never their name or declared type) and re-encodes the good ones. */
export async function validatePhotos(
  files: ReceivedFile[],
  locale: Locale,
): Promise<{ photos: ValidPhoto[]; problems: FieldProblem[] }> {
  const problems: FieldProblem[] = [];
  const photos: ValidPhoto[] = [];
  if (files.length > MAX_ORDER_BACK_PHOTOS) {
    return {
      photos,
      problems: [{ field: PHOTO_FIELD, code: 'ORDER_BACK_TOO_MANY_PHOTOS', params: { max: MAX_ORDER_BACK_PHOTOS } }],
    };
  }
  for (const [index, file] of files.entries()) {
    const name = shownName(file, index);
    if (file.content.length === 0) {
      problems.push({ field: PHOTO_FIELD, code: 'ORDER_BACK_PHOTO_EMPTY', params: { name } });
      continue;
    }
    if (file.content.length > MAX_ORDER_BACK_PHOTO_BYTES) {
      const max = formatBytes(MAX_ORDER_BACK_PHOTO_BYTES, locale);
      problems.push({ field: PHOTO_FIELD, code: 'ORDER_BACK_PHOTO_TOO_LARGE', params: { name, max } });
      continue;
    }
    const type = await fileTypeFromBuffer(file.content);
    const mime = ORDER_BACK_PHOTO_TYPES.find((accepted) => accepted === type?.mime);
    if (!type || !mime) {
      problems.push({ field: PHOTO_FIELD, code: 'ORDER_BACK_PHOTO_TYPE', params: { name, accept: acceptLabel } });
      continue;
    }
    // sharp's refusal of a truncated or forged image is the answer here, not a fault.
    const sharp = await loadSharp();
    const content = await sharp(file.content, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .toFormat(type.ext === 'jpg' ? 'jpeg' : (type.ext as 'png' | 'webp'))
      .toBuffer()
      .then(
        (buffer) => buffer,
        () => null,
      );
    if (!content) {
      problems.push({ field: PHOTO_FIELD, code: 'ORDER_BACK_PHOTO_DAMAGED', params: { name } });
      continue;
    }
    photos.push({ content, mimeType: mime, ext: type.ext });
  }
  return { photos, problems };
}

/**
 * Writes the photos under random names in the site's private files (never served under /media: only the order's
 * customer and the workshop get them, through the return's route); `remove` takes them away again if the return
 * is not written.
 */
export async function storePhotos(store: FileStore, siteId: number, photos: ValidPhoto[]) {
  const stored: { file: string; mimeType: string; bytes: number }[] = [];
  try {
    for (const photo of photos) {
      const file = `order-backs/${randomUUID()}.${photo.ext}`;
      await store.put(privateFileKey(siteId, file), photo.content, { contentType: photo.mimeType });
      stored.push({ file, mimeType: photo.mimeType, bytes: photo.content.length });
    }
  } catch (error) {
    await Promise.all(stored.map((photo) => store.delete(privateFileKey(siteId, photo.file))));
    throw error;
  }
  return {
    stored,
    remove: () => Promise.all(stored.map((photo) => store.delete(privateFileKey(siteId, photo.file)))),
  };
}

/** A private file of a site's returns (a photo, a label), or null when it is gone. */
export async function readPrivateFile(store: FileStore, siteId: number, file: string) {
  try {
    return (await store.getBytes(privateFileKey(siteId, file))).content;
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}
