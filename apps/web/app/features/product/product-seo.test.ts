import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-seo.ts';
import { canonicalRedirect } from './product-urls.ts';
import { declination, product } from './product-test-factory.ts';

const image = { filename: 'a.jpg', alt: 'Coussin', url: '/media/site-1/products/a.jpg', width: 800, height: 1200 };
const cushion = product(
  [
    declination(1, { price: 2500, discountedPrice: 2000 }),
    declination(2, { price: 3900, discountedPrice: 3900, setQuantity: true, quantity: 0 }),
  ],
  { images: [image] },
);
const input = {
  product: cushion,
  origin: 'https://atelier.example',
  url: cushion.url,
  offerUrl: (d: { id: number }) => `${cushion.url}?declination=${d.id}`,
  siteName: 'Atelier Morineau',
  hidePrices: false,
};

describe('Product JSON-LD (issue 4 item 6)', () => {
  it('gives one offer per declination: price in euros, EUR, availability', () => {
    const jsonLd = productJsonLd(input);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Coussin en lin',
      image: ['https://atelier.example/media/site-1/products/a.jpg'],
      brand: { '@type': 'Brand', name: 'Atelier Morineau' },
    });
    expect(jsonLd.offers).toEqual([
      expect.objectContaining({ price: '20.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({
        price: '39.00',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://atelier.example/products/coussin-en-lin/7?declination=2',
      }),
    ]);
  });

  it('publishes no price the page hides (HIDE_PRODUCT_PRICES)', () => {
    expect(productJsonLd({ ...input, hidePrices: true })).not.toHaveProperty('offers');
  });
});

describe('the canonical redirect', () => {
  const request = (url: string) => new Request(`https://atelier.example${url}`);

  it('sends a wrong or missing slug to the canonical path with a 301, keeping the query', () => {
    const moved = canonicalRedirect(request('/products/wrong/7?declination=2'), cushion.url);
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get('location')).toBe('/products/coussin-en-lin/7?declination=2');
    expect(canonicalRedirect(request('/products/7'), cushion.url)?.headers.get('location')).toBe(cushion.url);
  });

  it('leaves the canonical path alone, and drops React Router’s own parameters from a data request', () => {
    expect(canonicalRedirect(request('/products/coussin-en-lin/7/'), cushion.url)).toBeNull();
    const data = canonicalRedirect(request('/products/wrong/7.data?_routes=routes%2Fproduct-page'), cushion.url);
    expect(data?.headers.get('location')).toBe(cushion.url);
  });
});
