import { z } from '../zod.ts';
import { adminNewsInputSchema, adminNewsSchema, adminPublishInputSchema } from '../admin-editorial.ts';
import { listSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { listQuery } from './list-call.ts';

const tags = ['content', 'admin'];
const byId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const deleted = z.object({ id: z.number().int() });

/** The back-office's news (issue 18 item 6): the site's administrators only, answers private, writes audited. */
export const adminNewsEndpoints = {
  adminNews: endpoint({
    method: 'GET',
    path: '/admin/news',
    summary:
      'The news items of the site, published or not (admin): paged, searched by title (title=lk:…), newest first',
    tags,
    query: listQuery,
    data: listSchema(adminNewsSchema),
    refusals: [400, 401, 403],
  }),
  adminNewsItem: endpoint({
    method: 'GET',
    path: '/admin/news/:id',
    summary: 'One news item of the site, its texts in both languages (admin)',
    tags,
    params: byId,
    data: adminNewsSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreateNewsItem: endpoint({
    method: 'POST',
    path: '/admin/news',
    summary: 'Adds a news item, unpublished (admin); slugs made from the title when not given, 409 when one is taken',
    tags,
    body: adminNewsInputSchema,
    data: adminNewsSchema,
    refusals: [400, 401, 403, 409],
  }),
  adminUpdateNewsItem: endpoint({
    method: 'PUT',
    path: '/admin/news/:id',
    summary: 'Saves a news item (admin); 409 when a slug is taken',
    tags,
    params: byId,
    body: adminNewsInputSchema,
    data: adminNewsSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminPublishNewsItem: endpoint({
    method: 'PUT',
    path: '/admin/news/:id/published',
    summary: 'Shows a news item on the storefront, or takes it off (admin)',
    tags,
    params: byId,
    body: adminPublishInputSchema,
    data: adminNewsSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteNewsItem: endpoint({
    method: 'DELETE',
    path: '/admin/news/:id',
    summary: 'Deletes a news item (admin)',
    tags,
    params: byId,
    data: deleted,
    refusals: [400, 401, 403, 404],
  }),
};
