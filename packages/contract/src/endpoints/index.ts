import { addressesEndpoints } from './addresses.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { contentEndpoints } from './content.ts';
import { geographyEndpoints } from './geography.ts';
import { pagesEndpoints } from './pages.ts';
import { productSheetEndpoints } from './product-sheet.ts';
import { siteEndpoints } from './site.ts';
import { variationsEndpoints } from './variations.ts';

/**
 * Every endpoint of the API, by the name the caller's methods take (`api.countries()`). Browser code imports
 * an area's declarations directly (`./endpoints/cart.ts`) so that a page's chunk holds only what it calls.
 */
export const endpoints = {
  ...geographyEndpoints,
  ...siteEndpoints,
  ...pagesEndpoints,
  ...contentEndpoints,
  ...addressesEndpoints,
  ...variationsEndpoints,
  ...catalogueEndpoints,
  ...productSheetEndpoints,
};

export type Endpoints = typeof endpoints;
