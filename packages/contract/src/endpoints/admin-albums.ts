import { z } from '../zod.ts';
import { localizedInput, optionalLocalizedInput } from '../admin-catalogue.ts';
import { albumMediaTypeSchema } from '../albums.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { localizedTextSchema } from '../locale.ts';
import { listQuery } from './list-call.ts';

/**
 * The back-office's albums (issue 18 item 6): titles and descriptions in both languages, the pictures and MP4
 * videos uploaded through `POST /admin/media` (their site storage paths), in the order the owner drags them to.
 */

const MAX_INT = 2_147_483_647;
const MAX_MEDIA = 200;
const idSchema = z.coerce.number().int().positive().max(MAX_INT);
const byId = z.object({ id: idSchema });
const tags = ['albums', 'admin'];

/** A site storage path as `POST /admin/media` answers it (`albums/atelier.jpg`): no way out of the site's folder. */
export const sitePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[a-zA-Z0-9_-][a-zA-Z0-9._/-]*$/)
  .refine((path) => !path.split('/').includes('..'), 'no parent folder');

export const adminAlbumMediaSchema = z.object({
  file: z.string(),
  url: z.string(),
  type: albumMediaTypeSchema,
  alt: localizedTextSchema,
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminAlbumMedia = z.infer<typeof adminAlbumMediaSchema>;

export const adminAlbumSummarySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  isPublished: z.boolean(),
  position: z.number().int(),
  mediaCount: z.number().int(),
  /** The first picture's address, for the list's thumbnail. */
  cover: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminAlbumSummary = z.infer<typeof adminAlbumSummarySchema>;

export const adminAlbumSchema = adminAlbumSummarySchema.extend({
  slug: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  media: z.array(adminAlbumMediaSchema),
  /** The storefront's address of the album (French). */
  url: z.string(),
});
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;

export const adminAlbumInputSchema = z.object({
  title: localizedInput(200),
  description: optionalLocalizedInput(2000),
  isPublished: z.boolean().default(true),
});
export type AdminAlbumInput = z.input<typeof adminAlbumInputSchema>;

/** Pictures or videos to add at the album's end (their paths from `POST /admin/media`). */
export const adminAlbumAddMediaSchema = z.object({ files: z.array(sitePathSchema).min(1).max(50) });
export type AdminAlbumAddMedia = z.input<typeof adminAlbumAddMediaSchema>;

/** The album's media in their new order with their texts: the same files, each once (reorder and alt texts). */
export const adminAlbumMediaOrderSchema = z.object({
  media: z
    .array(
      z.object({
        file: sitePathSchema,
        alt: z.object({ fr_FR: z.string().trim().max(300), en: z.string().trim().max(300).optional() }),
      }),
    )
    .max(MAX_MEDIA),
});
export type AdminAlbumMediaOrder = z.input<typeof adminAlbumMediaOrderSchema>;

export const adminAlbumsEndpoints = {
  adminAlbums: endpoint({
    method: 'GET',
    path: '/admin/album',
    summary: 'The albums of the site, published or not, in their order (admin)',
    tags,
    query: listQuery,
    data: listSchema(adminAlbumSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminAlbum: endpoint({
    method: 'GET',
    path: '/admin/album/:id',
    summary: 'An album with its pictures and videos and their texts in both languages (admin)',
    tags,
    params: byId,
    data: adminAlbumSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreateAlbum: endpoint({
    method: 'POST',
    path: '/admin/album',
    summary: 'Adds an album (admin), last in the order; its address is made from its titles',
    tags,
    body: adminAlbumInputSchema,
    data: adminAlbumSchema,
    refusals: [400, 401, 403],
  }),
  adminUpdateAlbum: endpoint({
    method: 'PUT',
    path: '/admin/album/:id',
    summary: "Saves an album's title, description and whether it is shown (admin)",
    tags,
    params: byId,
    body: adminAlbumInputSchema,
    data: adminAlbumSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteAlbum: endpoint({
    method: 'DELETE',
    path: '/admin/album/:id',
    summary: 'Deletes an album (admin); its files stay in the site storage',
    tags,
    params: byId,
    data: z.object({ id: z.number().int() }),
    refusals: [400, 401, 403, 404],
  }),
  adminAddAlbumMedia: endpoint({
    method: 'POST',
    path: '/admin/album/:id/media',
    summary:
      'Adds pictures (JPEG, PNG, SVG) and videos (MP4…) of the site storage at the end of an album (admin); 400 for ' +
      'a file that is missing or of another kind',
    tags,
    params: byId,
    body: adminAlbumAddMediaSchema,
    data: adminAlbumSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminOrderAlbumMedia: endpoint({
    method: 'PUT',
    path: '/admin/album/:id/media',
    summary:
      "Puts an album's media in a new order and saves their texts, in one call (admin): every file of the album, " +
      'each once (400 otherwise)',
    tags,
    params: byId,
    body: adminAlbumMediaOrderSchema,
    data: adminAlbumSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminRemoveAlbumMedia: endpoint({
    method: 'DELETE',
    path: '/admin/album/:id/media',
    summary: 'Takes one picture or video out of an album (admin); the file stays in the site storage',
    tags,
    params: byId,
    query: z.object({ file: sitePathSchema }),
    data: adminAlbumSchema,
    refusals: [400, 401, 403, 404],
  }),
};
