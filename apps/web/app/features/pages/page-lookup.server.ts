import { data } from 'react-router';
import { createApiClient, type ApiClient } from '@atelier/contract/api-client';
import type { Page } from '@atelier/contract';
import { findPage } from '../site/page-tree.ts';
import { isContactPage } from './page-kinds.ts';
import { pagePathOf } from './request-path.ts';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { canonicalRedirect } from '../product/product-urls.ts';

const notFound = () => data(null, { status: 404 });

/**
 * The page of the request's URL in the pages tree (SPEC §2 catch-all), or a 404 response thrown:
 * an unknown URL, or the contact page when the site hides it (HIDE_CONTACT_PAGE).
 */
export async function requirePage(api: ApiClient, request: Request): Promise<Page> {
  const path = pagePathOf(request);
  const found = findPage(await api.menu(), (page) => page.url === path);
  if (!found) throw (await otherLanguageAddress(api, request)) ?? notFound();
  if (isContactPage(found)) {
    const parameters = await api.parameters();
    if (parameters.find((parameter) => parameter.type === 'HIDE_CONTACT_PAGE')?.value === 'true') throw notFound();
  }
  return api.page({ params: { id: found.id } });
}

/**
 * A page asked for with its slug of the other language (`/en/mobilier-sur-mesure-vendee`): a 301 to its own
 * address in the language of the path, as product pages do; null when no page has that slug either.
 */
async function otherLanguageAddress(api: ApiClient, request: Request): Promise<Response | null> {
  const path = pagePathOf(request);
  const locale = localeFromPath(path);
  const other = locale === 'en' ? 'fr_FR' : 'en';
  const bare = locale === 'en' ? path.replace(/^\/en(?=\/|$)/, '') || '/' : path;
  const otherMenu = await createApiClient({ ...api.options, locale: other }).menu();
  const page = findPage(otherMenu, (candidate) => candidate.url === localizePath(bare, other));
  if (!page || page.url === localizePath('/', other)) return null;
  const own = findPage(await api.menu(), (candidate) => candidate.id === page.id);
  return own ? canonicalRedirect(request, own.url) : null;
}
