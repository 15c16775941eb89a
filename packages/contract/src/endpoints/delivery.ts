import { z } from '../zod.ts';
import {
  accessPointSchema,
  allowedPickupDatesSchema,
  relaySearchSchema,
  shippingFeesRequestSchema,
  shippingFeesSchema,
} from '../delivery.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['delivery'];

/** Delivery (issue 6 item 4): shipping fees, relay points, Click & Collect days; no session needed. */
export const deliveryEndpoints = {
  shippingFees: endpoint({
    method: 'POST',
    path: '/calculate/shipping-fees',
    summary:
      'Carrier offers for cart lines {idProduct, idDeclination?, quantity} to a country (alpha-2 or id, France by default): fees after free shipping, bottle count',
    tags,
    body: shippingFeesRequestSchema,
    data: shippingFeesSchema,
    refusals: [400],
  }),
  relayAccessPoints: endpoint({
    method: 'POST',
    path: '/relay/access-points',
    summary:
      'Relay points of a PICKUP carrier (the first one by default) near a postal code, city or position, nearest first',
    tags,
    body: relaySearchSchema,
    data: z.array(accessPointSchema),
    refusals: [400],
  }),
  allowedPickupDates: endpoint({
    method: 'GET',
    path: '/calendar/:id/date/allowed/:month/:year',
    summary: 'Days of a month open to Click & Collect at a company address, with their slots and places left',
    tags,
    params: z.object({
      id: z.coerce.number().int().positive().max(2_147_483_647),
      month: z.coerce.number().int().min(1).max(12),
      year: z.coerce.number().int().min(2000).max(2100),
    }),
    data: allowedPickupDatesSchema,
    refusals: [400, 404],
  }),
};
