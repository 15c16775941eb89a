import { describe, expect, it } from 'vitest';
import {
  bestDeclination,
  declinationFromVariationQuery,
  exactDeclination,
  selectedDeclination,
  withValue,
} from './declination-choice.ts';
import { declination, product } from './product-test-factory.ts';
import { stockStatus } from './stock-status.ts';

// Colour (1: linen 11, sage 12) × size (2: 40 cm 21, 60 cm 22); sage 60 cm does not exist, sage 40 cm is sold out.
const v = (colour: number, size: number) => [
  { idVariation: 1, id: colour },
  { idVariation: 2, id: size },
];
const linen40 = declination(1, { variations: v(11, 21) });
const linen60 = declination(2, { variations: v(11, 22), price: 1500, discountedPrice: 1500 });
const sage40 = declination(3, { variations: v(12, 21), setQuantity: true, quantity: 0 });
const cushion = product([linen40, linen60, sage40], {
  variations: [
    {
      id: 1,
      label: 'Couleur',
      displayLabel: null,
      values: [
        { id: 11, value: 'Lin' },
        { id: 12, value: 'Sauge' },
      ],
    },
    {
      id: 2,
      label: 'Taille',
      displayLabel: null,
      values: [
        { id: 21, value: '40 cm' },
        { id: 22, value: '60 cm' },
      ],
    },
  ],
});

describe('the declination a product page shows', () => {
  it('is the one named by ?declination=, else the default one', () => {
    expect(selectedDeclination(cushion, new URLSearchParams('declination=2'))).toBe(linen60);
    expect(selectedDeclination(cushion, new URLSearchParams('declination=99'))).toBe(linen40);
    expect(selectedDeclination(cushion, new URLSearchParams('declination=abc'))).toBe(linen40);
    expect(selectedDeclination(cushion, new URLSearchParams(''))).toBe(linen40);
  });

  it('follows a changed value, keeping as many other values as it can', () => {
    expect(bestDeclination(cushion, withValue(linen40, 2, 22), 2)).toBe(linen60);
    // Sage exists only in 40 cm: from linen 60 cm, choosing sage moves to sage 40 cm.
    expect(bestDeclination(cushion, withValue(linen60, 1, 12), 1)).toBe(sage40);
  });

  it('prefers a declination in stock when the values tie', () => {
    const twin = declination(4, { variations: v(12, 21) });
    const withTwin = product([linen40, sage40, twin], { variations: cushion.variations });
    expect(bestDeclination(withTwin, withValue(linen40, 1, 12), 1)).toBe(twin);
  });

  it('knows which combinations exist', () => {
    expect(exactDeclination(cushion, linen40, 1, 12)).toBe(sage40);
    expect(exactDeclination(cushion, linen60, 1, 12)).toBeUndefined();
  });

  it('reads the no-JavaScript form (one value per variation) and ignores unknown values', () => {
    expect(declinationFromVariationQuery(cushion, new URLSearchParams('v1=11&v2=22'))).toBe(linen60);
    expect(declinationFromVariationQuery(cushion, new URLSearchParams('v1=12'))).toBe(sage40);
    expect(declinationFromVariationQuery(cushion, new URLSearchParams('v1=999'))).toBeNull();
    expect(declinationFromVariationQuery(cushion, new URLSearchParams('declination=2'))).toBeNull();
  });
});

describe('the stock label', () => {
  it.each([
    [{ setQuantity: false, quantity: null }, { kind: 'available' }],
    [{ setQuantity: true, quantity: 0 }, { kind: 'soldOut' }],
    [{ setQuantity: true, quantity: -1 }, { kind: 'soldOut' }],
    [
      { setQuantity: true, quantity: 1 },
      { kind: 'few', count: 1 },
    ],
    [
      { setQuantity: true, quantity: 2 },
      { kind: 'few', count: 2 },
    ],
    [{ setQuantity: true, quantity: 3 }, { kind: 'available' }],
  ])('says %o → %o with STOCK_LIMIT_DISPLAY 2', (stock, status) => {
    expect(stockStatus(stock, 2)).toEqual(status);
  });
});
