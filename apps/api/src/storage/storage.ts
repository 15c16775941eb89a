import path from 'node:path';

/**
 * The disk's layout of the sites' files (disk-file-store.ts): public files under DATA_DIR/media/site-<id>/, served
 * at /media/site-<id>/, private ones under DATA_DIR/private/site-<id>/. The modules name files by key through the
 * file store (file-store.ts), never by these paths.
 */
export const MEDIA_URL_PREFIX = '/media/';

export function mediaRoot(dataDir: string) {
  return path.join(dataDir, 'media');
}

/** The folder of the sites' private files, never served. */
export function privateRoot(dataDir: string) {
  return path.join(dataDir, 'private');
}

/** Where a site's file lives on disk (the path of the stored name is never allowed out of the site's folder). */
export function siteFilePath(dataDir: string, siteId: number, file: string) {
  const root = path.join(mediaRoot(dataDir), `site-${siteId}`);
  const resolved = path.resolve(root, file);
  if (!resolved.startsWith(root + path.sep)) throw new Error(`A site file outside the site's folder: ${file}`);
  return resolved;
}

export function siteFileUrl(siteId: number, file: string) {
  return `${MEDIA_URL_PREFIX}site-${siteId}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** SPEC §3 Image of a stored file. */
export function siteImage(siteId: number, file: string | null, alt: string | null) {
  return file ? { filename: file.split('/').pop() ?? file, alt: alt ?? '', url: siteFileUrl(siteId, file) } : null;
}

/**
 * Where a site's private file lives (files sent with a form answer): under DATA_DIR/private/site-<id>/, outside
 * the /media folder, so only a route that checks who asks can send it.
 */
export function sitePrivateFilePath(dataDir: string, siteId: number, file: string) {
  const root = path.join(privateRoot(dataDir), `site-${siteId}`);
  const resolved = path.resolve(root, file);
  if (!resolved.startsWith(root + path.sep)) throw new Error(`A private file outside the site's folder: ${file}`);
  return resolved;
}
