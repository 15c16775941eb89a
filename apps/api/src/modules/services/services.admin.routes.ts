import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminServicesEndpoints as endpoints, listQuerySchema } from '@atelier/contract';
import { adminBody, adminForm, adminOnly } from '../../admin-route.ts';
import { answerChecked, route } from '../../endpoint-route.ts';
import * as admin from './services.admin.service.ts';

/** The back-office's services and popups (issue 18 item 6), for the site's administrators. */
export const servicesAdminRoutes: FastifyPluginAsyncZod<admin.ServicesAdminDeps> = async (app, deps) => {
  route(
    app,
    { ...endpoints.adminServices, query: listQuerySchema(admin.adminServiceListSpec) },
    async (request, reply) => {
      await adminOnly(request, reply);
      return admin.listAdminServices(request.ctx, request.query);
    },
  );

  route(app, endpoints.adminService, async (request, reply) => {
    await adminOnly(request, reply);
    return admin.getAdminService(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateService, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminCreateService.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.createService(request.ctx, body.value, deps));
  });

  route(app, endpoints.adminUpdateService, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminUpdateService.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.updateService(request.ctx, request.params.id, body.value, deps));
  });

  route(app, endpoints.adminPublishService, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminPublishService.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await admin.publishService(request.ctx, request.params.id, body.value.isPublished, deps);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteService, async (request, reply) => {
    await adminOnly(request, reply);
    return answerChecked(request, reply, await admin.deleteService(request.ctx, request.params.id, deps));
  });

  route(app, { ...endpoints.adminPopups, query: listQuerySchema(admin.adminPopupListSpec) }, async (request, reply) => {
    await adminOnly(request, reply);
    return admin.listAdminPopups(request.ctx, request.query);
  });

  route(app, endpoints.adminPopup, async (request, reply) => {
    await adminOnly(request, reply);
    return admin.getAdminPopup(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreatePopup, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminCreatePopup.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.createPopup(request.ctx, body.value, deps));
  });

  route(app, endpoints.adminUpdatePopup, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminUpdatePopup.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.updatePopup(request.ctx, request.params.id, body.value, deps));
  });

  route(app, endpoints.adminPublishPopup, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminPublishPopup.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await admin.publishPopup(request.ctx, request.params.id, body.value.isPublished, deps);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeletePopup, async (request, reply) => {
    await adminOnly(request, reply);
    return answerChecked(request, reply, await admin.deletePopup(request.ctx, request.params.id, deps));
  });
};
