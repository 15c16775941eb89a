import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from '../../storage/file-type.ts';
import { loadSharp } from '../../storage/sharp.ts';
import { MADE_TO_MEASURE_MAX_PHOTOS } from '@atelier/domain';
import type { SiteContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type { Locale } from '@atelier/contract';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { FileNotFoundError, privateFileKey, type FileStore } from '../../storage/file-store.ts';
import { formatBytes, opensIfImage } from '../customization/customization-file.service.ts';

/**
 * The photos of a job (decision 015): with the request and with each production stage. They show a customer's
 * home and belongings, so they live in the site's private files (`site-<id>/private/made-to-measure/<job>/…` of the
 * file store; the tables keep the path after `private/`) and are served only
 * by `GET /quote-request/{id}/photo/{idPhoto}`. Each is checked by its content (never its name or declared type),
 * then re-encoded: turned upright by its EXIF, its metadata (a phone's GPS position) dropped, at most 2,000 px.
 */

export const PHOTO_FIELD = 'images';
/** Largest photo taken: a phone's picture is 3 to 8 MB. */
export const MAX_JOB_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest side kept: enough to see a fabric's weave on a screen. */
const MAX_SIDE = 2000;
const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
const MIME_OF_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface ReceivedPhoto {
  filename: string;
  content: Buffer;
  /** The multipart reader stopped at MAX_JOB_PHOTO_BYTES. */
  truncated: boolean;
}

export interface StoredJobPhoto {
  file: string;
  width: number;
  height: number;
}

/** A name fit to quote back in a refusal. */
function shownName(filename: string, index: number) {
  // eslint-disable-next-line no-control-regex
  const base = path.posix.basename(filename.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.trim().slice(0, 80) || `photo ${index + 1}`;
}

/** One photo checked and re-encoded, or the problem that names it. */
async function reencode(
  photo: ReceivedPhoto,
  index: number,
  locale: Locale,
): Promise<EncodedPhoto | { problem: FieldProblem; status: 400 | 413 | 415 }> {
  const name = shownName(photo.filename, index);
  if (photo.truncated || photo.content.length > MAX_JOB_PHOTO_BYTES) {
    const max = formatBytes(MAX_JOB_PHOTO_BYTES, locale);
    return {
      status: 413,
      problem: { field: PHOTO_FIELD, code: 'MADE_TO_MEASURE_PHOTO_TOO_LARGE', params: { name, max } },
    };
  }
  if (photo.content.length === 0) {
    return { status: 400, problem: { field: PHOTO_FIELD, code: 'MADE_TO_MEASURE_PHOTO_EMPTY', params: { name } } };
  }
  const type = await fileTypeFromBuffer(photo.content);
  const format = type ? FORMATS[type.mime as keyof typeof FORMATS] : undefined;
  if (!type || !format) {
    return { status: 415, problem: { field: PHOTO_FIELD, code: 'MADE_TO_MEASURE_PHOTO_TYPE', params: { name } } };
  }
  const damaged = {
    status: 400 as const,
    problem: { field: PHOTO_FIELD, code: 'MADE_TO_MEASURE_PHOTO_DAMAGED' as const, params: { name } },
  };
  if (!(await opensIfImage(photo.content, type.mime))) return damaged;
  // sharp's refusal of a forged image is the answer here, not a fault. Without withMetadata() nothing is kept.
  const sharp = await loadSharp();
  const encoded = await sharp(photo.content, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer({ resolveWithObject: true })
    .then(
      (result) => result,
      () => null,
    );
  if (!encoded) return damaged;
  return { content: encoded.data, ext: EXTENSIONS[format], width: encoded.info.width, height: encoded.info.height };
}

export interface EncodedPhoto {
  content: Buffer;
  ext: string;
  width: number;
  height: number;
}

/**
 * Checks photos by their content and re-encodes them, writing nothing: the photos, or every photo's problem (413
 * for one too large or one too many, 415 for one that is not a JPEG, PNG or WebP photo, 400 else).
 */
export async function checkJobPhotos(locale: Locale, files: ReceivedPhoto[]): Promise<Checked<EncodedPhoto[]>> {
  if (files.length > MADE_TO_MEASURE_MAX_PHOTOS) {
    return refused(
      [{ field: PHOTO_FIELD, code: 'MADE_TO_MEASURE_TOO_MANY_PHOTOS', params: { max: MADE_TO_MEASURE_MAX_PHOTOS } }],
      413,
    );
  }
  const problems: FieldProblem[] = [];
  let status: 400 | 413 | 415 = 400;
  const encoded: EncodedPhoto[] = [];
  for (const [index, file] of files.entries()) {
    const result = await reencode(file, index, locale);
    if ('problem' in result) {
      problems.push(result.problem);
      if (result.status !== 400 && status === 400) status = result.status;
    } else {
      encoded.push(result);
    }
  }
  return problems.length > 0 ? refused(problems, status) : accepted(encoded);
}

/**
 * Writes checked photos under the job's private folder; answers the rows to insert (file, width, height) and
 * `remove`, which takes the files away again if the rows are not written.
 */
export async function writeJobPhotos(store: FileStore, siteId: number, jobId: number, encoded: EncodedPhoto[]) {
  const photos: StoredJobPhoto[] = [];
  const remove = () =>
    Promise.all(photos.map((photo) => store.delete(privateFileKey(siteId, photo.file)))).then(() => undefined);
  try {
    for (const photo of encoded) {
      const file = `made-to-measure/${jobId}/${randomUUID()}.${photo.ext}`;
      await store.put(privateFileKey(siteId, file), photo.content, { contentType: MIME_OF_EXT[photo.ext]! });
      photos.push({ file, width: photo.width, height: photo.height });
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { photos, remove };
}

/**
 * Checks photos by their content, re-encodes them and writes them under the job's private folder (a request's or
 * a stage's photos): the rows to insert and `remove`, or every photo's problem with nothing written.
 */
export async function storeJobPhotos(
  ctx: SiteContext & { locale: Locale },
  store: FileStore,
  jobId: number,
  files: ReceivedPhoto[],
): Promise<Checked<{ photos: StoredJobPhoto[]; remove: () => Promise<void> }>> {
  const checked = await checkJobPhotos(ctx.locale, files);
  if (!checked.ok) return checked;
  return accepted(await writeJobPhotos(store, ctx.siteId, jobId, checked.value));
}

/** Longest side of a photo's thumbnail (`?size=thumbnail`): a third of a phone's width at 3 device pixels. */
const THUMBNAIL_SIDE = 480;

/** A missing photo file is the photo not found. */
const photoNotFound = (id: number | string) => (error: unknown) => {
  if (error instanceof FileNotFoundError) throw notFound('Photo', id);
  throw error;
};

/**
 * A photo's thumbnail: made from the photo on the first call (WebP, at most THUMBNAIL_SIDE), then kept beside it
 * (`<file>.thumbnail.webp`) for the next ones.
 */
async function thumbnailOf(store: FileStore, siteId: number, file: string, id: number | string) {
  const kept = privateFileKey(siteId, `${file}.thumbnail.webp`);
  const existing = await store.getBytes(kept).catch((error: unknown) => {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  });
  if (existing) return existing.content;
  const photo = await store.getBytes(privateFileKey(siteId, file)).catch(photoNotFound(id));
  const sharp = await loadSharp();
  const content = await sharp(photo.content)
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
  // Two first calls at once write the same bytes: the later write replaces the earlier one whole.
  await store.put(kept, content, { contentType: 'image/webp' });
  return content;
}

/** Sends a stored photo of the site, or its thumbnail (private: never cached by a shared cache). */
export async function sendJobPhoto(
  reply: FastifyReply,
  store: FileStore,
  siteId: number,
  file: string,
  id: number | string = path.basename(file),
  size?: 'thumbnail',
) {
  const thumbnail = size === 'thumbnail';
  // The photo itself streams from the store; its thumbnail was just read or made.
  const content = thumbnail
    ? await thumbnailOf(store, siteId, file, id)
    : (await store.getStream(privateFileKey(siteId, file)).catch(photoNotFound(id))).body;
  const ext = thumbnail ? 'webp' : (file.split('.').pop() ?? '');
  return reply
    .type(MIME_OF_EXT[ext] ?? 'application/octet-stream')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(content);
}
