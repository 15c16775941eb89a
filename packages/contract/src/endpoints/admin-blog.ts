import { z } from '../zod.ts';
import {
  adminBlogArticleInputSchema,
  adminBlogArticleSchema,
  adminBlogFolderInputSchema,
  adminBlogFolderSchema,
  adminPublishInputSchema,
} from '../admin-editorial.ts';
import { listSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { listQuery } from './list-call.ts';

const tags = ['blog', 'admin'];
const byId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const deleted = z.object({ id: z.number().int() });

/**
 * The back-office's blog (issue 18 item 6): its folders (a tree of tens) and its articles. The site's
 * administrators only, answers private, writes audited.
 */
export const adminBlogEndpoints = {
  adminBlogFolders: endpoint({
    method: 'GET',
    path: '/admin/blog/folder',
    summary: 'Every folder of the blog, published or not, in order, with what each holds (admin)',
    tags,
    data: z.array(adminBlogFolderSchema),
    refusals: [401, 403],
  }),
  adminCreateBlogFolder: endpoint({
    method: 'POST',
    path: '/admin/blog/folder',
    summary: 'Adds a blog folder, published (admin); slugs made from the name when not given, 409 when one is taken',
    tags,
    body: adminBlogFolderInputSchema,
    data: adminBlogFolderSchema,
    refusals: [400, 401, 403, 409],
  }),
  adminUpdateBlogFolder: endpoint({
    method: 'PUT',
    path: '/admin/blog/folder/:id',
    summary: 'Saves a blog folder (admin); 409 when a slug is taken, 400 when put inside itself',
    tags,
    params: byId,
    body: adminBlogFolderInputSchema,
    data: adminBlogFolderSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminPublishBlogFolder: endpoint({
    method: 'PUT',
    path: '/admin/blog/folder/:id/published',
    summary: 'Shows a blog folder (and what it holds) on the storefront, or takes it off (admin)',
    tags,
    params: byId,
    body: adminPublishInputSchema,
    data: adminBlogFolderSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteBlogFolder: endpoint({
    method: 'DELETE',
    path: '/admin/blog/folder/:id',
    summary: 'Deletes an empty blog folder (admin); 409 while it holds articles or folders',
    tags,
    params: byId,
    data: deleted,
    refusals: [400, 401, 403, 404, 409],
  }),

  adminBlogArticles: endpoint({
    method: 'GET',
    path: '/admin/blog/article',
    summary:
      'The blog articles of the site, published or not (admin): paged, searched by title (title=lk:…), filtered by folder (folderId), newest first',
    tags,
    query: listQuery,
    data: listSchema(adminBlogArticleSchema),
    refusals: [400, 401, 403],
  }),
  adminBlogArticle: endpoint({
    method: 'GET',
    path: '/admin/blog/article/:id',
    summary: 'One blog article of the site, its texts in both languages (admin)',
    tags,
    params: byId,
    data: adminBlogArticleSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreateBlogArticle: endpoint({
    method: 'POST',
    path: '/admin/blog/article',
    summary:
      'Adds a blog article, unpublished (admin); slugs made from the title when not given, 409 when one is taken',
    tags,
    body: adminBlogArticleInputSchema,
    data: adminBlogArticleSchema,
    refusals: [400, 401, 403, 409],
  }),
  adminUpdateBlogArticle: endpoint({
    method: 'PUT',
    path: '/admin/blog/article/:id',
    summary: 'Saves a blog article (admin); 409 when a slug is taken',
    tags,
    params: byId,
    body: adminBlogArticleInputSchema,
    data: adminBlogArticleSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminPublishBlogArticle: endpoint({
    method: 'PUT',
    path: '/admin/blog/article/:id/published',
    summary: 'Shows a blog article on the storefront, or takes it off (admin)',
    tags,
    params: byId,
    body: adminPublishInputSchema,
    data: adminBlogArticleSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteBlogArticle: endpoint({
    method: 'DELETE',
    path: '/admin/blog/article/:id',
    summary: 'Deletes a blog article (admin)',
    tags,
    params: byId,
    data: deleted,
    refusals: [400, 401, 403, 404],
  }),
};
