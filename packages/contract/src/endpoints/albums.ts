import { z } from '../zod.ts';
import { albumSchema, albumSummarySchema, loadedSvgSchema, loadSvgBodySchema } from '../albums.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { listQuerySchema, type ListSpec } from '../list-query.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The fields of an album list (SPEC §7 list language). */
const albumListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    slug: { type: 'string' },
    title: { type: 'string', sortable: true },
    order: { type: 'integer', sortable: true },
    createdAt: { type: 'date', sortable: true },
  },
  // SPEC §9: albums, 100 per page.
  defaultNbItem: 100,
  defaultOrderBy: 'order',
};

/** SPEC §7 Albums, and the SVG loader of §7 Images. */
export const albumsEndpoints = {
  albums: endpoint({
    method: 'GET',
    path: '/album',
    summary: "The site's published albums in their order, filtered and paged (100 a page)",
    tags: ['albums'],
    query: listQuerySchema(albumListSpec),
    data: listSchema(albumSummarySchema),
    refusals: [400],
  }),
  album: endpoint({
    method: 'GET',
    path: '/album/:id',
    summary: 'A published album of the site with its pictures and videos in their order',
    tags: ['albums'],
    params: z.object({ id }),
    data: albumSchema,
    refusals: [400, 404],
  }),
  loadSvg: endpoint({
    method: 'POST',
    path: '/image/load-svg',
    summary:
      "One of the site's own SVG files, sanitised for inlining; any other address (another host, another site, outside the site's files, not an SVG) is refused",
    tags: ['images'],
    body: loadSvgBodySchema,
    data: loadedSvgSchema,
    refusals: [400, 404, 429],
  }),
};
