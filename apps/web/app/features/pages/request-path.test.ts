import { describe, expect, it } from 'vitest';
import { pagePathOf } from './request-path.ts';

const path = (url: string) => pagePathOf(new Request(`http://localhost${url}`));

describe('pagePathOf', () => {
  it("reads the page behind React Router's data requests", () => {
    // React Router 8 asks for the home page's data at /_.data: it was read as a page '/_' (a 404 after the
    // footer's newsletter form revalidated the home page, or a click on « Accueil »).
    expect(path('/_.data?_routes=home___fr_FR')).toBe('/');
    expect(path('/_root.data')).toBe('/');
    expect(path('/en.data')).toBe('/en');
    expect(path('/mobilier-sur-mesure-vendee.data?_routes=page___fr_FR')).toBe('/mobilier-sur-mesure-vendee');
    expect(path('/en/furniture/')).toBe('/en/furniture');
    expect(path('/')).toBe('/');
  });
});
