import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  listSchema,
  orderDetailSchema,
  orderStatusSchema,
  orderSummarySchema,
} from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { ok } from '../../envelope.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
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
import { orderStatuses } from './order-statuses.ts';
import { orderStatusRoutes } from './order-status.routes.ts';

const tags = ['orders'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** An order link's token (`x-order-access` header, or `?access=` where a header cannot go: a download link). */
const accessQuery = z.object({
  access: z.string().trim().max(200).optional().describe("The order link's token (else the x-order-access header)"),
});

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
}

/** Issue 7 items 1, 2 and 5: the customer's orders, one order, its invoice, the statuses, and the admin calls. */
export const orderHistoryRoutes: FastifyPluginAsyncZod<OrderHistoryOptions> = async (app, options) => {
  const key = await loadOrderAccessKey(options.dataDir);
  // The payment's confirmation mail links a guest's order with this key (mail/order-links.ts).
  rememberGuestOrderLink(options.db, (order, origin, locale) =>
    orderAccessLink(origin, locale, orderAccessToken(key, order.siteId, order.id)),
  );

  app.get(
    '/order',
    {
      schema: {
        tags,
        summary: "The logged customer's orders on this site, newest first (10 per page, SPEC §7 list filters)",
        querystring: listQuerySchema(orderListSpec),
        response: { 200: envelopeSchema(listSchema(orderSummarySchema)), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await listOrders(request.ctx, user.id, request.query));
    },
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags,
        summary: 'One order, whole: for its logged owner, or whoever holds its link (x-order-access or ?access=)',
        params: idParams,
        querystring: accessQuery,
        response: { 200: envelopeSchema(orderDetailSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const order = await accessibleOrder(request, request.params.id, key);
      const token = accessTokenOf(request);
      const viaLink = token !== null && orderOfAccessToken(key, request.ctx.siteId, token) === order.id;
      reply.header('cache-control', 'private, no-store');
      return ok(await orderDetail(request.ctx, order, { accessToken: viaLink ? token : null }));
    },
  );

  app.get(
    '/order/:id/invoice',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        produces: ['application/pdf'],
        summary: "The order's invoice (PDF), once the order is paid; for its owner or whoever holds its link",
        params: idParams,
        querystring: accessQuery,
        response: { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const order = await accessibleOrder(request, request.params.id, key);
      return sendPdf(reply, await orderInvoice(request.ctx, order));
    },
  );

  app.get(
    '/list/order/status',
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: 'Every order status (SPEC §3 Order status type) with its label in the request language',
        response: { 200: envelopeSchema(z.array(orderStatusSchema)) },
      },
    },
    async (request) => ok(orderStatuses(request.ctx.locale)),
  );

  await app.register(orderStatusRoutes, { mailer: options.mailer, publicUrl: options.publicUrl });
};
