import { accountsEndpoints } from './accounts.ts';
import { contactEndpoints } from './contact.ts';
import { customizationEndpoints } from './customization.ts';
import { geographyEndpoints } from './geography.ts';
import { newsletterEndpoints } from './newsletter.ts';

/**
 * Every endpoint of the API, by the name the caller's methods take (`api.countries()`). Browser code imports
 * an area's declarations directly (`./endpoints/cart.ts`) so that a page's chunk holds only what it calls.
 */
export const endpoints = {
  ...geographyEndpoints,
  ...accountsEndpoints,
  ...newsletterEndpoints,
  ...contactEndpoints,
  ...customizationEndpoints,
};

export type Endpoints = typeof endpoints;
