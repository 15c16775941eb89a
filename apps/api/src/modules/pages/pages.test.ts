import { describe, expect, it } from 'vitest';
import type { MenuPage, Page } from '@atelier/contract';
import { data, useTestApp } from '../../../test/test-app.ts';
import { localizedPath } from './pages.service.ts';

const t = useTestApp();

describe('localizedPath', () => {
  it.each([
    ['', 'fr_FR', '/'],
    ['', 'en', '/en'],
    ['contact', 'fr_FR', '/contact'],
    ['contact', 'en', '/en/contact'],
  ] as const)('%j in %s is %s', (slug, locale, expected) => {
    expect(localizedPath(slug, locale)).toBe(expected);
  });
});

describe('GET /page (menu)', () => {
  it('gives the menu of SPEC §2 in both languages with the URL of each language', async () => {
    const fr = data<MenuPage[]>(await t.call({ url: '/api/page' }));
    const en = data<MenuPage[]>(await t.call({ url: '/api/page', lang: 'en' }));
    const frUrls = fr.map((p) => p.url);
    for (const url of [
      '/',
      '/mobilier-sur-mesure-vendee',
      '/decoration-sur-mesure',
      '/atelier-tapisserie-diy',
      '/contact-tapissier-vendee',
    ]) {
      expect(frUrls).toContain(url);
    }
    const home = en.find((p) => p.isHome)!;
    expect(home.url).toBe('/en');
    for (const page of en) {
      expect(page.url === '/en' || page.url.startsWith('/en/')).toBe(true);
      expect(page.urls.en).toBe(page.url);
    }
    expect(en.map((p) => p.menuTitle)).not.toEqual(fr.map((p) => p.menuTitle));
    const shop = fr.find((p) => p.url === '/boutique-artisanale');
    expect(shop?.isEcommercePage).toBe(true);
    expect(shop?.children.map((c) => c.url.split('/').pop())).toEqual(
      expect.arrayContaining([
        'cadeaux-naissance-artisanaux',
        'decoration-maison-sur-mesure',
        'mobilier-artisanal',
        'sacs-artisanaux',
      ]),
    );
  });

  it('gives the winemaker its own menu', async () => {
    const one = data<MenuPage[]>(await t.call({ url: '/api/page', site: 1 }));
    const two = data<MenuPage[]>(await t.call({ url: '/api/page', site: 2 }));
    expect(two.map((p) => p.id).some((id) => one.some((p) => p.id === id))).toBe(false);
  });
});

describe('GET /page/{id}', () => {
  it('gives a page with its blocks in the request language and image URLs', async () => {
    const menu = data<MenuPage[]>(await t.call({ url: '/api/page' }));
    const home = menu.find((p) => p.isHome)!;
    const fr = data<Page>(await t.call({ url: `/api/page/${home.id}` }));
    const en = data<Page>(await t.call({ url: `/api/page/${home.id}`, lang: 'en' }));
    expect(fr.blocks.length).toBeGreaterThan(2);
    expect(fr.blocks.map((b) => b.type)).toEqual(en.blocks.map((b) => b.type));
    const hero = fr.blocks.find((b) => b.type === 'hero');
    expect(hero).toBeDefined();
    if (hero?.type === 'hero') {
      expect(typeof hero.title).toBe('string');
      expect(hero.image).toMatch(/^\/media\/site-1\//);
      expect((await t.app.inject({ url: hero.image })).statusCode).toBe(200);
    }
    expect(JSON.stringify(en.blocks)).not.toBe(JSON.stringify(fr.blocks));
    expect(fr.metaDescription).toBeTruthy();
  });

  it('does not give a page of another site', async () => {
    const menu = data<MenuPage[]>(await t.call({ url: '/api/page', site: 2 }));
    const response = await t.call({ url: `/api/page/${menu[0]!.id}`, site: 1, lang: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, data: null, message: `Page ${menu[0]!.id} not found` });
  });

  it('refuses an id that is not a number', async () => {
    const response = await t.call({ url: '/api/page/abc', lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^id: /);
  });
});
