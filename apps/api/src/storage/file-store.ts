import type { Readable } from 'node:stream';
import type { AppConfig } from '../config.ts';
import { MEDIA_URL_PREFIX } from './storage.ts';

/**
 * The one way to keep a file (issue 20 item 3): site media, uploads and generated files go through a `FileStore`,
 * kept on disk under DATA_DIR (`DiskFileStore`, the default) or in an S3-compatible bucket (`S3FileStore`, when
 * S3_BUCKET is set), so that several servers can share their files.
 *
 * A file is named by a **key**: `site-<id>/public/<path>` for what the site shows to everyone (served under
 * /media) and `site-<id>/private/<path>` for what only a route that checks who asks may send (form files, a
 * made-to-measure job's photos). A private key never gets a URL: `publicFileUrl` refuses it.
 */
export interface FileStore {
  /**
   * 'disk' or 's3': for the logs and the tests, never for a module to branch on. Only /media picks its way of
   * sending by it (media-route.ts: @fastify/static straight from the disk's folder).
   */
  readonly kind: 'disk' | 's3';
  /**
   * Writes a file whole, replacing one kept under the key. A reader sees the old file or the new one, never a
   * part. The disk keeps no metadata: it answers the type that the key's extension names (as /media always did),
   * so give a key the extension of its type.
   */
  put(key: string, body: Uint8Array | Readable, options: { contentType: string }): Promise<void>;
  /** The file as a stream, once it is known to exist; `FileNotFoundError` when it does not. */
  getStream(key: string): Promise<StoredFile & { body: Readable }>;
  /** The file's bytes; `FileNotFoundError` when it does not exist. */
  getBytes(key: string): Promise<StoredFile & { content: Buffer }>;
  /** What is known of a file without reading it, or null when there is none. */
  head(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; a key with no file is no error (the deletion of a row's files may run twice). */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a site's visibility at least: `site-1/private/`), by key. */
  list(prefix: string): Promise<ListedFile[]>;
  /** Lets go of connections when the app closes. */
  close(): Promise<void>;
}

export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
  lastModified: Date;
}

/** A file as a listing knows it: a bucket's listing carries no type (`head` reads it). */
export type ListedFile = Omit<StoredFile, 'contentType'>;

export type FileVisibility = 'public' | 'private';

/** A key whose file does not exist: the caller answers it as its own thing not found (a photo, a form file). */
export class FileNotFoundError extends Error {
  readonly code = 'FILE_NOT_FOUND';
  readonly key: string;
  constructor(key: string) {
    super(`No stored file under the key ${key}`);
    this.name = 'FileNotFoundError';
    this.key = key;
  }
}

/** A key that could leave its site's folder or name no file: a bug of the caller, never a visitor's input. */
export class InvalidFileKeyError extends Error {
  readonly code = 'FILE_KEY_INVALID';
  readonly key: string;
  constructor(key: string, reason: string) {
    super(`Not a file key (${reason}): ${JSON.stringify(key)}`);
    this.name = 'InvalidFileKeyError';
    this.key = key;
  }
}

const KEY_ROOT = /^site-([1-9]\d*)\/(public|private)\//;

export interface ParsedFileKey {
  siteId: number;
  visibility: FileVisibility;
  /** The path inside the site's folder of that visibility, as the tables store it (`forms/3/….pdf`). */
  path: string;
}

/**
 * Checks a key and splits it. Each segment of the path is a plain name: no `..` or `.`, nothing starting with a
 * dot (the disk's half-written files are dot files), no empty segment, no backslash or control character, so a
 * key can never reach outside its site's folder on disk nor mean two files in a bucket.
 */
export function parseFileKey(key: string): ParsedFileKey {
  const root = KEY_ROOT.exec(key);
  if (!root) throw new InvalidFileKeyError(key, 'it must start with site-<id>/public/ or site-<id>/private/');
  const rest = key.slice(root[0].length);
  checkSegments(key, rest, false);
  return { siteId: Number(root[1]), visibility: root[2] as FileVisibility, path: rest };
}

/** Checks a listing's prefix: a key's start, ending anywhere (`site-1/private/forms/3/` or `…/forms/3`). */
export function parseFilePrefix(prefix: string): ParsedFileKey {
  const root = KEY_ROOT.exec(prefix);
  if (!root) throw new InvalidFileKeyError(prefix, 'a prefix must start with site-<id>/public/ or site-<id>/private/');
  const rest = prefix.slice(root[0].length);
  checkSegments(prefix, rest, true);
  return { siteId: Number(root[1]), visibility: root[2] as FileVisibility, path: rest };
}

function checkSegments(key: string, rest: string, prefix: boolean) {
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(rest)) throw new InvalidFileKeyError(key, 'a backslash or a control character');
  if (rest === '') {
    if (prefix) return;
    throw new InvalidFileKeyError(key, 'no file name');
  }
  const segments = rest.split('/');
  // A prefix may end with '/', its last segment then empty.
  if (prefix && segments.at(-1) === '') segments.pop();
  for (const segment of segments) {
    if (segment === '') throw new InvalidFileKeyError(key, 'an empty segment');
    if (segment.startsWith('.')) throw new InvalidFileKeyError(key, `the segment ${segment} starts with a dot`);
  }
}

/** The key of a site's file, from the path its table stores. */
export function siteFileKey(siteId: number, visibility: FileVisibility, path: string) {
  const key = `site-${siteId}/${visibility}/${path}`;
  parseFileKey(key);
  return key;
}

export const privateFileKey = (siteId: number, path: string) => siteFileKey(siteId, 'private', path);
export const publicFileKey = (siteId: number, path: string) => siteFileKey(siteId, 'public', path);

/** The address of a public file (under /media). A private file has none: it is sent only by a route that checks. */
export function publicFileUrl(key: string) {
  const { siteId, visibility, path } = parseFileKey(key);
  if (visibility !== 'public') throw new InvalidFileKeyError(key, 'a private file has no URL');
  return `${MEDIA_URL_PREFIX}site-${siteId}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The types a key's extension names, for the disk, which keeps none (the files the sites keep today). */
const TYPE_OF_EXTENSION: Record<string, string> = {
  avif: 'image/avif',
  csv: 'text/csv',
  gif: 'image/gif',
  heic: 'image/heic',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  json: 'application/json',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  ttf: 'font/ttf',
  txt: 'text/plain',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

export function contentTypeOfKey(key: string) {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && TYPE_OF_EXTENSION[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/**
 * The app's file store from its configuration: in an S3-compatible bucket when S3_BUCKET is set (the AWS SDK is
 * loaded only then), else on disk under DATA_DIR.
 */
export async function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<FileStore> {
  if (config.s3) {
    const { S3FileStore } = await import('./s3-file-store.ts');
    return S3FileStore.connect(config.s3);
  }
  const { DiskFileStore } = await import('./disk-file-store.ts');
  return new DiskFileStore(config.dataDir);
}
