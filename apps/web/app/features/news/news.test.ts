import { describe, expect, it } from 'vitest';
import { newsListUrls, newsPath, newsUrls } from './news-urls.ts';

describe('news addresses', () => {
  it('puts the list at /actualites in French and /en/news in English', () => {
    expect(newsListUrls()).toEqual({ fr_FR: '/actualites', en: '/en/news' });
  });

  it('gives an item its slug and id under the list, in each language', () => {
    const item = { slug: 'portes-ouvertes', id: 7 };
    expect(newsPath(item, 'fr_FR')).toBe('/actualites/portes-ouvertes/7');
    expect(newsUrls(item)).toEqual({ fr_FR: '/actualites/portes-ouvertes/7', en: '/en/news/portes-ouvertes/7' });
  });
});
