import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geographyEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { listCountries, searchCities } from './geography.service.ts';

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.countries, (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return listCountries(request.ctx.locale);
  });

  route(app, endpoints.cities, (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return searchCities(request.params.search, request.params.idCountry);
  });
};
