import { cartEndpoints } from './cart.ts';
import { deliveryEndpoints } from './delivery.ts';
import { geographyEndpoints } from './geography.ts';
import { ordersEndpoints } from './orders.ts';
import { paymentsEndpoints } from './payments.ts';

/**
 * Every endpoint of the API, by the name the caller's methods take (`api.countries()`). Browser code imports
 * an area's declarations directly (`./endpoints/cart.ts`) so that a page's chunk holds only what it calls.
 */
export const endpoints = {
  ...geographyEndpoints,
  ...cartEndpoints,
  ...deliveryEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
};

export type Endpoints = typeof endpoints;
