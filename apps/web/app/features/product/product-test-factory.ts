import type { Declination, ProductDetail } from '@atelier/contract';

/** A declination for the tests: in stock, untracked, 10,00 €, sold by one, unless told otherwise. */
export function declination(id: number, values: Partial<Declination> = {}): Declination {
  return {
    id,
    year: null,
    capacity: null,
    capacityUnit: null,
    variations: [],
    label: `Declination ${id}`,
    reference: `REF-${id}`,
    fixedPrice: false,
    price: 1000,
    discountedPrice: 1000,
    discount: null,
    setQuantity: false,
    quantity: null,
    sellByMultipleOf: 1,
    image: null,
    ...values,
  };
}

/** A product for the tests with the given declinations (the first is the default). */
export function product(declinations: Declination[], values: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    slug: 'coussin-en-lin',
    kind: 'OTHER',
    subtype: null,
    name: 'Coussin en lin',
    summary: 'Un coussin de lin lavé.',
    image: null,
    price: declinations[0]?.price ?? 1000,
    discountedPrice: declinations[0]?.discountedPrice ?? 1000,
    discount: null,
    idDeclination: declinations[0]?.id ?? 0,
    sellByMultipleOf: 1,
    inStock: true,
    hasCustomization: false,
    categories: [],
    tags: [],
    url: '/products/coussin-en-lin/7',
    wine: null,
    description: '<p>Lin lavé, passepoil assorti.</p>',
    images: [],
    variations: [],
    declinations,
    features: [],
    decreasingDiscounts: [],
    customizations: [],
    wineDetail: null,
    mealIconIds: [],
    urls: { fr_FR: '/products/coussin-en-lin/7', en: '/en/products/linen-cushion/7' },
    isMadeToMeasure: false,
    ...values,
  };
}
