import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import {
  orderPlacedSchema,
  orderRequestSchema,
  orderValidateRequestSchema,
  orderValidationSchema,
  savedAddressInputSchema,
  savedAddressSchema,
} from '../orders.ts';

const tags = ['orders'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Issue 6 item 5: the order step of the checkout, and a logged customer's saved addresses. */
export const ordersEndpoints = {
  validateOrder: endpoint({
    method: 'POST',
    path: '/order/validate',
    summary: 'Checks that the cart can be ordered as it is (products for sale, stock, its discount code)',
    tags,
    body: orderValidateRequestSchema,
    data: orderValidationSchema,
    refusals: [400, 404, 409],
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/order',
    summary:
      'Places the order of a cart: prices, delivery and stock checked again by the server, stock reserved, ' +
      'payment started; answers where to pay',
    tags,
    body: orderRequestSchema,
    data: orderPlacedSchema,
    refusals: [400, 403, 404, 409, 429],
  }),
  savedAddresses: endpoint({
    method: 'GET',
    path: '/user/address',
    summary: "The logged customer's saved addresses",
    tags,
    data: z.array(savedAddressSchema),
    refusals: [401],
  }),
  saveAddress: endpoint({
    method: 'POST',
    path: '/user/address',
    summary: 'Saves an address for the logged customer',
    tags,
    body: savedAddressInputSchema,
    data: savedAddressSchema,
    refusals: [400, 401, 403],
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: '/user/address/:id',
    summary: "Changes one of the logged customer's saved addresses",
    tags,
    params: idParams,
    body: savedAddressInputSchema,
    data: savedAddressSchema,
    refusals: [400, 401, 403, 404],
  }),
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/user/address/:id',
    summary: "Deletes one of the logged customer's saved addresses",
    tags,
    params: idParams,
    data: z.object({ deleted: z.literal(true) }),
    refusals: [400, 401, 403, 404],
  }),
};
