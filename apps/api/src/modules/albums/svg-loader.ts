import path from 'node:path';
import type { LoadedSvg } from '@atelier/contract';
import { AppError, notFound } from '../../errors.ts';
import type { SiteContext } from '../../context.ts';
import { FileNotFoundError, type FileStore } from '../../storage/file-store.ts';
import { keyOrNull } from '../../storage/site-files.ts';
import { MEDIA_URL_PREFIX } from '../../storage/storage.ts';
import { sanitiseSvg, svgElementOf } from './svg-sanitiser.ts';

/** An SVG to inline is a drawing, not a document: past this it is refused rather than read. */
export const MAX_SVG_BYTES = 512 * 1024;

const notOwnFile = (url: string) => new AppError('BAD_REQUEST', 'SVG_NOT_OWN_FILE', { url });
const notSvg = (url: string) => new AppError('BAD_REQUEST', 'SVG_NOT_SVG', { url });

/**
 * The path of the site's file an address names, or a refusal. Taken: `/media/site-<this site>/<file>.svg`, alone
 * or behind the scheme and host the request came on (the page's own). Refused: another host, a protocol-relative
 * or scripted address, another site's files, anything outside the media folder (`..`, encoded or not), a file
 * whose name does not end in `.svg`. Nothing is ever fetched: the file is read from the site's storage.
 */
export function ownSvgFile(siteId: number, url: string, requestHost: string | undefined): string {
  let pathname: string;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) {
    pathname = url.split(/[?#]/)[0]!;
  } else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw notOwnFile(url);
    }
    const sameHost = requestHost !== undefined && parsed.host.toLowerCase() === requestHost.toLowerCase();
    if (!['http:', 'https:'].includes(parsed.protocol) || !sameHost || parsed.username || parsed.password) {
      throw notOwnFile(url);
    }
    pathname = parsed.pathname;
  }
  const prefix = `${MEDIA_URL_PREFIX}site-${siteId}/`;
  if (!pathname.startsWith(prefix)) throw notOwnFile(url);
  let segments: string[];
  try {
    segments = pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    throw notOwnFile(url);
  }
  // Decoded, a segment could still climb out (`%2e%2e`) or hide a separator (`%2F`, `\`): refused outright.
  if (segments.some((part) => part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part))) {
    throw notOwnFile(url);
  }
  const file = segments.join('/');
  if (path.extname(file).toLowerCase() !== '.svg') throw notSvg(url);
  return file;
}

/** `POST /image/load-svg`: one of the site's SVG files, sanitised for inlining in its pages. */
export async function loadSvg(
  ctx: SiteContext,
  store: FileStore,
  url: string,
  requestHost: string | undefined,
): Promise<LoadedSvg> {
  const file = ownSvgFile(ctx.siteId, url, requestHost);
  const key = keyOrNull(ctx.siteId, 'public', file);
  if (!key) throw notOwnFile(url);
  // On disk a symbolic link is no file of the store: one leading out of the site's folder is not found.
  const info = await store.head(key);
  if (!info) throw notFound('SVG file', file);
  if (info.size > MAX_SVG_BYTES) {
    throw new AppError('BAD_REQUEST', 'SVG_TOO_LARGE', { max: Math.round(MAX_SVG_BYTES / 1024) });
  }
  const text = await store.getBytes(key).then(
    (read) => read.content.toString('utf8'),
    (error: unknown) => {
      // Deleted between the two calls: as missing.
      if (error instanceof FileNotFoundError) throw notFound('SVG file', file);
      throw error;
    },
  );
  const element = svgElementOf(text);
  const svg = element === null ? null : sanitiseSvg(element);
  if (svg === null) throw notSvg(url);
  return { svg };
}
