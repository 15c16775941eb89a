import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { auditListSpec } from './audit.repository.ts';
import { listChanges } from './audit.service.ts';

/** The back-office's audit log (issue 16 item 2): private, for the site's administrators. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, { ...endpoints.auditLog, query: listQuerySchema(auditListSpec) }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return listChanges(request.ctx, request.query);
  });
};
