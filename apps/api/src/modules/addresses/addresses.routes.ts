import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressesEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import * as service from './addresses.service.ts';

const cached = { config: { siteCache: true } };

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.addressTypes, cached, (request) => service.listAddressTypes(request.ctx));

  route(app, endpoints.companyAddresses, cached, (request) => service.listCompanyAddresses(request.ctx, request.query));
};
