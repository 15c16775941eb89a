import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSharp } from '../../storage/sharp.ts';
import type { z } from 'zod';
import { adminPagesEndpoints as endpoints, MAX_LAYOUT_PREVIEW_BYTES } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { notFound } from '../../errors.ts';
import { checkedBody, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { putSiteFile } from '../../storage/site-files.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import { formatBytes } from '../customization/customization-file.service.ts';
import * as service from './admin-pages.service.ts';

export interface PagesAdminOptions {
  fileStore: FileStore;
  /** Drops the site's kept answers and pages at once (caches.ts `siteChanged`), after a committed save. */
  siteChanged: service.SiteChanged;
}

/** Every back-office answer is the administrator's own: never kept by a cache. */
async function admin(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/** The body of a form, every field's problem at once, once the role was checked (a wrong path answers as usual). */
function formBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

const form = { attachValidation: true };

/** What a preview picture may be, by its content: the extension it is stored under. */
const PREVIEW_EXTENSIONS: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

async function previewExtension(content: Buffer) {
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(content, { limitInputPixels: 40_000_000 }).metadata();
    return (metadata.format && PREVIEW_EXTENSIONS[metadata.format]) || null;
  } catch {
    return null;
  }
}

const previewProblem = (code: FieldProblem['code'], params?: FieldProblem['params']): FieldProblem =>
  params ? { field: 'preview', code, params } : { field: 'preview', code };

/** The back-office's pages (issue 18 items 1–2): the site's administrators only, answers private. */
export const pagesAdminRoutes: FastifyPluginAsyncZod<PagesAdminOptions> = async (app, options) => {
  const { fileStore, siteChanged } = options;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_LAYOUT_PREVIEW_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1_000 },
  });

  route(app, endpoints.adminPages, async (request, reply) => {
    await admin(request, reply);
    return service.listAdminPages(request.ctx);
  });

  route(app, endpoints.adminCreatePage, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreatePage.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await service.createPage(request.ctx, body.value, siteChanged));
  });

  route(app, endpoints.adminUpdatePage, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdatePage.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await service.updatePage(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminMovePage, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminMovePage.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(
      request,
      reply,
      await service.movePage(request.ctx, request.params.id, body.value, siteChanged),
    );
  });

  route(app, endpoints.adminDuplicatePage, async (request, reply) => {
    await admin(request, reply);
    return service.duplicatePage(request.ctx, request.params.id, siteChanged);
  });

  route(app, endpoints.adminDeletePage, async (request, reply) => {
    await admin(request, reply);
    return service.deletePage(request.ctx, request.params.id, siteChanged);
  });

  route(app, endpoints.adminPageLayout, async (request, reply) => {
    await admin(request, reply);
    return service.getPageLayout(request.ctx, request.params.id);
  });

  route(app, endpoints.adminSavePageLayout, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminSavePageLayout.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const { idPage, idLayout } = request.params;
    return service.saveLayout(request.ctx, idPage, idLayout, body.value);
  });

  route(app, endpoints.adminCheckLayoutHash, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCheckLayoutHash.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const { idPage, idLayout } = request.params;
    return service.checkLayoutHash(request.ctx, idPage, idLayout, body.value.html);
  });

  route(app, endpoints.adminUploadLayoutPreview, { consumes: ['multipart/form-data'] }, async (request, reply) => {
    await admin(request, reply);
    const { ctx } = request;
    const { idPage, idLayout } = request.params;
    if (!(await service.layoutExists(ctx, idPage, idLayout))) throw notFound('Page layout', idLayout);
    if (!request.isMultipart()) {
      return answerChecked(request, reply, refused([previewProblem('ADMIN_PREVIEW_REQUIRED')]));
    }
    let content: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'preview') content = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer();
      }
    } catch (error) {
      if (!(error instanceof app.multipartErrors.RequestFileTooLargeError)) throw error;
      const max = formatBytes(MAX_LAYOUT_PREVIEW_BYTES, ctx.locale);
      return answerChecked(request, reply, refused([previewProblem('ADMIN_PREVIEW_TOO_LARGE', { max })], 413));
    }
    if (!content || content.length === 0) {
      return answerChecked(request, reply, refused([previewProblem('ADMIN_PREVIEW_REQUIRED')]));
    }
    const extension = await previewExtension(content);
    if (!extension) return answerChecked(request, reply, refused([previewProblem('ADMIN_PREVIEW_TYPE')], 415));
    const file = `pages/previews/${idPage}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${extension}`;
    await putSiteFile(fileStore, ctx.siteId, 'public', file, content);
    return service.setLayoutPreview(ctx, idPage, idLayout, file);
  });

  route(app, endpoints.adminPublishPage, async (request, reply) => {
    await admin(request, reply);
    return service.publishPage(request.ctx, request.params.id, siteChanged);
  });

  route(app, endpoints.adminPageVersions, async (request, reply) => {
    await admin(request, reply);
    return service.listVersions(request.ctx, request.params.id);
  });

  route(app, endpoints.adminRestorePageVersion, async (request, reply) => {
    await admin(request, reply);
    return service.restoreVersion(request.ctx, request.params.id, request.params.versionId);
  });
};
