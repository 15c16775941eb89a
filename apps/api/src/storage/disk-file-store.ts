import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  contentTypeOfKey,
  FileNotFoundError,
  parseFileKey,
  parseFilePrefix,
  type FileStore,
  type ParsedFileKey,
  type ListedFile,
  type StoredFile,
} from './file-store.ts';
import { siteFilePath, sitePrivateFilePath } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
/**
 * Not a file of the store: none there, a folder on the way is a file, or the name is a symbolic link (the store
 * writes none; one put there by hand could lead out of the site's folder).
 */
const isNoFile = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'ELOOP', 'EISDIR'].includes(String((error as NodeJS.ErrnoException).code));
/** Opened for reading without following a final symbolic link. */
const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW;

/**
 * Files on this machine's disk, in the layout the sites had before the file store, so their files keep working:
 * `site-<id>/public/<path>` is DATA_DIR/media/site-<id>/<path> (served under /media) and `site-<id>/private/<path>`
 * is DATA_DIR/private/site-<id>/<path> (never served as such).
 */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk';

  private readonly dataDir: string;

  constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  private pathOf({ siteId, visibility, path: file }: ParsedFileKey) {
    return visibility === 'public'
      ? siteFilePath(this.dataDir, siteId, file)
      : sitePrivateFilePath(this.dataDir, siteId, file);
  }

  /** The site's folder of a visibility, where a listing starts: the folder of any name directly in it. */
  private rootOf({ siteId, visibility }: ParsedFileKey) {
    return path.dirname(this.pathOf({ siteId, visibility, path: 'any' }));
  }

  async put(key: string, body: Uint8Array | Readable, _options: { contentType: string }) {
    const target = this.pathOf(parseFileKey(key));
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target under a dot name (no key has one), then renamed: a reader never sees half a file.
    const partial = path.join(path.dirname(target), `.${randomUUID()}.part`);
    try {
      // Bytes in memory in one write (the seed's 150 files at a first start); a stream as it comes.
      if (body instanceof Readable) await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      else await writeFile(partial, body, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async getStream(key: string) {
    const file = this.pathOf(parseFileKey(key));
    // Opened first, so that a missing file is a FileNotFoundError here rather than a stream's error later.
    const handle = await open(file, READ_FLAGS).catch((error: unknown) => {
      throw isNoFile(error) ? new FileNotFoundError(key) : error;
    });
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new FileNotFoundError(key);
      return { ...storedFile(key, stats), body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async getBytes(key: string) {
    const file = this.pathOf(parseFileKey(key));
    const handle = await open(file, READ_FLAGS).catch((error: unknown) => {
      throw isNoFile(error) ? new FileNotFoundError(key) : error;
    });
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new FileNotFoundError(key);
      const content = await handle.readFile();
      return { ...storedFile(key, { size: content.length, mtime: stats.mtime }), content };
    } catch (error) {
      throw isNoFile(error) ? new FileNotFoundError(key) : error;
    } finally {
      await handle.close();
    }
  }

  async head(key: string) {
    const stats = await lstat(this.pathOf(parseFileKey(key))).catch((error: unknown) => {
      if (isNoFile(error)) return null;
      throw error;
    });
    return stats?.isFile() ? storedFile(key, stats) : null;
  }

  async exists(key: string) {
    return (await this.head(key)) !== null;
  }

  async delete(key: string) {
    await rm(this.pathOf(parseFileKey(key)), { force: true });
  }

  async list(prefix: string) {
    const parsed = parseFilePrefix(prefix);
    const root = this.rootOf(parsed);
    const keyRoot = prefix.slice(0, prefix.length - parsed.path.length);
    // Walk from the deepest folder the prefix names whole; the rest of it filters the names.
    const folder = parsed.path.includes('/') ? parsed.path.slice(0, parsed.path.lastIndexOf('/')) : '';
    const start = path.join(root, folder);
    const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
      throw error;
    });
    const found: ListedFile[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // Half-written files and anything else no key can name (a dot segment) are not the store's.
      if (!relative.startsWith(parsed.path) || relative.split('/').some((segment) => segment.startsWith('.'))) continue;
      // A file deleted since the folder was read is simply not listed.
      const stats = await stat(path.join(entry.parentPath, entry.name)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (stats) found.push({ key: keyRoot + relative, size: stats.size, lastModified: stats.mtime });
    }
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async close() {}
}

function storedFile(key: string, stats: { size: number; mtime: Date }): StoredFile {
  return { key, contentType: contentTypeOfKey(key), size: stats.size, lastModified: stats.mtime };
}
