import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminShopEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { dashboard } from './dashboard.service.ts';

/** The back-office's home (issue 16 item 8): the site's administrators only, answers private. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.adminDashboard, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return dashboard(request.ctx);
  });
};
