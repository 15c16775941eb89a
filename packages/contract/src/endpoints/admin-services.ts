import { z } from '../zod.ts';
import {
  adminPopupInputSchema,
  adminPopupSchema,
  adminPublishInputSchema,
  adminServiceInputSchema,
  adminServiceSchema,
} from '../admin-editorial.ts';
import { listSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { listQuery } from './list-call.ts';

const tags = ['services', 'admin'];
const byId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const deleted = z.object({ id: z.number().int() });

/**
 * The back-office's services and popups (issue 18 item 6): the site's administrators only, answers private,
 * writes audited.
 */
export const adminServicesEndpoints = {
  adminServices: endpoint({
    method: 'GET',
    path: '/admin/service',
    summary: 'The services of the site, published or not (admin): paged, searched by title (title=lk:…), newest first',
    tags,
    query: listQuery,
    data: listSchema(adminServiceSchema),
    refusals: [400, 401, 403],
  }),
  adminService: endpoint({
    method: 'GET',
    path: '/admin/service/:id',
    summary: 'One service of the site, its texts in both languages (admin)',
    tags,
    params: byId,
    data: adminServiceSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreateService: endpoint({
    method: 'POST',
    path: '/admin/service',
    summary: 'Adds a service, unpublished (admin); slugs made from the title when not given, 409 when one is taken',
    tags,
    body: adminServiceInputSchema,
    data: adminServiceSchema,
    refusals: [400, 401, 403, 409],
  }),
  adminUpdateService: endpoint({
    method: 'PUT',
    path: '/admin/service/:id',
    summary: 'Saves a service (admin); 409 when a slug is taken',
    tags,
    params: byId,
    body: adminServiceInputSchema,
    data: adminServiceSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminPublishService: endpoint({
    method: 'PUT',
    path: '/admin/service/:id/published',
    summary: 'Shows a service on the storefront, or takes it off (admin)',
    tags,
    params: byId,
    body: adminPublishInputSchema,
    data: adminServiceSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteService: endpoint({
    method: 'DELETE',
    path: '/admin/service/:id',
    summary: 'Deletes a service (admin)',
    tags,
    params: byId,
    data: deleted,
    refusals: [400, 401, 403, 404],
  }),

  adminPopups: endpoint({
    method: 'GET',
    path: '/admin/popup',
    summary: 'The popups of the site, published or not (admin): paged, searched by title (title=lk:…), newest first',
    tags,
    query: listQuery,
    data: listSchema(adminPopupSchema),
    refusals: [400, 401, 403],
  }),
  adminPopup: endpoint({
    method: 'GET',
    path: '/admin/popup/:id',
    summary: 'One popup of the site, its texts in both languages (admin)',
    tags,
    params: byId,
    data: adminPopupSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreatePopup: endpoint({
    method: 'POST',
    path: '/admin/popup',
    summary: 'Adds a popup, unpublished (admin)',
    tags,
    body: adminPopupInputSchema,
    data: adminPopupSchema,
    refusals: [400, 401, 403],
  }),
  adminUpdatePopup: endpoint({
    method: 'PUT',
    path: '/admin/popup/:id',
    summary: 'Saves a popup (admin)',
    tags,
    params: byId,
    body: adminPopupInputSchema,
    data: adminPopupSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminPublishPopup: endpoint({
    method: 'PUT',
    path: '/admin/popup/:id/published',
    summary: 'Shows a popup on the storefront, or takes it off (admin)',
    tags,
    params: byId,
    body: adminPublishInputSchema,
    data: adminPopupSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeletePopup: endpoint({
    method: 'DELETE',
    path: '/admin/popup/:id',
    summary: 'Deletes a popup (admin)',
    tags,
    params: byId,
    data: deleted,
    refusals: [400, 401, 403, 404],
  }),
};
