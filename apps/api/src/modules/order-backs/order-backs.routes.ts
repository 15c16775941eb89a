import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_ORDER_BACK_PHOTO_BYTES, MAX_ORDER_BACK_PHOTOS, orderBacksEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { refused, type FieldProblem } from '../../refusal.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import { formatBytes, type ReceivedFile } from '../customization/customization-file.service.ts';
import { accessibleOrder, accessTokenOf, loadOrderAccessKey } from '../orders/order-access.ts';
import { askReturn } from './order-back-ask.service.ts';
import { readOrderBackFields } from './order-back-fields.ts';
import { PHOTO_FIELD, readPrivateFile } from './order-back-photos.ts';
import * as repository from './order-backs.repository.ts';
import * as service from './order-backs.service.ts';
import { withdraw, withdrawalOf } from './withdrawal.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** The fields and photos of a multipart return; photos under `images` (or `image`), other files drained. */
async function readMultipart(app: FastifyInstance, request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  const problems: FieldProblem[] = [];
  const max = formatBytes(MAX_ORDER_BACK_PHOTO_BYTES, request.ctx.locale);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      try {
        const content = await part.toBuffer();
        if (part.fieldname === PHOTO_FIELD || part.fieldname === 'image') {
          files.push({ field: PHOTO_FIELD, filename: part.filename, content });
        }
      } catch (error) {
        if (!(error instanceof app.multipartErrors.RequestFileTooLargeError)) throw error;
        problems.push({ field: PHOTO_FIELD, code: 'ORDER_BACK_PHOTO_TOO_LARGE', params: { name: part.filename, max } });
      }
    }
  } catch (error) {
    if (!(error instanceof app.multipartErrors.FilesLimitError)) throw error;
    problems.push({ field: PHOTO_FIELD, code: 'ORDER_BACK_TOO_MANY_PHOTOS', params: { max: MAX_ORDER_BACK_PHOTOS } });
  }
  return { fields, files, problems };
}

/** A return the request may see (through its order); another's, another site's or none is the same 404. */
async function accessibleBack(request: FastifyRequest, id: number, key: Buffer) {
  const back = await repository.findBack(request.ctx, id);
  if (!back) throw notFound('Return', id);
  try {
    return { back, order: await accessibleOrder(request, back.orderId, key) };
  } catch (error) {
    // The order's id is not told to whoever may not see it.
    if (error instanceof AppError && error.kind === 'NOT_FOUND') throw notFound('Return', id);
    throw error;
  }
}

/** Issue 7 items 3 and 4: returns (SPEC §7 Orders calls) and the EU withdrawal function. */
export const orderBacksRoutes: FastifyPluginAsyncZod<{
  mailer: Mailer;
  dataDir: string;
  fileStore: FileStore;
}> = async (app, { mailer, dataDir, fileStore }) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_ORDER_BACK_PHOTO_BYTES,
      files: MAX_ORDER_BACK_PHOTOS + 1,
      fields: 10,
      parts: MAX_ORDER_BACK_PHOTOS + 12,
      fieldSize: 100_000,
    },
  });
  const accessKey = await loadOrderAccessKey(dataDir);
  const mailDeps = (request: FastifyRequest) => ({
    mailer,
    accessKey,
    fileStore,
    origin: `${request.protocol}://${request.host}`,
  });

  route(app, endpoints.orderBackInfo, (request) => service.orderBackInfo(request.ctx));

  route(app, endpoints.orderGenericValues, (request) => service.genericValues(request.ctx, request.params.type));

  route(app, endpoints.orderBacks, async (request) => {
    const order = await accessibleOrder(request, request.query.order, accessKey);
    const backs = await repository.findBacksOfOrder(request.ctx, order.id);
    return service.presentBacks(request.ctx, order, backs, accessTokenOf(request));
  });

  route(app, endpoints.orderBack, async (request) => {
    const { back, order } = await accessibleBack(request, request.params.id, accessKey);
    const [presented] = await service.presentBacks(request.ctx, order, [back], accessTokenOf(request));
    return presented!;
  });

  route(app, endpoints.orderBackPhoto, async (request, reply) => {
    const { back } = await accessibleBack(request, request.params.id, accessKey);
    const photo = await repository.findPhoto(request.ctx, back.id, request.params.idPhoto);
    if (!photo) throw notFound('Photo', request.params.idPhoto);
    const content = await readPrivateFile(fileStore, request.ctx.siteId, photo.file);
    if (!content) throw notFound('Photo', request.params.idPhoto);
    return reply
      .type(photo.mimeType)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline')
      .send(content);
  });

  route(app, endpoints.orderReturnability, async (request) => {
    const order = await accessibleOrder(request, request.params.id, accessKey);
    return service.returnability(request.ctx, order);
  });

  route(
    app,
    endpoints.askOrderBack,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request, reply) => {
      const { ctx } = request;
      assertSameOrigin(request);
      const order = await accessibleOrder(request, request.params.id, accessKey);
      const received = request.isMultipart()
        ? await readMultipart(app, request)
        : { fields: (request.body ?? {}) as Record<string, unknown>, files: [], problems: [] };
      const fields = readOrderBackFields(typeof received.fields === 'object' ? received.fields : {});
      if (!fields.ok || received.problems.length > 0) {
        const problems = [...received.problems, ...(fields.ok ? [] : fields.problems)];
        // A photo too large or one too many is the body's size (413); every other problem is the form's (400).
        return answerChecked(request, reply, refused(problems, received.problems.length > 0 ? 413 : 400));
      }
      const asked = await askReturn(
        ctx,
        mailDeps(request),
        order,
        fields.value,
        received.files,
        accessTokenOf(request),
      );
      return answerChecked(request, reply, asked);
    },
  );

  route(app, endpoints.withdrawalEligibility, async (request) => {
    const order = await accessibleOrder(request, request.params.id, accessKey);
    return withdrawalOf(request.ctx, order);
  });

  route(app, endpoints.withdraw, { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    assertSameOrigin(request);
    const order = await accessibleOrder(request, request.params.id, accessKey);
    return withdraw(request.ctx, mailDeps(request), order, request.body ?? {}, accessTokenOf(request));
  });
};
