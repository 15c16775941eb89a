import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderHistoryEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { adminOrderStatus, adminTrackingLink, changeOrderStatus } from './order-status.service.ts';

/** SPEC §6 admin calls on an order (ADMIN and SUPER_ADMIN of the site), and the status change of issue 7. */
export const orderStatusRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; publicUrl: string }> = async (app, options) => {
  route(app, endpoints.adminOrderStatus, async (request) => {
    await requireAdmin(request);
    return adminOrderStatus(request.ctx, request.params.id);
  });

  route(app, endpoints.adminOrderTrackingLink, async (request) => {
    await requireAdmin(request);
    return adminTrackingLink(request.ctx, request.params.id);
  });

  route(app, endpoints.adminSetOrderStatus, async (request) => {
    await requireAdmin(request);
    const deps = { mailer: options.mailer, log: request.log, publicUrl: options.publicUrl };
    return changeOrderStatus(request.ctx, deps, request.params.id, request.body);
  });
};
