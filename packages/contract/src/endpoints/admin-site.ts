import { z } from '../zod.ts';
import {
  adminParameterSchema,
  adminThemeSchema,
  fontUploadFields,
  logoUpdateSchema,
  logoUploadFields,
  parameterUpdateSchema,
  themeUpdateSchema,
} from '../admin-site.ts';
import { endpoint } from '../endpoint.ts';
import { FONT_TYPES, LOGO_TYPES } from '../site.ts';

const tags = ['site', 'admin'];

/**
 * The back-office's site parameters and theme (issue 18 item 4): ADMIN and SUPER_ADMIN of the site, answers
 * private. Every write is recorded in the audit log and shows on the storefront at once.
 */
export const adminSiteEndpoints = {
  adminParameters: endpoint({
    method: 'GET',
    path: '/admin/parameter',
    summary:
      'Every key of the parameter catalogue with its kind, editor, group, help (FR/EN), default, bounds, ' +
      'its stored value and English translation',
    tags,
    data: z.array(adminParameterSchema),
    refusals: [401, 403],
  }),
  adminSetParameter: endpoint({
    method: 'PUT',
    path: '/admin/parameter/:key',
    summary:
      'Sets a parameter (null: not set), checked against its kind: BOOLEAN true/false, NUMBER within its ' +
      'bounds, LINK an http(s) address or a site path, TEXT sanitised HTML, a colour #rrggbb(aa), rgb(a)() or ' +
      'hsl(a)() stored as #rrggbbaa. 404 for a key outside the catalogue',
    tags,
    params: z.object({ key: z.string().max(100) }),
    body: parameterUpdateSchema,
    data: adminParameterSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminTheme: endpoint({
    method: 'GET',
    path: '/admin/theme',
    summary: "The site's colours (with their alpha), fonts (with their measured fallback) and logos",
    tags,
    data: adminThemeSchema,
    refusals: [401, 403],
  }),
  adminSetTheme: endpoint({
    method: 'PUT',
    path: '/admin/theme',
    summary: 'Sets colours by key, all or none: a wrong colour is refused naming its key',
    tags,
    body: themeUpdateSchema,
    data: adminThemeSchema,
    refusals: [400, 401, 403],
  }),
  adminUploadFont: endpoint({
    method: 'POST',
    path: '/admin/theme/font',
    summary:
      'Uploads a font file (woff2, woff or ttf, recognised by its content) under `file` for the titles, the ' +
      'text or the menu (`type`), with its `family`, `weight` and `style`; a new family replaces the old files',
    tags,
    multipart: { fields: fontUploadFields, files: ['file'] },
    data: adminThemeSchema,
    refusals: [400, 401, 403, 413, 415],
  }),
  adminDeleteFont: endpoint({
    method: 'DELETE',
    path: '/admin/theme/font/:type',
    summary: "Removes the site's font for the titles, the text or the menu: the system font shows instead",
    tags,
    params: z.object({ type: z.enum(FONT_TYPES) }),
    data: adminThemeSchema,
    refusals: [401, 403, 404],
  }),
  adminSetLogo: endpoint({
    method: 'PUT',
    path: '/admin/logo/:type',
    summary:
      'Sets a logo: an image (PNG, JPEG, WebP, AVIF or SVG, recognised by its content) under `file` with ' +
      'altFr/altEn, or JSON `{path, alt}` naming a file uploaded to the media',
    tags,
    params: z.object({ type: z.enum(LOGO_TYPES) }),
    body: logoUpdateSchema,
    multipart: { fields: logoUploadFields, files: ['file'] },
    data: adminThemeSchema,
    refusals: [400, 401, 403, 413, 415],
  }),
  adminDeleteLogo: endpoint({
    method: 'DELETE',
    path: '/admin/logo/:type',
    summary: 'Removes a logo (the site shows its name instead)',
    tags,
    params: z.object({ type: z.enum(LOGO_TYPES) }),
    data: adminThemeSchema,
    refusals: [401, 403, 404],
  }),
};
