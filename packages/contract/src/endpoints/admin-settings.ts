import { z } from '../zod.ts';
import {
  carriersUpdateSchema,
  deliveryRulesSettingsSchema,
  deliverySettingsSchema,
  paymentSettingsSchema,
  paymentSettingsUpdateSchema,
  pickupSettingsUpdateSchema,
  shippingZonesUpdateSchema,
} from '../admin-settings.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['delivery', 'admin'];
const paymentTags = ['payments', 'admin'];
const addressParams = z.object({ idAddress: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The back-office's delivery and payment settings (issue 16 item 7): ADMIN and SUPER_ADMIN of the site, answers
 * private. Each PUT replaces its part whole, is recorded in the audit log (secrets masked) and is used by the
 * checkout at once. Every PUT answers the settings as they now are.
 */
export const adminSettingsEndpoints = {
  adminDeliverySettings: endpoint({
    method: 'GET',
    path: '/admin/settings/delivery',
    summary:
      "The site's delivery settings (admin): rules and free-shipping thresholds, zones, carriers with their " +
      'rate bands, relay networks, Click & Collect slots and closures',
    tags,
    data: deliverySettingsSchema,
    refusals: [401, 403],
  }),
  adminSetDeliveryRules: endpoint({
    method: 'PUT',
    path: '/admin/settings/delivery/rules',
    summary:
      'Free-shipping thresholds (price, bottles), bottle bounds, delivery lock, countries, Click & Collect lead time',
    tags,
    body: deliveryRulesSettingsSchema,
    data: deliverySettingsSchema,
    refusals: [400, 401, 403],
  }),
  adminSetShippingZones: endpoint({
    method: 'PUT',
    path: '/admin/settings/delivery/zones',
    summary: "The site's shipping zones, whole (a zone left out is deleted with its bands)",
    tags,
    body: shippingZonesUpdateSchema,
    data: deliverySettingsSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminSetCarriers: endpoint({
    method: 'PUT',
    path: '/admin/settings/delivery/carriers',
    summary: "The site's carriers with their rate bands per zone, whole, in checkout order (bands may not overlap)",
    tags,
    body: carriersUpdateSchema,
    data: deliverySettingsSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminSetPickupSettings: endpoint({
    method: 'PUT',
    path: '/admin/settings/delivery/pickup/:idAddress',
    summary: "A Click & Collect address's weekly slots (capacity) and closures, whole",
    tags,
    params: addressParams,
    body: pickupSettingsUpdateSchema,
    data: deliverySettingsSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminPaymentSettings: endpoint({
    method: 'GET',
    path: '/admin/settings/payment',
    summary: "The site's payment provider and its keys (admin); secrets only as set or not set",
    tags: paymentTags,
    data: paymentSettingsSchema,
    refusals: [401, 403],
  }),
  adminSetPaymentSettings: endpoint({
    method: 'PUT',
    path: '/admin/settings/payment',
    summary: "Chooses the site's payment provider and sets its keys (a secret left empty keeps the stored one)",
    tags: paymentTags,
    body: paymentSettingsUpdateSchema,
    data: paymentSettingsSchema,
    refusals: [400, 401, 403],
  }),
};
