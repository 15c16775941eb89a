import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRefundsEndpoints, adminReturnsEndpoints as endpoints, MAX_RETURN_LABEL_BYTES } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { AppError, notFound } from '../../errors.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { refused } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import type { ReceivedFile } from '../customization/customization-file.service.ts';
import { accessibleOrder, loadOrderAccessKey } from '../orders/order-access.ts';
import { adminOrderBackListSpec } from './order-back-admin.repository.ts';
import { adminBack, changeBackStatus, listBacks } from './order-back-admin.service.ts';
import { refundOrder } from './order-refunds.service.ts';
import { readPrivateFile } from './order-back-photos.ts';
import * as repository from './order-backs.repository.ts';
import type { OrderBackRow } from './order-backs.repository.ts';
import { attachLabel, LABEL_FIELD } from './return-label.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** Sends a return's label file, or 404 when it has none (or its file is gone). */
async function sendLabel(reply: FastifyReply, store: FileStore, siteId: number, back: OrderBackRow, cache: string) {
  if (!back.labelFile) throw notFound('Return', back.id);
  const content = await readPrivateFile(store, siteId, back.labelFile);
  if (!content) throw notFound('Return', back.id);
  const ext = back.labelFile.split('.').pop();
  const filename = (back.labelName ?? `label.${ext}`).replace(/[^\w.-]+/g, '_');
  return reply
    .type(back.labelMimeType ?? 'application/octet-stream')
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(content);
}

/**
 * The back-office's returns, withdrawals and refunds (issue 16 item 4), an order's refunds outside a return
 * included: the site's administrators only, answers private; and the customer's download of the label the shop
 * sent.
 */
export const orderBackAdminRoutes: FastifyPluginAsyncZod<{
  mailer: Mailer;
  dataDir: string;
  fileStore: FileStore;
  publicUrl: string;
}> = async (app, { mailer, dataDir, fileStore, publicUrl }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_RETURN_LABEL_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 10_000 },
  });
  const accessKey = await loadOrderAccessKey(dataDir);
  const deps = (request: FastifyRequest) => ({ mailer, accessKey, publicUrl, log: request.log });

  route(
    app,
    { ...endpoints.adminOrderBacks, query: listQuerySchema(adminOrderBackListSpec) },
    async (request, reply) => {
      await requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return listBacks(request.ctx, request.query);
    },
  );

  route(app, endpoints.adminOrderBack, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return adminBack(request.ctx, request.params.id);
  });

  route(app, endpoints.adminSetOrderBackStatus, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const changed = await changeBackStatus(request.ctx, deps(request), request.params.id, request.body);
    return answerChecked(request, reply, changed);
  });

  // A refund of an order outside any return (a cancelled or partly supplied order): the same rules.
  route(app, adminRefundsEndpoints.adminOrderRefund, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const refunded = await refundOrder(request.ctx, deps(request), request.params.id, request.body);
    return answerChecked(request, reply, refunded);
  });

  route(app, endpoints.adminSetOrderBackLabel, { consumes: ['multipart/form-data'] }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    if (!request.isMultipart()) {
      return answerChecked(request, reply, refused([{ field: LABEL_FIELD, code: 'ORDER_BACK_LABEL_REQUIRED' }]));
    }
    const files: ReceivedFile[] = [];
    let tooLarge: string | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') continue;
        try {
          const content = await part.toBuffer();
          if (part.fieldname === LABEL_FIELD) files.push({ field: LABEL_FIELD, filename: part.filename, content });
        } catch (error) {
          if (!(error instanceof app.multipartErrors.RequestFileTooLargeError)) throw error;
          tooLarge = part.filename;
        }
      }
    } catch (error) {
      if (!(error instanceof app.multipartErrors.FilesLimitError)) throw error;
    }
    const { ctx } = request;
    const received =
      tooLarge !== null
        ? // A file over the limit arrives cut short: say so rather than read what came.
          [{ field: LABEL_FIELD, filename: tooLarge, content: Buffer.alloc(MAX_RETURN_LABEL_BYTES + 1) }]
        : files;
    const attached = await attachLabel(ctx, fileStore, request.params.id, received, ctx.locale);
    if (!attached.ok) return answerChecked(request, reply, attached);
    return adminBack(ctx, attached.value.id);
  });

  route(app, endpoints.adminOrderBackLabel, async (request, reply) => {
    await requireAdmin(request);
    const back = await repository.findBack(request.ctx, request.params.id);
    if (!back) throw notFound('Return', request.params.id);
    return sendLabel(reply, fileStore, request.ctx.siteId, back, 'private, no-store');
  });

  route(app, endpoints.orderBackLabel, async (request, reply) => {
    const back = await repository.findBack(request.ctx, request.params.id);
    if (!back) throw notFound('Return', request.params.id);
    try {
      await accessibleOrder(request, back.orderId, accessKey);
    } catch (error) {
      // The order's id is not told to whoever may not see it.
      if (error instanceof AppError && error.kind === 'NOT_FOUND') throw notFound('Return', request.params.id);
      throw error;
    }
    return sendLabel(reply, fileStore, request.ctx.siteId, back, 'private, max-age=3600');
  });
};
