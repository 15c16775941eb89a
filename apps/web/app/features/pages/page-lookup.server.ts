import { data } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import type { MenuPage, Page } from '@atelier/contract';
import { isContactPage } from './page-kinds.ts';
import { pagePathOf } from './request-path.ts';

function findByUrl(pages: MenuPage[], url: string): MenuPage | undefined {
  for (const page of pages) {
    if (page.url === url) return page;
    const child = findByUrl(page.children, url);
    if (child) return child;
  }
  return undefined;
}

const notFound = () => data(null, { status: 404 });

/**
 * The page of the request's URL in the pages tree (SPEC §2 catch-all), or a 404 response thrown:
 * an unknown URL, or the contact page when the site hides it (HIDE_CONTACT_PAGE).
 */
export async function requirePage(api: ApiClient, request: Request): Promise<Page> {
  const found = findByUrl(await api.menu(), pagePathOf(request));
  if (!found) throw notFound();
  if (isContactPage(found)) {
    const parameters = await api.parameters();
    if (parameters.find((parameter) => parameter.type === 'HIDE_CONTACT_PAGE')?.value === 'true') throw notFound();
  }
  return api.page(found.id);
}
