import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import * as service from './blog.service.ts';

// Kept like the catalogue's answers: the blog's tables and the site's parameters announce their changes (0020).
const cached = { config: { siteCache: true } };

/** SPEC §7 Blog: folders, their content, breadcrumbs and articles (issue 17). */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.blogFolders, cached, (request) => service.listFolders(request.ctx, null, request.query));
  route(app, endpoints.blogSubFolders, cached, (request) =>
    service.listFolders(request.ctx, request.params.id, request.query),
  );
  route(app, endpoints.blogRoot, cached, (request) => service.getFolderContent(request.ctx, null, request.query));
  route(app, endpoints.blogFolder, cached, (request) =>
    service.getFolderContent(request.ctx, request.params.id, request.query),
  );
  route(app, endpoints.blogRootAriane, cached, (request) => service.folderAriane(request.ctx, null));
  route(app, endpoints.blogFolderAriane, cached, (request) => service.folderAriane(request.ctx, request.params.id));
  route(app, endpoints.blogAriane, cached, (request) => service.articleAriane(request.ctx, request.params.id));
  route(app, endpoints.blogArticle, cached, (request) => service.getArticle(request.ctx, request.params.id));
};
