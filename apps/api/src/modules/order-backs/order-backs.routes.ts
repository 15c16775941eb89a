import { readFile } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  MAX_ORDER_BACK_PHOTO_BYTES,
  MAX_ORDER_BACK_PHOTOS,
  orderBackInfoSchema,
  orderBackListQuerySchema,
  orderBackSchema,
  orderGenericValueSchema,
  orderReturnabilitySchema,
  withdrawalEligibilitySchema,
  withdrawalRequestSchema,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { refusalOf } from '../../refusal.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import { formatBytes, type ReceivedFile } from '../customization/customization-file.service.ts';
import { fieldErrorsEnvelopeSchema } from '../customization/customization.routes.ts';
import type { FieldProblem } from '../customization/customization.service.ts';
import { accessibleOrder, accessTokenOf, loadOrderAccessKey } from '../orders/order-access.ts';
import { askReturn } from './order-back-ask.service.ts';
import { readOrderBackFields } from './order-back-fields.ts';
import { PHOTO_FIELD, privateSiteFilePath } from './order-back-photos.ts';
import * as repository from './order-backs.repository.ts';
import * as service from './order-backs.service.ts';
import { withdraw, withdrawalOf } from './withdrawal.service.ts';

const tags = ['order backs'];
const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: rowId });
/** A guest's order link token (`x-order-access` works too). */
const accessQuery = z.object({ access: z.string().max(200).optional() });
const notFoundAnswers = { 404: errorEnvelopeSchema };

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
export const orderBacksRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; dataDir: string }> = async (
  app,
  { mailer, dataDir },
) => {
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
    dataDir,
    origin: `${request.protocol}://${request.host}`,
  });

  app.get(
    '/order/back-products/is-active',
    {
      schema: {
        tags,
        summary: 'SPEC §3 Order back info: whether returns are open, the message and the descriptions of the steps',
        response: { 200: envelopeSchema(orderBackInfoSchema) },
      },
    },
    async (request) => ok(await service.orderBackInfo(request.ctx)),
  );

  app.get(
    '/order-generic-values/:type',
    {
      schema: {
        tags,
        summary: "The site's values of a list (RETURN_REASON…) in the request language; an unknown type is empty",
        params: z.object({ type: z.string().max(64) }),
        response: { 200: envelopeSchema(z.array(orderGenericValueSchema)) },
      },
    },
    async (request) => ok(await service.genericValues(request.ctx, request.params.type)),
  );

  app.get(
    '/order-back',
    {
      schema: {
        tags,
        summary: "An order's returns and withdrawals with their lines, photos and steps (its owner or link holder)",
        querystring: orderBackListQuerySchema,
        response: { 200: envelopeSchema(z.array(orderBackSchema)), ...notFoundAnswers },
      },
    },
    async (request) => {
      const order = await accessibleOrder(request, request.query.order, accessKey);
      const backs = await repository.findBacksOfOrder(request.ctx, order.id);
      return ok(await service.presentBacks(request.ctx, order, backs, accessTokenOf(request)));
    },
  );

  app.get(
    '/order-back/:id',
    {
      schema: {
        tags,
        summary: 'One return or withdrawal (the page /account/orders/{id}/return/{idReturn})',
        params: idParams,
        querystring: accessQuery,
        response: { 200: envelopeSchema(orderBackSchema), ...notFoundAnswers },
      },
    },
    async (request) => {
      const { back, order } = await accessibleBack(request, request.params.id, accessKey);
      const [presented] = await service.presentBacks(request.ctx, order, [back], accessTokenOf(request));
      return ok(presented!);
    },
  );

  app.get(
    '/order-back/:id/photo/:idPhoto',
    {
      schema: {
        tags,
        summary: 'A photo of a return, for who may see its order only (personal data: never under /media)',
        params: z.object({ id: rowId, idPhoto: rowId }),
        querystring: accessQuery,
      },
    },
    async (request, reply) => {
      const { back } = await accessibleBack(request, request.params.id, accessKey);
      const photo = await repository.findPhoto(request.ctx, back.id, request.params.idPhoto);
      if (!photo) throw notFound('Photo', request.params.idPhoto);
      const content = await readFile(privateSiteFilePath(dataDir, request.ctx.siteId, photo.file)).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') throw notFound('Photo', request.params.idPhoto);
          throw error;
        },
      );
      return reply
        .type(photo.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(content);
    },
  );

  app.get(
    '/order/:id/back-products',
    {
      schema: {
        tags,
        summary: 'What a return of the order may hold now: eligibility, deadlines and the units left of each line',
        params: idParams,
        querystring: accessQuery,
        response: { 200: envelopeSchema(orderReturnabilitySchema), ...notFoundAnswers },
      },
    },
    async (request) => {
      const order = await accessibleOrder(request, request.params.id, accessKey);
      return ok(await service.returnability(request.ctx, order));
    },
  );

  app.post(
    '/order/:id/back-products',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Asks a return (multipart or JSON: lines as JSON [{idOrderLine, quantity}], reason, comment, kind RETURN ' +
          "or DAMAGE, photos under images). Refusals: 'key : error' pairs joined by ' / '",
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        querystring: accessQuery,
        response: {
          200: envelopeSchema(orderBackSchema),
          400: fieldErrorsEnvelopeSchema,
          403: errorEnvelopeSchema,
          413: fieldErrorsEnvelopeSchema,
          ...notFoundAnswers,
        },
      },
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
        return reply.code(received.problems.length > 0 ? 413 : 400).send(refusalOf(ctx.locale, problems));
      }
      const asked = await askReturn(
        ctx,
        mailDeps(request),
        order,
        fields.value,
        received.files,
        accessTokenOf(request),
      );
      return asked.ok ? ok(asked.value) : reply.code(asked.status).send(refusalOf(ctx.locale, asked.problems));
    },
  );

  app.get(
    '/order/:id/withdrawal',
    {
      schema: {
        tags,
        summary:
          'EU withdrawal: whether the order may be withdrawn from, until when (14 days after delivery, Paris), ' +
          'which lines, and why personalised ones are excluded',
        params: idParams,
        querystring: accessQuery,
        response: { 200: envelopeSchema(withdrawalEligibilitySchema), ...notFoundAnswers },
      },
    },
    async (request) => {
      const order = await accessibleOrder(request, request.params.id, accessKey);
      return ok(await withdrawalOf(request.ctx, order));
    },
  );

  app.post(
    '/order/:id/withdrawal',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'EU withdrawal from the contract: no reason asked; every withdrawable line with all its units; the ' +
          'acknowledgement of receipt is mailed at once',
        params: idParams,
        querystring: accessQuery,
        body: withdrawalRequestSchema.nullish(),
        response: {
          200: envelopeSchema(orderBackSchema),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...notFoundAnswers,
        },
      },
    },
    async (request) => {
      assertSameOrigin(request);
      const order = await accessibleOrder(request, request.params.id, accessKey);
      const done = await withdraw(request.ctx, mailDeps(request), order, request.body ?? {}, accessTokenOf(request));
      return ok(done);
    },
  );
};
