import { data, redirect, type HeadersFunction, type RouterContextProvider } from 'react-router';
import { PRIVATE_HEADERS } from '../account/account-calls.server.ts';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { apiContext } from '../site/api-context.ts';

/**
 * The loader of the cart, checkout and payment-return pages (issue 6): a shell the browser fills (the cart
 * lives in the browser, SPEC §4), private and never cached; on a site that sells nothing, the home page
 * (SPEC §2: e-commerce pages redirect to / when the site is not e-commerce).
 */
export async function checkoutShell(request: Request, context: Readonly<RouterContextProvider>) {
  const info = await context.get(apiContext).siteInfo();
  if (!info.isECommerce) {
    throw redirect(localizePath('/', localeFromPath(new URL(request.url).pathname)), { headers: PRIVATE_HEADERS });
  }
  return data({ layout: 'default' as const }, { headers: PRIVATE_HEADERS });
}

export const checkoutHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
