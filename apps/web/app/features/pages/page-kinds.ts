import type { MenuPage } from '@atelier/contract';

/** SPEC §2: the contact page is a ROUTE page of the pages tree whose CMS route is 'contact'. */
export const isContactPage = (page: Pick<MenuPage, 'type' | 'cms'>) =>
  page.type === 'ROUTE' && page.cms.route === 'contact';
