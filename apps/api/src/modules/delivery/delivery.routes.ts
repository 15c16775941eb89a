import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { allowedPickupDates } from './calendar.service.ts';
import type { DeliveryCaches } from './delivery-cache.ts';
import { searchAccessPoints } from './relay.service.ts';
import { calculateShippingFees } from './shipping-fees.service.ts';

/**
 * Delivery (issue 6 item 4): shipping fees, relay points, Click & Collect days. None of these calls changes
 * anything or needs a session. `caches`: the app's delivery caches (caches.ts, which also drops them when a
 * site's data changes).
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ caches: DeliveryCaches }> = async (app, { caches }) => {
  route(app, endpoints.shippingFees, (request) => calculateShippingFees(request.ctx, caches, request.body));

  route(app, endpoints.relayAccessPoints, (request) => searchAccessPoints(request.ctx, caches, request.body));

  route(app, endpoints.allowedPickupDates, (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { id, month, year } = request.params;
    return allowedPickupDates(request.ctx, caches, id, month, year);
  });
};
