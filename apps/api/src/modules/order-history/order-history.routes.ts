import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderHistoryEndpoints as endpoints } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { route } from '../../endpoint-route.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { rememberGuestOrderLink } from '../../mail/order-links.ts';
import { requireUser } from '../accounts/session.ts';
import {
  accessibleOrder,
  accessTokenOf,
  loadOrderAccessKey,
  orderAccessLink,
  orderAccessToken,
  orderOfAccessToken,
} from '../orders/order-access.ts';
import { orderInvoice } from './invoice.service.ts';
import { orderListSpec } from './order-history.repository.ts';
import { listOrders, orderDetail } from './order-history.service.ts';
import { orderAdminRoutes } from './order-history.admin.routes.ts';
import type { OrderRefundsOf } from './order-admin.service.ts';
import { orderStatuses } from './order-statuses.ts';
import { orderStatusRoutes } from './order-status.routes.ts';

/** A download: the PDF bytes with their file name, never kept by a shared cache. */
function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export interface OrderHistoryOptions {
  mailer: Mailer;
  db: Db;
  dataDir: string;
  publicUrl: string;
  /** Where the files customers sent with their orders are kept (private). */
  fileStore: FileStore;
  /** The returns module's refunds of an order, for the admin order page (handed over: it sits above this one). */
  orderRefunds: OrderRefundsOf;
}

/** Issue 7 items 1, 2 and 5: the customer's orders, one order, its invoice, the statuses, and the admin calls. */
export const orderHistoryRoutes: FastifyPluginAsyncZod<OrderHistoryOptions> = async (app, options) => {
  const key = await loadOrderAccessKey(options.dataDir);
  // The payment's confirmation mail links a guest's order with this key (mail/order-links.ts).
  rememberGuestOrderLink(options.db, (order, origin, locale) =>
    orderAccessLink(origin, locale, orderAccessToken(key, order.siteId, order.id)),
  );

  // SPEC §7 list language: the contract declares the query as a caller writes it; the API parses it with the
  // order list's fields (one parser for every list, apps/api/src/lists), which also documents them in OpenAPI.
  route(app, { ...endpoints.orders, query: listQuerySchema(orderListSpec) }, async (request) => {
    const user = await requireUser(request);
    return listOrders(request.ctx, user.id, request.query);
  });

  route(app, endpoints.order, async (request, reply) => {
    const order = await accessibleOrder(request, request.params.id, key);
    const token = accessTokenOf(request);
    const viaLink = token !== null && orderOfAccessToken(key, request.ctx.siteId, token) === order.id;
    reply.header('cache-control', 'private, no-store');
    return orderDetail(request.ctx, order, { accessToken: viaLink ? token : null });
  });

  route(
    app,
    endpoints.orderInvoice,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, produces: ['application/pdf'] },
    async (request, reply) => {
      const order = await accessibleOrder(request, request.params.id, key);
      return sendPdf(reply, await orderInvoice(request.ctx, order));
    },
  );

  route(app, endpoints.orderStatuses, { config: { siteCache: true } }, (request) => orderStatuses(request.ctx.locale));

  await app.register(orderStatusRoutes, { mailer: options.mailer, publicUrl: options.publicUrl });
  await app.register(orderAdminRoutes, {
    mailer: options.mailer,
    fileStore: options.fileStore,
    publicUrl: options.publicUrl,
    orderRefunds: options.orderRefunds,
  });
};
