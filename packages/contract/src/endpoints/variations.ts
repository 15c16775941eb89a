import { z } from '../zod.ts';
import { variationSchema } from '../content.ts';
import { endpoint } from '../endpoint.ts';

/** SPEC §7 Variations: the definitions a product's declinations vary by. */
export const variationsEndpoints = {
  variations: endpoint({
    method: 'GET',
    path: '/variation',
    summary: 'Variation definitions and their values',
    tags: ['catalog'],
    data: z.array(variationSchema),
    refusals: [],
  }),
};
