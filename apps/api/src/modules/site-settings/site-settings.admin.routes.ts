import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSiteEndpoints as endpoints,
  fontUploadSchema,
  logoUpdateSchema,
  MAX_FONT_BYTES,
  MAX_LOGO_BYTES,
} from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { checkedBody, checkedWith, refused, type FieldProblem } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import { formatBytes } from '../customization/customization-file.service.ts';
import { setParameter, listAdminParameters } from './site-settings.service.ts';
import * as theme from './theme.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** Every back-office answer is the administrator's own: never kept by a cache. */
async function admin(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/** A form's body, every problem at once (the role check answers first); a wrong path parameter as any route. */
function formBody<S extends Parameters<typeof checkedBody>[1]>(request: FastifyRequest, schema: S) {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

/** The fields and the one file (`file`) of a multipart request; `tooLarge` when the file passed the limit. */
async function multipartOf(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let content: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file') content = await part.toBuffer();
      else await part.toBuffer();
    }
  } catch (error) {
    if (!(error instanceof request.server.multipartErrors.RequestFileTooLargeError)) throw error;
    return { fields, content: null, tooLarge: true };
  }
  return { fields, content, tooLarge: content !== null && content.length > maxBytes };
}

/**
 * The back-office's site parameters and theme (issue 18 item 4): the site's administrators only, answers private.
 * `changed` drops what the API and the storefront keep of the site once a write is committed.
 */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod<{
  fileStore: FileStore;
  changed(siteId: number): void;
}> = async (app, deps) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.max(MAX_FONT_BYTES, MAX_LOGO_BYTES), files: 1, fields: 6, parts: 7, fieldSize: 1_000 },
  });

  route(app, endpoints.adminParameters, async (request, reply) => {
    await admin(request, reply);
    return listAdminParameters(request.ctx);
  });

  route(app, endpoints.adminSetParameter, { attachValidation: true }, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminSetParameter.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await setParameter(request.ctx, deps, request.params.key, body.value));
  });

  route(app, endpoints.adminTheme, async (request, reply) => {
    await admin(request, reply);
    return theme.getTheme(request.ctx, deps);
  });

  route(app, endpoints.adminSetTheme, { attachValidation: true }, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminSetTheme.body);
    return answerChecked(request, reply, body.ok ? await theme.setTheme(request.ctx, deps, body.value) : body);
  });

  route(app, endpoints.adminUploadFont, { consumes: ['multipart/form-data'] }, async (request, reply) => {
    await admin(request, reply);
    const file = (code: FieldProblem['code'], params?: FieldProblem['params']): FieldProblem =>
      params ? { field: 'file', code, params } : { field: 'file', code };
    if (!request.isMultipart()) return answerChecked(request, reply, refused([file('FONT_FILE_REQUIRED')]));
    const sent = await multipartOf(request, MAX_FONT_BYTES);
    if (sent.tooLarge) {
      const max = formatBytes(MAX_FONT_BYTES, request.ctx.locale);
      return answerChecked(request, reply, refused([file('FONT_FILE_TOO_LARGE', { max })], 413));
    }
    const fields = checkedWith(fontUploadSchema, sent.fields);
    const problems = fields.ok ? [] : [...fields.problems];
    if (!sent.content || sent.content.length === 0) problems.push(file('FONT_FILE_REQUIRED'));
    if (!fields.ok || !sent.content || problems.length > 0) return answerChecked(request, reply, refused(problems));
    const upload = { ...fields.value, content: sent.content };
    return answerChecked(request, reply, await theme.uploadFont(request.ctx, deps, upload));
  });

  route(app, endpoints.adminDeleteFont, async (request, reply) => {
    await admin(request, reply);
    return theme.deleteFont(request.ctx, deps, request.params.type);
  });

  route(
    app,
    endpoints.adminSetLogo,
    { consumes: ['multipart/form-data', 'application/json'] },
    async (request, reply) => {
      await admin(request, reply);
      const { type } = request.params;
      if (!request.isMultipart()) {
        const body = checkedWith(logoUpdateSchema, request.body ?? {});
        if (!body.ok) return answerChecked(request, reply, body);
        const { path, alt } = body.value;
        return answerChecked(request, reply, await theme.setLogo(request.ctx, deps, type, { path }, alt));
      }
      const sent = await multipartOf(request, MAX_LOGO_BYTES);
      if (sent.tooLarge) {
        const max = formatBytes(MAX_LOGO_BYTES, request.ctx.locale);
        return answerChecked(
          request,
          reply,
          refused([{ field: 'file', code: 'LOGO_FILE_TOO_LARGE', params: { max } }], 413),
        );
      }
      if (!sent.content || sent.content.length === 0) {
        return answerChecked(request, reply, refused([{ field: 'file', code: 'LOGO_FILE_REQUIRED' }]));
      }
      const alt = { fr_FR: sent.fields.altFr?.slice(0, 300), en: sent.fields.altEn?.slice(0, 300) };
      return answerChecked(
        request,
        reply,
        await theme.setLogo(request.ctx, deps, type, { content: sent.content }, alt),
      );
    },
  );

  route(app, endpoints.adminDeleteLogo, async (request, reply) => {
    await admin(request, reply);
    return theme.deleteLogo(request.ctx, deps, request.params.type);
  });
};
