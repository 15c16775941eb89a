import { describe, expect, it } from 'vitest';
import type { MenuPage } from '@atelier/contract';
import { pathInLocale } from './language-switch.ts';

const page = (id: number, fr: string, en: string, children: MenuPage[] = []): MenuPage => ({
  id,
  order: id,
  type: 'PAGE',
  title: fr,
  menuTitle: fr,
  url: fr,
  urls: { fr_FR: fr, en },
  showInMenu: true,
  isHome: fr === '/',
  isEcommercePage: false,
  link: null,
  cms: { isCmsPage: true, route: null },
  children,
});

const MENU = [
  page(1, '/', '/en'),
  page(2, '/mobilier-sur-mesure-vendee', '/en/made-to-measure-furniture-vendee'),
  page(3, '/boutique-artisanale', '/en/craft-shop', [
    page(4, '/boutique-artisanale/sacs-artisanaux', '/en/craft-shop/handmade-bags'),
  ]),
];

describe('pathInLocale', () => {
  it.each([
    ['/', 'fr_FR', 'en', '/en'],
    ['/en', 'en', 'fr_FR', '/'],
    ['/mobilier-sur-mesure-vendee', 'fr_FR', 'en', '/en/made-to-measure-furniture-vendee'],
    ['/en/made-to-measure-furniture-vendee/', 'en', 'fr_FR', '/mobilier-sur-mesure-vendee'],
    ['/boutique-artisanale/sacs-artisanaux', 'fr_FR', 'en', '/en/craft-shop/handmade-bags'],
  ] as const)('takes a page of the site to its own URL: %s (%s → %s)', (path, from, to, expected) => {
    expect(pathInLocale(MENU, path, from, to)).toBe(expected);
  });

  it.each([
    ['/legal-notice', 'fr_FR', 'en', '/en/legal-notice'],
    ['/en/legal-notice', 'en', 'fr_FR', '/legal-notice'],
    ['/does-not-exist', 'fr_FR', 'en', '/en/does-not-exist'],
    ['/en/cart/shipping', 'en', 'fr_FR', '/cart/shipping'],
  ] as const)('swaps the /en prefix of any other path: %s (%s → %s)', (path, from, to, expected) => {
    expect(pathInLocale(MENU, path, from, to)).toBe(expected);
  });

  it('does not mistake a French path starting with "en" for the English prefix', () => {
    expect(pathInLocale(MENU, '/entretien', 'fr_FR', 'en')).toBe('/en/entretien');
  });
});
