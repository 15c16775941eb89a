import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminShopEndpoints, orderHistoryEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { notFound } from '../../errors.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { sendPrivateFile } from '../../storage/send-file.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import {
  adminOrderDetail,
  customerFile,
  exportOrders,
  resendOrderMail,
  setInternalNote,
  type OrderRefundsOf,
} from './order-admin.service.ts';
import { adminOrderListSpec, findOrder } from './order-history.repository.ts';
import { listSiteOrders } from './order-history.service.ts';
import { packingSlip } from './packing-slip.service.ts';

/** The back-office's orders (issue 16 item 3): the site's administrators only, answers private. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{
  mailer: Mailer;
  fileStore: FileStore;
  publicUrl: string;
  orderRefunds: OrderRefundsOf;
}> = async (app, options) => {
  route(app, { ...endpoints.adminOrders, query: listQuerySchema(adminOrderListSpec) }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return listSiteOrders(request.ctx, request.query);
  });

  route(
    app,
    { ...adminShopEndpoints.adminOrderExport, query: listQuerySchema(adminOrderListSpec) },
    { produces: ['text/csv'] },
    async (request, reply) => {
      await requireAdmin(request);
      const file = await exportOrders(request.ctx, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
  );

  route(app, endpoints.adminOrder, async (request, reply) => {
    await requireAdmin(request);
    const detail = await adminOrderDetail(request.ctx, request.params.id, options.orderRefunds);
    reply.header('cache-control', 'private, no-store');
    return detail;
  });

  route(app, adminShopEndpoints.adminOrderPackingSlip, { produces: ['application/pdf'] }, async (request, reply) => {
    await requireAdmin(request);
    const order = await findOrder(request.ctx, request.params.id);
    if (!order) throw notFound('Order', request.params.id);
    const file = await packingSlip(request.ctx, order);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });

  route(
    app,
    adminShopEndpoints.adminOrderCustomerFile,
    { produces: ['application/octet-stream'] },
    async (request, reply) => {
      await requireAdmin(request);
      const file = await customerFile(request.ctx, options.fileStore, request.params);
      return sendPrivateFile(reply, file);
    },
  );

  route(app, adminShopEndpoints.adminOrderNote, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return setInternalNote(request.ctx, request.params.id, request.body);
  });

  route(app, adminShopEndpoints.adminOrderResendMail, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const deps = { mailer: options.mailer, log: request.log, publicUrl: options.publicUrl };
    return resendOrderMail(request.ctx, deps, request.params.id, request.body);
  });
};
