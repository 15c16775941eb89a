import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBlogEndpoints as endpoints, listQuerySchema } from '@atelier/contract';
import { adminBody, adminForm, adminOnly } from '../../admin-route.ts';
import { answerChecked, route } from '../../endpoint-route.ts';
import * as admin from './blog.admin.service.ts';

/** The back-office's blog (issue 18 item 6): folders and articles, for the site's administrators. */
export const blogAdminRoutes: FastifyPluginAsyncZod<admin.BlogAdminDeps> = async (app, deps) => {
  route(app, endpoints.adminBlogFolders, async (request, reply) => {
    await adminOnly(request, reply);
    return admin.listAdminFolders(request.ctx);
  });

  route(app, endpoints.adminCreateBlogFolder, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminCreateBlogFolder.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.createFolder(request.ctx, body.value, deps));
  });

  route(app, endpoints.adminUpdateBlogFolder, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminUpdateBlogFolder.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.updateFolder(request.ctx, request.params.id, body.value, deps));
  });

  route(app, endpoints.adminPublishBlogFolder, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminPublishBlogFolder.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await admin.publishFolder(request.ctx, request.params.id, body.value.isPublished, deps);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteBlogFolder, async (request, reply) => {
    await adminOnly(request, reply);
    return answerChecked(request, reply, await admin.deleteFolder(request.ctx, request.params.id, deps));
  });

  route(
    app,
    { ...endpoints.adminBlogArticles, query: listQuerySchema(admin.adminArticleListSpec) },
    async (request, reply) => {
      await adminOnly(request, reply);
      return admin.listAdminArticles(request.ctx, request.query);
    },
  );

  route(app, endpoints.adminBlogArticle, async (request, reply) => {
    await adminOnly(request, reply);
    return admin.getAdminArticle(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateBlogArticle, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminCreateBlogArticle.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.createArticle(request.ctx, body.value, deps));
  });

  route(app, endpoints.adminUpdateBlogArticle, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminUpdateBlogArticle.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await admin.updateArticle(request.ctx, request.params.id, body.value, deps));
  });

  route(app, endpoints.adminPublishBlogArticle, adminForm, async (request, reply) => {
    await adminOnly(request, reply);
    const body = adminBody(request, endpoints.adminPublishBlogArticle.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await admin.publishArticle(request.ctx, request.params.id, body.value.isPublished, deps);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteBlogArticle, async (request, reply) => {
    await adminOnly(request, reply);
    return answerChecked(request, reply, await admin.deleteArticle(request.ctx, request.params.id, deps));
  });
};
