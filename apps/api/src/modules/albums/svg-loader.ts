import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedSvg } from '@atelier/contract';
import { AppError, notFound } from '../../errors.ts';
import type { SiteContext } from '../../context.ts';
import { MEDIA_URL_PREFIX, mediaRoot, siteFilePath } from '../../storage/storage.ts';
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
  dataDir: string,
  url: string,
  requestHost: string | undefined,
): Promise<LoadedSvg> {
  const file = ownSvgFile(ctx.siteId, url, requestHost);
  let fullPath: string;
  try {
    fullPath = siteFilePath(dataDir, ctx.siteId, file);
  } catch {
    throw notOwnFile(url);
  }
  const info = await stat(fullPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (!info?.isFile()) throw notFound('SVG file', file);
  // A link inside the site's folder must not lead out of it either.
  const siteRoot = await realpath(path.join(mediaRoot(dataDir), `site-${ctx.siteId}`));
  if (!(await realpath(fullPath)).startsWith(siteRoot + path.sep)) throw notOwnFile(url);
  if (info.size > MAX_SVG_BYTES) {
    throw new AppError('BAD_REQUEST', 'SVG_TOO_LARGE', { max: Math.round(MAX_SVG_BYTES / 1024) });
  }
  const text = await readFile(fullPath, 'utf8');
  const element = svgElementOf(text);
  const svg = element === null ? null : sanitiseSvg(element);
  if (svg === null) throw notSvg(url);
  return { svg };
}
