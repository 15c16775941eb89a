import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderHistoryEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { notFound } from '../../errors.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { adminOrderListSpec, findOrder } from './order-history.repository.ts';
import { listSiteOrders, orderDetail } from './order-history.service.ts';

/** The back-office's orders (issue 16 item 3): the site's administrators only, answers private. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, { ...endpoints.adminOrders, query: listQuerySchema(adminOrderListSpec) }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return listSiteOrders(request.ctx, request.query);
  });

  route(app, endpoints.adminOrder, async (request, reply) => {
    await requireAdmin(request);
    const order = await findOrder(request.ctx, request.params.id);
    if (!order) throw notFound('Order', request.params.id);
    reply.header('cache-control', 'private, no-store');
    return orderDetail(request.ctx, order, { accessToken: null });
  });
};
