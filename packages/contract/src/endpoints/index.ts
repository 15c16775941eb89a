import { geographyEndpoints } from './geography.ts';
import { orderBacksEndpoints } from './order-backs.ts';
import { orderHistoryEndpoints } from './order-history.ts';

/**
 * Every endpoint of the API, by the name the caller's methods take (`api.countries()`). Browser code imports
 * an area's declarations directly (`./endpoints/cart.ts`) so that a page's chunk holds only what it calls.
 */
export const endpoints = {
  ...geographyEndpoints,
  ...orderHistoryEndpoints,
  ...orderBacksEndpoints,
};

export type Endpoints = typeof endpoints;
