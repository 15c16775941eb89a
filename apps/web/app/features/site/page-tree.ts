import type { MenuPage } from '@atelier/contract';

/** The first page of the pages tree, at any depth, that matches. */
export function findPage(pages: readonly MenuPage[], matches: (page: MenuPage) => boolean): MenuPage | undefined {
  for (const page of pages) {
    if (matches(page)) return page;
    const child = findPage(page.children, matches);
    if (child) return child;
  }
  return undefined;
}
