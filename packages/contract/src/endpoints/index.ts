import { geographyEndpoints } from './geography.ts';

/**
 * Every endpoint of the API, by the name the caller's methods take (`api.countries()`). Browser code imports
 * an area's declarations directly (`./endpoints/cart.ts`) so that a page's chunk holds only what it calls.
 */
export const endpoints = {
  ...geographyEndpoints,
};

export type Endpoints = typeof endpoints;
