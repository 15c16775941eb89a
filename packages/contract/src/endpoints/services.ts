import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import { listQuerySchema, type ListSpec } from '../list-query.ts';
import { popupSchema, SERVICE_PAGE_SIZE, serviceDetailSchema, serviceListSchema } from '../services.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The fields of the service list (SPEC §7 list language); `tag=a,b` keeps the services with any of the tags. */
const serviceListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    order: { type: 'integer', sortable: true },
    slug: { type: 'string' },
    title: { type: 'string', sortable: true },
    tag: { type: 'string' },
  },
  // SPEC §9: services, 100 per page.
  defaultNbItem: SERVICE_PAGE_SIZE,
  defaultOrderBy: 'order',
};

/** SPEC §7 Services and popups (issue 17): public reads, kept by the answer cache. */
export const servicesEndpoints = {
  services: endpoint({
    method: 'GET',
    path: '/service',
    summary: "The site's published services in their order, 100 a page; tag=a,b keeps those with any of the tags",
    tags: ['services'],
    query: listQuerySchema(serviceListSpec),
    data: serviceListSchema,
    refusals: [400],
  }),
  service: endpoint({
    method: 'GET',
    path: '/service/:id',
    summary: 'A published service of the site: its text and its realisations',
    tags: ['services'],
    params: z.object({ id }),
    data: serviceDetailSchema,
    refusals: [400, 404],
  }),
  popup: endpoint({
    method: 'GET',
    path: '/popup/:id',
    summary: 'A published popup of the site, within its dates',
    tags: ['popups'],
    params: z.object({ id }),
    data: popupSchema,
    refusals: [400, 404],
  }),
};
