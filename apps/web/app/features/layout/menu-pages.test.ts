import { describe, expect, it } from 'vitest';
import type { MenuPage } from '@atelier/contract';
import { activeState, contactPageUrls, menuEntries, normalizePath, pageTarget } from './menu-pages.ts';

const page = (id: number, url: string, extra: Partial<MenuPage> = {}): MenuPage => ({
  id,
  order: id,
  type: 'PAGE',
  title: url,
  menuTitle: url,
  url,
  urls: { fr_FR: url, en: `/en${url}` },
  showInMenu: true,
  isHome: url === '/',
  isEcommercePage: false,
  link: null,
  cms: { isCmsPage: true, route: null },
  children: [],
  ...extra,
});

const SHOP = page(5, '/boutique', {
  isEcommercePage: true,
  children: [page(6, '/boutique/sacs'), page(7, '/boutique/cache', { showInMenu: false })],
});
const TREE = [
  page(3, '/contact', { cms: { isCmsPage: true, route: 'contact' } }),
  page(1, '/'),
  page(2, '/mobilier'),
  page(4, '/atelier', { showInMenu: false }),
  SHOP,
  page(8, '/script', { type: 'LINK', link: { type: 'JS', url: null, jsCode: 'alert(1)' } }),
];
const ALL = { hideHome: false, hideContact: false, isECommerce: true };
const ids = (pages: MenuPage[]) => pages.map((p) => p.id);

describe('menuEntries', () => {
  it('keeps the pages shown in the menu, in order, without script links', () => {
    expect(ids(menuEntries(TREE, ALL))).toEqual([1, 2, 3, 5]);
    expect(ids(menuEntries(TREE, ALL)[3]!.children)).toEqual([6]);
  });
  it.each([
    ['HIDE_HOMEPAGE_IN_MENU hides the home page', { ...ALL, hideHome: true }, [2, 3, 5]],
    ['HIDE_CONTACT_PAGE hides the contact route', { ...ALL, hideContact: true }, [1, 2, 5]],
    ['a site that does not sell hides the shop', { ...ALL, isECommerce: false }, [1, 2, 3]],
  ])('%s', (_name, filter, expected) => {
    expect(ids(menuEntries(TREE, filter))).toEqual(expected);
  });
});

describe('activeState', () => {
  it.each([
    ['/', '/', 'page'],
    ['/', '/mobilier', null],
    ['/mobilier', '/mobilier/', 'page'],
    ['/boutique', '/boutique/sacs', 'ancestor'],
    ['/boutique', '/boutique/sacs/un-sac/12', 'ancestor'],
    ['/boutique', '/boutiques', null],
  ] as const)('%s on %s is %s', (url, pathname, expected) => {
    const entry = url === '/boutique' ? SHOP : page(9, url);
    expect(activeState(entry, pathname)).toBe(expected);
  });
});

describe('pageTarget', () => {
  it('sends an external link page outside the site', () => {
    const link = page(9, '/x', { type: 'LINK', link: { type: 'EXTERNAL', url: 'https://example.org', jsCode: null } });
    expect(pageTarget(link)).toEqual({ href: 'https://example.org', external: true });
    expect(pageTarget(page(2, '/mobilier'))).toEqual({ href: '/mobilier', external: false });
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/mobilier/', '/mobilier'],
    ['/d%C3%A9co', '/déco'],
    ['/bad%E0', '/bad%E0'],
  ])('%s → %s', (input, expected) => expect(normalizePath(input)).toBe(expected));
});

describe('contactPageUrls', () => {
  it('finds the contact page in both languages', () => {
    expect(contactPageUrls(TREE)).toEqual(['/contact', '/en/contact']);
  });
});
