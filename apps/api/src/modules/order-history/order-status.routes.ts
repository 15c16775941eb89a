import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderStatusChangedSchema,
  adminOrderStatusSchema,
  adminOrderStatusUpdateSchema,
  adminTrackingLinkSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireAdmin } from './admin-guard.ts';
import { adminOrderStatus, adminTrackingLink, changeOrderStatus } from './order-status.service.ts';

const tags = ['orders', 'admin'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** SPEC §6 admin calls on an order (ADMIN and SUPER_ADMIN of the site), and the status change of issue 7. */
export const orderStatusRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; publicUrl: string }> = async (app, options) => {
  app.get(
    '/admin/order/:id/get-status',
    {
      schema: {
        tags,
        summary: "An order's status (admin)",
        params: idParams,
        response: { 200: envelopeSchema(adminOrderStatusSchema), ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return ok(await adminOrderStatus(request.ctx, request.params.id));
    },
  );

  app.get(
    '/admin/order/:id/tracking-link',
    {
      schema: {
        tags,
        summary: "An order's parcel tracking link (admin)",
        params: idParams,
        response: { 200: envelopeSchema(adminTrackingLinkSchema), ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return ok(await adminTrackingLink(request.ctx, request.params.id));
    },
  );

  app.put(
    '/admin/order/:id/status',
    {
      schema: {
        tags,
        summary:
          'Moves an order along its lifecycle (admin): in preparation, shipped with its tracking link, ready for ' +
          'pick-up, delivered, cancelled, refunded; the customer is told by mail',
        params: idParams,
        body: adminOrderStatusUpdateSchema,
        response: {
          200: envelopeSchema(adminOrderStatusChangedSchema),
          ...refusals,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const deps = { mailer: options.mailer, log: request.log, publicUrl: options.publicUrl };
      return ok(await changeOrderStatus(request.ctx, deps, request.params.id, request.body));
    },
  );
};
