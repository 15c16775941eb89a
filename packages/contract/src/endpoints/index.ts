import { accountsEndpoints } from './accounts.ts';
import { privacyEndpoints } from './privacy.ts';
import { adminSettingsEndpoints } from './admin-settings.ts';
import { adminReturnsEndpoints } from './admin-returns.ts';
import { adminRefundsEndpoints } from './admin-refunds.ts';
import { adminCatalogueEndpoints } from './admin-catalogue.ts';
import { adminCatalogueExtraEndpoints } from './admin-catalogue-extra.ts';
import { adminShopEndpoints } from './admin-shop.ts';
import { auditEndpoints } from './audit.ts';
import { contactEndpoints } from './contact.ts';
import { customizationEndpoints } from './customization.ts';
import { geographyEndpoints } from './geography.ts';
import { newsletterEndpoints } from './newsletter.ts';
import { addressesEndpoints } from './addresses.ts';
import { blogEndpoints } from './blog.ts';
import { formsEndpoints } from './forms.ts';
import { albumsEndpoints } from './albums.ts';
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
import { reviewsEndpoints } from './reviews.ts';
import { adminReviewsEndpoints } from './admin-reviews.ts';
import { adminNewsEndpoints } from './admin-news.ts';
import { adminBlogEndpoints } from './admin-blog.ts';
import { adminServicesEndpoints } from './admin-services.ts';
import { adminSiteEndpoints } from './admin-site.ts';
import { adminMediaEndpoints } from './admin-media.ts';
import { adminPagesEndpoints } from './admin-pages.ts';
import { adminTenantsEndpoints } from './admin-tenants.ts';
import { adminLegalEndpoints } from './admin-legal.ts';
import { legalEndpoints } from './legal.ts';
import { adminMenusEndpoints } from './admin-menus.ts';
import { servicesEndpoints } from './services.ts';
import { eventsEndpoints } from './events.ts';
import { adminAlbumsEndpoints } from './admin-albums.ts';
import { adminFormsEndpoints } from './admin-forms.ts';
import { adminEventsEndpoints } from './admin-events.ts';
import { madeToMeasureEndpoints } from './made-to-measure.ts';
import { adminMadeToMeasureEndpoints } from './admin-made-to-measure.ts';

/**
 * Every endpoint of the API, by the name the caller's methods take (`api.countries()`). Browser code imports
 * an area's declarations directly (`./endpoints/cart.ts`) so that a page's chunk holds only what it calls.
 */
export const endpoints = {
  ...geographyEndpoints,
  ...auditEndpoints,
  ...adminCatalogueEndpoints,
  ...adminCatalogueExtraEndpoints,
  ...adminShopEndpoints,
  ...accountsEndpoints,
  ...privacyEndpoints,
  ...newsletterEndpoints,
  ...contactEndpoints,
  ...customizationEndpoints,
  ...siteEndpoints,
  ...pagesEndpoints,
  ...contentEndpoints,
  ...blogEndpoints,
  ...formsEndpoints,
  ...albumsEndpoints,
  ...addressesEndpoints,
  ...variationsEndpoints,
  ...catalogueEndpoints,
  ...productSheetEndpoints,
  ...orderHistoryEndpoints,
  ...orderBacksEndpoints,
  ...adminReturnsEndpoints,
  ...adminRefundsEndpoints,
  ...cartEndpoints,
  ...deliveryEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
  ...adminSettingsEndpoints,
  ...reviewsEndpoints,
  ...adminReviewsEndpoints,
  ...adminNewsEndpoints,
  ...adminBlogEndpoints,
  ...adminServicesEndpoints,
  ...adminSiteEndpoints,
  ...adminMediaEndpoints,
  ...adminPagesEndpoints,
  ...adminTenantsEndpoints,
  ...adminLegalEndpoints,
  ...legalEndpoints,
  ...adminMenusEndpoints,
  ...servicesEndpoints,
  ...eventsEndpoints,
  ...adminAlbumsEndpoints,
  ...adminFormsEndpoints,
  ...adminEventsEndpoints,
  ...madeToMeasureEndpoints,
  ...adminMadeToMeasureEndpoints,
};

export type Endpoints = typeof endpoints;
