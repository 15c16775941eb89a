import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, ordersEndpoints as endpoints } from '@atelier/contract';
import { AppError } from '../../errors.ts';
import { route } from '../../endpoint-route.ts';
import { accountById } from '../accounts/accounts.service.ts';
import { assertSameOrigin, requireUser, sessionUser } from '../accounts/session.ts';
import * as addresses from './user-addresses.service.ts';
import { placeOrder, validateOrder, type OrderCaches, type OrderCaller } from './orders.service.ts';

/** The logged customer as an order knows them (account e-mail and names), or null for a guest. */
async function orderCaller(request: FastifyRequest): Promise<OrderCaller> {
  const session = await sessionUser(request);
  if (!session) return null;
  const user = await accountById(request.ctx, session.id);
  return user ? { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname } : null;
}

/**
 * Issue 6 item 5: the order step of the checkout, and a logged customer's saved addresses. `caches`: what an
 * order reads from memory (made and dropped by caches.ts).
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ caches: OrderCaches }> = async (app, { caches }) => {
  route(app, endpoints.validateOrder, async (request) =>
    validateOrder(request.ctx, caches, request.body.idCart, await orderCaller(request)),
  );

  route(app, endpoints.placeOrder, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    assertSameOrigin(request);
    const storefront = `${request.protocol}://${request.host}`;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    const key = header === undefined ? null : idempotencyKeySchema.safeParse(header);
    if (key && !key.success) throw new AppError('BAD_REQUEST', 'ORDER_IDEMPOTENCY_KEY_INVALID');
    const caller = await orderCaller(request);
    return placeOrder(request.ctx, caches, request.body, caller, storefront, request.log, key?.data ?? null);
  });

  route(app, endpoints.savedAddresses, async (request) =>
    addresses.listAddresses(request.ctx, (await requireUser(request)).id),
  );

  route(app, endpoints.saveAddress, async (request) => {
    assertSameOrigin(request);
    return addresses.addAddress(request.ctx, (await requireUser(request)).id, request.body);
  });

  route(app, endpoints.updateAddress, async (request) => {
    assertSameOrigin(request);
    const user = await requireUser(request);
    return addresses.updateAddress(request.ctx, user.id, request.params.id, request.body);
  });

  route(app, endpoints.deleteAddress, async (request) => {
    assertSameOrigin(request);
    await addresses.deleteAddress(request.ctx, (await requireUser(request)).id, request.params.id);
    return { deleted: true as const };
  });
};
