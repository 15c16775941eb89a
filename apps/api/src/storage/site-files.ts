import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { TaskLimiter } from '../task-limiter.ts';
import {
  contentTypeOfKey,
  FileNotFoundError,
  InvalidFileKeyError,
  siteFileKey,
  type FileStore,
  type FileVisibility,
} from './file-store.ts';

/**
 * A site's file as the modules keep it: by the path their tables store (`uploads/2026-11/….png`) and its
 * visibility, through the file store (disk or bucket). The type a file is served with is the one its extension
 * names, on disk as in a bucket, so every path keeps the extension of its content.
 */
export async function putSiteFile(
  store: FileStore,
  siteId: number,
  visibility: FileVisibility,
  path: string,
  content: Uint8Array,
) {
  const key = siteFileKey(siteId, visibility, path);
  await store.put(key, content, { contentType: contentTypeOfKey(key) });
  return key;
}

/**
 * The bytes of a site's file, or null when there is none under that path, or when the path names no file a key
 * can name (a path a form sent, `../x` or `a//b`: no file of the site either).
 */
export async function readSiteFile(
  store: FileStore,
  siteId: number,
  visibility: FileVisibility,
  path: string,
): Promise<Buffer | null> {
  const key = keyOrNull(siteId, visibility, path);
  if (!key) return null;
  try {
    return (await store.getBytes(key)).content;
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}

/** The key of a site's file, or null when the path could name none. */
export function keyOrNull(siteId: number, visibility: FileVisibility, path: string) {
  try {
    return siteFileKey(siteId, visibility, path);
  } catch (error) {
    if (error instanceof InvalidFileKeyError) return null;
    throw error;
  }
}

/** Files `importSiteFiles` writes at once: creating a file is mostly the system's time, on its other threads. */
const IMPORT_CONCURRENCY = 8;

/**
 * Copies a folder of files (the sample sites' images, logos and fonts) into a site's public files, keeping the
 * files already there, on disk as with a bucket. Answers the number of files written.
 */
export async function importSiteFiles(store: FileStore, siteId: number, sourceDir: string) {
  const entries = await readdir(sourceDir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const kept = new Set((await store.list(`site-${siteId}/public/`)).map((file) => file.key));
  const missing = entries.flatMap((entry) => {
    if (!entry.isFile()) return [];
    const absolute = join(entry.parentPath, entry.name);
    const key = keyOrNull(siteId, 'public', relative(sourceDir, absolute).split(sep).join('/'));
    return key && !kept.has(key) ? [{ key, absolute }] : [];
  });
  // A few at a time (a bucket's connections, the disk's threads), in the folder's order.
  const limiter = new TaskLimiter(IMPORT_CONCURRENCY);
  await Promise.all(
    missing.map((file) =>
      limiter.run(async () =>
        store.put(file.key, await readFile(file.absolute), { contentType: contentTypeOfKey(file.key) }),
      ),
    ),
  );
  return missing.length;
}
