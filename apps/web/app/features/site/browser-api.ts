import { createCaller } from '@atelier/contract/caller';
import { localeFromPath } from '../i18n/locale.ts';

/**
 * The one caller (packages/contract/src/caller.ts) for the browser's own calls: same origin, the page's
 * language, the site found by the API from the page's host. Calls name an area's declarations
 * (`@atelier/contract/endpoints/cart`), so a page's chunk holds only the endpoints it calls.
 */
export const browserApi = (locale = localeFromPath(window.location.pathname)) =>
  createCaller({ baseUrl: '', locale, siteId: null });
