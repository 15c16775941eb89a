import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMediaEndpoints as endpoints, MAX_MEDIA_BYTES } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { refused, type FieldProblem } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import { formatBytes } from '../customization/customization-file.service.ts';
import { storeMedia } from './media.service.ts';

const file = (code: FieldProblem['code'], params?: FieldProblem['params']): FieldProblem =>
  params ? { field: 'file', code, params } : { field: 'file', code };

/** The back-office's uploads (issue 18): one file a call, stored in the site's storage, its path answered. */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, { fileStore }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 2, parts: 3 } });

  route(app, endpoints.adminUploadMedia, { consumes: ['multipart/form-data'] }, async (request, reply) => {
    await requireAdmin(request);
    assertSameOrigin(request);
    reply.header('cache-control', 'private, no-store');
    if (!request.isMultipart()) return answerChecked(request, reply, refused([file('MEDIA_FILE_REQUIRED')]));
    let content: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'file') content = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer();
      }
    } catch (error) {
      if (!(error instanceof app.multipartErrors.RequestFileTooLargeError)) throw error;
      const max = formatBytes(MAX_MEDIA_BYTES, request.ctx.locale);
      return answerChecked(request, reply, refused([file('MEDIA_TOO_LARGE', { max })], 413));
    }
    if (!content || content.length === 0) return answerChecked(request, reply, refused([file('MEDIA_FILE_REQUIRED')]));
    const stored = await storeMedia(fileStore, request.ctx.siteId, content);
    if (!stored) return answerChecked(request, reply, refused([file('MEDIA_TYPE')], 415));
    return stored;
  });
};
