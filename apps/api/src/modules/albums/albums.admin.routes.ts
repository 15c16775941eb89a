import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAlbumsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { checkedBody, type Checked } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import * as albums from './admin-albums.ts';

/** Every back-office answer is the administrator's own: never kept by a cache. */
async function admin(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/** The body of a form, every field's problem at once, once the role was checked. */
function formBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

const form = { attachValidation: true };

/**
 * The back-office's albums (issue 18 item 6). The albums table announces its changes (migration 0026): the
 * storefront's kept answers and pages drop at once.
 */
export const albumsAdminRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, { fileStore }) => {
  route(
    app,
    { ...endpoints.adminAlbums, query: listQuerySchema(albums.adminAlbumListSpec) },
    async (request, reply) => {
      await admin(request, reply);
      return albums.listAdminAlbums(request.ctx, request.query);
    },
  );

  route(app, endpoints.adminAlbum, async (request, reply) => {
    await admin(request, reply);
    return albums.getAdminAlbum(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateAlbum, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateAlbum.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return albums.createAlbum(request.ctx, body.value);
  });

  route(app, endpoints.adminUpdateAlbum, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateAlbum.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return albums.updateAlbum(request.ctx, request.params.id, body.value);
  });

  route(app, endpoints.adminDeleteAlbum, async (request, reply) => {
    await admin(request, reply);
    return albums.deleteAlbum(request.ctx, request.params.id);
  });

  route(app, endpoints.adminAddAlbumMedia, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminAddAlbumMedia.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await albums.addAlbumMedia(request.ctx, fileStore, request.params.id, body.value);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminOrderAlbumMedia, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminOrderAlbumMedia.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await albums.orderAlbumMedia(request.ctx, request.params.id, body.value));
  });

  route(app, endpoints.adminRemoveAlbumMedia, async (request, reply) => {
    await admin(request, reply);
    return albums.removeAlbumMedia(request.ctx, request.params.id, request.query.file);
  });
};
