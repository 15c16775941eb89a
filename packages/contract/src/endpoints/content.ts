import { z } from '../zod.ts';
import { elementSchema, newsDetailSchema, newsSchema } from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { listQuerySchema, type ListSpec } from '../list-query.ts';

const tags = ['content'];
const routeParam = z.string().regex(/^[a-z0-9-]{1,64}$/);

/** The fields of the news list (SPEC §7 list language). */
const newsListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    slug: { type: 'string' },
    title: { type: 'string', sortable: true },
    promoted: { type: 'boolean' },
    publishedAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 10,
  defaultOrderBy: '-publishedAt',
};

/** The fields of an element list. */
const elementListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    order: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    createdAt: { type: 'date', sortable: true },
  },
  // SPEC §9: element lists show 24 per page.
  defaultNbItem: 24,
  defaultOrderBy: 'order',
};

/** SPEC §7 Content: news and the generic element lists. */
export const contentEndpoints = {
  news: endpoint({
    method: 'GET',
    path: '/news',
    summary: 'News, newest first; `promoted=true` gives the promoted item first',
    tags,
    query: listQuerySchema(newsListSpec),
    data: listSchema(newsSchema),
    refusals: [400],
  }),
  newsItem: endpoint({
    method: 'GET',
    path: '/news/:id',
    summary: 'One published news item, with the older (previous) and newer (next) ones beside it',
    tags,
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    data: newsDetailSchema,
    refusals: [400, 404],
  }),
  elements: endpoint({
    method: 'GET',
    path: '/element/:route',
    summary: 'A generic element list by route (logo-footer, link-footer, …)',
    tags,
    params: z.object({ route: routeParam }),
    query: listQuerySchema(elementListSpec),
    data: listSchema(elementSchema),
    refusals: [400],
  }),
  element: endpoint({
    method: 'GET',
    path: '/element/:route/:id',
    summary: 'One element of a list',
    tags,
    params: z.object({ route: routeParam, id: z.coerce.number().int().positive().max(2_147_483_647) }),
    data: elementSchema,
    refusals: [400, 404],
  }),
};
