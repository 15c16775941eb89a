import type { MenuPage } from '@atelier/contract';

export interface MenuFilter {
  /** HIDE_HOMEPAGE_IN_MENU */
  hideHome: boolean;
  /** HIDE_CONTACT_PAGE: the page whose CMS route is 'contact' */
  hideContact: boolean;
  /** SPEC §2: e-commerce pages are hidden when the site does not sell online. */
  isECommerce: boolean;
}

function isLinkable(page: MenuPage) {
  // A link page running stored JavaScript has no place in a server-rendered menu.
  return !(page.type === 'LINK' && (page.link?.type === 'JS' || !page.link?.url));
}

/** The pages shown in the menu, in order, each with its visible sub-pages (SPEC §2 "menu with sub-menus"). */
export function menuEntries(pages: readonly MenuPage[], filter: MenuFilter): MenuPage[] {
  return [...pages]
    .sort((a, b) => a.order - b.order)
    .filter(
      (page) =>
        page.showInMenu &&
        isLinkable(page) &&
        !(filter.hideHome && page.isHome) &&
        !(filter.hideContact && page.cms.route === 'contact') &&
        !(page.isEcommercePage && !filter.isECommerce),
    )
    .map((page) => ({ ...page, children: menuEntries(page.children, filter) }));
}

/** Where a menu entry leads; external links leave the site. */
export function pageTarget(page: MenuPage): { href: string; external: boolean } {
  if (page.type === 'LINK' && page.link?.url) {
    const external = page.link.type === 'EXTERNAL' || /^https?:\/\//i.test(page.link.url);
    return { href: page.link.url, external };
  }
  return { href: page.url, external: false };
}

/** A pathname as the pages tree writes URLs: decoded, without a trailing slash. */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape stays as it came: it simply matches no page.
  }
  return path.replace(/\/+$/, '') || '/';
}

/**
 * How a menu entry relates to the current page: the page itself (aria-current), one of its ancestors
 * (a sub-page, or a path under the entry's URL such as a product of a shop category), or neither.
 */
export function activeState(page: MenuPage, pathname: string): 'page' | 'ancestor' | null {
  const current = normalizePath(pathname);
  const own = normalizePath(pageTarget(page).href);
  if (own === current) return 'page';
  if (page.children.some((child) => activeState(child, current) !== null)) return 'ancestor';
  if (!page.isHome && own !== '/' && own !== '/en' && current.startsWith(`${own}/`)) return 'ancestor';
  return null;
}

/** Finds a page of the tree whose URL in a language is the given path. */
export function findPageByPath(
  pages: readonly MenuPage[],
  path: string,
  locale: keyof MenuPage['urls'],
): MenuPage | undefined {
  for (const page of pages) {
    if (normalizePath(page.urls[locale]) === path) return page;
    const child = findPageByPath(page.children, path, locale);
    if (child) return child;
  }
  return undefined;
}

/** The URLs, in every language, of the contact page (the page whose CMS route is 'contact'). */
export function contactPageUrls(pages: readonly MenuPage[]): string[] {
  return pages.flatMap((page) => [
    ...(page.cms.route === 'contact' ? [normalizePath(page.urls.fr_FR), normalizePath(page.urls.en)] : []),
    ...contactPageUrls(page.children),
  ]);
}
