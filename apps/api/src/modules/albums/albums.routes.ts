import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { albumsEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import type { FileStore } from '../../storage/file-store.ts';
import * as service from './albums.service.ts';
import { loadSvg } from './svg-loader.ts';

// Kept like the blog's answers: the albums table announces its changes (migration 0026).
const cached = { config: { siteCache: true } };

/** SPEC §7 Albums, and Images' `POST /image/load-svg` (issue 17 items 3 and 9). */
export const albumsRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore; loadSvgPerMinute?: number }> = async (
  app,
  options,
) => {
  route(app, endpoints.albums, cached, (request) => service.listAlbums(request.ctx, request.query));
  route(app, endpoints.album, cached, (request) => service.getAlbum(request.ctx, request.params.id));
  // A POST reads and sanitises a file each time: a page inlines a handful, so a minute's budget is generous.
  route(
    app,
    endpoints.loadSvg,
    { config: { rateLimit: { max: options.loadSvgPerMinute ?? 120, timeWindow: '1 minute' } } },
    (request) => loadSvg(request.ctx, options.fileStore, request.body.url, request.headers.host),
  );
};
