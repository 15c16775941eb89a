import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressTypeSchema, companyAddressSchema, envelopeSchema, listSchema } from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { companyAddressListSpec } from './addresses.repository.ts';
import * as service from './addresses.service.ts';

const tags = ['addresses'];

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read by every visitor at start-up despite its /admin path (SPEC §7), so it is public.
  app.get(
    '/admin/address/type',
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: 'Address types of the site',
        response: { 200: envelopeSchema(z.array(addressTypeSchema)) },
      },
    },
    async (request) => ok(await service.listAddressTypes(request.ctx)),
  );

  app.get(
    '/company/address',
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "The company's addresses (workshop, shop, Click & Collect points)",
        querystring: listQuerySchema(companyAddressListSpec),
        response: { 200: envelopeSchema(listSchema(companyAddressSchema)) },
      },
    },
    async (request) => ok(await service.listCompanyAddresses(request.ctx, request.query)),
  );
};
