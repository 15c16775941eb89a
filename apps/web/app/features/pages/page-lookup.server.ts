import { data } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import type { Page } from '@atelier/contract';
import { findPage } from '../site/page-tree.ts';
import { isContactPage } from './page-kinds.ts';
import { pagePathOf } from './request-path.ts';

const notFound = () => data(null, { status: 404 });

/**
 * The page of the request's URL in the pages tree (SPEC §2 catch-all), or a 404 response thrown:
 * an unknown URL, or the contact page when the site hides it (HIDE_CONTACT_PAGE).
 */
export async function requirePage(api: ApiClient, request: Request): Promise<Page> {
  const path = pagePathOf(request);
  const found = findPage(await api.menu(), (page) => page.url === path);
  if (!found) throw notFound();
  if (isContactPage(found)) {
    const parameters = await api.parameters();
    if (parameters.find((parameter) => parameter.type === 'HIDE_CONTACT_PAGE')?.value === 'true') throw notFound();
  }
  return api.page(found.id);
}
