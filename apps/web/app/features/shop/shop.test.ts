import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/messages.server.ts';
import { STOREFRONT_NAMESPACES } from '../i18n/route-messages.ts';
import { linguiOf } from '../i18n/use-translation.ts';
import { isFiltered, pagedUrls, pageSearch, pageWindow } from './list-links.ts';
import { productCountKey } from './product-count.ts';
import {
  defaultProductOrder,
  pageCount,
  parseProductListParams,
  productListQuery,
  SHOP_PAGE_SIZE,
  type ProductOrder,
} from './product-list-params.ts';
import { itemListJsonLd } from './shop-meta.ts';
import { aspectRatioOf, shopCardSettings } from './shop-settings.ts';
import { tagChoices } from './tag-choices.ts';

const parse = (query: string, defaultOrder?: ProductOrder) =>
  parseProductListParams(new URLSearchParams(query), defaultOrder);

describe('product list parameters from the URL', () => {
  it('defaults to page 1 ordered by price with no filter (SPEC §4)', () => {
    expect(parse('')).toEqual({ page: 1, orderBy: 'price', search: '', kinds: [], tags: [], category: null });
  });

  it('reads the page, order, search, repeated or comma-listed kinds and tags', () => {
    expect(parse('page=3&orderBy=-name&search=%20lin%20&kind=WINE&kind=BOX,OTHER&tag=bébé&tag=lin')).toEqual({
      page: 3,
      orderBy: '-name',
      search: 'lin',
      kinds: ['WINE', 'BOX', 'OTHER'],
      tags: ['bébé', 'lin'],
      category: null,
    });
  });

  it.each([
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=2.5', 'page', 1],
    ['page=abc', 'page', 1],
    ['page=1e400', 'page', 1],
    ['orderBy=popularity', 'orderBy', 'price'],
  ] as const)('falls back to the default for %s', (query, key, expected) => {
    expect(parse(query)[key]).toBe(expected);
  });

  it.each([
    ['category=sacs-artisanaux', 'sacs-artisanaux'],
    ['category=cadeaux-bébé', 'cadeaux-bébé'],
    ['category=', null],
    ['category=../admin', null],
    ['category=Sacs', null],
  ])('reads the category slug of %s', (query, expected) => {
    expect(parse(query).category).toBe(expected);
  });

  it('drops unknown kinds and repeated values', () => {
    expect(parse('kind=WINE&kind=CAR&kind=WINE').kinds).toEqual(['WINE']);
  });

  it('asks the API for a page of 24 with lists comma-separated, leaving out empty filters', () => {
    expect(productListQuery(parse('page=2&kind=WINE&kind=BOX&tag=a&tag=b&category=sacs-artisanaux'))).toEqual({
      nbItem: SHOP_PAGE_SIZE,
      page: 2,
      orderBy: 'price',
      search: undefined,
      kind: 'WINE,BOX',
      tags: 'a,b',
      category: 'sacs-artisanaux',
    });
    expect(productListQuery(parse('')).kind).toBeUndefined();
  });

  it('keeps a page number past any catalogue (its list answers 404) and asks the API for an empty page', () => {
    expect(parse('page=99999').page).toBe(99999);
    expect(productListQuery(parse('page=99999')).page).toBe(1001);
  });

  it('counts at least one page', () => {
    expect([pageCount(0), pageCount(24), pageCount(25), pageCount(49)]).toEqual([1, 1, 2, 3]);
  });

  it('tells a filtered list from a sorted or paged one', () => {
    expect(isFiltered(parse('page=2&orderBy=-price'))).toBe(false);
    expect(isFiltered(parse('search=lin'))).toBe(true);
    expect(isFiltered(parse('kind=BOX'))).toBe(true);
  });
});

describe('links between the pages of a list', () => {
  it('keeps the order and filters and leaves page 1 out of the URL', () => {
    expect(pageSearch('?orderBy=-price&kind=WINE&page=3', 4)).toBe('?orderBy=-price&kind=WINE&page=4');
    expect(pageSearch('?orderBy=-price&page=3', 1)).toBe('?orderBy=-price');
    expect(pageSearch('', 1)).toBe('');
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ] as const)('page %i of %i shows %j', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });

  it('gives page 2 and later their own canonical URLs in both languages', () => {
    const urls = { fr_FR: '/boutique-artisanale', en: '/en/craft-shop' };
    expect(pagedUrls(urls, 1)).toBe(urls);
    expect(pagedUrls(urls, 2)).toEqual({ fr_FR: '/boutique-artisanale?page=2', en: '/en/craft-shop?page=2' });
    expect(pagedUrls({ fr_FR: '/products/search?category=vins' }, 3)).toEqual({
      fr_FR: '/products/search?category=vins&page=3',
    });
  });
});

describe('product card settings', () => {
  it.each([
    ['2-3', '2 / 3'],
    ['1-1', '1 / 1'],
    ['4/3', '4 / 3'],
    [' 3:4 ', '3 / 4'],
    ['0-3', '2 / 3'],
    ['square', '2 / 3'],
    [null, '2 / 3'],
  ])('PRODUCT_ASPECT_RATIO %j gives aspect-ratio %s', (value, expected) => {
    expect(aspectRatioOf(value)).toBe(expected);
  });

  it('reads the price and stock switches', () => {
    expect(
      shopCardSettings({
        HIDE_PRODUCT_PRICES: 'true',
        PRODUCT_HIDE_PERCENTAGE_DISCOUNT: 'false',
        NOT_IN_STOCK_LABEL: 'Épuisé',
      }),
    ).toEqual({
      aspectRatio: '2 / 3',
      hidePrices: true,
      hideDiscountPercent: false,
      outOfStockLabel: 'Épuisé',
      display: 'grid',
    });
    expect(shopCardSettings({ NOT_IN_STOCK_LABEL: ' ' }).outOfStockLabel).toBeNull();
  });

  it.each([
    [null, 'grid'],
    ['grid', 'grid'],
    ['LIST', 'list'],
    ['carousel', 'grid'],
  ])('PRODUCT_DISPLAY %j shows the products as a %s', (value, expected) => {
    expect(shopCardSettings({ PRODUCT_DISPLAY: value }).display).toBe(expected);
  });

  it.each([
    [null, 'price'],
    ['-price', '-price'],
    ['NAME', 'name'],
    ['newest', '-id'],
    ['manual', 'price'],
  ])('PRODUCT_ORDER %j orders a list without orderBy by %s', (value, expected) => {
    expect(defaultProductOrder(value)).toBe(expected);
    expect(parse('page=2', defaultProductOrder(value)).orderBy).toBe(expected);
    expect(parse('orderBy=-name', defaultProductOrder(value)).orderBy).toBe('-name');
  });
});

describe('tags offered by the search page', () => {
  const products = [{ tags: ['lin', 'bébé'] }, { tags: ['lin', 'velours'] }, { tags: ['lin', 'bébé', 'cadeau'] }];

  it('lists the most used tags alphabetically, the chosen ones always included', () => {
    expect(tagChoices(products, [], 'fr_FR')).toEqual(['bébé', 'cadeau', 'lin', 'velours']);
    expect(tagChoices([], ['osier'], 'fr_FR')).toEqual(['osier']);
  });

  it('keeps at most twelve of the most used', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ tags: [`tag${String(index).padStart(2, '0')}`] }));
    const offered = tagChoices([...many, { tags: ['tag19'] }], [], 'en');
    expect(offered).toHaveLength(12);
    expect(offered).toContain('tag19');
  });
});

describe('list JSON-LD', () => {
  it('numbers the products of page 2 after those of page 1, with absolute URLs', () => {
    const list = itemListJsonLd('https://shop.test', [{ url: '/products/pouf/7', name: 'Pouf' }], 24);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 25, url: 'https://shop.test/products/pouf/7', name: 'Pouf' },
    ]);
  });
});

describe('shop messages', () => {
  it('counts products in French and English', async () => {
    const fr = linguiOf('fr_FR', await loadMessages('fr_FR', STOREFRONT_NAMESPACES));
    const en = linguiOf('en', await loadMessages('en', STOREFRONT_NAMESPACES));
    expect([0, 1, 24].map((count) => fr._(`shop.${productCountKey(count)}`, { count }))).toEqual([
      'Aucun produit',
      '1 produit',
      '24 produits',
    ]);
    expect([0, 1, 24].map((count) => en._(`shop.${productCountKey(count)}`, { count }))).toEqual([
      'No products',
      '1 product',
      '24 products',
    ]);
    expect(fr._('shop.price.percentOff', { percent: 20 })).toBe('−20 %');
  });
});
