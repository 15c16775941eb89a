import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminShopEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { customerListSpec } from './customers.repository.ts';
import { anonymiseCustomer, customerDetail, exportCustomer, listCustomers } from './customers.service.ts';

/** The back-office's customers (issue 16 item 5): the site's administrators only, answers private. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, { ...endpoints.adminCustomers, query: listQuerySchema(customerListSpec) }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return listCustomers(request.ctx, request.query);
  });

  route(app, endpoints.adminCustomer, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return customerDetail(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCustomerExport, { produces: ['application/json'] }, async (request, reply) => {
    await requireAdmin(request);
    const file = await exportCustomer(request.ctx, request.params.id);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.json);
  });

  route(app, endpoints.adminCustomerAnonymise, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return anonymiseCustomer(request.ctx, request.params.id, request.body);
  });
};
