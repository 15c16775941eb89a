import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessPointSchema,
  allowedPickupDatesSchema,
  envelopeSchema,
  relaySearchSchema,
  shippingFeesRequestSchema,
  shippingFeesSchema,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { allowedPickupDates } from './calendar.service.ts';
import type { DeliveryCaches } from './delivery-cache.ts';
import { searchAccessPoints } from './relay.service.ts';
import { calculateShippingFees } from './shipping-fees.service.ts';

const tags = ['delivery'];

/**
 * Delivery (issue 6 item 4): shipping fees, relay points, Click & Collect days. None of these calls changes
 * anything or needs a session. `caches`: the app's delivery caches (caches.ts, which also drops them when a
 * site's data changes).
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ caches: DeliveryCaches }> = async (app, { caches }) => {
  app.post(
    '/calculate/shipping-fees',
    {
      schema: {
        tags,
        summary:
          'Carrier offers for cart lines {idProduct, idDeclination?, quantity} to a country (alpha-2 or id, France by default): fees after free shipping, bottle count',
        body: shippingFeesRequestSchema,
        response: { 200: envelopeSchema(shippingFeesSchema) },
      },
    },
    async (request) => ok(await calculateShippingFees(request.ctx, caches, request.body)),
  );

  app.post(
    '/relay/access-points',
    {
      schema: {
        tags,
        summary:
          'Relay points of a PICKUP carrier (the first one by default) near a postal code, city or position, nearest first',
        body: relaySearchSchema,
        response: { 200: envelopeSchema(z.array(accessPointSchema)) },
      },
    },
    async (request) => ok(await searchAccessPoints(request.ctx, caches, request.body)),
  );

  app.get(
    '/calendar/:id/date/allowed/:month/:year',
    {
      schema: {
        tags,
        summary: 'Days of a month open to Click & Collect at a company address, with their slots and places left',
        params: z.object({
          id: z.coerce.number().int().positive().max(2_147_483_647),
          month: z.coerce.number().int().min(1).max(12),
          year: z.coerce.number().int().min(2000).max(2100),
        }),
        response: { 200: envelopeSchema(allowedPickupDatesSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, month, year } = request.params;
      return ok(await allowedPickupDates(request.ctx, caches, id, month, year));
    },
  );
};
