import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citySchema, countrySchema, envelopeSchema } from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { listCountries, searchCities } from './geography.service.ts';

const tags = ['geography'];

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        tags,
        summary: 'ISO 3166 countries, named in the request language',
        response: { 200: envelopeSchema(z.array(countrySchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(listCountries(request.ctx.locale));
    },
  );

  app.get(
    '/cities/:search/:idCountry',
    {
      schema: {
        tags,
        summary: 'Cities by name prefix (accents ignored) or by postal code; French communes only',
        params: z.object({
          search: z.string().trim().min(1).max(80),
          idCountry: z.coerce.number().int().min(1).max(999),
        }),
        response: { 200: envelopeSchema(z.array(citySchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(searchCities(request.params.search, request.params.idCountry));
    },
  );
};
