import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminTenantsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { checkedBody, type Checked } from '../../refusal.ts';
import { setLoginCookies } from '../accounts/session.ts';
import * as service from './tenants.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

export interface TenantsAdminOptions {
  fileStore: FileStore;
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

/**
 * The body of a form, every field's problem at once under its key (the route attaches its validation so that the
 * role check answers first); a wrong path parameter is refused as any route refuses it.
 */
function formBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

const form = { attachValidation: true };

/** Sites (tenants), their administrators and the switch between their back-offices (issue 18 item 7). */
export const tenantsAdminRoutes: FastifyPluginAsyncZod<TenantsAdminOptions> = async (app, options) => {
  const deps: service.TenantsDeps = options;

  route(app, endpoints.adminSites, async (request, reply) => {
    await superAdmin(request, reply);
    return service.listSites(request.ctx);
  });

  route(app, endpoints.adminCreateSite, form, async (request, reply) => {
    await superAdmin(request, reply);
    const body = formBody(request, endpoints.adminCreateSite.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await service.createSite(request.ctx, body.value, deps));
  });

  route(app, endpoints.adminUpdateSite, form, async (request, reply) => {
    await superAdmin(request, reply);
    const body = formBody(request, endpoints.adminUpdateSite.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await service.updateSite(request.ctx, request.params.id, body.value, deps));
  });

  route(app, endpoints.adminSiteAdmins, async (request, reply) => {
    await superAdmin(request, reply);
    return service.listSiteAdmins(request.ctx, request.params.id);
  });

  route(app, endpoints.adminInviteSiteAdmin, form, async (request, reply) => {
    await superAdmin(request, reply);
    const body = formBody(request, endpoints.adminInviteSiteAdmin.body);
    if (!body.ok) return answerChecked(request, reply, body);
    // The link opens on the invited site's own host, with this request's scheme and port (a dev server's).
    const port = /:\d+$/.exec(request.host)?.[0] ?? '';
    const originOf = (host: string) => `${request.protocol}://${host}${port}`;
    const invited = await service.inviteSiteAdmin(request.ctx, request.params.id, body.value, {
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
