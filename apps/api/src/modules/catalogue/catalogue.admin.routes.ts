import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueEndpoints as endpoints, localizedInput, MAX_PRODUCT_IMAGE_BYTES } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { checkedBody, checkedWith, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import { formatBytes } from '../customization/customization-file.service.ts';
import { adminProductListSpec } from './admin-catalogue.repository.ts';
import * as discountCodes from './admin-discount-codes.ts';
import * as service from './admin-catalogue.service.ts';
import { storeProductImage } from './product-images.ts';

export interface CatalogueAdminOptions {
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

/**
 * The body of a form, every field's problem at once (the route attaches its validation so that the role check
 * answers first); a wrong path parameter is refused as any route refuses it.
 */
function formBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

const form = { attachValidation: true };

/** The back-office's catalogue (issue 16 item 6): the site's administrators only, answers private. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<CatalogueAdminOptions> = async (app, options) => {
  const { fileStore, siteChanged } = options;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 10_000 },
  });

  route(app, { ...endpoints.adminProducts, query: listQuerySchema(adminProductListSpec) }, async (request, reply) => {
    await admin(request, reply);
    return service.listAdminProducts(request.ctx, request.query);
  });

  route(app, endpoints.adminProduct, async (request, reply) => {
    await admin(request, reply);
    return service.getAdminProduct(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateProduct, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateProduct.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await service.createProduct(request.ctx, body.value, siteChanged));
  });

  route(app, endpoints.adminUpdateProduct, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateProduct.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await service.updateProduct(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteProduct, async (request, reply) => {
    await admin(request, reply);
    return service.deleteProduct(request.ctx, request.params.id, siteChanged);
  });

  route(app, endpoints.adminUpdateDeclination, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateDeclination.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const { id, idDeclination } = request.params;
    const saved = await service.updateDeclination(request.ctx, id, idDeclination, body.value, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminCreateDeclination, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateDeclination.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await service.createDeclination(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteDeclination, async (request, reply) => {
    await admin(request, reply);
    const { id, idDeclination } = request.params;
    return service.deleteDeclination(request.ctx, id, idDeclination, siteChanged);
  });

  route(app, endpoints.adminStockHistory, async (request, reply) => {
    await admin(request, reply);
    return service.stockHistory(request.ctx, request.params.id, request.query);
  });

  route(app, endpoints.adminUploadProductImage, { consumes: ['multipart/form-data'] }, async (request, reply) => {
    await admin(request, reply);
    const { ctx } = request;
    if (!(await service.productExists(ctx, request.params.id))) throw notFound('Product', request.params.id);
    if (!request.isMultipart()) return answerChecked(request, reply, refused([image('ADMIN_IMAGE_REQUIRED')]));
    const fields: Record<string, string> = {};
    let content: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname === 'image') content = await part.toBuffer();
        else await part.toBuffer();
      }
    } catch (error) {
      if (!(error instanceof app.multipartErrors.RequestFileTooLargeError)) throw error;
      const max = formatBytes(MAX_PRODUCT_IMAGE_BYTES, ctx.locale);
      return answerChecked(request, reply, refused([image('ADMIN_IMAGE_TOO_LARGE', { max })], 413));
    }
    const alt = checkedWith(localizedInput(300), { fr_FR: fields.altFr ?? '', en: fields.altEn || undefined });
    const problems: FieldProblem[] = alt.ok ? [] : alt.problems.map((problem) => ({ ...problem, field: 'altFr' }));
    if (!content || content.length === 0) problems.push(image('ADMIN_IMAGE_REQUIRED'));
    if (problems.length || !alt.ok || !content) return answerChecked(request, reply, refused(problems));
    const stored = await storeProductImage(fileStore, ctx.siteId, content, alt.value);
    if (!stored) return answerChecked(request, reply, refused([image('ADMIN_IMAGE_TYPE')], 415));
    return service.addProductImage(ctx, request.params.id, stored, siteChanged);
  });

  route(
    app,
    { ...endpoints.adminDiscountCodes, query: listQuerySchema(discountCodes.adminDiscountCodeListSpec) },
    async (request, reply) => {
      await admin(request, reply);
      return discountCodes.listDiscountCodes(request.ctx, request.query);
    },
  );

  route(app, endpoints.adminCreateDiscountCode, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateDiscountCode.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return discountCodes.createDiscountCode(request.ctx, body.value);
  });

  route(app, endpoints.adminUpdateDiscountCode, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateDiscountCode.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return discountCodes.updateDiscountCode(request.ctx, request.params.id, body.value);
  });

  route(app, endpoints.adminDeleteDiscountCode, async (request, reply) => {
    await admin(request, reply);
    return discountCodes.deleteDiscountCode(request.ctx, request.params.id);
  });
};

const image = (code: FieldProblem['code'], params?: FieldProblem['params']): FieldProblem =>
  params ? { field: 'image', code, params } : { field: 'image', code };
