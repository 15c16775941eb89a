import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminNewsEndpoints as endpoints, listQuerySchema } from '@atelier/contract';
import { adminBody, adminForm, adminOnly } from '../../admin-route.ts';
import { answerChecked, route } from '../../endpoint-route.ts';
import * as admin from './content.admin.service.ts';

/** The back-office's news (issue 18 item 6), for the site's administrators. */
export const contentAdminRoutes: FastifyPluginAsyncZod<admin.ContentAdminDeps> = async (app, deps) => {
  route(app, { ...endpoints.adminNews, query: listQuerySchema(admin.adminNewsListSpec) }, async (request, reply) => {
    await adminOnly(request, reply);
    return admin.listAdminNews(request.ctx, request.query);
  });

  route(app, endpoints.adminNewsItem, async (request, reply) => {
    await adminOnly(request, reply);
    return admin.getAdminNews(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateNewsItem, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminCreateNewsItem.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.createNews(request.ctx, body.value, deps));
  });

  route(app, endpoints.adminUpdateNewsItem, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminUpdateNewsItem.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.updateNews(request.ctx, request.params.id, body.value, deps));
  });

  route(app, endpoints.adminPublishNewsItem, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminPublishNewsItem.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await admin.publishNews(request.ctx, request.params.id, body.value.isPublished, deps);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteNewsItem, async (request, reply) => {
    await adminOnly(request, reply);
    return answerChecked(request, reply, await admin.deleteNews(request.ctx, request.params.id, deps));
  });
};
