import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a private file as a download: its type (never sniffed), its size, its name in ASCII and in UTF-8
 * (RFC 6266), and kept by no cache. For the files only a route that checks who asks may send (form files, the
 * files customers sent with an order).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { filename: string; contentType: string; size: number; body: Readable },
) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .send(file.body);
}
