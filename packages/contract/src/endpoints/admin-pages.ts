import { z } from '../zod.ts';
import {
  adminLayoutHashCheckInputSchema,
  adminLayoutHashCheckSchema,
  adminLayoutSavedSchema,
  adminPageCreateSchema,
  adminPageDetailSchema,
  adminPageEditSchema,
  adminPageLayoutSaveSchema,
  adminPageMoveSchema,
  adminPageSummarySchema,
  adminPageUpdateSchema,
  adminPageVersionSchema,
} from '../admin-pages.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['pages', 'admin'];
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const byId = z.object({ id: idSchema });
const layoutParams = z.object({ idPage: idSchema, idLayout: idSchema });
const versionParams = z.object({ id: idSchema, versionId: idSchema });

/**
 * The back-office's pages (issue 18 items 1–2): the tree, a page's settings, its draft layout, the publication
 * and the versions. The site's administrators only, answers private, every write audited; a write that changes
 * what the storefront shows drops the site's kept answers and pages.
 */
export const adminPagesEndpoints = {
  adminPages: endpoint({
    method: 'GET',
    path: '/admin/page',
    summary: 'Every page of the site, unpublished too, flat in tree order (admin)',
    tags,
    data: z.array(adminPageSummarySchema),
    refusals: [401, 403],
  }),
  adminCreatePage: endpoint({
    method: 'POST',
    path: '/admin/page',
    summary: 'Adds a page, unpublished (admin); slugs made from the titles when not given; 409 when a slug is taken',
    tags,
    body: adminPageCreateSchema,
    data: adminPageDetailSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminUpdatePage: endpoint({
    method: 'PUT',
    path: '/admin/page/:id',
    summary:
      "Saves a page's settings (admin): titles, slugs, description, social image, layout, published, menu, parent; " +
      '409 when a slug is taken',
    tags,
    params: byId,
    body: adminPageUpdateSchema,
    data: adminPageDetailSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminMovePage: endpoint({
    method: 'PUT',
    path: '/admin/page/:id/position',
    summary: 'Moves a page in the tree (admin): under a parent (null: the top), at a position among its siblings',
    tags,
    params: byId,
    body: adminPageMoveSchema,
    data: z.array(adminPageSummarySchema),
    refusals: [400, 401, 403, 404],
  }),
  adminDuplicatePage: endpoint({
    method: 'POST',
    path: '/admin/page/:id/duplicate',
    summary: 'Copies a page with its blocks, unpublished, titled “(copie)”/“(copy)” (admin)',
    tags,
    params: byId,
    data: adminPageDetailSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeletePage: endpoint({
    method: 'DELETE',
    path: '/admin/page/:id',
    summary: 'Deletes a page (admin); 409 for the home page and for a page with pages under it',
    tags,
    params: byId,
    data: z.object({ id: z.number().int() }),
    refusals: [400, 401, 403, 404, 409],
  }),
  adminPageLayout: endpoint({
    method: 'GET',
    path: '/admin/page/:id/layout',
    summary: "A page's settings and its draft layout, made from the live blocks when it had none (admin)",
    tags,
    params: byId,
    data: adminPageEditSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminSavePageLayout: endpoint({
    method: 'PUT',
    path: '/admin/page/:idPage/layout/:idLayout',
    summary:
      "Saves a page's draft layout without touching the live page (admin); 409 when another save came since " +
      '`baseHash` (unless `force`)',
    tags,
    params: layoutParams,
    body: adminPageLayoutSaveSchema,
    data: adminLayoutSavedSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminCheckLayoutHash: endpoint({
    method: 'POST',
    path: '/admin/page/:idPage/layout/:idLayout/hash/check',
    summary:
      'Whether the layout the editor loaded (`html`: serializeLayout of its blocks) is still the stored one (admin)',
    tags,
    params: layoutParams,
    body: adminLayoutHashCheckInputSchema,
    data: adminLayoutHashCheckSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminUploadLayoutPreview: endpoint({
    method: 'PUT',
    path: '/admin/page/:idPage/layout/:idLayout/preview',
    summary: "Stores a layout's preview image (admin): PNG, JPEG or WebP under `preview`, at most 2 MB",
    tags,
    params: layoutParams,
    multipart: { fields: [], files: ['preview'] },
    data: z.object({ previewUrl: z.string() }),
    refusals: [400, 401, 403, 404, 413, 415],
  }),
  adminPublishPage: endpoint({
    method: 'POST',
    path: '/admin/page/:id/publish',
    summary: "Makes a page's draft layout live and records it as a version (admin)",
    tags,
    params: byId,
    data: adminPageEditSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminPageVersions: endpoint({
    method: 'GET',
    path: '/admin/page/:id/versions',
    summary: "A page's published versions, newest first (admin)",
    tags,
    params: byId,
    data: z.array(adminPageVersionSchema),
    refusals: [400, 401, 403, 404],
  }),
  adminRestorePageVersion: endpoint({
    method: 'POST',
    path: '/admin/page/:id/versions/:versionId/restore',
    summary: "Makes a published version the page's draft again (admin); publish to make it live",
    tags,
    params: versionParams,
    data: adminPageEditSchema,
    refusals: [400, 401, 403, 404],
  }),
};
