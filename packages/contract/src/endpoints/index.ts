import { accountsEndpoints } from './accounts.ts';
import { auditEndpoints } from './audit.ts';
import { contactEndpoints } from './contact.ts';
import { customizationEndpoints } from './customization.ts';
import { geographyEndpoints } from './geography.ts';
import { newsletterEndpoints } from './newsletter.ts';
import { addressesEndpoints } from './addresses.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { contentEndpoints } from './content.ts';
import { pagesEndpoints } from './pages.ts';
import { productSheetEndpoints } from './product-sheet.ts';
import { siteEndpoints } from './site.ts';
import { variationsEndpoints } from './variations.ts';
import { orderBacksEndpoints } from './order-backs.ts';
import { orderHistoryEndpoints } from './order-history.ts';
import { cartEndpoints } from './cart.ts';
import { deliveryEndpoints } from './delivery.ts';
import { ordersEndpoints } from './orders.ts';
import { paymentsEndpoints } from './payments.ts';

/**
 * Every endpoint of the API, by the name the caller's methods take (`api.countries()`). Browser code imports
 * an area's declarations directly (`./endpoints/cart.ts`) so that a page's chunk holds only what it calls.
 */
export const endpoints = {
  ...geographyEndpoints,
  ...auditEndpoints,
  ...accountsEndpoints,
  ...newsletterEndpoints,
  ...contactEndpoints,
  ...customizationEndpoints,
  ...siteEndpoints,
  ...pagesEndpoints,
  ...contentEndpoints,
  ...addressesEndpoints,
  ...variationsEndpoints,
  ...catalogueEndpoints,
  ...productSheetEndpoints,
  ...orderHistoryEndpoints,
  ...orderBacksEndpoints,
  ...cartEndpoints,
  ...deliveryEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
};

export type Endpoints = typeof endpoints;
