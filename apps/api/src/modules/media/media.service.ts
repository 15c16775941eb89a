import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from '../../storage/file-type.ts';
import { loadSharp } from '../../storage/sharp.ts';
import type { MediaKind, UploadedMedia } from '@atelier/contract';
import type { FileStore } from '../../storage/file-store.ts';
import { putSiteFile } from '../../storage/site-files.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { sanitiseSvg, svgElementOf } from '../albums/svg-sanitiser.ts';

/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

const IMAGE_EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', heif: 'avif', gif: 'gif' };

interface Recognised {
  kind: MediaKind;
  extension: string;
  content: Buffer;
  width: number | null;
  height: number | null;
}

/** What the file is, read from its bytes (never from its name), or null when it is none of the kinds taken. */
export async function recognise(content: Buffer): Promise<Recognised | null> {
  const type = await fileTypeFromBuffer(content);
  if (type?.mime === 'video/mp4') return { kind: 'video', extension: 'mp4', content, width: null, height: null };
  if (type?.mime === 'application/pdf') return { kind: 'pdf', extension: 'pdf', content, width: null, height: null };
  if (!type || type.mime === 'application/xml' || type.mime === 'image/svg+xml') {
    // SVG is text (file-type names it XML at most). Only a document that opens as an SVG is read, then sanitised.
    const element = svgElementOf(content.toString('utf8'));
    const clean = element ? sanitiseSvg(element) : null;
    if (!clean) return null;
    return { kind: 'svg', extension: 'svg', content: Buffer.from(clean), width: null, height: null };
  }
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const extension = metadata.format ? IMAGE_EXTENSIONS[metadata.format] : undefined;
    if (!extension || !metadata.width || !metadata.height) return null;
    if (metadata.format === 'heif' && metadata.compression !== 'av1') return null;
    const turned = (metadata.orientation ?? 1) >= 5;
    return {
      kind: 'image',
      extension,
      content,
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
    };
  } catch {
    return null;
  }
}

/**
 * Stores an uploaded file under the site's `uploads/<year>-<month>/` folder with a name of its own (never the
 * sender's), once its content says what it is. Null when it is not a file the back-office takes.
 */
export async function storeMedia(store: FileStore, siteId: number, content: Buffer, now = new Date()) {
  const file = await recognise(content);
  if (!file) return null;
  const month = now.toISOString().slice(0, 7);
  const stored = `uploads/${month}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${file.extension}`;
  await putSiteFile(store, siteId, 'public', stored, file.content);
  return {
    path: stored,
    url: siteFileUrl(siteId, stored),
    kind: file.kind,
    width: file.width,
    height: file.height,
  } satisfies UploadedMedia;
}
