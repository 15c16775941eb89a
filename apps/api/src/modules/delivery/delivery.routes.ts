import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryEndpoints as endpoints } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { route } from '../../endpoint-route.ts';
import { allowedPickupDates } from './calendar.service.ts';
import { deliveryCache } from './delivery-cache.ts';
import { searchAccessPoints } from './relay.service.ts';
import { calculateShippingFees } from './shipping-fees.service.ts';

/**
 * Delivery (issue 6 item 4): shipping fees, relay points, Click & Collect days. None of these calls changes
 * anything or needs a session. `db` is the app's database: its delivery cache is dropped per site when the
 * site's data changes.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  const cache = deliveryCache(options.db);
  app.sites.onChange((siteId) => cache.invalidate(siteId));

  route(app, endpoints.shippingFees, (request) => calculateShippingFees(request.ctx, request.body));

  route(app, endpoints.relayAccessPoints, (request) => searchAccessPoints(request.ctx, request.body));

  route(app, endpoints.allowedPickupDates, (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { id, month, year } = request.params;
    return allowedPickupDates(request.ctx, id, month, year);
  });
};
