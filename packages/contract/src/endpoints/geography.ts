import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import { citySchema, countrySchema } from '../geography.ts';

const tags = ['geography'];

/** SPEC §7 Geography. */
export const geographyEndpoints = {
  countries: endpoint({
    method: 'GET',
    path: '/countries',
    summary: 'ISO 3166 countries, named in the request language',
    tags,
    data: z.array(countrySchema),
    refusals: [],
  }),
  cities: endpoint({
    method: 'GET',
    path: '/cities/:search/:idCountry',
    summary: 'Cities by name prefix (accents ignored) or by postal code; French communes only',
    tags,
    params: z.object({
      search: z.string().trim().min(1).max(80),
      idCountry: z.coerce.number().int().min(1).max(999),
    }),
    data: z.array(citySchema),
    refusals: [400],
  }),
};
