import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartDeletedSchema,
  cartQuantitySchema,
  cartRequestSchema,
  cartSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  orderDiscountRequestSchema,
  orderDiscountSchema,
  type Cart,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { fieldAnswer } from '../../field-refusal.ts';
import { AppError } from '../../errors.ts';
import { assertSameOrigin, requireUser, sessionUser } from '../accounts/session.ts';
import {
  formatBytes,
  MAX_CUSTOMIZATION_FILE_BYTES,
  type ReceivedFile,
} from '../customization/customization-file.service.ts';
import { fieldErrorsEnvelopeSchema } from '../customization/customization.routes.ts';
import type { FieldProblem } from '../customization/customization.service.ts';
import { addToCart, readAddFields } from './cart-add.service.ts';
import * as service from './cart.service.ts';

const tags = ['cart'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A cart id: a UUID, or `new` where a cart may be made; anything else is a cart that does not exist (404). */
const cartId = z.string().max(64);

async function callerOf(request: FastifyRequest): Promise<service.CartCaller> {
  const user = await sessionUser(request);
  return user ? { id: user.id } : null;
}

/** The caller of a change: a cookie-authenticated browser must send it from a page of this host. */
async function changingCaller(request: FastifyRequest): Promise<service.CartCaller> {
  assertSameOrigin(request);
  return callerOf(request);
}

/**
 * `GET /cart/{id}/default` changes the cart (SPEC §7 makes it a GET): a browser's cross-site navigation with
 * the session cookie may not claim a cart for the user.
 */
function assertNotCrossSite(request: FastifyRequest) {
  if (request.headers.authorization?.startsWith('Bearer ')) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', 'FOREIGN_ORIGIN');
}

/** The fields and files of a multipart add to cart; the files under `image` or `images`, others drained. */
async function readMultipart(app: FastifyInstance, request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  const problems: FieldProblem[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
      continue;
    }
    const isImage = part.fieldname === 'image' || part.fieldname === 'images';
    try {
      const content = await part.toBuffer();
      if (isImage) files.push({ field: part.fieldname, filename: part.filename, content });
    } catch (error) {
      if (!(error instanceof app.multipartErrors.RequestFileTooLargeError)) throw error;
      problems.push({
        field: part.fieldname,
        code: 'CUSTOMIZATION_FILE_TOO_LARGE',
        params: { max: formatBytes(MAX_CUSTOMIZATION_FILE_BYTES, request.ctx.locale) },
      });
    }
  }
  return { fields, files, problems };
}

const cartAnswers = {
  200: envelopeSchema(cartSchema),
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * SPEC §7 Cart calls and `POST /order/discount` (issue 6). `caches`: the catalogue rows carts read and the carts
 * adds saw, kept in memory (made and dropped by caches.ts).
 */
export const cartRoutes: FastifyPluginAsyncZod<{ dataDir: string; caches: service.CartCaches }> = async (
  app,
  { dataDir, caches },
) => {
  // Multipart bodies are parsed in this plugin only (the add to cart with its customization files).
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_CUSTOMIZATION_FILE_BYTES, files: 10, fields: 20, parts: 30, fieldSize: 100_000 },
  });

  app.post(
    '/cart',
    {
      schema: {
        tags,
        summary:
          "The caller's main cart: a logged user's default cart (made when there is none), a new cart for a guest; " +
          'with a discount code applied (400 when it does not apply)',
        body: cartRequestSchema.optional(),
        response: { ...cartAnswers, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const caller = await changingCaller(request);
      return ok(await service.mainCart(request.ctx, caches, caller, request.body?.discountCode));
    },
  );

  app.post(
    '/cart/:cartId',
    {
      schema: {
        tags,
        summary:
          'The cart priced again; `discountCode` applies a code (400 and no change when it does not apply), ' +
          "null or '' clears it, absent keeps it",
        params: z.object({ cartId }),
        body: cartRequestSchema.optional(),
        response: { ...cartAnswers, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const caller = await changingCaller(request);
      return ok(
        await service.refreshCart(request.ctx, caches, caller, request.params.cartId, request.body?.discountCode),
      );
    },
  );

  app.get(
    '/cart/:cartId/default',
    {
      schema: {
        tags,
        summary:
          "Makes the cart the logged user's default cart; a guest cart is claimed (login), the lines of the user's " +
          'previous default cart join it and that cart goes',
        params: z.object({ cartId }),
        response: cartAnswers,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      assertNotCrossSite(request);
      return ok(await service.makeDefault(request.ctx, caches, user.id, request.params.cartId));
    },
  );

  app.post(
    '/cart/:cartId/product/:declinationId',
    {
      schema: {
        tags,
        summary:
          'Adds a declination (multipart or JSON: type, quantity, customizations as JSON [{idCustomization, value}], ' +
          "files under image/images); cartId 'new' makes a cart. Refusals: 'key : error' pairs joined by ' / '",
        consumes: ['multipart/form-data', 'application/json'],
        params: z.object({ cartId, declinationId: id }),
        response: { ...cartAnswers, 400: fieldErrorsEnvelopeSchema, 413: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const caller = await changingCaller(request);
      const received = request.isMultipart()
        ? await readMultipart(app, request)
        : { fields: (request.body ?? {}) as Record<string, unknown>, files: [], problems: [] };
      const fields = readAddFields(typeof received.fields === 'object' ? received.fields : {});
      if (!fields.ok || received.problems.length > 0) {
        const problems = [...received.problems, ...(fields.ok ? [] : fields.problems)];
        return fieldAnswer<Cart>(reply, ctx.locale, {
          ok: false,
          status: received.problems.length > 0 ? 413 : 400,
          problems,
        });
      }
      const { cartId: target, declinationId } = request.params;
      const checked = await addToCart(ctx, caches, dataDir, caller, target, declinationId, {
        ...fields.value,
        files: received.files,
      });
      return fieldAnswer(reply, ctx.locale, checked);
    },
  );

  app.put(
    '/cart/:cartId/product/:productId/quantity',
    {
      schema: {
        tags,
        summary: "Sets a line's quantity under the SPEC §5 rules (the stock counts the declination's other lines)",
        params: z.object({ cartId, productId: id }),
        body: cartQuantitySchema,
        response: { ...cartAnswers, 400: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const caller = await changingCaller(request);
      const { cartId: target, productId } = request.params;
      const checked = await service.setQuantity(request.ctx, caches, caller, target, productId, request.body);
      return fieldAnswer(reply, request.ctx.locale, checked);
    },
  );

  app.delete(
    '/cart/:cartId',
    {
      schema: {
        tags,
        summary: 'Deletes the cart and its lines',
        params: z.object({ cartId }),
        response: { ...cartAnswers, 200: envelopeSchema(cartDeletedSchema) },
      },
    },
    async (request) => {
      const caller = await changingCaller(request);
      await service.deleteCart(request.ctx, caller, request.params.cartId);
      return ok({ deleted: true as const });
    },
  );

  app.delete(
    '/cart/:cartId/product/:productId/:idCartProduct',
    {
      schema: {
        tags,
        summary: 'Removes one line of the cart',
        params: z.object({ cartId, productId: id, idCartProduct: id }),
        response: cartAnswers,
      },
    },
    async (request) => {
      const caller = await changingCaller(request);
      const { cartId: target, productId, idCartProduct } = request.params;
      return ok(await service.removeLine(request.ctx, caches, caller, target, productId, idCartProduct));
    },
  );

  app.post(
    '/order/discount',
    {
      schema: {
        tags: ['orders'],
        summary:
          'What a discount code would give the cart now (not applied): the discount and the products totals; ' +
          '400 with the reason when it does not apply',
        body: orderDiscountRequestSchema,
        response: {
          200: envelopeSchema(orderDiscountSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const caller = await changingCaller(request);
      return ok(await service.checkOrderDiscount(request.ctx, caches, caller, request.body));
    },
  );
};
