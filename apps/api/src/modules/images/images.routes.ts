import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStore } from '../../storage/file-store.ts';
import { IMAGE_WIDTHS, ImageVariants } from './image-variants.ts';

/** A week, like the /media files: a changed original gets a new ETag, and the page a new srcset anyway. */
const CACHE_CONTROL = 'public, max-age=604800';
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * GET /img/<width>/site-<id>/<path>: the site's image at that width, in the best format the browser takes
 * (the URL scheme is described in image-variants.ts). Outside /api: a file, not an envelope, when it works.
 */
export const imagesRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, options) => {
  const variants = new ImageVariants(options.fileStore);

  app.get(
    '/img/:width/*',
    {
      schema: {
        hide: true,
        params: z.object({
          width: z.coerce.number().pipe(z.literal(IMAGE_WIDTHS)),
          '*': z.string(),
        }),
      },
    },
    async (request, reply) => {
      const image = await variants.answer(request.params['*'], request.params.width, request.headers.accept);
      reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
      if (image.variesByAccept) reply.header('vary', 'Accept');
      // Opened on its own, an SVG is a document of our origin: no script of its own may run in it.
      if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      const { body, size } = await image.open();
      return reply.type(image.contentType).header('content-length', size).send(body);
    },
  );
};

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
