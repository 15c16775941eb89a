import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileNotFoundError, type FileStore, type StoredFile } from './file-store.ts';
import { keyOrNull } from './site-files.ts';
import { MEDIA_URL_PREFIX, mediaRoot } from './storage.ts';

/** A week: a replaced file gets a new name (uploads) or a new ETag, and the pages a new address anyway. */
export const MEDIA_MAX_AGE_SECONDS = 7 * 24 * 3600;
const CACHE_CONTROL = `public, max-age=${MEDIA_MAX_AGE_SECONDS}`;

/**
 * `GET /media/site-<id>/<path>`: a site's public file, outside /api (a file, not an envelope; the 404 is the
 * app's envelope). Only public keys are ever served: a private file has no address.
 *
 * On disk the files are sent by @fastify/static straight from DATA_DIR/media (sendfile, the fastest path:
 * measured in docs/architecture.md); from a bucket they are streamed through the file store with the same
 * headers: the type, a week's Cache-Control, an ETag and Last-Modified, and 304 to a browser that has the file.
 *
 * A file of a type that compresses (an SVG logo or picture, mime-db's `compressible`; never a JPEG, a WebP or a
 * font) is sent compressed to a browser that takes it: the home page's hero and logo, 6.7 and 12.6 KB, travel as
 * 1.7 and 3.6 KB before the first paint (issue 21: the largest paint). Brotli at a fast level (~0.5 ms for the
 * logo), as the pages: the browser keeps the file for a week.
 */
export async function registerMediaRoute(app: FastifyInstance, store: FileStore, dataDir: string) {
  // Its own scope: the compression applies to /media alone (the storefront registers its own for the pages).
  await app.register(async (media) => {
    await media.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      // Only the types mime-db calls compressible (image/svg+xml): not the default's octet-stream.
      customTypes: () => false,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    if (store.kind === 'disk') {
      await media.register(fastifyStatic, {
        root: mediaRoot(dataDir),
        prefix: MEDIA_URL_PREFIX,
        maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
        decorateReply: false,
      });
    } else {
      registerStoreMediaRoute(media, store);
    }
  });
}

/** The /media route that reads through the file store: the bucket's, or the disk's when measured against static. */
export function registerStoreMediaRoute(app: FastifyInstance, store: FileStore) {
  app.get(`${MEDIA_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = mediaKeyOf((request.params as { '*': string })['*']);
    if (!key) return reply.callNotFound();
    const conditional = request.headers['if-none-match'] ?? request.headers['if-modified-since'];
    if (conditional) {
      // Asked only what is known of the file: a browser that has it gets 304 without the bytes being read.
      const head = await store.head(key);
      if (!head) return reply.callNotFound();
      setFileHeaders(reply, head);
      if (isFresh(request, head)) return reply.code(304).send();
    }
    try {
      const file = await store.getStream(key);
      setFileHeaders(reply, file);
      return reply.type(file.contentType).header('content-length', file.size).send(file.body);
    } catch (error) {
      if (error instanceof FileNotFoundError) return reply.callNotFound();
      throw error;
    }
  });
}

/** The public key a /media path names (`site-<id>/<path>`), or null when it names no file a site may have. */
export function mediaKeyOf(mediaPath: string) {
  const match = /^site-([1-9]\d{0,8})\/(.+)$/.exec(mediaPath);
  return match ? keyOrNull(Number(match[1]), 'public', match[2]!) : null;
}

/** The ETag of a stored file: its size and time, as @fastify/static makes it on disk. */
export function etagOf(file: Pick<StoredFile, 'size' | 'lastModified'>) {
  return `W/"${file.size.toString(16)}-${file.lastModified.getTime().toString(16)}"`;
}

function setFileHeaders(reply: FastifyReply, file: StoredFile) {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etagOf(file))
    .header('last-modified', file.lastModified.toUTCString());
}

/** The browser's copy is the stored one: its ETag matches, or (without one) it is not older than the file. */
function isFresh(request: FastifyRequest, file: StoredFile) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const etag = etagOf(file);
    const weak = (tag: string) => tag.replace(/^W\//, '');
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim())
      .some((tag) => tag === '*' || weak(tag) === weak(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates keep whole seconds.
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}
