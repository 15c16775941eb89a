import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTenantsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { setLoginCookies } from '../accounts/session.ts';
import * as service from './tenants.service.ts';

export interface TenantsAdminOptions {
  dataDir: string;
  mailer: Mailer;
  siteChanged(siteId: number): void;
}

/**
 * The sites are the super administrators' alone: 401 without a session, 403 for a customer and for a plain
 * ADMIN (requireAdmin also refuses a cookie-authenticated change from a foreign page); never kept.
 */
async function superAdmin(request: FastifyRequest, reply: FastifyReply) {
  const user = await requireAdmin(request);
  if (user.role !== 'SUPER_ADMIN') throw new AppError('FORBIDDEN', 'FORBIDDEN');
  reply.header('cache-control', 'private, no-store');
}

/** Sites (tenants), their administrators and the switch between their back-offices (issue 18 item 7). */
export const tenantsAdminRoutes: FastifyPluginAsyncZod<TenantsAdminOptions> = async (app, options) => {
  const deps: service.TenantsDeps = options;

  route(app, endpoints.adminSites, async (request, reply) => {
    await superAdmin(request, reply);
    return service.listSites(request.ctx);
  });

  route(app, endpoints.adminCreateSite, async (request, reply) => {
    await superAdmin(request, reply);
    return answerChecked(request, reply, await service.createSite(request.ctx, request.body, deps));
  });

  route(app, endpoints.adminUpdateSite, async (request, reply) => {
    await superAdmin(request, reply);
    return answerChecked(request, reply, await service.updateSite(request.ctx, request.params.id, request.body, deps));
  });

  route(app, endpoints.adminSiteAdmins, async (request, reply) => {
    await superAdmin(request, reply);
    return service.listSiteAdmins(request.ctx, request.params.id);
  });

  route(app, endpoints.adminInviteSiteAdmin, async (request, reply) => {
    await superAdmin(request, reply);
    // The link opens on the invited site's own host, with this request's scheme and port (a dev server's).
    const port = /:\d+$/.exec(request.host)?.[0] ?? '';
    const originOf = (host: string) => `${request.protocol}://${host}${port}`;
    const invited = await service.inviteSiteAdmin(request.ctx, request.params.id, request.body, {
      mailer: options.mailer,
      originOf,
    });
    return answerChecked(request, reply, invited);
  });

  route(app, endpoints.adminRemoveSiteAdmin, async (request, reply) => {
    await superAdmin(request, reply);
    return service.removeSiteAdmin(request.ctx, request.params.id, request.params.userId);
  });

  route(app, endpoints.adminSwitchSite, async (request, reply) => {
    await superAdmin(request, reply);
    return answerChecked(request, reply, await service.switchSite(request.ctx, request.params.id));
  });

  route(app, endpoints.enterSite, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const entered = await service.enterSite(request.ctx, request.body.ticket);
    setLoginCookies(request, reply, entered.token);
    return entered;
  });
};
