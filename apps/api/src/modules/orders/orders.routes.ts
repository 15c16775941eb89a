import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  orderPlacedSchema,
  orderRequestSchema,
  orderValidateRequestSchema,
  orderValidationSchema,
  savedAddressInputSchema,
  savedAddressSchema,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { findUserById } from '../accounts/accounts.repository.ts';
import { assertSameOrigin, requireUser, sessionUser } from '../accounts/session.ts';
import * as addresses from './user-addresses.service.ts';
import { placeOrder, validateOrder, type OrderCaches, type OrderCaller } from './orders.service.ts';

const tags = ['orders'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The logged customer as an order knows them (account e-mail and names), or null for a guest. */
async function orderCaller(request: FastifyRequest): Promise<OrderCaller> {
  const session = await sessionUser(request);
  if (!session) return null;
  const user = await findUserById(request.ctx, session.id);
  return user ? { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname } : null;
}

/**
 * Issue 6 item 5: the order step of the checkout, and a logged customer's saved addresses. `caches`: what an
 * order reads from memory (made and dropped by caches.ts).
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ caches: OrderCaches }> = async (app, { caches }) => {
  app.post(
    '/order/validate',
    {
      schema: {
        tags,
        summary: 'Checks that the cart can be ordered as it is (products for sale, stock, its discount code)',
        body: orderValidateRequestSchema,
        response: { 200: envelopeSchema(orderValidationSchema) },
      },
    },
    async (request) => ok(await validateOrder(request.ctx, caches, request.body.idCart, await orderCaller(request))),
  );

  app.post(
    '/order',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Places the order of a cart: prices, delivery and stock checked again by the server, stock reserved, ' +
          'payment started; answers where to pay',
        body: orderRequestSchema,
        response: { 200: envelopeSchema(orderPlacedSchema) },
      },
    },
    async (request) => {
      assertSameOrigin(request);
      const storefront = `${request.protocol}://${request.host}`;
      return ok(
        await placeOrder(request.ctx, caches, request.body, await orderCaller(request), storefront, request.log),
      );
    },
  );

  app.get(
    '/user/address',
    {
      schema: {
        tags,
        summary: "The logged customer's saved addresses",
        response: { 200: envelopeSchema(z.array(savedAddressSchema)) },
      },
    },
    async (request) => ok(await addresses.listAddresses(request.ctx, (await requireUser(request)).id)),
  );

  app.post(
    '/user/address',
    {
      schema: {
        tags,
        summary: 'Saves an address for the logged customer',
        body: savedAddressInputSchema,
        response: { 200: envelopeSchema(savedAddressSchema) },
      },
    },
    async (request) => {
      assertSameOrigin(request);
      return ok(await addresses.addAddress(request.ctx, (await requireUser(request)).id, request.body));
    },
  );

  app.put(
    '/user/address/:id',
    {
      schema: {
        tags,
        summary: "Changes one of the logged customer's saved addresses",
        params: idParams,
        body: savedAddressInputSchema,
        response: { 200: envelopeSchema(savedAddressSchema) },
      },
    },
    async (request) => {
      assertSameOrigin(request);
      const user = await requireUser(request);
      return ok(await addresses.updateAddress(request.ctx, user.id, request.params.id, request.body));
    },
  );

  app.delete(
    '/user/address/:id',
    {
      schema: {
        tags,
        summary: "Deletes one of the logged customer's saved addresses",
        params: idParams,
        response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      assertSameOrigin(request);
      await addresses.deleteAddress(request.ctx, (await requireUser(request)).id, request.params.id);
      return ok({ deleted: true as const });
    },
  );
};
