import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { AppError } from '../../errors.ts';
import { refused, type FieldProblem } from '../../refusal.ts';
import { assertSameOrigin, requireUser, sessionUser } from '../accounts/session.ts';
import {
  formatBytes,
  MAX_CUSTOMIZATION_FILE_BYTES,
  type ReceivedFile,
} from '../customization/customization-file.service.ts';
import { addToCart, readAddFields } from './cart-add.service.ts';
import * as service from './cart.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

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

/**
 * SPEC §7 Cart calls and `POST /order/discount` (issue 6). `caches`: the catalogue rows carts read and the carts
 * adds saw, kept in memory (made and dropped by caches.ts).
 */
export const cartRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore; caches: service.CartCaches }> = async (
  app,
  { fileStore, caches },
) => {
  // Multipart bodies are parsed in this plugin only (the add to cart with its customization files).
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_CUSTOMIZATION_FILE_BYTES, files: 10, fields: 20, parts: 30, fieldSize: 100_000 },
  });

  route(app, endpoints.mainCart, async (request) => {
    const caller = await changingCaller(request);
    return service.mainCart(request.ctx, caches, caller, request.body?.discountCode);
  });

  route(app, endpoints.refreshCart, async (request) => {
    const caller = await changingCaller(request);
    return service.refreshCart(request.ctx, caches, caller, request.params.cartId, request.body?.discountCode);
  });

  route(app, endpoints.makeDefaultCart, async (request) => {
    const user = await requireUser(request);
    assertNotCrossSite(request);
    return service.makeDefault(request.ctx, caches, user.id, request.params.cartId);
  });

  route(app, endpoints.addToCart, { consumes: ['multipart/form-data', 'application/json'] }, async (request, reply) => {
    const { ctx } = request;
    const caller = await changingCaller(request);
    // The route does not check a multipart endpoint's body: the fields are read here, every problem answered at once.
    const body: unknown = request.body;
    const received = request.isMultipart()
      ? await readMultipart(app, request)
      : { fields: (body ?? {}) as Record<string, unknown>, files: [], problems: [] };
    const fields = readAddFields(typeof received.fields === 'object' ? received.fields : {});
    if (!fields.ok || received.problems.length > 0) {
      const problems = [...received.problems, ...(fields.ok ? [] : fields.problems)];
      return answerChecked(request, reply, refused(problems, received.problems.length > 0 ? 413 : 400));
    }
    const { cartId: target, declinationId } = request.params;
    const checked = await addToCart(ctx, caches, fileStore, caller, target, declinationId, {
      ...fields.value,
      files: received.files,
    });
    return answerChecked(request, reply, checked);
  });

  route(app, endpoints.setCartQuantity, async (request, reply) => {
    const caller = await changingCaller(request);
    const { cartId: target, productId } = request.params;
    const checked = await service.setQuantity(request.ctx, caches, caller, target, productId, request.body);
    return answerChecked(request, reply, checked);
  });

  route(app, endpoints.deleteCart, async (request) => {
    const caller = await changingCaller(request);
    await service.deleteCart(request.ctx, caller, request.params.cartId);
    return { deleted: true as const };
  });

  route(app, endpoints.removeCartLine, async (request) => {
    const caller = await changingCaller(request);
    const { cartId: target, productId, idCartProduct } = request.params;
    return service.removeLine(request.ctx, caches, caller, target, productId, idCartProduct);
  });

  route(app, endpoints.checkDiscount, async (request) => {
    const caller = await changingCaller(request);
    return service.checkOrderDiscount(request.ctx, caches, caller, request.body);
  });
};
