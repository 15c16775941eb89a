import { z } from '../zod.ts';
import { menuPageSchema, pageSchema } from '../content.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['pages'];

/** SPEC §7 Pages: the menu and a page's blocks. */
export const pagesEndpoints = {
  menu: endpoint({
    method: 'GET',
    path: '/page',
    summary: 'The pages tree (menu) in the request language',
    tags,
    data: z.array(menuPageSchema),
    refusals: [],
  }),
  page: endpoint({
    method: 'GET',
    path: '/page/:id',
    summary: 'A page with its layout blocks in the request language',
    tags,
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    data: pageSchema,
    refusals: [400, 404],
  }),
};
